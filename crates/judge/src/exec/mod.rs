//! Running a binary on one input under time and memory limits, and judging
//! the result. One job per file: `pipes` (stdin fed, stdout and stderr
//! drained), `watch` (the wait, the limits, the peak memory), `contain`
//! (process groups, marks, the process count), `isolate` (a user's program
//! run the way a judge runs it), `stack` (the judge's stack, and whether a
//! crash was its overflow) and `verdict`.
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
//! started with an emptied environment (`env -i`) is beyond reach, unless the
//! run has a cgroup of its own ([`run_isolated`]).
//!
//! Peak memory is the program's own, exact on Linux where it may be traced
//! (see `watch.rs`): [`Outcome::peak_memory`].
//!
//! Every run gets the judge's stack, [`Limits::stack_size`] (on Linux; see
//! `stack.rs`): as large as the memory limit unless the judge states
//! another, and a crash that looks like its overflow says so in the verdict
//! ([`overflow_note`]).
//!
//! A Rust solution runs without `RUST_BACKTRACE` and `RUST_LIB_BACKTRACE`
//! (unless the command sets them itself): judges do not set them, and with
//! them a panic's report is mostly frames, which pushed the message out of
//! the `RE` verdict's few lines. [`verdict`] also shows a panic's message
//! rather than the last lines of stderr, whatever the environment.

use std::io::{self, Write};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

mod contain;
pub mod interact;
mod isolate;
mod pipes;
mod stack;
mod verdict;
mod watch;

pub use isolate::{PROCESS_LIMIT, Support, absolute_paths, data_limit};
pub use stack::overflow_note;
pub use verdict::{Verdict, describe_status, stderr_summary, tail, verdict};

use contain::Processes;
use pipes::Drain;
use watch::{End, Kill, Watch};

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
    /// The program's peak resident memory in bytes, where the platform shows
    /// it (see [`run_with_limits`]); descendants it did not wait for are not
    /// counted.
    pub peak_memory: Option<u64>,
    /// Whether a descendant still held the output pipes [`PIPE_GRACE`] after
    /// the run ended (it was killed if it carried [`RUN_MARK`]); the output
    /// is what had been read by then.
    pub pipes_abandoned: bool,
    /// Whether the run went past its process limit ([`run_isolated`]'s
    /// [`PROCESS_LIMIT`]): the limit, if so.
    pub process_limit_exceeded: Option<usize>,
    /// The data-size limit the run had ([`run_isolated`]), if any.
    pub data_limit: Option<u64>,
    /// The stack the run had: its soft limit when the program ended, where
    /// it was traced, else the one it was given ([`Limits::stack_size`] as
    /// this system allows it); `None` if unlimited or not known.
    pub stack_limit: Option<u64>,
    /// How far the program's stack had grown when it exited, where the run
    /// was traced (see [`overflow_note`]).
    pub stack_used: Option<u64>,
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
    /// The stack size in bytes (`RLIMIT_STACK`, soft and hard), where the
    /// judge states one; `None` gives the memory limit instead, as AtCoder,
    /// Codeforces and Luogu do (see [`Limits::stack_size`]).
    pub stack: Option<u64>,
}

impl Limits {
    /// A time limit alone.
    pub fn time(time: Duration) -> Self {
        Limits {
            time,
            memory: None,
            stack: None,
        }
    }

