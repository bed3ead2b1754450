//! A table any program printed (`cargo xtask grundy --table FILE`): a
//! sequence of integers in any layout, or a grid, one row per line.
//!
//! The numbers are separated by whitespace or commas; square brackets are
//! ignored (so Python's `print(list)` reads as it prints), and so is a line
//! starting with `#`. The text is a **grid** when it has at least two lines
//! of numbers and every one holds the same count, at least two; otherwise
//! (one line, one number a line, or lines of different lengths) it is one
//! **sequence**, read line after line. `--sequence` reads any layout as one
//! sequence (a sequence printed ten a line in full rows looks like a grid).

/// What was read, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Printed {
    /// Values 0, 1, … in order.
    Sequence(Vec<i64>),
    /// `rows` lines of `cols` values, row-major.
    Grid {
        rows: usize,
        cols: usize,
        values: Vec<i64>,
    },
}

/// The table with a sentence on how its layout was read (`one line of 40
/// numbers`, `12 lines of different lengths`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Read {
    pub table: Printed,
    pub layout: String,
}

/// Reads `text` (see the module's documentation); `as_sequence` reads any
/// layout as one sequence. An error names the token that is not an integer
/// (its number, from 1, its line and its text), or says there are none.
///
/// # Example
/// ```
/// use explore::source::printed::{Printed, read};
/// let seq = read("0 1 2 0\n1 2\n", false).unwrap();
/// assert_eq!(seq.table, Printed::Sequence(vec![0, 1, 2, 0, 1, 2]));
/// let grid = read("[0, 1]\n[1, 0]\n[2, 3]\n", false).unwrap();
/// assert_eq!(grid.table, Printed::Grid { rows: 3, cols: 2, values: vec![0, 1, 1, 0, 2, 3] });
/// assert!(read("0 1 x\n", false).unwrap_err().contains("token 3 (line 1): \"x\""));
/// ```
pub fn read(text: &str, as_sequence: bool) -> Result<Read, String> {
    let mut rows: Vec<Vec<i64>> = Vec::new();
    let mut token = 0usize;
    for (at, line) in text.lines().enumerate() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        let mut row = Vec::new();
        for word in line
            .split(|c: char| c.is_whitespace() || matches!(c, ',' | '[' | ']'))
            .filter(|w| !w.is_empty())
        {
            token += 1;
            let value = word.parse::<i64>().map_err(|_| {
                let shown: String = word.chars().take(40).collect();
                format!(
                    "expected an integer (from -2^63 to 2^63-1), found token {token} (line {}): {shown:?}",
                    at + 1
                )
            })?;
            row.push(value);
        }
        if !row.is_empty() {
            rows.push(row);
        }
    }
    let count: usize = rows.iter().map(Vec::len).sum();
    if count == 0 {
        return Err("no numbers in the table (it was empty, or all comments)".to_string());
    }
    let cols = rows[0].len();
    let even = rows.iter().all(|r| r.len() == cols);
    if !as_sequence && rows.len() >= 2 && cols >= 2 && even {
        let layout = format!("a grid of {} lines of {cols} numbers", rows.len());
        return Ok(Read {
            table: Printed::Grid {
                rows: rows.len(),
                cols,
                values: rows.concat(),
            },
            layout,
        });
    }
    let layout = match rows.len() {
        1 => format!("a sequence of one line of {count} numbers"),
        n if n == count => format!("a sequence of {n} lines of one number"),
        n if as_sequence => format!("a sequence of {n} lines read one after another (--sequence)"),
        n => format!("a sequence of {n} lines of different lengths, read one after another"),
    };
    Ok(Read {
        table: Printed::Sequence(rows.concat()),
        layout,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_are_told_apart() {
        let one = read("3\n1\n4\n", false).unwrap();
        assert_eq!(one.table, Printed::Sequence(vec![3, 1, 4]));
        assert!(
            one.layout.contains("3 lines of one number"),
            "{}",
            one.layout
        );
        let ragged = read("# G(n)\n0 1 2\n3 4\n\n", false).unwrap();
        assert_eq!(ragged.table, Printed::Sequence(vec![0, 1, 2, 3, 4]));
        assert!(ragged.layout.contains("different lengths"));
        let grid = read("0 1\n1 0\n", false).unwrap();
        assert!(matches!(
            grid.table,
            Printed::Grid {
                rows: 2,
                cols: 2,
                ..
            }
        ));
        let flat = read("0 1\n1 0\n", true).unwrap();
        assert_eq!(flat.table, Printed::Sequence(vec![0, 1, 1, 0]));
        assert_eq!(
            read("-3 +4,5", false).unwrap().table,
            Printed::Sequence(vec![-3, 4, 5])
        );
    }

    #[test]
    fn bad_tables_are_named() {
        assert!(read("", false).unwrap_err().contains("no numbers"));
        assert!(
            read("# only\n\n", false)
                .unwrap_err()
                .contains("no numbers")
        );
        let err = read("1 2\n3 1.5\n", false).unwrap_err();
        assert!(err.contains("token 4 (line 2): \"1.5\""), "{err}");
        let err = read("99999999999999999999", false).unwrap_err();
        assert!(err.contains("token 1 (line 1)"), "{err}");
    }
}
