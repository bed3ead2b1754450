//! `--plot FILE.svg`: G(n) against n for one heap, a heat map of G(a, b)
//! with the P-positions marked for a pair. Both stay small whatever the
//! table's size: a heap's points are thinned to the distinct values of each
//! of at most 2000 columns, a box is drawn in at most 160 × 160 cells.

use std::fs::OpenOptions;
use std::path::{Path, PathBuf};

use plotters::prelude::*;

/// A plot's output file, checked (an `.svg` name, writable) before any work.
pub struct Target {
    path: PathBuf,
    created: bool,
}

impl Target {
    pub fn open(path: &Path) -> Result<Target, String> {
        if path.extension().and_then(|e| e.to_str()) != Some("svg") {
            return Err(format!(
                "--plot {}: the plot is an SVG file, name it FILE.svg",
                path.display()
            ));
        }
        let existed = path.exists();
        OpenOptions::new()
            .append(true)
            .create(true)
            .open(path)
            .map_err(|e| format!("--plot {}: cannot write there: {e}", path.display()))?;
        Ok(Target {
            path: path.to_path_buf(),
            created: !existed,
        })
    }

    /// Removes the file this run created if it was not drawn after all.
    pub fn finish(self, drawn: bool) {
        if !drawn && self.created {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

fn err(e: impl std::fmt::Display) -> String {
    format!("plotting: {e}")
}

/// G(n) against n as dots, integer ticks on both axes.
pub fn heap(name: &str, values: &[u32], path: &Path) -> Result<(), String> {
    let n = values.len();
    let max = values.iter().copied().max().unwrap_or(0);
    let width = n.div_ceil(2000).max(1);
    let mut points = Vec::new();
    let mut seen = vec![usize::MAX; max as usize + 1];
    for (i, &v) in values.iter().enumerate() {
        let column = i / width;
        if seen[v as usize] != column {
            seen[v as usize] = column;
            points.push(((column * width) as u64, v));
        }
    }
    let root = SVGBackend::new(path, (1200, 700)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let thinned = if width > 1 {
        format!(" (each {width} heaps drawn as their distinct values)")
    } else {
        String::new()
    };
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!("Grundy values of {name}{thinned}"),
            ("sans-serif", 20),
        )
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(48)
        .build_cartesian_2d(0u64..n as u64, 0u32..max + 1)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("n")
        .y_desc("G(n)")
        .draw()
        .map_err(err)?;
    chart
        .draw_series(points.iter().map(|&p| Circle::new(p, 2, BLUE.filled())))
        .map_err(err)?;
    root.present().map_err(err)?;
    Ok(())
}

/// The heat map of G(a, b) (b across, a up), P-positions in black. A box
/// larger than 160 on a side is drawn in square blocks, each coloured by its
/// mean value and black if it holds a P-position.
pub fn pair(
    name: &str,
    values: &[u32],
    rows: usize,
    cols: usize,
    p_positions: &[(u64, u64)],
    path: &Path,
) -> Result<(), String> {
    let title = |blocks: &str| format!("G(a, b) of {name} (P-positions black{blocks})");
    heat_map(&title, values, rows, cols, p_positions, path)
}

/// The heat map of `values` over the box, the cells of `black` black, the
/// caption `title(", k×k blocks")`.
fn heat_map(
    title: &dyn Fn(&str) -> String,
    values: &[u32],
    rows: usize,
    cols: usize,
    black: &[(u64, u64)],
    path: &Path,
) -> Result<(), String> {
    let p_positions = black;
    let block = rows.max(cols).div_ceil(160).max(1);
    let (br, bc) = (rows.div_ceil(block), cols.div_ceil(block));
    let mut sum = vec![0u64; br * bc];
    let mut count = vec![0u64; br * bc];
    let mut holds_p = vec![false; br * bc];
    for a in 0..rows {
        for b in 0..cols {
            let i = (a / block) * bc + b / block;
            sum[i] += u64::from(values[a * cols + b]);
            count[i] += 1;
        }
    }
    for &(a, b) in p_positions {
        holds_p[(a as usize / block) * bc + b as usize / block] = true;
    }
    let max = values.iter().copied().max().unwrap_or(0).max(1);
    let size = 800u32;
    let root = SVGBackend::new(path, (size + 120, size + 90)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let blocks = if block > 1 {
        format!(", {block}×{block} blocks")
    } else {
        String::new()
    };
    let mut chart = ChartBuilder::on(&root)
        .caption(title(&blocks), ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(48)
        .build_cartesian_2d(0u64..cols as u64, 0u64..rows as u64)
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("b")
        .y_desc("a")
        .draw()
        .map_err(err)?;
    let cells = (0..br).flat_map(|i| (0..bc).map(move |j| (i, j)));
    chart
        .draw_series(cells.map(|(i, j)| {
            let k = i * bc + j;
            let colour = if holds_p[k] {
                BLACK.to_rgba()
            } else {
                let t = sum[k] as f64 / count[k].max(1) as f64 / f64::from(max);
                HSLColor(0.66 * (1.0 - t), 0.85, 0.55).to_rgba()
            };
            let (a0, b0) = ((i * block) as u64, (j * block) as u64);
            let (a1, b1) = (
                ((i + 1) * block).min(rows) as u64,
                ((j + 1) * block).min(cols) as u64,
            );
            Rectangle::new([(b0, a0), (b1, a1)], colour.filled())
        }))
        .map_err(err)?;
    root.present().map_err(err)?;
    Ok(())
}

/// V(n) against n for a scoring rule: dots (values of either sign), the
/// zero line, and the apparent pattern's period in the title.
pub fn scores(
    name: &str,
    values: &[i64],
    pattern: Option<&crate::analyse::scores::ScorePattern>,
    path: &Path,
) -> Result<(), String> {
    let n = values.len() as i64;
    let lo = values.iter().copied().min().unwrap_or(0).min(0);
    let hi = values.iter().copied().max().unwrap_or(0).max(0);
    let root = SVGBackend::new(path, (1200, 700)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let title = match pattern {
        Some(p) => format!(
            "{name}: V(n), apparent period {} (saltus {:?}, preperiod {})",
            p.period, p.saltus, p.preperiod
        ),
        None => format!("{name}: V(n), the mover's final advantage"),
    };
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(64)
        .build_cartesian_2d(0i64..n.max(1), lo..hi + 1)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("n")
        .y_desc("V(n)")
        .draw()
        .map_err(err)?;
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![(0, 0), (n.max(1), 0)],
            BLACK.mix(0.4),
        )))
        .map_err(err)?;
    // At most 2000 columns: each drawn as its distinct values.
    let width = values.len().div_ceil(2000).max(1);
    let mut points: Vec<(i64, i64)> = Vec::new();
    for (column, chunk) in values.chunks(width).enumerate() {
        let mut seen: Vec<i64> = chunk.to_vec();
        seen.sort_unstable();
        seen.dedup();
        points.extend(seen.into_iter().map(|v| ((column * width) as i64, v)));
    }
    chart
        .draw_series(points.iter().map(|&p| Circle::new(p, 2, BLUE.filled())))
        .map_err(err)?;
    root.present().map_err(err)?;
    Ok(())
}

/// The heat map of V(a, b) for a two-parameter scoring table: the values
/// shifted to start at 0 and drawn as [`pair`] draws Grundy values, the
/// level positions (V = 0) black.
pub fn score_grid(
    name: &str,
    values: &[i64],
    rows: usize,
    cols: usize,
    path: &Path,
) -> Result<(), String> {
    let lo = values.iter().copied().min().unwrap_or(0);
    let shifted: Vec<u32> = values
        .iter()
        .map(|&v| u32::try_from(v - lo).unwrap_or(u32::MAX))
        .collect();
    let level: Vec<(u64, u64)> = (0..values.len())
        .filter(|&i| values[i] == 0)
        .map(|i| ((i / cols) as u64, (i % cols) as u64))
        .collect();
    let title = |blocks: &str| {
        format!(
            "V(a, b) of {name} (blue low to red high, from {lo}; level positions V = 0 black{blocks})"
        )
    };
    heat_map(&title, &shifted, rows, cols, &level, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_other_extensions_and_unwritable_paths() {
        assert!(Target::open(Path::new("g.png")).is_err());
        assert!(Target::open(Path::new("/nonexistent-folder/g.svg")).is_err());
    }
}
