//! Containing a run: its process group killed when it ends, descendants that
//! left the group found by the run's mark and killed, and the number of its
//! processes watched (see [`Processes`]).

use std::path::PathBuf;
use std::process::Child;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::RUN_MARK;

/// A value of [`RUN_MARK`] unique to this run: our process id and a counter.
pub(super) fn run_mark() -> String {
    static RUNS: AtomicU64 = AtomicU64::new(0);
    format!(
        "{}-{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    )
}

/// Kills the process group `child` leads (see [`super::run_with_limits`]),
/// which holds it and any processes it started.
pub(super) fn kill_group(child: &Child) {
    // The group's id is the child's, which stays reserved until the child is
    // reaped (see `Watch`); a group already gone is fine.
    kill_group_of(child.id());
}

/// Kills the process group led by `pid` (a child not reaped yet, or whose
/// waiter has not returned, so that the id is still its own).
pub(super) fn kill_group_of(pid: u32) {
    #[cfg(unix)]
    {
        use nix::sys::signal::{Signal, killpg};
        let _ = killpg(nix::unistd::Pid::from_raw(pid as i32), Signal::SIGKILL);
    }
    #[cfg(not(unix))]
    let _ = pid;
}

/// Kills every process with an id above `after` whose environment carries
/// [`RUN_MARK`]`=mark`: the descendants of a run that left its process group.
/// (Ids grow until they wrap around, so a run's descendants have ids above
/// its own; checking only those keeps the scan to the few processes started
/// since, ≈ 0.1 ms.)
///
/// A process in the middle of `execve` shows an empty environment for a
/// moment (the kernel has given it its new memory but not yet written its
/// environment there), so a daemon caught there would be missed: while the
/// scan finds such a process, or kills any, it is made again, a millisecond
/// later, for up to [`SETTLE`].
pub(super) fn kill_marked(mark: &str, after: u32) {
    #[cfg(target_os = "linux")]
    {
        let start = Instant::now();
        loop {
            let scan = marked(mark, after);
            for &pid in &scan.pids {
                let _ = nix::sys::signal::kill(
                    nix::unistd::Pid::from_raw(pid as i32),
                    nix::sys::signal::Signal::SIGKILL,
                );
            }
            if (scan.pids.is_empty() && !scan.unsettled) || start.elapsed() >= SETTLE {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (mark, after);
}

/// How long [`kill_marked`] keeps looking while processes are caught in
/// `execve` (a process with no environment at all, rare, costs each run
/// this much).
#[cfg(target_os = "linux")]
const SETTLE: Duration = Duration::from_millis(100);

/// What one look through `/proc` found.
#[cfg(target_os = "linux")]
struct Scan {
    /// The processes carrying the mark.
    pids: Vec<u32>,
    /// Whether a process showed an empty environment (most likely caught in
    /// `execve`), neither a kernel thread nor a zombie: it may carry the
    /// mark a moment later.
    unsettled: bool,
}

/// The processes with an id above `after` that carry [`RUN_MARK`]`=mark`.
#[cfg(target_os = "linux")]
fn marked(mark: &str, after: u32) -> Scan {
    let needle = format!("{RUN_MARK}={mark}\0");
    let mut scan = Scan {
        pids: Vec::new(),
        unsettled: false,
    };
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return scan;
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
        if environ.is_empty() {
            // (init, whose environment may well be empty, is no run's.)
            scan.unsettled |= pid != 1 && may_be_in_exec(&entry.path());
        } else if environ
            .windows(needle.len())
            .any(|window| window == needle.as_bytes())
        {
            scan.pids.push(pid);
        }
    }
    scan
}

/// Whether the process at `/proc/<pid>` (whose environment read empty) may
/// be a user process in the middle of `execve`: not a kernel thread (flag
/// `PF_KTHREAD`), not a zombie, and still there.
#[cfg(target_os = "linux")]
fn may_be_in_exec(dir: &std::path::Path) -> bool {
    const PF_KTHREAD: u64 = 0x0020_0000;
    let Ok(stat) = std::fs::read_to_string(dir.join("stat")) else {
        return false;
    };
    // `pid (comm) state ppid pgrp session tty_nr tpgid flags …`; comm may
    // hold spaces.
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return false;
    };
    let mut fields = rest.split_whitespace();
    let state = fields.next().unwrap_or("Z");
    let flags = fields
        .nth(5)
        .and_then(|f| f.parse::<u64>().ok())
        .unwrap_or(0);
    !matches!(state, "Z" | "X" | "x") && flags & PF_KTHREAD == 0
}

/// The processes with an id above `group` in the process group `group` (the
/// run's, led by its first process), zombies included: they hold their ids.
#[cfg(target_os = "linux")]
fn in_group(group: u32) -> usize {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return 0;
    };
    entries
        .flatten()
        .filter(|entry| {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                return false;
            };
            if pid <= group {
                return false;
            }
            // `pid (comm) state ppid pgrp …`; comm may hold spaces.
            std::fs::read_to_string(entry.path().join("stat")).is_ok_and(|stat| {
                stat.rsplit_once(')')
                    .and_then(|(_, rest)| rest.split_whitespace().nth(2)?.parse::<u32>().ok())
                    == Some(group)
            })
        })
        .count()
}

