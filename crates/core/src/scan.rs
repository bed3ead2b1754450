//! Whitespace-separated token input over one buffer, and [`run`], the shared
//! entry point of every solution binary.
//!
//! A solution is written as `fn solve<W: Write>(sc: &mut Scanner, out: &mut W)
//! -> Result<(), Error>` so tests can call it on bytes in memory, and `main` is
//! `gamecore::scan::run(solve)`. Malformed or truncated input becomes an
//! [`Error`] naming the token (1-based) and what was expected; [`run`] prints it
//! as one line on stderr and exits with code 2, never with a panic trace.
//!
//! # Example
//! ```
//! use gamecore::scan::Scanner;
//! let mut sc = Scanner::new(b"2\n 10 -3\r\nhello");
//! assert_eq!(sc.next::<usize>().unwrap(), 2);
//! assert_eq!(sc.next::<u64>().unwrap(), 10);
//! assert_eq!(sc.next::<i64>().unwrap(), -3);
//! assert_eq!(sc.word().unwrap(), b"hello");
//! assert!(!sc.has_next());
//! assert_eq!(
//!     sc.next::<u32>().unwrap_err().to_string(),
//!     "token 5: expected an unsigned 32-bit integer, found end of input"
//! );
//! ```

use std::fmt;
use std::io::{self, BufWriter, Read, StdoutLock, Write};

