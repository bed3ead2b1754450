//! AtCoder ARC137 C Distinct Numbers, literally: a sorted list of distinct
//! non-negative integers; a move replaces the largest by a smaller
//! non-negative integer not in the list; who cannot move loses. This is the
//! explorer's start form (any position type, here `Vec<u64>`), and the
//! crate's brute force (tests/oracle/) plays these moves on the judge's
//! whole list.
//!
//! The family: `start((a, gap))` is the list {a, a + gap} of two numbers
//! (gap 0: the empty list, no move), the same positions as
//! crates/arc-137c/pair.rs. `cargo xtask grundy crates/arc-137c/game.rs
//! --box 40,4` (the start form, branch `explore`, issue 28) prints pair.rs's
//! table: P exactly at gap 1 with a even, every column periodic (*apparent*,
//! checked on the box); crates/arc-137c/README.md proves the rule for any
//! count of numbers.

pub fn start((a, gap): (u64, u64)) -> Vec<u64> {
    if gap == 0 {
        Vec::new()
    } else {
        vec![a, a + gap]
    }
}

// The explorer's start form takes `&P` with P = Vec<u64>, not a slice.
#[allow(clippy::ptr_arg)]
pub fn moves(numbers: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
    let (top, rest) = match numbers.split_last() {
        Some((&top, rest)) => (top, rest),
        None => return Vec::new(),
    };
    (0..top)
        .filter(|c| rest.binary_search(c).is_err())
        .map(|c| {
            let mut next = rest.to_vec();
            let at = next.partition_point(|&x| x < c);
            next.insert(at, c);
            vec![next]
        })
        .collect()
}