/// How many processes a run has, against its limit.
///
/// Where the run has a `pids` cgroup of its own (see `isolate`), the kernel
/// refuses the fork past the limit and the cgroup's `pids.events` counts the
/// refusals. Elsewhere `RLIMIT_NPROC` may refuse it (not for root), and the
/// run is watched too: every few milliseconds the system's task count
/// (`/proc/loadavg`) is compared with the one at the start, and when it grew
/// by half the limit the run's marked processes are counted; past the limit
/// the run is killed.
#[derive(Debug, Default)]
pub(super) struct Processes {
    /// The most processes (tasks) the run may have.
    pub limit: Option<usize>,
    /// The run's own `pids` cgroup, if it has one.
    pub cgroup: Option<PathBuf>,
    mark: String,
    after: u32,
    baseline: usize,
    last_look: Option<Instant>,
    exceeded: bool,
}

impl Processes {
    /// Watches the run `child` marked `mark`, with `limit` processes at most.
    pub fn new(limit: Option<usize>, cgroup: Option<PathBuf>, mark: &str, child: &Child) -> Self {
        Processes {
            limit,
            cgroup,
            mark: mark.to_string(),
            after: child.id(),
            baseline: system_tasks().unwrap_or(0),
            last_look: None,
            exceeded: false,
        }
    }

    /// Whether the run went past its limit (checked at most every 2 ms).
    pub fn too_many(&mut self) -> bool {
        let Some(limit) = self.limit else {
            return false;
        };
        if self.exceeded {
            return true;
        }
        if self
            .last_look
            .is_some_and(|at| at.elapsed() < Duration::from_millis(2))
        {
            return false;
        }
        self.last_look = Some(Instant::now());
        self.exceeded = if self.cgroup.is_some() {
            self.refused_by_cgroup()
        } else {
            self.counted_past(limit)
        };
        self.exceeded
    }

    /// Whether the run went past its limit at any time (checked once more
    /// at the end, for a cgroup's refusals).
    pub fn exceeded(&mut self) -> bool {
        self.last_look = None;
        self.too_many()
    }

    fn refused_by_cgroup(&self) -> bool {
        let Some(dir) = &self.cgroup else {
            return false;
        };
        std::fs::read_to_string(dir.join("pids.events")).is_ok_and(|events| {
            events.lines().any(|line| {
                line.strip_prefix("max ")
                    .and_then(|n| n.trim().parse::<u64>().ok())
                    .is_some_and(|n| n > 0)
            })
        })
    }

    fn counted_past(&self, limit: usize) -> bool {
        #[cfg(target_os = "linux")]
        {
            let grown = system_tasks().is_some_and(|now| now > self.baseline + limit / 2);
            // The run's first process and the others: at the limit, the
            // kernel (RLIMIT_NPROC) is refusing forks, or would be.
            grown
                && (in_group(self.after) + 1 >= limit
                    || marked(&self.mark, self.after).pids.len() + 1 >= limit)
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = (limit, self.baseline, self.after, &self.mark);
            false
        }
    }
}

/// The number of tasks on the system (the fourth field of `/proc/loadavg`).
fn system_tasks() -> Option<usize> {
    let loadavg = std::fs::read_to_string("/proc/loadavg").ok()?;
    let field = loadavg.split_whitespace().nth(3)?;
    field.split_once('/')?.1.parse().ok()
}
