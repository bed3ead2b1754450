//! What `cargo xtask bench` prints and saves: the results table with a
//! verdict against the targets, the JSON of a run, and the comparison of a
//! run with a saved baseline.

use std::time::Duration;

use anyhow::{Context, Result};
use serde_json::{json, Map, Value};

use super::measure::{Peak, Stats};

/// Every problem's max-size input must run within this (median wall time).
pub const TIME_TARGET: Duration = Duration::from_millis(100);
/// An I/O-bound problem may take at most this many times as long as `scan_only`.
pub const IO_BOUND_RATIO: f64 = 3.0;
/// An interactive problem's program past [`TIME_TARGET`] is slow only when
/// it also takes more than this many times the CPU time of its dialogue
/// replayed without thinking (`replay_dialogue`): past the target, a time
/// within it is the round trips', whose cost is the host's and the hour's
/// (a dialogue of 60 000 lines: 60 ms one hour, 460 ms another).
pub const INTERACTIVE_RATIO: f64 = 2.0;
/// No problem may use more memory than this (peak RSS).
pub const MEMORY_TARGET_KIB: u64 = 64 * 1024;
/// A baseline comparison flags a change of more than this factor either way,
/// above the usual noise between runs on a shared machine.
pub const NOTABLE_CHANGE: f64 = 1.2;
/// ... and, for times, of more than this much: a run of a millisecond or two
/// is mostly starting the process, and its jitter is not a regression.
pub const NOTABLE_TIME_CHANGE: Duration = Duration::from_millis(2);

/// One problem's measurement.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub problem: String,
    /// What the input holds.
    pub input: String,
    pub input_bytes: u64,
    /// Held to [`IO_BOUND_RATIO`].
    pub io_bound: bool,
    /// Played against an interactor: past [`TIME_TARGET`], held to
    /// [`INTERACTIVE_RATIO`].
    pub interactive: bool,
    /// The problem's statistics and those of its floor (`scan_only` on the
    /// same input, or for an interactive problem the replay of its
    /// dialogue), or why it could not be measured.
    pub result: Result<(Stats, Stats), Failure>,
}

/// Why a problem could not be measured.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Failure {
    /// Its crate does not build (the first line of cargo's message).
    #[error("{0}")]
    Build(String),
    /// A run failed or its input could not be made.
    #[error("{0}")]
    Run(String),
}

/// A row's verdict against the targets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Every target met.
    Ok,
    /// Some target missed: too slow (median or ÷scan), too much memory.
    Missed { slow: bool, memory: bool },
    /// Not measured.
    Fail,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Ok => f.write_str("OK"),
            Verdict::Fail => f.write_str("FAIL"),
            Verdict::Missed { slow, memory } => {
                let words: Vec<&str> = [(*slow, "SLOW"), (*memory, "MEM")]
                    .iter()
                    .filter(|(missed, _)| *missed)
                    .map(|(_, word)| *word)
                    .collect();
                f.write_str(&words.join(" "))
            }
        }
    }
}

impl Row {
    /// Median time of the problem over the median time of its floor;
    /// `None` if the floor took no time.
    pub fn floor_ratio(&self) -> Option<f64> {
        let (stats, scan) = self.result.as_ref().ok()?;
        if scan.median.is_zero() {
            return None;
        }
        Some(stats.median.as_secs_f64() / scan.median.as_secs_f64())
    }

    /// `OK`, or the targets missed (`SLOW`, `MEM`), or `FAIL`.
    pub fn verdict(&self) -> Verdict {
        let Ok((stats, _)) = &self.result else {
            return Verdict::Fail;
        };
        let ratio = self.floor_ratio();
        let slow = if self.interactive {
            stats.median > TIME_TARGET && ratio.is_none_or(|r| r > INTERACTIVE_RATIO)
        } else {
            stats.median > TIME_TARGET
                || (self.io_bound && ratio.is_some_and(|r| r > IO_BOUND_RATIO))
        };
        let memory = stats
            .peak_rss
            .is_some_and(|peak| peak.kib > MEMORY_TARGET_KIB);
        if slow || memory {
            Verdict::Missed { slow, memory }
        } else {
            Verdict::Ok
        }
    }
}

