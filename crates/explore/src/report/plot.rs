//! `--plot FILE.svg`: a sequence's values against n (a code's, a heap
//! rule's, a family's starts', a scoring table's, a printed table's: one
//! drawing, [`sequence`], with the pattern in the title, the preperiod's end
//! dashed and the first period shaded), a heat map of G(a, b) with the
//! P-positions marked for a pair. Both stay small whatever the table's
//! size: a sequence is cut into at most [`MAX_MARKS`] cells past 1200
//! values, a box is drawn in at most 160 × 160 cells.

use std::fmt::Write as _;
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

/// The first line of every SVG the explorer writes (a code's plot, a
/// rule's, a printed table's): `cargo xtask grundy --plot` overwrites a file
/// holding it without `--force`.
pub const PLOT_MARK: &str = "<!-- written by cargo xtask grundy -->";

/// Marks a sequence plot draws at most: past this the grid of cells is
/// coarsened.
pub const MAX_MARKS: usize = 5000;

/// The pattern a sequence plot marks: the title names it, a dashed red line
/// ends the preperiod, the first period after it is shaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Marked {
    pub period: usize,
    pub preperiod: usize,
    /// One saltus for every n (`[0]` periodic), or one for each residue
    /// class n mod p.
    pub saltus: Vec<i64>,
    /// Proved by a theorem (else apparent).
    pub proved: bool,
}

impl Marked {
    /// The pattern of a Grundy table's analysis (`None` without a period).
    pub fn of(
        period: Option<u64>,
        preperiod: Option<u64>,
        saltus: Option<i64>,
        proved: bool,
    ) -> Option<Marked> {
        Some(Marked {
            period: usize::try_from(period?).ok()?,
            preperiod: usize::try_from(preperiod?).ok()?,
            saltus: vec![saltus?],
            proved,
        })
    }

    /// The apparent pattern of a scoring table.
    pub fn of_scores(p: &crate::analyse::scores::ScorePattern) -> Marked {
        Marked {
            period: p.period,
            preperiod: p.preperiod,
            saltus: p.saltus.clone(),
            proved: false,
        }
    }
}

