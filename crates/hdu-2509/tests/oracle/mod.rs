//! HDU 2509's oracle: random small inputs, the apple game played by its
//! literal rules (every block of consecutive apples, splitting the group), and
//! the max-size input with its validator.

use std::cell::RefCell;

use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^4 cases × 100 groups ≤ 100",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("groups"),
        },
        answered: None,
    },
};

/// A random input of 1 to 8 cases, each 1 to 4 groups of at most 6 apples (a
/// quarter of the cases only groups of 1); the last line ends without a line
/// break now and then, as "until EOF" allows.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 8) {
        let n_groups = rng.range(1, 4);
        let largest = if rng.chance(1, 4) { 1 } else { 6 };
        let groups: Vec<String> = (0..n_groups)
            .map(|_| rng.range(1, largest).to_string())
            .collect();
        input += &format!("{n_groups}\n{}\n", groups.join(" "));
    }
    if rng.chance(1, 4) {
        input.pop();
    }
    input
}

/// The moves of one group of `apples` in a line: take the apples
/// `start..end` (at least one, consecutive), leaving the groups before and
/// after them (either may be empty, and is then gone).
pub fn group_moves(&apples: &u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for start in 0..apples {
        for end in start + 1..=apples {
            let left_over = [start, apples - end];
            options.push(left_over.iter().copied().filter(|&g| g > 0).collect());
        }
    }
    options
}

type Groups = Vec<u64>;
type AppleGame = play::Game<Groups, fn(&Groups) -> Vec<Groups>>;

thread_local! {
    /// Positions already searched, shared by every input of a run.
    static GAME: RefCell<AppleGame> =
        RefCell::new(play::Game::new(|groups: &Groups| play::sum_moves(groups, group_moves)));
}

/// Does the player to move win, when whoever takes the last apple loses (so
/// the player who cannot move wins)? Literal play.
pub fn wins(groups: &[u64]) -> bool {
    let mut position: Groups = groups.iter().copied().filter(|&g| g > 0).collect();
    position.sort_unstable();
    GAME.with(|game| game.borrow_mut().wins_misere(&position))
}

/// The cases of an input: each `n` and its `n` group sizes, until the end.
pub fn cases_of(input: &str) -> Vec<Vec<u64>> {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut cases = Vec::new();
    let mut rest = &numbers[..];
    while let Some((&n, tail)) = rest.split_first() {
        let (groups, tail) = tail.split_at(n as usize);
        cases.push(groups.to_vec());
        rest = tail;
    }
    cases
}

pub fn brute(input: &str) -> String {
    cases_of(input)
        .iter()
        .map(|groups| if wins(groups) { "Yes\n" } else { "No\n" })
        .collect()
}

/// The most cases, each with the most groups, by turns: only groups of 1
/// (100 of them: lost), ones and one big group (won), uniform sizes completed
/// to nim-sum 0 where the last group fits (lost), uniform sizes.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_groups = limits.get_usize("groups");
    let size = limits.get_u64("size");
    for case in 0..limits.get_u64("cases") {
        let mut groups: Vec<u64> = match case % 4 {
            0 | 1 => vec![1; n_groups - 1],
            _ => (0..n_groups - 1).map(|_| rng.range(1, size)).collect(),
        };
        let nim_sum = groups.iter().fold(0, |acc, g| acc ^ g);
        groups.push(match case % 4 {
            0 => 1,
            1 => rng.range(2, size),
            2 if (1..=size).contains(&nim_sum) => nim_sum,
            _ => rng.range(1, size),
        });
        out.line(&[n_groups as u64]);
        out.line(&groups);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    // The number of cases is not stated (only the max-size input fixes one).
    until_eof(r, |r| {
        let n_groups = r.int(1, limits.get("groups"), "n")?;
        r.skip_ints(n_groups, 1, limits.get("size"), "group size")?;
        Ok(n_groups as usize)
    })
}
