//! Whitespace-separated token input through one reused buffer, and [`run`],
//! the shared entry point of every solution binary.
//!
//! A solution is written as `fn solve<W: Write>(sc: &mut Scanner, out: &mut W)
//! -> Result<(), Error>` so tests can call it on bytes in memory, and `main` is
//! `gamecore::base::scan::run(solve)`. Malformed or truncated input becomes an
//! [`Error`] naming the token (1-based) and what was expected; [`run`] prints it
//! as one line on stderr and exits with code 2, never with a panic trace.
//!
//! [`run`] streams stdin through one 64 KiB buffer instead of reading it all
//! first: memory is `O(buffer + longest token)` rather than `O(input)` (judges
//! allow as little as 32 MB, and an input of 100 cases of 10^6 numbers is
//! about 1 GB), and a buffer that stays in cache costs no page faults, which
//! were a fifth of the time spent on a 29 MB input. A token that straddles the
//! buffer's end is moved to its front before the next read; the buffer grows
//! only for a token longer than itself.
//!
//! # Example
//! ```
//! use gamecore::base::scan::Scanner;
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

/// Reads whitespace-separated tokens from a byte slice or a stream.
///
/// Whitespace is any byte up to and including `b' '` (so `\r\n` line ends and
/// stray control characters separate tokens).
///
/// Input goes through one reused buffer of `SCAN_CHUNK` (64 KiB) bytes,
/// grown only for a token longer than that. A token is parsed in place; only
/// one that reaches the end of the buffer (once per refill) takes the slow
/// path that reads the rest of it and parses it again.
///
/// # Complexity
/// Each byte of the input is looked at once overall (`O(input_len)`), plus
/// a copy of the partial token at each refill. Memory:
/// `O(SCAN_CHUNK + longest token)`.
///
/// # Example
/// ```
/// let mut sc = gamecore::base::scan::Scanner::new(b"3\r\n.X. 18446744073709551615");
/// assert_eq!(sc.next::<usize>().unwrap(), 3);
/// assert_eq!(sc.word().unwrap(), b".X.");
/// assert_eq!(sc.next::<u64>().unwrap(), u64::MAX);
/// assert!(!sc.has_next());
/// ```
pub struct Scanner<'a> {
    /// `input.buf[pos..]` is read but not yet scanned.
    pos: usize,
    n_read: usize,
    /// Boxed, so that handing it to a slow path does not hand out the
    /// address of the scanner itself (see [`Input`]).
    input: Box<Input<'a>>,
}

/// The parts of a [`Scanner`] that its out-of-line slow paths change.
///
/// Those paths (a refill, a token cut by the buffer's end, an error) are
/// handed only this and plain values, never the scanner: a scanner whose
/// address reaches no call stays in registers throughout a solution's reading
/// loop, and its position and token count cost no memory traffic per token.
struct Input<'a> {
    /// Where more input comes from.
    source: Source<'a>,
    /// The one reused buffer, holding exactly the bytes read so far and not
    /// yet dropped.
    buf: Vec<u8>,
    /// How many bytes `buf` may hold before it must grow.
    size: usize,
    /// The source has nothing more: `buf` holds all that is left.
    exhausted: bool,
    /// The error that ended the input early, reported instead of end of input.
    read_error: Option<io::Error>,
}

