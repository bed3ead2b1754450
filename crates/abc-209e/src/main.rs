//! AtCoder ABC209 E Shiritori: each word leads from its first three letters to its last three; who cannot say a word loses. Takahashi, Aoki or Draw when Takahashi opens with each word.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::cyclic::retrograde::{self, Csr, Outcome, Terminal};

/// A letter's index: `a`–`z` are 0–25, `A`–`Z` 26–51.
fn letter(byte: u8) -> Option<usize> {
    match byte {
        b'a'..=b'z' => Some((byte - b'a') as usize),
        b'A'..=b'Z' => Some((byte - b'A') as usize + 26),
        _ => None,
    }
}

/// The number of three letters `abc`, below 52³.
fn triple(letters: &[usize]) -> usize {
    (letters[0] * 52 + letters[1]) * 52 + letters[2]
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_words: usize = sc.next()?;
    // Each word is a move from the triple it starts with to the triple it
    // ends with; the positions are the 52³ triples (the last three letters
    // said, the next player to move).
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut letters = Vec::with_capacity(8);
    for _ in 0..n_words {
        let word = sc.word()?;
        letters.clear();
        letters.extend(word.iter().filter_map(|&byte| letter(byte)));
        if letters.len() != word.len() || word.len() < 3 {
            return Err(sc.invalid("a word of at least 3 English letters"));
        }
        let len = letters.len();
        edges.push((triple(&letters) as u32, triple(&letters[len - 3..]) as u32));
    }
    let n_triples = 52 * 52 * 52;
    let mut starts = vec![0usize; n_triples + 1];
    for &(from, _) in &edges {
        starts[from as usize + 1] += 1;
    }
    for triple in 0..n_triples {
        starts[triple + 1] += starts[triple];
    }
    let mut fill = starts.clone();
    let mut targets = vec![0usize; edges.len()];
    for &(from, to) in &edges {
        targets[fill[from as usize]] = to as usize;
        fill[from as usize] += 1;
    }
    let outcome = retrograde::outcomes(&Csr::new(&starts, &targets), Terminal::MoverLoses);
    // After Takahashi's word, Aoki moves from its last three letters.
    for &(_, to) in &edges {
        out.write_all(match outcome[to as usize] {
            Outcome::Lose(_) => b"Takahashi\n",
            Outcome::Win(_) => b"Aoki\n",
            Outcome::Draw => b"Draw\n",
        })?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
