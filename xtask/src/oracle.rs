//! A problem's oracle as the tools reach it: the crate's `stress` test target
//! (`tests/stress.rs`, `harness = false`, `test = false`,
//! `judge::oracle_main!`), which `cargo test` leaves out, built here in
//! release and run with a subcommand (`stress … --json`, `max-input`,
//! `validate --max`, `info --json`; see `judge::oracle`). Its answers are read
//! back as the typed structs of `judge::oracle`; nothing is scraped.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use anyhow::{bail, Context, Result};
use serde::Deserialize;

use crate::workspace::{cargo, BuildError, Problem, Workspace};

/// The name of the test target that holds a problem's oracle.
pub const TARGET: &str = crate::workspace::ORACLE_TARGET;

/// A problem's built oracle, and the release binary it tests by default.
#[derive(Debug, Clone)]
pub struct Oracle {
    /// The `stress` test target's executable.
    pub executable: PathBuf,
    /// The problem's own release binary.
    pub binary: PathBuf,
}

/// Why a problem has no oracle to run.
#[derive(Debug, thiserror::Error)]
pub enum OracleError {
    #[error(
        "{0} has no `{TARGET}` test target (tests/stress.rs with `judge::oracle_main!`, \
         see ARCHITECTURE.md)"
    )]
    Missing(String),
    #[error(transparent)]
    Build(#[from] BuildError),
    #[error("`cargo test --no-run` built no `{TARGET}` executable for {0}")]
    NoExecutable(String),
}

/// One line of `cargo --message-format=json` (the fields used here).
#[derive(Debug, Deserialize)]
struct CargoMessage {
    reason: String,
    #[serde(default)]
    manifest_path: Option<PathBuf>,
    #[serde(default)]
    target: Option<CargoTarget>,
    #[serde(default)]
    executable: Option<PathBuf>,
    #[serde(default)]
    message: Option<Diagnostic>,
}

