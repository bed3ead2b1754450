//! Input text as the oracles write and read it: [`Writer`] for the max-size
//! generators, and [`Reader`], the strict reader behind every validator,
//! with the shapes most inputs take ([`cases`], [`until_eof`],
//! [`until_zero`]), and the [`Shape`] a validator finds.

use std::io::{self, BufRead, Write};

use serde::{Deserialize, Serialize};

/// How many cases an input holds and how many values (numbers, strips,
/// edges…) in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shape {
    /// Test cases (1 for a single-case input).
    pub cases: usize,
    /// Values across all cases.
    pub values: usize,
}

/// Writes input text: numbers separated by single spaces, lines ending in
/// `\n`. It collects a few kilobytes before passing them on to its sink, and
/// keeps the first write error for the end.
pub struct Writer<'a> {
    buf: Vec<u8>,
    sink: &'a mut dyn Write,
    error: Option<io::Error>,
}

impl Writer<'_> {
    const SPILL_AT: usize = 1 << 16;

    /// A writer into `sink`, for tests of generators; call
    /// [`Writer::finish`] at the end.
    pub fn new(sink: &mut dyn Write) -> Writer<'_> {
        Writer {
            buf: Vec::with_capacity(2 * Writer::SPILL_AT),
            sink,
            error: None,
        }
    }

    fn spill_if_full(&mut self) {
        if self.buf.len() >= Self::SPILL_AT {
            self.spill();
        }
    }

    fn spill(&mut self) {
        if self.error.is_none() {
            self.error = self.sink.write_all(&self.buf).err();
        }
        self.buf.clear();
    }

    /// Passes on what is left, and reports the first write error.
    ///
    /// # Errors
    /// The first error the sink returned.
    pub fn finish(mut self) -> io::Result<()> {
        self.spill();
        self.error.take().map_or(Ok(()), Err)
    }

    /// One number, with no separator.
    pub fn number(&mut self, mut value: u64) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (value % 10) as u8;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        self.buf.extend_from_slice(&digits[start..]);
    }

    /// One line of numbers.
    pub fn line(&mut self, values: &[u64]) {
        for (i, &value) in values.iter().enumerate() {
            if i > 0 {
                self.buf.push(b' ');
            }
            self.number(value);
        }
        self.buf.push(b'\n');
        self.spill_if_full();
    }

    /// `count` numbers from `next`, `per_line` to a line.
    pub fn lines_of(&mut self, count: usize, per_line: usize, mut next: impl FnMut() -> u64) {
        for i in 0..count {
            self.number(next());
            let line_ends = (i + 1) % per_line == 0 || i + 1 == count;
            self.buf.push(if line_ends { b'\n' } else { b' ' });
            self.spill_if_full();
        }
    }

    /// One signed number on a line of its own.
    pub fn signed_line(&mut self, value: i64) {
        if value < 0 {
            self.buf.push(b'-');
        }
        self.number(value.unsigned_abs());
        self.buf.push(b'\n');
        self.spill_if_full();
    }

    /// One word on a line of its own.
    pub fn word_line(&mut self, word: &[u8]) {
        self.buf.extend_from_slice(word);
        self.buf.push(b'\n');
        self.spill_if_full();
    }

    /// Raw text, written as it is.
    pub fn text(&mut self, text: &str) {
        self.buf.extend_from_slice(text.as_bytes());
        self.spill_if_full();
    }
}

/// Reads input text back strictly, token by token: only printable bytes,
/// spaces and line breaks, canonical integers (no `+`, no leading zeros, no
/// `-0`) within stated bounds, and a line break at the very end.
pub struct Reader<'a> {
    input: &'a mut dyn BufRead,
    /// The token read last, or the next one if `has_token`.
    token: Vec<u8>,
    has_token: bool,
    /// Tokens taken so far.
    n_read: usize,
    last_byte: Option<u8>,
}

