//! A take-and-break digit as the matcher sees it: the options a digit
//! gives when taking `k` leaves `m` tokens, tallied so that two option
//! lists compare by counts alone, and the groups of digits that give the
//! same tally for `m ≤ SETTLE` (past it, every digit still possible gives
//! the same options: checked by the test below).

use takebreak::Digit;

/// Past this many tokens left (`m = n − k`) a digit is settled: every
/// digit still possible gives the same options for every larger `m`.
pub(super) const SETTLE: u64 = 6;

/// The unsettled amounts: `SETTLE + 1` of them.
pub(super) const SLOTS: usize = SETTLE as usize + 1;

/// What a heap's options that take `k` tokens look like: how many leave
/// nothing, one heap, two or three heaps, and how many of the splits have
/// two equal parts. Options are distinct, so the counts pin them down: every
/// split of `m` tokens into two (three) positive parts is one the code may
/// allow, and a digit allows all of them or all with different parts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Tally {
    pub(super) empty: bool,
    pub(super) single: bool,
    pub(super) pairs: u64,
    pub(super) pair_equal: bool,
    pub(super) triples: u64,
    pub(super) triples_equal: u64,
}

/// A digit as a variant number: its bits, and 16 for `!`.
pub(super) fn variant(d: Digit) -> u32 {
    u32::from(d.bits) | if d.unequal { 16 } else { 0 }
}

pub(super) fn digit_of(v: u32) -> Digit {
    Digit {
        bits: (v & 15) as u8,
        unequal: v & 16 != 0,
    }
}

/// The digits a code may have at amount `k`: `!` only with a split, and at
/// `k = 0` only splits (taking nothing and leaving the heap, or nothing from
/// nothing, is no move).
pub(super) fn initial_mask(k: u64) -> u32 {
    if k == 0 { MASKS[0] } else { MASKS[1] }
}

/// [`initial_mask`] for `k = 0` and `k > 0`, worked out at compile time.
const MASKS: [u32; 2] = {
    let mut masks = [0u32; 2];
    let mut v = 0;
    while v < 32 {
        let bits = v & 15;
        let lone_unequal = v & 16 != 0 && bits & 12 == 0;
        if !lone_unequal {
            masks[1] |= 1 << v;
            if bits & 3 == 0 {
                masks[0] |= 1 << v;
            }
        }
        v += 1;
    }
    masks
};

/// Partitions of `m` into three positive parts, and how many of them have
/// two equal parts.
pub(super) fn triples(m: u64) -> (u64, u64) {
    if m < 3 {
        return (0, 0);
    }
    let all = (m * m + 6) / 12;
    let equal = m / 3 + ((m - 1) / 2).saturating_sub(m / 3);
    (all, equal)
}

/// The options digit `v` gives when taking `k` leaves `m` tokens.
pub(super) fn expected(v: u32, k: u64, m: u64) -> Tally {
    let d = digit_of(v);
    let mut t = Tally {
        empty: d.bits & 1 != 0 && m == 0 && k > 0,
        single: d.bits & 2 != 0 && m > 0 && k > 0,
        ..Tally::default()
    };
    if d.bits & 4 != 0 {
        let even = m >= 2 && m.is_multiple_of(2);
        t.pairs = m / 2 - u64::from(d.unequal && even);
        t.pair_equal = even && !d.unequal;
    }
    if d.bits & 8 != 0 {
        let (all, equal) = triples(m);
        if d.unequal {
            t.triples = all - equal;
        } else {
            t.triples = all;
            t.triples_equal = equal;
        }
    }
    t
}

/// A possible option of heap `n`: the amount taken and the non-empty heaps
/// left, smallest first.
#[derive(Debug, Clone, Copy)]
pub(super) struct Parsed {
    pub(super) k: u64,
    pub(super) len: u8,
    pub(super) parts: [u64; 3],
}

/// Heap `n`'s option as a [`Parsed`], or `None` if no code has it (see
/// [`impossible`]). No allocation.
#[inline]
pub(super) fn parse(n: u64, option: &[u64]) -> Option<Parsed> {
    let mut parts = [0u64; 3];
    let mut len = 0;
    let mut sum = 0u64;
    for &h in option {
        if h == 0 {
            continue;
        }
        if len == 3 {
            return None;
        }
        parts[len] = h;
        len += 1;
        sum = sum.checked_add(h)?;
    }
    if sum > n || (sum == n && len <= 1) {
        return None;
    }
    // Sort two or three parts by hand (a call to the slice sort costs more).
    if len >= 2 && parts[0] > parts[1] {
        parts.swap(0, 1);
    }
    if len == 3 {
        if parts[1] > parts[2] {
            parts.swap(1, 2);
        }
        if parts[0] > parts[1] {
            parts.swap(0, 1);
        }
    }
    Some(Parsed {
        k: n - sum,
        len: len as u8,
        parts,
    })
}

/// For `k = 0` and `k > 0`, and each `m ≤ SETTLE`: the distinct tallies
/// the 32 digits give, each with the set of digits that give it, the empty
/// tally (digit 0's) first. Built once.
#[allow(clippy::type_complexity)]
pub(super) fn groups() -> &'static [Vec<Vec<(Tally, u32)>>; 2] {
    static GROUPS: std::sync::OnceLock<[Vec<Vec<(Tally, u32)>>; 2]> = std::sync::OnceLock::new();
    GROUPS.get_or_init(|| {
        [0u64, 1].map(|k| {
            (0..=SETTLE)
                .map(|m| {
                    let mut group: Vec<(Tally, u32)> = Vec::new();
                    for v in 0..32u32 {
                        let t = expected(v, k, m);
                        match group.iter_mut().find(|(u, _)| *u == t) {
                            Some((_, mask)) => *mask |= 1 << v,
                            None => group.push((t, 1 << v)),
                        }
                    }
                    group
                })
                .collect()
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triple_counts_match_enumeration() {
        for m in 0..40u64 {
            let mut all = 0;
            let mut equal = 0;
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    let c = m - a - b;
                    if c >= b {
                        all += 1;
                        if a == b || b == c {
                            equal += 1;
                        }
                    }
                }
            }
            assert_eq!(triples(m), (all, equal), "m = {m}");
        }
    }

    #[test]
    fn the_empty_tally_leads_each_group() {
        for kind in groups() {
            for group in kind {
                assert_eq!(group[0].0, Tally::default());
                assert_eq!(group.iter().map(|g| g.1.count_ones()).sum::<u32>(), 32);
            }
        }
    }

    #[test]
    fn digits_are_told_apart_by_six_tokens() {
        // Two digits that give the same options for m ≤ SETTLE give the
        // same options for every m (so settling at SETTLE is safe).
        for k in 0..3u64 {
            let mask = initial_mask(k);
            for v in 0..32u32 {
                for w in 0..32u32 {
                    if mask & (1 << v) == 0 || mask & (1 << w) == 0 {
                        continue;
                    }
                    let early = (0..=SETTLE).all(|m| expected(v, k, m) == expected(w, k, m));
                    let late = (0..60).all(|m| expected(v, k, m) == expected(w, k, m));
                    assert_eq!(early, late, "k {k}: {v} vs {w}");
                }
            }
        }
    }
}