#[derive(Debug, Deserialize)]
struct CargoTarget {
    name: String,
    kind: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct Diagnostic {
    level: String,
    #[serde(default)]
    rendered: Option<String>,
}

/// Builds the oracles (and binaries) of `problems` in release: one cargo run
/// for all, and if that fails, one per problem, so that a crate that does
/// not compile fails alone. Returns each problem's oracle or why it has none.
pub fn build(ws: &Workspace, problems: &[&Problem]) -> Vec<Result<Oracle, OracleError>> {
    let with_oracle: Vec<&Problem> = problems.iter().copied().filter(|p| p.has_oracle).collect();
    let together = if with_oracle.is_empty() {
        Ok(Vec::new())
    } else {
        cargo_no_run(ws, &with_oracle)
    };
    problems
        .iter()
        .map(|problem| {
            if !problem.has_oracle {
                return Err(OracleError::Missing(problem.name.clone()));
            }
            let messages = match &together {
                Ok(messages) => find(messages, problem),
                Err(_) => match cargo_no_run(ws, &[problem]) {
                    Ok(messages) => find(&messages, problem),
                    Err(err) => return Err(err.into()),
                },
            };
            messages.ok_or_else(|| OracleError::NoExecutable(problem.name.clone()))
        })
        .collect()
}

/// The oracle of `problem` among cargo's messages.
fn find(messages: &[CargoMessage], problem: &Problem) -> Option<Oracle> {
    let manifest = problem.crate_dir.join("Cargo.toml");
    let executable = |kind: &str, name: &str| {
        messages.iter().find_map(|m| {
            let target = m.target.as_ref()?;
            let ours = m.reason == "compiler-artifact"
                && m.manifest_path.as_deref() == Some(manifest.as_path())
                && target.name == name
                && target.kind.iter().any(|k| k == kind);
            ours.then(|| m.executable.clone()).flatten()
        })
    };
    Some(Oracle {
        executable: executable("test", TARGET)?,
        binary: executable("bin", &problem.name)?,
    })
}

/// The environment variable that builds the oracles in another cargo profile
/// than `release` ([`profile`]).
pub const PROFILE_VAR: &str = "XTASK_ORACLE_PROFILE";

/// The cargo profile the oracles (and the binaries built with them) are
/// built in: `release`, or the one `XTASK_ORACLE_PROFILE` names. The
/// workspace's end-to-end tests set `test` where what they check is not the
/// oracle's speed: the build `cargo test --workspace` has already made, not a
/// release build of judge, play and serde (half a minute, cold). `bench`
/// refuses any profile but `release`.
pub fn profile() -> String {
    match std::env::var(PROFILE_VAR) {
        Ok(name) if !name.is_empty() => name,
        _ => "release".to_string(),
    }
}

/// `cargo test --release --test stress --no-run --message-format=json` for
/// `problems` (`--profile NAME` under `XTASK_ORACLE_PROFILE`); its messages,
/// or the errors it printed.
fn cargo_no_run(ws: &Workspace, problems: &[&Problem]) -> Result<Vec<CargoMessage>, BuildError> {
    /// The most lines of compiler messages kept in an error.
    const MAX_LINES: usize = 40;
    let profile = profile();
    let mut command = cargo();
    command
        .current_dir(&ws.root)
        .args(["test", "--quiet", "--profile", &profile, "--no-run"])
        .args(["--test", TARGET, "--message-format=json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for problem in problems {
        command.args(["--package", &problem.name]);
    }
    if profile != "release" {
        // Where a build of one package would not reuse `cargo test
        // --workspace`'s: with xtask's own test binary in the build (fresh
        // after a workspace run), cargo hashes serde's derive and what is
        // built on it (serde, toml, judge, play) as the workspace build does,
        // and reuses them: about 1 s instead of 20. Features alone (xtask in
        // the selection, nothing of it built) did not do it; if cargo ever
        // hashes otherwise, the build is only slower.
        command.args(["--package", env!("CARGO_PKG_NAME")]);
        command.args(["--bin", env!("CARGO_PKG_NAME")]);
    }
    let output = command.output()?;
    let messages: Vec<CargoMessage> = output
        .stdout
        .split(|&b| b == b'\n')
        .filter_map(|line| serde_json::from_slice(line).ok())
        .collect();
    if output.status.success() {
        return Ok(messages);
    }
    let mut text: String = messages
        .iter()
        .filter_map(|m| m.message.as_ref())
        .filter(|d| d.level == "error")
        .filter_map(|d| d.rendered.clone())
        .collect();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    let mut message = String::new();
    for line in text.lines().take(MAX_LINES) {
        message += "\n    ";
        message += line;
    }
    if text.lines().count() > MAX_LINES {
        message += "\n    …";
    }
    let names: Vec<&str> = problems.iter().map(|p| p.name.as_str()).collect();
    Err(BuildError::Failed {
        command: format!(
            "cargo test {} --test {TARGET} --no-run -p {}",
            if profile == "release" {
                "--release".to_string()
            } else {
                format!("--profile {profile}")
            },
            names.join(" -p ")
        ),
        message,
    })
}

impl Oracle {
    /// Runs the oracle with `args` from the folder `dir`, feeding `stdin`.
    pub fn run(&self, args: &[&str], dir: &Path, stdin: Stdio) -> Result<Output> {
        Command::new(&self.executable)
            .args(args)
            .current_dir(dir)
            .stdin(stdin)
            .output()
            .with_context(|| format!("cannot run {}", self.executable.display()))
    }

    /// `info --json`: the max-size input's description.
    pub fn info(&self, dir: &Path) -> Result<judge::oracle::Info> {
        let output = self.run(&["info", "--json"], dir, Stdio::null())?;
        self.check(&output, "info --json")?;
        serde_json::from_slice(&output.stdout).with_context(|| {
            format!(
                "`{} info --json` printed no info: {}",
                self.executable.display(),
                String::from_utf8_lossy(&output.stdout)
            )
        })
    }

    /// `max-input`, written to `sink`; then `validate --max` on it, read
    /// back from `path`.
    pub fn write_max_input(&self, path: &Path, dir: &Path) -> Result<()> {
        let file = std::fs::File::create(path)
            .with_context(|| format!("cannot create {}", path.display()))?;
        let status = Command::new(&self.executable)
            .arg("max-input")
            .current_dir(dir)
            .stdout(file)
            .status()
            .with_context(|| format!("cannot run {}", self.executable.display()))?;
        if !status.success() {
            bail!(
                "`{} max-input` failed ({status})",
                self.executable.display()
            );
        }
        let input =
            std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
        let output = self.run(&["validate", "--max"], dir, Stdio::from(input))?;
        if !output.status.success() {
            bail!(
                "the max-size input is invalid: {}{}",
                String::from_utf8_lossy(&output.stdout).trim(),
                String::from_utf8_lossy(&output.stderr).trim()
            );
        }
        Ok(())
    }

    /// `answered-input` (the largest input the binary answers), written to
    /// `path`; not validated, since it is past the judge's limits.
    pub fn write_answered_input(&self, path: &Path, dir: &Path) -> Result<()> {
        let file = std::fs::File::create(path)
            .with_context(|| format!("cannot create {}", path.display()))?;
        let status = Command::new(&self.executable)
            .arg("answered-input")
            .current_dir(dir)
            .stdout(file)
            .status()
            .with_context(|| format!("cannot run {}", self.executable.display()))?;
        if !status.success() {
            bail!(
                "`{} answered-input` failed ({status})",
                self.executable.display()
            );
        }
        Ok(())
    }

    /// Fails with the oracle's stderr unless `output` succeeded.
    fn check(&self, output: &Output, what: &str) -> Result<()> {
        if !output.status.success() {
            let _ = std::io::stderr().write_all(&output.stderr);
            bail!(
                "`{} {what}` failed ({})",
                self.executable.display(),
                output.status
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oracle_and_binary_are_found_among_cargos_messages() {
        let lines = [
            r#"{"reason":"compiler-artifact","manifest_path":"/ws/crates/p/Cargo.toml","target":{"name":"p","kind":["bin"]},"executable":"/ws/target/release/p"}"#,
            r#"{"reason":"compiler-artifact","manifest_path":"/ws/crates/q/Cargo.toml","target":{"name":"stress","kind":["test"]},"executable":"/ws/target/release/deps/stress-q"}"#,
            r#"{"reason":"compiler-artifact","manifest_path":"/ws/crates/p/Cargo.toml","target":{"name":"stress","kind":["test"]},"executable":"/ws/target/release/deps/stress-p"}"#,
            r#"{"reason":"build-finished","success":true}"#,
        ];
        let messages: Vec<CargoMessage> = lines
            .iter()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        let problem = Problem {
            source_limit: None,
            name: "p".into(),
            crate_dir: "/ws/crates/p".into(),
            testdata_dir: "/ws/testdata/p".into(),
            time_limit: std::time::Duration::from_secs(1),
            memory_limit: None,
            stack_limit: None,
            url: None,
            has_oracle: true,
            interactive: false,
        };
        let oracle = find(&messages, &problem).unwrap();
        assert_eq!(
            oracle.executable,
            Path::new("/ws/target/release/deps/stress-p")
        );
        assert_eq!(oracle.binary, Path::new("/ws/target/release/p"));
        assert!(find(&messages[..2], &problem).is_none());
    }
}
