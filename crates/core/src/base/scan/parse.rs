//! [`FromToken`]: how each primitive integer is read from one token, in one
//! pass for the unsigned types.

/// A type that can be read from one token.
///
/// Implemented for all primitive integers. Parsing is strict: an optional `-`
/// for signed types, then ASCII digits only, and the value must fit the type.
///
/// # Complexity
/// `O(token length)` per token.
///
/// # Example
/// ```
/// use gamecore::base::scan::FromToken;
/// assert_eq!(u8::from_token(b"255"), Some(255));
/// assert_eq!(u8::from_token(b"256"), None);
/// assert_eq!(i32::from_token(b"-2147483648"), Some(i32::MIN));
/// assert_eq!(u64::from_token(b"+1"), None);
/// assert_eq!(u64::from_token(b"1e5"), None);
/// ```
pub trait FromToken: Sized {
    /// What a token of this type looks like, for error messages.
    const EXPECTED: &'static str;
    /// Parses one whole token, or `None` if it is not a valid `Self`.
    fn from_token(token: &[u8]) -> Option<Self>;

    /// Reads the token that starts at `buf[start]` (not whitespace).
    ///
    /// `None` if the token runs to the end of `buf` (it may go on in input not
    /// yet read); otherwise where it ends (the index of the whitespace after
    /// it) and its value, if it is a valid `Self`.
    ///
    /// The default finds where the token ends and calls [`from_token`]. The
    /// unsigned types instead parse their digits as they scan, in one pass:
    /// reading numbers is most of the time an I/O-bound solution takes.
    ///
    /// [`from_token`]: FromToken::from_token
    #[inline]
    fn from_buf(buf: &[u8], start: usize) -> Option<(usize, Option<Self>)> {
        let end = start + token_len(&buf[start..]);
        if end == buf.len() {
            return None;
        }
        Some((end, Self::from_token(&buf[start..end])))
    }
}

/// The length of the token at the start of `rest`: up to the first whitespace.
#[inline]
pub(super) fn token_len(rest: &[u8]) -> usize {
    // `position` compiles to a tight loop without a bounds check per byte.
    rest.iter().position(|&b| b <= b' ').unwrap_or(rest.len())
}

macro_rules! unsigned_token {
    ($($t:ty => $what:literal),*) => {$(
        impl FromToken for $t {
            const EXPECTED: &'static str = $what;
            #[inline]
            fn from_token(token: &[u8]) -> Option<Self> {
                if token.is_empty() {
                    return None;
                }
                let mut value: $t = 0;
                for &byte in token {
                    let digit = byte.wrapping_sub(b'0');
                    if digit > 9 {
                        return None;
                    }
                    value = value.checked_mul(10)?.checked_add(digit as $t)?;
                }
                Some(value)
            }

            #[inline(always)]
            fn from_buf(buf: &[u8], start: usize) -> Option<(usize, Option<Self>)> {
                // Up to `SAFE_DIGITS` (`MAX.ilog10()`, spelled out for Rust
                // 1.63) digits cannot overflow. When the buffer holds that
                // many bytes and one more, one pass over them reads the token:
                // the window's length is known, so the loop compiles to
                // straight code without bounds checks.
                const SAFE_DIGITS: usize = {
                    let mut max = <$t>::MAX;
                    let mut digits = 0;
                    while max >= 10 {
                        max /= 10;
                        digits += 1;
                    }
                    digits
                };
                const WINDOW: usize = SAFE_DIGITS + 1;
                if let Some(window) = buf.get(start..start + WINDOW) {
                    // Spelled out: the 2018 prelude has no `TryFrom`.
                    let window: &[u8; WINDOW] = std::convert::TryFrom::try_from(window).unwrap();
                    let mut value: $t = 0;
                    for (len, &byte) in window.iter().enumerate() {
                        let digit = byte.wrapping_sub(b'0');
                        if digit > 9 {
                            if len > 0 && byte <= b' ' {
                                return Some((start + len, Some(value)));
                            }
                            break;
                        }
                        value = value.wrapping_mul(10).wrapping_add(digit as $t);
                    }
                }
                // Near the end of the buffer (once per refill), or a token
                // that is long or not a number: the same, one byte at a time.
                // (Measured: leaving this to `token_len` and `from_token`, or
                // moving it out of line, made the loop above slower.)
                let (&first, tail) = buf[start..].split_first()?;
                // A token that does not start with a digit leaves at once.
                let mut value = first.wrapping_sub(b'0') as $t;
                let mut after = first;
                let mut bytes = tail.iter();
                if value <= 9 {
                    after = loop {
                        let &byte = bytes.next()?;
                        let digit = byte.wrapping_sub(b'0');
                        if digit > 9 {
                            break byte;
                        }
                        value = value.wrapping_mul(10).wrapping_add(digit as $t);
                    };
                }
                // A longer token, or one that goes on after its digits, takes
                // the careful path.
                let len = tail.len() - bytes.len();
                let end = start + len;
                // (`buf[start]` is not whitespace, so a token that ends at
                // whitespace has at least one digit.)
                if after <= b' ' && len <= SAFE_DIGITS {
                    return Some((end, Some(value)));
                }
                let end = start + token_len(&buf[start..]);
                if end == buf.len() {
                    return None;
                }
                Some((end, Self::from_token(&buf[start..end])))
            }
        }
    )*};
}

macro_rules! signed_token {
    ($($t:ty => $what:literal),*) => {$(
        impl FromToken for $t {
            const EXPECTED: &'static str = $what;
            #[inline]
            fn from_token(token: &[u8]) -> Option<Self> {
                let (negative, digits) = match token.split_first() {
                    Some((b'-', rest)) => (true, rest),
                    _ => (false, token),
                };
                if digits.is_empty() {
                    return None;
                }
                // Accumulate towards the sign so that the minimum value parses.
                let mut value: $t = 0;
                for &byte in digits {
                    let digit = byte.wrapping_sub(b'0');
                    if digit > 9 {
                        return None;
                    }
                    value = value.checked_mul(10)?;
                    value = if negative {
                        value.checked_sub(digit as $t)?
                    } else {
                        value.checked_add(digit as $t)?
                    };
                }
                Some(value)
            }
        }
    )*};
}

unsigned_token!(
    u8 => "an unsigned 8-bit integer",
    u16 => "an unsigned 16-bit integer",
    u32 => "an unsigned 32-bit integer",
    u64 => "an unsigned 64-bit integer",
    u128 => "an unsigned 128-bit integer",
    usize => "a non-negative integer (usize)"
);
signed_token!(
    i8 => "an 8-bit integer",
    i16 => "a 16-bit integer",
    i32 => "a 32-bit integer",
    i64 => "a 64-bit integer",
    i128 => "a 128-bit integer",
    isize => "an integer (isize)"
);
