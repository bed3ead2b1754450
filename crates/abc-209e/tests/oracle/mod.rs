//! AtCoder ABC209 E's oracle: random small dictionaries, the game played by
//! its literal rules (a loopy search over the real positions), and the
//! max-size input with its validator.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::loopy::{self, Outcome};

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "N = 2·10^5 words of 8 letters over 6 letters (216 triples, dense moves)",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: 1 + limits.get_usize("n"),
        },
        answered: None,
    },
};

/// The words of an input.
pub fn parse(input: &str) -> Vec<String> {
    input
        .split_whitespace()
        .skip(1)
        .map(str::to_string)
        .collect()
}

/// 1 to 8 words of 3 to 5 letters (sometimes up to 8) over `a`, `b` and `B`,
/// so that words chain, loop and repeat.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 8);
    let alphabet = [b'a', b'b', b'B'];
    let mut input = format!("{n}\n");
    for _ in 0..n {
        let len = if rng.chance(1, 5) {
            rng.range(3, 8)
        } else {
            rng.range(3, 5)
        };
        let word: String = (0..len).map(|_| *rng.pick(&alphabet) as char).collect();
        input += &word;
        input += "\n";
    }
    input
}

/// The game played literally: a position is the word said last (the next
/// player to move); a move says any dictionary word that begins with its
/// last three characters (case-sensitive, words reusable); who cannot say a
/// word loses. Takahashi opens with word i, so Aoki moves first from it.
pub fn brute(input: &str) -> String {
    let words = parse(input);
    let result = loopy::outcomes(
        0..words.len(),
        |&said: &usize| {
            let tail = &words[said][words[said].len() - 3..];
            (0..words.len())
                .filter(|&next| words[next].starts_with(tail))
                .collect::<Vec<usize>>()
        },
        false,
    );
    let mut output = String::new();
    for opening in 0..words.len() {
        output += match result[&opening] {
            Outcome::Lose(_) => "Takahashi\n",
            Outcome::Win(_) => "Aoki\n",
            Outcome::Draw => "Draw\n",
        };
    }
    output
}

/// N at its limit, words of the longest length over six letters (three of
/// each case): 216 triples, each with about 900 words leaving it.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    let alphabet = b"abcXYZ";
    out.line(&[n]);
    for _ in 0..n {
        let word: Vec<u8> = (0..limits.get("len"))
            .map(|_| *rng.pick(alphabet))
            .collect();
        out.word_line(&word);
    }
}

/// The statement's bounds: 1 ≤ N ≤ 2·10^5; each word 3 to 8 English letters.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    for _ in 0..n {
        let word = r.word("s_i")?;
        let len = word.len() as i128;
        if !(3..=limits.get("len")).contains(&len) || !word.iter().all(u8::is_ascii_alphabetic) {
            return Err(format!(
                "s_i = `{}` is not 3 to {} English letters",
                String::from_utf8_lossy(word),
                limits.get("len")
            ));
        }
    }
    Ok(Shape {
        cases: 1,
        values: 1 + n as usize,
    })
}
