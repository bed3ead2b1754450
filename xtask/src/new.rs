//! `cargo xtask new NAME [--url URL] [--time-limit-ms MS] [--memory-limit-mb MIB]`:
//! scaffold a new problem in the layout of ARCHITECTURE.md, as `crates/NAME/`
//! (README.md with the statement's headings, Cargo.toml with the judge's
//! settings and limits and the `stress` test target, `src/main.rs`,
//! `tests/oracle/mod.rs`, `tests/stress.rs`, `tests/rules.rs`, and `game.rs`,
//! the game as a rule file for `cargo xtask grundy`) and
//! `testdata/NAME/` (README.md, `sample-1`).
//!
//! The files come from `xtask/templates/` with `{{name}}`-style placeholders
//! filled in. The scaffold compiles, but every part a person must write says
//! TODO and fails until it is written: the sample pair is not a valid input,
//! the solution answers "TODO", the brute force answers "TODO", the validator
//! rejects every input and the max-size generator writes a TODO. So
//! `cargo test -p NAME` (its test `stress` and the others in `tests/rules.rs`),
//! `cargo xtask test NAME` and `cargo xtask stress NAME` fail until the
//! problem is really solved.

use std::fs::OpenOptions;
use std::io::Write;
use std::num::NonZeroU64;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};

use crate::flags;
use crate::workspace::{Workspace, DEFAULT_TIME_LIMIT};

/// Package names the workspace already uses for things that are not problems.
const RESERVED: &[&str] = &["core", "gamecore", "judge", "xtask"];

/// Where each template goes, relative to the new crate or testdata folder.
const CRATE_FILES: &[(&str, &str)] = &[
    // The template is not called `Cargo.toml`, so cargo never mistakes the
    // templates folder for a package.
    ("Cargo.toml", include_str!("../templates/Cargo.toml.tmpl")),
    ("README.md", include_str!("../templates/README.md.tmpl")),
    ("src/main.rs", include_str!("../templates/main.rs")),
    (
        "tests/oracle/mod.rs",
        include_str!("../templates/oracle.rs"),
    ),
    ("tests/stress.rs", include_str!("../templates/stress.rs")),
    ("tests/rules.rs", include_str!("../templates/rules.rs")),
    // The game as a rule file for `cargo xtask grundy` (a placeholder).
    ("game.rs", include_str!("../templates/game.rs")),
];
const TESTDATA_FILES: &[(&str, &str)] = &[
    ("README.md", include_str!("../templates/testdata-README.md")),
    ("sample-1.in", include_str!("../templates/sample-1.in")),
    ("sample-1.out", include_str!("../templates/sample-1.out")),
];

pub fn run(flags: &flags::New) -> Result<ExitCode> {
    check_name(&flags.name)?;
    if let Some(url) = &flags.url {
        check_url(url)?;
    }
    let ws = Workspace::load()?;
    let name = flags.name.as_str();
    if ws.problems.iter().any(|p| p.name == name) {
        bail!("a problem named `{name}` already exists");
    }
    let crate_dir = ws.root.join("crates").join(name);
    let testdata_dir = ws.root.join("testdata").join(name);
    for dir in [&crate_dir, &testdata_dir] {
        if dir.exists() {
            bail!(
                "{} already exists; `new` never touches an existing folder",
                dir.display()
            );
        }
    }

    let placeholders = placeholders(
        name,
        flags.url.as_deref(),
        flags.time_limit_ms.map(NonZeroU64::get),
        flags.memory_limit_mb.map(NonZeroU64::get),
    );
    // The files are written into a staging folder beside `crates/` and then
    // moved into place whole: a folder under `crates/` without its Cargo.toml
    // and main.rs breaks every cargo command in the workspace, even briefly.
    let staging = ws
        .root
        .join(format!(".xtask-new-{name}-{}", std::process::id()));
    let result = scaffold(
        &staging,
        &placeholders,
        &[(&testdata_dir, TESTDATA_FILES), (&crate_dir, CRATE_FILES)],
    );
    let _ = std::fs::remove_dir_all(&staging);
    result?;
    add_to_problem_table(&ws.root.join("README.md"), name, flags.url.as_deref());
    println!("{}", next_steps(name, flags.url.is_none()));
    Ok(ExitCode::SUCCESS)
}

