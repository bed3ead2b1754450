//! `cargo xtask grundy GAME`: a take-and-break game's Grundy values, their
//! smallest period, saltus and preperiod, and whether the periodicity theorem
//! proves them. The engine is the `takebreak` crate; this file only reads the
//! flags, prints (a summary, or one JSON object) and draws the SVG plot.

use std::fmt::Write as _;
use std::io::IsTerminal as _;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{anyhow, bail, Context, Result};
use explore::report::plot::Marked;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use takebreak::{Game, Solution};

use crate::flags;

pub fn run(flags: &flags::Grundy) -> Result<ExitCode> {
    let game: Game = flags.game.parse().map_err(|e: String| anyhow!("{e}"))?;
    let upto = flags.upto.unwrap_or(1 << 20);
    if upto == 0 {
        bail!("--upto must be at least 1");
    }
    // Before any computing: a plot that cannot be written fails now.
    if let Some(path) = &flags.plot {
        check_plot_path(path, flags.force)?;
    }
    let page = match &flags.html {
        Some(path) => Some(crate::page::check(path, flags.force)?),
        None => None,
    };
    let mut progress = Progress::new(&game, upto);
    let solution =
        takebreak::solve_with(&game, upto, flags.show, &mut |done| progress.update(done));
    progress.finish();
    let text = summary(&game, &solution, flags.show, flags.verbose);
    if flags.json {
        println!("{}", json(&game, &solution, flags.show));
    } else {
        print!("{text}");
    }
    if let Some(target) = page {
        crate::page::write(&game, &solution, &text, target)?;
    }
    if let Some(path) = &flags.plot {
        let svg = plot(&game, &solution).with_context(|| format!("plotting {game}"))?;
        std::fs::write(path, svg).with_context(|| format!("cannot write {}", path.display()))?;
        if !flags.json {
            println!("plot: {}", path.display());
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The first line of every SVG `grundy` writes: a file holding it may be
/// overwritten without `--force`.
pub use explore::report::plot::PLOT_MARK;

/// Refuses a `--plot` path that is not an `.svg`, whose folder is missing or
/// not writable, or that holds a file `grundy` did not write (without
/// `--force`).
pub fn check_plot_path(path: &Path, force: bool) -> Result<()> {
    let svg = path
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("svg"));
    if !svg {
        bail!(
            "--plot {}: only SVG is written (name the file FILE.svg; for a bitmap, convert it, \
             e.g. `rsvg-convert -o plot.png plot.svg`)",
            path.display()
        );
    }
    if path.is_dir() {
        bail!("--plot {}: is a folder", path.display());
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !parent.is_dir() {
        bail!("--plot {}: no folder {}", path.display(), parent.display());
    }
    let existed = path.exists();
    if existed && !force {
        let ours = std::fs::read_to_string(path).is_ok_and(|text| text.starts_with(PLOT_MARK));
        if !ours {
            bail!(
                "--plot {}: the file exists and was not written by `cargo xtask grundy`; \
                 pass --force to overwrite it",
                path.display()
            );
        }
    }
    // Opened for writing without truncating (and removed again if new): a
    // read-only file or folder is refused now, not after the computing.
    std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .with_context(|| format!("--plot {}: cannot write there", path.display()))?;
    if !existed {
        let _ = std::fs::remove_file(path);
    }
    Ok(())
}

/// Seconds past which a predicted run gets a note up front.
const LONG_RUN: f64 = 60.0;

/// Progress of a run: a line on a terminal (values done, values/s, time
/// left) once it has taken a second, and a note on stderr as soon as the
/// run is predicted to take minutes.
struct Progress {
    start: Instant,
    upto: usize,
    game: String,
    /// Three-heap splits: `O(n²)` a value, so time grows like n³.
    cubic: bool,
    /// `(values, seconds)` at each power of two, for the growth exponent.
    checkpoints: Vec<(usize, f64)>,
    warned: bool,
    bar: Option<ProgressBar>,
    terminal: bool,
}

impl Progress {
    fn new(game: &Game, upto: usize) -> Self {
        let cubic = game
            .digits()
            .iter()
            .chain(game.tail())
            .any(|d| d.bits & 8 != 0);
        Progress {
            start: Instant::now(),
            upto,
            game: game.to_string(),
            cubic,
            checkpoints: Vec::new(),
            warned: false,
            bar: None,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    /// How time grows with the number of values, n^e: 3 with three-heap
    /// splits, else fitted to the last two powers of two (1 to 3).
    fn exponent(&self) -> f64 {
        if self.cubic {
            return 3.0;
        }
        let usable: Vec<&(usize, f64)> = self
            .checkpoints
            .iter()
            .filter(|(_, t)| *t >= 0.02)
            .collect();
        match usable[..] {
            [.., (n1, t1), (n2, t2)] => {
                ((t2 / t1).ln() / (*n2 as f64 / *n1 as f64).ln()).clamp(1.0, 3.0)
            }
            _ => 1.0,
        }
    }

    /// Predicted seconds for all `upto` values, from `done` in `elapsed`.
    fn predicted(&self, done: usize, elapsed: f64) -> f64 {
        elapsed * (self.upto as f64 / done as f64).powf(self.exponent())
    }

    fn update(&mut self, done: usize) {
        let elapsed = self.start.elapsed().as_secs_f64();
        if done.is_power_of_two() {
            self.checkpoints.push((done, elapsed));
        }
        if elapsed < 0.5 {
            return;
        }
        let total = self.predicted(done, elapsed);
        if !self.warned && total > LONG_RUN {
            self.warned = true;
            let e = self.exponent();
            let minute = (done as f64 * (LONG_RUN / elapsed).powf(1.0 / e)) as usize;
            let why = if self.cubic {
                "three-heap splits: each value looks at O(n²) splits"
            } else {
                "at the pace so far"
            };
            eprintln!(
                "note: {} values of {} would take about {} ({why}); it stops sooner only \
                 if a period is proved. About a minute: --upto {}",
                self.upto,
                self.game,
                duration(total),
                minute.max(done)
            );
        }
        if !self.terminal || elapsed < 1.0 {
            return;
        }
        let bar = self.bar.get_or_insert_with(|| {
            let bar =
                ProgressBar::with_draw_target(Some(self.upto as u64), ProgressDrawTarget::stderr());
            bar.set_style(
                ProgressStyle::with_template("{pos}/{len} values, {per_sec}, {msg}")
                    .expect("a valid template"),
            );
            bar
        });
        bar.set_position(done as u64);
        bar.set_message(format!("about {} left", duration(total - elapsed)));
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// Seconds as a reader wants them: "40 s", "12 min", "3.5 h", "9 days".
fn duration(seconds: f64) -> String {
    let seconds = seconds.max(0.0);
    if seconds < 90.0 {
        format!("{seconds:.0} s")
    } else if seconds < 5400.0 {
        format!("{:.0} min", seconds / 60.0)
    } else if seconds < 172_800.0 {
        format!("{:.1} h", seconds / 3600.0)
    } else if seconds < 3.2e9 {
        format!("{:.0} days", seconds / 86_400.0)
    } else {
        "centuries".to_string()
    }
}

/// The JSON object: exactly the keys game, values, head, period, preperiod,
/// saltus, last_exception, proved, bound, seconds.
pub fn json(game: &Game, s: &Solution, show: usize) -> serde_json::Value {
    let p = s.pattern;
    serde_json::json!({
        "game": game.to_string(),
        "values": s.values.len(),
        "head": &s.values[..show.min(s.values.len())],
        "period": p.map(|p| p.period),
        "preperiod": p.map(|p| p.preperiod),
        "saltus": p.map(|p| p.saltus),
        "last_exception": p.and_then(|p| p.last_exception()),
        "proved": s.proof.is_some(),
        "bound": s.proof.as_ref().map(|proof| proof.text.clone()),
        "seconds": s.seconds,
    })
}

/// The readable summary: values, pattern, proof or "apparent", time.
pub fn summary(game: &Game, s: &Solution, show: usize, verbose: bool) -> String {
    let mut out = String::new();
    let n = s.values.len();
    let _ = writeln!(out, "game {game}");
    let shown = show.min(n);
    let _ = write!(out, "G(0..{shown}):");
    for (i, v) in s.values[..shown].iter().enumerate() {
        if i % 20 == 0 {
            let _ = write!(out, "\n  {i:>5}:");
        }
        let _ = write!(out, " {v}");
    }
    let _ = writeln!(out);
    match (s.pattern, &s.proof) {
        (Some(p), proof) => {
            let kind = if p.saltus == 0 {
                "periodic".to_string()
            } else {
                format!("arithmetic-periodic, saltus {}", p.saltus)
            };
            let last = p
                .last_exception()
                .map_or("none".to_string(), |e| e.to_string());
            let _ = writeln!(
                out,
                "pattern: {kind}, period {}, preperiod {} (last exception {last})",
                p.period, p.preperiod
            );
            if let Some(proof) = proof {
                let _ = writeln!(out, "proved by the {}; {n} values computed", proof.text);
            } else {
                let _ = writeln!(
                    out,
                    "apparent, checked to N = {n}: {}",
                    why_unproved(game, p.saltus)
                );
            }
        }
        (None, _) => {
            let _ = writeln!(out, "no period found in {n} values (G(0) … G({}))", n - 1);
        }
    }
    let max = s.values.iter().max().copied().unwrap_or(0);
    let _ = writeln!(
        out,
        "{n} values, largest {max}, in {:.3} s ({:.0} values/s)",
        s.seconds,
        n as f64 / s.seconds.max(1e-9)
    );
    if verbose {
        // The solver's statistics: see takebreak's solver (rare/common).
        let _ = writeln!(
            out,
            "solver: rare/common mask {:#x} (over value·2 + parity), {} rare indices",
            s.mask, s.rare
        );
    }
    out
}

fn why_unproved(game: &Game, saltus: u32) -> &'static str {
    if !game.is_finite() {
        "no theorem covers infinite codes"
    } else if game.has_unequal_splits() {
        "no theorem covers unequal splits"
    } else if saltus > 0 {
        "no theorem here covers arithmetic periodicity"
    } else {
        "the periodicity theorem needs more values (raise --upto)"
    }
}

/// G(n) against n as an SVG document (starting with [`PLOT_MARK`]): the
/// explorer's sequence plot ([`explore::report::plot::sequence`], the same
/// drawing as a rule's), the pattern in the title, the preperiod's end as a
/// dashed line and the first period after it shaded.
pub fn plot(game: &Game, s: &Solution) -> Result<String> {
    let marked = s.pattern.map(|p| Marked {
        period: p.period,
        preperiod: p.preperiod,
        saltus: vec![i64::from(p.saltus)],
        proved: s.proof.is_some(),
    });
    let what = format!("Grundy values of {game}");
    explore::report::plot::sequence(&what, "G(n)", &s.values, marked.as_ref())
        .map_err(|e| anyhow!(e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use explore::report::plot::MAX_MARKS;

    fn solved(code: &str, upto: usize) -> (Game, Solution) {
        let game: Game = code.parse().unwrap();
        let s = takebreak::solve(&game, upto);
        (game, s)
    }

    #[test]
    fn json_has_exactly_the_keys() {
        let (game, s) = solved("0.07", 1 << 20);
        let value = json(&game, &s, 10);
        let object = value.as_object().unwrap();
        let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "bound",
                "game",
                "head",
                "last_exception",
                "period",
                "preperiod",
                "proved",
                "saltus",
                "seconds",
                "values"
            ]
        );
        assert_eq!(value["game"], "0.07");
        assert_eq!(value["values"], 175);
        assert_eq!(
            value["head"],
            serde_json::json!([0, 0, 1, 1, 2, 0, 3, 1, 1, 0])
        );
        assert_eq!(
            (value["period"].clone(), value["preperiod"].clone()),
            (34.into(), 53.into())
        );
        assert_eq!(
            (value["saltus"].clone(), value["last_exception"].clone()),
            (0.into(), 52.into())
        );
        assert_eq!(value["proved"], true);
        assert!(value["bound"].as_str().unwrap().contains("175"));
        assert!(value["seconds"].is_f64());
    }

    #[test]
    fn json_nulls_when_nothing_is_found() {
        let (game, s) = solved("0.6", 50);
        let value = json(&game, &s, 100);
        assert_eq!(value["head"].as_array().unwrap().len(), 50);
        for key in ["period", "preperiod", "saltus", "last_exception", "bound"] {
            assert!(value[key].is_null(), "{key}");
        }
        assert_eq!(value["proved"], false);
        let (game, s) = solved("4.[3]", 400);
        let value = json(&game, &s, 0);
        assert_eq!(
            (value["period"].clone(), value["saltus"].clone()),
            (4.into(), 4.into())
        );
        assert_eq!(value["proved"], false);
        assert!(value["bound"].is_null());
        assert_eq!(value["head"], serde_json::json!([]));
    }

    #[test]
    fn summary_says_proved_or_apparent() {
        let (game, s) = solved("0.07", 1 << 20);
        let text = summary(&game, &s, 5, false);
        assert!(
            text.contains("period 34, preperiod 53 (last exception 52)"),
            "{text}"
        );
        assert!(text.contains("proved by the periodicity theorem"), "{text}");
        let (game, s) = solved("4.[3]", 300);
        let text = summary(&game, &s, 5, false);
        assert!(text.contains("apparent, checked to N = 300"), "{text}");
    }

    #[test]
    fn plot_writes_a_small_readable_svg() {
        let (game, s) = solved("0.07", 1 << 20);
        let svg = plot(&game, &s).unwrap();
        assert!(svg.starts_with(PLOT_MARK), "{}", &svg[..100.min(svg.len())]);
        assert!(svg.contains("<svg") && svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("period 34 from n = 53 (proved)"), "caption");
        assert!(svg.contains("dashed red line: end of the preperiod (n = 53)"));
        // One dot per value, no legend, no "rare".
        assert_eq!(svg.matches("<circle").count(), s.values.len());
        assert!(!svg.contains("rare") && !svg.contains("common"));
        // Integer ticks only: no tick label with a decimal point.
        let labels: Vec<&str> = svg
            .split("</text>")
            .filter_map(|t| t.rsplit('>').next().map(str::trim))
            .filter(|t| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit() || c == '.'))
            .collect();
        assert!(!labels.is_empty(), "{svg}");
        assert!(labels.iter().all(|t| !t.contains('.')), "{labels:?}");
    }

    #[test]
    fn a_long_plot_is_aggregated_to_a_bounded_size() {
        // Lasker's Nim: a million values, growing with n.
        let (game, s) = solved("4.[3]", 1 << 20);
        assert_eq!(s.values.len(), 1 << 20);
        let svg = plot(&game, &s).unwrap();
        assert!(svg.len() < 1_000_000, "{} bytes", svg.len());
        assert!(svg.matches("<rect").count() <= MAX_MARKS + 10);
        assert!(!svg.contains("<circle"));
        assert!(svg.contains("each square is a cell of about"));
    }

    #[test]
    fn the_plot_path_is_checked_before_computing() {
        let dir = tempfile::tempdir().unwrap();
        let err = |path: &Path, force| check_plot_path(path, force).unwrap_err().to_string();
        assert!(err(&dir.path().join("x.png"), false).contains("only SVG is written"));
        assert!(err(&dir.path().join("no/x.svg"), false).contains("no folder"));
        assert!(err(dir.path(), false).contains("only SVG"));
        let folder = dir.path().join("f.svg");
        std::fs::create_dir(&folder).unwrap();
        assert!(err(&folder, false).contains("is a folder"));
        // A new file is fine, and not left behind by the check.
        let new = dir.path().join("g.svg");
        check_plot_path(&new, false).unwrap();
        assert!(!new.exists());
        // Someone's file needs --force; one grundy wrote does not.
        std::fs::write(&new, "<svg>mine</svg>").unwrap();
        assert!(err(&new, false).contains("pass --force"));
        check_plot_path(&new, true).unwrap();
        let (game, s) = solved("0.16", 300);
        std::fs::write(&new, plot(&game, &s).unwrap()).unwrap();
        check_plot_path(&new, false).unwrap();
    }

    #[test]
    fn show_computes_at_least_that_many_values() {
        let game: Game = "S{1,3,4}".parse().unwrap();
        assert_eq!(takebreak::solve(&game, 1 << 20).values.len(), 13);
        let s = takebreak::solve_with(&game, 1 << 20, 24, &mut |_| ());
        assert_eq!(s.values.len(), 24);
        assert!(s.proof.is_some());
        let text = summary(&game, &s, 24, false);
        assert!(text.contains("G(0..24):"), "{text}");
        assert_eq!(json(&game, &s, 24)["head"].as_array().unwrap().len(), 24);
        // Never past --upto.
        assert_eq!(
            takebreak::solve_with(&game, 10, 24, &mut |_| ())
                .values
                .len(),
            10
        );
    }

    #[test]
    fn the_mask_line_is_only_verbose() {
        let (game, s) = solved("0.07", 1 << 20);
        assert!(!summary(&game, &s, 5, false).contains("mask"));
        assert!(summary(&game, &s, 5, true).contains("rare/common mask"));
    }

    #[test]
    fn a_long_run_is_predicted() {
        let game: Game = "0.9".parse().unwrap();
        let mut progress = Progress::new(&game, 1 << 20);
        assert!(progress.cubic);
        // 4096 values in 1.6 s: 2^20 is 256³ times as long.
        let total = progress.predicted(4096, 1.6);
        assert!(total > 86_400.0 * 300.0, "{total}");
        assert!(duration(total).ends_with(" days"), "{}", duration(total));
        assert_eq!(duration(40.0), "40 s");
        assert_eq!(duration(600.0), "10 min");
        // Linear growth fitted from the checkpoints.
        let game: Game = "0.16".parse().unwrap();
        let mut linear = Progress::new(&game, 1 << 20);
        linear.checkpoints = vec![(1 << 16, 0.1), (1 << 17, 0.2)];
        assert!((linear.exponent() - 1.0).abs() < 1e-9);
        assert!((linear.predicted(1 << 17, 0.2) - 1.6).abs() < 1e-9);
        progress.checkpoints.clear();
        progress.terminal = false;
        progress.update(64);
        assert!(!progress.warned && progress.bar.is_none());
    }
}
