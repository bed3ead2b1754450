//! [`Error`], and the out-of-line constructors the scanner's slow paths call.

use std::fmt;
use std::io;

/// Why a solution could not finish: bad input (with the token's 1-based index)
/// or an I/O failure.
///
/// # Example
/// ```
/// use gamecore::base::scan::{Error, Scanner};
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

/// The error for token number `token`, missing at the end of input:
/// [`Error::Io`] if a read failed there.
#[cold]
#[inline(never)]
pub(super) fn end_of_input(
    read_error: Option<io::Error>,
    token: usize,
    expected: &'static str,
) -> Error {
    match read_error {
        Some(source) => Error::Io {
            context: "reading input",
            source,
        },
        None => Error::Eof { token, expected },
    }
}

/// [`Error::Malformed`] for token number `token`.
#[cold]
#[inline(never)]
pub(super) fn malformed(token: usize, found: &[u8], expected: &'static str) -> Error {
    Error::Malformed {
        token,
        expected,
        found: shorten(found),
    }
}

/// A token for an error message: at most 40 bytes, non-printable bytes escaped.
pub(super) fn shorten(token: &[u8]) -> String {
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
