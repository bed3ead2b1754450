//! Running a binary on one input under time and memory limits, and judging
//! the result.
//!
//! A run is contained on Unix: the process leads its own process group, and
//! when the run ends — the process exited, or it was killed at a limit — the
//! whole group is killed, so nothing it started outlives it (a Ctrl-C at the
//! terminal does not reach that group; [`interrupt`] stops it instead). A
//! descendant that left the group (`setsid`, a daemon) is found by the run's
//! mark in its environment (the variable [`RUN_MARK`], which children
//! inherit) and killed too (on Linux). Should the pipes stay open all the same,
//! they get [`PIPE_GRACE`] to close, and what was read by then is the output:
//! the judge is never kept waiting. A descendant that left the group and was
//! started with an emptied environment (`env -i`) is beyond reach: only a
//! container or a cgroup would catch it.
//!
//! A Rust solution runs without `RUST_BACKTRACE` and `RUST_LIB_BACKTRACE`
//! (unless the command sets them itself): judges do not set them, and with
//! them a panic's report is mostly frames, which pushed the message out of
//! the `RE` verdict's few lines. [`verdict`] also shows a panic's message
//! rather than the last lines of stderr, whatever the environment.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::compare::{first_difference, Difference};

/// How a run ended.
#[derive(Debug)]
pub struct Outcome {
    /// The exit status, or `None` if the process was killed (at the time
    /// limit, past the memory limit, for writing more than [`OUTPUT_LIMIT`],
    /// or after [`interrupt`]).
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
    /// Whether the process used more memory than [`Limits::memory`]: killed
    /// when seen above it while running, or found above it at its exit.
    pub memory_limit_exceeded: bool,
    /// The process's peak resident memory in bytes, where the platform shows
    /// it (see [`run_with_limits`]); descendants it did not wait for are not
    /// counted.
    pub peak_memory: Option<u64>,
    /// Whether a descendant still held the output pipes [`PIPE_GRACE`] after
    /// the run ended (it was killed if it carried [`RUN_MARK`]); the output
    /// is what had been read by then.
    pub pipes_abandoned: bool,
}

impl Outcome {
    /// Did the process exit normally with code 0?
    pub fn succeeded(&self) -> bool {
        self.status.is_some_and(|status| status.success())
    }
}

/// The limits of one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Wall time from spawn; past it the process group is killed.
    pub time: Duration,
    /// Peak resident memory in bytes, if limited: past it the process is
    /// killed (or, if it got there between two looks, judged) with
    /// [`Verdict::MemoryLimitExceeded`].
    pub memory: Option<u64>,
}

impl Limits {
    /// A time limit alone.
    pub fn time(time: Duration) -> Self {
        Limits { time, memory: None }
    }
}

/// The most output a run may write to stdout: beyond it the process is
/// killed and judged [`Verdict::OutputLimitExceeded`]. Expected outputs are
/// far smaller (test data files stay under a few MB), and without a cap a
/// solution stuck printing in a loop would fill the judge's memory.
pub const OUTPUT_LIMIT: usize = 64 << 20;

/// How long the output pipes may stay open after a run ended (the process
/// exited or was killed, and its group with it) before the judge stops
/// waiting for them. Pipes normally close at once; a descendant outside the
/// group may hold them for as long as it lives.
pub const PIPE_GRACE: Duration = Duration::from_millis(200);

/// The environment variable that marks every process of a run (set to a value
/// unique to the run, inherited by whatever it starts), so that a descendant
/// that left the process group can still be found and killed.
pub const RUN_MARK: &str = "JUDGE_RUN_MARK";

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

/// Runs `command` with `input` on stdin, killing it after `limit`:
/// [`run_with_limits`] with a time limit alone.
///
/// # Errors
/// As [`run_with_limits`].
pub fn run_with_limit(command: Command, input: &[u8], limit: Duration) -> std::io::Result<Outcome> {
    run_with_limits(command, input, Limits::time(limit))
}

