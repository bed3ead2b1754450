//! LightOJ 1229's oracle: Treblecross's small random inputs, literal play, max-size
//! input and validator, all from `play::rules::treblecross` (shared with
//! UVa 10561, which asks the same question), and this judge's output format.

use judge::oracle::{MaxInput, Oracle, Shape};
use play::rules::treblecross;

pub const ORACLE: Oracle = Oracle {
    generate: treblecross::generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "200 strips × 200 cells",
        version: 1,
        io_bound: false,
        generate: treblecross::max_input,
        validate: treblecross::validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases"),
        },
        answered: None,
    },
};

/// The judge's output for the winning cells of each strip.
pub fn answer(cells_of_strips: Vec<Vec<usize>>) -> String {
    cells_of_strips
        .iter()
        .enumerate()
        .map(|(idx, cells)| {
            let listed: Vec<String> = cells.iter().map(|cell| cell.to_string()).collect();
            let listed = if listed.is_empty() {
                "0".to_string()
            } else {
                listed.join(" ")
            };
            format!("Case {}: {listed}\n", idx + 1)
        })
        .collect()
}

/// Every strip's winning cells by literal play.
pub fn brute(input: &str) -> String {
    answer(
        treblecross::strips(input)
            .map(treblecross::winning_cells)
            .collect(),
    )
}
