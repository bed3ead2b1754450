//! An interactive run: the contestant's program and the problem's interactor
//! talking through pipes that the judge relays, the way Codeforces and
//! AtCoder judge interactive problems.
//!
//! Each side's output goes through a relay thread of the judge's, which
//! passes it on to the other side at once and keeps a transcript (the
//! dialogue `-v` prints). Relaying, rather than joining the two programs'
//! pipes directly, is what lets the judge see *idleness*: when no byte has
//! moved for [`InteractLimits::idle`] and neither program has used CPU time
//! meanwhile, both are waiting for each other — the contestant forgot to
//! flush, or waits for input it is owed nothing for, or does not end after
//! the game — and the run ends with `IL` instead of hanging.
//!
//! The contestant runs as any judged program does (its own process group,
//! the run's mark, traced for its peak memory; a user's command line in a
//! sandbox, see [`super::run_isolated`]), under a CPU-time limit (the
//! judge's time limit: the interactor's thinking is not the contestant's)
//! and a wall-time limit of twice that plus the idleness limit. The
//! interactor is the problem's own program: it reports its verdict by its
//! exit code (0 accepted, 1 wrong answer, 2 presentation error, anything
//! else its own failure, as testlib's interactors do) and the reason on the
//! last line of its stderr (see [`crate::interactor`]). Its failure is never
//! reported as the contestant's fault: it is [`Code::Fail`].

use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::contain::{self, Processes};
use super::pipes::Drain;
use super::watch::{End, Watch};
use super::{Limits, OUTPUT_LIMIT, PROCESS_LIMIT, interrupted, isolate};
pub use outcome::ENDED_EARLY;
use outcome::{Judged, judge};
use transcript::TRANSCRIPT_LINE_BYTES;
pub use transcript::{Side, TRANSCRIPT_LINES, Transcript};

/// The limits of an interactive run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InteractLimits {
    /// The contestant's CPU time (the judge's time limit); its wall time is
    /// held to twice this plus [`InteractLimits::idle`].
    pub time: Duration,
    /// The contestant's peak resident memory in bytes, if limited.
    pub memory: Option<u64>,
    /// The contestant's stack in bytes, where the judge states one; else as
    /// large as [`InteractLimits::memory`] (see [`Limits::stack_size`]).
    pub stack: Option<u64>,
    /// How long both sides may wait for each other, with no byte relayed and
    /// no CPU time used by either, before the run ends as idle (`IL`).
    pub idle: Duration,
}

impl InteractLimits {
    /// A time limit, no memory limit, and the default idleness limit
    /// ([`DEFAULT_IDLE`]).
    pub fn time(time: Duration) -> Self {
        InteractLimits {
            time,
            memory: None,
            stack: None,
            idle: DEFAULT_IDLE,
        }
    }
}

/// The idleness limit unless one is given: long enough for any program's
/// start (a Python interpreter's included) on a loaded machine, short enough
/// that a forgotten flush is told within a second.
pub const DEFAULT_IDLE: Duration = Duration::from_millis(1000);

/// How long the interactor may take to give its verdict once the contestant
/// has ended (its input is then closed, so it only has to notice).
const INTERACTOR_GRACE: Duration = Duration::from_secs(2);

/// The verdict of an interactive run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    /// Accepted: the interactor says the contestant did what was asked.
    Accepted,
    /// Wrong answer: an illegal move, a wrong claim, or the contestant lost.
    WrongAnswer,
    /// Presentation error: the contestant's output could not be read.
    PresentationError,
    /// The contestant's CPU or wall time ran out.
    TimeLimitExceeded,
    /// Both sides waited for each other, or the contestant did not end.
    IdlenessLimitExceeded,
    /// The contestant exited with a non-zero code or a signal.
    RuntimeError,
    /// The contestant's peak memory passed the limit.
    MemoryLimitExceeded,
    /// The contestant wrote more than [`OUTPUT_LIMIT`] bytes.
    OutputLimitExceeded,
    /// The interactor failed (crashed, gave no verdict, or hung): the judge's
    /// fault, never the contestant's.
    Fail,
}