/// Where a [`Scanner`] gets its bytes.
enum Source<'a> {
    Slice(&'a [u8]),
    Reader(&'a mut dyn Read),
}

/// How many bytes a [`Scanner`] asks its source for at a time.
const SCAN_CHUNK: usize = 1 << 16;

/// The smallest buffer a [`Scanner`] starts with (for a short slice).
const SCAN_MIN_SIZE: usize = 64;

impl Input<'_> {
    /// Drops `buf[..pos]` (growing the buffer if what is left fills it) and
    /// reads until the buffer is full or the input ends, which sets
    /// `exhausted` (also after a read error). The unscanned bytes then start
    /// at 0.
    ///
    /// Filling the whole buffer, not taking one read's worth, keeps the
    /// zeroing of its free part at `O(1)` per byte read even if the source
    /// hands out a few bytes at a time (a pipe written line by line).
    #[cold]
    #[inline(never)]
    fn refill(&mut self, pos: usize) {
        let mut end = self.buf.len() - pos;
        if pos > 0 {
            self.buf.copy_within(pos.., 0);
        }
        if end == self.size {
            // Only a token longer than the buffer gets here.
            self.size *= 2;
        }
        self.buf.resize(self.size, 0);
        while end < self.size {
            let free = &mut self.buf[end..];
            let read = match &mut self.source {
                Source::Slice(rest) => rest.read(free),
                Source::Reader(reader) => reader.read(free),
            };
            match read {
                Ok(0) => {
                    self.exhausted = true;
                    break;
                }
                Ok(n_bytes) => end += n_bytes,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
                Err(err) => {
                    self.read_error = Some(err);
                    self.exhausted = true;
                    break;
                }
            }
        }
        self.buf.truncate(end);
    }

    /// Skips whitespace from `pos`, reading more input as long as all that is
    /// left in the buffer is whitespace. Returns where the next token starts,
    /// or `buf.len()` if no token is left.
    #[cold]
    #[inline(never)]
    fn skip_whitespace(&mut self, mut pos: usize) -> usize {
        loop {
            // `position` compiles to a tight loop without a bounds check per byte.
            let rest = &self.buf[pos..];
            if let Some(skipped) = rest.iter().position(|&b| b > b' ') {
                return pos + skipped;
            }
            pos = self.buf.len();
            if self.exhausted {
                return pos;
            }
            self.refill(pos);
            pos = 0;
        }
    }

    /// The token that starts at `pos` (not whitespace), as `start..end` in
    /// `buf`, after reading until it is followed by whitespace or the input
    /// ends (it may be longer than the buffer was).
    #[cold]
    #[inline(never)]
    fn load_token(&mut self, mut pos: usize) -> (usize, usize) {
        let mut scanned = 0;
        loop {
            let rest = &self.buf[pos..];
            if let Some(len) = rest[scanned..].iter().position(|&b| b <= b' ') {
                return (pos, pos + scanned + len);
            }
            scanned = rest.len();
            if self.exhausted {
                return (pos, pos + scanned);
            }
            self.refill(pos);
            pos = 0;
        }
    }

    /// [`Scanner::next`] where the buffer ends before the token does, or
    /// before one starts (`buf[pos..]` is whitespace or a token's start):
    /// reads on and parses the token whole. Returns the position after it.
    #[cold]
    #[inline(never)]
    fn next_slow<T: FromToken>(&mut self, pos: usize, n_read: usize) -> (usize, Result<T, Error>) {
        let pos = self.skip_whitespace(pos);
        if pos == self.buf.len() {
            let err = end_of_input(self.read_error.take(), n_read, T::EXPECTED);
            return (pos, Err(err));
        }
        let (start, end) = self.load_token(pos);
        let token = &self.buf[start..end];
        let value = T::from_token(token).ok_or_else(|| malformed(n_read, token, T::EXPECTED));
        (end, value)
    }
}

