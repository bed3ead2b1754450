//! The example rule files of `games/`, compiled into this test, tabled by the
//! engine and checked against their games' definitions written out here
//! independently (a mex loop over the literal moves, closed forms, the
//! judges' samples); then the engine's limits (cycles, deep chains) and the
//! runner's outputs (JSON keys, `--moves`, `--play`) in process.

use explore::Options;
use explore::entry::table::run;
use explore::{Cycle, Error, engine};

#[path = "../games/acdream1112.rs"]
mod acdream1112;
#[path = "../games/beans.rs"]
mod beans;
#[path = "../games/bzoj1874.rs"]
mod bzoj1874;
#[path = "../games/cutting.rs"]
mod cutting;
#[path = "../games/dawson.rs"]
mod dawson;
#[path = "../games/fibonacci.rs"]
mod fibonacci;
#[path = "../games/lasker.rs"]
mod lasker;
#[path = "../games/nim2.rs"]
mod nim2;
#[path = "../games/s134.rs"]
mod s134;
#[path = "../games/takes-1-2-21.rs"]
mod takes_1_2_21;
#[path = "../games/treblecross.rs"]
mod treblecross;
#[path = "../games/wythoff.rs"]
mod wythoff;

fn heap_table<F: Fn(u64) -> Vec<Vec<u64>>>(rule: F, upto: u64) -> Vec<u32> {
    engine(rule, upto).fill(&mut |_, _| {}).unwrap().to_vec()
}

fn pair_table<F: Fn((u64, u64)) -> Vec<Vec<(u64, u64)>>>(rule: F, side: u64) -> Vec<u32> {
    engine(rule, (side, side))
        .fill(&mut |_, _| {})
        .unwrap()
        .to_vec()
}

fn mex(seen: &[bool]) -> u32 {
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// G by the definition: a mex over `options(n, g)` (XORs of known values).
fn by_definition(len: usize, options: impl Fn(usize, &[u32]) -> Vec<u32>) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..len {
        let xs = options(n, &g);
        let mut seen = vec![false; xs.len() + 1];
        for x in xs {
            if (x as usize) < seen.len() {
                seen[x as usize] = true;
            }
        }
        g.push(mex(&seen));
    }
    g
}

#[test]
fn subtraction_games() {
    let g = heap_table(s134::moves, 200);
    assert_eq!(g[..9], [0, 1, 0, 1, 2, 3, 2, 0, 1]);
    // S{1,3,4} is periodic with period 7 from the start: 0 1 0 1 2 3 2.
    for n in 0..=200 {
        assert_eq!(g[n], [0, 1, 0, 1, 2, 3, 2][n % 7], "G({n})");
    }
    // S{1,2}: n mod 3.
    let g = heap_table(bzoj1874::moves, 100);
    assert!(g.iter().enumerate().all(|(n, &v)| v == (n % 3) as u32));
    // S{1,2,21}: n mod 3 up to 20, then not.
    let expected = by_definition(200, |n, g| {
        [1, 2, 21]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| g[n - k])
            .collect()
    });
    let g = heap_table(takes_1_2_21::moves, 199);
    assert_eq!(g, expected);
    assert!((0..21).all(|n| g[n] == (n % 3) as u32));
    assert_eq!(g[21], 3);
}

#[test]
fn lasker_and_the_divisor_game() {
    let expected = by_definition(301, |n, g| {
        let mut xs: Vec<u32> = (0..n).map(|left| g[left]).collect();
        xs.extend((1..=n / 2).filter(|&a| a < n).map(|a| g[a] ^ g[n - a]));
        xs
    });
    let g = heap_table(lasker::moves, 300);
    assert_eq!(g, expected);
    // HDU 3032's tutorials: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4,
    // G(4k+4) = 4k+3.
    for (n, &v) in g.iter().enumerate().skip(1) {
        let want = match n % 4 {
            3 => n + 1,
            0 => n - 1,
            _ => n,
        };
        assert_eq!(v as usize, want, "G({n})");
    }
    // ACdream 1112 on Ω(x) is the same game.
    assert_eq!(heap_table(acdream1112::moves, 300), expected);
}

