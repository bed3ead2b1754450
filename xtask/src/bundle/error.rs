//! Why a bundle could not be made, written or compiled.

use std::path::PathBuf;

/// Why a problem could not be bundled or its bundle written.
#[derive(Debug, thiserror::Error)]
pub enum BundleError {
    #[error("cannot read {}: {error}", path.display())]
    Read {
        path: PathBuf,
        /// Not a `source`: the message holds it, and a chain would repeat it.
        error: std::io::Error,
    },
    /// A source file that `syn` cannot parse, with the error's position.
    #[error("{}:{line}:{column}: {message}", path.display())]
    Parse {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("cannot find module `{name}`: neither {} nor {} exists", flat.display(), nested.display())]
    MissingModule {
        name: String,
        flat: PathBuf,
        nested: PathBuf,
    },
    #[error("`#[path]` on `mod {module}` (in {}) is not supported by the bundler", dir.display())]
    PathAttribute { module: String, dir: PathBuf },
    /// The bundler's own rewriting produced something `syn` cannot parse.
    #[error("the rewritten bundle does not parse: {0}")]
    Reparse(syn::Error),
    #[error("cannot create {}: {error}", path.display())]
    CreateDir {
        path: PathBuf,
        /// Not a `source`: the message holds it, and a chain would repeat it.
        error: std::io::Error,
    },
    #[error("cannot write {}: {error}", path.display())]
    Write {
        path: PathBuf,
        /// Not a `source`: the message holds it, and a chain would repeat it.
        error: std::io::Error,
    },
    /// `-o FILE` names a file the bundler did not write.
    #[error(
        "{} exists and was not written by `cargo xtask bundle`; pass --force to overwrite it",
        path.display()
    )]
    NotOurs { path: PathBuf },
    /// Longer than the judge's stated source limit even without indentation.
    #[error(
        "the bundle is {size} bytes without indentation, above the judge's source limit of \
         {limit} bytes (`source-limit-bytes`)"
    )]
    TooLarge { size: usize, limit: usize },
}

/// Why a problem's bundle has no binary.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    #[error(transparent)]
    Bundle(#[from] BundleError),
    #[error("cannot run {}: {error}", rustc.display())]
    Spawn {
        rustc: PathBuf,
        /// Not a `source`: the message holds it, and a chain would repeat it.
        error: std::io::Error,
    },
    /// rustc failed, or printed anything (every warning is an error).
    #[error("{name}: `{command}` failed:\n{stderr}")]
    Rejected {
        name: String,
        command: String,
        stderr: String,
    },
}
