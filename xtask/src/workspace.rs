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

/// The name of the test target that holds a problem's oracle (see
/// `oracle.rs`, which uses the workspace, never the other way round).
pub const ORACLE_TARGET: &str = "stress";

/// The time limit per case when a crate sets none.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// Why a problem has no binary to judge.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// `cargo build` could not be started (not a `source`: the message
    /// holds it, and an error chain would repeat it).
    #[error("cannot run `cargo build`: {0}")]
    Cargo(std::io::Error),
    /// The crate does not compile; `message` holds the start of cargo's.
    #[error("does not build: `{command}` failed{message}")]
    Failed { command: String, message: String },
    /// Anything else (e.g. a bundle that rustc refuses), as its message.
    #[error("{0}")]
    Other(String),
}

impl From<std::io::Error> for BuildError {
    fn from(error: std::io::Error) -> Self {
        BuildError::Cargo(error)
    }
}

/// A mistake on the command line that clap cannot see (an unknown problem):
/// `cargo xtask` exits with 2 for it, as for clap's usage errors.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub String);

#[derive(Debug, Clone)]
pub struct Problem {
    /// Package, binary and testdata folder name, e.g. `hdu-1846`.
    pub name: String,
    /// `crates/<name>`.
    pub crate_dir: PathBuf,
    /// `testdata/<name>`.
    pub testdata_dir: PathBuf,
    /// `[package.metadata.judge] time-limit-ms`, or [`DEFAULT_TIME_LIMIT`].
    pub time_limit: Duration,
    /// `[package.metadata.judge] memory-limit-mb`, in bytes.
    pub memory_limit: Option<u64>,
    /// `[package.metadata.judge] stack-limit-mb`, in bytes, where the judge
    /// states a stack; runs otherwise get one as large as the memory limit
    /// (`judge::exec::Limits::stack_size`).
    pub stack_limit: Option<u64>,
    /// `[package.metadata.judge] url`, the judge's statement.
    pub url: Option<String>,
    /// `[package.metadata.judge] source-limit-bytes`, the longest source the
    /// judge accepts, when the crate states it (the bundler otherwise keeps
    /// to the 64 KiB many judges accept).
    pub source_limit: Option<usize>,
    /// Whether the crate has the oracle's test target `stress`.
    pub has_oracle: bool,
    /// `[package.metadata.judge] interactive = true`: the cases are played
    /// against the problem's interactor (its oracle's `interact`), not
    /// compared with an expected output.
    pub interactive: bool,
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
    ///
    /// Outside any Cargo workspace (a user's own folder, where `--command`
    /// programs live), it is the workspace this xtask was built from, so
    /// `cargo run --manifest-path REPO/Cargo.toml -p xtask -- …` works from
    /// anywhere; paths are still shown relative to the current folder.
    pub fn load() -> Result<Self> {
        let metadata = || {
            let mut command = cargo();
            command.args(["metadata", "--format-version", "1", "--no-deps"]);
            command
        };
        let mut output = metadata().output().context("cannot run `cargo metadata`")?;
        let own = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
        if !output.status.success() && own.is_file() {
            output = metadata()
                .arg("--manifest-path")
                .arg(&own)
                .output()
                .context("cannot run `cargo metadata`")?;
        }
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
            let has_oracle = package["targets"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|t| {
                    t["name"].as_str() == Some(ORACLE_TARGET)
                        && t["kind"]
                            .as_array()
                            .is_some_and(|k| k.iter().any(|k| k == "test"))
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
            let memory_limit = match &judge["memory-limit-mb"] {
                Value::Null => None,
                value => Some(
                    value.as_u64().filter(|&mb| mb > 0).with_context(|| {
                        format!("{name}: `memory-limit-mb` must be a positive whole number of MiB")
                    })? << 20,
                ),
            };
            let stack_limit = match &judge["stack-limit-mb"] {
                Value::Null => None,
                value => Some(
                    value.as_u64().filter(|&mb| mb > 0).with_context(|| {
                        format!("{name}: `stack-limit-mb` must be a positive whole number of MiB")
                    })? << 20,
                ),
            };
            let interactive = match &judge["interactive"] {
                Value::Null => false,
                value => value
                    .as_bool()
                    .with_context(|| format!("{name}: `interactive` must be true or false"))?,
            };
            let source_limit = match &judge["source-limit-bytes"] {
                Value::Null => None,
                value => Some(
                    value
                        .as_u64()
                        .and_then(|bytes| usize::try_from(bytes).ok())
                        .filter(|&bytes| bytes > 0)
                        .with_context(|| {
                            format!("{name}: `source-limit-bytes` must be a positive whole number")
                        })?,
                ),
            };
            problems.push(Problem {
                has_oracle,
                source_limit,
                interactive,
                memory_limit,
                stack_limit,
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

    /// The problems named, each once, in the order first named (all when
    /// `names` is empty), or a [`UsageError`] (see [`Workspace::find`]).
    pub fn select(&self, names: &[String]) -> Result<Vec<&Problem>> {
        if names.is_empty() {
            return Ok(self.problems.iter().collect());
        }
        let mut selected: Vec<&Problem> = Vec::new();
        for name in names {
            let problem = self.find(name)?;
            if !selected.iter().any(|p| p.name == problem.name) {
                selected.push(problem);
            }
        }
        Ok(selected)
    }

    /// The problem called `name`, or a [`UsageError`] naming the three
    /// nearest (by Jaro–Winkler similarity).
    pub fn find(&self, name: &str) -> Result<&Problem> {
        if let Some(problem) = self.problems.iter().find(|p| p.name == name) {
            return Ok(problem);
        }
        let mut by_likeness: Vec<(f64, &str)> = self
            .problems
            .iter()
            .map(|p| (strsim::jaro_winkler(name, &p.name), p.name.as_str()))
            .collect();
        by_likeness.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
        let nearest: Vec<String> = by_likeness
            .iter()
            .take(3)
            .map(|(_, name)| format!("`{name}`"))
            .collect();
        let hint = match by_likeness.first() {
            None => " (there are no problems yet)".to_string(),
            Some((score, best)) if *score > 0.8 => format!(
                "; did you mean `{best}`? (the nearest: {}; all {} are folders of crates/)",
                nearest.join(", "),
                self.problems.len()
            ),
            Some(_) => format!(
                "; the nearest: {} (all {} are folders of crates/)",
                nearest.join(", "),
                self.problems.len()
            ),
        };
        Err(UsageError(format!("unknown problem `{name}`{hint}")).into())
    }

    /// The problems named, or if none is, the one whose crate or testdata
    /// folder holds the current directory, or else all of them.
    pub fn select_or_here(&self, names: &[String]) -> Result<Vec<&Problem>> {
        if names.is_empty() {
            if let Some(here) = self.problem_here() {
                return Ok(vec![here]);
            }
        }
        self.select(names)
    }

    /// The problem named, or the one whose folder holds the current
    /// directory; an error says which is missing.
    pub fn one_or_here(&self, name: Option<&str>, command: &str) -> Result<&Problem> {
        match name {
            Some(name) => self.find(name),
            None => self.problem_here().ok_or_else(|| {
                // An example from the workspace itself, never a name of ours.
                let example = self.problems.first().map_or_else(
                    || " (there is none yet: `cargo xtask new NAME` adds one)".to_string(),
                    |p| format!(", e.g. {}", p.name),
                );
                UsageError(format!(
                    "{command} needs a PROBLEM (or run it inside crates/PROBLEM/ or \
                     testdata/PROBLEM/); the problems are the folders of crates/{example}"
                ))
                .into()
            }),
        }
    }

    /// The problem whose crate or testdata folder holds the current directory.
    pub fn problem_here(&self) -> Option<&Problem> {
        let here = std::env::current_dir().ok()?;
        let here = here.canonicalize().unwrap_or(here);
        self.problems.iter().find(|p| {
            [&p.crate_dir, &p.testdata_dir].iter().any(|dir| {
                let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
                here.starts_with(dir)
            })
        })
    }

    /// Builds the problems' binaries in release: one cargo run for all of
    /// them, and if that fails, one run per problem, so that a crate that does
    /// not compile fails alone and the others are still built. Returns each
    /// problem's binary, or why it has none (with cargo's message).
    pub fn build_release(&self, problems: &[&Problem]) -> Vec<Result<PathBuf, BuildError>> {
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
    fn cargo_build_release(&self, problems: &[&Problem]) -> Result<(), BuildError> {
        /// The most lines of cargo's message kept in an error.
        const MAX_LINES: usize = 40;
        let mut command = cargo();
        command
            .current_dir(&self.root)
            .args(["build", "--quiet", "--release", "--bins"]);
        for problem in problems {
            command.args(["--package", &problem.name]);
        }
        let output = command.output()?;
        let stderr = String::from_utf8_lossy(&output.stderr);
        if output.status.success() {
            eprint!("{stderr}");
            return Ok(());
        }
        let names: Vec<&str> = problems.iter().map(|p| p.name.as_str()).collect();
        let mut message = String::new();
        for line in stderr.lines().take(MAX_LINES) {
            message += "\n    ";
            message += line;
        }
        if stderr.lines().count() > MAX_LINES {
            message += "\n    …";
        }
        Err(BuildError::Failed {
            command: format!("cargo build --release -p {}", names.join(" -p ")),
            message,
        })
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

/// `path` as the user should type it from the current directory: relative to
/// it (with `..` where needed) when both are absolute, else as is. Every path
/// xtask prints (`reproduce:` commands, `wrote …`) goes through this, so it
/// works from wherever the command was run.
pub fn shown(path: &Path) -> String {
    match std::env::current_dir() {
        Ok(here) => relative_to(path, &here).display().to_string(),
        Err(_) => path.display().to_string(),
    }
}

/// `path` relative to the folder `base` (both absolute), e.g. `../../target/x`
/// from `crates/p`; `path` unchanged if either is relative.
pub fn relative_to(path: &Path, base: &Path) -> PathBuf {
    if !path.is_absolute() || !base.is_absolute() {
        return path.to_path_buf();
    }
    let base = base.canonicalize().unwrap_or_else(|_| base.to_path_buf());
    let path = match (path.parent(), path.file_name()) {
        // The folder may be a symlink (e.g. /tmp on macOS); the file may not exist yet.
        (Some(parent), Some(file)) => parent
            .canonicalize()
            .map_or_else(|_| path.to_path_buf(), |parent| parent.join(file)),
        _ => path.to_path_buf(),
    };
    let path_parts: Vec<_> = path.components().collect();
    let base_parts: Vec<_> = base.components().collect();
    let common = path_parts
        .iter()
        .zip(&base_parts)
        .take_while(|(a, b)| a == b)
        .count();
    let mut relative = PathBuf::new();
    for _ in common..base_parts.len() {
        relative.push("..");
    }
    relative.extend(&path_parts[common..]);
    if relative.as_os_str().is_empty() {
        relative.push(".");
    }
    relative
}

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
        let err = ws.select(&["nima".to_string()]).unwrap_err();
        assert!(err.downcast_ref::<UsageError>().is_some());
        assert_eq!(
            err.to_string(),
            "unknown problem `nima`; did you mean `nim-a`? \
             (the nearest: `nim-a`, `nim-b`; all 2 are folders of crates/)"
        );
        let err = ws.select(&["zzz".to_string()]).unwrap_err().to_string();
        assert_eq!(
            err,
            "unknown problem `zzz`; the nearest: `nim-a`, `nim-b` (all 2 are folders of crates/)"
        );
        let twice = ["nim-b", "nim-a", "nim-b"].map(String::from);
        let names: Vec<&str> = ws
            .select(&twice)
            .unwrap()
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(names, ["nim-b", "nim-a"], "each problem once");
    }

    #[test]
    fn memory_and_stack_limits_are_read_in_mib() {
        let metadata = json!({
            "workspace_root": "/ws",
            "target_directory": "/ws/target",
            "packages": [package("p", "crates/p", "bin", json!({"memory-limit-mb": 64}))],
        });
        let ws = Workspace::from_metadata(&metadata).unwrap();
        assert_eq!(ws.problems[0].memory_limit, Some(64 << 20));
        assert_eq!(
            ws.problems[0].stack_limit, None,
            "the memory limit's, in exec"
        );
        let metadata = json!({
            "workspace_root": "/ws",
            "target_directory": "/ws/target",
            "packages": [package("p", "crates/p", "bin",
                json!({"memory-limit-mb": 64, "stack-limit-mb": 8}))],
        });
        let ws = Workspace::from_metadata(&metadata).unwrap();
        assert_eq!(ws.problems[0].stack_limit, Some(8 << 20));
        let metadata = json!({
            "workspace_root": "/ws",
            "target_directory": "/ws/target",
            "packages": [package("p", "crates/p", "bin", json!({"memory-limit-mb": "a lot"}))],
        });
        assert!(Workspace::from_metadata(&metadata).is_err());
    }

    #[test]
    fn paths_are_shown_relative_to_a_folder() {
        let relative = |path: &str, base: &str| {
            relative_to(Path::new(path), Path::new(base))
                .display()
                .to_string()
        };
        assert_eq!(relative("/ws/target/release/p", "/ws"), "target/release/p");
        assert_eq!(
            relative("/ws/target/release/p", "/ws/crates/p"),
            "../../target/release/p"
        );
        assert_eq!(relative("/ws/testdata/p/a.in", "/ws/testdata/p"), "a.in");
        assert_eq!(relative("/ws", "/ws"), ".");
        assert_eq!(relative("rel/x", "/ws"), "rel/x");
    }
}
