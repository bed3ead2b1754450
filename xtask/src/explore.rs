//! `cargo xtask grundy FILE.rs` (or `FILE.cpp`, `FILE.py`): a game written as
//! a `moves` rule, explored by the `explore` crate. This file only builds and
//! caches the game's binary and runs it with the flags (`--new` is
//! `rule_templates.rs`'s, a `--param` range `params.rs`'s); the explorer
//! itself (table, patterns, JSON, plot, moves, play) is `explore::main`,
//! called by a generated `main`. A C++ file is built by `cpp_build.rs`;
//! every Python file runs on one binary, [`python_runner`], which starts the
//! driver on the file.
//!
//! The cache (`rule_cache.rs`) lives in `target/explore/`: one package per game file in
//! `games/<stem>-<hash of its path>/` (a generated `Cargo.toml` and `main.rs`
//! with `#[path = "/abs/path/FILE.rs"] mod game;`, so rustc's messages point
//! into the user's file), all built in release into the one shared target
//! folder `build/` (so `explore` is compiled once for every game). A game's
//! `stamp` holds a hash of its file and of everything the binary is built
//! from (explore's, takebreak's and gamecore's sources, the workspace's manifest and
//! lock file); while it matches, the cached binary runs without cargo.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use anyhow::{bail, Context, Result};

use crate::flags;
use crate::rule_cache::{hash_explorer, manifest, root, Fnv, Package};

/// Whether `grundy` was given a rule file (or a flag only rule files take)
/// rather than a take-and-break code.
pub fn handles(f: &flags::Grundy) -> bool {
    is_rule_file(&f.game)
        || f.new
        || f.loopy
        || f.misere
        || f.max_sums.is_some()
        || f.r#box.is_some()
        || f.moves.is_some()
        || f.play.is_some()
        || f.max_positions.is_some()
        || !f.param.is_empty()
        || f.positions
}

fn is_rule_file(game: &str) -> bool {
    language(game).is_some()
}

/// The languages a rule file may be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Language {
    Rust,
    Cpp,
    Python,
}

fn language(game: &str) -> Option<Language> {
    let ext = Path::new(game).extension()?.to_str()?;
    match ext {
        "rs" => Some(Language::Rust),
        "cpp" | "cc" | "cxx" => Some(Language::Cpp),
        "py" => Some(Language::Python),
        _ => None,
    }
}

pub fn run(f: &flags::Grundy) -> Result<ExitCode> {
    if f.new {
        // Every language's templates, by the file's extension.
        return crate::rule_templates::write(Path::new(&f.game), f);
    }
    if !is_rule_file(&f.game) {
        bail!(
            "{:?} is not a rule file: --box, --moves, --play, --loopy, --misere, --max-sums, --param and --positions take a game written in Rust, C++ or Python (FILE.rs, FILE.cpp, FILE.py); codes such as 0.07 take --upto, --json, --show, --plot and --html (and --table FILE reads a printed table)",
            f.game
        );
    }
    let file = PathBuf::from(&f.game);
    let params = crate::params::Params::read(&f.param)?;
    if params.range.is_some()
        && (f.moves.is_some() || f.play.is_some() || f.plot.is_some() || f.positions)
    {
        bail!("--param NAME=A..B runs the table once per value and prints its pattern; --moves, --play, --plot and --positions take one value (--param NAME=VALUE)");
    }
    let lang = language(&f.game).expect("a rule file");
    if !file.is_file() {
        bail!(
            "{}: no such file (`cargo xtask grundy --new {}` writes a template)",
            file.display(),
            file.display()
        );
    }
    let built = match lang {
        Language::Rust => build(&file)?,
        Language::Cpp => crate::cpp_build::build(&file)?,
        Language::Python => python_runner()?,
    };
    let Some(binary) = built else {
        return Ok(ExitCode::from(2));
    };
    let mut command = Command::new(&binary);
    if lang == Language::Python {
        command.arg("--rule").arg(
            std::fs::canonicalize(&file).with_context(|| format!("finding {}", file.display()))?,
        );
    }
    command.arg("--name").arg(&f.game);
    if let Some(upto) = f.upto {
        command.arg("--upto").arg(upto.to_string());
    }
    if let Some(b) = &f.r#box {
        command.arg("--box").arg(b);
    }
    if f.json {
        command.arg("--json");
    }
    if let Some(plot) = &f.plot {
        command.arg("--plot").arg(plot);
    }
    if let Some(page) = &f.html {
        command.arg("--html").arg(page);
        if f.force {
            command.arg("--force");
        }
    }
    command.arg("--show").arg(f.show.to_string());
    if let Some(pos) = &f.moves {
        command.arg("--moves").arg(pos);
    }
    if let Some(pos) = &f.play {
        command.arg("--play").arg(pos);
    }
    if f.loopy {
        command.arg("--loopy");
    }
    if f.misere {
        command.arg("--misere");
    }
    if let Some(n) = f.max_sums {
        command.arg("--max-sums").arg(n.to_string());
    }
    if let Some(side) = &f.side {
        command.arg("--side").arg(side);
    }
    if let Some(n) = f.max_positions {
        command.arg("--max-positions").arg(n.to_string());
    }
    if params.range.is_some() {
        let args: Vec<std::ffi::OsString> = command.get_args().map(ToOwned::to_owned).collect();
        return crate::params::sweep(&binary, &args, &f.game, &params, f.json);
    }
    command.args(params.args(None));
    if f.positions {
        command.arg("--positions");
    }
    let status = command
        .status()
        .with_context(|| format!("running {}", binary.display()))?;
    Ok(match status.code() {
        Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        None => {
            use std::os::unix::process::ExitStatusExt as _;
            let signal = status
                .signal()
                .map_or_else(|| "a signal".to_string(), |s| format!("signal {s}"));
            anstream::eprintln!(
                "{}: the rule's binary was killed by {signal} (a crash: a C++ rule's out-of-range access or deep recursion, or the machine's out-of-memory killer)",
                crate::style::error("error")
            );
            ExitCode::from(2)
        }
    })
}