impl Code {
    /// The judge's code: AC, WA, PE, TLE, IL, RE, MLE, OLE, or FAIL.
    pub fn code(self) -> &'static str {
        match self {
            Code::Accepted => "AC",
            Code::WrongAnswer => "WA",
            Code::PresentationError => "PE",
            Code::TimeLimitExceeded => "TLE",
            Code::IdlenessLimitExceeded => "IL",
            Code::RuntimeError => "RE",
            Code::MemoryLimitExceeded => "MLE",
            Code::OutputLimitExceeded => "OLE",
            Code::Fail => "FAIL",
        }
    }
}

/// How an interactive run ended.
#[derive(Debug)]
pub struct Interaction {
    /// The verdict.
    pub code: Code,
    /// Why, in a sentence: the interactor's reason, or the judge's.
    pub reason: String,
    /// The dialogue.
    pub transcript: Transcript,
    /// The contestant's exit status, if it exited by itself.
    pub status: Option<ExitStatus>,
    /// The contestant's wall time.
    pub elapsed: Duration,
    /// The contestant's CPU time (user and system): `wait4`'s, to the
    /// microsecond, once it was reaped.
    pub cpu_time: Duration,
    /// The contestant's peak memory, where the platform shows it.
    pub peak_memory: Option<u64>,
    /// The contestant's stderr.
    pub stderr: Vec<u8>,
    /// The interactor's stderr.
    pub interactor_stderr: Vec<u8>,
}

/// The contestant of an interactive run.
pub enum Contestant<'a> {
    /// One of the workspace's own binaries (ours), run as it is.
    Binary(Command),
    /// A user's shell command line, run in a sandbox as
    /// [`super::run_isolated`] runs it; words naming files in `base` are made
    /// absolute first.
    Isolated {
        /// The command line.
        line: &'a str,
        /// The folder it was written for.
        base: &'a Path,
    },
}

/// Why the judge stopped the contestant (the watch only sees a flag).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    CpuTime,
    Idle { game_over: bool },
    Output,
}

/// Plays one interactive case: `contestant` against `interactor` (a command
/// whose stdin and stdout are the dialogue), under `limits`, and judges it.
/// Nothing either side started outlives the call.
///
/// # Errors
/// If a program cannot be started, or after [`super::interrupt`].
///
/// # Example
/// ```
/// # #[cfg(target_os = "linux")] {
/// use std::process::Command;
/// use std::time::Duration;
/// use judge::exec::interact::{interact, Code, Contestant, InteractLimits};
///
/// // The interactor sends 2 and wants its double back.
/// let mut interactor = Command::new("sh");
/// interactor.args(["-c", "echo 2; read x; [ \"$x\" = 4 ] && exit 0; echo \"sent $x\" >&2; exit 1"]);
/// let mut doubler = Command::new("sh");
/// doubler.args(["-c", "read x; echo $((x * 2))"]);
/// let limits = InteractLimits::time(Duration::from_secs(2));
/// let run = interact(Contestant::Binary(doubler), interactor, limits).unwrap();
/// assert_eq!(run.code, Code::Accepted, "{}", run.reason);
/// assert_eq!(run.transcript.lines.len(), 2);
/// # }
/// ```
pub fn interact(
    contestant: Contestant<'_>,
    interactor: Command,
    limits: InteractLimits,
) -> io::Result<Interaction> {
    play(contestant, interactor, limits, false)
}

/// [`interact`], with every line of the dialogue kept in the transcript,
/// whole: what a replay of the same dialogue needs (`cargo xtask bench`
/// measures an interactive program against one).
///
/// # Errors
/// As [`interact`].
pub fn interact_whole(
    contestant: Contestant<'_>,
    interactor: Command,
    limits: InteractLimits,
) -> io::Result<Interaction> {
    play(contestant, interactor, limits, true)
}

