//! Two kinds of test case, told apart by the problem's own validator.
//!
//! A case is the **judge**'s kind when the judge could send it: the
//! validator ([`MaxInput::validate`]), as strict as the statement (its
//! terminator, its case count, its bounds), accepts it. Every other case is
//! **ours**: exactness past the judge's limits, or a format variant our
//! binaries tolerate on purpose (a missing terminator, text after it). Our
//! binaries must pass both kinds; a solution the real judge accepts need pass
//! only the judge's, which is what `cargo xtask test --command` judges by
//! default.
//!
//! The kind is never kept by hand: it is the validator's answer, and
//! `testdata/<problem>/README.md` only explains it. Its section `## Ours`
//! names each case the validator refuses (a table whose first column holds
//! the case names in backticks; `random-1-*` names a group), and
//! [`check_readme`] fails when the two disagree.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::testdata::Case;

/// A validator: `Ok` for an input the judge could send, else why not (the
/// oracle's `MaxInput::validate` under the problem's limits).
pub type Validate<'a> = &'a dyn Fn(&[u8]) -> Result<(), String>;

/// Which kind a test case is (see the module's documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The judge could send it: the validator accepts it.
    Judge,
    /// Past the judge's limits or format: the validator refuses it.
    Ours,
}

impl Kind {
    /// `judge` or `ours`, as printed.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Judge => "judge",
            Kind::Ours => "ours",
        }
    }
}

/// One case's kind and, for ours, the validator's reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseKind {
    /// The case's name (`NAME` of `NAME.in`).
    pub case: String,
    /// Its kind.
    pub kind: Kind,
    /// Why the validator refuses it (`None` for the judge's kind).
    pub why: Option<String>,
}

/// What the oracle's `kinds --json` prints: every case of the problem's
/// test data folder, in name order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kinds {
    /// The problem (package) name.
    pub problem: String,
    /// Each case's kind.
    pub cases: Vec<CaseKind>,
}

/// The kind of each of `cases`, by `validate`.
///
/// # Errors
/// If a case's input cannot be read.
pub fn classify(validate: Validate<'_>, cases: &[Case]) -> std::io::Result<Vec<CaseKind>> {
    cases
        .iter()
        .map(|case| {
            let input = std::fs::read(&case.input)?;
            let (kind, why) = match validate(&input) {
                Ok(()) => (Kind::Judge, None),
                Err(why) => (Kind::Ours, Some(why)),
            };
            Ok(CaseKind {
                case: case.name.clone(),
                kind,
                why,
            })
        })
        .collect()
}

/// The case names (or `prefix-*` groups) that the README's `## Ours`
/// section lists: the backticked first cell of each table row.
pub fn ours_in_readme(readme: &str) -> Vec<String> {
    let mut in_section = false;
    let mut names = Vec::new();
    for line in readme.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            in_section = title.trim().eq_ignore_ascii_case("ours");
            continue;
        }
        if line.starts_with("# ") {
            in_section = false;
        }
        if !in_section {
            continue;
        }
        let Some(first_cell) = line.strip_prefix('|').and_then(|row| row.split('|').next()) else {
            continue;
        };
        let cell = first_cell.trim();
        if let Some(name) = cell.strip_prefix('`').and_then(|c| c.strip_suffix('`')) {
            names.push(name.to_string());
        }
    }
    names
}

/// Does `name` match the README's `pattern` (a name, or a prefix ending in `*`)?
fn matches(pattern: &str, name: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some(prefix) => name.starts_with(prefix),
        None => pattern == name,
    }
}

