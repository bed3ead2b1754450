//! HDU 1524's oracle: random small inputs, the game played by its literal
//! rules, and the max-size input with its validator.

use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10 cases × (N = 1000: a path, a complete DAG, 50-successor DAGs; 1000 queries × 10 pieces)",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases")
                * (limits.get_usize("n") + limits.get_usize("queries") * limits.get_usize("m")),
        },
        answered: None,
    },
};

/// A test case: each vertex's successors, and the queries' pieces.
pub struct Case {
    pub successors: Vec<Vec<usize>>,
    pub queries: Vec<Vec<usize>>,
}

/// A random DAG on `n` vertices: a random order of the vertices, and each
/// edge from a vertex to one later in that order with probability
/// `percent`%, some listed twice.
fn random_dag(rng: &mut Rng, n: usize, percent: u64) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let mut successors = vec![Vec::new(); n];
    for from in 0..n {
        for to in from + 1..n {
            if rng.chance(percent, 100) {
                successors[order[from]].push(order[to]);
                if rng.chance(1, 10) {
                    successors[order[from]].push(order[to]);
                }
            }
        }
    }
    for list in &mut successors {
        rng.shuffle(list);
    }
    successors
}

fn write_case(
    input: &mut String,
    successors: &[Vec<usize>],
    queries: &[Vec<usize>],
    terminated: bool,
) {
    *input += &format!("{}\n", successors.len());
    for list in successors {
        let mut line = list.len().to_string();
        for next in list {
            line += &format!(" {next}");
        }
        *input += &line;
        *input += "\n";
    }
    for pieces in queries {
        let mut line = pieces.len().to_string();
        for piece in pieces {
            line += &format!(" {piece}");
        }
        *input += &line;
        *input += "\n";
    }
    if terminated {
        *input += "0\n";
    }
}

/// 1 to 3 test cases: N from 1 to 7, a random DAG, 1 to 4 queries of 1 to 4
/// pieces (some on the same vertex); the last case sometimes without its
/// terminating 0.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    let n_cases = rng.range(1, 3);
    for case in 0..n_cases {
        let n = rng.range(1, 7) as usize;
        let percent = rng.range(10, 70);
        let successors = random_dag(rng, n, percent);
        let queries: Vec<Vec<usize>> = (0..rng.range(1, 4))
            .map(|_| (0..rng.range(1, 4)).map(|_| rng.below(n)).collect())
            .collect();
        let terminated = case + 1 < n_cases || !rng.chance(1, 5);
        write_case(&mut input, &successors, &queries, terminated);
    }
    input
}

/// The test cases of an input (a missing last terminator is allowed).
pub fn parse(input: &str) -> Vec<Case> {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let mut at = 0;
    let mut next = || {
        at += 1;
        numbers.get(at - 1).copied()
    };
    let mut cases = Vec::new();
    while let Some(n) = next() {
        let successors = (0..n)
            .map(|_| {
                let x = next().unwrap();
                (0..x).map(|_| next().unwrap()).collect()
            })
            .collect();
        let mut queries = Vec::new();
        while let Some(m) = next() {
            if m == 0 {
                break;
            }
            queries.push((0..m).map(|_| next().unwrap()).collect());
        }
        cases.push(Case {
            successors,
            queries,
        });
    }
    cases
}

/// Each query played literally: the pieces are a sorted multiset of
/// vertices, and a move slides one of them along one edge of its vertex.
pub fn brute(input: &str) -> String {
    let mut output = String::new();
    for case in parse(input) {
        let successors = &case.successors;
        let mut game = play::Game::new(|pieces: &Vec<usize>| {
            play::sum_moves(pieces, |&vertex| {
                successors[vertex].iter().map(|&next| vec![next]).collect()
            })
        });
        for pieces in &case.queries {
            let mut position = pieces.clone();
            position.sort_unstable();
            output += if game.wins(&position) {
                "WIN\n"
            } else {
                "LOSE\n"
            };
        }
    }
    output
}

/// The most test cases, each of N = 1000 vertices under a random labelling:
/// a path (the deepest search), a complete DAG (the most edges), then DAGs
/// where each vertex has up to 50 successors later in a random order; each
/// with the most queries of the most pieces.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_usize("n");
    for case in 0..limits.get_usize("cases") {
        let mut order: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut order);
        out.line(&[n as u64]);
        let mut label = vec![0; n];
        for (rank, &vertex) in order.iter().enumerate() {
            label[vertex] = rank;
        }
        for &rank in &label {
            // Successors are the vertices later in `order`.
            let later = &order[rank + 1..];
            let mut list: Vec<u64> = match case {
                0 => later.iter().take(1).map(|&v| v as u64).collect(),
                1 => later.iter().map(|&v| v as u64).collect(),
                _ => (0..rng.range(0, 50).min(later.len() as u64))
                    .map(|_| later[rng.below(later.len())] as u64)
                    .collect(),
            };
            list.insert(0, list.len() as u64);
            out.line(&list);
        }
        for _ in 0..limits.get_usize("queries") {
            let m = limits.get_usize("m");
            let mut pieces = vec![m as u64];
            pieces.extend((0..m).map(|_| rng.below(n) as u64));
            out.line(&pieces);
        }
        out.line(&[0]);
    }
}

/// Whether the graph has no cycle (Kahn's algorithm: repeatedly remove a
/// vertex nothing points to).
fn is_acyclic(successors: &[Vec<usize>]) -> bool {
    let mut in_degree = vec![0usize; successors.len()];
    for list in successors {
        for &next in list {
            in_degree[next] += 1;
        }
    }
    let mut ready: Vec<usize> = (0..successors.len())
        .filter(|&v| in_degree[v] == 0)
        .collect();
    let mut removed = 0;
    while let Some(vertex) = ready.pop() {
        removed += 1;
        for &next in &successors[vertex] {
            in_degree[next] -= 1;
            if in_degree[next] == 0 {
                ready.push(next);
            }
        }
    }
    removed == successors.len()
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_eof(r, |r| {
        let n = r.int(1, limits.get("n"), "N")?;
        let mut successors = Vec::new();
        for _ in 0..n {
            let x = r.int(0, n - 1, "X_i")?;
            let list = r.ints(x, 0, n - 1, "a successor")?;
            successors.push(list.into_iter().map(|v| v as usize).collect::<Vec<usize>>());
        }
        if !is_acyclic(&successors) {
            return Err("the graph has a cycle".to_string());
        }
        let mut values = n as usize;
        loop {
            let m = r.int(0, limits.get("m"), "M")?;
            if m == 0 {
                break;
            }
            r.skip_ints(m, 0, n - 1, "p_i")?;
            values += m as usize;
        }
        Ok(values)
    })
}