/// [`interact`], keeping the `whole` transcript or not.
fn play(
    contestant: Contestant<'_>,
    mut interactor: Command,
    limits: InteractLimits,
    whole: bool,
) -> io::Result<Interaction> {
    if interrupted() {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
    }
    let mark = contain::run_mark();
    let sandbox = match &contestant {
        Contestant::Binary(_) => None,
        Contestant::Isolated { .. } => Some(isolate::Sandbox::new(&mark, limits.memory)?),
    };
    let command = match contestant {
        Contestant::Binary(command) => command,
        Contestant::Isolated { line, base } => sandbox
            .as_ref()
            .expect("an isolated run has a sandbox")
            .command(line, base),
    };

    // The interactor first: it speaks first in most protocols, and a
    // contestant must find it there.
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut interactor, 0);
    let mut interactor = interactor
        .env(super::RUN_MARK, &mark)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;

    let stack_limit = super::stack::applied(limits.stack.or(limits.memory));
    let mut command = match super::watch::launcher(command, stack_limit, true) {
        Ok(command) => command,
        Err(err) => {
            contain::kill_group(&interactor);
            let _ = interactor.wait();
            return Err(err);
        }
    };
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    for variable in ["RUST_BACKTRACE", "RUST_LIB_BACKTRACE"] {
        if !command.get_envs().any(|(key, _)| key == variable) {
            command.env_remove(variable);
        }
    }
    let spawned = command
        .env(super::RUN_MARK, &mark)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(err) => {
            contain::kill_group(&interactor);
            let _ = interactor.wait();
            return Err(err);
        }
    };
    let mut watch = Watch::start(&child, true);
    let start = Instant::now();
    let mut processes = Processes::new(
        sandbox.as_ref().map(|_| PROCESS_LIMIT),
        sandbox.as_ref().and_then(|s| s.cgroup.clone()),
        &mark,
        &child,
    );

    let shared = Arc::new(Shared::new(start, whole));
    let to_interactor = Relay::start(
        Side::Contestant,
        child.stdout.take().expect("stdout is piped"),
        interactor.stdin.take().expect("stdin is piped"),
        Arc::clone(&shared),
    );
    let to_contestant = Relay::start(
        Side::Interactor,
        interactor.stdout.take().expect("stdout is piped"),
        child.stdin.take().expect("stdin is piped"),
        Arc::clone(&shared),
    );
    let stderr = Drain::start(child.stderr.take().expect("stderr is piped"), None);
    let interactor_stderr = Drain::start(interactor.stderr.take().expect("stderr is piped"), None);

    let interactor_pid = interactor.id();
    let interactor_end: Arc<Mutex<Option<(ExitStatus, Duration)>>> = Arc::new(Mutex::new(None));
    // The interactor's exit, seen the moment it comes by a thread that waits
    // for it: when it came, against the contestant's end, decides who had
    // the last word.
    let interactor_waiter = {
        let ended = Arc::clone(&interactor_end);
        let mut interactor = interactor;
        thread::spawn(move || {
            if let Ok(status) = interactor.wait() {
                *ended.lock().unwrap_or_else(|e| e.into_inner()) = Some((status, start.elapsed()));
            }
        })
    };
    let stop_flag = Arc::new(AtomicBool::new(false));
    let stop_reason: Arc<Mutex<Option<Stop>>> = Arc::new(Mutex::new(None));
    let monitor_done = Arc::new(AtomicBool::new(false));
    let monitor = {
        let shared = Arc::clone(&shared);
        let interactor_end = Arc::clone(&interactor_end);
        let stop_flag = Arc::clone(&stop_flag);
        let stop_reason = Arc::clone(&stop_reason);
        let done = Arc::clone(&monitor_done);
        let pid = child.id();
        thread::spawn(move || {
            monitor_run(
                (pid, interactor_pid),
                &shared,
                &interactor_end,
                limits,
                &stop_flag,
                &stop_reason,
                &done,
            )
        })
    };

    let wall = Limits {
        time: limits.time * 2 + limits.idle,
        memory: limits.memory,
        stack: limits.stack,
    };
    let end = watch.wait(&mut child, start, &wall, &stop_flag, &mut processes);
    let elapsed = start.elapsed();
    let cpu_time = cpu_time(child.id()).unwrap_or_default().max(shared.cpu());
    let child_pid = child.id();
    contain::kill_group(&child);
    let usage = watch.reap(child);
    monitor_done.store(true, Ordering::SeqCst);
    let _ = monitor.join();
    let stop = *stop_reason.lock().unwrap_or_else(|e| e.into_inner());

    // The contestant has ended: the interactor sees its input close and
    // gives its verdict; one that does not, in time, has failed.
    let waited = Instant::now();
    while !interactor_waiter.is_finished() && waited.elapsed() < INTERACTOR_GRACE && !interrupted()
    {
        thread::sleep(Duration::from_millis(1));
    }
    let interactor_end = *interactor_end.lock().unwrap_or_else(|e| e.into_inner());
    // Its group goes now, whether it ended or not (the waiter then returns).
    contain::kill_group_of(interactor_pid);
    let _ = interactor_waiter.join();
    contain::kill_marked(&mark, child_pid.min(std::process::id()));
    drop(sandbox);
    to_interactor.finish();
    to_contestant.finish();
    let end = end?;
    let usage = usage?;
    // To the microsecond where the exit was reaped (the watch's look is in
    // the kernel's 10 ms ticks).
    let cpu_time = usage.cpu_time.max(cpu_time);

    let stderr = stderr.take();
    let interactor_stderr = interactor_stderr.take();
    let (code, reason) = judge(
        &Judged {
            end,
            stop,
            status: usage.status,
            peak_memory: usage.peak_memory,
            stack: (usage.stack_used, usage.stack_limit.or(stack_limit)),
            limits,
            interactor_end,
            contestant_end: elapsed,
            processes_exceeded: processes.exceeded(),
        },
        &stderr,
        &interactor_stderr,
    );
    let transcript =
        std::mem::take(&mut *shared.transcript.lock().unwrap_or_else(|e| e.into_inner()));
    Ok(Interaction {
        code,
        reason,
        transcript,
        status: match end {
            End::Exited => usage.status,
            End::Killed(_) => None,
        },
        elapsed,
        cpu_time,
        peak_memory: usage.peak_memory,
        stderr,
        interactor_stderr,
    })
}