/// Checks that `kinds` and the README of the test data agree: every case the
/// validator refuses is listed under `## Ours`, every listed one is refused,
/// and no `sample-*` case (the judge's own) is ours.
///
/// # Errors
/// Every disagreement, one per line.
pub fn check_readme(readme: &str, kinds: &[CaseKind]) -> Result<(), String> {
    let listed = ours_in_readme(readme);
    let mut problems = Vec::new();
    for case in kinds {
        let in_readme = listed.iter().any(|p| matches(p, &case.case));
        match (case.kind, in_readme) {
            (Kind::Ours, false) => problems.push(format!(
                "`{}` is ours (the validator refuses it: {}) but the README's `## Ours` does not list it",
                case.case,
                case.why.as_deref().unwrap_or("?")
            )),
            (Kind::Judge, true) => problems.push(format!(
                "`{}` is listed under `## Ours` but the validator accepts it",
                case.case
            )),
            _ => {}
        }
        if case.kind == Kind::Ours && case.case.starts_with("sample-") {
            problems.push(format!(
                "`{}` is the judge's sample, yet the validator refuses it: {}",
                case.case,
                case.why.as_deref().unwrap_or("?")
            ));
        }
    }
    for pattern in &listed {
        if !kinds.iter().any(|case| matches(pattern, &case.case)) {
            problems.push(format!(
                "`{pattern}` is listed under `## Ours` but no case matches it"
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// The kinds of the cases in `testdata_dir`, by `validate`.
///
/// # Errors
/// If the folder or a case cannot be read.
pub fn of_folder(validate: Validate<'_>, testdata_dir: &Path) -> Result<Vec<CaseKind>, String> {
    let cases = crate::testdata::cases(testdata_dir)
        .map_err(|err| format!("cannot list {}: {err}", testdata_dir.display()))?;
    classify(validate, &cases)
        .map_err(|err| format!("cannot read a case of {}: {err}", testdata_dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(case: &str, kind: Kind) -> CaseKind {
        CaseKind {
            case: case.into(),
            kind,
            why: (kind == Kind::Ours).then(|| "token 2: too big".to_string()),
        }
    }

    const README: &str = "# p test data\n\n| case | origin |\n|---|---|\n| `max-u64` | … |\n\n\
                          ## Ours\n\nThe validator refuses these.\n\n| case | why |\n|---|---|\n\
                          | `max-u64` | past the judge's 10^6 |\n| `random-7-*` | no terminator |\n\n\
                          ## Scripts\n\n| `edge-1` | not a listing |\n";

    #[test]
    fn the_readme_lists_ours_under_its_own_heading() {
        assert_eq!(ours_in_readme(README), ["max-u64", "random-7-*"]);
        assert!(ours_in_readme("# p\n| `a` | b |\n").is_empty());
    }

    #[test]
    fn readme_and_validator_must_agree() {
        let agreeing = [
            kind("edge-1", Kind::Judge),
            kind("max-u64", Kind::Ours),
            kind("random-7-0", Kind::Ours),
            kind("random-7-1", Kind::Ours),
        ];
        assert_eq!(check_readme(README, &agreeing), Ok(()));
        let err = check_readme(
            README,
            &[kind("edge-1", Kind::Ours), kind("max-u64", Kind::Judge)],
        )
        .unwrap_err();
        assert!(
            err.contains("`edge-1` is ours (the validator refuses it: token 2: too big)"),
            "{err}"
        );
        assert!(
            err.contains("`max-u64` is listed under `## Ours` but the validator accepts it"),
            "{err}"
        );
        assert!(
            err.contains("`random-7-*` is listed under `## Ours` but no case matches it"),
            "{err}"
        );
        let err = check_readme(
            "## Ours\n| `sample-1` | x |\n",
            &[kind("sample-1", Kind::Ours)],
        )
        .unwrap_err();
        assert!(err.contains("`sample-1` is the judge's sample"), "{err}");
    }

    #[test]
    fn kinds_round_trip_through_json() {
        let kinds = Kinds {
            problem: "p".into(),
            cases: vec![kind("a", Kind::Judge), kind("b", Kind::Ours)],
        };
        let json = serde_json::to_string(&kinds).unwrap();
        assert!(json.contains(r#""kind":"ours""#), "{json}");
        assert_eq!(serde_json::from_str::<Kinds>(&json).unwrap(), kinds);
    }
}
