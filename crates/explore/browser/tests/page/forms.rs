//! The pages of a scoring game (Take a number from either end of 1 … n),
//! a partisan game (Cutcake) and a loopy rule (put-back) in the browser.

use std::path::Path;

use super::browser::Browser;
use super::checks::{Strategy, cells, no_resource, opened, play};
use super::*;

pub fn row(b: &Browser, dir: &Path) {
    let path = dir.join("row.html");
    row_report(&format!("--upto 14 --html {}", path.display()));
    b.open(&path);
    let (_, val) = cells(b);
    assert_eq!(val, heap_values(&row_report("--upto 14")));
    let claims = b
        .js("return document.getElementById('claims').textContent")
        .as_str()
        .unwrap()
        .to_string();
    assert!(claims.contains("sums are not claimed"), "{claims}");
    // start(5) = 1 … 5: take 1 or 5; V = 3, and through 5 it is 5 − V(1…4) = 3.
    b.click("td[data-pos=\"5\"]");
    let options = opened(b);
    assert_eq!(options.len(), 2);
    assert_eq!(
        (options[1].1.as_str(), options[1].2),
        ("3", true),
        "{options:?}"
    );
    let v7: i64 = val[7].parse().unwrap();
    let scores = |b: &Browser| {
        let you = b
            .js("return Number(document.getElementById('final').dataset.you)")
            .as_i64()
            .unwrap();
        let me = b
            .js("return Number(document.getElementById('final').dataset.explorer)")
            .as_i64()
            .unwrap();
        you - me
    };
    play(b, "7", false, Strategy::Right);
    assert_eq!(scores(b), v7, "optimal play from start(7) ends {v7} ahead");
    play(b, "7", false, Strategy::First);
    assert!(scores(b) <= v7);
    play(b, "7", true, Strategy::Right);
    assert_eq!(scores(b), -v7, "the explorer first ends {v7} ahead");
    let (state, text) = play(b, "3 4", false, Strategy::First);
    assert_eq!(state, "refused", "{text}");
    no_resource(b, "a scoring game");
}

pub fn cutcake(b: &Browser, dir: &Path) {
    let path = dir.join("cutcake.html");
    let run = |flags: &str| {
        let mut out = Vec::new();
        explore::entry::partisan::run(
            cutcake::left,
            cutcake::right,
            &options(flags),
            true,
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    };
    run(&format!("--box 6,6 --html {}", path.display()));
    b.open(&path);
    let json: serde_json::Value = serde_json::from_str(&run("--box 6,6 --json")).unwrap();
    let forms: Vec<String> = json["forms"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| {
            row.as_array()
                .unwrap()
                .iter()
                .map(|f| f.as_str().unwrap().to_string())
        })
        .collect();
    let (_, val) = cells(b);
    assert_eq!(val, forms);
    // 4 × 1: value 3, Left's; Left moving first or second wins.
    b.click("td[data-pos=\"4,1\"]");
    assert_eq!(
        b.js("return document.getElementById('opened-pos').dataset.value"),
        serde_json::json!("3")
    );
    // You play Left (the default side) on 4,1 + 1,2 (3 − 1 = 2 > 0): won.
    assert_eq!(play(b, "4,1 1,2", false, Strategy::Right).0, "won");
    // As Right, moving first on 4,1: lost whatever Right does.
    b.js("document.getElementById('side').value = '1'");
    assert_eq!(play(b, "4,1", false, Strategy::Right).0, "lost");
    // 2,2 is 0: the second player wins, so Right wins when Left starts.
    assert_eq!(play(b, "2,2", true, Strategy::Right).0, "won");
    b.js("document.getElementById('side').value = '0'");
    no_resource(b, "a partisan game");
}

pub fn put_back(b: &Browser, dir: &Path) {
    let path = dir.join("put-back.html");
    page(put_back::moves, "--loopy --upto 20", &path);
    b.open(&path);
    let json: serde_json::Value =
        serde_json::from_str(&report(put_back::moves, "--loopy --upto 20 --json")).unwrap();
    let want: Vec<String> = json["loopy_values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    let (_, val) = cells(b);
    assert_eq!(val, want);
    let outcomes =
        b.js("return [...document.querySelectorAll('#table td')].map(td => td.dataset.outcome)");
    assert_eq!(outcomes, json["outcomes"]);
    // Heap 4 is P (value 0), heap 5 N: lost and won.
    assert_eq!(val[4], "0");
    assert_eq!(play(b, "4", false, Strategy::First).0, "lost");
    assert_eq!(play(b, "5", false, Strategy::Right).0, "won");
    no_resource(b, "a loopy game");
}