/// The results as an aligned text table, one line per problem, I/O-bound
/// problems marked with `*` and interactive ones with `⇄`; failures get
/// their message on a line below.
pub fn table(rows: &[Row]) -> String {
    let header = [
        "problem", "input", "size", "median", "min", "max", "MB/s", "peak RSS", "÷floor", "verdict",
    ];
    let mut cells = vec![header.map(String::from).to_vec()];
    let mut failures = Vec::new();
    for row in rows {
        let name = if row.interactive {
            format!("{}⇄", row.problem)
        } else if row.io_bound {
            format!("{}*", row.problem)
        } else {
            row.problem.clone()
        };
        let mut line = vec![name, row.input.clone(), bytes(row.input_bytes)];
        match &row.result {
            Ok((stats, _)) => {
                let mb_per_s = row.input_bytes as f64 / 1e6 / stats.median.as_secs_f64().max(1e-9);
                line.extend([
                    millis(stats.median),
                    millis(stats.min),
                    millis(stats.max),
                    format!("{mb_per_s:.1}"),
                    peak(stats.peak_rss),
                    row.floor_ratio()
                        .map_or(String::new(), |r| format!("{r:.2}×")),
                ]);
            }
            Err(message) => {
                line.extend(std::iter::repeat_n(String::new(), 6));
                failures.push(format!("{}: {message}", row.problem));
            }
        }
        line.push(row.verdict().to_string());
        cells.push(line);
    }
    let mut text = align(&cells, &[0, 1, header.len() - 1]);
    for failure in failures {
        text.push_str(&failure);
        text.push('\n');
    }
    text
}