/// Why a solution could not finish: bad input (with the token's 1-based index)
/// or an I/O failure.
///
/// # Example
/// ```
/// use gamecore::scan::{Error, Scanner};
/// let mut sc = Scanner::new(b"7");
/// sc.next::<u32>().unwrap();
/// let err = sc.next::<u32>().unwrap_err();
/// assert!(matches!(err, Error::Eof { token: 2, .. }));
/// assert_eq!(err.to_string(), "token 2: expected an unsigned 32-bit integer, found end of input");
/// ```
#[derive(Debug)]
pub enum Error {
    /// The input ended where token number `token` was expected.
    Eof {
        /// 1-based index of the missing token.
        token: usize,
        /// What the token should have been, e.g. "an unsigned 64-bit integer".
        expected: &'static str,
    },
    /// Token number `token` is not of the expected form (or does not fit the type).
    Malformed {
        /// 1-based index of the offending token.
        token: usize,
        /// What the token should have been.
        expected: &'static str,
        /// The token as read (shortened if long, non-ASCII bytes escaped).
        found: String,
    },
    /// Token number `token` parsed, but breaks the problem's rules.
    Invalid {
        /// 1-based index of the offending token.
        token: usize,
        /// What is wrong with it, e.g. "allowed amounts must be positive".
        message: String,
    },
    /// Reading the input or writing the output failed.
    Io {
        /// What was being done: "reading input" or "writing output".
        context: &'static str,
        /// The underlying error.
        source: io::Error,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Eof { token, expected } => {
                write!(f, "token {token}: expected {expected}, found end of input")
            }
            Error::Malformed {
                token,
                expected,
                found,
            } => write!(f, "token {token}: expected {expected}, found `{found}`"),
            Error::Invalid { token, message } => write!(f, "token {token}: {message}"),
            Error::Io { context, source } => write!(f, "{context}: {source}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<io::Error> for Error {
    fn from(source: io::Error) -> Self {
        Error::Io {
            context: "writing output",
            source,
        }
    }
}

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
/// use gamecore::scan::FromToken;
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

    /// Reads the token at the start of `rest` (whose first byte is not
    /// whitespace): its length, and its value if it is a valid `Self`.
    ///
    /// The default finds where the token ends and calls [`from_token`]. The
    /// unsigned types instead parse their digits as they scan, in one pass:
    /// reading numbers is most of the time an I/O-bound solution takes.
    ///
    /// [`from_token`]: FromToken::from_token
    #[inline]
    fn from_prefix(rest: &[u8]) -> (usize, Option<Self>) {
        let len = token_len(rest);
        (len, Self::from_token(&rest[..len]))
    }
}

/// The length of the token at the start of `rest`: up to the first whitespace.
#[inline]
fn token_len(rest: &[u8]) -> usize {
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

            #[inline]
            fn from_prefix(rest: &[u8]) -> (usize, Option<Self>) {
                let mut value: $t = 0;
                let mut len = 0;
                for &byte in rest {
                    let digit = byte.wrapping_sub(b'0');
                    if digit > 9 {
                        break;
                    }
                    value = value.wrapping_mul(10).wrapping_add(digit as $t);
                    len += 1;
                }
                // Up to `MAX.ilog10()` digits cannot overflow. A longer token,
                // or one that goes on after its digits, takes the careful path.
                let ends_here = !matches!(rest.get(len), Some(&b) if b > b' ');
                if len > 0 && ends_here && len <= <$t>::MAX.ilog10() as usize {
                    return (len, Some(value));
                }
                let len = token_len(rest);
                (len, Self::from_token(&rest[..len]))
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

/// Reads whitespace-separated tokens from one byte buffer.
///
/// Whitespace is any byte up to and including `b' '` (so `\r\n` line ends and
/// stray control characters separate tokens).
///
/// # Complexity
/// Each byte of the buffer is looked at once overall: `O(input_len)`.
///
/// # Example
/// ```
/// let mut sc = gamecore::scan::Scanner::new(b"3\r\n.X. 18446744073709551615");
/// assert_eq!(sc.next::<usize>().unwrap(), 3);
/// assert_eq!(sc.word().unwrap(), b".X.");
/// assert_eq!(sc.next::<u64>().unwrap(), u64::MAX);
/// assert!(!sc.has_next());
/// ```
#[derive(Debug, Clone)]
pub struct Scanner<'a> {
    buf: &'a [u8],
    pos: usize,
    n_read: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `buf`.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::scan::Scanner::new(b"7");
    /// assert_eq!(sc.next::<u8>().unwrap(), 7);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new(buf: &'a [u8]) -> Self {
        Scanner {
            buf,
            pos: 0,
            n_read: 0,
        }
    }

    #[inline]
    fn skip_whitespace(&mut self) {
        // `position` compiles to a tight loop without a bounds check per byte.
        let rest = &self.buf[self.pos..];
        self.pos += rest.iter().position(|&b| b > b' ').unwrap_or(rest.len());
    }

    /// Is there another token? Use it for inputs that run until end of file.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::scan::Scanner::new(b"1 2 \n");
    /// let mut sum = 0u32;
    /// while sc.has_next() {
    ///     sum += sc.next::<u32>().unwrap();
    /// }
    /// assert_eq!(sum, 3);
    /// ```
    ///
    /// # Complexity
    /// `O(whitespace skipped)`.
    #[inline]
    pub fn has_next(&mut self) -> bool {
        self.skip_whitespace();
        self.pos < self.buf.len()
    }

    #[inline]
    fn raw_token(&mut self, expected: &'static str) -> Result<&'a [u8], Error> {
        self.skip_whitespace();
        self.n_read += 1;
        let start = self.pos;
        self.pos += token_len(&self.buf[start..]);
        if start == self.pos {
            return Err(Error::Eof {
                token: self.n_read,
                expected,
            });
        }
        Ok(&self.buf[start..self.pos])
    }

    /// Reads the next token as a `T` (any primitive integer).
    ///
    /// # Errors
    /// [`Error::Eof`] at the end of input, [`Error::Malformed`] if the token is
    /// not a `T` (including values that overflow it).
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::scan::Scanner::new(b"4294967296 x");
    /// assert_eq!(sc.next::<u64>().unwrap(), 1 << 32);
    /// let err = sc.next::<u32>().unwrap_err();
    /// assert_eq!(err.to_string(), "token 2: expected an unsigned 32-bit integer, found `x`");
    /// ```
    ///
    /// # Complexity
    /// `O(token length)`.
    // Not `Iterator::next`: the type is chosen per call, as in `sc.next::<u64>()`.
    #[allow(clippy::should_implement_trait)]
    #[inline]
    pub fn next<T: FromToken>(&mut self) -> Result<T, Error> {
        self.skip_whitespace();
        self.n_read += 1;
        let rest = &self.buf[self.pos..];
        if rest.is_empty() {
            return Err(Error::Eof {
                token: self.n_read,
                expected: T::EXPECTED,
            });
        }
        let (len, value) = T::from_prefix(rest);
        self.pos += len;
        value.ok_or_else(|| Error::Malformed {
            token: self.n_read,
            expected: T::EXPECTED,
            found: shorten(&rest[..len]),
        })
    }

    /// Reads the next token as raw bytes (a word such as `..X.`).
    ///
    /// # Errors
    /// [`Error::Eof`] at the end of input.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::scan::Scanner::new(b" ..X. ");
    /// assert_eq!(sc.word().unwrap(), b"..X.");
    /// ```
    ///
    /// # Complexity
    /// `O(token length)`.
    #[inline]
    pub fn word(&mut self) -> Result<&'a [u8], Error> {
        self.raw_token("a word")
    }

    /// Reads the next token as UTF-8 text.
    ///
    /// # Errors
    /// [`Error::Eof`] at the end of input, [`Error::Malformed`] if the token is
    /// not valid UTF-8.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::scan::Scanner::new("取石子 X".as_bytes());
    /// assert_eq!(sc.text().unwrap(), "取石子");
    /// ```
    ///
    /// # Complexity
    /// `O(token length)`.
    pub fn text(&mut self) -> Result<&'a str, Error> {
        const EXPECTED: &str = "a UTF-8 word";
        let token = self.raw_token(EXPECTED)?;
        std::str::from_utf8(token).map_err(|_| Error::Malformed {
            token: self.n_read,
            expected: EXPECTED,
            found: shorten(token),
        })
    }

