//! `gamecore::cyclic::loopy` (the generalised Sprague–Grundy function and Smith's
//! sum rule) against literal play: every position of random small graphs
//! with cycles, self-loops and repeated edges, then sums of random graph
//! pairs and triples played on their product graphs by `play::loopy`
//! (truncated play to its fixed point: no values, no sum rule).

use gamecore::cyclic::loopy::{self, Outcome, Value};
use gamecore::cyclic::retrograde::Csr;
use judge::Rng;
use play::loopy::outcomes;

/// A random graph on 1 to `max_n` positions: each has 0 to 3 moves to random
/// positions (itself included, some repeated).
fn random_graph(rng: &mut Rng, max_n: u64) -> Vec<Vec<usize>> {
    let n = rng.range(1, max_n) as usize;
    (0..n)
        .map(|_| {
            let degree = if rng.chance(1, 4) { 0 } else { rng.range(1, 3) };
            (0..degree).map(|_| rng.below(n)).collect()
        })
        .collect()
}

fn values(successors: &[Vec<usize>]) -> Vec<Value> {
    let mut starts = vec![0];
    let mut targets = Vec::new();
    for list in successors {
        targets.extend_from_slice(list);
        starts.push(targets.len());
    }
    loopy::values(&Csr::new(&starts, &targets))
}

fn literal(outcome: play::loopy::Outcome) -> Outcome {
    match outcome {
        play::loopy::Outcome::Win(_) => Outcome::N,
        play::loopy::Outcome::Lose(_) => Outcome::P,
        play::loopy::Outcome::Draw => Outcome::D,
    }
}

/// The moves of a sum: one component moves, the others stay.
fn sum_moves(graphs: &[Vec<Vec<usize>>], position: &[usize]) -> Vec<Vec<usize>> {
    let mut options = Vec::new();
    for (component, graph) in graphs.iter().enumerate() {
        for &next in &graph[position[component]] {
            let mut option = position.to_vec();
            option[component] = next;
            options.push(option);
        }
    }
    options
}

/// Every position of the sum of `graphs`.
fn all_positions(graphs: &[Vec<Vec<usize>>]) -> Vec<Vec<usize>> {
    let mut positions = vec![Vec::new()];
    for graph in graphs {
        positions = positions
            .into_iter()
            .flat_map(|prefix| {
                (0..graph.len()).map(move |v| {
                    let mut p = prefix.clone();
                    p.push(v);
                    p
                })
            })
            .collect();
    }
    positions
}

#[track_caller]
fn check_sums(graphs: &[Vec<Vec<usize>>]) {
    let component_values: Vec<Vec<Value>> = graphs.iter().map(|g| values(g)).collect();
    let positions = all_positions(graphs);
    let played = outcomes(
        positions.clone(),
        |p: &Vec<usize>| sum_moves(graphs, p),
        false,
    );
    // The product graph itself, numbered, for its own values.
    let index = |p: &[usize]| {
        p.iter()
            .zip(graphs)
            .fold(0, |acc, (&v, g)| acc * g.len() + v)
    };
    let product: Vec<Vec<usize>> = positions
        .iter()
        .map(|p| sum_moves(graphs, p).iter().map(|q| index(q)).collect())
        .collect();
    let product_values = values(&product);
    for position in &positions {
        let parts: Vec<&Value> = position
            .iter()
            .zip(&component_values)
            .map(|(&v, vals)| &vals[v])
            .collect();
        let by_rule = loopy::sum(&parts);
        assert_eq!(
            by_rule.outcome(),
            literal(played[position]),
            "graphs {graphs:?}, position {position:?}, values {parts:?}"
        );
        assert_eq!(
            by_rule,
            product_values[index(position)],
            "graphs {graphs:?}, position {position:?}: the rule's value against the product graph's"
        );
    }
}

#[test]
fn values_decide_single_graphs_as_literal_play_does() {
    for seed in 0..3000 {
        let mut rng = Rng::for_input(1966, seed);
        let graph = random_graph(&mut rng, 9);
        let vals = values(&graph);
        let played = outcomes(0..graph.len(), |&v: &usize| graph[v].clone(), false);
        for v in 0..graph.len() {
            assert_eq!(
                vals[v].outcome(),
                literal(played[&v]),
                "graph {graph:?}, position {v}, value {:?}",
                vals[v]
            );
        }
    }
}

#[test]
fn the_sum_rule_matches_literal_play_of_pairs() {
    for seed in 0..2000 {
        let mut rng = Rng::for_input(1986, seed);
        let graphs = [random_graph(&mut rng, 6), random_graph(&mut rng, 6)];
        check_sums(&graphs);
    }
}

#[test]
fn the_sum_rule_matches_literal_play_of_triples() {
    for seed in 0..500 {
        let mut rng = Rng::for_input(11, seed);
        let graphs = [
            random_graph(&mut rng, 4),
            random_graph(&mut rng, 4),
            random_graph(&mut rng, 4),
        ];
        check_sums(&graphs);
    }
}
