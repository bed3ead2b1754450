//! Luogu P4363 [九省联考2018] 一双木棋 chess: stones go only where every cell
//! above and to the left is filled; black scores a, white b; print black's
//! total minus white's under perfect play.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::staircase_profiles;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_rows: usize = sc.next()?;
    let n_cols: usize = sc.next()?;
    if staircase_profiles::profiles(n_rows, n_cols).is_none() {
        return Err(sc.invalid(format!(
            "a board of n x m = {n_rows} x {n_cols} is too large: this solution answers boards \
             with n + m <= {} and at most {} staircases",
            staircase_profiles::MAX_PATH,
            staircase_profiles::MAX_PROFILES
        )));
    }
    // `profiles` bounds n + m by 63, so n · m < 1000.
    let cells = n_rows * n_cols;
    let mut points = || -> Result<Vec<i64>, Error> {
        (0..cells)
            .map(|_| sc.next::<i32>().map(i64::from))
            .collect()
    };
    let black = points()?;
    let white = points()?;
    writeln!(
        out,
        "{}",
        staircase_profiles::advantage(n_rows, n_cols, &black, &white)
    )?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