impl Interaction {
    /// The run's verdict as a batch run's is given ([`super::Verdict`]).
    pub fn verdict(&self) -> super::Verdict {
        use super::Verdict;
        let reason = self.reason.clone();
        match self.code {
            Code::Accepted => Verdict::Accepted,
            Code::WrongAnswer => Verdict::Rejected(reason),
            Code::PresentationError => Verdict::PresentationError(reason),
            Code::TimeLimitExceeded => Verdict::TimeLimitExceeded,
            Code::IdlenessLimitExceeded => Verdict::IdlenessLimitExceeded(reason),
            Code::RuntimeError => Verdict::RuntimeError {
                how: reason,
                stderr_tail: String::new(),
            },
            Code::MemoryLimitExceeded => Verdict::MemoryLimitExceeded,
            Code::OutputLimitExceeded => Verdict::OutputLimitExceeded,
            Code::Fail => Verdict::JudgeFailure(reason),
        }
    }
}

/// What the relays and the monitor share.
struct Shared {
    start: Instant,
    /// Nanoseconds from `start` to the last byte relayed either way.
    last_traffic: AtomicU64,
    /// The contestant's CPU time last seen, in nanoseconds.
    cpu_nanos: AtomicU64,
    /// Bytes the contestant wrote.
    written: AtomicU64,
    transcript: Mutex<Transcript>,
    /// Keep every line, whole ([`interact_whole`]).
    whole: bool,
}

impl Shared {
    fn new(start: Instant, whole: bool) -> Self {
        Shared {
            start,
            last_traffic: AtomicU64::new(0),
            cpu_nanos: AtomicU64::new(0),
            written: AtomicU64::new(0),
            transcript: Mutex::new(Transcript::default()),
            whole,
        }
    }

    fn touch(&self) {
        let now = self.start.elapsed().as_nanos() as u64;
        self.last_traffic.fetch_max(now, Ordering::Relaxed);
    }

    fn cpu(&self) -> Duration {
        Duration::from_nanos(self.cpu_nanos.load(Ordering::Relaxed))
    }

    fn record(&self, side: Side, line: &[u8]) {
        let mut transcript = self.transcript.lock().unwrap_or_else(|e| e.into_inner());
        transcript.record(side, line, self.whole);
    }
}

/// A thread passing one side's output to the other side's input, line by
/// line into the transcript. When the writer's output ends, the reader's
/// input is closed; when the reader's input is gone (it exited), the rest is
/// read and dropped, so the writer never blocks on a full pipe.
struct Relay {
    thread: thread::JoinHandle<()>,
}

