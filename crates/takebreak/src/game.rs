//! Take-and-break codes: parsing, normalising, and the moves they allow.

use std::fmt;

/// One digit of a code: what may be left after taking `k` tokens from a heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Digit {
    /// Bit 1: nothing (the heap was exactly `k`); 2: one non-empty heap;
    /// 4: two non-empty heaps; 8: three non-empty heaps.
    pub bits: u8,
    /// CGSuite's `!`: the heaps a split leaves must have different sizes.
    pub unequal: bool,
}

/// A take-and-break game.
///
/// Written `d0.d1d2…dt`, optionally with a repeating tail `d0.d1…[e1e2…]`
/// (digit `k` for every `k` past the explicit ones repeats the bracket), or
/// as a subtraction set `S{1,3,4}` (the code `0.3033`).
///
/// # Example
/// ```
/// use takebreak::Game;
/// let kayles: Game = "0.77".parse().unwrap();
/// assert_eq!(kayles.to_string(), "0.77");
/// assert_eq!("S{1,3,4}".parse::<Game>().unwrap().to_string(), "0.3033");
/// assert_eq!("4.[3]".parse::<Game>().unwrap().to_string(), "4.[3]");
/// assert!("0.18".parse::<Game>().unwrap().is_hexadecimal());
/// assert!("1.07".parse::<Game>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// `d0, d1, …` up to the last explicit digit (at least `d0`).
    digits: Vec<Digit>,
    /// The repeating tail; empty for a finite code.
    tail: Vec<Digit>,
}

/// The longest code accepted (digits); subtraction sets up to this amount.
const MAX_DIGITS: usize = 1 << 16;

impl Game {
    /// A game from its digits `d0, d1, …` and repeating tail (may be empty).
    /// Trailing zero digits are dropped, and an all-zero tail too.
    ///
    /// # Errors
    /// If `d0` allows taking nothing and leaving nothing or one heap
    /// (bits 1 or 2), if a digit is above 15, or if `digits` is empty.
    pub fn new(mut digits: Vec<Digit>, mut tail: Vec<Digit>) -> Result<Game, String> {
        if digits.is_empty() {
            return Err("a code needs at least the digit d0".into());
        }
        if digits[0].bits & 3 != 0 {
            return Err(format!(
                "d0 = {:X} would take nothing and leave the heap as it was (d0 may only be 0, 4, 8 or C)",
                digits[0].bits
            ));
        }
        if let Some(d) = digits.iter().chain(&tail).find(|d| d.bits > 15) {
            return Err(format!("digit {} is above 15", d.bits));
        }
        for d in digits.iter_mut().chain(tail.iter_mut()) {
            // `!` only restricts splits; drop it where the digit has none.
            d.unequal &= d.bits & 12 != 0;
        }
        if tail.iter().all(|d| d.bits == 0) {
            tail.clear();
        }
        // A tail that repeats a shorter block, or that the explicit digits
        // already end with, is written in its shortest form.
        if !tail.is_empty() {
            let len = tail.len();
            if let Some(p) = (1..len)
                .find(|&p| len.is_multiple_of(p) && (p..len).all(|i| tail[i] == tail[i - p]))
            {
                tail.truncate(p);
            }
            while digits.len() > 1 && digits.last() == tail.last() {
                digits.pop();
                tail.rotate_right(1);
            }
        } else {
            while digits.len() > 1 && digits.last().map(|d| d.bits) == Some(0) {
                digits.pop();
            }
        }
        Ok(Game { digits, tail })
    }

    /// The subtraction game with the given amounts (each at least 1): the
    /// code with digit 3 at each amount.
    ///
    /// # Errors
    /// If an amount is 0 or above 65536.
    pub fn subtraction(amounts: &[usize]) -> Result<Game, String> {
        let max = amounts.iter().copied().max().unwrap_or(0);
        if amounts.contains(&0) {
            return Err("a subtraction set's amounts must be at least 1".into());
        }
        if max > MAX_DIGITS {
            return Err(format!("subtraction amount {max} is above {MAX_DIGITS}"));
        }
        let mut digits = vec![Digit::default(); max + 1];
        for &a in amounts {
            digits[a].bits = 3;
        }
        Game::new(digits, Vec::new())
    }

    /// Digit `k` (0 past the end of a finite code).
    pub fn digit(&self, k: usize) -> Digit {
        if k < self.digits.len() {
            self.digits[k]
        } else if self.tail.is_empty() {
            Digit::default()
        } else {
            self.tail[(k - self.digits.len()) % self.tail.len()]
        }
    }

    /// The explicit digits `d0, d1, …`.
    pub fn digits(&self) -> &[Digit] {
        &self.digits
    }

    /// The repeating tail (empty for a finite code).
    pub fn tail(&self) -> &[Digit] {
        &self.tail
    }

    /// Does the code have finitely many non-zero digits?
    pub fn is_finite(&self) -> bool {
        self.tail.is_empty()
    }

    /// The index of the last non-zero digit of a finite code (0 if none).
    pub fn last_digit(&self) -> usize {
        self.digits.len() - 1
    }

    /// Does some move split a heap into three (a hexadecimal digit ≥ 8)?
    pub fn is_hexadecimal(&self) -> bool {
        self.digits
            .iter()
            .chain(&self.tail)
            .any(|d| d.bits & 8 != 0)
    }

    /// The most heaps one move leaves of a heap: 3, 2, 1 or 0 (no moves).
    pub fn max_heaps(&self) -> usize {
        let all = self
            .digits
            .iter()
            .chain(&self.tail)
            .fold(0, |acc, d| acc | d.bits);
        match all {
            b if b & 8 != 0 => 3,
            b if b & 4 != 0 => 2,
            b if b & 3 != 0 => 1,
            _ => 0,
        }
    }

