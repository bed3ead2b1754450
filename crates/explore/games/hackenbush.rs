//! A Blue-Red Hackenbush string (a stalk of edges from the ground up): Left
//! cuts a blue edge, Right a red one, and every edge above the cut falls.
//! Heap `n ≥ 1` encodes the stalk in binary below its leading 1, read from
//! the ground up: `1` a blue edge (L), `0` a red one (R). So 1 is the empty
//! stalk, 2 = 0b10 one red edge, 3 = 0b11 one blue edge, 52 = 0b1_10100 the
//! stalk LRLRR. Heap 0 is empty too. A cut leaves the stalk below it: the
//! number with the bits from the cut edge on dropped.
//! `cargo xtask grundy crates/explore/games/hackenbush.rs --upto 63` finds:
//! every value a number (dyadic), by the binary-expansion rule (Berlekamp):
//! the first run of one colour counts ±1 per edge, then each edge after the
//! first change of colour counts ±1/2, ±1/4, … (LRLRR, heap 0b110100 = 52,
//! is 1 − 1/2 + 1/4 − 1/8 − 1/16 = 9/16); 3 → 1, 6 → 1/2, 5 → −1/2,
//! 11 → −1/4, 13 → 3/4; heaps of one length come in increasing order of
//! value; outcome classes L 31, R 31, P 2 (the empty stalks 0 and 1), no N.
fn cuts(n: u64, blue: bool) -> Vec<Vec<u64>> {
    if n < 2 {
        return Vec::new();
    }
    let edges = 63 - n.leading_zeros();
    // Edge i (0 = on the ground) is bit edges − 1 − i; cutting it leaves the
    // i edges below: n shifted right by edges − i.
    (0..edges)
        .filter(|&i| (n >> (edges - 1 - i) & 1 == 1) == blue)
        .map(|i| vec![n >> (edges - i)])
        .collect()
}

pub fn left(n: u64) -> Vec<Vec<u64>> {
    cuts(n, true)
}

pub fn right(n: u64) -> Vec<Vec<u64>> {
    cuts(n, false)
}
