//! Hackenbush Purplehearts' oracle: random small Blue-Red forests, their
//! value found by literal play (cut an edge of your colour, drop what stands
//! on it; `play::rules::blue_red::Forest`, valued in canonical form by
//! `play::partisan`), and the max-size input with its validator.

use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::partisan::{Games, RuleValues};
use play::rules::blue_red::Forest;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^5 edges: 50 stalks of 1001, then random, depth ≤ 1001",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n"),
        },
        answered: Some(AnsweredMax {
            describe: "an alternating stalk of 10^5 edges (any depth answered)",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// A random forest of 0 to 10 edges (a quarter of them on the ground, the
/// rest on an earlier edge), each blue or red.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(0, 10) as usize;
    if n == 0 {
        return "0\n".into();
    }
    let parents: Vec<String> = (0..n)
        .map(|i| {
            if i == 0 || rng.chance(1, 4) {
                "-1".to_string()
            } else {
                rng.range(1, i as u64).to_string()
            }
        })
        .collect();
    let colours: String = (0..n).map(|_| *rng.pick(&['B', 'R'])).collect();
    format!("{n}\n{}\n{colours}\n", parents.join(" "))
}

/// The forest of an input: each edge's parent (0-based, `None` for the
/// ground) and colour (`true` = blue).
pub fn forest_of(input: &str) -> (Vec<Option<usize>>, Vec<bool>) {
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().expect("n").parse().expect("n");
    let parents = (0..n)
        .map(
            |_| match tokens.next().expect("e_i").parse::<i64>().expect("e_i") {
                -1 => None,
                e => Some(e as usize - 1),
            },
        )
        .collect();
    let blue = tokens
        .next()
        .unwrap_or("")
        .bytes()
        .map(|c| c == b'B')
        .collect();
    (parents, blue)
}

pub fn brute(input: &str) -> String {
    let (parents, blue) = forest_of(input);
    let forest = Forest::new(&parents, &blue);
    let mut games = Games::new();
    let mut values = RuleValues::new(
        |&m: &u64| forest.moves(m, true),
        |&m: &u64| forest.moves(m, false),
    );
    let value = values.value(&mut games, &forest.full());
    let number = games
        .number(value)
        .expect("Blue-Red Hackenbush is a number");
    if number.exponent == 0 {
        format!("{}\n", number.numerator)
    } else {
        format!("{}/2^{}\n", number.numerator, number.exponent)
    }
}

/// `n` edges: 50 stalks of `depth` edges of random colours (values with
/// exponents near 10^3), then random edges on the ground or on an earlier
/// edge below the depth limit.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_usize("n");
    let max_depth = limits.get_usize("depth");
    out.line(&[n as u64]);
    let mut depth = Vec::with_capacity(n);
    let mut line = String::with_capacity(8 * n);
    for i in 0..n {
        let parent = if i < 50 * max_depth {
            (i % max_depth != 0).then(|| i - 1)
        } else if rng.chance(1, 50) {
            None
        } else {
            let p = rng.below(i);
            (depth[p] < max_depth).then_some(p)
        };
        depth.push(parent.map_or(1, |p| depth[p] + 1));
        if i > 0 {
            line.push(' ');
        }
        match parent {
            Some(p) => line += &(p + 1).to_string(),
            None => line += "-1",
        }
    }
    out.text(&line);
    out.text("\n");
    let colours: Vec<u8> = (0..n).map(|_| *rng.pick(b"BR")).collect();
    out.word_line(&colours);
}

/// `0 ≤ n ≤ 10^5`; `n` integers `e_i`, each `-1` or an earlier edge
/// `1 ≤ e_i < i`; no edge more than 10^3 edges away from the ground (an
/// edge on the ground is 0 away: a path from the ground has at most 1001
/// edges, `depth` in Cargo.toml);
/// then `n` characters, each `B` or `R` (no string when `n = 0`).
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(0, limits.get("n"), "n")? as usize;
    let max_depth = limits.get_usize("depth");
    let mut depth = Vec::with_capacity(n);
    for i in 0..n {
        let e = r.int(-1, i as i128, "e_i")?;
        let d = match e {
            -1 => 1,
            0 => return Err(format!("token {}: e_i must not be 0", i + 2)),
            e => depth[e as usize - 1] + 1,
        };
        if d > max_depth {
            return Err(format!(
                "edge {} is {d} edges from the ground, more than {max_depth}",
                i + 1
            ));
        }
        depth.push(d);
    }
    if n > 0 {
        let colours = r.word("the colours")?;
        if colours.len() != n {
            return Err(format!("{} colours, not n = {n}", colours.len()));
        }
        if colours.iter().any(|&c| c != b'B' && c != b'R') {
            return Err("a colour is neither B nor R".into());
        }
    }
    Ok(Shape {
        cases: 1,
        values: n,
    })
}

/// The slowest forest the binary answers: n = 10^5 edges in one stalk of
/// alternating colours, whose value has a bit per edge (README).
fn answered_max(_: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_usize("n");
    out.line(&[n as u64]);
    let parents: Vec<String> = (0..n)
        .map(|i| {
            if i == 0 {
                "-1".to_string()
            } else {
                i.to_string()
            }
        })
        .collect();
    out.text(&parents.join(" "));
    out.text("\n");
    let colours: Vec<u8> = (0..n)
        .map(|i| if i % 2 == 0 { b'B' } else { b'R' })
        .collect();
    out.word_line(&colours);
}
