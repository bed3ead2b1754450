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
    println!("{}", next_steps(name, flags.url.is_none()));
    Ok(ExitCode::SUCCESS)
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

next steps:
1. Write the statement in crates/{name}/README.md; fill in `description` and the
   [package.metadata.judge.limits] table in crates/{name}/Cargo.toml.{url_step}
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
