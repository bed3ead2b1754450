//! Waiting for a run: its exit, its limits, and its peak memory.
//!
//! Peak memory is the program's own. `wait4`'s max RSS cannot be trusted for
//! that on Linux: at `exec` the kernel keeps the old memory's high-water mark
//! in the process's max RSS, and a child spawned with `vfork` (as `Command`
//! does) execs from the launcher's memory, so a program smaller than the
//! launcher is reported at the launcher's size. So the run is traced
//! (`PTRACE_SEIZE` with `PTRACE_O_TRACEEXIT`, which needs no privilege for
//! one's own child) and stops just before it exits, with its memory still
//! mapped: `VmHWM` in `/proc/PID/status` is then the high-water mark of the
//! memory of the program the process last exec'd, exact to the page. The
//! tracer does nothing else: signals are passed on as they come, and
//! `PTRACE_O_EXITKILL` kills the run if the judge dies. Where tracing is
//! refused (a seccomp profile, another tracer), the peak falls back to the
//! highest `VmHWM` seen while polling and to the max RSS when it is above the
//! launcher's own peak (then it is surely the child's).
//!
//! A program the run started as a child of its own (`sh -c 'a; b'`, where the
//! shell cannot `exec`) is counted by its max RSS when the shell waited for
//! it: the shell's `wait4` folds it in.

use std::path::Path;
use std::process::{Child, Command, ExitStatus};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use super::contain::Processes;
use super::{Limits, interrupted};

/// Why the judge killed a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kill {
    Time,
    Memory,
    Output,
    Processes,
    Interrupt,
}

/// How the wait for a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum End {
    /// The process exited (or was killed by someone else).
    Exited,
    Killed(Kill),
}

/// What the reaped process left: its status and peak memory.
pub(super) struct Usage {
    pub status: Option<ExitStatus>,
    pub peak_memory: Option<u64>,
    /// The stack's size at the exit stop, where the run was traced.
    pub stack_used: Option<u64>,
    /// The stack's soft limit at the exit stop, where the run was traced
    /// and the stack was limited.
    pub stack_limit: Option<u64>,
    /// Its CPU time, user and system (`wait4`'s, to the microsecond).
    pub cpu_time: std::time::Duration,
}

/// Waits for a run to end, then reaps it.
///
/// On Linux the exit is seen with `waitid(…, WNOWAIT)`, which leaves the
/// process a zombie: its id, and so its group's, cannot be reused by another
/// process until it is reaped, after the group was killed. Elsewhere the
/// process is reaped as soon as it exits.
pub(super) struct Watch {
    /// Where the exit was seen by reaping it.
    #[cfg(not(target_os = "linux"))]
    reaped: Option<wait4::ResUse>,
    /// Whether the process is traced (see the module's documentation).
    #[cfg(target_os = "linux")]
    traced: bool,
    /// `VmHWM` at the exit stop: the program's own peak.
    exit_peak: Option<u64>,
    /// `VmStk` at the exit stop: how far its stack had grown.
    exit_stack: Option<u64>,
    /// Its stack's soft limit at the exit stop (`None`: unlimited, or not seen).
    exit_stack_limit: Option<u64>,
    /// The highest `VmHWM` seen while the process ran.
    polled_peak: Option<u64>,
    /// Our own peak just after the spawn.
    launcher_peak: Option<u64>,
}

impl Watch {
    /// Starts watching `child`, just spawned from [`launcher`] with `stop`: once
    /// it has stopped, traces it where it may, and lets it go on.
    /// Without `trace`, the child was spawned as it is (not stopped), and
    /// is only polled.
    pub fn start(child: &Child, trace: bool) -> Self {
        #[cfg(target_os = "linux")]
        let traced = trace && {
            use nix::sys::ptrace::{Options, seize};
            use nix::sys::signal::{Signal, kill};
            use nix::sys::wait::{Id, WaitPidFlag, WaitStatus, waitid};
            let pid = nix::unistd::Pid::from_raw(child.id() as i32);
            let stopped = loop {
                let flags = WaitPidFlag::WSTOPPED | WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT;
                match waitid(Id::Pid(pid), flags) {
                    Err(nix::errno::Errno::EINTR) => continue,
                    Ok(WaitStatus::Stopped(..)) => break true,
                    _ => break false,
                }
            };
            if stopped {
                // Take the stop off the queue, so that the watch sees only
                // what comes after.
                let _ = waitid(Id::Pid(pid), WaitPidFlag::WSTOPPED | WaitPidFlag::WNOHANG);
            }
            let traced = stopped
                && seize(
                    pid,
                    Options::PTRACE_O_TRACEEXIT | Options::PTRACE_O_EXITKILL,
                )
                .is_ok();
            let _ = kill(pid, Signal::SIGCONT);
            traced
        };
        #[cfg(not(target_os = "linux"))]
        let _ = (child, trace);
        Watch {
            #[cfg(not(target_os = "linux"))]
            reaped: None,
            #[cfg(target_os = "linux")]
            traced,
            exit_peak: None,
            exit_stack: None,
            exit_stack_limit: None,
            polled_peak: None,
            // Read after the spawn: our peak only grows, so a max RSS above
            // this one is surely the child's own (see `reap`).
            launcher_peak: vm_hwm("/proc/self/status"),
        }
    }

