//! Whether `testdata/<problem>/README.md` names the origin of every case.
//!
//! A case is named only in the first column of the README's origin table
//! (the table headed `| case | origin |`), by its full name
//! (`` `edge-smallest` ``) or within a range of explicit numbers
//! (`` `random-20261130-0` … `random-20261130-2` ``, `` `sample-1` … `sample-4` ``).
//! Nothing else names a case: not prose elsewhere in the README ("every
//! `` `edge-*` `` output is re-derived …" once counted as naming every
//! `edge-` case, so a case whose row was deleted still passed), and not a `*`
//! pattern, even in the table (`` `random-7-*` `` covered the cases of any
//! later `WRITE_RANDOM_CASES` run that reused the seed). Every name covered is
//! then written out or enumerated between two written bounds, so a case
//! without its own row, or outside every range, fails.

use std::path::Path;

use super::cases;

/// Checks `dir/README.md`, the test data's provenance: it has no `TODO` left
/// (a scaffold's) and its origin table (headed `| case | origin |`) names
/// every case of `dir` in its first column, in backticks: alone
/// (`` `edge-smallest` ``) or in a range of explicit numbers
/// (`` `sample-1` … `sample-4` ``). Names elsewhere, and `*` patterns, name
/// nothing (see the module's documentation).
///
/// # Errors
/// Every problem found, one a line.
///
/// # Example
/// ```
/// # let dir = std::env::temp_dir().join(format!("judge-provenance-doc-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// for case in ["sample-1", "sample-2", "edge-one"] {
///     std::fs::write(dir.join(format!("{case}.in")), "1\n").unwrap();
/// }
/// let readme = "| case | origin |\n|---|---|\n| `sample-1` … `sample-2` | the judge's |\n\
///               | `edge-one` | hand-made; the brute force's output |\n";
/// std::fs::write(dir.join("README.md"), readme).unwrap();
/// assert_eq!(judge::testdata::check_provenance(&dir), Ok(()));
/// std::fs::write(dir.join("README.md"), "Every `edge-*` output is the brute force's.\n").unwrap();
/// assert!(judge::testdata::check_provenance(&dir).is_err());
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn check_provenance(dir: &Path) -> Result<(), String> {
    let readme = dir.join("README.md");
    let text = std::fs::read_to_string(&readme)
        .map_err(|err| format!("cannot read {}: {err}", readme.display()))?;
    let mut problems = Vec::new();
    if let Some(at) = text.find("TODO") {
        let line = text[..at].matches('\n').count() + 1;
        problems.push(format!("{}:{line}: a TODO is left", readme.display()));
    }
    let cells = origin_cells(&text);
    if cells.is_empty() {
        problems.push(format!(
            "{}: no origin table (a `| case | origin |` table, a row for each case or range)",
            readme.display()
        ));
    }
    let all = cases(dir).map_err(|err| format!("cannot read {}: {err}", dir.display()))?;
    for case in &all {
        if cells.iter().any(|cell| names(cell, &case.name)) {
            continue;
        }
        let mut problem = format!(
            "{}: no origin for the case `{}` (give it a row of the `| case | origin |` table: \
             its full name in backticks, or a range `random-7-0` … `random-7-2`)",
            readme.display(),
            case.name
        );
        let pattern = cells
            .iter()
            .flat_map(|cell| backticked(cell))
            .find(|(word, _)| {
                word.strip_suffix('*')
                    .is_some_and(|prefix| case.name.starts_with(prefix))
            });
        if let Some((pattern, _)) = pattern {
            problem += &format!(
                "; a pattern such as `{pattern}` names no case: it would also cover cases added later"
            );
        }
        problems.push(problem);
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// The first cell of each row of the origin table: the table whose header's
/// first two cells are `case` and `origin`.
fn origin_cells(text: &str) -> Vec<&str> {
    fn cells_of(line: &str) -> Vec<&str> {
        line.trim()
            .trim_start_matches('|')
            .split('|')
            .map(str::trim)
            .collect()
    }
    let mut lines = text.lines();
    let mut rows = Vec::new();
    while let Some(line) = lines.next() {
        let header = cells_of(line);
        let is_header = line.trim_start().starts_with('|')
            && header.len() >= 2
            && header[0].eq_ignore_ascii_case("case")
            && header[1].eq_ignore_ascii_case("origin");
        if !is_header {
            continue;
        }
        for row in lines.by_ref().skip(1) {
            if !row.trim_start().starts_with('|') {
                break;
            }
            if let Some(first) = row.trim().trim_start_matches('|').split('|').next() {
                rows.push(first);
            }
        }
        break;
    }
    rows
}

/// The backticked words of `cell`, each with the text between it and the
/// next one.
fn backticked(cell: &str) -> Vec<(&str, &str)> {
    let pieces: Vec<&str> = cell.split('`').collect();
    (1..pieces.len())
        .step_by(2)
        .map(|i| (pieces[i], pieces.get(i + 1).copied().unwrap_or("")))
        .collect()
}

/// Whether the table cell `cell` names the case `name`: as one of its
/// backticked words, or within a range `stem-a` … `stem-b` (two backticked
/// words of the same stem, numbered, with `…` or `...` alone between them).
fn names(cell: &str, name: &str) -> bool {
    let words = backticked(cell);
    let numbered = |word: &str| -> Option<(String, u64)> {
        let digits = word.len() - word.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let (stem, number) = word.split_at(word.len() - digits);
        Some((stem.to_string(), number.parse().ok()?))
    };
    words.iter().enumerate().any(|(i, &(word, between))| {
        if word == name {
            return true;
        }
        let range = matches!(between.trim(), "…" | "...");
        match (range, words.get(i + 1), numbered(word), numbered(name)) {
            (true, Some(&(last, _)), Some((stem, lo)), Some((name_stem, n))) => numbered(last)
                .is_some_and(|(last_stem, hi)| {
                    last_stem == stem && name_stem == stem && (lo..=hi).contains(&n)
                }),
            _ => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder holding the cases `names` (empty inputs) and `readme`.
    fn folder(tag: &str, names: &[&str], readme: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("judge-provenance-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for name in names {
            std::fs::write(dir.join(format!("{name}.in")), "").unwrap();
        }
        std::fs::write(dir.join("README.md"), readme).unwrap();
        dir
    }

    const CASES: [&str; 6] = [
        "sample-1",
        "sample-2",
        "sample-3",
        "random-7-0",
        "random-7-1",
        "edge-a",
    ];

    #[test]
    fn full_names_and_ranges_in_the_table_name_cases() {
        let readme = "| case | origin |\n|---|---|\n| `sample-1` … `sample-3` | samples |\n\
                      | `random-7-0` ... `random-7-1`, `edge-a` | the brute force |\n";
        let dir = folder("ok", &CASES, readme);
        assert_eq!(check_provenance(&dir), Ok(()));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The scaffold's README once passed with rows deleted: its sentence
    /// "Every `edge-*`, `random-*` and `hack-*` output is re-derived …"
    /// counted as naming every such case.
    #[test]
    fn prose_and_patterns_name_no_case() {
        let readme = "| case | origin |\n|---|---|\n| `sample-1` … `sample-2` | samples |\n\
                      | `random-7-*` | the generator |\n\n\
                      Every `edge-*`, `random-*` and `hack-*` output is re-derived; \
                      so is `sample-3`.\n\nTODO: more\n";
        let dir = folder("strict", &CASES, readme);
        let err = check_provenance(&dir).unwrap_err();
        assert!(err.contains("README.md:8: a TODO is left"), "{err}");
        for unnamed in ["edge-a", "sample-3", "random-7-0", "random-7-1"] {
            assert!(
                err.contains(&format!("no origin for the case `{unnamed}`")),
                "{unnamed}: {err}"
            );
        }
        assert!(
            err.contains("a pattern such as `random-7-*` names no case"),
            "{err}"
        );
        assert!(!err.contains("`sample-2`"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_readme_without_an_origin_table_names_nothing() {
        let dir = folder("no-table", &["edge-a"], "`edge-a`: hand-made.\n");
        let err = check_provenance(&dir).unwrap_err();
        assert!(err.contains("no origin table"), "{err}");
        assert!(err.contains("no origin for the case `edge-a`"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
