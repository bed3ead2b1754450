//! A problem's report: the summary line, a block per failed case (with `-v`,
//! a line per case), and the same as JSON.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use judge::compare::visible;
use judge::exec::Verdict;
use serde::Serialize;

use judge::kinds::Kind;

use super::{CaseError, CaseResult, Options, Ours, Suite, Totals, ASSUMED_HEADROOM};
use crate::style;
use crate::workspace::relative_to;

/// The verdict codes, as printed and in `--json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "UPPERCASE")]
enum Code {
    Ac,
    Wa,
    Re,
    Tle,
    Mle,
    Ole,
    /// Interactive: output the interactor could not read.
    Pe,
    /// Interactive: both sides waited for each other (idleness).
    Il,
    /// Interactive: the interactor itself failed (never the program's fault,
    /// but the case is not passed).
    Fail,
    /// The case could not be judged (no `.out`, a binary that cannot start).
    Err,
}

impl Code {
    fn as_str(self) -> &'static str {
        match self {
            Code::Ac => "AC",
            Code::Wa => "WA",
            Code::Re => "RE",
            Code::Tle => "TLE",
            Code::Mle => "MLE",
            Code::Ole => "OLE",
            Code::Pe => "PE",
            Code::Il => "IL",
            Code::Fail => "FAIL",
            Code::Err => "ERR",
        }
    }

    fn styled(self) -> String {
        let padded = format!("{:<3}", self.as_str());
        if self == Code::Ac {
            style::good(&padded)
        } else {
            style::bad(&padded)
        }
    }
}

impl CaseResult {
    fn code(&self) -> Code {
        match self {
            CaseResult::Judged { verdict, .. } => code_of(verdict),
            CaseResult::Broken(_) => Code::Err,
        }
    }
}

fn code_of(verdict: &Verdict) -> Code {
    match verdict {
        Verdict::Accepted => Code::Ac,
        Verdict::WrongAnswer(_) => Code::Wa,
        Verdict::RuntimeError { .. } => Code::Re,
        Verdict::TimeLimitExceeded => Code::Tle,
        Verdict::OutputLimitExceeded => Code::Ole,
        Verdict::MemoryLimitExceeded => Code::Mle,
        Verdict::Rejected(_) => Code::Wa,
        Verdict::PresentationError(_) => Code::Pe,
        Verdict::IdlenessLimitExceeded(_) => Code::Il,
        Verdict::JudgeFailure(_) => Code::Fail,
    }
}

/// One problem's report, as text and as JSON, and what it adds to the totals.
pub struct Report {
    pub text: String,
    pub json: JsonProblem,
    pub totals: Totals,
}

#[derive(Debug, Serialize)]
pub struct JsonRun {
    pub problems: Vec<JsonProblem>,
    pub passed: usize,
    pub failed: usize,
    /// Our cases left out (`--command` without `--all`).
    pub ours_skipped: usize,
    /// Our cases judged apart (`--command --all`), not in `passed`/`failed`.
    pub ours_passed: usize,
    pub ours_failed: usize,
}

#[derive(Debug, Serialize)]
pub struct JsonProblem {
    problem: String,
    passed: bool,
    /// Why the problem could not be judged at all.
    error: Option<String>,
    /// Why the kinds of its cases are not known, when they were asked for.
    kinds_error: Option<String>,
    ours_skipped: usize,
    cases: Vec<JsonCase>,
}

#[derive(Debug, Serialize)]
struct JsonCase {
    case: String,
    /// `judge` or `ours`, where known (`-v`, `--json` or `--command`).
    kind: Option<Kind>,
    input: PathBuf,
    verdict: Code,
    time_ms: Option<f64>,
    peak_memory_kib: Option<u64>,
    /// What went wrong, as the text report says it.
    detail: Option<String>,
    /// Past a limit the judge did not state, e.g. "peak 66.8 MiB, over the
    /// assumed 64 MiB".
    warning: Option<String>,
    reproduce: String,
}

/// A failing interactive case's dialogue under `-v`: this many lines (the
/// first and last halves), each cut to this many characters.
const DIALOGUE_LINES: usize = 40;
const DIALOGUE_WIDTH: usize = 100;

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20))
}

