//! `cargo xtask grundy --new FILE [--pair | --family | --scoring |
//! --partisan] [--force]`: a commented template of a rule file, in the
//! language of FILE's name (`.rs`, `.cpp`, `.py`), each a game that runs as
//! written. Never over an existing file without `--force`.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};

use crate::flags;

/// The forms a template is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Heap,
    Pair,
    Family,
    Scoring,
    Partisan,
}

/// The languages a rule file is written in, by its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    Rust,
    Cpp,
    Python,
}

impl Language {
    pub fn of(file: &Path) -> Option<Language> {
        match file.extension()?.to_str()? {
            "rs" => Some(Language::Rust),
            "cpp" | "cc" | "cxx" => Some(Language::Cpp),
            "py" => Some(Language::Python),
            _ => None,
        }
    }
}

/// Every template: its form, language and text.
const TEMPLATES: [(Form, Language, &str); 15] = [
    (
        Form::Heap,
        Language::Rust,
        include_str!("../templates/game-heap.rs"),
    ),
    (
        Form::Pair,
        Language::Rust,
        include_str!("../templates/game-pair.rs"),
    ),
    (
        Form::Family,
        Language::Rust,
        include_str!("../templates/game-family.rs"),
    ),
    (
        Form::Scoring,
        Language::Rust,
        include_str!("../templates/game-scoring.rs"),
    ),
    (
        Form::Partisan,
        Language::Rust,
        include_str!("../templates/game-partisan.rs"),
    ),
    (
        Form::Heap,
        Language::Cpp,
        include_str!("../templates/game-heap.cpp"),
    ),
    (
        Form::Pair,
        Language::Cpp,
        include_str!("../templates/game-pair.cpp"),
    ),
    (
        Form::Family,
        Language::Cpp,
        include_str!("../templates/game-family.cpp"),
    ),
    (
        Form::Scoring,
        Language::Cpp,
        include_str!("../templates/game-scoring.cpp"),
    ),
    (
        Form::Partisan,
        Language::Cpp,
        include_str!("../templates/game-partisan.cpp"),
    ),
    (
        Form::Heap,
        Language::Python,
        include_str!("../templates/game-heap.py"),
    ),
    (
        Form::Pair,
        Language::Python,
        include_str!("../templates/game-pair.py"),
    ),
    (
        Form::Family,
        Language::Python,
        include_str!("../templates/game-family.py"),
    ),
    (
        Form::Scoring,
        Language::Python,
        include_str!("../templates/game-scoring.py"),
    ),
    (
        Form::Partisan,
        Language::Python,
        include_str!("../templates/game-partisan.py"),
    ),
];

/// The template of `form` in `language`.
pub fn template(form: Form, language: Language) -> &'static str {
    TEMPLATES
        .iter()
        .find(|(f, l, _)| *f == form && *l == language)
        .map(|(_, _, text)| *text)
        .expect("a template for every form and language")
}

/// What the template is, and the functions to edit.
fn describe(form: Form) -> (&'static str, &'static str) {
    match form {
        Form::Heap => (
            "a one-heap game: take 1 … k counters, k = 3 unless --param k=…",
            "moves",
        ),
        Form::Pair => ("a pair game: Wythoff", "moves"),
        Form::Family => (
            "a family of starts: a row of pins, knock one down; with start, show, canon and guess",
            "start` and `moves",
        ),
        Form::Scoring => (
            "a scoring game: take 1 or 2 coins off a pile, scoring their worth",
            "moves",
        ),
        Form::Partisan => (
            "a partisan one-heap game: Left takes 1 or 2, Right 2 or 3",
            "left` and `right",
        ),
    }
}

/// `--new`: writes the template the flags ask for to `file`.
pub fn write(file: &Path, f: &flags::Grundy) -> Result<ExitCode> {
    let Some(language) = Language::of(file) else {
        bail!(
            "--new {}: name the file FILE.rs (Rust), FILE.cpp (C++17) or FILE.py (Python): the template is written in the language of its name",
            file.display()
        );
    };
    let form = if f.partisan {
        Form::Partisan
    } else if f.pair {
        Form::Pair
    } else if f.family {
        Form::Family
    } else if f.scoring {
        Form::Scoring
    } else {
        Form::Heap
    };
    if file.exists() && !f.force {
        bail!(
            "{} already exists; --force replaces it with the template",
            file.display()
        );
    }
    std::fs::write(file, template(form, language))
        .with_context(|| format!("writing {}", file.display()))?;
    let (what, edit) = describe(form);
    println!(
        "wrote {} ({what}): edit `{edit}`, then run `cargo xtask grundy {}`",
        file.display(),
        file.display()
    );
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_and_language_has_its_template() {
        let forms = [
            Form::Heap,
            Form::Pair,
            Form::Family,
            Form::Scoring,
            Form::Partisan,
        ];
        for language in [Language::Rust, Language::Cpp, Language::Python] {
            for form in forms {
                let text = template(form, language);
                let needs: &[&str] = match form {
                    Form::Partisan => &["left", "right"],
                    Form::Family => &["start", "moves", "show", "canon", "guess"],
                    _ => &["moves"],
                };
                for name in needs {
                    assert!(
                        text.contains(&format!("{name}(")),
                        "{form:?} {language:?}: {name}"
                    );
                }
            }
        }
        assert_eq!(Language::of(Path::new("a/b.cc")), Some(Language::Cpp));
        assert_eq!(Language::of(Path::new("b.txt")), None);
    }
}
