//! The stack a run gets, and whether a crash was its overflow.
//!
//! A judge gives a submission a stack of its own size: AtCoder, Codeforces
//! and Luogu give one as large as the memory limit, so a recursive DFS on a
//! path of 2·10^5 vertices, or 2000 frames of 8 KiB, passes there. Run with
//! the stack the judge inherited (8 MiB by default on Linux), the same
//! program crashes with `SIGSEGV`. So every run sets its stack first
//! (`ulimit -s`, soft and hard, in the shell that `exec`s the program; see
//! `watch::launcher`), to [`super::Limits::stack_size`], within what this
//! system's hard limit allows ([`applied`]).
//!
//! The kernel does not say why a process got `SIGSEGV`, but a traced run
//! stops at its exit with its memory still mapped (see `watch.rs`), where
//! `VmStk` in `/proc/PID/status` is the size its stack had grown to, and
//! `/proc/PID/limits` the stack limit it had then (a command may lower its
//! own: `ulimit -s 8192; exec ./a.out`). A crash by `SIGSEGV` or `SIGBUS`
//! with the stack at [`NEAR`] of its limit or more, or Rust's own report of
//! an overflow (then `SIGABRT`), is a stack overflow ([`overflow_note`]).

use std::process::ExitStatus;

/// A stack this deep against its limit, at a crash, was surely the cause:
/// the last frame that did not fit is what is missing, and a frame larger
/// than a quarter of the stack is rare.
pub const NEAR: f64 = 0.75;

/// The stack (`RLIMIT_STACK`) a run asking for `requested` bytes gets: that,
/// rounded down to whole KiB (what `ulimit -s` takes), and no more than the
/// hard limit this process has, which a run started without privileges
/// cannot raise. `None` (keep the inherited one) when nothing was asked.
pub fn applied(requested: Option<u64>) -> Option<u64> {
    let requested = requested? / 1024 * 1024;
    #[cfg(unix)]
    {
        use nix::sys::resource::{Resource, getrlimit};
        if let Ok((_, hard)) = getrlimit(Resource::RLIMIT_STACK) {
            // RLIM_INFINITY is u64::MAX: no bound.
            return Some(requested.min(hard / 1024 * 1024));
        }
    }
    Some(requested)
}

/// The shell words that set the stack to `bytes` (from [`applied`]) before
/// the command runs: `ulimit -s KIB && `, or nothing.
pub(super) fn shell_prefix(bytes: Option<u64>) -> String {
    match bytes {
        Some(bytes) => format!("ulimit -s {} && ", bytes / 1024),
        None => String::new(),
    }
}

/// Why a crash looks like a stack overflow, to add to the verdict's
/// "killed by signal 11 (SIGSEGV)": `None` when nothing says so. `used` is
/// the stack's size at the exit (`VmStk`, where the run was traced), `limit`
/// the stack the run had ([`applied`]), `stderr` what the program wrote
/// there (Rust reports its own overflow, then aborts).
///
/// # Example
/// ```
/// # #[cfg(unix)] {
/// use std::os::unix::process::ExitStatusExt;
/// use std::process::ExitStatus;
/// use judge::exec::overflow_note;
/// let segv = ExitStatus::from_raw(11);
/// let note = overflow_note(segv, Some(63 << 20), Some(64 << 20), b"").unwrap();
/// assert_eq!(note, "a stack overflow: the stack had grown to 63.0 MiB of its 64 MiB");
/// assert_eq!(overflow_note(segv, Some(1 << 20), Some(64 << 20), b""), None);
/// # }
/// ```
pub fn overflow_note(
    status: ExitStatus,
    used: Option<u64>,
    limit: Option<u64>,
    stderr: &[u8],
) -> Option<String> {
    let mib = |bytes: u64| bytes as f64 / f64::from(1 << 20);
    let of_limit = |used: u64| match limit {
        Some(limit) => format!("{:.1} MiB of its {} MiB", mib(used), limit >> 20),
        None => format!("{:.1} MiB", mib(used)),
    };
    let rust_says = String::from_utf8_lossy(stderr).contains("has overflowed its stack");
    if rust_says {
        return Some(match used {
            Some(used) => format!(
                "a stack overflow: the stack had grown to {}",
                of_limit(used)
            ),
            None => "a stack overflow".to_string(),
        });
    }
    #[cfg(unix)]
    {
        use nix::sys::signal::Signal;
        use std::os::unix::process::ExitStatusExt;
        let fault = matches!(status.signal(), Some(signal)
            if signal == Signal::SIGSEGV as i32 || signal == Signal::SIGBUS as i32);
        if let (true, Some(used), Some(limit)) = (fault, used, limit)
            && used as f64 >= limit as f64 * NEAR
        {
            return Some(format!(
                "a stack overflow: the stack had grown to {}",
                of_limit(used)
            ));
        }
    }
    #[cfg(not(unix))]
    let _ = status;
    None
}

#[cfg(all(test, target_os = "linux"))]
mod tests;
