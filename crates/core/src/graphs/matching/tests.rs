use super::*;

#[test]
fn a_long_path_needs_no_recursion() {
    let n = 200_001;
    let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    let graph = Graph::from_edges(n, &edges);
    let sides: Vec<bool> = (0..n).map(|v| v % 2 == 0).collect();
    let matching = hopcroft_karp(&graph, &sides);
    assert_eq!(matching.size(), n / 2);
    let essential = in_every_maximum(&graph, &matching);
    // An odd path: the even-indexed vertices are each missed by some
    // maximum matching, the odd-indexed ones are always covered.
    assert!((0..n).all(|v| essential[v] == (v % 2 == 1)));
    assert_eq!(forest_matching(&graph).unwrap().size(), n / 2);
}

#[test]
#[should_panic(expected = "the matching is not maximum")]
fn a_matching_that_is_not_maximum_is_refused() {
    let graph = Graph::from_edges(2, &[(0, 1)]);
    in_every_maximum(&graph, &Matching::empty(2));
}

#[test]
fn parallel_edges_are_a_cycle_for_a_forest() {
    let graph = Graph::from_edges(2, &[(0, 1), (1, 0)]);
    assert!(forest_matching(&graph).is_err());
    assert_eq!(edmonds(&graph).size(), 1);
}
