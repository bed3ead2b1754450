//! `cargo run --release -p takebreak --example checksum CODE N`: G(0..N) by the solver and
//! the checksum Σ G(i)·(i + 1) (wrapping) that `bench/ogs.sh`'s ogs program prints too.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game: takebreak::Game = args[1].parse().expect("a valid code");
    let n: usize = args[2].parse().expect("a count");
    let mut solver = takebreak::Solver::<u32>::new(&game);
    let mut sum = 0u64;
    for i in 0..n {
        let v = solver.step().expect("u32 values fit");
        sum = sum.wrapping_add(u64::from(v).wrapping_mul(i as u64 + 1));
    }
    println!("takebreak {} {n} values checksum {sum}", args[1]);
}
