//! Running a binary on an input file and measuring its wall time and peak
//! memory, and the statistics over several runs.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{Context, Result};

/// One run: wall time from spawn to exit, and the child's peak resident memory.
#[derive(Debug, Clone, Copy)]
pub struct Run {
    pub elapsed: Duration,
    /// Max RSS, where the platform reports it.
    pub peak_rss: Option<Peak>,
}

/// A peak resident memory (max RSS).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Peak {
    pub kib: u64,
    /// Only an upper bound (a platform where the program's own peak cannot
    /// be read; on Linux it is exact, see `judge::exec::run_measured`).
    pub at_most: bool,
}

/// Runs `binary` with `input` as stdin (a file, as judges give it) and stdout
/// and stderr going to `output` and `output.err`.
///
/// # Errors
/// If the binary cannot be run, or exits unsuccessfully (the error quotes its
/// first stderr line).
pub fn run_once(binary: &Path, input: &Path, output: &Path) -> Result<Run> {
    let stdin = File::open(input).with_context(|| format!("cannot open {}", input.display()))?;
    let stdout =
        File::create(output).with_context(|| format!("cannot create {}", output.display()))?;
    let stderr_path = output.with_extension("err");
    let stderr = File::create(&stderr_path)
        .with_context(|| format!("cannot create {}", stderr_path.display()))?;
    // The program's own peak, read at its exit (see `judge::exec::run_measured`).
    let run = judge::exec::run_measured(
        Command::new(binary),
        [Stdio::from(stdin), Stdio::from(stdout), Stdio::from(stderr)],
        RUN_LIMIT,
    )
    .with_context(|| format!("cannot run {}", binary.display()))?;
    let Some(status) = run.status else {
        anyhow::bail!(
            "{} ran past {} s and was killed",
            binary.display(),
            RUN_LIMIT.as_secs()
        );
    };
    if !status.success() {
        let stderr = std::fs::read_to_string(&stderr_path).unwrap_or_default();
        let first_line = stderr.lines().next().unwrap_or("(no message)");
        anyhow::bail!("{} failed ({status}): {first_line}", binary.display());
    }
    let peak_rss = run.peak_memory.map(|bytes| Peak {
        kib: bytes / 1024,
        at_most: false,
    });
    Ok(Run {
        elapsed: run.elapsed,
        peak_rss,
    })
}

/// The longest a bench run may take before it is killed.
const RUN_LIMIT: Duration = Duration::from_secs(600);

/// Median, fastest and slowest of several runs, and the largest peak memory.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stats {
    pub median: Duration,
    pub min: Duration,
    pub max: Duration,
    pub peak_rss: Option<Peak>,
}

impl Stats {
    /// The statistics of `runs`; the median of an even count is the mean of
    /// the middle two.
    ///
    /// # Panics
    /// If `runs` is empty.
    pub fn of(runs: &[Run]) -> Stats {
        assert!(!runs.is_empty(), "no runs to summarise");
        let mut times: Vec<Duration> = runs.iter().map(|run| run.elapsed).collect();
        times.sort_unstable();
        let mid = times.len() / 2;
        let median = if times.len() % 2 == 1 {
            times[mid]
        } else {
            (times[mid - 1] + times[mid]) / 2
        };
        Stats {
            median,
            min: times[0],
            max: times[times.len() - 1],
            // The largest; exact if any run measured it exactly.
            peak_rss: runs
                .iter()
                .filter_map(|run| run.peak_rss)
                .max_by_key(|peak| (peak.kib, !peak.at_most)),
        }
    }
}

