//! The explorer's own cost beside the rule's: run by hand (not a timed test),
//!
//!     cargo bench -p explore --bench bench
//!
//! For Lasker's Nim to n = 10^4 and Wythoff on a 500 × 500 box (the rule files
//! of `crates/explore/games/`), in five rounds, each measuring every kind
//! below once, one after the other, each in a fresh process (so that one
//! measurement's heap does not slow the allocator of the next): the least
//! CPU time of one repetition (a process repeats its work until half a
//! second of CPU has passed), of the measuring thread alone
//! (`/proc/thread-self/schedstat`, in nanoseconds, so that other processes
//! on a loaded machine do not count; wall time where that cannot be read).
//! A table gives each kind's median over the rounds, and each ratio as the
//! median (and range) of the rounds' ratios: an engine is compared with the
//! hand-written loop measured right after it, under the same load, not
//! with the loop's median from another minute. (The load of a shared
//! machine moves a thread's CPU time too: its caches are shared, and its
//! core may share its ports with another machine's. The hand-written loop
//! alone took 62–92 ms for Lasker's Nim in one hour of 6 December 2026,
//! each run the mean of half a second; the least repetition and the
//! ratios within a round move far less.)
//!
//! - `calls`: the bare cost of calling `moves` once for every position of the
//!   table and dropping what it returns;
//! - `engine`: the table from the engine (`Engine::fill`);
//! - `run`: the whole run as `cargo xtask grundy FILE.rs --json` makes it
//!   (engine, code matcher, pattern finder, the JSON written to a sink);
//! - `loop`: the hand-written table loop a tutorial would write for the same
//!   game (its options enumerated in place, a `vis` array cleared per
//!   position), for comparison;
//! - `out` and `outrun`: `engine` and `run` for the same game written in the
//!   allocation-free form (`moves(n: u64, out: &mut Out<u64>)`, below).
//!
//! And for ARC 151 C's row (`games/arc151c.rs`, a family of starts on
//! `Vec<u8>`, G(start(n)) for n ≤ 400): `family`, the family engine
//! (`explore::family::Values`, positions hashed once each, the file's
//! `canon`), against `memo`, the memoised recursion a contestant would write
//! over the same positions (a `HashMap<Vec<u8>, u32>`, the same `canon`).
//!
//! And for two scoring rules — EDPC L's deque game over a fixed row of 1000
//! numbers (`games/deque.rs`, V(start(n)) for every prefix n ≤ 1000, 500,500
//! positions) and Triangle War's empty board (`games/triangle-war.rs`, the
//! 2^18 edge masks it reaches, completed triangles moving again) —:
//! `scoring`, the explorer's scoring engine (`explore::engines::scoring`),
//! against `memo`, the memoised negamax a contestant would write (a
//! recursive function and a `HashMap` of the same positions).
//!
//! And the rules in other languages, built by `cargo xtask grundy` (the
//! bench runs `target/debug/xtask`, which any `cargo xtask` command builds;
//! `cargo bench -p explore --bench bench -- cpp` or `-- python` prints
//! those rows only):
//! - C++ (`games/lasker.cpp`, `games/wythoff.cpp`, both in the allocation-free
//!   form) against the Rust `Out` form above: the game's own binary times
//!   its engine (`EXPLORE_BENCH=engine`) and its whole run (`run`) by the
//!   same clock, in its process;
//! - Python (`games/lasker.py` to 2000, `games/wythoff.py` on 150 × 150,
//!   `games/arc151c.py` to 200): the whole run of the Python runner (its
//!   `python3` driver included, CPU of both processes) against `python3
//!   benches/memo.py`, the plain memoised loop over the same rule file;
//! - scoring rules in both (`-- scoring`): Triangle War's empty board and
//!   the row 1 … n to 600 (`games/triangle-war.*`, `games/row.*`), the C++
//!   file's engine against the Rust file's (each binary timing itself, as
//!   above), and the Python runner against memo.py's negamax.
//!

use std::hint::black_box;
use std::time::{Duration, Instant};

use explore::engines::scoring::Values;
use explore::source::scoring::ScoreMoves;

// The file's `show` and `guess` are for the report, not the bench.
#[allow(dead_code)]
#[path = "../games/arc151c.rs"]
mod arc151c;
#[path = "../games/deque.rs"]
mod deque;
#[path = "../games/lasker.rs"]
mod lasker;
// The file's `show` is for the report, not the bench.
#[allow(dead_code)]
#[path = "../games/triangle-war.rs"]
mod triangle_war;
#[path = "../games/wythoff.rs"]
mod wythoff;

// The rows of the rules in C++ and Python.
#[path = "bench/languages.rs"]
mod languages;