    /// How many tokens have been read (or attempted) so far; the index of the
    /// last one.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::scan::Scanner::new(b"5 6");
    /// sc.next::<u8>().unwrap();
    /// assert_eq!(sc.tokens_read(), 1);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn tokens_read(&self) -> usize {
        self.n_read
    }

    /// An [`Error::Invalid`] about the token read last, for values that parse
    /// but break the problem's rules.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::scan::Scanner::new(b"0");
    /// let b: u32 = sc.next().unwrap();
    /// assert_eq!(b, 0);
    /// let err = sc.invalid("an allowed amount must be positive");
    /// assert_eq!(err.to_string(), "token 1: an allowed amount must be positive");
    /// ```
    ///
    /// # Complexity
    /// `O(message length)`.
    pub fn invalid(&self, message: impl Into<String>) -> Error {
        Error::Invalid {
            token: self.n_read,
            message: message.into(),
        }
    }
}

/// A token for an error message: at most 40 bytes, non-printable bytes escaped.
fn shorten(token: &[u8]) -> String {
    const MAX: usize = 40;
    let shown = &token[..token.len().min(MAX)];
    let mut text: String = shown
        .iter()
        .flat_map(|&b| std::ascii::escape_default(b))
        .map(char::from)
        .collect();
    if token.len() > MAX {
        text.push('…');
    }
    text
}

