//! `cargo xtask grundy FILE.rs`: a game written as a Rust `moves` rule,
//! explored by the `explore` crate. This file only builds and caches the
//! game's binary and runs it with the flags (`--new` is
//! `rule_templates.rs`'s, a `--param` range `params.rs`'s); the explorer
//! itself (table, patterns, JSON, plot, moves, play) is `explore::main`,
//! called by a generated `main`.
//!
//! The cache lives in `target/explore/`: one package per game file in
//! `games/<stem>-<hash of its path>/` (a generated `Cargo.toml` and `main.rs`
//! with `#[path = "/abs/path/FILE.rs"] mod game;`, so rustc's messages point
//! into the user's file), all built in release into the one shared target
//! folder `build/` (so `explore` is compiled once for every game). A game's
//! `stamp` holds a hash of its file and of everything the binary is built
//! from (explore's, takebreak's and gamecore's sources, the workspace's manifest and
//! lock file); while it matches, the cached binary runs without cargo.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use anyhow::{bail, Context, Result};

use crate::flags;
use crate::workspace;

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
    game.ends_with(".rs")
}

pub fn run(f: &flags::Grundy) -> Result<ExitCode> {
    if f.new {
        // Every language's templates, by the file's extension.
        return crate::rule_templates::write(Path::new(&f.game), f);
    }
    if !is_rule_file(&f.game) {
        bail!(
            "{:?} is not a rule file: --box, --moves, --play, --loopy, --misere, --max-sums, --param and --positions take a game written in Rust (FILE.rs); codes such as 0.07 take --upto, --json, --show, --plot and --html (and --table FILE reads a printed table)",
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
    if !file.is_file() {
        bail!(
            "{}: no such file (`cargo xtask grundy --new {}` writes a template)",
            file.display(),
            file.display()
        );
    }
    let binary = match build(&file)? {
        Some(binary) => binary,
        None => return Ok(ExitCode::from(2)),
    };
    let mut command = Command::new(&binary);
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
        None => ExitCode::FAILURE,
    })
}

/// The workspace this xtask was built from.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

/// `target/explore/` (under `CARGO_TARGET_DIR` when it is set).
pub fn cache_dir() -> PathBuf {
    let target = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => root().join("target"),
    };
    target.join("explore")
}

/// FNV-1a, 64 bits: stable across runs and toolchains (std's hashers are
/// not promised to be), and fast enough for a few hundred kilobytes.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn bytes(&mut self, bytes: &[u8]) {
        // The length first, so that concatenations cannot collide.
        for b in (bytes.len() as u64).to_le_bytes().iter().chain(bytes) {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn hex(&self) -> String {
        format!("{:016x}", self.0)
    }
}

/// Every file under `dir`, sorted, into the hash (names and contents).
fn hash_tree(h: &mut Fnv, dir: &Path) -> Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for path in entries {
        if path.is_dir() {
            hash_tree(h, &path)?;
        } else {
            h.bytes(path.to_string_lossy().as_bytes());
            h.bytes(&std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?);
        }
    }
    Ok(())
}

/// The explorer's entry point for a rule file's text ([`crate::rule_form`]).
fn entry(source: &str) -> String {
    crate::rule_form::entry(source)
}

