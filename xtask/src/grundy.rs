//! `cargo xtask grundy GAME`: a take-and-break game's Grundy values, their
//! smallest period, saltus and preperiod, and whether the periodicity theorem
//! proves them. The engine is the `takebreak` crate; this file only reads the
//! flags, prints (a summary, or one JSON object) and draws the SVG plot.

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{anyhow, bail, Context, Result};
use takebreak::{Game, Solution};

use crate::flags;

pub fn run(flags: &flags::Grundy) -> Result<ExitCode> {
    let game: Game = flags.game.parse().map_err(|e: String| anyhow!("{e}"))?;
    let upto = flags.upto.unwrap_or(1 << 20);
    if upto == 0 {
        bail!("--upto must be at least 1");
    }
    let solution = takebreak::solve(&game, upto);
    if flags.json {
        println!("{}", json(&game, &solution, flags.show));
    } else {
        print!("{}", summary(&game, &solution, flags.show));
    }
    if let Some(path) = &flags.plot {
        plot(&game, &solution, path).with_context(|| format!("plotting to {}", path.display()))?;
        if !flags.json {
            println!("plot: {}", path.display());
        }
    }
    Ok(ExitCode::SUCCESS)
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
pub fn summary(game: &Game, s: &Solution, show: usize) -> String {
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
        "{n} values, largest {max}, in {:.3} s ({:.0} values/s); rare/common mask {:#x} (over value·2 + parity), {} rare",
        s.seconds,
        n as f64 / s.seconds.max(1e-9),
        s.mask,
        s.rare
    );
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

/// G(n) against n, every value as a dot; rare values (under the solver's
/// last mask) in red on top. Long sequences are thinned to the distinct
/// values of each of at most 2000 columns.
pub fn plot(game: &Game, s: &Solution, path: &Path) -> Result<()> {
    use plotters::prelude::*;
    let n = s.values.len();
    let max = s.values.iter().max().copied().unwrap_or(0);
    let width = n.div_ceil(2000).max(1);
    let mut common = Vec::new();
    let mut rare = Vec::new();
    let mut seen = vec![u32::MAX; max as usize + 1];
    for (i, &v) in s.values.iter().enumerate() {
        let tag = (u64::from(v) << 1) | (i as u64 & 1);
        let is_rare = s.mask != 0 && (tag & s.mask).count_ones() & 1 == 0;
        let column = (i / width) as u32;
        if is_rare {
            if rare.len() < 50_000 {
                rare.push((i as f64, f64::from(v)));
            }
        } else if seen[v as usize] != column {
            seen[v as usize] = column;
            common.push(((column as usize * width) as f64, f64::from(v)));
        }
    }
    let root = SVGBackend::new(path, (1200, 700)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| anyhow!("{e}"))?;
    let mut chart = ChartBuilder::on(&root)
        .caption(format!("Grundy values of {game}"), ("sans-serif", 22))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(48)
        .build_cartesian_2d(0f64..n as f64, 0f64..f64::from(max) + 1.0)
        .map_err(|e| anyhow!("{e}"))?;
    chart
        .configure_mesh()
        .x_desc("n")
        .y_desc("G(n)")
        .draw()
        .map_err(|e| anyhow!("{e}"))?;
    chart
        .draw_series(common.iter().map(|&p| Circle::new(p, 1, BLUE.filled())))
        .map_err(|e| anyhow!("{e}"))?
        .label("common")
        .legend(|(x, y)| Circle::new((x, y), 3, BLUE.filled()));
    chart
        .draw_series(rare.iter().map(|&p| Circle::new(p, 2, RED.filled())))
        .map_err(|e| anyhow!("{e}"))?
        .label("rare")
        .legend(|(x, y)| Circle::new((x, y), 3, RED.filled()));
    chart
        .configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE)
        .draw()
        .map_err(|e| anyhow!("{e}"))?;
    root.present().map_err(|e| anyhow!("{e}"))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let text = summary(&game, &s, 5);
        assert!(
            text.contains("period 34, preperiod 53 (last exception 52)"),
            "{text}"
        );
        assert!(text.contains("proved by the periodicity theorem"), "{text}");
        let (game, s) = solved("4.[3]", 300);
        let text = summary(&game, &s, 5);
        assert!(text.contains("apparent, checked to N = 300"), "{text}");
    }

    #[test]
    fn plot_writes_an_svg() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.svg");
        let (game, s) = solved("0.16", 3000);
        plot(&game, &s, &path).unwrap();
        let svg = std::fs::read_to_string(&path).unwrap();
        assert!(svg.starts_with("<svg"), "{}", &svg[..100.min(svg.len())]);
        assert!(svg.contains("<circle"));
        assert!(svg.contains("Grundy values of 0.16"));
        assert!(svg.trim_end().ends_with("</svg>"));
    }
}
