//! AtCoder AGC 014 D's oracle: random small trees, the painting game played
//! move by move (every uncoloured vertex painted by the player to move, the
//! repaint applied to the finished colouring), and the max-size input with
//! its validator.

use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::hackenbush::{random_tree, read_tree_edges};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &SHAPES,
    max: MaxInput {
        describe: "a tree of 10^5 vertices (a caterpillar with a perfect matching)",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") - 1,
        },
        answered: None,
    },
};

/// A random input: one tree of 2 to 9 vertices.
/// What the README says is answered below the statement's bounds.
const SHAPES: [InputShape; 1] = [InputShape {
    name: "N = 1",
    holds: |input| input.split_whitespace().next() == Some("1"),
}];

pub fn generate(rng: &mut Rng) -> String {
    // N = 1, below the statement's bounds, is answered too.
    let n = rng.range(1, 9) as usize;
    let mut input = format!("{n}\n");
    for (a, b) in random_tree(rng, n) {
        input += &format!("{a} {b}\n");
    }
    input
}

/// The tree of an input: `N`, then its `N − 1` edges, 0-based.
pub fn tree_of(input: &str) -> (usize, Vec<(usize, usize)>) {
    let mut numbers = judge::input::tokens::<usize>(input);
    let n = numbers.next().expect("N");
    let edges = (1..n)
        .map(|_| {
            (
                numbers.next().expect("a") - 1,
                numbers.next().expect("b") - 1,
            )
        })
        .collect();
    (n, edges)
}

const UNCOLOURED: u8 = 0;
const WHITE: u8 = 1;
const BLACK: u8 = 2;

/// Does Takahashi (white, first to move) win on the tree, by literal play?
/// A position is the colouring; the player to move is Takahashi when an
/// even number of vertices are painted. When every vertex is painted, the
/// repaint decides: Takahashi wins if some white vertex has no black
/// neighbour. `play::Game` plays normal play (who cannot move loses), so a
/// finished colouring gets one move, to a dead end, exactly when the player
/// to move there is the winner.
pub fn takahashi_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    let white_survives = |colours: &[u8]| {
        (0..n).any(|v| {
            colours[v] == WHITE
                && !edges.iter().any(|&(a, b)| {
                    (a == v && colours[b] == BLACK) || (b == v && colours[a] == BLACK)
                })
        })
    };
    let mut game = play::Game::new(|position: &Option<Vec<u8>>| {
        let colours = match position {
            Some(colours) => colours,
            None => return Vec::new(),
        };
        let painted = colours.iter().filter(|&&c| c != UNCOLOURED).count();
        let takahashi_to_move = painted % 2 == 0;
        if painted == n {
            return if white_survives(colours) == takahashi_to_move {
                vec![None]
            } else {
                Vec::new()
            };
        }
        let colour = if takahashi_to_move { WHITE } else { BLACK };
        (0..n)
            .filter(|&v| colours[v] == UNCOLOURED)
            .map(|v| {
                let mut next = colours.clone();
                next[v] = colour;
                Some(next)
            })
            .collect()
    });
    game.wins(&Some(vec![UNCOLOURED; n]))
}

pub fn brute(input: &str) -> String {
    let (n, edges) = tree_of(input);
    let winner = if takahashi_wins(n, &edges) {
        "First"
    } else {
        "Second"
    };
    format!("{winner}\n")
}

/// The largest tree: a caterpillar whose spine vertices each carry one leaf
/// (so it has a perfect matching: the answer is `Second`, decided only by
/// the last vertex), labels shuffled.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_usize("n");
    let half = n / 2;
    let mut edges: Vec<(usize, usize)> = (1..half).map(|v| (v - 1, v)).collect();
    edges.extend((0..half).map(|v| (v, half + v)));
    let mut labels: Vec<u64> = (1..=n as u64).collect();
    rng.shuffle(&mut labels);
    out.line(&[n as u64]);
    for (a, b) in play::rules::hackenbush::label_edges(rng, &labels, edges) {
        out.line(&[a, b]);
    }
}

/// Checks 2 ≤ N ≤ 10^5, every vertex in range, and that the edges form a
/// tree.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(2, limits.get("n"), "N")? as usize;
    read_tree_edges(r, n)?;
    Ok(Shape {
        cases: 1,
        values: n - 1,
    })
}