/// The error for token number `token`, missing at the end of input:
/// [`Error::Io`] if a read failed there.
#[cold]
#[inline(never)]
fn end_of_input(read_error: Option<io::Error>, token: usize, expected: &'static str) -> Error {
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
fn malformed(token: usize, found: &[u8], expected: &'static str) -> Error {
    Error::Malformed {
        token,
        expected,
        found: shorten(found),
    }
}

impl fmt::Debug for Scanner<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Scanner")
            .field("buffered", &(self.input.buf.len() - self.pos))
            .field("exhausted", &self.input.exhausted)
            .field("tokens_read", &self.n_read)
            .finish_non_exhaustive()
    }
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `buf`.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::base::scan::Scanner::new(b"7");
    /// assert_eq!(sc.next::<u8>().unwrap(), 7);
    /// ```
    ///
    /// # Complexity
    /// `O(min(buf.len(), SCAN_CHUNK))`: the bytes are copied into the buffer
    /// as they are scanned, like a stream's.
    pub fn new(buf: &'a [u8]) -> Self {
        Self::with_source(Source::Slice(buf), buf.len().min(SCAN_CHUNK))
    }

    /// A scanner reading `reader` through one reused buffer, as [`run`] does
    /// with stdin. A read error ends the input and is reported as
    /// [`Error::Io`] where a token was expected.
    ///
    /// # Example
    /// ```
    /// let mut input: &[u8] = b"12 34";
    /// let mut sc = gamecore::base::scan::Scanner::from_reader(&mut input);
    /// assert_eq!(sc.next::<u32>().unwrap() + sc.next::<u32>().unwrap(), 46);
    /// ```
    ///
    /// # Complexity
    /// `O(SCAN_CHUNK)`: the buffer is allocated up front.
    pub fn from_reader(reader: &'a mut dyn Read) -> Self {
        Self::with_source(Source::Reader(reader), SCAN_CHUNK)
    }

    fn with_source(source: Source<'a>, size: usize) -> Self {
        let size = size.max(SCAN_MIN_SIZE);
        Scanner {
            pos: 0,
            n_read: 0,
            input: Box::new(Input {
                source,
                buf: Vec::with_capacity(size),
                size,
                exhausted: false,
                read_error: None,
            }),
        }
    }

    /// Skips whitespace; afterwards `pos == buf.len()` means that no token is
    /// left. Reads more input (out of line) only if the buffer runs out.
    #[inline(always)]
    fn skip_whitespace(&mut self) {
        let buf = &self.input.buf[..];
        let mut pos = self.pos;
        while let Some(&byte) = buf.get(pos) {
            if byte > b' ' {
                self.pos = pos;
                return;
            }
            pos += 1;
        }
        self.pos = self.input.skip_whitespace(pos);
    }

    /// Is there another token? Use it for inputs that run until end of file.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::base::scan::Scanner::new(b"1 2 \n");
    /// let mut sum = 0u32;
    /// while sc.has_next() {
    ///     sum += sc.next::<u32>().unwrap();
    /// }
    /// assert_eq!(sum, 3);
    /// ```
    ///
    /// # Complexity
    /// `O(whitespace skipped)`.
    #[inline(always)]
    pub fn has_next(&mut self) -> bool {
        self.skip_whitespace();
        self.pos < self.input.buf.len()
    }

    #[inline(always)]
    fn raw_token(&mut self, expected: &'static str) -> Result<&[u8], Error> {
        self.skip_whitespace();
        self.n_read += 1;
        let start = self.pos;
        if start == self.input.buf.len() {
            return Err(end_of_input(
                self.input.read_error.take(),
                self.n_read,
                expected,
            ));
        }
        // A token that reaches the end of the buffer may go on in input not
        // yet read.
        let (start, end) = match start + token_len(&self.input.buf[start..]) {
            end if end == self.input.buf.len() && !self.input.exhausted => {
                self.input.load_token(start)
            }
            end => (start, end),
        };
        self.pos = end;
        Ok(&self.input.buf[start..end])
    }

    /// Reads the next token as a `T` (any primitive integer).
    ///
    /// # Errors
    /// [`Error::Eof`] at the end of input, [`Error::Malformed`] if the token is
    /// not a `T` (including values that overflow it).
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::base::scan::Scanner::new(b"4294967296 x");
    /// assert_eq!(sc.next::<u64>().unwrap(), 1 << 32);
    /// let err = sc.next::<u32>().unwrap_err();
    /// assert_eq!(err.to_string(), "token 2: expected an unsigned 32-bit integer, found `x`");
    /// ```
    ///
    /// # Complexity
    /// `O(token length)`.
    // Not `Iterator::next`: the type is chosen per call, as in `sc.next::<u64>()`.
    #[allow(clippy::should_implement_trait)]
    #[inline(always)]
    pub fn next<T: FromToken>(&mut self) -> Result<T, Error> {
        self.n_read += 1;
        let buf = &self.input.buf[..];
        let mut start = self.pos;
        // Skip whitespace (usually none: the last call skipped the byte after
        // its token), indexing `buf` directly.
        while let Some(&byte) = buf.get(start) {
            if byte <= b' ' {
                start += 1;
                continue;
            }
            // `None` if the buffer ends before the token does: the one branch
            // per token that leads to reading more input.
            if let Some((end, value)) = T::from_buf(buf, start) {
                // `buf[end]` is whitespace: skip it now.
                self.pos = end + 1;
                return match value {
                    Some(value) => Ok(value),
                    None => Err(malformed(self.n_read, &buf[start..end], T::EXPECTED)),
                };
            }
            break;
        }
        let (end, value) = self.input.next_slow(start, self.n_read);
        self.pos = end;
        value
    }

    /// Reads the next token as raw bytes (a word such as `..X.`).
    ///
    /// The bytes are borrowed from the scanner's buffer until its next call.
    ///
    /// # Errors
    /// [`Error::Eof`] at the end of input.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::base::scan::Scanner::new(b" ..X. ");
    /// assert_eq!(sc.word().unwrap(), b"..X.");
    /// ```
    ///
    /// # Complexity
    /// `O(token length)`.
    #[inline]
    pub fn word(&mut self) -> Result<&[u8], Error> {
        self.raw_token("a word")
    }

    /// Reads the next token as UTF-8 text.
    ///
    /// The text is borrowed from the scanner's buffer until its next call.
    ///
    /// # Errors
    /// [`Error::Eof`] at the end of input, [`Error::Malformed`] if the token is
    /// not valid UTF-8.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::base::scan::Scanner::new("取石子 X".as_bytes());
    /// assert_eq!(sc.text().unwrap(), "取石子");
    /// ```
    ///
    /// # Complexity
    /// `O(token length)`.
    pub fn text(&mut self) -> Result<&str, Error> {
        const EXPECTED: &str = "a UTF-8 word";
        let n_read = self.n_read + 1;
        let token = self.raw_token(EXPECTED)?;
        std::str::from_utf8(token).map_err(|_| Error::Malformed {
            token: n_read,
            expected: EXPECTED,
            found: shorten(token),
        })
    }

    /// How many tokens have been read (or attempted) so far; the index of the
    /// last one.
    ///
    /// # Example
    /// ```
    /// let mut sc = gamecore::base::scan::Scanner::new(b"5 6");
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
    /// let mut sc = gamecore::base::scan::Scanner::new(b"0");
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

