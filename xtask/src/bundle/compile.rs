//! Compiling bundles the way a judge would: plain `rustc -O` on the one
//! file, with every warning an error, under a chosen compiler and edition.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use super::error::{BundleError, CompileError};
use crate::flags::Edition;
use crate::parallel;
use crate::workspace::{Problem, Workspace};

/// A compiler a judge may run: which `rustc`, under which edition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Compiler {
    pub rustc: PathBuf,
    pub edition: Edition,
}

impl Default for Compiler {
    /// The rustc of the toolchain that runs us, under edition 2021.
    fn default() -> Self {
        Compiler {
            rustc: toolchain_rustc(),
            edition: Edition::E2021,
        }
    }
}

impl Compiler {
    /// The command line a judge would run, as shown in messages.
    pub fn describe(&self, source: &Path) -> String {
        format!(
            "{} --edition {} -O -D warnings {}",
            self.rustc.display(),
            self.edition.as_str(),
            source.display()
        )
    }

    /// Where this compiler's binaries go: `target/bundle/bin/` for the
    /// default, `target/bundle/bin/<rustc>-<edition>/` for any other, so that
    /// runs with different compilers do not overwrite each other's binaries.
    fn bin_dir(&self, ws: &Workspace) -> PathBuf {
        let bin = ws.target_dir.join("bundle").join("bin");
        if *self == Compiler::default() {
            return bin;
        }
        let rustc: String = self
            .rustc
            .to_string_lossy()
            .trim_start_matches('/')
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        bin.join(format!("{rustc}-{}", self.edition.as_str()))
    }

    /// Compiles one bundle; rustc's messages make the error.
    pub fn compile(&self, name: &str, source: &Path, binary: &Path) -> Result<(), CompileError> {
        let output = Command::new(&self.rustc)
            .args([
                "--edition",
                self.edition.as_str(),
                "-O",
                "-D",
                "warnings",
                "--crate-type",
                "bin",
            ])
            // File names like `hdu-1846.rs` are not crate names; judges name the file.
            .args(["--crate-name", &name.replace('-', "_")])
            .arg("-o")
            .arg(binary)
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
                command: self.describe(source),
                stderr: stderr.into_owned(),
            });
        }
        Ok(())
    }
}

/// The compiler [`compile_bundles`] uses in this run: set once by
/// `bundle --judge --rustc … --edition …` before it hands over to `test
/// --bundled`'s judging, else the default.
static CHOSEN: OnceLock<Compiler> = OnceLock::new();

/// Makes `compiler` the one [`compile_bundles`] uses for the rest of the run.
///
/// # Panics
/// If another compiler was chosen before (a run judges with one compiler).
pub fn choose(compiler: Compiler) {
    let chosen = CHOSEN.get_or_init(|| compiler.clone());
    assert_eq!(*chosen, compiler, "one compiler per run");
}

/// Writes every problem's bundle to `target/bundle/PROBLEM.rs`, compiles each
/// with the chosen compiler ([`choose`]; by default the toolchain's rustc
/// under edition 2021) with `-O -D warnings`, in parallel over the cores,
/// and returns, in the order of `problems`, each binary or why that problem
/// has none: its bundle could not be written, or rustc failed or printed
/// anything (every warning is an error: a judge's compiler may be stricter
/// than ours; the error holds rustc's message). One broken bundle does not
/// stop the others from being built and judged.
///
/// # Errors
/// If the output folder cannot be created.
pub fn compile_bundles(
    ws: &Workspace,
    problems: &[&Problem],
) -> Result<Vec<Result<PathBuf, CompileError>>, BundleError> {
    let compiler = CHOSEN.get().cloned().unwrap_or_default();
    compile_bundles_with(ws, problems, &compiler)
}

/// [`compile_bundles`] with `compiler`.
pub fn compile_bundles_with(
    ws: &Workspace,
    problems: &[&Problem],
    compiler: &Compiler,
) -> Result<Vec<Result<PathBuf, CompileError>>, BundleError> {
    let bin_dir = compiler.bin_dir(ws);
    fs::create_dir_all(&bin_dir).map_err(|error| BundleError::CreateDir {
        path: bin_dir.clone(),
        error,
    })?;
    Ok(parallel::map(problems, |problem| {
        let source = super::default_path(ws, problem);
        let binary = bin_dir.join(format!("{}{}", problem.name, std::env::consts::EXE_SUFFIX));
        let bundle = super::write_bundle(ws, problem, &source)?;
        super::warn_if_large(&problem.name, bundle.text.len());
        // The header's promise (rustc 1.63, both editions): checked first,
        // but for the edition this compile checks when it is rustc 1.63's.
        let own = super::msrv::old_rustc()
            .ok()
            .filter(|old| old.is(&compiler.rustc))
            .map(|_| compiler.edition);
        let old = super::check_promise(ws, problem, &bundle, &source, own)?;
        compiler.compile(&problem.name, &source, &binary)?;
        if let Some(old) = old {
            if let Some(edition) = own {
                super::msrv::mark(ws, &problem.name, &bundle.text, edition);
            }
            super::keep_promise(ws, problem, &bundle, &source, old)?;
        }
        Ok(binary)
    }))
}

/// The rustc of the toolchain that runs us: `$RUSTC`, else the `rustc` next to
/// `$CARGO` (so `cargo +nightly xtask` stays on nightly), else `rustc`.
pub fn toolchain_rustc() -> PathBuf {
    if let Some(rustc) = std::env::var_os("RUSTC") {
        return rustc.into();
    }
    if let Some(cargo) = std::env::var_os("CARGO") {
        let next_to_cargo =
            Path::new(&cargo).with_file_name(format!("rustc{}", std::env::consts::EXE_SUFFIX));
        if next_to_cargo.is_file() {
            return next_to_cargo;
        }
    }
    PathBuf::from("rustc")
}
