//! Issue 37's reports, in process: `--positions` (every position a family
//! or a scoring rule valued) against literal play of the positions listed,
//! `--param` read by the heap template, the rule plots' marks, and tables
//! printed by other programs (`--table`) read and analysed as the rules'
//! tables are. The rule files are the xtask's templates themselves
//! (`cargo xtask grundy --new`), so these tests also check that each
//! computes the game its comments say.

use std::collections::HashMap;

use explore::Options;
use explore::cli::Extra;
use explore::source::family::{Family, Moves};
use explore::source::guess::Guess;
use explore::source::scoring::{ScoreMoves, ScoringGame};
use play::scoring::{Advantage, Scored};

#[path = "../../../xtask/templates/game-family.rs"]
mod family_template;
#[path = "../../../xtask/templates/game-heap.rs"]
mod heap_template;
#[path = "../games/one-two-k.rs"]
mod one_two_k;
#[path = "../../../xtask/templates/game-scoring.rs"]
mod scoring_template;

fn options(flags: &str) -> Options {
    let args: Vec<String> = flags.split_whitespace().map(String::from).collect();
    Options::parse(&args).unwrap()
}

const NO_BUDGET: Extra = Extra {
    max_positions: None,
};

fn pins() -> Family<u64, String> {
    Family {
        start: family_template::start,
        moves: Moves::Vecs(family_template::moves),
        show: Some(family_template::show),
        canon: Some(family_template::canon),
        guess: Some(Guess::Value(family_template::guess)),
    }
}

fn family_report(flags: &str) -> String {
    let mut out = Vec::new();
    explore::entry::family::run(&pins(), &options(flags), NO_BUDGET, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// G of a row of pins as a bit mask (bit i: pin i stands), by literal play:
/// a move knocks down one standing pin. No splitting, no XOR: the whole row
/// is one position.
fn literal_row(mask: u32, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&v) = memo.get(&mask) {
        return v;
    }
    let mut seen: Vec<u32> = (0..32)
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| literal_row(mask & !(1 << i), memo))
        .collect();
    seen.sort_unstable();
    seen.dedup();
    let v = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(mask, v);
    v
}

#[test]
fn positions_of_a_family_are_every_row_valued_with_its_literal_value() {
    let j: serde_json::Value =
        serde_json::from_str(&family_report("--upto 12 --positions --json")).unwrap();
    let list = j["positions_list"].as_array().unwrap();
    let mut memo = HashMap::new();
    let mut seen = Vec::new();
    for entry in list {
        let text = entry["position"].as_str().unwrap();
        let row = text
            .strip_prefix('|')
            .and_then(|t| t.strip_suffix('|'))
            .unwrap();
        assert!(row.chars().all(|c| c == 'I'), "{text}");
        let want = literal_row((1u32 << row.len()) - 1, &mut memo);
        assert_eq!(entry["value"], want, "G({text})");
        // In the order valued: each row after the rows its options leave.
        for shorter in 0..row.len() {
            assert!(
                seen.contains(&shorter),
                "{text} before the row of {shorter}"
            );
        }
        seen.push(row.len());
    }
    // Every row of 0 … 12 pins, once each (the starts and all they break into).
    seen.sort_unstable();
    assert_eq!(seen, (0..=12).collect::<Vec<_>>());
    assert_eq!(j["positions"], 13);
    // The template's guess, n mod 2, holds.
    assert_eq!(j["guess"]["holds"], true);
    // The text report lists them after the guess's line.
    let text = family_report("--upto 3 --positions");
    let tail = text
        .split_once("guess holds on 0..=3")
        .expect("the guess line")
        .1;
    assert!(
        tail.contains("every position valued (4)") && tail.ends_with("  G(|III|) = 1\n"),
        "{text}"
    );
}

#[test]
fn positions_are_refused_where_a_table_lists_them_already() {
    let o = options("--positions");
    let mut out = Vec::new();
    let err = explore::entry::table::run(heap_template::moves, &o, &mut "".as_bytes(), &mut out)
        .unwrap_err();
    assert!(
        err.contains("--positions lists the positions a family"),
        "{err}"
    );
    let args: Vec<String> = ["--positions", "--misere"].map(String::from).to_vec();
    assert!(Options::parse(&args).is_err());
}

fn coins() -> ScoringGame<u64, u64> {
    ScoringGame {
        start: |n| n,
        moves: ScoreMoves::Pass(|n: &u64| scoring_template::moves(*n)),
        end: None,
        show: Some(|p: &u64| p.to_string()),
        canon: None,
        guess: None,
        family: false,
    }
}

