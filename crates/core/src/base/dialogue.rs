//! Talking with an interactive judge: its lines read as they come, one at a
//! time, and each of ours flushed at once ([`Dialogue`]), with the usual
//! one-line error and exit code 2 on input that breaks the protocol
//! ([`run_interactive`]).
//!
//! [`crate::base::scan::run`] reads stdin in large blocks, which suits a file but
//! would wait for input an interactive judge sends only after our answer;
//! here a read never asks for more than the judge has sent.

use std::fmt::Display;
use std::io::{self, BufRead, Write};

use crate::base::scan::{Error, FromToken};

/// The longest line read from a judge: protocol lines are a few numbers.
pub const MAX_LINE: usize = 1 << 20;

/// A dialogue with an interactive judge: tokens read from its lines (numbered
/// from 1 over the whole dialogue, for error messages) and lines written
/// back, each flushed.
///
/// # Example
/// ```
/// use gamecore::base::dialogue::Dialogue;
///
/// let mut sent = Vec::new();
/// let mut dialogue = Dialogue::new(&b"3 4\n5\n"[..], &mut sent);
/// let (a, b): (u64, u64) = (dialogue.next().unwrap(), dialogue.next().unwrap());
/// dialogue.say(a + b).unwrap();
/// assert_eq!(dialogue.next::<i64>().unwrap(), 5);
/// assert!(dialogue.next::<u64>().is_err());
/// drop(dialogue);
/// assert_eq!(sent, b"7\n");
/// ```
///
/// # Complexity
/// `O(line length)` a line; memory `O(longest line)`.
pub struct Dialogue<R, W> {
    input: R,
    out: W,
    line: Vec<u8>,
    pos: usize,
    n_read: usize,
}

impl<R: BufRead, W: Write> Dialogue<R, W> {
    /// A dialogue reading the judge from `input` and answering on `out`.
    pub fn new(input: R, out: W) -> Self {
        Dialogue {
            input,
            out,
            line: Vec::new(),
            pos: 0,
            n_read: 0,
        }
    }

    /// The next token, read from the judge's next line if this one is used up
    /// (waiting for it, but never for more than one line).
    ///
    /// # Errors
    /// [`Error::Eof`] if the judge's output ended, [`Error::Malformed`] if the
    /// token is not a `T`, [`Error::Invalid`] for a line longer than
    /// [`MAX_LINE`] bytes, [`Error::Io`] if reading failed.
    // As `Scanner::next`: a fallible, generic read, not an iterator.
    #[allow(clippy::should_implement_trait)]
    pub fn next<T: FromToken>(&mut self) -> Result<T, Error> {
        let token_number = self.n_read + 1;
        loop {
            while self.pos < self.line.len() && self.line[self.pos] <= b' ' {
                self.pos += 1;
            }
            if self.pos < self.line.len() {
                break;
            }
            self.line.clear();
            self.pos = 0;
            let read = io::Read::take(&mut self.input, MAX_LINE as u64 + 1)
                .read_until(b'\n', &mut self.line)
                .map_err(|source| Error::Io {
                    context: "reading input",
                    source,
                })?;
            if read == 0 {
                return Err(Error::Eof {
                    token: token_number,
                    expected: T::EXPECTED,
                });
            }
            if self.line.len() > MAX_LINE {
                return Err(Error::Invalid {
                    token: token_number,
                    message: format!("a line longer than {MAX_LINE} bytes"),
                });
            }
        }
        let start = self.pos;
        while self.pos < self.line.len() && self.line[self.pos] > b' ' {
            self.pos += 1;
        }
        self.n_read = token_number;
        let token = &self.line[start..self.pos];
        T::from_token(token).ok_or_else(|| Error::Malformed {
            token: token_number,
            expected: T::EXPECTED,
            found: shown(token),
        })
    }

    /// How many tokens were read so far.
    pub fn tokens_read(&self) -> usize {
        self.n_read
    }

    /// An [`Error::Invalid`] about the token read last.
    pub fn invalid(&self, message: impl Into<String>) -> Error {
        Error::Invalid {
            token: self.n_read,
            message: message.into(),
        }
    }

    /// Writes `line` and a line break, and flushes: the judge sees it at once.
    ///
    /// # Errors
    /// [`Error::Io`] if writing fails.
    pub fn say(&mut self, line: impl Display) -> Result<(), Error> {
        writeln!(self.out, "{line}")
            .and_then(|()| self.out.flush())
            .map_err(|source| Error::Io {
                context: "writing output",
                source,
            })
    }
}

/// A token as an error message shows it: at most 40 characters, lossy UTF-8.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    if text.chars().count() <= 40 {
        text.into_owned()
    } else {
        format!("{}…", text.chars().take(40).collect::<String>())
    }
}

/// Runs an interactive solution on stdin and stdout; on an [`Error`] prints
/// `error: <message>` as one line on stderr and exits with code 2.
///
/// # Example
/// ```no_run
/// use gamecore::base::dialogue::{run_interactive, Dialogue};
/// use gamecore::base::scan::Error;
/// use std::io::{BufRead, Write};
///
/// fn solve<R: BufRead, W: Write>(d: &mut Dialogue<R, W>) -> Result<(), Error> {
///     let n: u64 = d.next()?;
///     d.say(n * 2)
/// }
///
/// fn main() {
///     run_interactive(solve);
/// }
/// ```
///
/// # Complexity
/// That of `solve`.
pub fn run_interactive<F>(solve: F)
where
    F: FnOnce(&mut Dialogue<io::StdinLock<'static>, io::StdoutLock<'static>>) -> Result<(), Error>,
{
    let mut dialogue = Dialogue::new(io::stdin().lock(), io::stdout().lock());
    if let Err(err) = solve(&mut dialogue) {
        eprintln!("error: {err}");
        std::process::exit(2);
    }
}
