//! The verdict of an interactive run, from how each side ended.

use std::process::ExitStatus;
use std::time::Duration;

use super::super::watch::{End, Kill};
use super::super::{OUTPUT_LIMIT, PROCESS_LIMIT, verdict};
use super::{Code, INTERACTOR_GRACE, InteractLimits, Stop};

/// What the verdict is made from.
pub(super) struct Judged {
    pub(super) end: End,
    pub(super) stop: Option<Stop>,
    pub(super) status: Option<ExitStatus>,
    pub(super) peak_memory: Option<u64>,
    /// How far the stack had grown at the exit, and the stack it had.
    pub(super) stack: (Option<u64>, Option<u64>),
    pub(super) limits: InteractLimits,
    /// The interactor's exit status and when it came (from the start).
    pub(super) interactor_end: Option<(ExitStatus, Duration)>,
    pub(super) contestant_end: Duration,
    pub(super) processes_exceeded: bool,
}

/// The interactor's exit code for "the contestant's output ended before the
/// game did": a wrong answer, unless the contestant crashed (then `RE`).
pub const ENDED_EARLY: i32 = 4;

/// The verdict. An interactor that judged the contestant wrong (or its
/// output unreadable) has the last word when the contestant ended by itself,
/// or when that came before the judge stopped the contestant: what a loser
/// does next does not matter. Otherwise the judge's own limits decide, then
/// the contestant's exit (a crash is `RE`, even if the interactor then found
/// its output ended early), then the interactor's verdict.
pub(super) fn judge(run: &Judged, stderr: &[u8], interactor_stderr: &[u8]) -> (Code, String) {
    let interactor_reason = || last_line(interactor_stderr);
    if let Some((status, at)) = run.interactor_end
        && (run.end == End::Exited || at <= run.contestant_end)
        && matches!(status.code(), Some(1 | 2))
    {
        let code = if status.code() == Some(1) {
            Code::WrongAnswer
        } else {
            Code::PresentationError
        };
        return (code, interactor_reason());
    }
    let seconds = |d: Duration| format!("{:.2} s", d.as_secs_f64());
    let killed = match (run.end, run.stop) {
        (End::Exited, _) => None,
        (End::Killed(Kill::Output), Some(Stop::CpuTime)) => Some((
            Code::TimeLimitExceeded,
            format!("CPU time past the limit of {}", seconds(run.limits.time)),
        )),
        (End::Killed(Kill::Output), Some(Stop::Idle { game_over: true })) => Some((
            Code::IdlenessLimitExceeded,
            format!(
                "the interactor had ended the game, but the program did not end \
                 (it waited {} with no output and no CPU time)",
                seconds(run.limits.idle)
            ),
        )),
        (End::Killed(Kill::Output), Some(Stop::Idle { game_over: false })) => Some((
            Code::IdlenessLimitExceeded,
            format!(
                "both sides waited for each other for {} (no output, no CPU time): \
                 a missing flush, or a read of input the program is not owed",
                seconds(run.limits.idle)
            ),
        )),
        (End::Killed(Kill::Output), _) => Some((
            Code::OutputLimitExceeded,
            format!("more than {OUTPUT_LIMIT} bytes of output"),
        )),
        (End::Killed(Kill::Time), _) => Some((
            Code::TimeLimitExceeded,
            format!(
                "wall time past {} (twice the CPU limit of {}, plus the idleness limit)",
                seconds(run.limits.time * 2 + run.limits.idle),
                seconds(run.limits.time)
            ),
        )),
        (End::Killed(Kill::Memory), _) => Some((
            Code::MemoryLimitExceeded,
            "memory past the limit".to_string(),
        )),
        (End::Killed(Kill::Processes), _) => Some((
            Code::RuntimeError,
            format!("more than {PROCESS_LIMIT} processes (the process limit; a fork bomb?)"),
        )),
        (End::Killed(Kill::Interrupt), _) => Some((Code::Fail, "interrupted".to_string())),
    };
    if let Some(verdict) = killed {
        return verdict;
    }
    let (stack_used, stack_limit) = run.stack;
    if let Some(status) = run.status
        && let Some(note) = super::super::overflow_note(status, stack_used, stack_limit, stderr)
    {
        return (
            Code::RuntimeError,
            format!("{} ({note})", verdict::describe_status(status)),
        );
    }
    if let (Some(limit), Some(peak)) = (run.limits.memory, run.peak_memory)
        && peak > limit
    {
        return (
            Code::MemoryLimitExceeded,
            format!("peak memory {peak} bytes, past {limit}"),
        );
    }
    if run.processes_exceeded {
        return (
            Code::RuntimeError,
            format!("more than {PROCESS_LIMIT} processes (the process limit; a fork bomb?)"),
        );
    }
    if let Some(status) = run.status
        && !status.success()
    {
        let tail = verdict::stderr_summary(&String::from_utf8_lossy(stderr));
        let mut reason = verdict::describe_status(status);
        if !tail.is_empty() {
            reason += &format!(": {tail}");
        }
        return (Code::RuntimeError, reason);
    }
    match run.interactor_end {
        None => (
            Code::Fail,
            format!(
                "the interactor gave no verdict within {} of the program's end",
                seconds(INTERACTOR_GRACE)
            ),
        ),
        Some((status, _)) => match status.code() {
            Some(0) => (Code::Accepted, interactor_reason()),
            Some(1 | ENDED_EARLY) => (Code::WrongAnswer, interactor_reason()),
            Some(2) => (Code::PresentationError, interactor_reason()),
            _ => (
                Code::Fail,
                format!(
                    "the interactor ended with {}: {}",
                    verdict::describe_status(status),
                    interactor_reason()
                ),
            ),
        },
    }
}

/// The last non-empty line of `bytes`, or a note that there is none.
fn last_line(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .lines()
        .rev()
        .find(|line| !line.trim().is_empty())
        .map_or_else(
            || "(the interactor gave no reason)".to_string(),
            |line| line.trim().to_string(),
        )
}
