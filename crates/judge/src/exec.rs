//! Running a binary on one input under a time limit, and judging the result.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use crate::compare::{first_difference, Difference};

/// How a run ended.
#[derive(Debug)]
pub struct Outcome {
    /// The exit status, or `None` if the process was killed (at the time
    /// limit, or for writing more than [`OUTPUT_LIMIT`]).
    pub status: Option<ExitStatus>,
    /// What the process wrote to stdout, up to [`OUTPUT_LIMIT`] bytes.
    pub stdout: Vec<u8>,
    /// Everything the process wrote to stderr.
    pub stderr: Vec<u8>,
    /// Wall time from spawn to exit (or to the kill).
    pub elapsed: Duration,
    /// Whether the process was killed for writing more than [`OUTPUT_LIMIT`]
    /// bytes to stdout.
    pub output_limit_exceeded: bool,
}

impl Outcome {
    /// Did the process exit normally with code 0?
    pub fn succeeded(&self) -> bool {
        self.status.is_some_and(|status| status.success())
    }
}

/// The most output a run may write to stdout: beyond it the process is
/// killed and judged [`Verdict::OutputLimitExceeded`]. Expected outputs are
/// far smaller (test data files stay under a few MB), and without a cap a
/// solution stuck printing in a loop would fill the judge's memory.
pub const OUTPUT_LIMIT: usize = 64 << 20;

/// Set by [`interrupt`]: runs in progress are killed and no new one starts.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Stops all runs: each one in progress kills its process group within a few
/// milliseconds (its result is a kill, like a time limit), and
/// [`run_with_limit`] starts no new one. It only stores to an atomic, so a
/// signal handler may call it: the solutions lead their own process groups,
/// where a Ctrl-C at the terminal does not reach them, and a tool that judges
/// them calls this on SIGINT so that none is left running.
///
/// # Example
/// ```
/// assert!(!judge::exec::interrupted());
/// ```
pub fn interrupt() {
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// Has [`interrupt`] been called?
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// Runs `command` with `input` on stdin, killing it after `limit`.
///
/// stdin is fed and stdout/stderr are drained on their own threads, so a
/// process that writes a lot before reading everything cannot deadlock. On
/// Unix the process leads its own process group, and the whole group is
/// killed at the time limit (or when a descendant still holds the output
/// pipes after the process exited), so a process that started children
/// cannot keep the judge waiting. (The price: a Ctrl-C at the terminal does
/// not reach the process; [`interrupt`] stops it instead.) Output beyond
/// [`OUTPUT_LIMIT`] is dropped and the process killed.
///
/// # Errors
/// If the process cannot be started, or after [`interrupt`]
/// (`ErrorKind::Interrupted`).
pub fn run_with_limit(
    mut command: Command,
    input: &[u8],
    limit: Duration,
) -> std::io::Result<Outcome> {
    if interrupted() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::Interrupted,
            "interrupted",
        ));
    }
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
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
    let too_much_output = Arc::new(AtomicBool::new(false));
    let stdout = drain(
        child.stdout.take().expect("stdout is piped"),
        Some(Arc::clone(&too_much_output)),
    );
    let stderr = drain(child.stderr.take().expect("stderr is piped"), None);
    let status = wait_with_limit(&mut child, start, limit, &too_much_output)?;
    let elapsed = start.elapsed();
    if status.is_some() {
        // Normally the pipes close with the process; if a descendant still
        // holds them a moment later, it is killed too.
        let pipes_closed = || stdout.is_finished() && stderr.is_finished() && feeder.is_finished();
        let grace = Instant::now();
        let mut pause = Duration::from_micros(50);
        while !pipes_closed() && grace.elapsed() < Duration::from_millis(200) {
            thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(5));
        }
        if !pipes_closed() {
            kill_group(&child);
        }
    }
    let _ = feeder.join();
    let output_limit_exceeded = too_much_output.load(Ordering::Relaxed);
    Ok(Outcome {
        status: status.filter(|_| !output_limit_exceeded),
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        elapsed,
        output_limit_exceeded,
    })
}

/// Reads `pipe` to its end, keeping at most [`OUTPUT_LIMIT`] bytes; with
/// `overflow`, sets it when more arrived.
fn drain(
    mut pipe: impl Read + Send + 'static,
    overflow: Option<Arc<AtomicBool>>,
) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = (&mut pipe)
            .take(OUTPUT_LIMIT as u64)
            .read_to_end(&mut bytes);
        // Anything more is read and dropped, so the writer never blocks.
        let mut rest = [0u8; 8192];
        loop {
            match pipe.read(&mut rest) {
                Ok(0) => break,
                Ok(_) => {
                    if let Some(overflow) = &overflow {
                        overflow.store(true, Ordering::Relaxed);
                    }
                }
                Err(err) if err.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        bytes
    })
}

/// Kills the process group `child` leads (see [`run_with_limit`]), which
/// holds it and any processes it started.
fn kill_group(child: &Child) {
    #[cfg(unix)]
    {
        // std has no killpg; the `kill` utility takes a negative process id
        // as a group. After the child exited, its id stays the group's while
        // any member lives (and is not reused), so this reaches only them.
        let _ = Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{}", child.id())])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    #[cfg(not(unix))]
    let _ = child;
}

/// Polls with a sleep that grows from 50 µs to 2 ms: precise for fast runs,
/// cheap for slow ones. `None` if the process was killed, at the time limit,
/// because `too_much_output` was set, or after [`interrupt`].
fn wait_with_limit(
    child: &mut Child,
    start: Instant,
    limit: Duration,
    too_much_output: &AtomicBool,
) -> std::io::Result<Option<ExitStatus>> {
    let mut pause = Duration::from_micros(50);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        if start.elapsed() >= limit || too_much_output.load(Ordering::Relaxed) || interrupted() {
            kill_group(child);
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
    /// Output limit exceeded: the process wrote more than [`OUTPUT_LIMIT`]
    /// bytes and was killed.
    OutputLimitExceeded,
}

impl Verdict {
    /// The judge's code: AC, WA, RE, TLE or OLE.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::OutputLimitExceeded => "OLE",
        }
    }
}

/// Judges `outcome` against the expected output.
pub fn verdict(outcome: &Outcome, expected: &str) -> Verdict {
    if outcome.output_limit_exceeded {
        return Verdict::OutputLimitExceeded;
    }
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
    fn children_left_running_do_not_hold_up_the_verdict() {
        // The shell is killed at the limit, but its `sleep` holds stdout and
        // stderr open: unless the whole group is killed, reading them waits
        // for the `sleep`.
        let start = Instant::now();
        let verdict = judge("sleep 30 & while :; do :; done", "", "", 200);
        assert!(matches!(verdict, Verdict::TimeLimitExceeded));
        // The shell exits at once, leaving its `sleep` behind.
        let verdict = judge("sleep 30 & echo done", "", "done\n", 5000);
        assert!(matches!(verdict, Verdict::Accepted), "{verdict:?}");
        assert!(start.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn endless_output_is_cut_and_killed() {
        let start = Instant::now();
        let outcome =
            run_with_limit(shell("yes"), b"", Duration::from_secs(60)).expect("sh starts");
        assert!(outcome.output_limit_exceeded && outcome.status.is_none());
        assert_eq!(outcome.stdout.len(), OUTPUT_LIMIT);
        assert_eq!(verdict(&outcome, "y\n").code(), "OLE");
        assert!(start.elapsed() < Duration::from_secs(30));
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