/// Runs `command` with `input` on stdin under `limits` (see the module's
/// documentation for how the process and what it starts are contained).
///
/// stdin is fed and stdout/stderr are drained on their own threads, so a
/// process that writes a lot before reading everything cannot deadlock.
/// Output beyond [`OUTPUT_LIMIT`] is dropped and the process killed.
///
/// Peak memory: `wait4`'s max RSS is exact for a process that exec'd from a
/// small parent, but Linux carries the spawning process's own peak over into
/// the child's max RSS at `exec`, and the judge (holding inputs, and its
/// threads' stacks) may be the larger. So the peak is the highest of the
/// child's `VmHWM` as seen while polling (every 50 µs to 2 ms), and of its
/// max RSS when that is above the judge's own peak (then it is the child's).
/// A solution that peaks below the judge's own size in its last
/// milliseconds may be reported low.
///
/// # Errors
/// If the process cannot be started or waited for, or after [`interrupt`]
/// (`ErrorKind::Interrupted`).
///
/// # Example
/// ```
/// # #[cfg(unix)] {
/// use std::process::Command;
/// use std::time::Duration;
/// use judge::exec::{run_with_limits, Limits};
///
/// let mut sort = Command::new("sort");
/// let outcome = run_with_limits(sort, b"b\na\n", Limits::time(Duration::from_secs(5))).unwrap();
/// assert!(outcome.succeeded());
/// assert_eq!(outcome.stdout, b"a\nb\n");
/// # }
/// ```
pub fn run_with_limits(
    mut command: Command,
    input: &[u8],
    limits: Limits,
) -> std::io::Result<Outcome> {
    if interrupted() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::Interrupted,
            "interrupted",
        ));
    }
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    for variable in ["RUST_BACKTRACE", "RUST_LIB_BACKTRACE"] {
        if !command.get_envs().any(|(key, _)| key == variable) {
            command.env_remove(variable);
        }
    }
    let mark = run_mark();
    let mut child = command
        .env(RUN_MARK, &mark)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let start = Instant::now();
    // Read after the spawn: our peak only grows, so a max RSS above this one
    // is surely the child's own (see `Watch::reap`).
    let launcher_peak = own_peak_rss();
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // A process may exit without reading its input: a broken pipe is fine.
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let too_much_output = Arc::new(AtomicBool::new(false));
    let stdout = Drain::start(
        child.stdout.take().expect("stdout is piped"),
        Some(Arc::clone(&too_much_output)),
    );
    let stderr = Drain::start(child.stderr.take().expect("stderr is piped"), None);
    let mut watch = Watch::default();
    let end = watch.wait(&mut child, start, &limits, &too_much_output);
    let elapsed = start.elapsed();
    // Whatever ended the run, the group goes with it: a descendant left
    // running (even one with its stdio closed) must not outlive the run.
    let child_pid = child.id();
    kill_group(&child);
    let usage = watch.reap(child, launcher_peak);
    // So do the descendants that left the group (`setsid`, daemons): found
    // by their mark among the processes started after the solution.
    kill_marked(&mark, child_pid);
    let end = end?;
    let usage = usage?;

    let pipes_closed = || stdout.is_finished() && stderr.is_finished();
    let mut pipes_abandoned = !wait_until(pipes_closed, PIPE_GRACE);
    if pipes_abandoned {
        // Something still holds them: look for the mark among all processes
        // (process ids may have wrapped around since the solution started).
        kill_marked(&mark, 0);
        pipes_abandoned = !wait_until(pipes_closed, PIPE_GRACE / 4);
    }
    if feeder.is_finished() {
        let _ = feeder.join();
    }
    let peak_memory = usage.peak_memory;
    let memory_limit_exceeded = end == End::Killed(Kill::Memory)
        || matches!((limits.memory, peak_memory), (Some(limit), Some(peak)) if peak > limit);
    let output_limit_exceeded = too_much_output.load(Ordering::Relaxed);
    let status = match end {
        End::Exited if !output_limit_exceeded => usage.status,
        _ => None,
    };
    Ok(Outcome {
        status,
        stdout: stdout.take(),
        stderr: stderr.take(),
        elapsed,
        output_limit_exceeded,
        memory_limit_exceeded,
        peak_memory,
        pipes_abandoned,
    })
}