/// The generated package's manifest and main for the game at `file`.
fn package(name: &str, file: &str, source: &str, explore: &Path) -> (String, String) {
    let manifest = format!(
        r#"# Generated by `cargo xtask grundy` for {file}; edit that file, not this one.
[package]
name = "{name}"
version = "0.0.0"
edition = "2021"
publish = false

[[bin]]
name = "{name}"
path = "main.rs"

[dependencies]
explore = {{ path = {explore:?} }}

[profile.release]
opt-level = 3
debug = false

# The crates from crates.io (JSON, the SVG plot, itertools) only print what the
# engines found: unoptimised, the first game's build takes about 10% less CPU
# time (35 s against 39 s, 6 December 2026), for the same output as fast.
[profile.release.package."*"]
opt-level = 0

# The engines at full speed ("*" covers them too: they are not members here).
[profile.release.package.explore]
opt-level = 3
[profile.release.package.takebreak]
opt-level = 3
[profile.release.package.gamecore]
opt-level = 3
[profile.release.package.play]
opt-level = 3

# Not a member of the project's workspace: a workspace of its own.
[workspace]
"#,
        explore = explore.to_str().expect("the workspace's path is UTF-8"),
    );
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
    (manifest, main)
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
    let root = root();
    let explore = root.join("crates/explore");
    let cache = cache_dir();

    let mut by_path = Fnv::new();
    by_path.bytes(file_text.as_bytes());
    let stem: String = file
        .file_stem()
        .map(|s| s.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .take(32)
        .collect();
    let key = format!("{stem}-{}", &by_path.hex()[..12]);
    let name = format!("game-{key}");
    let dir = cache.join("games").join(&key);
    let binary = dir.join("game");
    let stamp_path = dir.join("stamp");

    let mut h = Fnv::new();
    let source = std::fs::read(&file).with_context(|| format!("reading {}", file.display()))?;
    let (manifest, main) = package(
        &name,
        file_text,
        &String::from_utf8_lossy(&source),
        &explore,
    );
    h.bytes(manifest.as_bytes());
    h.bytes(main.as_bytes());
    h.bytes(&source);
    for path in [
        "Cargo.toml",
        "Cargo.lock",
        "crates/explore/Cargo.toml",
        "crates/takebreak/Cargo.toml",
        "crates/core/Cargo.toml",
        "crates/play/Cargo.toml",
        "crates/judge/Cargo.toml",
    ] {
        h.bytes(&std::fs::read(root.join(path)).with_context(|| format!("reading {path}"))?);
    }
    hash_tree(&mut h, &explore.join("src"))?;
    hash_tree(&mut h, &root.join("crates/takebreak/src"))?;
    hash_tree(&mut h, &root.join("crates/core/src"))?;
    hash_tree(&mut h, &root.join("crates/play/src"))?;
    hash_tree(&mut h, &root.join("crates/judge/src"))?;
    let stamp = h.hex();
    if binary.is_file() && std::fs::read_to_string(&stamp_path).ok().as_deref() == Some(&stamp) {
        return Ok(Some(binary));
    }

    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    std::fs::write(dir.join("Cargo.toml"), &manifest)?;
    std::fs::write(dir.join("main.rs"), &main)?;
    std::fs::write(dir.join("source"), file_text)?;
    // The workspace's lock file: the same dependency versions as the
    // project, and no registry lookup.
    std::fs::copy(root.join("Cargo.lock"), dir.join("Cargo.lock"))?;
    let shared = cache.join("build");
    let first = !shared.join("release").exists();
    anstream::eprintln!(
        "{} {} (release{})",
        crate::style::dim("compiling"),
        file.display(),
        if first {
            "; the first game also builds the explorer: about 35 s of CPU time"
        } else {
            ""
        }
    );
    let status = workspace::cargo()
        .args(["build", "--release", "--quiet", "--manifest-path"])
        .arg(dir.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", &shared)
        .stdin(Stdio::null())
        .status()
        .context("running cargo build")?;
    if !status.success() {
        let _ = std::fs::remove_file(&stamp_path);
        anstream::eprintln!(
            "{}: {} does not compile (rustc's messages above)",
            crate::style::error("error"),
            file.display()
        );
        return Ok(None);
    }
    let built = shared
        .join("release")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    let temporary = dir.join("game.new");
    std::fs::copy(&built, &temporary).with_context(|| format!("copying {}", built.display()))?;
    std::fs::rename(&temporary, &binary)?;
    std::fs::write(&stamp_path, &stamp)?;
    Ok(Some(binary))
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
