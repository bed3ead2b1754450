//! The scanner's buffer and source ([`Input`]), and its out-of-line slow
//! paths: refills, tokens cut by the buffer's end, errors.

use std::io::{self, Read};

use super::error::{end_of_input, malformed};
use super::{Error, FromToken};

/// The parts of a [`Scanner`] that its out-of-line slow paths change.
///
/// Those paths (a refill, a token cut by the buffer's end, an error) are
/// handed only this and plain values, never the scanner: a scanner whose
/// address reaches no call stays in registers throughout a solution's reading
/// loop, and its position and token count cost no memory traffic per token.
pub(super) struct Input<'a> {
    /// Where more input comes from.
    pub(super) source: Source<'a>,
    /// The one reused buffer, holding exactly the bytes read so far and not
    /// yet dropped.
    pub(super) buf: Vec<u8>,
    /// How many bytes `buf` may hold before it must grow.
    pub(super) size: usize,
    /// The source has nothing more: `buf` holds all that is left.
    pub(super) exhausted: bool,
    /// The error that ended the input early, reported instead of end of input.
    pub(super) read_error: Option<io::Error>,
}

/// Where a [`Scanner`] gets its bytes.
pub(super) enum Source<'a> {
    Slice(&'a [u8]),
    Reader(&'a mut dyn Read),
}

/// How many bytes a [`Scanner`] asks its source for at a time.
pub(super) const SCAN_CHUNK: usize = 1 << 16;

/// The smallest buffer a [`Scanner`] starts with (for a short slice).
pub(super) const SCAN_MIN_SIZE: usize = 64;

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
    pub(super) fn refill(&mut self, pos: usize) {
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
    pub(super) fn skip_whitespace(&mut self, mut pos: usize) -> usize {
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
    pub(super) fn load_token(&mut self, mut pos: usize) -> (usize, usize) {
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
    pub(super) fn next_slow<T: FromToken>(
        &mut self,
        pos: usize,
        n_read: usize,
    ) -> (usize, Result<T, Error>) {
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