    /// The stack a run gets: [`Limits::stack`] if stated, else the memory
    /// limit (a judge that states no stack gives one as large as the memory,
    /// as AtCoder, Codeforces and Luogu do), else the one the judge itself
    /// was given (`None`). A run gets it within this system's hard limit
    /// ([`Outcome::stack_limit`] says what it got).
    ///
    /// # Example
    /// ```
    /// use std::time::Duration;
    /// use judge::exec::Limits;
    /// let limits = Limits { memory: Some(256 << 20), ..Limits::time(Duration::from_secs(1)) };
    /// assert_eq!(limits.stack_size(), Some(256 << 20));
    /// let stated = Limits { stack: Some(64 << 20), ..limits };
    /// assert_eq!(stated.stack_size(), Some(64 << 20));
    /// assert_eq!(Limits::time(Duration::from_secs(1)).stack_size(), None);
    /// ```
    pub fn stack_size(&self) -> Option<u64> {
        self.stack.or(self.memory)
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
/// Output beyond [`OUTPUT_LIMIT`] is dropped and the process killed. The
/// program runs with the judge's stack ([`Limits::stack_size`]).
///
/// Peak memory: the `VmHWM` of the program at its exit, where it can be
/// traced (Linux); otherwise the highest `VmHWM` seen while polling (every
/// 50 µs to 2 ms) and the max RSS when it is above the judge's own peak.
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
pub fn run_with_limits(command: Command, input: &[u8], limits: Limits) -> io::Result<Outcome> {
    run(
        command,
        input,
        limits,
        None,
        &contain::run_mark(),
        Trace::Peak,
    )
}

/// [`run_with_limit`] for the output and exit alone, as a stress run needs
/// them from one of the workspace's own binaries: the run is not traced, so
/// it starts without the stopping shell and the stop (about a third of the
/// time of a small run), and [`Outcome::peak_memory`] is only the highest
/// seen while polling. Everything else is as [`run_with_limits`]: its own
/// process group, killed with what it started, output capped.
///
/// # Errors
/// As [`run_with_limits`].
///
/// # Example
/// ```
/// # #[cfg(unix)] {
/// use std::process::Command;
/// use std::time::Duration;
/// use judge::exec::run_for_output;
///
/// let outcome = run_for_output(Command::new("sort"), b"b\na\n", Duration::from_secs(5)).unwrap();
/// assert!(outcome.succeeded());
/// assert_eq!(outcome.stdout, b"a\nb\n");
/// # }
/// ```
pub fn run_for_output(command: Command, input: &[u8], limit: Duration) -> io::Result<Outcome> {
    run(
        command,
        input,
        Limits::time(limit),
        None,
        &contain::run_mark(),
        Trace::None,
    )
}

/// Whether a run is traced for its exact peak memory (see `watch.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Trace {
    Peak,
    None,
}

/// Runs the shell command line `line` (`sh -c LINE`) with `input` on stdin
/// under `limits`, the way a judge runs a submission: in a temporary working
/// directory of its own (removed afterwards), with the data size capped at
/// [`data_limit`] of the memory limit, files at [`OUTPUT_LIMIT`], at most
/// [`PROCESS_LIMIT`] processes (a fork bomb ends the run), and no network
/// where the system allows it; [`isolation`] says what this system allows.
/// Words of `line` that name files in `base` (`./a.out`, `sol.py`) are made
/// absolute first ([`absolute_paths`]), so commands written for the user's
/// folder still run.
///
/// # Errors
/// As [`run_with_limits`], and if the sandbox cannot be made.
///
/// # Example
/// ```
/// # #[cfg(target_os = "linux")] {
/// use std::time::Duration;
/// use judge::exec::{run_isolated, Limits};
///
/// let here = std::env::current_dir().unwrap();
/// let limits = Limits::time(Duration::from_secs(5));
/// let outcome = run_isolated("pwd; ls | wc -l", &here, b"", limits).unwrap();
/// let text = String::from_utf8(outcome.stdout).unwrap();
/// assert!(!text.starts_with(&*here.to_string_lossy()), "{text}");
/// assert!(text.ends_with("\n0\n"), "an empty folder of its own: {text}");
/// # }
/// ```
pub fn run_isolated(line: &str, base: &Path, input: &[u8], limits: Limits) -> io::Result<Outcome> {
    run_isolated_marked(line, base, input, limits, &contain::run_mark())
}

/// [`run_isolated`] under a given [`RUN_MARK`] (a test looks for its own
/// run's processes by it).
fn run_isolated_marked(
    line: &str,
    base: &Path,
    input: &[u8],
    limits: Limits,
    mark: &str,
) -> io::Result<Outcome> {
    let sandbox = isolate::Sandbox::new(mark, limits.memory)?;
    let command = sandbox.command(line, base);
    let outcome = run(command, input, limits, Some(&sandbox), mark, Trace::Peak);
    drop(sandbox);
    outcome
}

/// What [`run_isolated`] isolates on this system, in a sentence.
pub fn isolation() -> String {
    isolate::Support::get().describe()
}

/// A run that only measures: `command` with the given standard streams,
/// spawned in its own process group, waited for up to `limit`, and its exit
/// status, wall time and peak memory (as [`Outcome::peak_memory`]); the
/// group is killed at the end. The bench runs the max-size inputs with it.
///
/// # Errors
/// If the process cannot be started or waited for.
pub fn run_measured(command: Command, stdio: [Stdio; 3], limit: Duration) -> io::Result<Measured> {
    let mut command = watch::launcher(command, None, true)?;
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    let [stdin, stdout, stderr] = stdio;
    let mut child = command.stdin(stdin).stdout(stdout).stderr(stderr).spawn()?;
    let mut watch = Watch::start(&child, true);
    let start = Instant::now();
    let mut processes = Processes::default();
    let end = watch.wait(
        &mut child,
        start,
        &Limits::time(limit),
        &AtomicBool::new(false),
        &mut processes,
    );
    let elapsed = start.elapsed();
    contain::kill_group(&child);
    let usage = watch.reap(child)?;
    Ok(Measured {
        status: match end? {
            End::Exited => usage.status,
            End::Killed(_) => None,
        },
        elapsed,
        peak_memory: usage.peak_memory,
    })
}

/// What [`run_measured`] found.
#[derive(Debug, Clone, Copy)]
pub struct Measured {
    /// The exit status, or `None` if the run was killed at its limit.
    pub status: Option<ExitStatus>,
    /// Wall time from spawn to exit.
    pub elapsed: Duration,
    /// As [`Outcome::peak_memory`].
    pub peak_memory: Option<u64>,
}

/// One run, isolated in `sandbox` if there is one.
fn run(
    command: Command,
    input: &[u8],
    limits: Limits,
    sandbox: Option<&isolate::Sandbox>,
    mark: &str,
    trace: Trace,
) -> io::Result<Outcome> {
    if interrupted() {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
    }
    let stack_limit = stack::applied(limits.stack_size());
    let mut command = watch::launcher(command, stack_limit, trace == Trace::Peak)?;
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    for variable in ["RUST_BACKTRACE", "RUST_LIB_BACKTRACE"] {
        if !command.get_envs().any(|(key, _)| key == variable) {
            command.env_remove(variable);
        }
    }
    let mut child = command
        .env(RUN_MARK, mark)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut watch = Watch::start(&child, trace == Trace::Peak);
    let start = Instant::now();
    let mut processes = Processes::new(
        sandbox.map(|_| PROCESS_LIMIT),
        sandbox.and_then(|s| s.cgroup.clone()),
        mark,
        &child,
    );
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
    let end = watch.wait(&mut child, start, &limits, &too_much_output, &mut processes);
    let elapsed = start.elapsed();
    // Whatever ended the run, the group goes with it: a descendant left
    // running (even one with its stdio closed) must not outlive the run.
    let child_pid = child.id();
    contain::kill_group(&child);
    let usage = watch.reap(child);
    // So do the descendants that left the group (`setsid`, daemons): found
    // by their mark among the processes started after the solution.
    contain::kill_marked(mark, child_pid);
    let end = end?;
    let usage = usage?;

    let pipes_closed = || stdout.is_finished() && stderr.is_finished();
    let mut pipes_abandoned = !wait_until(pipes_closed, PIPE_GRACE);
    if pipes_abandoned {
        // Something still holds them: look for the mark among all processes
        // (process ids may have wrapped around since the solution started).
        contain::kill_marked(mark, 0);
        pipes_abandoned = !wait_until(pipes_closed, PIPE_GRACE / 4);
    }
    if feeder.is_finished() {
        let _ = feeder.join();
    }
    let peak_memory = usage.peak_memory;
    let memory_limit_exceeded = end == End::Killed(Kill::Memory)
        || matches!((limits.memory, peak_memory), (Some(limit), Some(peak)) if peak > limit);
    let output_limit_exceeded = too_much_output.load(Ordering::Relaxed);
    let stderr = stderr.take();
    // Where RLIMIT_NPROC refused the forks, only the program's own messages
    // tell (see `contain::Processes`).
    let refused = sandbox.is_some() && end != End::Exited && verdict::fork_refused(&stderr);
    let process_limit_exceeded =
        (end == End::Killed(Kill::Processes) || processes.exceeded() || refused)
            .then_some(PROCESS_LIMIT);
    let status = match end {
        End::Exited if !output_limit_exceeded => usage.status,
        _ => None,
    };
    Ok(Outcome {
        status,
        stdout: stdout.take(),
        stderr,
        elapsed,
        output_limit_exceeded,
        memory_limit_exceeded,
        peak_memory,
        pipes_abandoned,
        process_limit_exceeded,
        data_limit: sandbox.map(|s| s.data_limit),
        // The limit the program had at its end (it may have set its own),
        // else the one it was given.
        stack_limit: usage.stack_limit.or(stack_limit),
        stack_used: usage.stack_used,
    })
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

#[cfg(all(test, unix))]
mod tests;