/// One problem's report: a summary line, then a block per failed case and a
/// line per warning (with `verbose`, a line per case first).
pub fn report_suite(suite: &Suite, results: &[CaseResult], options: &Options) -> Report {
    let base = &options.base;
    let (cases, runner) = match (&suite.cases, &suite.runner) {
        (Ok(cases), Some(runner)) => (cases, runner),
        (Err(why), _) => return unjudgeable(suite, &why.to_string()),
        (Ok(_), None) => return unjudgeable(suite, "nothing to run"),
    };
    let apart = |index: usize| options.ours == Ours::Apart && suite.kind(index) == Some(Kind::Ours);
    let mut totals = Totals {
        ours_skipped: suite.ours_skipped,
        ..Totals::default()
    };
    for (index, result) in results.iter().enumerate() {
        match (apart(index), result.passed()) {
            (false, true) => totals.passed += 1,
            (false, false) => totals.failed += 1,
            (true, true) => totals.ours_passed += 1,
            (true, false) => totals.ours_failed += 1,
        }
    }
    let slowest = results
        .iter()
        .zip(cases)
        .filter_map(|(result, case)| match result {
            CaseResult::Judged { elapsed, .. } => Some((*elapsed, &case.name)),
            CaseResult::Broken(_) => None,
        })
        .max();
    let status = if totals.failed == 0 {
        style::good("ok  ")
    } else {
        style::bad("FAIL")
    };
    let counted = totals.passed + totals.failed;
    let mut text = format!(
        "{:<14} {status}  {}/{counted} cases",
        suite.name, totals.passed
    );
    match &suite.kinds {
        Ok(kinds) => {
            let n_ours = kinds.iter().filter(|&&kind| kind == Kind::Ours).count();
            if options.ours == Ours::Apart {
                let _ = write!(
                    text,
                    " of the judge's kind; ours {}/{} (not counted)",
                    totals.ours_passed,
                    totals.ours_passed + totals.ours_failed
                );
            } else if options.ours == Ours::Skipped {
                let _ = write!(text, " of the judge's kind");
            } else if n_ours > 0 {
                let _ = write!(text, " ({n_ours} ours)");
            }
        }
        Err(why) if !why.is_empty() => {
            let _ = write!(text, " (which are ours is not known: {why})");
        }
        Err(_) => {}
    }
    if suite.ours_skipped > 0 {
        let _ = write!(
            text,
            ", {} of ours skipped (--all runs them)",
            suite.ours_skipped
        );
    }
    if let Some((elapsed, name)) = slowest {
        let _ = write!(text, ", slowest {} ms ({name})", elapsed.as_millis());
    }
    if options.verbose {
        for (index, (result, case)) in results.iter().zip(cases).enumerate() {
            let (time, memory) = match result {
                CaseResult::Judged {
                    elapsed,
                    peak_memory,
                    ..
                } => (
                    format!("{:>7.1} ms", elapsed.as_secs_f64() * 1e3),
                    peak_memory.map_or("?".to_string(), mib),
                ),
                CaseResult::Broken(_) => (String::new(), String::new()),
            };
            // The kind goes last, so that the columns before it stay put.
            let kind = suite.kind(index).map_or("", Kind::as_str);
            let line = format!(
                "\n  {} {:<24} {time:>10}  {memory:>9}  {kind}",
                result.code().styled(),
                case.name
            );
            text.push_str(line.trim_end());
        }
    }
    let mut json_cases = Vec::new();
    for (index, (result, case)) in results.iter().zip(cases).enumerate() {
        let input = relative_to(&case.input, base).display().to_string();
        let reproduce = if suite.interactor.is_some() {
            format!(
                "cargo xtask test {} -v{} (or play it: cargo xtask play {} {input})",
                suite.name,
                match runner {
                    super::Runner::Shell(line) => format!(" --command {line:?}"),
                    super::Runner::Binary(_) => String::new(),
                },
                suite.name
            )
        } else {
            runner.reproduce(&case.input, base)
        };
        let mut detail = detail(result, &input, suite, base);
        if apart(index) {
            detail = detail.map(|detail| {
                format!("{detail}\n      (ours: past the judge's limits or format; not counted)")
            });
        }
        if let Some(detail) = &detail {
            let _ = write!(
                text,
                "\n{detail}\n      reproduce: {}",
                style::dim(&reproduce)
            );
            if let (
                true,
                CaseResult::Judged {
                    dialogue: Some(dialogue),
                    ..
                },
            ) = (options.verbose, result)
            {
                let _ = write!(text, "\n      dialogue (> the program, < the interactor):");
                for line in dialogue.render(DIALOGUE_LINES, DIALOGUE_WIDTH).lines() {
                    let _ = write!(text, "\n      {line}");
                }
            }
        }
        let (time_ms, peak_memory_kib, warning) = match result {
            CaseResult::Judged {
                elapsed,
                peak_memory,
                warning,
                ..
            } => (
                Some(elapsed.as_secs_f64() * 1e3),
                peak_memory.map(|b| b >> 10),
                warning.clone(),
            ),
            CaseResult::Broken(_) => (None, None, None),
        };
        if let Some(warning) = &warning {
            let _ = write!(
                text,
                "\n  {} {input}: {}",
                result.code().styled(),
                style::warn(&format!("warning: {warning}"))
            );
        }
        json_cases.push(JsonCase {
            case: case.name.clone(),
            kind: suite.kind(index),
            input: case.input.clone(),
            verdict: result.code(),
            time_ms,
            peak_memory_kib,
            detail: detail.map(|d| anstream::adapter::strip_str(&d).to_string()),
            warning,
            reproduce,
        });
    }
    Report {
        text,
        json: JsonProblem {
            problem: suite.name.clone(),
            passed: totals.failed == 0,
            error: None,
            kinds_error: suite
                .kinds
                .as_ref()
                .err()
                .filter(|why| !why.is_empty())
                .cloned(),
            ours_skipped: suite.ours_skipped,
            cases: json_cases,
        },
        totals,
    }
}

