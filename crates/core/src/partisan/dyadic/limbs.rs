//! Magnitudes as little-endian `u64` limbs: the unsigned arithmetic under
//! [`Dyadic`](super::Dyadic), and its decimal form.

use std::cmp::Ordering;

use super::Dyadic;

/// Drops zero limbs at the top.
pub(super) fn trim(limbs: &mut Vec<u64>) {
    while limbs.last() == Some(&0) {
        limbs.pop();
    }
}

/// Trailing zero bits of a non-zero magnitude.
pub(super) fn trailing_zeros(limbs: &[u64]) -> u64 {
    let zero_limbs = limbs.iter().take_while(|&&limb| limb == 0).count();
    64 * zero_limbs as u64 + u64::from(limbs[zero_limbs].trailing_zeros())
}

/// `limbs >>= bits`, dropping the bits shifted out.
pub(super) fn shift_right(limbs: &mut Vec<u64>, bits: u64) {
    let words = <usize as std::convert::TryFrom<u64>>::try_from(bits / 64)
        .unwrap_or(usize::MAX)
        .min(limbs.len());
    limbs.drain(..words);
    let bits = (bits % 64) as u32;
    if bits > 0 {
        for i in 0..limbs.len() {
            let high = limbs.get(i + 1).map_or(0, |&next| next << (64 - bits));
            limbs[i] = limbs[i] >> bits | high;
        }
    }
    trim(limbs);
}

/// `limbs <<= bits`.
pub(super) fn shift_left(limbs: &mut Vec<u64>, bits: u64) {
    if limbs.is_empty() {
        return;
    }
    let words = <usize as std::convert::TryFrom<u64>>::try_from(bits / 64)
        .expect("Dyadic: numerator too large for memory");
    let bits = (bits % 64) as u32;
    if bits > 0 {
        let mut carry = 0;
        for limb in limbs.iter_mut() {
            let next_carry = *limb >> (64 - bits);
            *limb = *limb << bits | carry;
            carry = next_carry;
        }
        if carry != 0 {
            limbs.push(carry);
        }
    }
    if words > 0 {
        limbs.splice(0..0, std::iter::repeat(0).take(words));
    }
}

/// `limbs += 1`.
pub(super) fn increment(limbs: &mut Vec<u64>) {
    for limb in limbs.iter_mut() {
        let (sum, overflow) = limb.overflowing_add(1);
        *limb = sum;
        if !overflow {
            return;
        }
    }
    limbs.push(1);
}

/// `limbs -= 1` for a non-zero magnitude.
pub(super) fn decrement(limbs: &mut Vec<u64>) {
    for limb in limbs.iter_mut() {
        let (difference, borrow) = limb.overflowing_sub(1);
        *limb = difference;
        if !borrow {
            break;
        }
    }
    trim(limbs);
}

/// Compares magnitudes (trimmed).
pub(super) fn compare_magnitudes(a: &[u64], b: &[u64]) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// `a + b`.
pub(super) fn add_magnitudes(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut sum = Vec::with_capacity(long.len() + 1);
    let mut carry = false;
    for (i, &limb) in long.iter().enumerate() {
        let (s, c1) = limb.overflowing_add(short.get(i).copied().unwrap_or(0));
        let (s, c2) = s.overflowing_add(u64::from(carry));
        sum.push(s);
        carry = c1 || c2;
    }
    if carry {
        sum.push(1);
    }
    sum
}

/// `a − b` for `a ≥ b`.
pub(super) fn sub_magnitudes(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut difference = Vec::with_capacity(a.len());
    let mut borrow = false;
    for (i, &limb) in a.iter().enumerate() {
        let (d, b1) = limb.overflowing_sub(b.get(i).copied().unwrap_or(0));
        let (d, b2) = d.overflowing_sub(u64::from(borrow));
        difference.push(d);
        borrow = b1 || b2;
    }
    trim(&mut difference);
    difference
}

/// The magnitude of `x` scaled to the exponent `exponent ≥ x.exponent`.
pub(super) fn aligned(x: &Dyadic, exponent: u64) -> Vec<u64> {
    let mut magnitude = x.magnitude.clone();
    shift_left(&mut magnitude, exponent - x.exponent);
    magnitude
}

/// `a += b`.
pub(super) fn add_into(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    let mut carry = false;
    for (i, limb) in a.iter_mut().enumerate() {
        let addend = b.get(i).copied().unwrap_or(0);
        if i >= b.len() && !carry {
            break;
        }
        let (sum, c1) = limb.overflowing_add(addend);
        let (sum, c2) = sum.overflowing_add(u64::from(carry));
        *limb = sum;
        carry = c1 || c2;
    }
    if carry {
        a.push(1);
    }
}

/// `a −= b` for `a ≥ b`.
pub(super) fn sub_from(a: &mut Vec<u64>, b: &[u64]) {
    let mut borrow = false;
    for (i, limb) in a.iter_mut().enumerate() {
        let subtrahend = b.get(i).copied().unwrap_or(0);
        if i >= b.len() && !borrow {
            break;
        }
        let (difference, b1) = limb.overflowing_sub(subtrahend);
        let (difference, b2) = difference.overflowing_sub(u64::from(borrow));
        *limb = difference;
        borrow = b1 || b2;
    }
    trim(a);
}

/// `m` in decimal (for a magnitude of any size), by repeated division by
/// `10^19`.
pub(super) fn decimal(limbs: &[u64]) -> String {
    const CHUNK: u64 = 10_000_000_000_000_000_000;
    if limbs.is_empty() {
        return "0".into();
    }
    let mut rest = limbs.to_vec();
    let mut chunks = Vec::new();
    while !rest.is_empty() {
        let mut remainder = 0u128;
        for limb in rest.iter_mut().rev() {
            let current = remainder << 64 | u128::from(*limb);
            *limb = (current / u128::from(CHUNK)) as u64;
            remainder = current % u128::from(CHUNK);
        }
        trim(&mut rest);
        chunks.push(remainder as u64);
    }
    let mut text = chunks.pop().map(|top| top.to_string()).unwrap_or_default();
    for chunk in chunks.iter().rev() {
        text += &format!("{chunk:019}");
    }
    text
}
