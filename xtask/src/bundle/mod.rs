//! `cargo xtask bundle (PROBLEM [-o FILE] [--force] | --all) [--judge]
//! [--rustc PATH] [--edition E]`: one self-contained source file per problem,
//! for judges that take a single file and no crates; optionally compiled with
//! a given compiler and edition, and judged on the test data.
//!
//! A bundle is the problem's `main.rs` followed by
//! `mod gamecore { pub mod base { pub mod scan { … } } pub mod closed { pub mod nim { … } } }`
//! holding only the `gamecore` modules the main file uses, directly or through
//! other modules (found from the paths `gamecore::…`, `crate::…`, `super::…`,
//! `self::…` and, inside a folder module, its submodules' names; only modules
//! declared from `crates/core/src/lib.rs` down count). A module whose file
//! declares submodules of their own files (a family's `mod.rs`) is a folder:
//! it comes with its own items and only the submodules needed; any other
//! module comes whole ([`closure`]). Paths are rewritten so the file
//! compiles alone: `gamecore::…` in the main file and `crate::…` inside the
//! modules both become `crate::gamecore::…`.
//!
//! Everything is parsed with `syn` and printed with `prettyplease`; macro bodies,
//! which `syn` keeps as tokens, are rewritten token by token. `#[cfg(test)]`
//! code, `#[test]` functions, doc comments and lib.rs's inner attributes (such
//! as `#![warn(missing_docs)]`) are dropped; other attributes are kept.
//!
//! The inlined `mod gamecore` carries `#[allow(dead_code, unused_imports)]`:
//! it is a library, a problem calls a few functions of each module it uses,
//! and in a binary plain rustc warns about every other one, and about every
//! `pub use` re-export the problem does not use. Pruning them instead would
//! need name resolution. The allow hides nothing else: an import or item unused
//! in the library itself already fails its own clippy run, and any other
//! warning fails [`compile_bundles`], which compiles with `-D warnings`.
//!
//! The default output `target/bundle/PROBLEM.rs` is the bundler's own and is
//! always overwritten. With `-o FILE`, an existing file is overwritten only if
//! it carries the bundler's [`MARKER`](print::MARKER) line, or with `--force`.
//!
//! One file per job: [`load`] reads sources, [`strip`] drops tests and docs,
//! [`closure`] finds the modules needed, [`paths`] rewrites paths, [`print`]
//! assembles and prints the file, [`compile`] compiles bundles like a judge.
//! Judging the binaries is `cargo xtask test --bundled`'s, which
//! `bundle --judge` runs with the compiler it was given.

mod closure;
mod compile;
mod error;
mod load;
mod msrv;
mod paths;
mod print;
mod strip;
#[cfg(test)]
mod tests;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use anyhow::{bail, Result};

pub use compile::{compile_bundles, Compiler};
use error::BundleError;
use print::{bundle_files, Bundle, Header};

use crate::flags::{self, Edition};
use crate::workspace::{shown, Problem, Workspace};

/// Above this size a bundle gets a warning: many judges reject longer sources.
pub const SIZE_LIMIT: usize = 64 * 1024;

/// Which side of the bundle a piece of code is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The problem's main file: `gamecore::m` names a library module.
    Main,
    /// Inside a library module: `crate::m` (and `super::m` at the top) does.
    Library,
}

/// What `bundle` leaves to do: nothing (its exit code), or, with `--judge`,
/// `test --bundled` on these problems (which `main` runs: `test` uses
/// `bundle`, never the other way round).
pub enum Next {
    Done(ExitCode),
    Judge(Vec<String>),
}

pub fn run(flags: &flags::Bundle) -> Result<Next> {
    let ws = Workspace::load()?;
    let problems: Vec<&Problem> = match &flags.problem {
        Some(name) => vec![ws.find(name)?],
        None if flags.all => ws.problems.iter().collect(),
        // Inside crates/P/ or testdata/P/, P, as `test` and `stress` do.
        None => vec![ws.one_or_here(None, "bundle")?],
    };
    let compiles = flags.judge || flags.rustc.is_some() || flags.edition.is_some();
    if compiles {
        if flags.output.is_some() {
            bail!(
                "-o cannot go with --judge, --rustc or --edition: compiled bundles are the \
                 bundler's own, in target/bundle/"
            );
        }
        let compiler = Compiler {
            rustc: flags.rustc.clone().unwrap_or_else(compile::toolchain_rustc),
            edition: flags.edition.unwrap_or(Edition::E2021),
        };
        return Ok(if flags.judge {
            judge(&problems, compiler)
        } else {
            Next::Done(compile_only(&ws, &problems, &compiler)?)
        });
    }
    if flags.all {
        return bundle_all(&ws).map(Next::Done);
    }
    let problem = problems[0];
    let path = match &flags.output {
        Some(path) => {
            check_overwrite(path, flags.force)?;
            path.clone()
        }
        None => default_path(&ws, problem),
    };
    let bundle = write_bundle(&ws, problem, &path)?;
    println!("{}", bundle.summary(&shown(&path)));
    warn_if_large(&problem.name, bundle.text.len());
    if let Some(old) = check_promise(&ws, problem, &bundle, &path, None)? {
        keep_promise(&ws, problem, &bundle, &path, old)?;
        println!("checked with {}: editions 2018 and 2021", old.version);
    }
    Ok(Next::Done(ExitCode::SUCCESS))
}

