//! Codeforces 1110G's oracle: random small trees with some white vertices,
//! the game played by its literal rules (both colours, every move, draws),
//! and the max-size input with its validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 300,
    shapes: &[],
    max: MaxInput {
        describe: "3 trees, 5·10^5 vertices in all (two bones and a random tree)",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 3,
            values: limits.get_usize("sum-n"),
        },
        answered: None,
    },
};

/// A position of the literal game: the painted vertices (bitmasks) and who
/// is to move, or `Over`, the end reached by the one extra move described at
/// [`Literal::new`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Position {
    Board {
        white: u16,
        black: u16,
        white_to_move: bool,
    },
    Over,
}

/// Literal play on one tree: who can force a path of three in their colour.
pub struct Literal {
    /// Every path of three vertices, as a bitmask.
    paths: Vec<u16>,
    full: u16,
}

impl Literal {
    /// The game on the tree with `n ≤ 16` vertices and these edges
    /// (0-based).
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Literal {
        let mut neighbours = vec![Vec::new(); n];
        for &(a, b) in edges {
            neighbours[a].push(b);
            neighbours[b].push(a);
        }
        let mut paths = Vec::new();
        for (middle, around) in neighbours.iter().enumerate() {
            for (i, &a) in around.iter().enumerate() {
                for &c in &around[i + 1..] {
                    paths.push(1 << a | 1 << middle | 1 << c);
                }
            }
        }
        Literal {
            paths,
            full: ((1u32 << n) - 1) as u16,
        }
    }

    fn has_path(&self, painted: u16) -> bool {
        !self.paths.iter().all(|&p| painted & p != p)
    }

    /// Does `goal_white`'s colour (White if true) force a path of three in
    /// its colour from each start (`white` vertices painted, nothing black,
    /// White to move)? Played as a win/lose game by `play::Game::wins`: a
    /// position where someone has a path has no move (the player to move has
    /// lost: the opponent's last move made a path, or, for the goal's
    /// opponent, lost the race with no path of its own); on a full board with
    /// no path the goal's colour has no move (it failed) while its opponent
    /// has one move, to `Over`, where the goal's colour is to move and stuck.
    fn forces_path(&self, goal_white: bool, starts: &[u16]) -> Vec<bool> {
        let mut game = play::Game::new(|&position: &Position| {
            let (white, black, white_to_move) = match position {
                Position::Board {
                    white,
                    black,
                    white_to_move,
                } => (white, black, white_to_move),
                Position::Over => return Vec::new(),
            };
            if self.has_path(white) || self.has_path(black) {
                return Vec::new();
            }
            let empty = self.full & !white & !black;
            if empty == 0 {
                return if white_to_move == goal_white {
                    Vec::new()
                } else {
                    vec![Position::Over]
                };
            }
            (0..16)
                .filter(|&v| empty >> v & 1 == 1)
                .map(|v| {
                    let (white, black) = if white_to_move {
                        (white | 1 << v, black)
                    } else {
                        (white, black | 1 << v)
                    };
                    Position::Board {
                        white,
                        black,
                        white_to_move: !white_to_move,
                    }
                })
                .collect()
        });
        starts
            .iter()
            .map(|&white| {
                let start = Position::Board {
                    white,
                    black: 0,
                    white_to_move: true,
                };
                // For Black's goal, the player to move at the start is White,
                // the goal's opponent: Black forces its path iff White loses.
                game.wins(&start) == goal_white
            })
            .collect()
    }

    /// The statement's answer for each start: "White", "Black" or "Draw".
    pub fn outcomes(&self, starts: &[u16]) -> Vec<&'static str> {
        let white_wins = self.forces_path(true, starts);
        let black_wins = self.forces_path(false, starts);
        white_wins
            .iter()
            .zip(&black_wins)
            .map(|(&w, &b)| match (w, b) {
                (true, _) => "White",
                (false, true) => "Black",
                (false, false) => "Draw",
            })
            .collect()
    }
}

/// A random tree on `n` vertices: each vertex after the first hangs from an
/// earlier one, then the labels are shuffled. Edges are 0-based.
pub fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = rng.below(v);
            if rng.chance(1, 2) {
                (label[v], label[parent])
            } else {
                (label[parent], label[v])
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    edges
}

/// Is `white` (a bitmask) a start the statement allows: no white path of
/// three, and an uncoloured vertex?
pub fn allowed(literal: &Literal, n: usize, white: u16) -> bool {
    !literal.has_path(white) && white != ((1u32 << n) - 1) as u16
}

fn case_text(n: usize, edges: &[(usize, usize)], white: u16) -> String {
    let mut text = format!("{n}\n");
    for &(a, b) in edges {
        text += &format!("{} {}\n", a + 1, b + 1);
    }
    text.extend((0..n).map(|v| if white >> v & 1 == 1 { 'W' } else { 'N' }));
    text.push('\n');
    text
}

/// Up to 4 trees of 1 to 9 vertices, each vertex white with a probability
/// drawn per tree, redrawn until the start is allowed.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 4);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(1, 9) as usize;
        let edges = random_tree(rng, n);
        let literal = Literal::new(n, &edges);
        let density = rng.range(0, 3);
        let white = loop {
            let white = (0..n)
                .filter(|_| rng.chance(density, 6))
                .fold(0u16, |m, v| m | 1 << v);
            if allowed(&literal, n, white) {
                break white;
            }
        };
        input += &case_text(n, &edges, white);
    }
    input
}

