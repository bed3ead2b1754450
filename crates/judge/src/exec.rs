//! Running a binary on one input under a time limit, and judging the result.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::compare::{first_difference, Difference};

/// How a run ended.
#[derive(Debug)]
pub struct Outcome {
    /// The exit status, or `None` if the process was killed at the time limit.
    pub status: Option<ExitStatus>,
    /// Everything the process wrote to stdout.
    pub stdout: Vec<u8>,
    /// Everything the process wrote to stderr.
    pub stderr: Vec<u8>,
    /// Wall time from spawn to exit (or to the kill).
    pub elapsed: Duration,
}

impl Outcome {
    /// Did the process exit normally with code 0?
    pub fn succeeded(&self) -> bool {
        self.status.is_some_and(|status| status.success())
    }
}

/// Runs `command` with `input` on stdin, killing it after `limit`.
///
/// stdin is fed and stdout/stderr are drained on their own threads, so a
/// process that writes a lot before reading everything cannot deadlock.
///
/// # Errors
/// If the process cannot be started.
pub fn run_with_limit(
    mut command: Command,
    input: &[u8],
    limit: Duration,
) -> std::io::Result<Outcome> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let start = Instant::now();
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // A process may exit without reading its input: a broken pipe is fine.
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = drain(child.stdout.take().expect("stdout is piped"));
    let stderr = drain(child.stderr.take().expect("stderr is piped"));
    let status = wait_with_limit(&mut child, start, limit)?;
    let elapsed = start.elapsed();
    let _ = feeder.join();
    Ok(Outcome {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        elapsed,
    })
}

fn drain(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

/// Polls with a sleep that grows from 50 µs to 2 ms: precise for fast runs,
/// cheap for slow ones.
fn wait_with_limit(
    child: &mut Child,
    start: Instant,
    limit: Duration,
) -> std::io::Result<Option<ExitStatus>> {
    let mut pause = Duration::from_micros(50);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        if start.elapsed() >= limit {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(None);
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(2));
    }
}

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
        /// The last lines of stderr.
        stderr_tail: String,
    },
    /// Time limit exceeded: the process was killed.
    TimeLimitExceeded,
}

impl Verdict {
    /// The judge's two-letter code: AC, WA, RE or TLE.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimitExceeded => "TLE",
        }
    }
}

/// Judges `outcome` against the expected output.
pub fn verdict(outcome: &Outcome, expected: &str) -> Verdict {
    let Some(status) = outcome.status else {
        return Verdict::TimeLimitExceeded;
    };
    if !status.success() {
        return Verdict::RuntimeError {
            how: describe_status(status),
            stderr_tail: tail(&String::from_utf8_lossy(&outcome.stderr), 5),
        };
    }
    match first_difference(expected, &String::from_utf8_lossy(&outcome.stdout)) {
        None => Verdict::Accepted,
        Some(difference) => Verdict::WrongAnswer(difference),
    }
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
            return format!("killed by signal {signal}");
        }
    }
    "killed".to_string()
}

/// The last `n_lines` non-empty lines of `text`.
pub fn tail(text: &str, n_lines: usize) -> String {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    lines[lines.len().saturating_sub(n_lines)..].join("\n")
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn shell(script: &str) -> Command {
        let mut command = Command::new("sh");
        command.arg("-c").arg(script);
        command
    }

    fn judge(script: &str, input: &str, expected: &str, limit_ms: u64) -> Verdict {
        let outcome = run_with_limit(
            shell(script),
            input.as_bytes(),
            Duration::from_millis(limit_ms),
        )
        .expect("sh starts");
        verdict(&outcome, expected)
    }

    #[test]
    fn right_answer_is_accepted() {
        assert!(matches!(
            judge("cat", "A\nB\n", "A\r\nB  \n\n", 5000),
            Verdict::Accepted
        ));
    }

    #[test]
    fn wrong_answer_names_the_first_differing_line() {
        let Verdict::WrongAnswer(difference) = judge("echo A; echo C", "", "A\nB\n", 5000) else {
            panic!("expected WA");
        };
        assert_eq!(difference.line, 2);
        assert_eq!(difference.expected.as_deref(), Some("B"));
        assert_eq!(difference.actual.as_deref(), Some("C"));
    }

    #[test]
    fn crash_is_a_runtime_error_with_stderr() {
        let verdict = judge(
            "echo partial; echo 'error: boom' >&2; exit 3",
            "",
            "partial\n",
            5000,
        );
        let Verdict::RuntimeError { how, stderr_tail } = verdict else {
            panic!("expected RE, got {verdict:?}");
        };
        assert_eq!(how, "exit code 3");
        assert_eq!(stderr_tail, "error: boom");
        let verdict = judge("kill -SEGV $$", "", "", 5000);
        assert_eq!(verdict.code(), "RE");
    }

    #[test]
    fn endless_loop_is_killed_at_the_limit() {
        let start = Instant::now();
        let verdict = judge("while :; do :; done", "", "", 200);
        assert!(matches!(verdict, Verdict::TimeLimitExceeded));
        assert!(start.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn large_output_without_reading_input_does_not_deadlock() {
        let input = "x".repeat(1 << 20);
        let outcome = run_with_limit(
            shell("head -c 2000000 /dev/zero"),
            input.as_bytes(),
            Duration::from_secs(10),
        )
        .expect("sh starts");
        assert!(outcome.succeeded());
        assert_eq!(outcome.stdout.len(), 2_000_000);
    }
}