/// Runs a solution on stdin and stdout: reads all of stdin into one buffer,
/// gives `solve` a [`Scanner`] over it and one buffered writer, and flushes.
///
/// On an [`Error`] it prints `error: <message>` as one line on stderr and exits
/// with code 2 (what was written before the error is still flushed).
///
/// # Example
/// ```no_run
/// use gamecore::scan::{run, Error, Scanner};
/// use std::io::Write;
///
/// fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
///     let n: u64 = sc.next()?;
///     writeln!(out, "{}", n * 2)?;
///     Ok(())
/// }
///
/// fn main() {
///     run(solve);
/// }
/// ```
///
/// # Complexity
/// `O(input_len)` plus `solve`.
pub fn run<F>(solve: F)
where
    F: FnOnce(&mut Scanner<'_>, &mut BufWriter<StdoutLock<'static>>) -> Result<(), Error>,
{
    let mut input = Vec::new();
    let result = match io::stdin().lock().read_to_end(&mut input) {
        Ok(_) => {
            let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
            let mut sc = Scanner::new(&input);
            let solved = solve(&mut sc, &mut out);
            let flushed = out.flush().map_err(Error::from);
            solved.and(flushed)
        }
        Err(source) => Err(Error::Io {
            context: "reading input",
            source,
        }),
    };
    if let Err(err) = result {
        eprintln!("error: {err}");
        std::process::exit(2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_u64(input: &str, expected: Option<u64>) {
        assert_eq!(u64::from_token(input.as_bytes()), expected, "{input:?}");
    }

    #[test]
    fn unsigned_parsing_matches_std() {
        check_u64("0", Some(0));
        check_u64("007", Some(7));
        check_u64("18446744073709551615", Some(u64::MAX));
        check_u64("18446744073709551616", None);
        check_u64("-1", None);
        check_u64("+1", None);
        check_u64("1a", None);
        check_u64("", None);
        for text in ["0", "255", "256", "-0", "99999", "4294967295", "4294967296"] {
            assert_eq!(
                u32::from_token(text.as_bytes()),
                text.parse::<u32>().ok(),
                "{text}"
            );
            assert_eq!(
                u8::from_token(text.as_bytes()),
                text.parse::<u8>().ok(),
                "{text}"
            );
        }
    }

    #[test]
    fn signed_parsing_matches_std() {
        for text in [
            "0",
            "-0",
            "-",
            "--1",
            "127",
            "128",
            "-128",
            "-129",
            "2147483647",
            "2147483648",
            "-2147483648",
            "-2147483649",
            "9223372036854775807",
            "-9223372036854775808",
            "-9223372036854775809",
        ] {
            let bytes = text.as_bytes();
            assert_eq!(i8::from_token(bytes), text.parse::<i8>().ok(), "{text}");
            assert_eq!(i32::from_token(bytes), text.parse::<i32>().ok(), "{text}");
            assert_eq!(i64::from_token(bytes), text.parse::<i64>().ok(), "{text}");
        }
    }

    #[test]
    fn one_pass_parsing_agrees_with_whole_token_parsing() {
        let tokens = [
            "0",
            "7",
            "42",
            "007",
            "255",
            "256",
            "65535",
            "65536",
            "99999",
            "2147483647",
            "4294967295",
            "4294967296",
            "999999999",
            "1000000000",
            "9999999999999999999",
            "18446744073709551615",
            "18446744073709551616",
            "123456789012345678901234",
            "-1",
            "-0",
            "-",
            "+1",
            "1a",
            "12-3",
            "x",
            "\u{ff}",
        ];
        for token in tokens {
            for after in ["", " ", "\n5", "\r\n", "\t", "9", "x"] {
                let text = format!("{token}{after}");
                let bytes = text.as_bytes();
                let len = token_len(bytes);
                let whole = &bytes[..len];
                assert_eq!(
                    u8::from_prefix(bytes),
                    (len, u8::from_token(whole)),
                    "{text:?}"
                );
                assert_eq!(
                    u32::from_prefix(bytes),
                    (len, u32::from_token(whole)),
                    "{text:?}"
                );
                assert_eq!(
                    u64::from_prefix(bytes),
                    (len, u64::from_token(whole)),
                    "{text:?}"
                );
                assert_eq!(
                    i64::from_prefix(bytes),
                    (len, i64::from_token(whole)),
                    "{text:?}"
                );
                let mut sc = Scanner::new(bytes);
                assert_eq!(sc.next::<u64>().ok(), u64::from_token(whole), "{text:?}");
            }
        }
    }

    #[test]
    fn errors_name_the_token_and_the_expectation() {
        let mut sc = Scanner::new(b"1 2\r\n\t-5 abc");
        assert_eq!(sc.next::<u8>().unwrap(), 1);
        assert_eq!(sc.next::<i32>().unwrap(), 2);
        let err = sc.next::<u64>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "token 3: expected an unsigned 64-bit integer, found `-5`"
        );
        assert_eq!(sc.text().unwrap(), "abc");
        assert!(!sc.has_next());
        let err = sc.next::<i64>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "token 5: expected a 64-bit integer, found end of input"
        );
    }

    #[test]
    fn long_and_binary_tokens_are_shortened_and_escaped() {
        let mut input = vec![b'9'; 100];
        input.push(0xff);
        let mut sc = Scanner::new(&input);
        let message = sc.next::<u64>().unwrap_err().to_string();
        assert!(message.ends_with("…`"), "{message}");
        assert!(message.len() < 120, "{message}");
        let mut sc = Scanner::new(b"\xff\xfe \xff");
        let message = sc.next::<u64>().unwrap_err().to_string();
        assert!(message.contains("\\xff\\xfe"), "{message}");
        let message = sc.text().unwrap_err().to_string();
        assert_eq!(message, "token 2: expected a UTF-8 word, found `\\xff`");
    }

    #[test]
    fn empty_and_blank_inputs_have_no_tokens() {
        for input in [&b""[..], b"   \n\r\n\t"] {
            let mut sc = Scanner::new(input);
            assert!(!sc.has_next());
            assert!(matches!(sc.word(), Err(Error::Eof { token: 1, .. })));
        }
    }
}