/// Adds the new problem's row, its TODOs to fill in, to the problem table of
/// the repository's README (`xtask/tests/readme_problems.rs` wants every
/// problem there, and no TODO); says so on stderr where it cannot.
fn add_to_problem_table(readme: &Path, name: &str, url: Option<&str>) {
    let text = std::fs::read_to_string(readme).unwrap_or_default();
    match with_problem_row(&text, name, url) {
        Some(text) if std::fs::write(readme, &text).is_ok() => {}
        _ => eprintln!(
            "warning: could not add {name} to the problem table of {}: add its row yourself",
            readme.display()
        ),
    }
}

/// `readme` with a row for `name` after the last row of the first table of
/// its `## Problems` section, or `None` if there is no such table.
fn with_problem_row(readme: &str, name: &str, url: Option<&str>) -> Option<String> {
    // The byte where the heading's line starts, then where each line ends.
    let section = readme.find("\n## Problems\n")? + 1;
    let mut end = section;
    let mut last_row_end = None;
    for (index, line) in readme[section..].split_inclusive('\n').enumerate() {
        end += line.len();
        if index == 0 {
            continue;
        }
        if line.starts_with('|') {
            last_row_end = Some(end);
        } else if last_row_end.is_some() || line.starts_with("## ") {
            break;
        }
    }
    let at = last_row_end?;
    let judge = url.map_or(String::new(), |url| format!(" ({url})"));
    let row = format!(
        "| [`{name}`](crates/{name}/README.md) | TODO: the judge and the problem's title{judge} \
         | TODO: the game | TODO: the `gamecore` modules |\n"
    );
    let mut text = readme.to_string();
    text.insert_str(at, &row);
    Some(text)
}