#[test]
fn dawson_and_treblecross_are_their_codes() {
    let dawson: takebreak::Game = "0.07".parse().unwrap();
    assert_eq!(
        heap_table(dawson::moves, 400),
        takebreak::naive_values(&dawson, 401)
    );
    let treblecross: takebreak::Game = "0.007".parse().unwrap();
    assert_eq!(
        heap_table(treblecross::moves, 400),
        takebreak::naive_values(&treblecross, 401)
    );
    // And Treblecross by its own rule: a run of L free cells, writing at p
    // leaves runs max(p − 2, 0) and max(L − 3 − p, 0); heap L + 2.
    let runs = by_definition(300, |l, g| {
        (0..l)
            .map(|p| g[p.saturating_sub(2)] ^ g[(l as isize - 3 - p as isize).max(0) as usize])
            .collect()
    });
    let heaps = heap_table(treblecross::moves, 301);
    assert_eq!(heaps[2..], runs[..]);
}

#[test]
fn beans_reproduce_bzoj_1188s_sample() {
    let g = heap_table(beans::moves, 25);
    // Case `4 / 1 0 1 5000`: the smallest winning move is 0 2 3, and it is
    // the only one; case `3 / 0 0 1` has none.
    let winning = |counts: &[u64]| {
        let n = counts.len();
        let d = |i: usize| g[n - 1 - i];
        let total = (0..n)
            .filter(|&i| counts[i] % 2 == 1)
            .fold(0, |x, i| x ^ d(i));
        let mut moves = Vec::new();
        for (i, _) in counts.iter().enumerate().filter(|&(_, &c)| c > 0) {
            for j in i + 1..n {
                for k in j..n {
                    if total ^ d(i) ^ d(j) ^ d(k) == 0 {
                        moves.push((i, j, k));
                    }
                }
            }
        }
        moves
    };
    assert_eq!(winning(&[1, 0, 1, 5000]), [(0, 2, 3)]);
    assert_eq!(winning(&[0, 0, 1]), []);
}