impl<'a> Reader<'a> {
    /// A reader of `input`, for validators and their tests.
    pub fn new(input: &'a mut dyn BufRead) -> Reader<'a> {
        Reader {
            input,
            token: Vec::new(),
            has_token: false,
            n_read: 0,
            last_byte: None,
        }
    }

    /// Reads the next token into `token` unless it is there already; `false`
    /// at the end of the input.
    fn fill_token(&mut self) -> Result<bool, String> {
        if self.has_token {
            return Ok(true);
        }
        self.token.clear();
        loop {
            let buf = self
                .input
                .fill_buf()
                .map_err(|err| format!("cannot read the input: {err}"))?;
            if buf.is_empty() {
                break;
            }
            let mut used = 0;
            let mut token_ended = false;
            for &byte in buf {
                used += 1;
                if byte == b' ' || byte == b'\n' {
                    if !self.token.is_empty() {
                        token_ended = true;
                        break;
                    }
                } else if byte.is_ascii_graphic() {
                    self.token.push(byte);
                } else {
                    return Err(format!(
                        "byte {byte:#04x} is neither printable nor a space or line break"
                    ));
                }
            }
            self.last_byte = Some(buf[used - 1]);
            self.input.consume(used);
            if token_ended {
                break;
            }
        }
        self.has_token = !self.token.is_empty();
        Ok(self.has_token)
    }

    fn take_token(&mut self, what: &str) -> Result<(), String> {
        self.n_read += 1;
        if !self.fill_token()? {
            return Err(format!(
                "token {}: expected {what}, found the end",
                self.n_read
            ));
        }
        self.has_token = false;
        Ok(())
    }

    /// Has the input no more tokens?
    ///
    /// # Errors
    /// On a byte that is neither printable nor a space or line break.
    pub fn at_end(&mut self) -> Result<bool, String> {
        Ok(!self.fill_token()?)
    }

    /// Checks that no token is left (and, if `line_break_at_end`, that the
    /// input ends with a line break).
    pub(crate) fn end(&mut self, line_break_at_end: bool) -> Result<(), String> {
        if !self.at_end()? {
            Err(format!(
                "token {}: expected the end of the input",
                self.n_read + 1
            ))
        } else if line_break_at_end && self.last_byte != Some(b'\n') {
            Err("the input must end with a line break".into())
        } else {
            Ok(())
        }
    }

    /// The next token, whatever it is; `what` names it in errors.
    ///
    /// # Errors
    /// At the end of the input.
    pub fn word(&mut self, what: &str) -> Result<&[u8], String> {
        self.take_token(what)?;
        Ok(&self.token)
    }

    /// One canonical integer in `lo..=hi`.
    ///
    /// # Errors
    /// If the token is missing, not a canonical integer, or out of bounds.
    pub fn int(&mut self, lo: i128, hi: i128, what: &str) -> Result<i128, String> {
        self.take_token(what)?;
        let token = &self.token[..];
        let (negative, digits) = match token.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, token),
        };
        // At most 20 digits: every bound fits in 64 bits (plus sign), and the
        // value then cannot overflow an i128.
        let canonical = (1..=20).contains(&digits.len())
            && digits.iter().all(u8::is_ascii_digit)
            && (digits[0] != b'0' || (digits.len() == 1 && !negative));
        if !canonical {
            let text = String::from_utf8_lossy(token);
            return Err(format!(
                "token {}: {what} must be an integer, found `{text}`",
                self.n_read
            ));
        }
        let magnitude = digits
            .iter()
            .fold(0i128, |value, &d| value * 10 + i128::from(d - b'0'));
        let value = if negative { -magnitude } else { magnitude };
        if !(lo..=hi).contains(&value) {
            return Err(format!(
                "token {}: {what} = {value} is outside {lo}..={hi}",
                self.n_read
            ));
        }
        Ok(value)
    }

    /// `count` canonical integers in `lo..=hi`, skipped.
    ///
    /// # Errors
    /// As [`Reader::int`].
    pub fn skip_ints(&mut self, count: i128, lo: i128, hi: i128, what: &str) -> Result<(), String> {
        (0..count).try_for_each(|_| self.int(lo, hi, what).map(drop))
    }

    /// `count` canonical integers in `lo..=hi`.
    ///
    /// # Errors
    /// As [`Reader::int`].
    pub fn ints(
        &mut self,
        count: i128,
        lo: i128,
        hi: i128,
        what: &str,
    ) -> Result<Vec<i128>, String> {
        (0..count).map(|_| self.int(lo, hi, what)).collect()
    }
}

/// `T` in `min_cases..=max_cases`, then `T` cases, each returning its number
/// of values.
///
/// # Errors
/// The first error of a case, or a bad `T`.
pub fn cases(
    r: &mut Reader<'_>,
    min_cases: i128,
    max_cases: i128,
    mut case: impl FnMut(&mut Reader<'_>) -> Result<usize, String>,
) -> Result<Shape, String> {
    let n_cases = r.int(min_cases, max_cases, "T")?;
    let mut shape = Shape {
        cases: n_cases as usize,
        values: 0,
    };
    for _ in 0..n_cases {
        shape.values += case(r)?;
    }
    Ok(shape)
}

/// Cases until the input ends, each returning its number of values.
///
/// # Errors
/// The first error of a case.
pub fn until_eof(
    r: &mut Reader<'_>,
    mut case: impl FnMut(&mut Reader<'_>) -> Result<usize, String>,
) -> Result<Shape, String> {
    let mut shape = Shape {
        cases: 0,
        values: 0,
    };
    while !r.at_end()? {
        shape.cases += 1;
        shape.values += case(r)?;
    }
    Ok(shape)
}

/// Cases that start with a count, until a count of 0; each returns its
/// number of values.
///
/// # Errors
/// The first error of a case, or a missing terminator.
pub fn until_zero(
    r: &mut Reader<'_>,
    mut case: impl FnMut(&mut Reader, i128) -> Result<usize, String>,
) -> Result<Shape, String> {
    let mut shape = Shape {
        cases: 0,
        values: 0,
    };
    loop {
        let n = r.int(0, i128::from(u32::MAX), "count")?;
        if n == 0 {
            return Ok(shape);
        }
        shape.cases += 1;
        shape.values += case(r, n)?;
    }
}
