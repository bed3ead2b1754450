//! Times the target codes: `cargo run --release -p takebreak --example targets [CODE...]`
//! (`cargo xtask grundy CODE` runs the same engine). Prints each code's period, preperiod, the
//! values computed, wall-clock seconds, CPU seconds (this thread's time on a CPU, from
//! /proc/thread-self/schedstat, steadier than the wall clock on a busy machine) and values per
//! CPU second.

/// Nanoseconds this thread has spent on a CPU (Linux), if known.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn main() {
    let mut codes: Vec<String> = std::env::args().skip(1).collect();
    if codes.is_empty() {
        codes = ["0.07", "0.77", "0.137", "0.16", "0.56", "0.376", "0.354"]
            .iter()
            .map(|c| c.to_string())
            .collect();
    }
    println!(
        "{:<8} {:>8} {:>10} {:>10} {:>7} {:>9} {:>9} {:>12}",
        "code", "period", "preperiod", "values", "proved", "wall s", "cpu s", "values/cpu s"
    );
    for code in codes {
        let game: takebreak::Game = code.parse().expect("a valid code");
        let before = cpu_ns();
        let s = takebreak::solve(&game, 1 << 25);
        let cpu = match (before, cpu_ns()) {
            (Some(a), Some(b)) => (b - a) as f64 * 1e-9,
            _ => s.seconds,
        };
        let (p, n0) = s.pattern.map_or((0, 0), |p| (p.period, p.preperiod));
        println!(
            "{:<8} {:>8} {:>10} {:>10} {:>7} {:>9.6} {:>9.3} {:>12.0}   mask {:#x} rare {}",
            code,
            p,
            n0,
            s.values.len(),
            s.proof.is_some(),
            s.seconds,
            cpu,
            s.values.len() as f64 / cpu,
            s.mask,
            s.rare
        );
    }
}
