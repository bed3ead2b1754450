//! The partisan explorer (`left`/`right` rules): the examples' canonical
//! forms against known values (Winning Ways' Cutcake table through
//! gamecore's closed form; Blue-Red Hackenbush strings by the binary-expansion
//! rule written out here), a switch printed `{1|0}` and not a number, the
//! JSON keys, `--moves` checked by literal play, and the errors.

use explore::Options;
use explore::engines::partisan::{self as partisan_engine, Values, good_moves};
use explore::entry::partisan;
use explore::report::partisan::Table;
use play::partisan::{Play, Side};

#[path = "../games/cutcake.rs"]
mod cutcake;
#[path = "../games/hackenbush.rs"]
mod hackenbush;

fn run_text<P: Table>(
    left: fn(P) -> Vec<Vec<P>>,
    right: fn(P) -> Vec<Vec<P>>,
    args: &str,
) -> Result<String, String> {
    // Words split at spaces, `_` standing for a space inside one.
    let args: Vec<String> = args
        .split_whitespace()
        .map(|w| w.replace('_', " "))
        .collect();
    let (o, side) = partisan::parse(&args)?;
    let mut out = Vec::new();
    partisan::run(left, right, &o, side, &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

fn json<P: Table>(
    left: fn(P) -> Vec<Vec<P>>,
    right: fn(P) -> Vec<Vec<P>>,
    args: &str,
) -> serde_json::Value {
    serde_json::from_str(&run_text(left, right, &format!("--json {args}")).unwrap()).unwrap()
}

#[test]
fn cutcake_matches_winning_ways_table() {
    let j = json(cutcake::left, cutcake::right, "--box 11,11");
    assert_eq!(j["dims"], 2);
    assert_eq!(j["box"], serde_json::json!([11, 11]));
    assert_eq!(j["all_numbers"], true);
    for w in 1..11u64 {
        for h in 1..11u64 {
            let v = gamecore::partisan::cutcake::value(w, h);
            assert_eq!(j["forms"][w as usize][h as usize], v.to_string(), "{w}×{h}");
            let class = match v.signum() {
                1 => "L",
                -1 => "R",
                _ => "P",
            };
            assert_eq!(j["outcomes"][w as usize][h as usize], class, "{w}×{h}");
        }
    }
    // Winning Ways' table, a few entries as printed there.
    for (w, h, v) in [
        (2, 1, "1"),
        (2, 2, "0"),
        (3, 2, "0"),
        (4, 1, "3"),
        (4, 2, "1"),
        (2, 8, "-3"),
    ] {
        assert_eq!(j["forms"][w][h], v, "{w}×{h}");
    }
}

/// A stalk's value by Berlekamp's rule: the first run of one colour counts
/// ±1 per edge; after the first change, the k-th edge counts ±1/2^k. As a
/// fraction `num/2^exp` in lowest terms, written as CGSuite writes it.
fn binary_expansion(stalk: &[bool]) -> String {
    let sign = |b: bool| if b { 1i64 } else { -1 };
    let run = stalk.iter().take_while(|&&b| b == stalk[0]).count();
    let exp = (stalk.len() - run) as u32;
    let mut num = (run as i64 * sign(stalk.first().copied().unwrap_or(true))) << exp;
    for (k, &b) in stalk[run..].iter().enumerate() {
        num += sign(b) << (exp - 1 - k as u32);
    }
    let mut e = exp;
    while e > 0 && num % 2 == 0 {
        num /= 2;
        e -= 1;
    }
    if e == 0 {
        num.to_string()
    } else {
        format!("{num}/{}", 1i64 << e)
    }
}

#[test]
fn hackenbush_strings_follow_the_binary_expansion_rule() {
    let j = json(hackenbush::left, hackenbush::right, "--upto 255");
    assert_eq!(j["dims"], 1);
    assert_eq!(j["upto"], 255);
    assert_eq!(j["all_numbers"], true);
    assert_eq!(j["forms"][0], "0");
    assert_eq!(j["outcomes"][1], "P");
    for n in 1..=255u64 {
        let bits = 63 - n.leading_zeros();
        let stalk: Vec<bool> = (0..bits).map(|i| n >> (bits - 1 - i) & 1 == 1).collect();
        assert_eq!(j["forms"][n as usize], binary_expansion(&stalk), "heap {n}");
    }
    // LRLRR = 1 − 1/2 + 1/4 − 1/8 − 1/16.
    assert_eq!(j["forms"][0b110100], "9/16");
    assert_eq!(j["forms"][0b101], "-1/2");
}

/// 0: {|} = 0; 1: {2 | 0} = {1|0}; 2: {0|} = 1; 3: {0 | 4} = ↑; 4: {0|0} = *.
fn hot_left(n: u64) -> Vec<Vec<u64>> {
    match n {
        1 => vec![vec![2]],
        2..=4 => vec![vec![0]],
        _ => vec![],
    }
}
fn hot_right(n: u64) -> Vec<Vec<u64>> {
    match n {
        1 | 4 => vec![vec![0]],
        3 => vec![vec![4]],
        _ => vec![],
    }
}

#[test]
fn a_switch_is_printed_as_a_switch_and_is_not_a_number() {
    let j = json(hot_left, hot_right, "--upto 4");
    assert_eq!(j["forms"], serde_json::json!(["0", "{1|0}", "1", "↑", "*"]));
    assert_eq!(j["outcomes"], serde_json::json!(["P", "N", "L", "L", "N"]));
    assert_eq!(j["all_numbers"], false);
    let text = run_text(hot_left, hot_right, "--upto 4").unwrap();
    assert!(
        text.contains("not all numbers: the first that is not is 1 = {1|0}"),
        "{text}"
    );
    assert!(text.contains("      1: {1|0} N\n"), "{text}");
}

type Cutcake = fn((u64, u64)) -> Vec<Vec<(u64, u64)>>;

#[test]
fn good_moves_agree_with_literal_play() {
    let mut play = Play::new(
        |p: &(u64, u64)| cutcake::left(*p),
        |p: &(u64, u64)| cutcake::right(*p),
    );
    for sum in [
        vec![(3, 2), (1, 4)],
        vec![(2, 1), (1, 2), (3, 1)],
        vec![(4, 3), (2, 5)],
        vec![(5, 1), (1, 3), (2, 2)],
    ] {
        for side_left in [true, false] {
            let mut values = Values::new(cutcake::left, cutcake::right);
            let good = good_moves(&mut values, &sum, side_left).unwrap();
            let (mover, rule): (Side, Cutcake) = if side_left {
                (Side::Left, cutcake::left)
            } else {
                (Side::Right, cutcake::right)
            };
            let mut expected = Vec::new();
            for (c, &p) in sum.iter().enumerate() {
                for parts in rule(p) {
                    let mut next = sum.clone();
                    next.remove(c);
                    next.extend(&parts);
                    // Good: the opponent, moving first, loses.
                    if !play.wins_moving_first(&next, mover.other()) {
                        expected.push((c, parts));
                    }
                }
            }
            let found: Vec<_> = good
                .iter()
                .map(|(m, _)| (m.component, m.parts.clone()))
                .collect();
            assert_eq!(found, expected, "{sum:?}, left to move: {side_left}");
        }
    }
    let text = run_text(cutcake::left, cutcake::right, "--moves 4,1_1,2").unwrap();
    assert!(
        text.contains("value 2 (outcome class L); Left to move"),
        "{text}"
    );
    assert!(
        text.contains("component 1: 4,1 → 1,1 + 3,1 (leaves value 1)"),
        "{text}"
    );
    let text = run_text(
        cutcake::left,
        cutcake::right,
        "--moves 4,1_1,2 --side right",
    )
    .unwrap();
    assert!(text.contains("lost for Right moving first"), "{text}");
}

#[test]
fn cycles_bad_flags_and_tall_games_are_errors() {
    let looping = |n: u64| vec![vec![(n + 1) % 3]];
    let mut values = Values::new(looping, |_| Vec::new());
    let e = values.value(0).unwrap_err().to_string();
    assert!(e.contains("the rule has a cycle: 0 → 1 → 2 → 0"), "{e}");
    for bad in [
        "--side up --moves 1",
        "--side left",
        "--play 3",
        "--plot a.svg",
    ] {
        let args: Vec<String> = bad.split_whitespace().map(String::from).collect();
        assert!(partisan::parse(&args).is_err(), "{bad}");
    }
    let o = Options::parse(&["--box".into(), "3,3".into()]).unwrap();
    let mut out = Vec::new();
    assert!(partisan::run(hot_left, hot_right, &o, true, &mut out).is_err());
    // A chain of Left moves: the integer n, past the height bound.
    let e = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(|| {
            let mut values = Values::new(
                |n: u64| if n > 0 { vec![vec![n - 1]] } else { vec![] },
                |_| vec![],
            );
            values
                .value(partisan_engine::MAX_HEIGHT + 5)
                .unwrap_err()
                .to_string()
        })
        .unwrap()
        .join()
        .unwrap();
    assert!(e.contains("more than 2000 moves high"), "{e}");
}