    /// Polls with a sleep that grows from 50 µs to 2 ms: precise for fast
    /// runs, cheap for slow ones. On a limit, or after
    /// [`super::interrupt`], the group is killed.
    pub fn wait(
        &mut self,
        child: &mut Child,
        start: Instant,
        limits: &Limits,
        too_much_output: &AtomicBool,
        processes: &mut Processes,
    ) -> std::io::Result<End> {
        let mut pause = Duration::from_micros(50);
        loop {
            if self.has_exited(child)? {
                return Ok(End::Exited);
            }
            if let Some(peak) = vm_hwm(&format!("/proc/{}/status", child.id())) {
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
            } else if processes.too_many() {
                Some(Kill::Processes)
            } else {
                None
            };
            if let Some(kill) = kill {
                super::contain::kill_group(child);
                #[cfg(not(unix))]
                let _ = child.kill();
                return Ok(End::Killed(kill));
            }
            thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(2));
        }
    }

    /// Whether the process exited (a zombie, not reaped yet). A traced
    /// process's stops are handled on the way: at the exit stop its peak is
    /// read, and any other stop is resumed with its signal.
    fn has_exited(&mut self, child: &mut Child) -> std::io::Result<bool> {
        #[cfg(target_os = "linux")]
        {
            use nix::sys::ptrace::{Event, cont};
            use nix::sys::wait::{Id, WaitPidFlag, WaitStatus, waitid};
            let pid = nix::unistd::Pid::from_raw(child.id() as i32);
            let look = WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT | WaitPidFlag::WNOHANG;
            loop {
                match waitid(Id::Pid(pid), look) {
                    Ok(WaitStatus::StillAlive) | Err(nix::errno::Errno::EINTR) => return Ok(false),
                    Ok(WaitStatus::Exited(..) | WaitStatus::Signaled(..)) => return Ok(true),
                    Ok(WaitStatus::PtraceEvent(_, signal, event)) if self.traced => {
                        // Take the stop off the queue (it is not an exit, so
                        // nothing is reaped), then resume.
                        let _ = waitid(Id::Pid(pid), WaitPidFlag::WSTOPPED | WaitPidFlag::WNOHANG);
                        let resume = if event == Event::PTRACE_EVENT_EXIT as i32 {
                            let status = std::fs::read_to_string(format!("/proc/{pid}/status"))
                                .unwrap_or_default();
                            self.exit_peak = memory_field(&status, "VmHWM:");
                            self.exit_stack = memory_field(&status, "VmStk:");
                            // The limit it had then (it may have set its own).
                            self.exit_stack_limit = stack_soft_limit(pid.as_raw());
                            None
                        } else if event == 0 {
                            // A signal on its way to the program.
                            Some(signal)
                        } else {
                            // A group stop (SIGSTOP): the judge lets it run on.
                            None
                        };
                        // A tracee killed meanwhile is gone: the next look sees it.
                        let _ = cont(pid, resume);
                    }
                    Ok(_) => return Ok(false),
                    Err(errno) => return Err(errno.into()),
                }
            }
        }
        #[cfg(not(target_os = "linux"))]
        {
            use wait4::Wait4;
            self.reaped = child.try_wait4()?;
            Ok(self.reaped.is_some())
        }
    }

    /// Reaps the process (killed or exited) and makes out its peak memory
    /// (see the module's documentation).
    pub fn reap(mut self, mut child: Child) -> std::io::Result<Usage> {
        use wait4::Wait4;
        // A killed tracee may still pass its exit stop: let it go first, so
        // that `wait4` sees the exit.
        let start = Instant::now();
        while !self.has_exited(&mut child)? && start.elapsed() < Duration::from_secs(5) {
            thread::sleep(Duration::from_micros(100));
        }
        #[cfg(not(target_os = "linux"))]
        let used = match self.reaped {
            Some(used) => used,
            None => child.wait4()?,
        };
        #[cfg(target_os = "linux")]
        let used = child.wait4()?;
        let launcher_peak = self.launcher_peak;
        let max_rss = Some(used.rusage.maxrss)
            .filter(|&max_rss| max_rss > 0 && launcher_peak.is_none_or(|ours| max_rss > ours));
        let peak_memory = match self.exit_peak {
            Some(exact) => Some(exact).max(max_rss),
            None => self.polled_peak.max(max_rss),
        };
        Ok(Usage {
            status: Some(used.status),
            peak_memory,
            stack_used: self.exit_stack,
            stack_limit: self.exit_stack_limit,
            cpu_time: used.rusage.utime + used.rusage.stime,
        })
    }
}

