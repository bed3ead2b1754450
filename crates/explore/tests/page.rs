//! `--html`: the page of a game, checked as written (the contract's
//! attributes against the text report, its size, no address in it) and,
//! with `GAMES_SLOW_TESTS=1` (CI), in headless Chromium: the values the text
//! report prints, a position opened (its options, their values, the winning
//! ones, the remoteness `--moves` reports), the keyboard, play against the
//! explorer (lost from a P-position, won from an N-position by the right
//! strategy) and that no request leaves the page. The browser tests are the
//! package `crates/explore/browser/`, outside the workspace (its manifest
//! says why), which [`pages_in_a_real_browser`] builds and runs.

#[path = "../games/chomp.rs"]
mod chomp;
#[path = "page/common.rs"]
mod common;
#[path = "../games/dawson.rs"]
mod dawson;
#[path = "../games/row.rs"]
mod row;

use std::path::Path;

use common::*;

#[test]
fn the_page_of_dawsons_kayles_carries_the_reports_values_and_claims() {
    let dir = folder("dawson-file");
    let path = dir.join("dawson.html");
    let said = page(dawson::moves, "--upto 120", &path);
    assert!(
        said.starts_with(&format!("page: {}", path.display())),
        "{said}"
    );
    let html = std::fs::read_to_string(&path).unwrap();
    let text = report(dawson::moves, "--upto 120 --show 121");
    let want = heap_values(&text);
    assert_eq!(want.len(), 121, "{text}");
    let cells = cells_in_file(&html);
    let got: Vec<String> = cells.iter().map(|(_, v)| v.clone()).collect();
    assert_eq!(got, want);
    assert!(
        cells
            .iter()
            .enumerate()
            .all(|(i, (p, _))| *p == i.to_string())
    );
    for line in text
        .lines()
        .filter(|l| l.starts_with("proved") || l.starts_with("the "))
    {
        let escaped = line
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        assert!(
            html.contains(&format!("<li>{escaped}</li>")),
            "claim {line:?} in #claims"
        );
    }
    assert!(html.contains("<ul id=\"claims\">"));
    assert!(html.contains("data-period=\"34\" data-preperiod=\"53\""));
    no_address(&html);
    // Written again without --force: the page is the explorer's own.
    page(dawson::moves, "--upto 120", &path);
    std::fs::write(&path, "someone's notes").unwrap();
    let mut out = Vec::new();
    let o = options(&format!("--upto 20 --html {}", path.display()));
    let err = explore::entry::table::run(dawson::moves, &o, &mut &b""[..], &mut out).unwrap_err();
    assert!(err.contains("pass --force"), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "someone's notes");
    page(dawson::moves, "--upto 20 --force", &path);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Lasker's Nim as its code `4.[3]` (the rule file `lasker.rs` gives the
/// same table and options, and takes seconds to table in a debug build).
#[test]
fn lasker_to_ten_thousand_is_a_page_of_a_few_megabytes() {
    let dir = folder("lasker-size");
    let path = dir.join("lasker.html");
    let game: takebreak::Game = "4.[3]".parse().unwrap();
    let s = takebreak::solve(&game, 10_001);
    let target = explore::report::page::Target::open(&path, false).unwrap();
    let claims = vec!["apparent".to_string()];
    explore::report::page::impartial::code(&game, &s.values, claims, None, target, &mut Vec::new())
        .unwrap();
    let bytes = std::fs::metadata(&path).unwrap().len();
    assert!(bytes < 3 << 20, "{bytes} bytes");
    let html = std::fs::read_to_string(&path).unwrap();
    assert_eq!(cells_in_file(&html).len(), 10_001);
    no_address(&html);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_long_code_table_is_summarised_not_dropped() {
    let dir = folder("code-summary");
    let path = dir.join("lasker-code.html");
    let game: takebreak::Game = "4.[3]".parse().unwrap();
    let s = takebreak::solve(&game, 50_000);
    let target = explore::report::page::Target::open(&path, false).unwrap();
    explore::report::page::impartial::code(
        &game,
        &s.values,
        vec!["apparent".into()],
        None,
        target,
        &mut Vec::new(),
    )
    .unwrap();
    let html = std::fs::read_to_string(&path).unwrap();
    assert_eq!(cells_in_file(&html).len(), explore::report::page::MAX_CELLS);
    assert!(html.contains("data-range=\"20000-"), "the rest in blocks");
    assert!(html.contains("n = 49000 … 49999: values"), "the last block");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The browser tests, `cargo test --locked --manifest-path
/// crates/explore/browser/Cargo.toml`, in a target folder of their own
/// (`target/browser-tests/`) with rustc's warnings as errors (clippy's
/// `--workspace` does not reach that package): about 70 s cold, of which
/// 20 s in the browser.
#[test]
fn pages_in_a_real_browser() {
    if std::env::var_os("GAMES_SLOW_TESTS").is_none_or(|v| v != "1") {
        eprintln!(
            "skipped: the browser tests run with GAMES_SLOW_TESTS=1 (they need chromium and chromium-driver)"
        );
        return;
    }
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("browser/Cargo.toml");
    let target = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the tests' folder is in the target folder")
        .join("browser-tests");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = std::process::Command::new(cargo)
        .args(["test", "--locked", "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", &target)
        .env("RUSTFLAGS", "-D warnings")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .output()
        .expect("cannot run cargo");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stderr),
        String::from_utf8_lossy(&output.stdout)
    );
    assert!(
        output.status.success(),
        "cargo test --manifest-path {} failed:\n{text}",
        manifest.display()
    );
    assert!(
        text.contains("test pages_in_a_real_browser ... ok"),
        "{text}"
    );
}