/// ⌊kφ⌋ for φ = (1+√5)/2, exactly: (k + ⌊√(5k²)⌋) / 2.
fn floor_phi(k: u64) -> u64 {
    let s = 5 * k * k;
    let mut r = (s as f64).sqrt() as u64;
    while r * r > s {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= s {
        r += 1;
    }
    (k + r) / 2
}

#[test]
fn wythoffs_p_positions_are_the_golden_pairs() {
    let side = 200;
    let g = pair_table(wythoff::moves, side);
    let mut expected = Vec::new();
    for k in 0..side {
        let (a, b) = (floor_phi(k), floor_phi(k) + k);
        for (x, y) in [(a, b), (b, a)] {
            if x < side && y < side {
                expected.push((x, y));
            }
        }
    }
    expected.sort_unstable();
    expected.dedup();
    let found: Vec<(u64, u64)> = (0..side * side)
        .filter(|&i| g[i as usize] == 0)
        .map(|i| (i / side, i % side))
        .collect();
    assert_eq!(found, expected);
}

#[test]
fn nim_cutting_and_fibonacci_pairs() {
    let g = pair_table(nim2::moves, 40);
    assert!((0..40 * 40).all(|i| g[i] == ((i / 40) ^ (i % 40)) as u32));

    let side = 40;
    let g = pair_table(cutting::moves, side);
    let table = gamecore::sg::cutting::CuttingTable::with_max_side(side as usize);
    for w in 2..side as usize {
        for h in 2..side as usize {
            assert_eq!(
                g[w * side as usize + h] as usize,
                table.grundy(w, h),
                "{w}×{h}"
            );
        }
    }

    // Fibonacci nim: the first player, at (n, n − 1), loses exactly when n
    // is a Fibonacci number.
    let side = 90u64;
    let mut e = engine(fibonacci::moves, (side, side));
    let fib = [2u64, 3, 5, 8, 13, 21, 34, 55, 89];
    for n in 2..side {
        let lost = e.value((n, n - 1)).unwrap() == 0;
        assert_eq!(lost, fib.contains(&n), "n = {n}");
    }
}

#[test]
fn a_cycle_is_an_error_naming_its_positions() {
    // From heap n ≥ 3 one may also add a counter back: 3 → 4 → 3.
    let loopy = |n: u64| -> Vec<Vec<u64>> {
        let mut options: Vec<Vec<u64>> = (1..=n).map(|k| vec![n - k]).collect();
        if n == 3 {
            options.push(vec![4]);
        }
        if n == 4 {
            options.push(vec![3]);
        }
        options
    };
    let mut e = engine(loopy, 10);
    let err = e.fill(&mut |_, _| {}).unwrap_err();
    assert_eq!(
        err,
        Error::Cycle(Cycle {
            path: vec![3, 4, 3]
        })
    );
    assert!(err.to_string().contains("3 → 4 → 3"), "{err}");
    // Through the runner: an error, not a hang or an overflow.
    let o = Options::parse(&["--upto".into(), "10".into()]).unwrap();
    let mut out = Vec::new();
    let err = run(loopy, &o, &mut &b""[..], &mut out).unwrap_err();
    assert!(err.contains("cycle: 3 → 4 → 3"), "{err}");
}

#[test]
fn a_million_deep_chain_does_not_overflow_the_stack() {
    // G(0) needs G(1), which needs G(2), … up to G(10^6), all outside a
    // table of one heap.
    const DEPTH: u64 = 1_000_000;
    let chain = |n: u64| -> Vec<Vec<u64>> { if n < DEPTH { vec![vec![n + 1]] } else { vec![] } };
    let mut e = engine(chain, 0);
    assert_eq!(e.value(0), Ok(0));
    assert_eq!(e.value(1), Ok(1));
}

fn run_to_string<M, R: explore::Rule<M>>(rule: R, flags: &str, input: &str) -> String
where
    R::Pos: explore::entry::table::Explore,
{
    let args: Vec<String> = shell_words(flags);
    let o = Options::parse(&args).unwrap();
    let mut out = Vec::new();
    run(rule, &o, &mut input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// Splits on spaces, keeping "quoted words" together.
fn shell_words(line: &str) -> Vec<String> {
    line.split('"')
        .enumerate()
        .flat_map(|(i, part)| {
            if i % 2 == 1 {
                vec![part.to_string()]
            } else {
                part.split_whitespace().map(String::from).collect()
            }
        })
        .collect()
}

#[test]
fn json_has_the_keys() {
    let text = run_to_string(s134::moves, "--json --upto 100 --show 9", "");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    for key in [
        "dims",
        "values",
        "head",
        "period",
        "preperiod",
        "saltus",
        "proved",
        "code",
    ] {
        assert!(v.get(key).is_some(), "{key} in {v}");
    }
    assert_eq!(v["dims"], 1);
    assert_eq!(v["values"], 101);
    assert_eq!(v["head"], serde_json::json!([0, 1, 0, 1, 2, 3, 2, 0, 1]));

    let text = run_to_string(wythoff::moves, "--json --box 20,30", "");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    for key in [
        "dims",
        "box",
        "p_positions",
        "beatty",
        "sum",
        "period",
        "preperiod",
        "saltus",
        "proved",
        "code",
    ] {
        assert!(v.get(key).is_some(), "{key} in {v}");
    }
    assert_eq!(v["dims"], 2);
    assert_eq!(v["box"], serde_json::json!([20, 30]));
    let p = v["p_positions"].as_array().unwrap();
    assert_eq!(
        p[..3],
        [
            serde_json::json!([0, 0]),
            serde_json::json!([1, 2]),
            serde_json::json!([2, 1])
        ]
    );
    assert!(p.contains(&serde_json::json!([8, 13])) && p.contains(&serde_json::json!([12, 20])));
}

/// The pair report counts its P-positions on one line, with the list (the
/// pattern finder's lines once said the count again).
#[test]
fn a_pair_report_counts_its_p_positions_once() {
    let text = run_to_string(wythoff::moves, "--box 10,10", "");
    let counts: Vec<&str> = text
        .lines()
        .filter(|line| line.contains("P-positions in the"))
        .collect();
    assert_eq!(
        counts,
        ["P-positions in the box: 7: (0,0) (1,2) (2,1) (3,5) (4,7) (5,3) (7,4)"],
        "{text}"
    );
}

#[test]
fn moves_on_bzoj_1874s_sample() {
    let text = run_to_string(bzoj1874::moves, r#"--moves "7 6 9 3""#, "");
    assert!(text.starts_with("position 7 6 9 3: value 1"), "{text}");
    let first = text.lines().find(|l| l.starts_with("  component")).unwrap();
    assert_eq!(first.trim(), "component 1: 7 → 6 (leaves 6 6 9 3)");
    let text = run_to_string(bzoj1874::moves, r#"--moves "3 6""#, "");
    assert!(text.contains("value 0") && text.contains("lost"), "{text}");
    // Pairs: Wythoff (3,5) is a P-position, (4,7) too, so 3,5 4,7 is lost;
    // adding (1,1) wins by taking it.
    let text = run_to_string(wythoff::moves, r#"--moves "3,5 4,7 1,1""#, "");
    assert!(text.contains("component 3: 1,1 → 0,0"), "{text}");
}

#[test]
fn play_against_the_explorer() {
    // 7 6 9 3 (value 1): the person takes 1 from the first pile (value 0);
    // the explorer has no winning move and moves somewhere; the input ends.
    let text = run_to_string(bzoj1874::moves, r#"--play "7 6 9 3""#, "1 6\n");
    assert!(
        text.contains("position 7 6 9 3: values 1 0 0 0 → 1 (you can win)"),
        "{text}"
    );
    assert!(
        text.contains("position 6 6 9 3: values 0 0 0 0 → 0 (I am losing)"),
        "{text}"
    );
    assert!(text.contains("I move: component 1: 6 → 5"), "{text}");
    assert!(text.contains("end of input"), "{text}");
}

#[test]
fn plots_are_svg_files() {
    let dir = std::env::temp_dir().join(format!("explore-plots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let heap = dir.join("dawson.svg");
    run_to_string(
        dawson::moves,
        &format!("--upto 1000 --plot {}", heap.display()),
        "",
    );
    let svg = std::fs::read_to_string(&heap).unwrap();
    assert!(
        svg.starts_with(explore::report::plot::PLOT_MARK) && svg.contains("<circle"),
        "{}",
        &svg[..200]
    );
    // The same marks as a code's plot: the pattern in the title (the rule
    // was recognised as 0.07 and its period proved), the preperiod's end
    // dashed and the first period shaded, said in the key line.
    assert!(
        svg.contains("Grundy values of game (the code 0.07): period 34 from n = 53 (proved)"),
        "no pattern in the title"
    );
    assert!(svg.contains(
        "dashed red line: end of the preperiod (n = 53); shaded: the first period (34 values)"
    ));
    assert!(svg.contains("fill=\"#FFECB3\""), "no shaded period");
    // One dot a value up to 1200 values × 400 heights (past that, cells).
    assert_eq!(svg.matches("<circle").count(), 1001);
    let pair = dir.join("wythoff.svg");
    run_to_string(
        wythoff::moves,
        &format!("--box 200,200 --plot {}", pair.display()),
        "",
    );
    let svg = std::fs::read_to_string(&pair).unwrap();
    // 200 > 160 on a side: drawn in 2×2 blocks, 100 × 100 cells, P-positions black.
    assert!(svg.matches("<rect").count() <= 100 * 100 + 10);
    assert!(svg.contains("fill=\"#000000\""), "no black cells");
    std::fs::remove_dir_all(&dir).unwrap();
}