/// A value of [`RUN_MARK`] unique to this run: our process id and a counter.
fn run_mark() -> String {
    static RUNS: AtomicU64 = AtomicU64::new(0);
    format!(
        "{}-{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    )
}

/// Polls `done` with a sleep that grows from 50 µs to 5 ms, for at most
/// `limit`; whether it became true.
fn wait_until(done: impl Fn() -> bool, limit: Duration) -> bool {
    let start = Instant::now();
    let mut pause = Duration::from_micros(50);
    loop {
        if done() {
            return true;
        }
        if start.elapsed() >= limit {
            return false;
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

/// A thread reading a pipe into a shared buffer, so that what was read can
/// be taken even if the pipe never closes.
struct Drain {
    bytes: Arc<Mutex<Vec<u8>>>,
    thread: thread::JoinHandle<()>,
}

impl Drain {
    /// Reads `pipe` to its end, keeping at most [`OUTPUT_LIMIT`] bytes; with
    /// `overflow`, sets it when more arrived (the rest is read and dropped, so
    /// the writer never blocks).
    fn start(mut pipe: impl Read + Send + 'static, overflow: Option<Arc<AtomicBool>>) -> Self {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let shared = Arc::clone(&bytes);
        let thread = thread::spawn(move || {
            let mut chunk = vec![0u8; 64 << 10];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => {
                        let mut bytes = shared.lock().unwrap_or_else(|e| e.into_inner());
                        let room = OUTPUT_LIMIT - bytes.len();
                        bytes.extend_from_slice(&chunk[..n.min(room)]);
                        if n > room {
                            if let Some(overflow) = &overflow {
                                overflow.store(true, Ordering::Relaxed);
                            }
                        }
                    }
                    Err(err) if err.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
        });
        Drain { bytes, thread }
    }

    fn is_finished(&self) -> bool {
        self.thread.is_finished()
    }

    /// What was read so far (all of it, if the pipe closed).
    fn take(self) -> Vec<u8> {
        if self.thread.is_finished() {
            let _ = self.thread.join();
        }
        std::mem::take(&mut *self.bytes.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// Why the judge killed a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kill {
    Time,
    Memory,
    Output,
    Interrupt,
}

/// How the wait for a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// The process exited (or was killed by someone else).
    Exited,
    Killed(Kill),
}

/// What the reaped process left: its status and peak memory.
struct Usage {
    status: Option<ExitStatus>,
    peak_memory: Option<u64>,
}

/// Waits for a run to end, then reaps it.
///
/// On Linux the exit is seen with `waitid(…, WNOWAIT)`, which leaves the
/// process a zombie: its id, and so its group's, cannot be reused by another
/// process until it is reaped, after the group was killed. Elsewhere the
/// process is reaped as soon as it exits.
#[derive(Default)]
struct Watch {
    /// Where the exit was seen by reaping it.
    reaped: Option<wait4::ResUse>,
    /// The highest `VmHWM` seen while the process ran.
    polled_peak: Option<u64>,
}

impl Watch {
    /// Polls with a sleep that grows from 50 µs to 2 ms: precise for fast
    /// runs, cheap for slow ones. On a limit, or after [`interrupt`], the
    /// group is killed.
    fn wait(
        &mut self,
        child: &mut Child,
        start: Instant,
        limits: &Limits,
        too_much_output: &AtomicBool,
    ) -> std::io::Result<End> {
        let mut pause = Duration::from_micros(50);
        loop {
            if self.has_exited(child)? {
                return Ok(End::Exited);
            }
            if let Some(peak) = peak_rss(child) {
                self.polled_peak = self.polled_peak.max(Some(peak));
            }
            let kill = if start.elapsed() >= limits.time {
                Some(Kill::Time)
            } else if too_much_output.load(Ordering::Relaxed) {
                Some(Kill::Output)
            } else if interrupted() {
                Some(Kill::Interrupt)
            } else if limits
                .memory
                .is_some_and(|limit| self.polled_peak.is_some_and(|peak| peak > limit))
            {
                Some(Kill::Memory)
            } else {
                None
            };
            if let Some(kill) = kill {
                kill_group(child);
                #[cfg(not(unix))]
                let _ = child.kill();
                return Ok(End::Killed(kill));
            }
            thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(2));
        }
    }

    fn has_exited(&mut self, child: &mut Child) -> std::io::Result<bool> {
        #[cfg(target_os = "linux")]
        {
            use nix::sys::wait::{waitid, Id, WaitPidFlag, WaitStatus};
            let pid = nix::unistd::Pid::from_raw(child.id() as i32);
            let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT | WaitPidFlag::WNOHANG;
            match waitid(Id::Pid(pid), flags) {
                Ok(WaitStatus::StillAlive) | Err(nix::errno::Errno::EINTR) => Ok(false),
                Ok(_) => Ok(true),
                Err(errno) => Err(errno.into()),
            }
        }
        #[cfg(not(target_os = "linux"))]
        {
            use wait4::Wait4;
            self.reaped = child.try_wait4()?;
            Ok(self.reaped.is_some())
        }
    }

    /// Reaps the process (killed or exited) and makes out its peak memory:
    /// the polled peak, or its max RSS if higher and above `launcher_peak`
    /// (our own peak after the spawn, which Linux may have passed on to it).
    fn reap(self, child: Child, launcher_peak: Option<u64>) -> std::io::Result<Usage> {
        use wait4::Wait4;
        let used = match self.reaped {
            Some(used) => used,
            None => child.wait4()?,
        };
        let max_rss = Some(used.rusage.maxrss)
            .filter(|&max_rss| max_rss > 0 && launcher_peak.is_none_or(|ours| max_rss > ours));
        Ok(Usage {
            status: Some(used.status),
            peak_memory: self.polled_peak.max(max_rss),
        })
    }
}

/// The peak resident memory of a running process in bytes (`VmHWM` in
/// `/proc/PID/status`), where the platform shows it.
fn peak_rss(child: &Child) -> Option<u64> {
    vm_hwm(&format!("/proc/{}/status", child.id()))
}

/// Our own peak resident memory in bytes, where the platform shows it.
fn own_peak_rss() -> Option<u64> {
    vm_hwm("/proc/self/status")
}

/// The `VmHWM` line of a `/proc/…/status` file, in bytes.
fn vm_hwm(path: &str) -> Option<u64> {
    let status = std::fs::read_to_string(path).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kib: u64 = line
        .trim_start_matches("VmHWM:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kib * 1024)
}

/// Kills the process group `child` leads (see [`run_with_limits`]), which
/// holds it and any processes it started.
fn kill_group(child: &Child) {
    #[cfg(unix)]
    {
        use nix::sys::signal::{killpg, Signal};
        // The group's id is the child's, which stays reserved until the
        // child is reaped (see `Watch`); a group already gone is fine.
        let _ = killpg(
            nix::unistd::Pid::from_raw(child.id() as i32),
            Signal::SIGKILL,
        );
    }
    #[cfg(not(unix))]
    let _ = child;
}

/// Kills every process with an id above `after` whose environment carries
/// [`RUN_MARK`]`=mark`: the descendants of a run that left its process group.
/// (Ids grow until they wrap around, so a run's descendants have ids above
/// its own; checking only those keeps the scan to the few processes started
/// since, ≈ 0.1 ms.)
fn kill_marked(mark: &str, after: u32) {
    #[cfg(target_os = "linux")]
    {
        let needle = format!("{RUN_MARK}={mark}\0");
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return;
        };
        for entry in entries.flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|&pid| pid > after && pid != std::process::id())
            else {
                continue;
            };
            // Another user's processes are unreadable, and none of ours.
            let Ok(environ) = std::fs::read(entry.path().join("environ")) else {
                continue;
            };
            if environ
                .windows(needle.len())
                .any(|window| window == needle.as_bytes())
            {
                let _ = nix::sys::signal::kill(
                    nix::unistd::Pid::from_raw(pid as i32),
                    nix::sys::signal::Signal::SIGKILL,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (mark, after);
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
        /// What stderr says: a panic's message if there is one (see
        /// [`stderr_summary`]), else its last lines.
        stderr_tail: String,
    },
    /// Time limit exceeded: the process was killed.
    TimeLimitExceeded,
    /// Output limit exceeded: the process wrote more than [`OUTPUT_LIMIT`]
    /// bytes and was killed.
    OutputLimitExceeded,
    /// Memory limit exceeded: the process's peak resident memory went past
    /// [`Limits::memory`].
    MemoryLimitExceeded,
}

impl Verdict {
    /// The judge's code: AC, WA, RE, TLE, MLE or OLE.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::MemoryLimitExceeded => "MLE",
        }
    }
}

/// Judges `outcome` against the expected output.
pub fn verdict(outcome: &Outcome, expected: &str) -> Verdict {
    if outcome.output_limit_exceeded {
        return Verdict::OutputLimitExceeded;
    }
    if outcome.memory_limit_exceeded {
        return Verdict::MemoryLimitExceeded;
    }
    let Some(status) = outcome.status else {
        return Verdict::TimeLimitExceeded;
    };
    if !status.success() {
        return Verdict::RuntimeError {
            how: describe_status(status),
            stderr_tail: stderr_summary(&String::from_utf8_lossy(&outcome.stderr)),
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

    /// Whether process `pid` is gone (or a zombie waiting for its parent).
    fn gone(pid: &str) -> bool {
        match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
            Err(_) => true,
            Ok(stat) => stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
        }
    }

    /// Waits up to a second for every pid in `pids` to be gone.
    fn all_gone(pids: &str) -> bool {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(1) {
            if pids.split_whitespace().all(gone) {
                return true;
            }
            thread::sleep(Duration::from_millis(10));
        }
        false
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_descendant_outside_the_group_holding_stdout_is_killed_after_the_grace() {
        // `setsid` takes the sleep out of the process group (and session), so
        // the group kill misses it, and it holds stdout for 40 s.
        let start = Instant::now();
        let outcome = run_with_limit(
            shell("setsid sleep 40 & echo $!"),
            b"",
            Duration::from_secs(5),
        )
        .expect("sh starts");
        assert!(start.elapsed() < Duration::from_secs(2), "{outcome:?}");
        assert!(outcome.succeeded(), "{outcome:?}");
        let pid = String::from_utf8_lossy(&outcome.stdout).trim().to_string();
        assert!(!pid.is_empty(), "{outcome:?}");
        assert!(all_gone(&pid), "the setsid sleep {pid} outlived the run");
        assert!(!outcome.pipes_abandoned, "{outcome:?}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_daemon_outside_the_group_with_closed_stdio_does_not_outlive_the_run() {
        let outcome = run_with_limit(
            shell("setsid sleep 40 </dev/null >/dev/null 2>&1 & echo $!"),
            b"",
            Duration::from_secs(5),
        )
        .expect("sh starts");
        assert!(outcome.succeeded(), "{outcome:?}");
        let pid = String::from_utf8_lossy(&outcome.stdout).trim().to_string();
        assert!(all_gone(&pid), "the daemon {pid} outlived the run");
    }

    #[test]
    fn a_descendant_with_closed_stdio_does_not_outlive_a_normal_exit() {
        let outcome = run_with_limit(
            shell("sleep 40 </dev/null >/dev/null 2>&1 & echo $!"),
            b"",
            Duration::from_secs(5),
        )
        .expect("sh starts");
        assert!(outcome.succeeded(), "{outcome:?}");
        let pid = String::from_utf8_lossy(&outcome.stdout).trim().to_string();
        assert!(all_gone(&pid), "the sleep {pid} outlived the run");
    }

    #[test]
    fn peak_memory_is_measured_and_the_memory_limit_gives_mle() {
        // `sort` keeps its one 48 MiB line in memory.
        let input = vec![b'a'; 48 << 20];
        let free = run_with_limit(Command::new("sort"), &input, Duration::from_secs(20))
            .expect("sort starts");
        assert!(free.succeeded(), "{:?}", free.status);
        let peak = free.peak_memory.expect("Linux reports max RSS");
        assert!(peak >= 48 << 20, "peak {peak}");
        assert!(!free.memory_limit_exceeded);
        let limits = Limits {
            time: Duration::from_secs(20),
            memory: Some(16 << 20),
        };
        let capped = run_with_limits(Command::new("sort"), &input, limits).expect("sort starts");
        assert!(capped.memory_limit_exceeded, "{:?}", capped.peak_memory);
        assert_eq!(verdict(&capped, "").code(), "MLE");
        // Far below the limit, the same limit changes nothing.
        let small = run_with_limits(Command::new("sort"), b"b\na\n", limits).expect("sort starts");
        let small_verdict = verdict(&small, "a\nb\n");
        assert!(
            matches!(small_verdict, Verdict::Accepted),
            "{small_verdict:?} {small:?}"
        );
    }

    #[test]
    fn backtrace_variables_are_removed_unless_the_command_sets_them() {
        let script = "echo \"${RUST_BACKTRACE-unset} ${RUST_LIB_BACKTRACE-unset}\"";
        let outcome = run_with_limit(shell(script), b"", Duration::from_secs(5)).unwrap();
        // Whatever this test's own environment holds.
        assert_eq!(outcome.stdout, b"unset unset\n");
        let mut command = shell(script);
        command.env("RUST_BACKTRACE", "full");
        let outcome = run_with_limit(command, b"", Duration::from_secs(5)).unwrap();
        assert_eq!(outcome.stdout, b"full unset\n");
    }

    #[test]
    fn a_panic_shows_its_message_even_with_a_backtrace() {
        let stderr = "\
thread 'main' panicked at src/main.rs:3:5:
index out of bounds: the len is 3 but the index is 7
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::panicking::panic_bounds_check
   3: demo::main
   4: core::ops::function::FnOnce::call_once
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.
";
        assert_eq!(
            stderr_summary(stderr),
            "thread 'main' panicked at src/main.rs:3:5:\n\
             index out of bounds: the len is 3 but the index is 7"
        );
        let plain = "thread 'main' panicked at src/main.rs:3:5:\nboom\n\
                     note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";
        assert_eq!(
            stderr_summary(plain),
            "thread 'main' panicked at src/main.rs:3:5:\nboom"
        );
        assert_eq!(stderr_summary("a\n\nb\nc\nd\ne\nf\n"), "b\nc\nd\ne\nf");
    }
}