/// Plays an interactive problem's case `input` with `binary` against the
/// `interactor` (the problem's oracle), and the same dialogue replayed by
/// `replay` (gamecore's `replay_dialogue`: the floor), by turns, after a
/// warm-up of each, `n_runs` times: the time is each program's own CPU time
/// (user and system, `wait4`'s), the judge's measure, not the wall time,
/// which includes the interactor's thinking. The warm-up game's dialogue,
/// kept whole, becomes the replay's script, written to `script`.
///
/// The floor is the round trips alone: the protocol owes the judge a flushed
/// line per move, and what a `read` and a `write` cost depends on the host
/// and the hour (a dialogue of 60 000 lines took 60 ms one hour and 460 ms
/// another), so the row is judged by its ratio to the floor, as a batch row
/// is by its ratio to `scan_only`.
///
/// # Errors
/// If a game cannot be played, or ours or the replay's is not accepted.
pub fn bench_interactive(
    (binary, interactor): (&Path, &Path),
    (replay, script): (&Path, &Path),
    input: &Path,
    n_runs: usize,
) -> Result<(Stats, Stats)> {
    use judge::exec::interact::{interact_whole, Code, Contestant, InteractLimits, Side};
    let play = |program: Command, what: &str, keep: bool| -> Result<(Run, String)> {
        let mut judge_side = Command::new(interactor);
        judge_side.arg("interact").arg(input);
        let run = interact_whole(
            Contestant::Binary(program),
            judge_side,
            InteractLimits::time(RUN_LIMIT),
        )
        .with_context(|| format!("cannot run {what}"))?;
        if run.code != Code::Accepted {
            anyhow::bail!(
                "{what}: {} on {}: {}",
                run.code.code(),
                input.display(),
                run.reason
            );
        }
        let mut dialogue = String::new();
        if keep {
            for (side, line) in &run.transcript.lines {
                dialogue.push(match side {
                    Side::Interactor => '<',
                    Side::Contestant => '>',
                });
                dialogue.push(' ');
                dialogue.push_str(line);
                dialogue.push('\n');
            }
        }
        let measured = Run {
            elapsed: run.cpu_time,
            peak_rss: run.peak_memory.map(|bytes| Peak {
                kib: bytes / 1024,
                at_most: false,
            }),
        };
        Ok((measured, dialogue))
    };
    let ours = || Command::new(binary);
    let floor = || {
        let mut command = Command::new(replay);
        command.arg(script);
        command
    };
    let ours_name = binary.display().to_string();
    let floor_name = format!("the replay of {}'s dialogue", binary.display());
    let (_, dialogue) = play(ours(), &ours_name, true)?;
    std::fs::write(script, dialogue)
        .with_context(|| format!("cannot write {}", script.display()))?;
    play(floor(), &floor_name, false)?;
    let mut runs = Vec::with_capacity(n_runs);
    let mut floor_runs = Vec::with_capacity(n_runs);
    for _ in 0..n_runs {
        runs.push(play(ours(), &ours_name, false)?.0);
        floor_runs.push(play(floor(), &floor_name, false)?.0);
    }
    Ok((Stats::of(&runs), Stats::of(&floor_runs)))
}