/// The values `values[n]` against n as an SVG document (starting with
/// [`PLOT_MARK`]): integer ticks, `pattern` in the title with the end of its
/// preperiod as a dashed red line and its first period shaded, a key line
/// under the chart (no legend over the data). `what` begins the title
/// (`Grundy values of 0.07`), `y` names the axis (`G(n)`). Up to 1200 values
/// × 400 distinct heights each value is one dot; past that the plane is cut
/// into a grid of cells (at most [`MAX_MARKS`] occupied ones, coarser if
/// needed) and each cell holding a value is one square, so the file stays
/// small (tens of KB) whatever the length. Values may be negative (a scoring
/// table's); the axis then starts below 0.
pub fn sequence<V: Copy + Into<i64>>(
    what: &str,
    y: &str,
    values: &[V],
    pattern: Option<&Marked>,
) -> Result<String, String> {
    let n = values.len().max(1);
    let lo = values.iter().map(|&v| v.into()).min().unwrap_or(0).min(0);
    let hi = values.iter().map(|&v| v.into()).max().unwrap_or(0).max(0);
    // Rows of the grid count heights from `lo`: `top` of them.
    let top = usize::try_from(hi - lo + 1).unwrap_or(usize::MAX);
    let row_of = |v: i64, rows: usize| ((v - lo) as u128 * rows as u128 / top as u128) as usize;
    let (mut columns, mut rows) = (n.min(1200), top.min(400));
    let cells = loop {
        let mut occupied = vec![false; columns * rows];
        let mut cells = Vec::new();
        for (i, &v) in values.iter().enumerate() {
            let (c, r) = (i * columns / n, row_of(v.into(), rows));
            if !std::mem::replace(&mut occupied[c * rows + r], true) {
                cells.push((c, r));
            }
        }
        if cells.len() <= MAX_MARKS || columns.max(rows) <= 50 {
            break cells;
        }
        columns = columns.div_ceil(2);
        rows = rows.div_ceil(2);
    };
    let exact = columns == n && rows == top;
    let (x_end, y_end) = (n as i64, hi + 1);
    let caption = match pattern {
        Some(p) => {
            let how = if p.proved { "proved" } else { "apparent" };
            match p.saltus[..] {
                [0] => format!(
                    "{what}: period {} from n = {} ({how})",
                    p.period, p.preperiod
                ),
                [s] => format!(
                    "{what}: period {}, saltus {s}, from n = {} ({how})",
                    p.period, p.preperiod
                ),
                _ => format!(
                    "{what}: period {}, a saltus for each residue class ({}), from n = {} ({how})",
                    p.period,
                    p.saltus
                        .iter()
                        .map(|s| format!("{s:+}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    p.preperiod
                ),
            }
        }
        None => format!("{what}: no period found in {} values", values.len()),
    };
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (1200, 720)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let (chart_area, note_area) = root.split_vertically(690);
        let mut chart = ChartBuilder::on(&chart_area)
            .caption(&caption, ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(64)
            .build_cartesian_2d(0i64..x_end, lo..y_end)
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc("n")
            .y_desc(y)
            .label_style(("sans-serif", 14))
            .axis_desc_style(("sans-serif", 16))
            .draw()
            .map_err(err)?;
        if let Some(p) = pattern {
            // One period after the preperiod, shaded; the preperiod's end dashed.
            let from = p.preperiod.min(n) as i64;
            let to = (p.preperiod + p.period).min(n) as i64;
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(from, lo), (to, y_end)],
                    RGBColor(255, 236, 179).filled(),
                )))
                .map_err(err)?;
            let height = y_end - lo;
            let dashes = (lo..y_end)
                .step_by((height as usize / 40).max(1))
                .map(|y| PathElement::new(vec![(from, y), (from, y + (height / 80).max(1))], RED));
            chart.draw_series(dashes).map_err(err)?;
        }
        if lo < 0 {
            chart
                .draw_series(std::iter::once(PathElement::new(
                    vec![(0, 0), (x_end, 0)],
                    BLACK.mix(0.4),
                )))
                .map_err(err)?;
        }
        let blue = RGBColor(31, 90, 180);
        if exact {
            chart
                .draw_series(
                    values
                        .iter()
                        .enumerate()
                        .map(|(i, &v)| Circle::new((i as i64, v.into()), 2, blue.filled())),
                )
                .map_err(err)?;
        } else {
            let cell = |c: usize, r: usize| {
                let x0 = (c * n / columns) as i64;
                let x1 = ((c + 1) * n / columns) as i64;
                let y0 = lo + (r * top).div_ceil(rows) as i64;
                let y1 = lo + ((r + 1) * top).div_ceil(rows) as i64;
                Rectangle::new([(x0, y0), (x1.max(x0 + 1), y1.max(y0 + 1))], blue.filled())
            };
            chart
                .draw_series(cells.iter().map(|&(c, r)| cell(c, r)))
                .map_err(err)?;
        }
        let mut note = if exact {
            format!("each dot is one value {y}")
        } else {
            format!(
                "each square is a cell of about {} values of n × {} of {y} holding at least one value",
                n.div_ceil(columns),
                top.div_ceil(rows)
            )
        };
        if let Some(p) = pattern {
            let _ = write!(
                note,
                "; dashed red line: end of the preperiod (n = {}); shaded: the first period ({} values)",
                p.preperiod, p.period
            );
        }
        note_area
            .draw_text(
                &note,
                &("sans-serif", 15).into_text_style(&note_area),
                (70, 4),
            )
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(format!("{PLOT_MARK}\n{svg}"))
}

/// Writes a drawn plot to `path`.
pub fn write(path: &Path, svg: &str) -> Result<(), String> {
    std::fs::write(path, svg).map_err(|e| format!("--plot {}: cannot write: {e}", path.display()))
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