/// Runs a solution on stdin and stdout: gives `solve` a [`Scanner`] that
/// streams stdin through one reused buffer, and one buffered writer, and
/// flushes.
///
/// On an [`Error`] it prints `error: <message>` as one line on stderr and exits
/// with code 2 (what was written before the error is still flushed).
///
/// # Example
/// ```no_run
/// use gamecore::base::scan::{run, Error, Scanner};
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
/// `O(input_len)` plus `solve`; memory `O(SCAN_CHUNK + longest token)`.
#[inline(always)]
pub fn run<F>(solve: F)
where
    F: FnOnce(&mut Scanner<'_>, &mut BufWriter<StdoutLock<'static>>) -> Result<(), Error>,
{
    let mut stdin = io::stdin().lock();
    let mut sc = Scanner::from_reader(&mut stdin);
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let solved = solve(&mut sc, &mut out);
    finish(solved, sc.input.read_error, out);
}

/// The end of [`run`], kept out of its generic body: reports a read error
/// that `solve` may have taken for the end of its input, flushes, and exits
/// with code 2 after printing the error, if any.
#[inline(never)]
fn finish(
    solved: Result<(), Error>,
    read_error: Option<io::Error>,
    mut out: BufWriter<StdoutLock<'static>>,
) {
    let solved = match read_error {
        Some(source) => Err(Error::Io {
            context: "reading input",
            source,
        }),
        None => solved,
    };
    let flushed = out.flush().map_err(Error::from);
    if let Err(err) = solved.and(flushed) {
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
            "340282366920938463463374607431768211455",
            "340282366920938463463374607431768211456",
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
                // At the start of the buffer and after an earlier token; near
                // the buffer's end, and with more than any type's window (39
                // digits and a byte) after the token's start.
                let far = " 0".repeat(25);
                for (before, rest) in [
                    ("", ""),
                    ("12 ", ""),
                    ("", far.as_str()),
                    ("1 ", far.as_str()),
                ] {
                    let text = format!("{before}{token}{after}{rest}");
                    let bytes = text.as_bytes();
                    let start = before.len();
                    let end = start + token_len(&bytes[start..]);
                    let whole = &bytes[start..end];
                    // A token that runs to the end of the buffer may go on.
                    let complete = end < bytes.len();
                    macro_rules! check {
                        ($($t:ty),*) => {$(
                            assert_eq!(
                                <$t>::from_buf(bytes, start),
                                complete.then(|| (end, <$t>::from_token(whole))),
                                "{text:?} as {}",
                                stringify!($t)
                            );
                        )*};
                    }
                    check!(u8, u32, u64, u128, usize, i64);
                }
                let text = format!("{token}{after}");
                let bytes = text.as_bytes();
                let whole = &bytes[..token_len(bytes)];
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

    /// A small xorshift generator: the tests need no dependency.
    struct Xorshift(u64);

    impl Xorshift {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// A reader that hands out its bytes 1 to 7 at a time, and now and then
    /// fails with `Interrupted` (which must be retried), like a slow pipe.
    struct Trickle<'a> {
        rest: &'a [u8],
        rng: Xorshift,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.rng.below(10) == 0 {
                return Err(io::ErrorKind::Interrupted.into());
            }
            let n_bytes = (1 + self.rng.below(7)).min(buf.len()).min(self.rest.len());
            buf[..n_bytes].copy_from_slice(&self.rest[..n_bytes]);
            self.rest = &self.rest[n_bytes..];
            Ok(n_bytes)
        }
    }

    /// Random input: numbers (some overflowing, some negative), words, bytes
    /// that are not ASCII, tokens longer than a small buffer, and whitespace
    /// runs of spaces, tabs, `\n` and `\r\n`; it may be empty, and may end
    /// inside a token or after whitespace.
    fn random_input(rng: &mut Xorshift) -> Vec<u8> {
        let mut input = Vec::new();
        for _ in 0..rng.below(40) {
            for _ in 0..rng.below(3) {
                input.extend_from_slice([&b" "[..], b"\n", b"\r\n", b"\t", b"  "][rng.below(5)]);
            }
            if rng.below(4) == 0 {
                input.push(b'-');
            }
            let len = match rng.below(10) {
                0 => 60 + rng.below(150),
                1 => 18 + rng.below(4),
                _ => 1 + rng.below(6),
            };
            let alphabet: &[u8] = match rng.below(8) {
                0 => b".X",
                1 => b"09x\xff",
                _ => b"0123456789",
            };
            for _ in 0..len {
                input.push(alphabet[rng.below(alphabet.len())]);
            }
        }
        if rng.below(2) == 0 {
            input.extend_from_slice(b" \r\n");
        }
        input
    }

    /// One call on a scanner, its result as plain data (errors as messages).
    fn step(sc: &mut Scanner, op: usize) -> (Result<String, String>, usize) {
        let shown = match op {
            0 => sc.next::<u8>().map(|v| v.to_string()),
            1 => sc.next::<u64>().map(|v| v.to_string()),
            2 => sc.next::<i64>().map(|v| v.to_string()),
            3 => sc.next::<u128>().map(|v| v.to_string()),
            4 => sc.word().map(|w| format!("{w:?}")),
            5 => sc.text().map(str::to_string),
            _ => Ok(sc.has_next().to_string()),
        };
        (shown.map_err(|err| err.to_string()), sc.tokens_read())
    }

    #[test]
    fn streaming_in_tiny_chunks_reads_what_the_whole_slice_holds() {
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..3000 {
            let input = random_input(&mut rng);
            let mut whole = Scanner::new(&input);
            let mut tiny = Trickle {
                rest: &input,
                rng: Xorshift(rng.0 | 1),
            };
            // The smallest buffer, so that long tokens make it grow.
            let mut streamed = Scanner::with_source(Source::Reader(&mut tiny), 1);
            let mut tiny_big = Trickle {
                rest: &input,
                rng: Xorshift(rng.0 ^ 0x5555),
            };
            let mut streamed_big = Scanner::from_reader(&mut tiny_big);
            // Also check the whole-slice scanner against splitting by hand.
            let mut tokens = input.split(|&b| b <= b' ').filter(|t| !t.is_empty());
            for _ in 0..60 {
                let op = rng.below(8);
                let expected = step(&mut whole, op);
                assert_eq!(step(&mut streamed, op), expected, "{input:?} op {op}");
                assert_eq!(step(&mut streamed_big, op), expected, "{input:?} op {op}");
                if op < 6 {
                    let token = tokens.next();
                    let parsed = token.and_then(|t| match op {
                        0 => u8::from_token(t).map(|v| v.to_string()),
                        1 => u64::from_token(t).map(|v| v.to_string()),
                        2 => i64::from_token(t).map(|v| v.to_string()),
                        3 => u128::from_token(t).map(|v| v.to_string()),
                        4 => Some(format!("{t:?}")),
                        _ => std::str::from_utf8(t).ok().map(str::to_string),
                    });
                    assert_eq!(expected.0.ok(), parsed, "{input:?} op {op}");
                }
            }
        }
    }

    #[test]
    fn edge_inputs_stream_like_the_slice() {
        let long_number = "9".repeat(70_000);
        let long_word = "X.".repeat(40_000);
        let inputs = [
            String::new(),
            " \r\n\t ".to_string(),
            "7".to_string(),
            "12 34\r\n".to_string(),
            "1 2 3   ".to_string(),
            "5 -1234567".to_string(),
            "18446744073709551615 18446744073709551616".to_string(),
            format!("{long_number} 5 {long_word}\n{long_number}"),
        ];
        for input in &inputs {
            for ops in [[1, 4, 1, 6, 1, 1], [4, 4, 4, 5, 6, 0], [2, 3, 6, 4, 1, 1]] {
                let mut whole = Scanner::new(input.as_bytes());
                let mut tiny = Trickle {
                    rest: input.as_bytes(),
                    rng: Xorshift(7),
                };
                let mut streamed = Scanner::from_reader(&mut tiny);
                for op in ops {
                    assert_eq!(step(&mut streamed, op), step(&mut whole, op), "{op}");
                }
            }
        }
        // A number longer than the buffer is read whole, and shortened in the
        // message; the word after it comes through intact.
        let input = &inputs[7];
        let mut tiny = Trickle {
            rest: input.as_bytes(),
            rng: Xorshift(11),
        };
        let mut sc = Scanner::from_reader(&mut tiny);
        let message = sc.next::<u64>().unwrap_err().to_string();
        assert!(message.starts_with("token 1: expected an unsigned 64-bit integer, found `999"));
        assert!(message.ends_with("…`"), "{message}");
        assert_eq!(sc.next::<u8>().unwrap(), 5);
        assert_eq!(sc.word().unwrap(), long_word.as_bytes());
        assert!(sc.next::<u128>().is_err());
        assert!(!sc.has_next());
        assert!(matches!(sc.word(), Err(Error::Eof { token: 5, .. })));
    }

    #[test]
    fn a_read_error_is_reported_where_a_token_was_expected() {
        struct Failing(Option<&'static [u8]>);
        impl Read for Failing {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                match self.0.take() {
                    Some(bytes) => {
                        buf[..bytes.len()].copy_from_slice(bytes);
                        Ok(bytes.len())
                    }
                    None => Err(io::Error::new(io::ErrorKind::Other, "disk on fire")),
                }
            }
        }
        let mut failing = Failing(Some(b"3 14"));
        let mut sc = Scanner::from_reader(&mut failing);
        assert_eq!(sc.next::<u8>().unwrap(), 3);
        // The input ended early, so `14` is all there is of the second token.
        assert_eq!(sc.next::<u8>().unwrap(), 14);
        let err = sc.next::<u8>().unwrap_err();
        assert_eq!(err.to_string(), "reading input: disk on fire");
        assert!(!sc.has_next());
    }
}
