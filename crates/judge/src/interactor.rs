//! What an interactor is written with: a [`Dialogue`] with the contestant
//! over its stdin and stdout, and the verdict it ends with ([`Judgement`],
//! [`conclude`]), in the convention [`crate::exec::interact`] reads: the exit
//! code (0 accepted, 1 wrong answer, 2 presentation error,
//! [`crate::exec::interact::ENDED_EARLY`] the contestant's output ended before
//! the game did, 3 the interactor's own failure) and the reason as the last
//! line of stderr.
//!
//! An interactor never hangs by itself: it reads only what the protocol owes
//! it, a line at most [`LINE_LIMIT`] bytes long (a flood without line breaks
//! is a presentation error as soon as the limit is passed), and when the
//! contestant stops talking the judge ends both sides (`IL`).

use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

use crate::exec::interact::ENDED_EARLY;

/// The longest line an interactor reads: protocol lines are a few numbers.
pub const LINE_LIMIT: usize = 1 << 16;

/// How an interaction ended, as the interactor judges it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// The contestant did what was asked (won, or answered right).
    Accepted(String),
    /// An illegal move, a wrong claim, or the contestant lost.
    WrongAnswer(String),
    /// Output that cannot be read as the protocol's.
    PresentationError(String),
    /// The contestant's output ended before the game did.
    EndedEarly(String),
    /// The interactor's own failure (a bad case file, a broken invariant).
    Fail(String),
}

impl Judgement {
    /// The exit code that carries this judgement.
    pub fn exit_code(&self) -> u8 {
        match self {
            Judgement::Accepted(_) => 0,
            Judgement::WrongAnswer(_) => 1,
            Judgement::PresentationError(_) => 2,
            Judgement::Fail(_) => 3,
            Judgement::EndedEarly(_) => ENDED_EARLY as u8,
        }
    }

    /// The reason given.
    pub fn reason(&self) -> &str {
        match self {
            Judgement::Accepted(reason)
            | Judgement::WrongAnswer(reason)
            | Judgement::PresentationError(reason)
            | Judgement::EndedEarly(reason)
            | Judgement::Fail(reason) => reason,
        }
    }

    /// Whether it is [`Judgement::Accepted`].
    pub fn accepted(&self) -> bool {
        matches!(self, Judgement::Accepted(_))
    }
}

/// Writes the judgement's reason to stderr and returns its exit code: the
/// end of an interactor's `main`.
pub fn conclude(judgement: &Judgement) -> ExitCode {
    eprintln!("{}", judgement.reason().replace('\n', " "));
    ExitCode::from(judgement.exit_code())
}

/// The interactor's side of a dialogue: lines sent (each flushed at once)
/// and lines received, with the number of the line received last for the
/// reasons it gives.
///
/// # Example
/// ```
/// use judge::interactor::{Dialogue, Judgement};
///
/// let mut sent = Vec::new();
/// let mut dialogue = Dialogue::new(&b"3 4\nhello\n"[..], &mut sent);
/// dialogue.send("7").unwrap();
/// assert_eq!(dialogue.receive_ints::<2>(0, 10).unwrap(), [3, 4]);
/// assert!(matches!(dialogue.receive_ints::<1>(0, 10), Err(Judgement::PresentationError(_))));
/// assert!(matches!(dialogue.receive(), Err(Judgement::EndedEarly(_))));
/// drop(dialogue);
/// assert_eq!(sent, b"7\n");
/// ```
pub struct Dialogue<R, W> {
    input: R,
    output: W,
    received: u64,
    /// Set once a send failed: the contestant has closed its input (ended).
    closed: bool,
}

impl Dialogue<io::StdinLock<'static>, io::StdoutLock<'static>> {
    /// The dialogue on this process's stdin and stdout.
    pub fn stdio() -> Self {
        Dialogue::new(io::stdin().lock(), io::stdout().lock())
    }
}

impl<R: BufRead, W: Write> Dialogue<R, W> {
    /// A dialogue reading `input` and writing `output`.
    pub fn new(input: R, output: W) -> Self {
        Dialogue {
            input,
            output,
            received: 0,
            closed: false,
        }
    }

    /// How many lines were received so far.
    pub fn lines_received(&self) -> u64 {
        self.received
    }

    /// Sends one line (a line break is added) and flushes it.
    ///
    /// # Errors
    /// [`Judgement::EndedEarly`] if the contestant has ended (its input is
    /// closed).
    pub fn send(&mut self, line: &str) -> Result<(), Judgement> {
        if self.closed || writeln!(self.output, "{line}").is_err() || self.output.flush().is_err() {
            self.closed = true;
            return Err(Judgement::EndedEarly(format!(
                "the program ended before it read the line {line:?}"
            )));
        }
        Ok(())
    }