/// Columns padded to their widest cell (counted in chars): text columns (by
/// index in `left_aligned`) on the left, numbers on the right.
fn align(cells: &[Vec<String>], left_aligned: &[usize]) -> String {
    let n_columns = cells.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..n_columns)
        .map(|col| {
            cells
                .iter()
                .filter_map(|line| line.get(col))
                .map(|c| c.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut text = String::new();
    for line in cells {
        let mut out = String::new();
        for (col, cell) in line.iter().enumerate() {
            let pad = " ".repeat(widths[col] - cell.chars().count());
            if col > 0 {
                out.push_str("  ");
            }
            if left_aligned.contains(&col) {
                out.push_str(cell);
                out.push_str(&pad);
            } else {
                out.push_str(&pad);
                out.push_str(cell);
            }
        }
        text.push_str(out.trim_end());
        text.push('\n');
    }
    text
}

fn millis(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1e3)
}

fn peak(peak: Option<Peak>) -> String {
    match peak {
        None => "?".to_string(),
        Some(Peak { kib, at_most }) => {
            format!(
                "{}{:.1} MiB",
                if at_most { "≤" } else { "" },
                kib as f64 / 1024.0
            )
        }
    }
}

/// Decimal units, as in MB/s.
pub(super) fn bytes(n: u64) -> String {
    match n {
        0..=9_999 => format!("{n} B"),
        10_000..=9_999_999 => format!("{:.1} kB", n as f64 / 1e3),
        _ => format!("{:.1} MB", n as f64 / 1e6),
    }
}

/// A saved run: `{ "runs": N, "problems": { name: { "input", "input_bytes",
/// "io_bound", "interactive", "median_ms", "min_ms", "max_ms",
/// "peak_rss_kib", "peak_rss_at_most", "scan_median_ms" } } }`, where
/// `scan_median_ms` is the floor's median (the name is older than the
/// interactive floor). Problems that failed are left out.
pub fn to_json(rows: &[Row], n_runs: usize) -> Value {
    let mut problems = Map::new();
    for row in rows {
        if let Ok((stats, scan)) = &row.result {
            problems.insert(
                row.problem.clone(),
                json!({
                    "input": row.input,
                    "input_bytes": row.input_bytes,
                    "io_bound": row.io_bound,
                    "interactive": row.interactive,
                    "median_ms": ms(stats.median),
                    "min_ms": ms(stats.min),
                    "max_ms": ms(stats.max),
                    "peak_rss_kib": stats.peak_rss.map(|peak| peak.kib),
                    "peak_rss_at_most": stats.peak_rss.is_some_and(|peak| peak.at_most),
                    "scan_median_ms": ms(scan.median),
                }),
            );
        }
    }
    json!({ "runs": n_runs, "problems": problems })
}

/// Milliseconds to the microsecond, which print short in JSON.
fn ms(duration: Duration) -> f64 {
    duration.as_micros() as f64 / 1e3
}

/// Reads back what [`to_json`] wrote.
pub fn from_json(value: &Value) -> Result<Vec<Row>> {
    value["runs"].as_u64().context("no `runs` count")?;
    let problems = value["problems"]
        .as_object()
        .context("no `problems` object")?;
    problems
        .iter()
        .map(|(name, entry)| {
            let number = |key: &str| {
                entry[key]
                    .as_f64()
                    .with_context(|| format!("{name}: no number `{key}`"))
            };
            let time =
                |key: &str| number(key).map(|ms| Duration::from_micros((ms * 1e3).round() as u64));
            let stats = Stats {
                median: time("median_ms")?,
                min: time("min_ms")?,
                max: time("max_ms")?,
                peak_rss: entry["peak_rss_kib"].as_u64().map(|kib| Peak {
                    kib,
                    at_most: entry["peak_rss_at_most"].as_bool().unwrap_or(false),
                }),
            };
            let scan = Stats {
                median: time("scan_median_ms")?,
                min: Duration::ZERO,
                max: Duration::ZERO,
                peak_rss: None,
            };
            Ok(Row {
                problem: name.clone(),
                input: entry["input"].as_str().unwrap_or_default().to_string(),
                input_bytes: entry["input_bytes"]
                    .as_u64()
                    .with_context(|| format!("{name}: no `input_bytes`"))?,
                io_bound: entry["io_bound"].as_bool().unwrap_or(false),
                interactive: entry["interactive"].as_bool().unwrap_or(false),
                result: Ok((stats, scan)),
            })
        })
        .collect()
}

/// A change in time that is more than noise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    Slower,
    Faster,
}

/// Whether `new` is slower or faster than `old` beyond the noise of repeated
/// runs on a shared machine. Only the fastest runs are compared (noise only
/// ever adds time), and all three must hold: the minimums differ by more than
/// [`NOTABLE_CHANGE`] as a ratio and by more than [`NOTABLE_TIME_CHANGE`],
/// and the ranges of the runs do not overlap (every new run slower than every
/// old one, or faster).
pub fn time_change(old: &Stats, new: &Stats) -> Option<Change> {
    let ratio = new.min.as_secs_f64() / old.min.as_secs_f64().max(1e-9);
    let apart = new.min.abs_diff(old.min) > NOTABLE_TIME_CHANGE;
    if apart && ratio > NOTABLE_CHANGE && new.min > old.max {
        Some(Change::Slower)
    } else if apart && ratio < 1.0 / NOTABLE_CHANGE && new.max < old.min {
        Some(Change::Faster)
    } else {
        None
    }
}

