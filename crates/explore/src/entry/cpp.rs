//! The generated binary's `main` for a C++ family of starts (`start` in a
//! `.cpp` file) or a C++ scoring rule: the entry points of
//! [`super::family`], [`super::partisan`] and [`super::scoring`] for the
//! C++ position types ([`Bytes`], heaps, pairs), compiled here once. A C++ family's build then compiles only its generated `main.rs`
//! and the C++ file, not the family engine for a type of its own (as a Rust
//! family's build does).

use std::process::ExitCode;

use crate::source::cpp::Bytes;
use crate::source::family::Family;
use crate::source::partisan::PartisanFamily;
use crate::source::scoring::ScoringGame;

/// A one-parameter family (`start(uint64_t n)`).
pub fn family(family: Family<u64, Bytes>) -> ExitCode {
    super::family::main(family)
}

/// A two-parameter family (`start(std::pair<uint64_t, uint64_t>)`).
pub fn family2(family: Family<(u64, u64), Bytes>) -> ExitCode {
    super::family::main(family)
}

/// A partisan one-parameter family (`start`, `left`, `right`).
pub fn partisan(family: PartisanFamily<u64, Bytes>) -> ExitCode {
    super::partisan::partisan_main(family)
}

/// A partisan two-parameter family.
pub fn partisan2(family: PartisanFamily<(u64, u64), Bytes>) -> ExitCode {
    super::partisan::partisan_main(family)
}

/// A scoring rule on one heap (`moves(uint64_t n)` with scored options).
pub fn scoring(game: ScoringGame<u64, u64>) -> ExitCode {
    super::scoring::main(game)
}

/// A scoring rule on a pair.
pub fn scoring_pair(game: ScoringGame<(u64, u64), (u64, u64)>) -> ExitCode {
    super::scoring::main(game)
}

/// A scoring family of starts (`start(uint64_t n)`).
pub fn scoring_family(game: ScoringGame<u64, Bytes>) -> ExitCode {
    super::scoring::main(game)
}

/// A scoring two-parameter family.
pub fn scoring_family2(game: ScoringGame<(u64, u64), Bytes>) -> ExitCode {
    super::scoring::main(game)
}
