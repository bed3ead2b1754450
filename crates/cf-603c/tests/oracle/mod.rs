//! Codeforces 603C's oracle: random small inputs, the game played by its
//! literal rules over whole positions through `play` (a split really makes
//! k piles), and the max-size input with its validator.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^5 piles ≤ 10^9 (many 2^j·m), odd k ≤ 10^9",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: 2 + limits.get_usize("n"),
        },
        answered: None,
    },
};

/// 1 to 3 piles, k from 1 to 4, piles of up to 12, 8, 8 or 6 cows as k is
/// 1, 2, 3 or 4: small enough to play out with every split made literally
/// (a pile of 8 with k = 4 would become 64 piles of 1).
pub fn generate(rng: &mut Rng) -> String {
    let n_piles = rng.range(1, 3);
    let k = rng.range(1, 4);
    let top = [12, 8, 8, 6][k as usize - 1];
    let piles: Vec<String> = (0..n_piles)
        .map(|_| rng.range(1, top).to_string())
        .collect();
    format!("{n_piles} {k}\n{}\n", piles.join(" "))
}

/// The moves of one pile, each as the piles that replace it: remove one cow
/// (an empty pile is gone), or, if the pile has an even number `2x > 0` of
/// cows, replace it by `k` piles of `x`.
pub fn pile_moves(pile: u64, k: u64) -> Vec<Vec<u64>> {
    let mut options = vec![if pile > 1 { vec![pile - 1] } else { Vec::new() }];
    if pile > 0 && pile % 2 == 0 {
        options.push(vec![pile / 2; k as usize]);
    }
    options
}

type Moves = Box<dyn FnMut(&Vec<u64>) -> Vec<Vec<u64>>>;

thread_local! {
    /// One game per k (whole positions: sorted multisets of piles, a move in
    /// one pile, whoever cannot move loses), shared by every input of a run.
    static GAMES: RefCell<HashMap<u64, Game<Vec<u64>, Moves>>> = RefCell::new(HashMap::new());
}

/// Does Kevin (to move) win `piles` with splits into `k` piles?
pub fn wins(piles: &[u64], k: u64) -> bool {
    let mut start: Vec<u64> = piles.iter().copied().filter(|&pile| pile > 0).collect();
    start.sort_unstable();
    GAMES.with(|games| {
        games
            .borrow_mut()
            .entry(k)
            .or_insert_with(|| {
                let moves: Moves =
                    Box::new(move |piles| play::sum_moves(piles, |&pile| pile_moves(pile, k)));
                Game::new(moves)
            })
            .wins(&start)
    })
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let (n_piles, k) = (numbers[0] as usize, numbers[1]);
    if wins(&numbers[2..2 + n_piles], k) {
        "Kevin\n".to_string()
    } else {
        "Nicky\n".to_string()
    }
}

/// The most piles with an odd k near the limit (odd k makes every even pile
/// halve down its chain); half the piles are `m·2^j` with `m` odd and small,
/// the longest chains, the rest uniform.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_piles = limits.get_usize("n");
    let top_k = limits.get_u64("k");
    let top = limits.get_u64("a");
    out.line(&[n_piles as u64, (top_k - rng.range(0, 1000)) | 1]);
    out.lines_of(n_piles, 10, || {
        if rng.chance(1, 2) {
            let odd = 2 * rng.range(0, 7) + 1;
            let max_shift = 63 - (top / odd).leading_zeros();
            odd << rng.range(0, u64::from(max_shift))
        } else {
            rng.range(1, top)
        }
    });
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n_piles = r.int(1, limits.get("n"), "n")?;
    r.int(1, limits.get("k"), "k")?;
    r.skip_ints(n_piles, 1, limits.get("a"), "a_i")?;
    Ok(Shape {
        cases: 1,
        values: 2 + n_piles as usize,
    })
}
