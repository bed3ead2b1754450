//! The explorer's `--html` pages in headless Chromium: the values the text
//! report prints, a position opened (its options, their values, the winning
//! ones, the remoteness `--moves` reports), the keyboard, play against the
//! explorer (lost from a P-position, won from an N-position by the right
//! strategy) and that no request leaves the page. The page as written is
//! checked in the workspace (`crates/explore/tests/page.rs`, whose helpers
//! these tests share, and which runs this package with `GAMES_SLOW_TESTS=1`).

#[path = "page/browser.rs"]
mod browser;
#[path = "page/checks.rs"]
mod checks;
#[path = "../../tests/page/common.rs"]
mod common;
#[path = "page/forms.rs"]
mod forms;

#[path = "../../games/chomp.rs"]
mod chomp;
#[path = "../../games/cutcake.rs"]
mod cutcake;
#[path = "../../games/dawson.rs"]
mod dawson;
#[path = "../../games/put-back.rs"]
mod put_back;
#[path = "../../games/row.rs"]
mod row;
#[path = "../../games/wythoff.rs"]
mod wythoff;

pub use common::*;

#[test]
fn pages_in_a_real_browser() {
    checks::in_a_browser();
}