/// A case: its vertex count, 0-based edges and white vertices (a bitmask).
pub type Case = (usize, Vec<(usize, usize)>, u16);

/// Reads the cases of an input.
pub fn parse(input: &str) -> Vec<Case> {
    let mut tokens = input.split_whitespace();
    let mut next = || tokens.next().unwrap();
    let n_cases: usize = next().parse().unwrap();
    (0..n_cases)
        .map(|_| {
            let n: usize = next().parse().unwrap();
            let edges = (1..n)
                .map(|_| {
                    let a: usize = next().parse().unwrap();
                    let b: usize = next().parse().unwrap();
                    (a - 1, b - 1)
                })
                .collect();
            let white = next()
                .bytes()
                .enumerate()
                .filter(|&(_, c)| c == b'W')
                .fold(0u16, |m, (v, _)| m | 1 << v);
            (n, edges, white)
        })
        .collect()
}

pub fn brute(input: &str) -> String {
    parse(input)
        .into_iter()
        .map(|(n, edges, white)| format!("{}\n", Literal::new(n, &edges).outcomes(&[white])[0]))
        .collect()
}

/// Writes one tree with its colours, 1-based.
fn write_case(out: &mut Writer<'_>, n: usize, edges: &[(usize, usize)], colours: &[u8]) {
    out.line(&[n as u64]);
    for &(a, b) in edges {
        out.line(&[a as u64 + 1, b as u64 + 1]);
    }
    out.word_line(colours);
}

/// A bone: a path of `n − 4` vertices with two leaves on each end, labels
/// shuffled.
fn bone(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label);
    let spine = n - 4;
    let mut edges: Vec<(usize, usize)> = (1..spine).map(|v| (v - 1, v)).collect();
    edges.extend([
        (0, spine),
        (0, spine + 1),
        (spine - 1, spine + 2),
        (spine - 1, spine + 3),
    ]);
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(a, b)| (label[a], label[b]))
        .collect();
    rng.shuffle(&mut edges);
    edges
}

/// The sum of n at its limit in three trees: an uncoloured bone of odd size
/// (White by parity), a path whose two ends are white (two gadgets make a
/// bone of even size: a draw), and a random tree with scattered white
/// vertices (no white path of three).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let sum = limits.get_usize("sum-n");
    let sizes = [
        sum / 2 + 1,
        sum * 3 / 10,
        sum - (sum / 2 + 1) - sum * 3 / 10,
    ];
    out.line(&[3]);
    write_case(out, sizes[0], &bone(rng, sizes[0]), &vec![b'N'; sizes[0]]);
    let n = sizes[1];
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    let mut colours = vec![b'N'; n];
    colours[0] = b'W';
    colours[n - 1] = b'W';
    write_case(out, n, &path, &colours);
    let n = sizes[2];
    let edges = random_tree(rng, n);
    let mut colours = vec![b'N'; n];
    let mut white_neighbours = vec![0u32; n];
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in &edges {
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    // Paint a vertex white only if no neighbour is white: white vertices
    // stay isolated, so no three form a path.
    for v in 0..n {
        if rng.chance(1, 5) && white_neighbours[v] == 0 {
            colours[v] = b'W';
            for &u in &neighbours[v] {
                white_neighbours[u] += 1;
            }
        }
    }
    write_case(out, n, &edges, &colours);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut left = limits.get("sum-n");
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n").min(left), "n (and the sum of n)")?;
        left -= n;
        let n = n as usize;
        let mut edges = Vec::with_capacity(n);
        for _ in 1..n {
            let a = r.int(1, n as i128, "v")? as usize - 1;
            let b = r.int(1, n as i128, "u")? as usize - 1;
            edges.push((a, b));
        }
        if let Some(i) = first_cycle(n, &edges) {
            return Err(format!(
                "edge {} closes a cycle: the edges are not a tree",
                i + 1
            ));
        }
        let colours = r.word("the colours")?;
        if colours.len() != n || colours.iter().any(|&c| c != b'W' && c != b'N') {
            return Err(format!("the colours must be {n} letters W or N"));
        }
        if !colours.contains(&b'N') {
            return Err("there must be an uncoloured vertex".into());
        }
        let mut white_neighbours = vec![0u32; n];
        for &(a, b) in &edges {
            white_neighbours[a] += u32::from(colours[b] == b'W');
            white_neighbours[b] += u32::from(colours[a] == b'W');
        }
        if (0..n).any(|v| colours[v] == b'W' && white_neighbours[v] >= 2) {
            return Err("three white vertices form a path".into());
        }
        Ok(n)
    })
}

/// The first edge joining two vertices already connected (plain union–find,
/// written here so the validator does not lean on the solution's library).
fn first_cycle(n: usize, edges: &[(usize, usize)]) -> Option<usize> {
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    for (i, &(a, b)) in edges.iter().enumerate() {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra == rb {
            return Some(i);
        }
        parent[ra] = rb;
    }
    None
}
