//! `--html`: the page of a game, checked as written (the contract's
//! attributes against the text report, its size, no address in it) and,
//! with `GAMES_SLOW_TESTS=1` (CI), in headless Chromium: the values the text
//! report prints, a position opened (its options, their values, the winning
//! ones, the remoteness `--moves` reports), the keyboard, play against the
//! explorer (lost from a P-position, won from an N-position by the right
//! strategy) and that no request leaves the page.

#[path = "page/browser.rs"]
mod browser;
#[path = "page/checks.rs"]
mod checks;
#[path = "../games/chomp.rs"]
mod chomp;
#[path = "../games/cutcake.rs"]
mod cutcake;
#[path = "../games/dawson.rs"]
mod dawson;
#[path = "page/forms.rs"]
mod forms;
#[path = "../games/put-back.rs"]
mod put_back;
#[path = "../games/row.rs"]
mod row;
#[path = "../games/wythoff.rs"]
mod wythoff;

use std::path::{Path, PathBuf};

use explore::Options;
use explore::source::family::{Family, Moves};
use explore::source::guess::Guess;
use explore::source::scoring::{ScoreMoves, ScoringGame};

pub fn options(flags: &str) -> Options {
    let args: Vec<String> = flags.split_whitespace().map(String::from).collect();
    Options::parse(&args).unwrap()
}

/// A fresh folder for a test's pages.
pub fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("explore-page-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The text report of a heap or pair rule with `flags`.
pub fn report<M, R: explore::Rule<M>>(rule: R, flags: &str) -> String
where
    R::Pos: explore::entry::table::Explore,
{
    let mut out = Vec::new();
    explore::entry::table::run(rule, &options(flags), &mut &b""[..], &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// Writes the page of a heap or pair rule with `flags` to `path`.
pub fn page<M, R: explore::Rule<M>>(rule: R, flags: &str, path: &Path) -> String
where
    R::Pos: explore::entry::table::Explore,
{
    report(rule, &format!("{flags} --html {}", path.display()))
}

pub fn chomp_family() -> Family<(u64, u64), Vec<u8>> {
    Family {
        start: chomp::start,
        moves: Moves::Vecs(chomp::moves),
        show: Some(chomp::show),
        canon: None,
        guess: Some(Guess::Loses(chomp::guess)),
    }
}

/// The text report (or with `--html`, the page) of Chomp's family.
pub fn chomp_report(flags: &str) -> String {
    let mut out = Vec::new();
    let extra = explore::cli::Extra {
        max_positions: None,
    };
    explore::entry::family::run(&chomp_family(), &options(flags), extra, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

pub fn row_game() -> ScoringGame<u64, (u64, u64)> {
    ScoringGame {
        start: row::start,
        moves: ScoreMoves::Pass(row::moves),
        end: None,
        show: Some(row::show),
        canon: None,
        guess: Some(row::guess),
        family: true,
    }
}

/// The text report (or with `--html`, the page) of the row scoring game.
pub fn row_report(flags: &str) -> String {
    let mut out = Vec::new();
    let extra = explore::cli::Extra {
        max_positions: None,
    };
    explore::entry::scoring::run(&row_game(), &options(flags), extra, &mut &b""[..], &mut out)
        .unwrap();
    String::from_utf8(out).unwrap()
}

/// The values of a heap report's rows (`  20: 3 0 1 …`).
pub fn heap_values(report: &str) -> Vec<String> {
    report
        .lines()
        .skip_while(|l| !l.contains("(0..") && !l.contains("n = 0.."))
        .skip(1)
        .take_while(|l| {
            l.trim_start()
                .split_once(':')
                .is_some_and(|(n, _)| n.parse::<u64>().is_ok())
        })
        .flat_map(|l| {
            l.split_once(':')
                .unwrap()
                .1
                .split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// A pair report's grid, row by row, `P` read as 0.
pub fn grid_values(report: &str) -> Vec<String> {
    report
        .lines()
        .skip_while(|l| !l.contains("row a, column b"))
        .skip(2)
        .take_while(|l| l.starts_with("  ") && !l.trim().is_empty())
        .flat_map(|l| {
            l.split_whitespace()
                .skip(1)
                .map(|v| {
                    if v == "P" {
                        "0".to_string()
                    } else {
                        v.to_string()
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The `data-pos` and `data-value` of every cell, read from the file.
pub fn cells_in_file(html: &str) -> Vec<(String, String)> {
    html.split("<td ")
        .skip(1)
        .map(|cell| {
            let attr = |name: &str| {
                let at = cell.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
                cell[at..at + cell[at..].find('"').unwrap()].to_string()
            };
            (attr("data-pos"), attr("data-value"))
        })
        .collect()
}

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
    checks::no_address(&html);
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
    checks::no_address(&html);
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

#[test]
fn pages_in_a_real_browser() {
    if std::env::var_os("GAMES_SLOW_TESTS").is_none() {
        eprintln!(
            "skipped: the browser tests run with GAMES_SLOW_TESTS=1 (they need chromium and chromium-driver)"
        );
        return;
    }
    checks::in_a_browser();
}