/// Checks the header's promise on the bundle just written at `path` with
/// rustc 1.63 ([`msrv`]) under each edition, but `skip` (which the run
/// compiles it with, with that rustc, anyway); returns that rustc, or `None`
/// where there is none (the header then keeps saying that it was not
/// checked, and a note on stderr says so, once a run).
///
/// # Errors
/// rustc 1.63's messages, if it refuses the bundle.
fn check_promise(
    ws: &Workspace,
    problem: &Problem,
    bundle: &Bundle,
    path: &Path,
    skip: Option<Edition>,
) -> Result<Option<&'static msrv::OldRustc>, error::CompileError> {
    let old = match msrv::old_rustc() {
        Ok(old) => old,
        Err(why) => {
            static NOTED: std::sync::Once = std::sync::Once::new();
            NOTED.call_once(|| {
                eprintln!(
                    "note: bundles not checked with rustc 1.63 ({why}); their header says so \
                     (`apt-get install rustc` on Debian 12, or XTASK_OLD_RUSTC=PATH)"
                )
            });
            return Ok(None);
        }
    };
    old.check(ws, &problem.name, &bundle.text, path, skip)?;
    Ok(Some(old))
}

/// Once rustc 1.63 has passed the bundle under every edition, its header at
/// `path` says so ([`msrv::checked_promise`]).
///
/// # Errors
/// If the file cannot be written.
fn keep_promise(
    ws: &Workspace,
    problem: &Problem,
    bundle: &Bundle,
    path: &Path,
    old: &msrv::OldRustc,
) -> Result<(), BundleError> {
    if !msrv::all_checked(ws, &problem.name, &bundle.text) {
        return Ok(());
    }
    let checked = bundle.text.replacen(
        msrv::UNCHECKED_PROMISE,
        &msrv::checked_promise(&old.version),
        1,
    );
    fs::write(path, checked).map_err(|error| BundleError::Write {
        path: path.to_path_buf(),
        error,
    })
}

