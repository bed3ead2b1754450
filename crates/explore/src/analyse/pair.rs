//! Two coordinates: P-positions, Beatty pairs, sums, rows and columns.

use takebreak::pattern::Pattern;

use super::beatty::{NoBeam, Quadratic, fit_beam, fit_beam_where};
use super::heap::{apparent_pattern, nearest_break};
use super::{Beatty, PairAnalysis};

/// Fewer pairs than this get no Beatty claim (too few to tell a beam).
pub const MIN_BEATTY_PAIRS: usize = 6;

/// Rows (and columns) described one by one in the report, at most.
const ROWS_SHOWN: usize = 4;

/// The P-positions as Beatty pairs, or why not: `(0,0)` and pairs
/// (a_k, b_k), a_k < b_k, k = 1..K, each with its mirror, a_k and b_k both
/// increasing. Returns the pairs, or the reason they are not two beams.
fn beams(values: &[u32], rows: usize, cols: usize) -> Result<Vec<(u64, u64)>, String> {
    let g = |a: usize, b: usize| values[a * cols + b];
    if g(0, 0) != 0 {
        return Err("(0,0) is not a P-position".into());
    }
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for a in 0..rows {
        for b in 0..cols {
            if g(a, b) != 0 || (a == 0 && b == 0) {
                continue;
            }
            if a == b {
                return Err(format!("({a},{a}) is a P-position on the diagonal"));
            }
            let (x, y) = (a.min(b), a.max(b));
            if b < rows && a < cols && g(b, a) != 0 {
                return Err(format!(
                    "({a},{b}) is a P-position but its mirror ({b},{a}) is not"
                ));
            }
            pairs.push((x as u64, y as u64));
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    for w in pairs.windows(2) {
        if w[0].0 == w[1].0 {
            return Err(format!(
                "({},{}) and ({},{}) are both P-positions: one row holds two",
                w[0].0, w[0].1, w[1].0, w[1].1
            ));
        }
        if w[0].1 >= w[1].1 {
            return Err(format!(
                "the P-positions ({},{}) and ({},{}) do not increase together",
                w[0].0, w[0].1, w[1].0, w[1].1
            ));
        }
    }
    Ok(pairs)
}

/// Do the a_k and b_k (both increasing, a_k < b_k) cover every integer
/// 1..=a_K exactly once? (All the b_k up to a_K are among the pairs, since
/// b_k > a_k.)
fn complementary(a: &[u64], b: &[u64]) -> bool {
    let top = *a.last().expect("pairs");
    let mut seen = vec![false; top as usize + 1];
    for &v in a.iter().chain(b.iter().filter(|&&v| v <= top)) {
        if v == 0 || std::mem::replace(&mut seen[v as usize], true) {
            return false;
        }
    }
    seen[1..].iter().all(|&s| s)
}

/// The report line for a sequence (`a` or `b`) that fits no beam.
fn no_beam(which: &str, seq: &[u64], e: NoBeam) -> String {
    match e {
        NoBeam::Breaks { k } => format!(
            "no Beatty pairs: no α has ⌊kα⌋ = {which}_k for k = 1..={k} ({which}_{k} = {} breaks every beam through the earlier pairs)",
            seq[k - 1]
        ),
        NoBeam::Rational { p, q } => format!(
            "no Beatty claim: {which}_k = ⌊k·{p}/{q}⌋ for k = 1..={}, a line of rational slope {p}/{q} (no irrational is needed)",
            seq.len()
        ),
        NoBeam::NotQuadratic { lo, hi } => format!(
            "no Beatty claim: {which}_k = ⌊kα⌋ for every α in [{lo:.9}, {hi:.9}), but no quadratic irrational of height ≤ 50 there"
        ),
    }
}

/// A Beatty claim for the P-positions, with its report lines, or the line
/// saying why there is none.
fn beatty(values: &[u32], rows: usize, cols: usize) -> (Option<Beatty>, Vec<String>) {
    let pairs = match beams(values, rows, cols) {
        Ok(pairs) => pairs,
        Err(why) => return (None, vec![format!("no Beatty pairs: {why}")]),
    };
    if pairs.len() < MIN_BEATTY_PAIRS {
        return (
            None,
            vec![format!(
                "no Beatty claim: only {} P-position pairs off the diagonal in the box (at least {MIN_BEATTY_PAIRS} needed)",
                pairs.len()
            )],
        );
    }
    let a: Vec<u64> = pairs.iter().map(|p| p.0).collect();
    let b: Vec<u64> = pairs.iter().map(|p| p.1).collect();
    // β = α + c exactly when b_k − a_k = c·k for every k.
    let c = b[0] as i64 - a[0] as i64;
    let shifted = (0..a.len()).all(|i| b[i] as i64 - a[i] as i64 == c * (i as i64 + 1));
    // Complementary on the box: every integer 1..=a_K is exactly one a_k or
    // b_k. Then (Beatty–Rayleigh) 1/α + 1/β = 1 is asked of the fit: with
    // β = α + c this fixes α = (2−c+√(c²+4))/2, Fraenkel's form.
    let complementary = complementary(&a, &b);
    let rayleigh = if complementary {
        if shifted {
            Quadratic::new(2 - c, 1, c * c + 4, 2).filter(|x| x.fits(&a))
        } else {
            fit_beam_where(&a, |x| x.complement().is_some_and(|y| y.fits(&b))).ok()
        }
    } else {
        None
    };
    let (alpha, beta) = if let Some(alpha) = rayleigh {
        let beta = if shifted {
            alpha.plus(c)
        } else {
            alpha.complement().expect("checked")
        };
        (alpha, beta)
    } else {
        let alpha = match fit_beam(&a) {
            Ok(x) => x,
            Err(e) => return (None, vec![no_beam("a", &a, e)]),
        };
        let beta = if shifted {
            alpha.plus(c)
        } else {
            match fit_beam(&b) {
                Ok(x) => x,
                Err(e) => return (None, vec![no_beam("b", &b, e)]),
            }
        };
        (alpha, beta)
    };
    let k = pairs.len();
    let mut lines = vec![format!(
        "Beatty pairs (apparent, checked on the box in exact integer arithmetic): the P-positions are (0,0) and (a_k, b_k) = (⌊kα⌋, ⌊kβ⌋) with their mirrors, k = 1..={k}, α = {alpha} ≈ {:.9}, β = {beta} ≈ {:.9}{}",
        alpha.value(),
        beta.value(),
        if shifted {
            format!(" = α + {c}")
        } else {
            String::new()
        }
    )];
    if rayleigh.is_some() {
        lines.push(
            "complementary on the box: every integer up to the last a_k is exactly one a_k or b_k, and 1/α + 1/β = 1 (Beatty–Rayleigh)"
                .to_string(),
        );
    }
    if shifted && Quadratic::new(2 - c, 1, c * c + 4, 2) == Some(alpha) {
        lines.push(format!(
            "these are the P-positions of Fraenkel's a-Wythoff game with a = {c} (α = (2−a+√(a²+4))/2, β = α + a; a = 1 is Wythoff's game)"
        ));
    }
    let beatty = Beatty {
        alpha: alpha.value(),
        beta: beta.value(),
        alpha_text: alpha.to_string(),
        beta_text: beta.to_string(),
    };
    (Some(beatty), lines)
}

fn pattern_text(p: &Pattern) -> String {
    if p.saltus == 0 {
        format!("period {}, preperiod {}", p.period, p.preperiod)
    } else {
        format!(
            "period {}, saltus {}, preperiod {}",
            p.period, p.saltus, p.preperiod
        )
    }
}

/// The patterns of a family of lines (rows or columns), summarised.
fn lines_pattern(name: &str, lines: &[Vec<u32>], out: &mut Vec<String>) -> Option<Pattern> {
    let found: Vec<Option<Pattern>> = lines.iter().map(|l| apparent_pattern(l)).collect();
    let len = lines.first().map_or(0, Vec::len);
    let with = found.iter().filter(|p| p.is_some()).count();
    let common = match found.first() {
        Some(Some(first))
            if found.iter().all(|p| {
                p.is_some_and(|p| p.period == first.period && p.saltus == first.saltus)
            }) =>
        {
            Some(Pattern {
                preperiod: found
                    .iter()
                    .flatten()
                    .map(|p| p.preperiod)
                    .max()
                    .unwrap_or(0),
                ..*first
            })
        }
        _ => None,
    };
    if let Some(c) = common {
        out.push(format!(
            "every {name} (apparent, checked on the box, {len} values each): {} (the largest preperiod of the {})",
            pattern_text(&c),
            lines.len()
        ));
        return Some(c);
    }
    let mut text = format!(
        "{name}s with a pattern (apparent, checked on the box, {len} values each): {with} of {}",
        lines.len()
    );
    for (i, p) in found.iter().enumerate().take(ROWS_SHOWN) {
        match p {
            Some(p) => text.push_str(&format!("; {name} {i}: {}", pattern_text(p))),
            None => text.push_str(&format!("; {name} {i}: none")),
        }
    }
    if lines.len() > ROWS_SHOWN {
        text.push_str("; …");
    }
    out.push(text);
    if let Some(i) = found.iter().position(Option::is_none)
        && let Some((p, s, at)) = nearest_break(&lines[i])
    {
        out.push(format!(
                "{name} {i} has no pattern; nearest: period {p}, saltus {s}, broke at {at}: value {} at {}, but {} + {s} = {} at {at}",
                lines[i][at + p],
                at + p,
                lines[i][at],
                i64::from(lines[i][at]) + s
            ));
    }
    None
}

/// Finds the patterns in a box of values: `values[a * cols + b]` = G(a, b)
/// for a < rows, b < cols. Every claim is about the box only (*apparent,
/// checked on the box*; `proved` stays false: no theorem is checked for a
/// pair rule):
///
/// - the P-positions, row by row;
/// - **Beatty pairs**: the P-positions are (0,0) and pairs (a_k, b_k) with
///   a_k < b_k and their mirrors, one per row, increasing together, at
///   least 6 of them, with a_k = ⌊kα⌋ and b_k = ⌊kβ⌋ for quadratic
///   irrationals α, β found by [`fit_beam`] (the smallest minimal polynomial)
///   and checked in exact integer arithmetic; Fraenkel's a-Wythoff
///   (α = (2−a+√(a²+4))/2, β = α + a) is named when it is that;
/// - a **sum**: G(a, b) = G(a, 0) ⊕ G(0, b) on the whole box, or the first
///   (a, b) where not, with both values;
/// - rows and columns periodic or arithmetic-periodic from some point
///   (each by `takebreak`'s convention), and the pattern all rows share
///   (`period`, `saltus`, `preperiod`: the largest row preperiod), else the
///   first rows' patterns and where the nearest candidate broke.
///
/// O(rows · cols) for the P-positions and the sum, O(50³ + K) for the
/// Beatty fit, and the period search per row and column.
pub fn analyse_pair(values: &[u32], rows: usize, cols: usize) -> PairAnalysis {
    let mut out = PairAnalysis::default();
    if rows == 0 || cols == 0 || values.len() < rows * cols {
        out.lines.push("no values".to_string());
        return out;
    }
    let g = |a: usize, b: usize| values[a * cols + b];
    for a in 0..rows {
        for b in 0..cols {
            if g(a, b) == 0 {
                out.p_positions.push((a as u64, b as u64));
            }
        }
    }
    // Counted and listed by the reports (`P-positions in the box: N: …`),
    // not here as well.
    let (beatty, lines) = beatty(values, rows, cols);
    out.beatty = beatty;
    out.lines.extend(lines);
    let broken = (0..rows)
        .flat_map(|a| (0..cols).map(move |b| (a, b)))
        .find(|&(a, b)| g(a, b) != g(a, 0) ^ g(0, b));
    match broken {
        None => {
            out.sum = true;
            out.lines.push(format!(
                "a sum: G(a,b) = G(a,0) ⊕ G(0,b) on the whole {rows}×{cols} box (apparent, checked on the box)"
            ));
        }
        Some((a, b)) => out.lines.push(format!(
            "not a sum: G({a},{b}) = {} but G({a},0) ⊕ G(0,{b}) = {} ⊕ {} = {}",
            g(a, b),
            g(a, 0),
            g(0, b),
            g(a, 0) ^ g(0, b)
        )),
    }
    let row_lines: Vec<Vec<u32>> = (0..rows)
        .map(|a| (0..cols).map(|b| g(a, b)).collect())
        .collect();
    let col_lines: Vec<Vec<u32>> = (0..cols)
        .map(|b| (0..rows).map(|a| g(a, b)).collect())
        .collect();
    let row = lines_pattern("row", &row_lines, &mut out.lines);
    let symmetric = rows == cols && (0..rows).all(|a| (0..a).all(|b| g(a, b) == g(b, a)));
    let col = if symmetric {
        out.lines
            .push("columns: as the rows (G(a,b) = G(b,a) on the whole box)".to_string());
        row
    } else {
        lines_pattern("column", &col_lines, &mut out.lines)
    };
    if let Some(p) = row.or(col) {
        out.period = Some(p.period as u64);
        out.preperiod = Some(p.preperiod as u64);
        out.saltus = Some(i64::from(p.saltus));
    }
    out
}
