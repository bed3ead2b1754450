//! The workspace as the tools see it: where it is, which crates are problems,
//! their judge settings, their test cases, and building their binaries.
//!
//! A problem crate is a package under `crates/` with a binary target of the
//! same name; its cases live in `testdata/<name>/`. Its judge settings are
//! read from `[package.metadata.judge]` in its Cargo.toml.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use serde_json::Value;

/// The time limit per case when a crate sets none.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

#[derive(Debug, Clone)]
pub struct Problem {
    /// Package, binary and testdata folder name, e.g. `bzoj-1874`.
    pub name: String,
    /// `crates/<name>`.
    pub crate_dir: PathBuf,
    /// `testdata/<name>`.
    pub testdata_dir: PathBuf,
    /// `[package.metadata.judge] time-limit-ms`, or [`DEFAULT_TIME_LIMIT`].
    pub time_limit: Duration,
    /// `[package.metadata.judge] url`, the judge's statement.
    pub url: Option<String>,
}

#[derive(Debug)]
pub struct Workspace {
    pub root: PathBuf,
    pub target_dir: PathBuf,
    /// Sorted by name.
    pub problems: Vec<Problem>,
}

/// The cargo that runs us (so `cargo +nightly xtask` stays on nightly).
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

impl Workspace {
    /// Reads `cargo metadata` for the workspace around the current directory.
    pub fn load() -> Result<Self> {
        let output = cargo()
            .args(["metadata", "--format-version", "1", "--no-deps"])
            .output()
            .context("cannot run `cargo metadata`")?;
        if !output.status.success() {
            bail!(
                "`cargo metadata` failed:\n{}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        let metadata: Value =
            serde_json::from_slice(&output.stdout).context("cannot parse `cargo metadata`")?;
        Self::from_metadata(&metadata)
    }

    fn from_metadata(metadata: &Value) -> Result<Self> {
        let path = |key: &str| -> Result<PathBuf> {
            Ok(PathBuf::from(metadata[key].as_str().with_context(
                || format!("`cargo metadata` has no {key}"),
            )?))
        };
        let root = path("workspace_root")?;
        let target_dir = path("target_directory")?;
        let crates_dir = root.join("crates");
        let mut problems = Vec::new();
        for package in metadata["packages"].as_array().into_iter().flatten() {
            let name = package["name"].as_str().unwrap_or_default().to_string();
            let manifest = PathBuf::from(package["manifest_path"].as_str().unwrap_or_default());
            let has_own_binary = package["targets"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|t| {
                    t["name"].as_str() == Some(name.as_str())
                        && t["kind"]
                            .as_array()
                            .is_some_and(|k| k.iter().any(|k| k == "bin"))
                });
            if !manifest.starts_with(&crates_dir) || !has_own_binary {
                continue;
            }
            let judge = &package["metadata"]["judge"];
            let time_limit = match &judge["time-limit-ms"] {
                Value::Null => DEFAULT_TIME_LIMIT,
                value => Duration::from_millis(value.as_u64().with_context(|| {
                    format!("{name}: `time-limit-ms` must be a whole number of milliseconds")
                })?),
            };
            problems.push(Problem {
                crate_dir: manifest.parent().unwrap_or(&crates_dir).to_path_buf(),
                testdata_dir: root.join("testdata").join(&name),
                time_limit,
                url: judge["url"].as_str().map(str::to_string),
                name,
            });
        }
        problems.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Workspace {
            root,
            target_dir,
            problems,
        })
    }

    /// The problems named (all when `names` is empty), or an error that lists
    /// the known ones.
    pub fn select(&self, names: &[String]) -> Result<Vec<&Problem>> {
        if names.is_empty() {
            return Ok(self.problems.iter().collect());
        }
        names
            .iter()
            .map(|name| {
                self.problems
                    .iter()
                    .find(|p| &p.name == name)
                    .with_context(|| {
                        format!(
                            "unknown problem `{name}`; known problems: {}",
                            self.known_names()
                        )
                    })
            })
            .collect()
    }

    pub fn known_names(&self) -> String {
        let names: Vec<&str> = self.problems.iter().map(|p| p.name.as_str()).collect();
        if names.is_empty() {
            "(none yet)".to_string()
        } else {
            names.join(", ")
        }
    }

    /// Builds the problems' binaries in release: one cargo run for all of
    /// them, and if that fails, one run per problem, so that a crate that does
    /// not compile fails alone and the others are still built. Returns each
    /// problem's binary, or why it has none (with cargo's message).
    pub fn build_release(&self, problems: &[&Problem]) -> Vec<Result<PathBuf, String>> {
        if problems.is_empty() || self.cargo_build_release(problems).is_ok() {
            return problems
                .iter()
                .map(|p| Ok(self.release_binary(p)))
                .collect();
        }
        problems
            .iter()
            .map(|problem| {
                self.cargo_build_release(&[problem])
                    .map(|()| self.release_binary(problem))
            })
            .collect()
    }

    /// `cargo build --release` of the problems' binaries. Its messages are
    /// passed on to stderr when it succeeds (warnings) and returned, shortened,
    /// when it fails.
    fn cargo_build_release(&self, problems: &[&Problem]) -> Result<(), String> {
        /// The most lines of cargo's message kept in an error.
        const MAX_LINES: usize = 40;
        let mut command = cargo();
        command
            .current_dir(&self.root)
            .args(["build", "--quiet", "--release", "--bins"]);
        for problem in problems {
            command.args(["--package", &problem.name]);
        }
        let output = command
            .output()
            .map_err(|err| format!("cannot run `cargo build`: {err}"))?;
        let stderr = String::from_utf8_lossy(&output.stderr);
        if output.status.success() {
            eprint!("{stderr}");
            return Ok(());
        }
        let names: Vec<&str> = problems.iter().map(|p| p.name.as_str()).collect();
        let mut message = format!(
            "does not build: `cargo build --release -p {}` failed",
            names.join(" -p ")
        );
        for line in stderr.lines().take(MAX_LINES) {
            message += "\n    ";
            message += line;
        }
        if stderr.lines().count() > MAX_LINES {
            message += "\n    …";
        }
        Err(message)
    }

    /// Where `cargo build --release` puts a problem's binary.
    pub fn release_binary(&self, problem: &Problem) -> PathBuf {
        self.target_dir.join("release").join(format!(
            "{}{}",
            problem.name,
            std::env::consts::EXE_SUFFIX
        ))
    }
}

pub use judge::testdata::Case;

/// The cases in `dir` (see [`judge::testdata::cases`]), with the folder named
/// in the error.
pub fn cases(dir: &Path) -> Result<Vec<Case>> {
    judge::testdata::cases(dir).with_context(|| format!("cannot read {}", dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn package(name: &str, dir: &str, kind: &str, judge: Value) -> Value {
        json!({
            "name": name,
            "manifest_path": format!("/ws/{dir}/Cargo.toml"),
            "targets": [{"name": name, "kind": [kind]}],
            "metadata": {"judge": judge},
        })
    }

    #[test]
    fn problems_are_binary_crates_under_crates() {
        let metadata = json!({
            "workspace_root": "/ws",
            "target_directory": "/ws/target",
            "packages": [
                package("gamecore", "crates/core", "lib", Value::Null),
                package("xtask", "xtask", "bin", Value::Null),
                package("nim-b", "crates/nim-b", "bin", json!({"time-limit-ms": 500})),
                package("nim-a", "crates/nim-a", "bin", json!({"url": "https://x"})),
            ],
        });
        let ws = Workspace::from_metadata(&metadata).unwrap();
        let names: Vec<&str> = ws.problems.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["nim-a", "nim-b"]);
        assert_eq!(ws.problems[0].time_limit, DEFAULT_TIME_LIMIT);
        assert_eq!(ws.problems[0].url.as_deref(), Some("https://x"));
        assert_eq!(ws.problems[1].time_limit, Duration::from_millis(500));
        assert_eq!(ws.problems[1].testdata_dir, Path::new("/ws/testdata/nim-b"));
        let err = ws.select(&["nim-c".to_string()]).unwrap_err().to_string();
        assert_eq!(err, "unknown problem `nim-c`; known problems: nim-a, nim-b");
    }
}