/// `--all`: every problem's bundle in `target/bundle/`, then the largest size.
/// A problem that cannot be bundled is reported and the others still are.
fn bundle_all(ws: &Workspace) -> Result<ExitCode> {
    if ws.problems.is_empty() {
        println!("no problems to bundle");
        return Ok(ExitCode::SUCCESS);
    }
    let mut largest: Option<(usize, &str)> = None;
    let mut n_failed = 0;
    // In parallel: each bundle's promise is checked with rustc 1.63.
    let problems: Vec<&Problem> = ws.problems.iter().collect();
    let results = crate::parallel::map(&problems, |problem| {
        let path = default_path(ws, problem);
        let bundle = write_bundle(ws, problem, &path).map_err(error::CompileError::from)?;
        if let Some(old) = check_promise(ws, problem, &bundle, &path, None)? {
            keep_promise(ws, problem, &bundle, &path, old)?;
        }
        Ok::<_, error::CompileError>((bundle, path))
    });
    for (problem, result) in problems.iter().zip(results) {
        match result {
            Ok((bundle, path)) => {
                println!("{}", bundle.summary(&shown(&path)));
                warn_if_large(&problem.name, bundle.text.len());
                largest = largest.max(Some((bundle.text.len(), problem.name.as_str())));
            }
            Err(err) => {
                eprintln!("error: {}: {err}", problem.name);
                n_failed += 1;
            }
        }
    }
    if let Some((size, name)) = largest {
        println!("largest bundle: {name}, {} ({size} bytes)", kib(size));
    }
    if n_failed > 0 {
        eprintln!("error: {n_failed} problem(s) could not be bundled");
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// `--rustc`/`--edition` without `--judge`: bundle and compile each problem,
/// one line per problem (rustc's messages for a failure), non-zero if any fails.
fn compile_only(ws: &Workspace, problems: &[&Problem], compiler: &Compiler) -> Result<ExitCode> {
    let results = compile::compile_bundles_with(ws, problems, compiler)?;
    let mut n_failed = 0;
    for (problem, result) in problems.iter().zip(results) {
        match result {
            Ok(binary) => println!("{:<14} ok    {}", problem.name, shown(&binary)),
            Err(err) => {
                println!("{:<14} FAIL  {err}", problem.name);
                n_failed += 1;
            }
        }
    }
    println!(
        "{} compiled, {n_failed} failed ({})",
        problems.len() - n_failed,
        compiler.describe(Path::new("PROBLEM.rs"))
    );
    Ok(if n_failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `--judge`: `cargo xtask test --bundled` on `problems` (run by `main`),
/// its bundles compiled with `compiler` (in parallel), each judged on its
/// test data.
fn judge(problems: &[&Problem], compiler: Compiler) -> Next {
    println!(
        "judging bundles compiled with `{}`",
        compiler.describe(Path::new("PROBLEM.rs"))
    );
    compile::choose(compiler);
    Next::Judge(problems.iter().map(|p| p.name.clone()).collect())
}

/// `target/bundle/PROBLEM.rs`.
pub fn default_path(ws: &Workspace, problem: &Problem) -> PathBuf {
    ws.target_dir
        .join("bundle")
        .join(format!("{}.rs", problem.name))
}

fn kib(size: usize) -> String {
    format!("{:.1} KiB", size as f64 / 1024.0)
}

fn warn_if_large(name: &str, size: usize) {
    if let Some(warning) = size_warning(name, size) {
        eprintln!("{warning}");
    }
}

/// The warning for a bundle above [`SIZE_LIMIT`].
fn size_warning(name: &str, size: usize) -> Option<String> {
    (size > SIZE_LIMIT).then(|| {
        format!(
            "warning: the bundle of {name} is {size} bytes ({}), above the {} KiB \
             ({SIZE_LIMIT} bytes) many judges accept",
            kib(size),
            SIZE_LIMIT / 1024
        )
    })
}

/// Refuses to overwrite `path` unless it does not exist, was written by the
/// bundler (has [`print::MARKER`]), or `force` is set.
pub fn check_overwrite(path: &Path, force: bool) -> Result<(), BundleError> {
    if force || !path.exists() {
        return Ok(());
    }
    let ours =
        fs::read(path).is_ok_and(|bytes| print::has_marker(&String::from_utf8_lossy(&bytes)));
    if !ours {
        return Err(BundleError::NotOurs {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

impl Bundle {
    fn summary(&self, path: &str) -> String {
        format!(
            "wrote {path}: {} ({} bytes), gamecore modules: {}",
            kib(self.text.len()),
            self.text.len(),
            if self.modules.is_empty() {
                "none".to_string()
            } else {
                self.modules.join(", ")
            }
        )
    }
}

/// Bundles `problem` and writes the file, creating `target/bundle/` if needed.
fn write_bundle(ws: &Workspace, problem: &Problem, path: &Path) -> Result<Bundle, BundleError> {
    let bundle = bundle_problem(ws, problem)?;
    if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        if dir.starts_with(&ws.target_dir) {
            fs::create_dir_all(dir).map_err(|error| BundleError::CreateDir {
                path: dir.to_path_buf(),
                error,
            })?;
        }
    }
    fs::write(path, &bundle.text).map_err(|error| BundleError::Write {
        path: path.to_path_buf(),
        error,
    })?;
    Ok(bundle)
}

/// The bundle of one problem of the workspace.
pub fn bundle_problem(ws: &Workspace, problem: &Problem) -> Result<Bundle, BundleError> {
    let header = Header {
        problem: problem.name.clone(),
        url: problem.url.clone(),
        origin: origin(
            &ws.root,
            &[&ws.root.join("crates/core/src"), &problem.crate_dir],
        ),
    };
    let mut bundle = bundle_files(
        &problem.crate_dir.join("src").join("main.rs"),
        &ws.root
            .join("crates")
            .join("core")
            .join("src")
            .join("lib.rs"),
        &header,
    )?;
    fit(&mut bundle, problem.source_limit)?;
    Ok(bundle)
}

/// A bundle longer than the judge's source limit (`limit`, or the 64 KiB of
/// [`SIZE_LIMIT`] when the crate states none) loses its indentation
/// ([`print::compact`]). Still longer than a stated limit, it is an error:
/// the judge would refuse it (past the 64 KiB only, [`size_warning`] warns).
pub(super) fn fit(bundle: &mut Bundle, limit: Option<usize>) -> Result<(), BundleError> {
    let most = limit.unwrap_or(SIZE_LIMIT);
    if bundle.text.len() <= most {
        return Ok(());
    }
    let note = match limit {
        Some(limit) => format!(
            "Indentation dropped: printed in full it is {} bytes, above the judge's source \
             limit of {limit}.",
            bundle.text.len()
        ),
        None => format!(
            "Indentation dropped: printed in full it is {} bytes, above the 64 KiB many judges \
             accept.",
            bundle.text.len()
        ),
    };
    if let Some(text) = print::compact(&bundle.text, &note) {
        bundle.text = text;
    }
    match limit {
        Some(limit) if bundle.text.len() > limit => Err(BundleError::TooLarge {
            size: bundle.text.len(),
            limit,
        }),
        _ => Ok(()),
    }
}

/// The commit the sources come from, and whether `paths` differ from it.
fn origin(root: &Path, paths: &[&Path]) -> String {
    let git = |args: &[&str], paths: &[&Path]| -> Option<String> {
        let output = Command::new("git")
            .arg("-C")
            .arg(root)
            .args(args)
            .args(paths)
            .output()
            .ok()?;
        output
            .status
            .success()
            .then(|| String::from_utf8_lossy(&output.stdout).trim().to_string())
    };
    match git(&["rev-parse", "--short", "HEAD"], &[]) {
        Some(commit) => match git(&["status", "--porcelain", "--"], paths) {
            Some(changes) if changes.is_empty() => format!("commit {commit}"),
            _ => format!("commit {commit} with uncommitted changes"),
        },
        None => "an unknown commit".to_string(),
    }
}
