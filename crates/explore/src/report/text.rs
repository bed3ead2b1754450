//! What every text report shares: the grid of a pair's values, a
//! position's text cut to a width, the error of a failed write.

use std::fmt::Write as _;
use std::io;

/// The error of a failed write of the report.
pub fn write_err(e: io::Error) -> String {
    format!("writing the report: {e}")
}

/// The grid of G(a, b), rows a and columns b (at most `show` of each), a
/// P-position (G = 0) written `P`.
pub fn grid(text: &mut String, values: &[u32], rows: usize, cols: usize, show: usize) {
    let (r, c) = (rows.min(show), cols.min(show));
    let widest = (0..r)
        .flat_map(|a| values[a * cols..a * cols + c].iter().copied())
        .max()
        .unwrap_or(0);
    let w = widest
        .to_string()
        .len()
        .max((c.max(1) - 1).to_string().len());
    let clipped = if r < rows || c < cols {
        format!(" (the first {r} rows and {c} columns; --show K for more)")
    } else {
        String::new()
    };
    let _ = writeln!(
        text,
        "G(a, b), row a, column b, P = a P-position (G = 0){clipped}:"
    );
    let aw = (r.max(1) - 1).to_string().len().max(1);
    let _ = write!(text, "  {:>aw$}  b:", "a");
    for b in 0..c {
        let _ = write!(text, " {b:>w$}");
    }
    let _ = writeln!(text);
    for a in 0..r {
        let _ = write!(text, "  {a:>aw$}    ");
        for &v in &values[a * cols..a * cols + c] {
            if v == 0 {
                let _ = write!(text, " {:>w$}", "P");
            } else {
                let _ = write!(text, " {v:>w$}");
            }
        }
        let _ = writeln!(text);
    }
}

/// A position's text, cut to 60 characters.
pub fn clip(text: &str) -> String {
    if text.chars().count() <= 60 {
        return text.to_string();
    }
    let cut: String = text.chars().take(57).collect();
    format!("{cut}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_marks_p_positions() {
        let values: Vec<u32> = (0..3u32)
            .flat_map(|a| (0..3u32).map(move |b| a ^ b))
            .collect();
        let mut text = String::new();
        grid(&mut text, &values, 3, 3, 100);
        assert!(text.contains("  0     P 1 2\n"), "{text}");
        assert!(text.contains("  2     2 3 P\n"), "{text}");
    }
}