    /// Sends one line, ignoring a contestant that has already ended (the
    /// last word of a game, such as Codeforces' `-1`).
    pub fn send_last(&mut self, line: &str) {
        let _ = self.send(line);
    }

    /// Receives one line, without its line break (and a `\r` before it).
    ///
    /// # Errors
    /// [`Judgement::EndedEarly`] at the end of the contestant's output,
    /// [`Judgement::PresentationError`] for a line past [`LINE_LIMIT`] bytes
    /// or not UTF-8.
    pub fn receive(&mut self) -> Result<String, Judgement> {
        let mut line = Vec::new();
        let limit = LINE_LIMIT as u64 + 1;
        let read = Read::take(&mut self.input, limit)
            .read_until(b'\n', &mut line)
            .map_err(|err| Judgement::EndedEarly(format!("reading the program's output: {err}")))?;
        let number = self.received + 1;
        if read == 0 {
            return Err(Judgement::EndedEarly(format!(
                "the program's output ended before line {number} of the dialogue"
            )));
        }
        if line.last() != Some(&b'\n') && line.len() as u64 >= limit {
            return Err(Judgement::PresentationError(format!(
                "line {number} of the program's output is longer than {LINE_LIMIT} bytes"
            )));
        }
        self.received = number;
        if line.last() == Some(&b'\n') {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
        }
        String::from_utf8(line).map_err(|_| {
            Judgement::PresentationError(format!(
                "line {number} of the program's output is not UTF-8"
            ))
        })
    }

    /// Receives a line of exactly `N` integers, each in `min..=max`.
    ///
    /// # Errors
    /// As [`Dialogue::receive`], and [`Judgement::PresentationError`] for a
    /// line that is not `N` such integers.
    pub fn receive_ints<const N: usize>(
        &mut self,
        min: i64,
        max: i64,
    ) -> Result<[i64; N], Judgement> {
        let line = self.receive()?;
        let number = self.received;
        let words: Vec<&str> = line.split_ascii_whitespace().collect();
        let bad = || {
            Judgement::PresentationError(format!(
                "line {number} of the program's output: expected {N} integer{} in {min}..={max}, \
                 found {:?}",
                if N == 1 { "" } else { "s" },
                cut(&line)
            ))
        };
        if words.len() != N {
            return Err(bad());
        }
        let mut values = [0i64; N];
        for (value, word) in values.iter_mut().zip(&words) {
            *value = word.parse().map_err(|_| bad())?;
            if !(min..=max).contains(value) {
                return Err(bad());
            }
        }
        Ok(values)
    }

    /// Receives a line that must be one of `words` (compared exactly).
    ///
    /// # Errors
    /// As [`Dialogue::receive`], and [`Judgement::PresentationError`] for any
    /// other line.
    pub fn receive_word(&mut self, words: &[&str]) -> Result<String, Judgement> {
        self.receive_word_in(words, false)
    }

    /// Receives a line that must be one of `words` in any mix of upper and
    /// lower case (ASCII), as a judge that reads the word leniently does
    /// (its problem's README says on what evidence); the word of `words` it
    /// matched is returned.
    ///
    /// # Errors
    /// As [`Dialogue::receive_word`].
    ///
    /// # Example
    /// ```
    /// use judge::interactor::{Dialogue, Judgement};
    ///
    /// let mut dialogue = Dialogue::new(&b"FIRST\nSecond\nthird\n"[..], Vec::new());
    /// let words = ["first", "second"];
    /// assert_eq!(dialogue.receive_word_any_case(&words).unwrap(), "first");
    /// assert_eq!(dialogue.receive_word_any_case(&words).unwrap(), "second");
    /// let third = dialogue.receive_word_any_case(&words);
    /// assert!(matches!(third, Err(Judgement::PresentationError(_))));
    /// ```
    pub fn receive_word_any_case(&mut self, words: &[&str]) -> Result<String, Judgement> {
        self.receive_word_in(words, true)
    }

    fn receive_word_in(&mut self, words: &[&str], any_case: bool) -> Result<String, Judgement> {
        let line = self.receive()?;
        let word = line.trim();
        let matched = words.iter().find(|&&expected| {
            expected == word || (any_case && expected.eq_ignore_ascii_case(word))
        });
        if let Some(matched) = matched {
            Ok(matched.to_string())
        } else {
            Err(Judgement::PresentationError(format!(
                "line {} of the program's output: expected one of {words:?}, found {:?}",
                self.received,
                cut(&line)
            )))
        }
    }
}

/// A line cut for a reason: its first 60 characters.
fn cut(line: &str) -> String {
    if line.chars().count() <= 60 {
        line.to_string()
    } else {
        format!("{}…", line.chars().take(60).collect::<String>())
    }
}
