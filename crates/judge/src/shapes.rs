//! The input shapes an oracle declares answered ([`crate::oracle::Oracle::shapes`])
//! and the check that its generator draws each of them: a shape the README
//! says is answered but the stress test never compares is a claim nobody
//! checked (issue 29: agc-010f's README answered any graph, its generator drew
//! only trees, and a self-loop was answered wrongly).

use crate::Rng;

/// A named predicate over inputs: a shape of input the generator must draw.
pub struct InputShape {
    /// What the README calls it ("a cycle", "N = 1").
    pub name: &'static str,
    /// Whether `input` has the shape.
    pub holds: fn(&str) -> bool,
}

/// The `shapes` that none of the first `n_inputs` inputs `generate` draws
/// from `seed` (as the stress run draws them) has.
///
/// # Example
/// ```
/// use judge::shapes::{missing_shapes, InputShape};
/// let shapes = [
///     InputShape { name: "an even number", holds: |input| input.trim().parse::<u64>().unwrap() % 2 == 0 },
///     InputShape { name: "a number above 100", holds: |input| input.trim().parse::<u64>().unwrap() > 100 },
/// ];
/// let generate = |rng: &mut judge::Rng| format!("{}\n", rng.range(1, 10));
/// assert_eq!(missing_shapes(&shapes, generate, 1, 50), ["a number above 100"]);
/// ```
pub fn missing_shapes(
    shapes: &[InputShape],
    generate: fn(&mut Rng) -> String,
    seed: u64,
    n_inputs: u64,
) -> Vec<&'static str> {
    let mut missing: Vec<&InputShape> = shapes.iter().collect();
    for index in 0..n_inputs {
        if missing.is_empty() {
            break;
        }
        let input = generate(&mut Rng::for_input(seed, index));
        missing.retain(|shape| !(shape.holds)(&input));
    }
    missing.iter().map(|shape| shape.name).collect()
}