/// This thread's CPU time so far (Linux), in nanoseconds: the scheduler's
/// count, brought up to date by yielding first (otherwise it is as of the
/// last tick, up to 4 ms ago; `/proc/thread-self/stat`'s user and system
/// times count in ticks of 10 ms).
fn cpu() -> Option<Duration> {
    std::thread::yield_now();
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = stat.split(' ').next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

fn lasker_loop(upto: usize) -> Vec<u32> {
    let mut sg = vec![0u32; upto + 1];
    let mut vis = vec![false; 2 * upto + 2];
    for n in 1..=upto {
        vis[..2 * n + 2].iter_mut().for_each(|v| *v = false);
        for left in 0..n {
            vis[sg[left] as usize] = true;
        }
        for a in 1..=n / 2 {
            vis[(sg[a] ^ sg[n - a]) as usize] = true;
        }
        sg[n] = vis.iter().position(|&v| !v).unwrap() as u32;
    }
    sg
}

fn wythoff_loop(side: usize) -> Vec<u32> {
    let mut sg = vec![0u32; side * side];
    let mut vis = vec![false; 3 * side + 2];
    for a in 0..side {
        for b in 0..side {
            let options = a + b + a.min(b);
            vis[..options + 1].iter_mut().for_each(|v| *v = false);
            for k in 1..=a {
                vis[(sg[(a - k) * side + b] as usize).min(options)] = true;
            }
            for k in 1..=b {
                vis[(sg[a * side + b - k] as usize).min(options)] = true;
            }
            for k in 1..=a.min(b) {
                vis[(sg[(a - k) * side + b - k] as usize).min(options)] = true;
            }
            sg[a * side + b] = vis.iter().position(|&v| !v).unwrap() as u32;
        }
    }
    sg
}

/// Lasker's Nim in the allocation-free form.
fn lasker_out(n: u64, out: &mut explore::Out<u64>) {
    if n > 0 {
        out.push(&[]);
    }
    for left in 1..n {
        out.push(&[left]);
    }
    for a in 1..=n / 2 {
        out.push(&[a, n - a]);
    }
}

/// Wythoff's game in the allocation-free form.
fn wythoff_out((a, b): (u64, u64), out: &mut explore::Out<(u64, u64)>) {
    for k in 1..=a {
        out.push(&[(a - k, b)]);
    }
    for k in 1..=b {
        out.push(&[(a, b - k)]);
    }
    for k in 1..=a.min(b) {
        out.push(&[(a - k, b - k)]);
    }
}

/// The rows tabled for ARC 151 C.
const ARC_UPTO: u64 = 400;

/// ARC 151 C by hand: a memoised recursion over the same segments.
fn arc_memo(row: Vec<u8>, memo: &mut std::collections::HashMap<Vec<u8>, u32>) -> u32 {
    let row = arc151c::canon(row);
    if let Some(&v) = memo.get(&row) {
        return v;
    }
    let mut seen = vec![false; 2 * row.len() + 2];
    for i in 1..row.len().saturating_sub(1) {
        if row[i] != b'.' {
            continue;
        }
        for digit in [b'0', b'1'] {
            if row[i - 1] == digit || row[i + 1] == digit {
                continue;
            }
            let mut left = row[..=i].to_vec();
            left[i] = digit;
            let mut right = row[i..].to_vec();
            right[0] = digit;
            let g = arc_memo(left, memo) ^ arc_memo(right, memo);
            if let Some(s) = seen.get_mut(g as usize) {
                *s = true;
            }
        }
    }
    let v = seen.iter().position(|&s| !s).unwrap() as u32;
    memo.insert(row, v);
    v
}

/// One measurement, in this process: `game` (`lasker`, `wythoff`) and
/// `what` (`calls`, `engine`, `run`, `loop`); prints the CPU milliseconds.
fn measure(game: &str, what: &str) -> Duration {
    let upto = 10_000u64;
    let side = 500u64;
    let lasker_options = explore::Options {
        name: "lasker.rs".into(),
        upto: Some(upto),
        json: true,
        show: 100,
        ..Default::default()
    };
    let wythoff_options = explore::Options {
        name: "wythoff.rs".into(),
        r#box: Some((side, side)),
        json: true,
        show: 100,
        ..Default::default()
    };
    time(|| match (game, what) {
        ("lasker", "calls") => {
            for n in 0..=upto {
                black_box(lasker::moves(black_box(n)));
            }
        }
        ("lasker", "engine") => {
            let mut e = explore::engine(lasker::moves, upto);
            let table = e.fill(&mut |_, _| {}).unwrap();
            assert_eq!(table[..301], lasker_loop(300));
        }
        ("lasker", "run") => {
            explore::entry::table::run(
                lasker::moves,
                &lasker_options,
                &mut &b""[..],
                &mut std::io::sink(),
            )
            .unwrap();
        }
        ("lasker", "loop") => {
            black_box(lasker_loop(upto as usize));
        }
        ("lasker", "out") => {
            let mut e = explore::fast_engine(lasker_out, upto);
            let table = e.fill_values().unwrap();
            assert_eq!(table[..301], lasker_loop(300));
        }
        ("lasker", "outrun") => {
            explore::entry::table::run(
                lasker_out,
                &lasker_options,
                &mut &b""[..],
                &mut std::io::sink(),
            )
            .unwrap();
        }
        ("wythoff", "out") => {
            let mut e = explore::fast_engine(wythoff_out, (side, side));
            let table = e.fill_values().unwrap();
            assert_eq!((table[3 * 500 + 5], table[4 * 500 + 7]), (0, 0));
        }
        ("wythoff", "outrun") => {
            explore::entry::table::run(
                wythoff_out,
                &wythoff_options,
                &mut &b""[..],
                &mut std::io::sink(),
            )
            .unwrap();
        }
        ("arc", "family") => {
            use explore::engines::family::Values;
            use explore::source::family::Moves;
            let mut values =
                Values::new(Moves::Push(arc151c::moves), Some(arc151c::canon), 1 << 24);
            for n in 0..=ARC_UPTO {
                assert_eq!(values.value(&arc151c::start(n)), Ok((n % 2) as u32));
            }
        }
        ("deque", "scoring") => {
            let mut values = Values::new(ScoreMoves::Pass(deque::moves), None, None, 1 << 24);
            let mut total = 0;
            for n in 0..=1000 {
                total += values.value(&deque::start(n)).unwrap();
            }
            black_box(total);
        }
        ("deque", "memo") => {
            let mut memo = std::collections::HashMap::new();
            let mut total = 0;
            for n in 0..=1000 {
                total += scoring_memo(deque::start(n), &|p| deque::moves(p), &mut memo);
            }
            black_box(total);
        }
        ("triangle", "scoring") => {
            let mut values =
                Values::new(ScoreMoves::Again(triangle_war::moves), None, None, 1 << 24);
            assert_eq!(values.value(&0), Ok(-3));
        }
        ("triangle", "memo") => {
            let mut memo = std::collections::HashMap::new();
            assert_eq!(triangle_memo(0, &mut memo), -3);
        }
        ("arc", "memo") => {
            let mut memo = std::collections::HashMap::new();
            for n in 0..=ARC_UPTO {
                assert_eq!(arc_memo(arc151c::start(n), &mut memo), (n % 2) as u32);
            }
        }
        ("wythoff", "calls") => {
            for a in 0..side {
                for b in 0..side {
                    black_box(wythoff::moves(black_box((a, b))));
                }
            }
        }
        ("wythoff", "engine") => {
            let mut e = explore::engine(wythoff::moves, (side, side));
            let table = e.fill(&mut |_, _| {}).unwrap();
            // (3,5) and (4,7) are P-positions, (3,4) is not (the full
            // comparison with the loop is in tests/games.rs).
            assert_eq!((table[3 * 500 + 5], table[4 * 500 + 7]), (0, 0));
            assert_ne!(table[3 * 500 + 4], 0);
        }
        ("wythoff", "run") => {
            explore::entry::table::run(
                wythoff::moves,
                &wythoff_options,
                &mut &b""[..],
                &mut std::io::sink(),
            )
            .unwrap();
        }
        ("wythoff", "loop") => {
            black_box(wythoff_loop(side as usize));
        }
        _ => panic!("unknown measurement {game} {what}"),
    })
}

/// The memoised negamax a contestant writes for a scoring rule whose
/// options pass the move: recursion and a hash map.
fn scoring_memo<P: Clone + Eq + std::hash::Hash>(
    p: P,
    moves: &dyn Fn(&P) -> Vec<(i64, P)>,
    memo: &mut std::collections::HashMap<P, i64>,
) -> i64 {
    if let Some(&v) = memo.get(&p) {
        return v;
    }
    let mut best = None;
    for (points, next) in moves(&p) {
        let through = points - scoring_memo(next, moves, memo);
        best = Some(best.map_or(through, |b: i64| b.max(through)));
    }
    let v = best.unwrap_or(0);
    memo.insert(p, v);
    v
}

/// The same for Triangle War, a completed triangle moving again.
fn triangle_memo(drawn: u32, memo: &mut std::collections::HashMap<u32, i64>) -> i64 {
    if let Some(&v) = memo.get(&drawn) {
        return v;
    }
    let mut best = None;
    for (points, next, again) in triangle_war::moves(&drawn) {
        let rest = triangle_memo(next, memo);
        let through = if again { points + rest } else { points - rest };
        best = Some(best.map_or(through, |b: i64| b.max(through)));
    }
    let v = best.unwrap_or(0);
    memo.insert(drawn, v);
    v
}

/// The least time of one run of `f`, repeated until half a second has
/// passed: load on the machine only ever adds time.
fn time(f: impl Fn()) -> Duration {
    let epoch = Instant::now();
    let clock = || cpu().unwrap_or_else(|| epoch.elapsed());
    let start = clock();
    let mut least = Duration::MAX;
    loop {
        let before = clock();
        f();
        let after = clock();
        least = least.min(after - before);
        if after - start >= Duration::from_millis(500) {
            return least;
        }
    }
}

/// One measurement in a fresh process, in milliseconds.
fn fresh(game: &str, what: &str) -> f64 {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([game, what])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

/// Five rounds of `game`'s `kinds`, each kind once a round in the order
/// given: `[kind][round]`, in milliseconds.
fn rounds<const K: usize>(game: &str, kinds: [&str; K]) -> [Vec<f64>; K] {
    let mut times: [Vec<f64>; K] = std::array::from_fn(|_| Vec::new());
    for _ in 0..5 {
        for (k, what) in kinds.iter().enumerate() {
            times[k].push(fresh(game, what));
        }
    }
    times
}

fn median(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// `a / b` round by round: the median, and the range.
fn ratio(a: &[f64], b: &[f64]) -> String {
    let r: Vec<f64> = a.iter().zip(b).map(|(x, y)| x / y).collect();
    let (lo, hi) = r
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &x| (lo.min(x), hi.max(x)));
    format!("{:.2}× ({lo:.2}–{hi:.2})", median(&r))
}

fn main() {
    // `cargo bench` passes `--bench`; one game's name (`lasker`, `cpp`,
    // `python`, …) measures only its rows.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if let [game, what] = &args[..] {
        println!("{}", measure(game, what).as_secs_f64() * 1e3);
        return;
    }
    let wanted = |game: &str| args.is_empty() || args.iter().any(|a| a == game);
    let games = [
        ("lasker", "Lasker's Nim, n ≤ 10^4"),
        ("wythoff", "Wythoff, 500 × 500"),
    ];
    if games.iter().any(|&(game, _)| wanted(game)) {
        println!(
            "| game | calls (Vec form) | engine (Vec form) | whole run (Vec form) | whole run (Out form) | engine (Out form) | hand-written loop | Out engine / loop | Out run / loop |"
        );
        println!("|---|---|---|---|---|---|---|---|---|");
    }
    for (game, title) in games {
        if !wanted(game) {
            continue;
        }
        // The Out engine just before the loop it is compared with.
        let [calls, engine, run, outrun, out, tutorial] =
            rounds(game, ["calls", "engine", "run", "outrun", "out", "loop"]);
        println!(
            "| {title} | {:.0} ms | {:.0} ms | {:.0} ms | {:.0} ms | {:.0} ms | {:.0} ms | {} | {} |",
            median(&calls),
            median(&engine),
            median(&run),
            median(&outrun),
            median(&out),
            median(&tutorial),
            ratio(&out, &tutorial),
            ratio(&outrun, &tutorial),
        );
    }
    if wanted("arc") {
        let [family, memo] = rounds("arc", ["family", "memo"]);
        println!();
        println!("| game | family engine | hand-written memoised search | family / memo |");
        println!("|---|---|---|---|");
        println!(
            "| ARC 151 C's row, G(start(n)) for n ≤ {ARC_UPTO} (Vec<u8>, canon) | {:.0} ms | {:.0} ms | {} |",
            median(&family),
            median(&memo),
            ratio(&family, &memo)
        );
    }
    let scoring = [
        (
            "deque",
            "EDPC L's deque game, every prefix of a row of 1000 (500,500 positions)",
        ),
        (
            "triangle",
            "Triangle War, the empty board (2^18 edge masks, moves again)",
        ),
    ];
    if scoring.iter().any(|&(game, _)| wanted(game)) {
        println!();
        println!(
            "| scoring game | scoring engine | hand-written memoised negamax | engine / memo |"
        );
        println!("|---|---|---|---|");
    }
    for (game, title) in scoring {
        if !wanted(game) {
            continue;
        }
        let [engine, memo] = rounds(game, ["scoring", "memo"]);
        println!(
            "| {title} | {:.0} ms | {:.0} ms | {} |",
            median(&engine),
            median(&memo),
            ratio(&engine, &memo)
        );
    }
    if wanted("cpp") {
        languages::cpp_rows(|game, what| median(&rounds(game, [what])[0]));
    }
    if wanted("python") {
        languages::python_rows();
    }
    if wanted("scoring") {
        languages::scoring_rows();
    }
}