fn scoring_report(flags: &str) -> String {
    let mut out = Vec::new();
    explore::entry::scoring::run(
        &coins(),
        &options(flags),
        NO_BUDGET,
        &mut "".as_bytes(),
        &mut out,
    )
    .unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn positions_of_a_scoring_rule_and_the_template_against_literal_play() {
    let mut literal = Advantage::new(|&n: &u64| {
        scoring_template::moves(n)
            .into_iter()
            .map(|(p, q)| Scored::pass(p, q))
            .collect()
    });
    let j: serde_json::Value =
        serde_json::from_str(&scoring_report("--upto 40 --positions --json --show 41")).unwrap();
    // The template's comment: V = 0 1 3 4 4 5 7 8 …, period 4, saltus 4.
    let head: Vec<i64> = j["head"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    assert_eq!(head[..8], [0, 1, 3, 4, 4, 5, 7, 8]);
    assert_eq!(
        (j["period"].as_u64(), j["saltus"].as_i64()),
        (Some(4), Some(4))
    );
    let list = j["positions_list"].as_array().unwrap();
    assert_eq!(list.len(), 41);
    for entry in list {
        let n: u64 = entry["position"].as_str().unwrap().parse().unwrap();
        assert_eq!(entry["value"], literal.value(&n), "V({n})");
    }
    let text = scoring_report("--upto 2 --positions");
    assert!(
        text.ends_with("  V(0) = 0\n  V(1) = 1\n  V(2) = 3\n"),
        "{text}"
    );
}

#[test]
fn a_parameter_reaches_the_heap_template() {
    // The only test of this binary that installs parameters (they are the
    // process's): G(n) = n mod (k + 1), the subtraction game S{1, …, k}.
    for k in [1u64, 3, 5, 8] {
        explore::cli::params::install(&[("k".to_string(), k as i64)]);
        let mut engine = explore::engine(heap_template::moves, 200);
        let table = engine.fill(&mut |_, _| {}).unwrap().to_vec();
        let want: Vec<u32> = (0..=200u64).map(|n| (n % (k + 1)) as u32).collect();
        assert_eq!(table, want, "k = {k}");
        assert!(explore::cli::params::unread().is_empty());
    }
    // games/one-two-k.rs (Codeforces 1194D): takes 1, 2 or k, against a mex
    // loop over those takes; period k + 1 when 3 divides k, else 3.
    for k in 3..=12u64 {
        explore::cli::params::install(&[("k".to_string(), k as i64)]);
        let mut engine = explore::engine(one_two_k::moves, 300);
        let table = engine.fill(&mut |_, _| {}).unwrap().to_vec();
        let mut want: Vec<u32> = Vec::new();
        for n in 0..=300u64 {
            let seen: Vec<u32> = [1, 2, k]
                .iter()
                .filter(|&&t| t <= n)
                .map(|&t| want[(n - t) as usize])
                .collect();
            want.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        assert_eq!(table, want, "k = {k}");
        let period = explore::analyse::apparent_pattern(&table).unwrap().period as u64;
        assert_eq!(period, if k % 3 == 0 { k + 1 } else { 3 }, "k = {k}");
    }
    explore::cli::params::install(&[("m".to_string(), 2)]);
    assert_eq!(heap_template::moves(9).len(), 3, "the default k = 3");
    assert_eq!(explore::cli::params::unread(), ["m=2"]);
    assert!(
        explore::cli::params::unread_warning()
            .unwrap()
            .contains("--param m=2")
    );
    explore::cli::params::install(&[]);
}

#[test]
fn rule_plots_carry_the_pattern_as_a_codes_do() {
    let dir = tempfile_dir("plots");
    let path = dir.join("coins.svg");
    scoring_report(&format!("--upto 60 --plot {}", path.display()));
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with(explore::report::plot::PLOT_MARK));
    assert!(
        svg.contains("V(n) of game: period 4, saltus 4, from n = 0 (apparent)"),
        "title"
    );
    assert!(svg.contains(
        "dashed red line: end of the preperiod (n = 0); shaded: the first period (4 values)"
    ));
    let path = dir.join("pins.svg");
    family_report(&format!("--upto 40 --plot {}", path.display()));
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(
        svg.contains("G(start(n)) of game: period 2 from n = 0 (apparent)"),
        "title"
    );
    assert!(svg.contains("fill=\"#FFECB3\""), "no shaded period");
    std::fs::remove_dir_all(&dir).unwrap();
}

fn tempfile_dir(what: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("explore-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

// ---- tables printed by other programs ----

fn printed(text: &str, flags: &str, as_sequence: bool) -> Result<String, String> {
    let mut out = Vec::new();
    explore::entry::printed::run(text, as_sequence, &options(flags), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

fn keys(v: &serde_json::Value) -> Vec<String> {
    let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
    k.sort();
    k
}

/// Dawson's Kayles (0.07) by a mex loop: a move knocks down two adjacent
/// pins of a row of n, leaving rows of a and b with a + b = n − 2.
fn dawson(len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..len {
        let mut seen: Vec<u32> = (0..n.saturating_sub(1))
            .map(|a| g[a] ^ g[n - 2 - a])
            .collect();
        seen.sort_unstable();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

#[test]
fn a_printed_sequence_gets_a_heap_rules_report() {
    // 401 values, ten a line: the last line is shorter, so a sequence.
    let values = dawson(401);
    let text: String = values
        .chunks(10)
        .map(|c| c.iter().map(u32::to_string).collect::<Vec<_>>().join(" ") + "\n")
        .collect();
    let report = printed(&text, "--show 20", false).unwrap();
    assert!(
        report.contains("a sequence of 41 lines of different lengths"),
        "{report}"
    );
    assert!(
        report.contains("apparent, checked to N = 401: periodic, period 34, preperiod 53"),
        "{report}"
    );
    let j: serde_json::Value =
        serde_json::from_str(&printed(&text, "--json --show 5", false).unwrap()).unwrap();
    assert_eq!(
        (j["period"].as_u64(), j["preperiod"].as_u64()),
        (Some(34), Some(53))
    );
    assert_eq!(j["proved"], false);
    assert_eq!(j["head"], serde_json::json!([0, 0, 1, 1, 2]));
    // Exactly a heap rule's keys.
    let mut out = Vec::new();
    explore::entry::table::run(
        heap_template::moves,
        &options("--json --upto 30"),
        &mut "".as_bytes(),
        &mut out,
    )
    .unwrap();
    let rule: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(keys(&j), keys(&rule));
    // Full rows of ten are a grid unless --sequence says otherwise.
    let even: String = text.lines().take(40).map(|l| format!("{l}\n")).collect();
    assert!(
        printed(&even, "", false)
            .unwrap()
            .contains("a grid of 40 lines of 10 numbers")
    );
    let flat = printed(&even, "--json", true).unwrap();
    assert!(flat.contains("\"period\":34"), "{flat}");
}

#[test]
fn a_printed_grid_gets_a_pair_rules_report() {
    // Wythoff's G(a, b) by a mex loop over the literal moves.
    let side = 40;
    let mut g = vec![vec![0u32; side]; side];
    for a in 0..side {
        for b in 0..side {
            let mut seen: Vec<u32> = (0..a).map(|x| g[x][b]).collect();
            seen.extend((0..b).map(|y| g[a][y]));
            seen.extend((1..=a.min(b)).map(|k| g[a - k][b - k]));
            g[a][b] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    let text: String = g.iter().map(|row| format!("{:?}\n", row)).collect();
    let report = printed(&text, "--show 8", false).unwrap();
    assert!(
        report.contains("a grid of 40 lines of 40 numbers"),
        "{report}"
    );
    assert!(report.contains("(1+√5)/2"), "{report}");
    let j: serde_json::Value =
        serde_json::from_str(&printed(&text, "--json", false).unwrap()).unwrap();
    assert!(
        j["p_positions"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!([3, 5]))
    );
    assert!(j["beatty"]["alpha_text"].as_str().is_some());
    for key in [
        "dims",
        "box",
        "p_positions",
        "beatty",
        "sum",
        "period",
        "proved",
        "code",
        "lines",
    ] {
        assert!(j.get(key).is_some(), "{key}");
    }
}

#[test]
fn a_printed_sequence_with_negative_values_is_a_table_of_scores() {
    let text: String = (0..60).map(|n| format!("{}\n", 5 - 3 * n)).collect();
    let j: serde_json::Value =
        serde_json::from_str(&printed(&text, "--json", false).unwrap()).unwrap();
    assert_eq!(
        (
            j["kind"].as_str(),
            j["period"].as_u64(),
            j["saltus"].as_i64()
        ),
        (Some("scoring"), Some(1), Some(-3))
    );
    // Even entries rise by 7, odd ones fall by 7: a saltus for each class.
    let text: String = (0..60i64)
        .map(|n| {
            format!(
                "{} ",
                if n % 2 == 0 {
                    7 * n / 2
                } else {
                    5 - 7 * (n / 2)
                }
            )
        })
        .collect();
    let report = printed(&text, "", false).unwrap();
    assert!(report.contains("n ≡ 0: +7, n ≡ 1: -7"), "{report}");
    let err = printed("1 2\n-3 4\n", "", false).unwrap_err();
    assert!(err.contains("a grid with a negative value"), "{err}");
}

#[test]
fn bad_tables_and_rule_flags_are_refused() {
    let err = printed("0 1 2\n3 four\n", "", false).unwrap_err();
    assert!(err.contains("token 5 (line 2): \"four\""), "{err}");
    assert!(
        printed("\n\n", "", false)
            .unwrap_err()
            .contains("no numbers")
    );
    for flag in [
        "--upto 5",
        "--box 3,3",
        "--param k=2",
        "--positions",
        "--loopy",
    ] {
        let err = printed("0 1", flag, false).unwrap_err();
        assert!(err.contains("is for a rule"), "{flag}: {err}");
    }
}