/// The current rows against a baseline: medians and peak memory, old, new and
/// new / old, with a note where the change is notable or not comparable.
pub fn compare(rows: &[Row], baseline: &[Row]) -> String {
    let header = [
        "problem",
        "median was",
        "now",
        "ratio",
        "peak RSS was",
        "now",
        "ratio",
        "note",
    ];
    let mut cells = vec![header.map(String::from).to_vec()];
    for row in rows {
        let Ok((stats, _)) = &row.result else {
            continue;
        };
        let Some(old) = baseline.iter().find(|old| old.problem == row.problem) else {
            cells.push(vec![
                row.problem.clone(),
                "-".into(),
                millis(stats.median),
                "".into(),
                "-".into(),
                peak(stats.peak_rss),
                "".into(),
                "new".into(),
            ]);
            continue;
        };
        let Ok((old_stats, _)) = &old.result else {
            continue;
        };
        let time_ratio = stats.median.as_secs_f64() / old_stats.median.as_secs_f64().max(1e-9);
        let rss_ratio = match (stats.peak_rss, old_stats.peak_rss) {
            (Some(new), Some(old)) if old.kib > 0 => Some(new.kib as f64 / old.kib as f64),
            _ => None,
        };
        let note = if old.input_bytes != row.input_bytes {
            "input changed".to_string()
        } else {
            let mut notes = Vec::new();
            match time_change(old_stats, stats) {
                Some(Change::Slower) => notes.push("slower"),
                Some(Change::Faster) => notes.push("faster"),
                None => {}
            }
            if rss_ratio.is_some_and(|r| r > NOTABLE_CHANGE) {
                notes.push("more memory");
            } else if rss_ratio.is_some_and(|r| r < 1.0 / NOTABLE_CHANGE) {
                notes.push("less memory");
            }
            notes.join(", ")
        };
        cells.push(vec![
            row.problem.clone(),
            millis(old_stats.median),
            millis(stats.median),
            format!("{time_ratio:.2}×"),
            peak(old_stats.peak_rss),
            peak(stats.peak_rss),
            rss_ratio.map_or(String::new(), |r| format!("{r:.2}×")),
            note,
        ]);
    }
    align(&cells, &[0, header.len() - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(median_ms: u64, rss_kib: u64) -> Stats {
        Stats {
            median: Duration::from_millis(median_ms),
            min: Duration::from_millis(median_ms.saturating_sub(1)),
            max: Duration::from_millis(median_ms + 2),
            peak_rss: Some(Peak {
                kib: rss_kib,
                at_most: false,
            }),
        }
    }

    fn row(problem: &str, io_bound: bool, result: Result<(Stats, Stats), Failure>) -> Row {
        Row {
            problem: problem.into(),
            input: "10^6 heaps".into(),
            input_bytes: 10_500_000,
            io_bound,
            interactive: false,
            result,
        }
    }

    #[test]
    fn verdicts_follow_the_targets() {
        let fast = stats(40, 20_000);
        assert_eq!(
            row("a", true, Ok((fast, stats(20, 1))))
                .verdict()
                .to_string(),
            "OK"
        );
        assert_eq!(
            row("a", true, Ok((fast, stats(13, 1))))
                .verdict()
                .to_string(),
            "SLOW",
            "over 3× scan_only"
        );
        assert_eq!(
            row("a", false, Ok((fast, stats(13, 1))))
                .verdict()
                .to_string(),
            "OK",
            "not I/O-bound"
        );
        assert_eq!(
            row("a", false, Ok((stats(101, 70_000), stats(13, 1))))
                .verdict()
                .to_string(),
            "SLOW MEM"
        );
        assert_eq!(
            row("a", false, Ok((stats(100, 65_536), stats(13, 1))))
                .verdict()
                .to_string(),
            "OK",
            "limits are inclusive"
        );
        // Interactive: past 100 ms, the time is judged against the floor,
        // the same dialogue replayed (cf-1934d2 took 60 to 460 ms by the hour).
        let interactive = |ms, floor_ms| Row {
            interactive: true,
            ..row("i", false, Ok((stats(ms, 2_000), stats(floor_ms, 2_000))))
        };
        let verdict = |row: Row| row.verdict().to_string();
        assert_eq!(
            verdict(interactive(460, 430)),
            "OK",
            "the round trips' time"
        );
        assert_eq!(verdict(interactive(60, 56)), "OK");
        assert_eq!(verdict(interactive(20, 2)), "OK", "within the target");
        assert_eq!(
            verdict(interactive(300, 100)),
            "SLOW",
            "three times the floor"
        );
        assert_eq!(verdict(interactive(101, 0)), "SLOW", "no floor: the target");
        let failed = row("a", false, Err(Failure::Run("boom".into())));
        assert_eq!(failed.verdict(), Verdict::Fail);
        assert_eq!(failed.verdict().to_string(), "FAIL");
    }

    #[test]
    fn table_is_aligned_with_units() {
        let rows = [
            row("heap-big", true, Ok((stats(35, 12_800), stats(14, 11_000)))),
            Row {
                input: "10 piles".into(),
                input_bytes: 58,
                ..row("pile-tiny", false, Ok((stats(2, 1_000), stats(2, 900))))
            },
            row(
                "nyoj-1",
                false,
                Err(Failure::Run("exit status: 2: token 3: bad".into())),
            ),
        ];
        let expected = "\
problem    input          size   median      min      max   MB/s  peak RSS  ÷floor  verdict
heap-big*  10^6 heaps  10.5 MB  35.0 ms  34.0 ms  37.0 ms  300.0  12.5 MiB   2.50×  OK
pile-tiny  10 piles       58 B   2.0 ms   1.0 ms   4.0 ms    0.0   1.0 MiB   1.00×  OK
nyoj-1     10^6 heaps  10.5 MB                                                      FAIL
nyoj-1: exit status: 2: token 3: bad
";
        assert_eq!(table(&rows), expected);
    }

    #[test]
    fn json_round_trips_and_baselines_compare() {
        let odd = Stats {
            median: Duration::from_micros(8_779),
            peak_rss: Some(Peak {
                kib: 900,
                at_most: true,
            }),
            ..stats(35, 12_800)
        };
        let rows = vec![
            row("heap-big", true, Ok((odd, stats(14, 11_000)))),
            row("nyoj-1", false, Err(Failure::Run("boom".into()))),
        ];
        let text = serde_json::to_string_pretty(&to_json(&rows, 5)).unwrap();
        assert!(text.contains(r#""median_ms": 8.779,"#), "{text}");
        let back = from_json(&serde_json::from_str(&text).unwrap()).unwrap();
        assert_eq!(back.len(), 1, "failures are not saved");
        let (stats_back, scan_back) = back[0].result.clone().unwrap();
        assert_eq!(stats_back, odd);
        assert_eq!(scan_back.median, Duration::from_millis(14));
        assert_eq!((back[0].input_bytes, back[0].io_bound), (10_500_000, true));

        let now = vec![
            row("heap-big", true, Ok((stats(70, 12_800), stats(14, 11_000)))),
            row("new-1", false, Ok((stats(5, 1024), stats(5, 1024)))),
        ];
        let expected = "\
problem   median was      now  ratio  peak RSS was       now   ratio  note
heap-big      8.8 ms  70.0 ms  7.97×      ≤0.9 MiB  12.5 MiB  14.22×  slower, more memory
new-1              -   5.0 ms                    -   1.0 MiB          new
";
        assert_eq!(compare(&now, &back), expected);
        // The note of a change from `old` to `new` milliseconds.
        let note = |old: u64, new: u64| {
            let rows = |ms| vec![row("p", false, Ok((stats(ms, 900), stats(1, 900))))];
            let text = compare(&rows(new), &rows(old));
            text.lines()
                .nth(1)
                .unwrap()
                .rsplit("  ")
                .next()
                .unwrap()
                .to_string()
        };
        // Each run set spans median - 1 ..= median + 2 ms.
        assert_eq!(note(10, 14), "slower");
        assert_eq!(note(14, 10), "faster");
        assert_eq!(note(10, 13), "1.00×", "the ranges overlap: no note");
        assert_eq!(note(10, 11), "1.00×", "within 20%: no note");
        assert_eq!(note(1, 3), "1.00×", "within 2 ms: no note");
        let mut bigger = back.clone();
        bigger[0].input_bytes += 1;
        assert!(compare(&now, &bigger).contains("input changed"));
    }

    #[test]
    fn broken_baselines_are_reported() {
        let err =
            from_json(&json!({"runs": 1, "problems": {"p": {"median_ms": 1.0}}})).unwrap_err();
        assert_eq!(err.to_string(), "p: no number `min_ms`");
        assert!(from_json(&json!({"problems": {}})).is_err());
    }
}
