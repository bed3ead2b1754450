#!/bin/sh
# Side-by-side speed of takebreak and the `ogs` crate (crates.io, v0.0.6; its
# RCSolver and RC2Solver, single-threaded) on the same codes and value counts.
# The ogs program is built in a scratch crate outside the repository: no code
# of ogs is kept here.  Usage: crates/takebreak/bench/ogs.sh [CODE ...]
# (default: 0.16 0.56 0.354). takebreak computes until its proof; ogs then
# computes as many values.
set -eu
root=$(cd "$(dirname "$0")/../../.." && pwd)
scratch=${TMPDIR:-/tmp}/takebreak-ogs-bench
mkdir -p "$scratch/src"
cat > "$scratch/Cargo.toml" <<'TOML'
[package]
name = "ogs-bench"
version = "0.1.0"
edition = "2021"
[dependencies]
ogs = "=0.0.6"
[profile.release]
debug = false
[workspace]
TOML
cat > "$scratch/src/main.rs" <<'RUST'
use ogs::{Game, RC2Solver, RCSolver, Solver};
fn cpu_ns() -> u64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap();
    text.split_whitespace().next().unwrap().parse().unwrap()
}
fn run<S: Solver>(name: &str, code: &str, n: usize) where S::Stats: Default {
    let (wall, cpu) = (std::time::Instant::now(), cpu_ns());
    let mut solver = S::with_capacity(code.parse::<Game>().unwrap(), n);
    let mut checksum = 0u64;
    for i in 0..n {
        checksum = checksum.wrapping_add(u64::from(solver.next().unwrap()) * (i as u64 + 1));
    }
    let cpu = (cpu_ns() - cpu) as f64 * 1e-9;
    println!("ogs {name:<9} {code:<6} {n:>9} values  wall {:>8.3} s  cpu {cpu:>8.3} s  {:>10.0} values/cpu s  checksum {checksum}",
        wall.elapsed().as_secs_f64(), n as f64 / cpu);
}
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (code, n) = (&args[1], args[2].parse().unwrap());
    run::<RCSolver>("RCSolver", code, n);
    run::<RC2Solver>("RC2Solver", code, n);
}
RUST
(cd "$scratch" && CARGO_TARGET_DIR="$scratch/target" cargo build --release -q)
(cd "$root" && cargo build --release -q -p takebreak --example targets --example checksum)
[ $# -gt 0 ] || set -- 0.16 0.56 0.354
for code in "$@"; do
    line=$("$root/target/release/examples/targets" "$code" | tail -n 1)
    echo "takebreak $line"
    n=$(echo "$line" | awk '{ print $4 }')
    "$scratch/target/release/ogs-bench" "$code" "$n"
    "$root/target/release/examples/checksum" "$code" "$n"   # the same checksum as ogs's
done