/// Writes each folder's files under `staging`, then renames the folder to
/// its place. If a step fails, the folders already moved are removed again.
fn scaffold(
    staging: &Path,
    placeholders: &[(&str, String)],
    folders: &[(&Path, &[(&str, &str)])],
) -> Result<()> {
    let mut moved: Vec<&Path> = Vec::new();
    let result = (|| -> Result<()> {
        for (index, (dir, files)) in folders.iter().enumerate() {
            let staged = staging.join(index.to_string());
            for (path, template) in *files {
                write_new(&staged.join(path), &fill(template, placeholders))?;
            }
            // A folder that appeared since the check is not replaced: rename
            // fails on a non-empty target.
            std::fs::rename(&staged, dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
            moved.push(dir);
        }
        Ok(())
    })();
    if result.is_err() {
        for dir in moved {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    result
}

/// The memory limit when `--memory-limit-mb` is not given (a common one).
const DEFAULT_MEMORY_LIMIT_MB: u64 = 64;

/// The value of each `{{placeholder}}` in the templates.
fn placeholders(
    name: &str,
    url: Option<&str>,
    time_limit_ms: Option<u64>,
    memory_limit_mb: Option<u64>,
) -> [(&'static str, String); 6] {
    let time_limit_ms = time_limit_ms.unwrap_or(DEFAULT_TIME_LIMIT.as_millis() as u64);
    let memory_limit_mb = memory_limit_mb.unwrap_or(DEFAULT_MEMORY_LIMIT_MB);
    let url_setting = match url {
        Some(url) => format!("url = \"{url}\""),
        None => "# url = \"TODO: the judge's problem page (or delete this line)\"".to_string(),
    };
    [
        ("{{name}}", name.to_string()),
        ("{{url_setting}}", url_setting),
        ("{{time_limit_ms}}", time_limit_ms.to_string()),
        (
            "{{time_limit_s}}",
            (time_limit_ms as f64 / 1000.0).to_string(),
        ),
        ("{{memory_limit_mb}}", memory_limit_mb.to_string()),
        (
            "{{statement}}",
            url.unwrap_or("TODO: the judge's problem page").to_string(),
        ),
    ]
}

fn fill(template: &str, placeholders: &[(&str, String)]) -> String {
    placeholders
        .iter()
        .fold(template.to_string(), |text, (key, value)| {
            text.replace(key, value)
        })
}

/// Checks that `name` is lowercase kebab-case without a leading digit, and
/// not a name the workspace uses for something else.
fn check_name(name: &str) -> Result<()> {
    let is_kebab = name.split('-').all(|part| {
        !part.is_empty()
            && part
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    });
    if !is_kebab || !name.starts_with(|c: char| c.is_ascii_lowercase()) {
        bail!(
            "`{name}` is not a valid problem name: use lowercase letters, digits and single \
             dashes, starting with a letter (e.g. `poj-1067`)"
        );
    }
    if RESERVED.contains(&name) {
        bail!("`{name}` is taken by the workspace's own crates");
    }
    Ok(())
}

/// Checks that `url` is a web address that can go between TOML quotes as is.
fn check_url(url: &str) -> Result<()> {
    let is_web = url.starts_with("https://") || url.starts_with("http://");
    if !is_web
        || url
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '"' || c == '\\')
    {
        bail!("--url must be an http(s) address without spaces, quotes or backslashes");
    }
    Ok(())
}

/// Creates `path` (and its parent folders) with `contents`, refusing to
/// overwrite anything.
fn write_new(path: &Path, contents: &str) -> Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .and_then(|mut file| file.write_all(contents.as_bytes()))
        .with_context(|| format!("cannot create {}", path.display()))
}

fn next_steps(name: &str, needs_url: bool) -> String {
    let url_step = if needs_url {
        format!("\n   Add the judge's problem page as `url` in crates/{name}/Cargo.toml.")
    } else {
        String::new()
    };
    format!(
        "\
created crates/{name}/ and testdata/{name}/, whose tests fail until their TODOs are done:
  crates/{name}/README.md            the statement: rules, input, output, limits, samples, notes
  crates/{name}/Cargo.toml           description, judge url, time and memory limits, the limits table
  crates/{name}/src/main.rs          the solution
  crates/{name}/tests/oracle/mod.rs  generator, brute force, max-size input, validator
  crates/{name}/tests/rules.rs       samples, bad input, test data checks (assert_cmd), and
                                     the test `stress` (the brute-force comparison)
  crates/{name}/tests/stress.rs      the oracle's command line for the tools (leave as is)
  crates/{name}/game.rs              the game's moves as a rule file for the explorer
  testdata/{name}/sample-1.in/.out   the judge's sample
  testdata/{name}/README.md          where each case comes from
  README.md                          the problem's row in the problem table

next steps:
1. Write the statement in crates/{name}/README.md; fill in `description` and the
   [package.metadata.judge.limits] table in crates/{name}/Cargo.toml, and the problem's
   row in README.md's problem table.{url_step}
2. Paste the judge's samples into testdata/{name}/sample-N.in/.out and into the `sample`
   tests of crates/{name}/tests/rules.rs.
3. Write the game's moves in crates/{name}/game.rs and read its table and pattern with
   cargo xtask grundy crates/{name}/game.rs
   then `generate`, `brute` (the game's moves, searched by `play::Game`), the max-size
   generator and the validator in crates/{name}/tests/oracle/mod.rs.
4. Solve it in crates/{name}/src/main.rs (longer game logic goes into gamecore), then run
   cargo test -p {name}
5. Add brute-force cases: write testdata/{name}/edge-*.in by hand, then
   WRITE_MISSING_OUTPUTS=1 WRITE_RANDOM_CASES=3 cargo test -p {name} testdata
   and note each case's origin in testdata/{name}/README.md.
6. cargo xtask stress {name} --cases 10000
7. cargo xtask test {name} && cargo xtask bench {name}
8. git add crates/{name} testdata/{name} Cargo.lock && git commit"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_lowercase_kebab_case_starting_with_a_letter() {
        for good in ["nim", "poj-1067", "nod51-9999", "hdu-2176-b", "a1"] {
            assert!(check_name(good).is_ok(), "{good}");
        }
        for bad in [
            "", "9lives", "Foo", "a_b", "a--b", "-a", "a-", "a b", "é", "core", "xtask",
        ] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn urls_must_fit_between_toml_quotes() {
        assert!(check_url("https://www.51nod.com/Challenge/Problem.html#problemId=1066").is_ok());
        for bad in [
            "www.x.com",
            "https://x\"y",
            "https://x y",
            "https://x\\y",
            "ftp://x",
        ] {
            assert!(check_url(bad).is_err(), "{bad}");
        }
    }

    /// The scaffold's testdata README, its TODO done as it says: every case
    /// needs a row of its own. (Its sentence about re-deriving every
    /// `` `edge-*` `` case once counted as naming them all: cases without a
    /// row passed `every_case_has_an_origin`.)
    #[test]
    fn a_scaffolded_testdata_readme_names_each_case_in_its_table() {
        let template = TESTDATA_FILES
            .iter()
            .find(|(path, _)| *path == "README.md")
            .expect("a testdata README template")
            .1;
        let filled = fill(template, &placeholders("p", None, None, None));
        let todo = filled.find("TODO:").expect("a TODO to do");
        let after = todo
            + filled[todo..]
                .find("\n\n")
                .expect("the TODO's paragraph ends");
        let rows = "| `edge-a` | hand-made; output from the brute force |\n\
                    | `random-7-0` … `random-7-2` | the generator; output from the brute force |\n";
        let table_end = filled.find("\n\nTODO:").expect("the table before the TODO") + 1;
        let done = format!("{}{rows}{}", &filled[..table_end], &filled[after..]);
        let temp = tempfile::tempdir().unwrap();
        let cases = [
            "sample-1",
            "edge-a",
            "random-7-0",
            "random-7-1",
            "random-7-2",
        ];
        for case in cases {
            std::fs::write(temp.path().join(format!("{case}.in")), "1\n").unwrap();
        }
        std::fs::write(temp.path().join("README.md"), &done).unwrap();
        assert_eq!(
            judge::testdata::check_provenance(temp.path()),
            Ok(()),
            "{done}"
        );
        // Two rows gone, and a case from another run added: each is named.
        let fewer = done
            .replace(
                "| `edge-a` | hand-made; output from the brute force |\n",
                "",
            )
            .replace("`random-7-0` … `random-7-2`", "`random-7-0` … `random-7-1`");
        std::fs::write(temp.path().join("README.md"), &fewer).unwrap();
        std::fs::write(temp.path().join("random-9-0.in"), "2\n").unwrap();
        let err = judge::testdata::check_provenance(temp.path()).unwrap_err();
        for unnamed in ["edge-a", "random-7-2", "random-9-0"] {
            assert!(err.contains(&format!("`{unnamed}`")), "{unnamed}: {err}");
        }
        assert!(!err.contains("`sample-1`"), "{err}");
    }

    #[test]
    fn a_new_problem_gets_a_row_at_the_end_of_the_first_problem_table() {
        let readme = "# R\n\n## Problems\n\n| crate | problem |\n|---|---|\n| [`a`](crates/a/README.md) | A |\n\n\
                      More.\n\n| crate | problem |\n|---|---|\n| [`b`](crates/b/README.md) | B |\n\n## Tools\n";
        let with = with_problem_row(readme, "p-1", Some("https://x")).unwrap();
        let row = "| [`p-1`](crates/p-1/README.md) | TODO: the judge and the problem's title \
                   (https://x) | TODO: the game | TODO: the `gamecore` modules |\n";
        assert_eq!(with, readme.replace("| A |\n", &format!("| A |\n{row}")));
        assert_eq!(with_problem_row("# R\n\n## Tools\n", "p", None), None);
        assert_eq!(
            with_problem_row("# R\n\n## Problems\n\nNone yet.\n", "p", None),
            None
        );
    }

    #[test]
    fn every_placeholder_is_filled() {
        for url in [None, Some("https://x")] {
            let placeholders = placeholders("p", url, None, Some(256));
            for (path, template) in CRATE_FILES.iter().chain(TESTDATA_FILES) {
                let filled = fill(template, &placeholders);
                assert!(!filled.contains("{{"), "{path} has an unknown placeholder");
            }
        }
    }
}
