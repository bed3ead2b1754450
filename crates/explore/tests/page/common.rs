//! What the page's tests share: the explorer's reports and pages of the
//! example games, and the values read back from them. Included by
//! `crates/explore/tests/page.rs` (the page checked as written) and by the
//! browser tests in `crates/explore/browser/` (the page in Chromium); each
//! uses part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use explore::Options;
use explore::source::family::{Family, Moves};
use explore::source::guess::Guess;
use explore::source::scoring::{ScoreMoves, ScoringGame};

use super::{chomp, row};

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

/// No address in the file: no `src=`, `href=`, `url(`, `http:` or `https:`.
pub fn no_address(html: &str) {
    for needle in ["src=", "href=", "url(", "http:", "https:", "@import"] {
        assert!(!html.contains(needle), "the page holds {needle:?}");
    }
}
