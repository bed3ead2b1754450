//! Times the target codes: `cargo run --release -p takebreak --example targets [CODE...]`.
//! Prints each code's period, preperiod, values computed, seconds and values per second.

fn main() {
    let mut codes: Vec<String> = std::env::args().skip(1).collect();
    if codes.is_empty() {
        codes = ["0.07", "0.77", "0.137", "0.16", "0.56", "0.376", "0.354"]
            .iter()
            .map(|c| c.to_string())
            .collect();
    }
    println!(
        "{:<8} {:>8} {:>10} {:>10} {:>8} {:>9} {:>12}",
        "code", "period", "preperiod", "values", "proved", "seconds", "values/s"
    );
    for code in codes {
        let game: takebreak::Game = code.parse().expect("a valid code");
        let s = takebreak::solve(&game, 1 << 25);
        let (p, n0) = s.pattern.map_or((0, 0), |p| (p.period, p.preperiod));
        println!(
            "{:<8} {:>8} {:>10} {:>10} {:>8} {:>9.3} {:>12.0}   mask {:#x} rare {}",
            code,
            p,
            n0,
            s.values.len(),
            s.proof.is_some(),
            s.seconds,
            s.values.len() as f64 / s.seconds,
            s.mask,
            s.rare
        );
    }
}