/// `command` behind a shell (on Linux) that first sets the stack to `stack`
/// bytes (`ulimit -s`, from [`super::stack::applied`]), then, with `stop`,
/// stops itself, and then `exec`s it: stopped, [`Watch::start`] traces it
/// from the first instruction of the program (tracing a process only once it
/// runs would miss one that exits first). With neither, `command` as it is.
/// Program, arguments, environment and folder are `command`'s; its standard
/// streams are to be set on the result.
///
/// # Errors
/// `NotFound` or `PermissionDenied`, as spawning `command` would give, if its
/// program is not an executable file (the shell would only exit with 127).
pub(super) fn launcher(
    command: Command,
    stack: Option<u64>,
    stop: bool,
) -> std::io::Result<Command> {
    if stack.is_none() && !stop {
        return Ok(command);
    }
    #[cfg(target_os = "linux")]
    {
        executable(Path::new(command.get_program()))?;
        let script = format!(
            "{}{}exec \"$0\" \"$@\"",
            super::stack::shell_prefix(stack),
            if stop { "kill -STOP $$ && " } else { "" }
        );
        let mut stopper = Command::new("/bin/sh");
        stopper
            .args(["-c", &script])
            .arg(command.get_program())
            .args(command.get_args());
        for (key, value) in command.get_envs() {
            match value {
                Some(value) => stopper.env(key, value),
                None => stopper.env_remove(key),
            };
        }
        if let Some(dir) = command.get_current_dir() {
            stopper.current_dir(dir);
        }
        Ok(stopper)
    }
    #[cfg(not(target_os = "linux"))]
    Ok(command)
}

/// Whether `program` names an executable file, as `execvp` finds it: a path
/// if it holds a `/`, else in `PATH`.
#[cfg(target_os = "linux")]
fn executable(program: &Path) -> std::io::Result<()> {
    use std::io::{Error, ErrorKind};
    use std::os::unix::fs::PermissionsExt;
    let runs = |path: &Path| {
        std::fs::metadata(path).map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    if program.components().count() > 1 || program.is_absolute() {
        return match runs(program) {
            Ok(true) => Ok(()),
            Ok(false) => Err(Error::from(ErrorKind::PermissionDenied)),
            Err(err) => Err(err),
        };
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    if std::env::split_paths(&path).any(|dir| runs(&dir.join(program)).unwrap_or(false)) {
        Ok(())
    } else {
        Err(Error::from(ErrorKind::NotFound))
    }
}

/// The soft limit on the stack of process `pid` (`Max stack size` in
/// `/proc/PID/limits`), in bytes; `None` if unlimited or unreadable.
#[cfg(target_os = "linux")]
fn stack_soft_limit(pid: i32) -> Option<u64> {
    let limits = std::fs::read_to_string(format!("/proc/{pid}/limits")).ok()?;
    let line = limits
        .lines()
        .find(|line| line.starts_with("Max stack size"))?;
    line.trim_start_matches("Max stack size")
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// The `VmHWM` line of a `/proc/…/status` file, in bytes.
fn vm_hwm(path: &str) -> Option<u64> {
    memory_field(&std::fs::read_to_string(path).ok()?, "VmHWM:")
}

/// The line `key` (`VmHWM:`, `VmStk:`) of a `/proc/…/status` text, in bytes.
fn memory_field(status: &str, key: &str) -> Option<u64> {
    let line = status.lines().find(|line| line.starts_with(key))?;
    let kib: u64 = line
        .trim_start_matches(key)
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kib * 1024)
}
