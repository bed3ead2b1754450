//! The header's promise, checked: a bundle builds with rustc 1.63 under
//! editions 2018 and 2021, no warnings. The toolchain's own rustc cannot tell
//! (a `main.rs` calling `u128::isqrt`, stable since 1.84, passed `bundle` and
//! `test --bundled`), so the bundle is type-checked (`--emit=metadata`, all a
//! newer std API needs to fail) with a rustc 1.63 where one is installed:
//! `$XTASK_OLD_RUSTC`, else Debian 12's `/usr/bin/rustc`. Without one the
//! header says the bundle was not checked, and `bundle` says so on stderr.
//!
//! A check that passed leaves a stamp per edition under
//! `target/bundle/rustc-1.63/`, named by the bundle's hash: the same bundle
//! is not checked twice, and a run that compiles it with that rustc anyway
//! (`bundle --judge --rustc /usr/bin/rustc`) checks only the other edition.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use super::error::CompileError;
use crate::flags::Edition;
use crate::workspace::Workspace;

/// The oldest compiler the bundles are for, as rustc's `--version` starts.
pub const OLDEST: &str = "rustc 1.63.";

/// The editions a bundle must build under.
pub const EDITIONS: [Edition; 2] = [Edition::E2018, Edition::E2021];

/// The header's promise line once checked with `version` (e.g. `rustc 1.63.0`).
pub fn checked_promise(version: &str) -> String {
    format!(
        "// Builds alone with rustc 1.63 or later, edition 2018 or 2021, no warnings \
         (checked with {version})."
    )
}

/// The header's promise line before (or without) the check.
pub const UNCHECKED_PROMISE: &str = "// Written for rustc 1.63 or later, edition 2018 or 2021, \
     no warnings; not checked with rustc 1.63 (`cargo xtask bundle` checks it where one is \
     installed: Debian 12's rustc, or XTASK_OLD_RUSTC=PATH).";

/// A rustc 1.63 to check bundles with.
#[derive(Debug)]
pub struct OldRustc {
    pub rustc: PathBuf,
    /// What `--version` says, e.g. `rustc 1.63.0`.
    pub version: String,
}

/// This machine's rustc 1.63 (looked for once), or why there is none.
pub fn old_rustc() -> Result<&'static OldRustc, &'static str> {
    static FOUND: OnceLock<Result<OldRustc, String>> = OnceLock::new();
    FOUND
        .get_or_init(|| {
            let rustc = std::env::var_os("XTASK_OLD_RUSTC")
                .map_or_else(|| PathBuf::from("/usr/bin/rustc"), PathBuf::from);
            find(&rustc)
        })
        .as_ref()
        .map_err(String::as_str)
}

/// `rustc` if it runs and is a 1.63.
fn find(rustc: &Path) -> Result<OldRustc, String> {
    let output = Command::new(rustc)
        .arg("--version")
        .output()
        .map_err(|err| format!("cannot run {}: {err}", rustc.display()))?;
    let version = String::from_utf8_lossy(&output.stdout);
    let version = version.split(" (").next().unwrap_or_default().trim();
    if !output.status.success() || !version.starts_with(OLDEST) {
        return Err(format!(
            "{} is `{version}`, not rustc 1.63",
            rustc.display()
        ));
    }
    Ok(OldRustc {
        rustc: rustc.to_path_buf(),
        version: version.to_string(),
    })
}

impl OldRustc {
    /// Type-checks the bundle `source` of problem `name` (whose text is
    /// `text`) under every edition of [`EDITIONS`] but `skip` not yet
    /// stamped, and stamps each that passes.
    ///
    /// # Errors
    /// rustc's messages, if it fails or warns under an edition.
    pub fn check(
        &self,
        ws: &Workspace,
        name: &str,
        text: &str,
        source: &Path,
        skip: Option<Edition>,
    ) -> Result<(), CompileError> {
        // The metadata is not kept: a file of this run's own, removed after.
        let metadata = ws
            .target_dir
            .join("bundle")
            .join("rustc-1.63")
            .join(format!("{name}-{}.rmeta", std::process::id()));
        if let Some(dir) = metadata.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let editions = EDITIONS.iter().copied().filter(|&e| Some(e) != skip);
        let result = self.check_into(ws, (name, text), source, &metadata, editions);
        let _ = std::fs::remove_file(&metadata);
        result
    }

    fn check_into(
        &self,
        ws: &Workspace,
        (name, text): (&str, &str),
        source: &Path,
        metadata: &Path,
        editions: impl Iterator<Item = Edition>,
    ) -> Result<(), CompileError> {
        for edition in editions {
            if stamp(ws, name, text, edition).is_file() {
                continue;
            }
            let output = Command::new(&self.rustc)
                .args(["--edition", edition.as_str(), "-D", "warnings"])
                .args(["--crate-type", "bin", "--emit=metadata"])
                .args(["--crate-name", &name.replace('-', "_")])
                .arg("-o")
                .arg(metadata)
                .arg(source)
                .output()
                .map_err(|error| CompileError::Spawn {
                    rustc: self.rustc.clone(),
                    error,
                })?;
            let stderr = String::from_utf8_lossy(&output.stderr);
            if !output.status.success() || !stderr.trim().is_empty() {
                return Err(CompileError::Rejected {
                    name: name.to_string(),
                    command: format!(
                        "{} --edition {} -D warnings --emit=metadata {} (the header promises \
                         rustc 1.63)",
                        self.rustc.display(),
                        edition.as_str(),
                        source.display()
                    ),
                    stderr: stderr.into_owned(),
                });
            }
            mark(ws, name, text, edition);
        }
        Ok(())
    }

    /// Whether this is the compiler `rustc` names.
    pub fn is(&self, rustc: &Path) -> bool {
        let canonical = |path: &Path| path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        canonical(rustc) == canonical(&self.rustc)
    }
}

/// Stamps the bundle `text` of `name` as built by rustc 1.63 under `edition`.
pub fn mark(ws: &Workspace, name: &str, text: &str, edition: Edition) {
    let path = stamp(ws, name, text, edition);
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = std::fs::write(path, "");
}

/// Whether every edition of [`EDITIONS`] is stamped for `text`.
pub fn all_checked(ws: &Workspace, name: &str, text: &str) -> bool {
    EDITIONS
        .iter()
        .all(|&edition| stamp(ws, name, text, edition).is_file())
}

/// Where the stamp of `text` under `edition` goes.
fn stamp(ws: &Workspace, name: &str, text: &str, edition: Edition) -> PathBuf {
    ws.target_dir
        .join("bundle")
        .join("rustc-1.63")
        .join(format!(
            "{name}-{:016x}-{}",
            fnv1a(text.as_bytes()),
            edition.as_str()
        ))
}

/// FNV-1a, 64 bits: a hash that stays the same from one build to the next.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