/// Benchmarks a binary and its baseline on the same input: a warm-up run of
/// each (which also fills the page cache and checks that it succeeds), then
/// `n_runs` measured runs of each, alternating, so that the two see the same
/// machine. On a shared machine whose speed drifts by tens of percent over a
/// few seconds, timing all of one and then all of the other made their ratio
/// swing as much.
pub fn bench_pair(
    (binary, output): (&Path, &Path),
    (baseline, baseline_output): (&Path, &Path),
    input: &Path,
    n_runs: usize,
) -> Result<(Stats, Stats)> {
    run_once(binary, input, output)?;
    run_once(baseline, input, baseline_output)?;
    let mut runs = Vec::with_capacity(n_runs);
    let mut baseline_runs = Vec::with_capacity(n_runs);
    for _ in 0..n_runs {
        runs.push(run_once(binary, input, output)?);
        baseline_runs.push(run_once(baseline, input, baseline_output)?);
    }
    Ok((Stats::of(&runs), Stats::of(&baseline_runs)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(ms: u64, kib: Option<u64>) -> Run {
        let peak_rss = kib.map(|kib| Peak {
            kib,
            at_most: false,
        });
        Run {
            elapsed: Duration::from_millis(ms),
            peak_rss,
        }
    }

    #[test]
    fn median_min_max_and_peak() {
        let stats = Stats::of(&[run(30, Some(900)), run(10, Some(1000)), run(20, None)]);
        assert_eq!(stats.median, Duration::from_millis(20));
        assert_eq!(
            (stats.min, stats.max),
            (Duration::from_millis(10), Duration::from_millis(30))
        );
        assert_eq!(
            stats.peak_rss,
            Some(Peak {
                kib: 1000,
                at_most: false
            })
        );
        let even = Stats::of(&[run(40, None), run(10, None), run(25, None), run(30, None)]);
        assert_eq!(even.median, Duration::from_micros(27_500));
        assert_eq!(even.peak_rss, None);
        let bound = |kib, at_most| Run {
            peak_rss: Some(Peak { kib, at_most }),
            ..run(1, None)
        };
        let mixed = Stats::of(&[bound(900, false), bound(1000, true), bound(1000, false)]);
        assert_eq!(
            mixed.peak_rss,
            Some(Peak {
                kib: 1000,
                at_most: false
            })
        );
        let bounded = Stats::of(&[bound(900, false), bound(1000, true)]);
        assert_eq!(
            bounded.peak_rss,
            Some(Peak {
                kib: 1000,
                at_most: true
            })
        );
        let single = Stats::of(&[run(7, Some(1))]);
        assert_eq!(
            (single.median, single.min, single.max),
            (
                run(7, None).elapsed,
                run(7, None).elapsed,
                run(7, None).elapsed
            )
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_child_is_timed_and_its_memory_and_failure_are_seen() {
        let dir = std::env::temp_dir().join(format!("xtask-measure-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let input = dir.join("input");
        std::fs::write(&input, "hello\n").unwrap();
        let output = dir.join("output");
        let cat = run_once(Path::new("/bin/cat"), &input, &output).unwrap();
        assert_eq!(std::fs::read_to_string(&output).unwrap(), "hello\n");
        assert!(cat.peak_rss.is_some_and(|peak| peak.kib > 0));
        let err = run_once(Path::new("/bin/sh"), &input, &output)
            .unwrap_err()
            .to_string();
        assert!(err.contains("failed"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// An executable shell script `name` in `dir`.
    #[cfg(unix)]
    fn script(dir: &Path, name: &str, text: &str) -> std::path::PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let path = dir.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{text}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn an_interactive_program_is_timed_beside_the_replay_of_its_dialogue() {
        let temp = tempfile::tempdir().unwrap();
        let dir = temp.path();
        // Sends 1 to 3 and wants each doubled.
        let interactor = script(
            dir,
            "interactor",
            "for i in 1 2 3; do echo $i; read x || exit 4; [ \"$x\" = $((2 * i)) ] || exit 1; done",
        );
        let doubler = script(dir, "doubler", "while read x; do echo $((2 * x)); done");
        // The floor's part, as `replay_dialogue` plays it, for the test.
        let replay = script(
            dir,
            "replay",
            "exec 3<&0; while IFS= read -r l; do case \"$l\" in '<'*) read x <&3;; \
             *) echo \"${l#> }\";; esac; done < \"$1\"",
        );
        let (input, dialogue) = (dir.join("case.in"), dir.join("case.dialogue"));
        std::fs::write(&input, "").unwrap();
        let (ours, floor) =
            bench_interactive((&doubler, &interactor), (&replay, &dialogue), &input, 2).unwrap();
        assert_eq!(
            std::fs::read_to_string(&dialogue).unwrap(),
            "< 1\n> 2\n< 2\n> 4\n< 3\n> 6\n"
        );
        assert!(ours.median > Duration::ZERO && floor.median > Duration::ZERO);
        // A replay the interactor does not accept fails the row.
        let wrong = script(dir, "wrong", "while read x; do echo 0; done");
        let err = bench_interactive((&doubler, &interactor), (&wrong, &dialogue), &input, 1)
            .unwrap_err()
            .to_string();
        assert!(err.contains("the replay of") && err.contains("WA"), "{err}");
    }

    #[cfg(unix)]
    #[test]
    fn a_pair_runs_both_binaries_and_fails_if_either_fails() {
        let dir = std::env::temp_dir().join(format!("xtask-measure-pair-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let input = dir.join("input");
        std::fs::write(&input, "3 4\n").unwrap();
        let (out_a, out_b) = (dir.join("a.out"), dir.join("b.out"));
        let cat = Path::new("/bin/cat");
        let (a, b) = bench_pair((cat, &out_a), (cat, &out_b), &input, 3).unwrap();
        for (stats, out) in [(a, &out_a), (b, &out_b)] {
            assert!(stats.min <= stats.median && stats.median <= stats.max);
            assert_eq!(std::fs::read_to_string(out).unwrap(), "3 4\n");
        }
        let failing = Path::new("/bin/sh");
        let err = bench_pair((cat, &out_a), (failing, &out_b), &input, 3).unwrap_err();
        assert!(err.to_string().contains("/bin/sh failed"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
