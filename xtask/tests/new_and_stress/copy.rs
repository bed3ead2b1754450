//! The temporary copy of the workspace that `new_and_stress.rs`'s tests change
//! (see that file's doc): what it holds, and how a run brings it back to the
//! workspace's files, rewriting only those whose bytes differ.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::{source_root, Run};

/// What the copy holds, relative to the workspace's root.
const COPIED: [&str; 15] = [
    "Cargo.toml",
    // `new` adds a row to its problem table.
    "README.md",
    "Cargo.lock",
    ".cargo",
    "crates/core",
    "crates/judge",
    "crates/play",
    // xtask's own path dependencies (`grundy`'s engine, and the explorer's
    // library for `--table` and the plots).
    "crates/takebreak",
    "crates/explore",
    "crates/nod51-1066",
    "testdata/nod51-1066",
    "crates/nyoj-23",
    "testdata/nyoj-23",
    "xtask/Cargo.toml",
    "xtask/src",
];

/// A copy of the workspace in `target/tmp/xtask-<test>/`, kept between runs
/// (with its target folder) so that the next run builds only what changed.
pub struct TempWorkspace {
    pub root: PathBuf,
}

impl TempWorkspace {
    pub fn new(test: &str) -> Self {
        let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("xtask-{test}"));
        std::fs::create_dir_all(&root).unwrap();
        let source = source_root();
        let wanted: Vec<&Path> = COPIED
            .iter()
            .map(Path::new)
            .filter(|path| source.join(path).exists())
            .collect();
        prune(&root, Path::new(""), &wanted);
        for path in wanted {
            sync(&source.join(path), &root.join(path));
        }
        TempWorkspace { root }
    }

    pub fn path(&self, relative: &str) -> PathBuf {
        self.root.join(relative)
    }

    pub fn read(&self, relative: &str) -> String {
        std::fs::read_to_string(self.path(relative))
            .unwrap_or_else(|err| panic!("cannot read {relative}: {err}"))
    }

    /// Runs `cargo xtask ARGS` (the binary under test) in the copy.
    pub fn xtask(&self, args: &str) -> Run {
        self.run(Command::new(env!("CARGO_BIN_EXE_xtask")), args)
    }

    /// Runs `cargo xtask ARGS` in the copy's folder `dir`.
    pub fn xtask_in(&self, dir: &str, args: &str) -> Run {
        let mut command = self.prepare(Command::new(env!("CARGO_BIN_EXE_xtask")), args);
        command.current_dir(self.path(dir));
        let output = command
            .output()
            .unwrap_or_else(|err| panic!("cannot run {args}: {err}"));
        Run::new(args, output)
    }

    /// Runs `cargo xtask` with `args` as given (which may hold spaces).
    pub fn xtask_multi(&self, args: &[&str]) -> Run {
        let mut command = self.prepare(Command::new(env!("CARGO_BIN_EXE_xtask")), "");
        command.args(args);
        let output = command.output().unwrap();
        Run::new(&args.join(" "), output)
    }

    /// Runs `cargo ARGS` in the copy.
    pub fn cargo(&self, args: &str) -> Run {
        self.run(
            Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())),
            args,
        )
    }

    fn run(&self, command: Command, args: &str) -> Run {
        let output = self
            .prepare(command, args)
            .output()
            .unwrap_or_else(|err| panic!("cannot run {args}: {err}"));
        Run::new(args, output)
    }

    /// `command ARGS`, set to run in the copy.
    pub fn prepare(&self, mut command: Command, args: &str) -> Command {
        command
            .args(args.split_whitespace())
            .current_dir(&self.root)
            .env("CARGO_TARGET_DIR", self.root.join("target"))
            // Everything needed is already in the lock file and cargo's cache.
            .env("CARGO_NET_OFFLINE", "true")
            .env_remove("STRESS_CASES")
            .env_remove("STRESS_SEED");
        command
    }
}

impl Drop for TempWorkspace {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!(
                "the workspace copy is kept in {} (the next run restores it)",
                self.root.display()
            );
        }
    }
}

/// Removes from the copy at `root` what is neither copied from the
/// workspace (`wanted`, or a folder on the way to one) nor its target folder.
fn prune(root: &Path, relative: &Path, wanted: &[&Path]) {
    let Ok(entries) = std::fs::read_dir(root.join(relative)) else {
        return;
    };
    for entry in entries {
        let entry = entry.unwrap();
        let path = relative.join(entry.file_name());
        if path == Path::new("target") || wanted.iter().any(|w| path.starts_with(w)) {
            continue;
        }
        if wanted.iter().any(|w| w.starts_with(&path)) && entry.path().is_dir() {
            prune(root, &path, wanted);
        } else if entry.file_type().unwrap().is_dir() {
            std::fs::remove_dir_all(entry.path()).unwrap();
        } else {
            std::fs::remove_file(entry.path()).unwrap();
        }
    }
}

/// Makes `to` a copy of the file or folder `from`: writes only the files
/// whose bytes differ (keeping the others' modification times, so that cargo
/// sees them unchanged) and removes what `from` does not have.
fn sync(from: &Path, to: &Path) {
    std::fs::create_dir_all(to.parent().unwrap()).unwrap();
    if from.is_dir() {
        if to.is_file() {
            std::fs::remove_file(to).unwrap();
        }
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(to).unwrap() {
            let entry = entry.unwrap();
            if !from.join(entry.file_name()).exists() {
                if entry.file_type().unwrap().is_dir() {
                    std::fs::remove_dir_all(entry.path()).unwrap();
                } else {
                    std::fs::remove_file(entry.path()).unwrap();
                }
            }
        }
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            sync(&entry.path(), &to.join(entry.file_name()));
        }
    } else {
        if to.is_dir() {
            std::fs::remove_dir_all(to).unwrap();
        }
        let bytes = std::fs::read(from)
            .unwrap_or_else(|err| panic!("cannot read {}: {err}", from.display()));
        if std::fs::read(to).ok().as_ref() != Some(&bytes) {
            std::fs::write(to, bytes)
                .unwrap_or_else(|err| panic!("cannot write {}: {err}", to.display()));
        }
    }
}