impl Relay {
    fn start(
        side: Side,
        mut from: impl Read + Send + 'static,
        to: ChildStdin,
        shared: Arc<Shared>,
    ) -> Self {
        let thread = thread::spawn(move || {
            let mut to = Some(to);
            let mut chunk = vec![0u8; 64 << 10];
            let mut pending: Vec<u8> = Vec::new();
            loop {
                let n = match from.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => n,
                    Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                shared.touch();
                let bytes = &chunk[..n];
                if side == Side::Contestant {
                    shared.written.fetch_add(n as u64, Ordering::Relaxed);
                }
                // The lines are recorded before they are passed on: the
                // answer they cause is recorded after them (recorded after
                // the write, a line now and then came after its answer, and
                // the transcript could not be replayed).
                pending.extend_from_slice(bytes);
                let mut begin = 0;
                while let Some(offset) = pending[begin..].iter().position(|&b| b == b'\n') {
                    shared.record(side, &pending[begin..begin + offset]);
                    begin += offset + 1;
                }
                pending.drain(..begin);
                // A flood without line breaks is kept as one cut line.
                if pending.len() > TRANSCRIPT_LINE_BYTES * 4 {
                    shared.record(side, &pending);
                    pending.clear();
                }
                if let Some(pipe) = &mut to
                    && (pipe.write_all(bytes).is_err() || pipe.flush().is_err())
                {
                    to = None;
                }
            }
            if !pending.is_empty() {
                shared.record(side, &pending);
            }
            drop(to);
        });
        Relay { thread }
    }

    /// Waits briefly for the relay to see its pipe close (both programs are
    /// gone by now, so it does at once, unless a descendant outside their
    /// groups still holds it; then the thread is left to end by itself).
    fn finish(self) {
        let start = Instant::now();
        while !self.thread.is_finished() && start.elapsed() < super::PIPE_GRACE {
            thread::sleep(Duration::from_millis(1));
        }
        if self.thread.is_finished() {
            let _ = self.thread.join();
        }
    }
}

/// Watches the contestant's CPU time, the output cap, and idleness, and
/// stops the run through `stop_flag` (the watch sees it as an output kill;
/// `stop_reason` says which it was).
fn monitor_run(
    (pid, interactor_pid): (u32, u32),
    shared: &Shared,
    interactor_end: &Mutex<Option<(ExitStatus, Duration)>>,
    limits: InteractLimits,
    stop_flag: &AtomicBool,
    stop_reason: &Mutex<Option<Stop>>,
    done: &AtomicBool,
) {
    let mut last_cpu = (Duration::ZERO, Duration::ZERO);
    let mut last_change = Duration::ZERO;
    let stop = |why: Stop| {
        *stop_reason.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
        stop_flag.store(true, Ordering::SeqCst);
    };
    while !done.load(Ordering::SeqCst) {
        thread::sleep(Duration::from_millis(5));
        let now = shared.start.elapsed();
        let contestant_cpu = cpu_time(pid).unwrap_or(last_cpu.0);
        shared
            .cpu_nanos
            .store(contestant_cpu.as_nanos() as u64, Ordering::Relaxed);
        let game_over = interactor_end
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some();
        let interactor_cpu = if game_over {
            last_cpu.1
        } else {
            cpu_time(interactor_pid).unwrap_or(last_cpu.1)
        };
        if contestant_cpu > limits.time {
            stop(Stop::CpuTime);
            break;
        }
        if shared.written.load(Ordering::Relaxed) > OUTPUT_LIMIT as u64 {
            stop(Stop::Output);
            break;
        }
        let traffic = Duration::from_nanos(shared.last_traffic.load(Ordering::Relaxed));
        if (contestant_cpu, interactor_cpu) != last_cpu {
            last_cpu = (contestant_cpu, interactor_cpu);
            last_change = now;
        }
        let quiet_since = traffic.max(last_change);
        if now.saturating_sub(quiet_since) >= limits.idle {
            stop(Stop::Idle { game_over });
            break;
        }
        // Once the interactor has ended, the program has the idleness limit
        // to end too, busy or not (a flood after the verdict ends here).
        let ended_at = interactor_end
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .map(|(_, at)| at);
        if ended_at.is_some_and(|at| now.saturating_sub(at) >= limits.idle) {
            stop(Stop::Idle { game_over: true });
            break;
        }
    }
}

/// A process's CPU time (user and system) from `/proc/PID/stat`, in the
/// kernel's clock ticks of 10 ms (`USER_HZ` is 100 on Linux).
fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) may hold spaces: count from its ')'.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // After ')': state is field 3, so utime (14) and stime (15) are at 11, 12.
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some(Duration::from_millis((utime + stime) * 10))
}

mod outcome;
#[cfg(all(test, target_os = "linux"))]
mod tests;
mod transcript;
