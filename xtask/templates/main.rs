//! TODO: judge, number and title ({{name}}): the game in one line.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};

// TODO: read the input exactly as the statement gives it and answer by the
// theory. Game logic longer than a few lines goes into `gamecore`, documented
// and checked against literal play there. Until then every answer is "TODO",
// so the tests and `cargo xtask test {{name}}` fail.
fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    for _ in 0..n_cases {
        let n: u64 = sc.next()?;
        writeln!(out, "TODO {n}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