/// The explorer's entry point for a rule file's text ([`crate::rule_form`]).
fn entry(source: &str) -> String {
    crate::rule_form::entry(source)
}

/// The generated package's manifest and main for the game at `file`.
pub(crate) fn package(name: &str, file: &str, source: &str, explore: &Path) -> (String, String) {
    let main = format!(
        r#"// Generated by `cargo xtask grundy`: the game's file, compiled against the
// explorer. Edit the game's file, not this one.
#[path = {file:?}]
mod game;

fn main() -> std::process::ExitCode {{
    {call}
}}
"#,
        call = entry(source),
    );
    (manifest(name, file, explore), main)
}

/// The one binary that runs every Python rule (`explore::entry::python`:
/// it starts `python3` on the explorer's driver and the file, and reads the
/// game's graph from it), built once like a game and cached.
pub fn python_runner() -> Result<Option<PathBuf>> {
    let pkg = Package::new("python-runner");
    let explore = root().join("crates/explore");
    let manifest = manifest(&pkg.name, "Python rule files", &explore);
    let main = "// Generated by `cargo xtask grundy`: the runner of every Python rule file.\nfn main() -> std::process::ExitCode {\n    explore::entry::python::main()\n}\n";
    let mut h = Fnv::new();
    h.bytes(manifest.as_bytes());
    h.bytes(main.as_bytes());
    hash_explorer(&mut h)?;
    let stamp = h.hex();
    if pkg.is_fresh(&stamp) {
        return Ok(Some(pkg.binary));
    }
    pkg.write(&manifest, main, "python")?;
    if !pkg.build(Path::new("the Python rule runner"), &stamp, &[])? {
        bail!("the Python rule runner did not compile (a bug of the explorer's; cargo's messages above)");
    }
    Ok(Some(pkg.binary))
}

/// The game's binary: the cached one when its stamp matches, else built
/// (cargo and rustc print their messages as they are). `None` when the file
/// does not compile.
pub fn build(file: &Path) -> Result<Option<PathBuf>> {
    let file =
        std::fs::canonicalize(file).with_context(|| format!("finding {}", file.display()))?;
    let Some(file_text) = file.to_str() else {
        bail!("{}: the explorer needs a UTF-8 path", file.display());
    };
    let explore = root().join("crates/explore");
    let pkg = Package::for_file(&file);

    let mut h = Fnv::new();
    let source = std::fs::read(&file).with_context(|| format!("reading {}", file.display()))?;
    let (manifest, main) = package(
        &pkg.name,
        file_text,
        &String::from_utf8_lossy(&source),
        &explore,
    );
    h.bytes(manifest.as_bytes());
    h.bytes(main.as_bytes());
    h.bytes(&source);
    hash_explorer(&mut h)?;
    let stamp = h.hex();
    if pkg.is_fresh(&stamp) {
        return Ok(Some(pkg.binary));
    }
    pkg.write(&manifest, &main, file_text)?;
    if !pkg.build(&file, &stamp, &[])? {
        anstream::eprintln!(
            "{}: {} does not compile (rustc's messages above)",
            crate::style::error("error"),
            file.display()
        );
        return Ok(None);
    }
    Ok(Some(pkg.binary))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generated_main_points_into_the_file() {
        let (manifest, main) = package(
            "game-x",
            "/a b/\"q\".rs",
            "pub fn moves(n: u64)",
            Path::new("/ws/crates/explore"),
        );
        assert!(main.contains(r#"#[path = "/a b/\"q\".rs"]"#), "{main}");
        assert!(main.contains("explore::main(game::moves)"));
        assert!(
            manifest.contains(r#"explore = { path = "/ws/crates/explore" }"#),
            "{manifest}"
        );
        assert!(manifest.contains("\n[workspace]\n"));
        // Only the crates from crates.io are built unoptimised: every crate
        // of the explorer's own keeps opt-level 3.
        for engine in ["explore", "takebreak", "gamecore", "play"] {
            let section = format!("[profile.release.package.{engine}]\nopt-level = 3\n");
            assert!(manifest.contains(&section), "{engine}: {manifest}");
        }
        assert!(manifest.contains("[profile.release.package.\"*\"]\nopt-level = 0\n"));
    }

    #[test]
    fn a_file_with_left_and_right_gets_the_partisan_main() {
        let source =
            "pub fn left(n: u64) -> Vec<Vec<u64>> {}\npub fn right(n: u64) -> Vec<Vec<u64>> {}\n";
        let (_, main) = package("g", "/g.rs", source, Path::new("/e"));
        assert!(
            main.contains("explore::entry::partisan::main(game::left, game::right)"),
            "{main}"
        );
        assert_eq!(entry("pub fn moves(n: u64)"), "explore::main(game::moves)");
        assert_eq!(
            entry("pub fn moves(n: u64) {}\nfn left_half() {}\nfn right (x: u8) {}"),
            "explore::main(game::moves)"
        );
    }

    #[test]
    fn hashes_are_stable() {
        let mut h = Fnv::new();
        h.bytes(b"abc");
        let mut g = Fnv::new();
        g.bytes(b"ab");
        g.bytes(b"c");
        assert_ne!(h.hex(), g.hex());
        let mut k = Fnv::new();
        k.bytes(b"abc");
        assert_eq!(h.hex(), k.hex());
    }
}