    /// Does some split have to leave heaps of different sizes (`!`)?
    pub fn has_unequal_splits(&self) -> bool {
        self.digits.iter().chain(&self.tail).any(|d| d.unequal)
    }
}

fn write_digit(f: &mut fmt::Formatter<'_>, d: Digit) -> fmt::Result {
    write!(f, "{:X}", d.bits)?;
    if d.unequal {
        f.write_str("!")?;
    }
    Ok(())
}

impl fmt::Display for Game {
    /// The normalised code: `d0.` then the digits, the tail in brackets;
    /// hexadecimal digits in upper case.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_digit(f, self.digits[0])?;
        f.write_str(".")?;
        for &d in &self.digits[1..] {
            write_digit(f, d)?;
        }
        if self.digits.len() == 1 && self.tail.is_empty() {
            f.write_str("0")?;
        }
        if !self.tail.is_empty() {
            f.write_str("[")?;
            for &d in &self.tail {
                write_digit(f, d)?;
            }
            f.write_str("]")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Game {
    type Err = String;

    /// `d0.d1d2…` with hexadecimal digits (`0`–`9`, `a`–`f`), each
    /// optionally followed by `!`, and optionally a bracketed tail at the
    /// end; `.d1d2…` means `d0 = 0`. Or `S{a,b,…}`, a subtraction set.
    fn from_str(code: &str) -> Result<Game, String> {
        let code = code.trim();
        if let Some(set) = code.strip_prefix("S{").or_else(|| code.strip_prefix("s{")) {
            let inner = set
                .strip_suffix('}')
                .ok_or_else(|| format!("subtraction set `{code}` lacks its closing `}}`"))?;
            let mut amounts = Vec::new();
            for part in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                let amount: usize = part
                    .parse()
                    .map_err(|_| format!("`{part}` in `{code}` is not a whole number"))?;
                amounts.push(amount);
            }
            return Game::subtraction(&amounts);
        }
        let (whole, fraction) = code
            .split_once('.')
            .ok_or_else(|| format!("`{code}` is neither a code d0.d1d2… nor a set S{{…}}"))?;
        let mut head = parse_digits(whole, code)?;
        if head.len() > 1 {
            return Err(format!("`{code}`: d0 is a single digit"));
        }
        if head.is_empty() {
            head.push(Digit::default());
        }
        let (explicit, tail) = match fraction.split_once('[') {
            None => (fraction, ""),
            Some((explicit, rest)) => {
                let tail = rest.strip_suffix(']').ok_or_else(|| {
                    format!("`{code}`: the repeating tail `[…]` must end the code")
                })?;
                if tail.is_empty() {
                    return Err(format!("`{code}`: the repeating tail `[]` is empty"));
                }
                (explicit, tail)
            }
        };
        head.extend(parse_digits(explicit, code)?);
        let tail = parse_digits(tail, code)?;
        if head.len() + tail.len() > MAX_DIGITS {
            return Err(format!("`{code}` has more than {MAX_DIGITS} digits"));
        }
        Game::new(head, tail)
    }
}

fn parse_digits(text: &str, code: &str) -> Result<Vec<Digit>, String> {
    let mut digits: Vec<Digit> = Vec::new();
    for c in text.chars() {
        if c == '!' {
            match digits.last_mut() {
                Some(d) if !d.unequal => d.unequal = true,
                _ => return Err(format!("`{code}`: `!` must follow a digit")),
            }
            continue;
        }
        let bits = c
            .to_digit(16)
            .ok_or_else(|| format!("`{code}`: `{c}` is not a hexadecimal digit"))?;
        digits.push(Digit {
            bits: bits as u8,
            unequal: false,
        });
    }
    Ok(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(code: &str) -> String {
        code.parse::<Game>().unwrap().to_string()
    }

    #[test]
    fn codes_are_normalised() {
        assert_eq!(norm(".07"), "0.07");
        assert_eq!(norm("0.0700"), "0.07");
        assert_eq!(norm("0.1f"), "0.1F");
        assert_eq!(norm("0.[33]"), "0.[3]");
        assert_eq!(norm("0.33[3]"), "0.[3]");
        assert_eq!(norm("0.3[0]"), "0.3");
        assert_eq!(norm("4!.0"), "4!.0");
        assert_eq!(norm("4!."), "4!.0");
        assert_eq!(norm("0.3!"), "0.3");
        assert_eq!(norm("S{4, 1,3}"), "0.3033");
        assert_eq!(norm("S{}"), "0.0");
        assert_eq!(norm("8.[3]"), "8.[3]");
    }

    #[test]
    fn bad_codes_are_refused() {
        for bad in [
            "", "07", "1.07", "2.3", "0.g", "00.7", "0.[3", "0.[]", "0.[3]1", "0.!3", "0.3!!",
            "S{0,1}", "S{1,x}", "S{1",
        ] {
            assert!(bad.parse::<Game>().is_err(), "{bad}");
        }
    }

    #[test]
    fn digits_past_the_end() {
        let g: Game = "4.07[31]".parse().unwrap();
        let bits: Vec<u8> = (0..8).map(|k| g.digit(k).bits).collect();
        assert_eq!(bits, [4, 0, 7, 3, 1, 3, 1, 3]);
        assert!(!g.is_finite());
        let f: Game = "0.137".parse().unwrap();
        assert_eq!(f.last_digit(), 3);
        assert_eq!(f.digit(9).bits, 0);
        assert_eq!(f.max_heaps(), 2);
        assert_eq!("0.3033".parse::<Game>().unwrap().max_heaps(), 1);
        assert_eq!("0.8".parse::<Game>().unwrap().max_heaps(), 3);
    }
}