/// The report of a problem that could not be judged: one failure.
fn unjudgeable(suite: &Suite, why: &str) -> Report {
    Report {
        text: format!("{:<14} {}  {why}", suite.name, style::bad("FAIL")),
        json: JsonProblem {
            problem: suite.name.clone(),
            passed: false,
            error: Some(why.to_string()),
            kinds_error: None,
            ours_skipped: 0,
            cases: Vec::new(),
        },
        totals: Totals {
            failed: 1,
            ..Totals::default()
        },
    }
}

/// What went wrong with a case, or `None` if it passed.
fn detail(result: &CaseResult, input: &str, suite: &Suite, base: &Path) -> Option<String> {
    let code = result.code().styled();
    let (verdict, peak_memory) = match result {
        CaseResult::Broken(CaseError::MissingExpected(out)) => {
            let out = relative_to(out, base);
            return Some(format!(
                "  {code} {input}: no expected output ({} is missing)",
                out.display()
            ));
        }
        CaseResult::Broken(why) => return Some(format!("  {code} {input}: {why}")),
        CaseResult::Judged {
            verdict,
            peak_memory,
            ..
        } => (verdict, peak_memory),
    };
    Some(match verdict {
        Verdict::Accepted => return None,
        Verdict::WrongAnswer(difference) => {
            let side = |line: &Option<String>| match line {
                Some(line) => format!("\"{}\"", visible(line)),
                None => "(end of output)".to_string(),
            };
            let (shown, cut_at) = difference.abridged();
            let cut = cut_at.map_or(String::new(), |column| {
                format!(" (long lines cut around character {column})")
            });
            format!(
                "  {code} {input}: line {}{cut}\n      expected: {}\n      actual:   {}",
                shown.line,
                side(&shown.expected),
                side(&shown.actual)
            )
        }
        Verdict::Rejected(reason)
        | Verdict::PresentationError(reason)
        | Verdict::IdlenessLimitExceeded(reason) => format!("  {code} {input}: {reason}"),
        Verdict::JudgeFailure(reason) => {
            format!("  {code} {input}: the interactor failed (not the program's fault): {reason}")
        }
        Verdict::RuntimeError { how, stderr_tail } => {
            let mut text = format!("  {code} {input}: {how}");
            for line in stderr_tail.lines() {
                let _ = write!(text, "\n      | {line}");
            }
            text
        }
        Verdict::TimeLimitExceeded if suite.assumed.time => format!(
            "  {code} {input}: killed at {ASSUMED_HEADROOM}× the assumed time limit of {} ms",
            suite.time_limit.as_millis()
        ),
        Verdict::TimeLimitExceeded => format!(
            "  {code} {input}: killed at the time limit of {} ms",
            suite.time_limit.as_millis()
        ),
        Verdict::OutputLimitExceeded => format!(
            "  {code} {input}: killed after writing more than {} MiB",
            judge::exec::OUTPUT_LIMIT >> 20
        ),
        Verdict::MemoryLimitExceeded => {
            format!(
                "  {code} {input}: above {}the memory limit of {} MiB{}",
                if suite.assumed.memory {
                    format!("{ASSUMED_HEADROOM}× ")
                } else {
                    String::new()
                },
                suite.memory_limit.unwrap_or_default() >> 20,
                if suite.assumed.memory {
                    " (assumed)"
                } else {
                    ""
                },
            ) + &peak_memory.map_or(String::new(), |bytes| format!(" (peak {})", mib(bytes)))
        }
    })
}
