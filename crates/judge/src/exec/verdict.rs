//! The judge's verdict on a finished run: the output compared with the
//! expected one, or how the run failed, and what of stderr to show.

use std::process::ExitStatus;

use super::Outcome;
use crate::compare::{Difference, first_difference};

/// The judge's verdict on one run.
#[derive(Debug)]
pub enum Verdict {
    /// Accepted: the output matches.
    Accepted,
    /// Wrong answer, with the first differing line.
    WrongAnswer(Difference),
    /// Runtime error: non-zero exit or a signal, with the tail of stderr.
    RuntimeError {
        /// How the process ended, e.g. "exit code 101" or "signal 11".
        how: String,
        /// What stderr says: a panic's message if there is one (see
        /// [`stderr_summary`]), else its last lines.
        stderr_tail: String,
    },
    /// Time limit exceeded: the process was killed.
    TimeLimitExceeded,
    /// Output limit exceeded: the process wrote more than [`super::OUTPUT_LIMIT`]
    /// bytes and was killed.
    OutputLimitExceeded,
    /// Memory limit exceeded: the process's peak resident memory went past
    /// [`super::Limits::memory`].
    MemoryLimitExceeded,
    /// Wrong answer in an interactive run, with the interactor's reason (an
    /// illegal move, a wrong claim, a lost game).
    Rejected(String),
    /// Presentation error in an interactive run: output the interactor could
    /// not read, with its reason.
    PresentationError(String),
    /// Idleness limit exceeded in an interactive run: both sides waited for
    /// each other, or the program did not end after the game.
    IdlenessLimitExceeded(String),
    /// The judge's own failure (an interactor that crashed or hung), never
    /// the program's fault.
    JudgeFailure(String),
}

impl Verdict {
    /// The judge's code: AC, WA, RE, TLE, MLE, OLE, or for interactive runs
    /// also PE, IL and FAIL.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::Rejected(_) => "WA",
            Verdict::PresentationError(_) => "PE",
            Verdict::IdlenessLimitExceeded(_) => "IL",
            Verdict::JudgeFailure(_) => "FAIL",
        }
    }
}

/// Judges `outcome` against the expected output.
pub fn verdict(outcome: &Outcome, expected: &str) -> Verdict {
    if outcome.output_limit_exceeded {
        return Verdict::OutputLimitExceeded;
    }
    let stderr_tail = || stderr_summary(&String::from_utf8_lossy(&outcome.stderr));
    // A crash of a stack as large as the memory limit passes the memory
    // limit too (the stack is memory): the crash, and why, is what to say.
    let overflow = outcome.status.and_then(|status| {
        super::overflow_note(
            status,
            outcome.stack_used,
            outcome.stack_limit,
            &outcome.stderr,
        )
        .map(|note| (status, note))
    });
    if let Some((status, note)) = overflow {
        return Verdict::RuntimeError {
            how: format!("{} ({note})", describe_status(status)),
            stderr_tail: stderr_tail(),
        };
    }
    if outcome.memory_limit_exceeded {
        return Verdict::MemoryLimitExceeded;
    }
    if let Some(limit) = outcome.process_limit_exceeded {
        return Verdict::RuntimeError {
            how: format!("more than {limit} processes (the process limit; a fork bomb?)"),
            stderr_tail: stderr_tail(),
        };
    }
    let Some(status) = outcome.status else {
        return Verdict::TimeLimitExceeded;
    };
    if !status.success() {
        let mut how = describe_status(status);
        if let Some(data) = outcome.data_limit {
            how += &format!(
                " (memory is capped at {} MiB of data, the limit with a margin: \
                 an allocation past it fails)",
                data >> 20
            );
        }
        return Verdict::RuntimeError {
            how,
            stderr_tail: stderr_tail(),
        };
    }
    match first_difference(expected, &String::from_utf8_lossy(&outcome.stdout)) {
        None => Verdict::Accepted,
        Some(difference) => Verdict::WrongAnswer(difference),
    }
}

/// Whether `stderr` says a fork was refused (dash, bash, Python, Perl, C's
/// `perror`): how a run under `RLIMIT_NPROC` shows that it hit the limit.
pub(super) fn fork_refused(stderr: &[u8]) -> bool {
    let text = String::from_utf8_lossy(stderr).to_lowercase();
    [
        "cannot fork",
        "can't fork",
        "fork: retry",
        "fork: resource temporarily unavailable",
    ]
    .iter()
    .any(|needle| text.contains(needle))
        || (text.contains("fork") && text.contains("resource temporarily unavailable"))
}

/// "exit code N" or "killed by signal N".
pub fn describe_status(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit code {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return match nix::sys::signal::Signal::try_from(signal) {
                Ok(name) if name == nix::sys::signal::Signal::SIGXFSZ => {
                    format!("killed by signal {signal} ({name}: a file past the output limit)")
                }
                Ok(name) => format!("killed by signal {signal} ({name})"),
                Err(_) => format!("killed by signal {signal}"),
            };
        }
    }
    "killed".to_string()
}

/// What an `RE` shows of stderr: the first panic's `panicked at` line and
/// its message (up to 5 lines, stopping at the backtrace or the note about
/// it), else the last 5 non-empty lines. A backtrace, printed after the
/// message, would otherwise push it out.
///
/// # Example
/// ```
/// let stderr = "thread 'main' panicked at src/main.rs:3:5:\nboom\nstack backtrace:\n   0: f\n   1: g\n";
/// assert_eq!(
///     judge::exec::stderr_summary(stderr),
///     "thread 'main' panicked at src/main.rs:3:5:\nboom"
/// );
/// ```
pub fn stderr_summary(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let Some(at) = lines.iter().position(|line| line.contains("panicked at")) else {
        return tail(stderr, 5);
    };
    let message: Vec<&str> = lines[at..]
        .iter()
        .take_while(|line| {
            !line.starts_with("stack backtrace:")
                && !line.starts_with("note: run with `RUST_BACKTRACE")
        })
        .filter(|line| !line.trim().is_empty())
        .take(5)
        .copied()
        .collect();
    message.join("\n")
}

/// The last `n_lines` non-empty lines of `text`.
pub fn tail(text: &str, n_lines: usize) -> String {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    lines[lines.len().saturating_sub(n_lines)..].join("\n")
}
