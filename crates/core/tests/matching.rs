//! `gamecore::graphs::matching` against literal play and exhaustive counts: vertex
//! geography played move by move on every graph with up to 7 vertices (every
//! labelled graph up to 6, every isomorphism class on 7 under several
//! labellings), and matching sizes against a subset dynamic programme on
//! random graphs up to 14 vertices. Nothing here uses the module's ideas:
//! the game is searched over (visited set, token) and ν by trying every
//! partner of the lowest vertex.

// Bitmask graphs read most plainly with vertex indices.
#![allow(clippy::needless_range_loop)]

use gamecore::graphs::matching::{
    Graph, edmonds, forest_matching, geography_wins, hopcroft_karp, in_every_maximum,
};

/// A graph as adjacency bitmasks.
type Adjacency = Vec<u32>;

fn edges_of(adjacency: &[u32]) -> Vec<(usize, usize)> {
    let n = adjacency.len();
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if adjacency[a] >> b & 1 == 1 {
                edges.push((a, b));
            }
        }
    }
    edges
}

/// Literal vertex geography: `wins[start]` says whether the player to move,
/// with the token on `start` and only `start` visited, wins. A position is
/// (visited set, token); a move goes to an unvisited neighbour; who cannot
/// move loses. Larger visited sets are decided first.
fn literal_geography(adjacency: &[u32]) -> Vec<bool> {
    let n = adjacency.len();
    let full = 1usize << n;
    let mut wins = vec![false; full * n];
    for visited in (1..full).rev() {
        for at in 0..n {
            if visited >> at & 1 == 0 {
                continue;
            }
            let mut options = adjacency[at] as usize & !visited;
            let mut win = false;
            while options != 0 {
                let to = options.trailing_zeros() as usize;
                options &= options - 1;
                if !wins[(visited | 1 << to) * n + to] {
                    win = true;
                    break;
                }
            }
            wins[visited * n + at] = win;
        }
    }
    (0..n).map(|v| wins[(1 << v) * n + v]).collect()
}

/// ν of the subgraph induced by every vertex subset: the lowest vertex is
/// either left out or matched to one of its neighbours in the subset.
fn matching_numbers(adjacency: &[u32]) -> Vec<u8> {
    let n = adjacency.len();
    let mut nu = vec![0u8; 1 << n];
    for set in 1..1usize << n {
        let v = set.trailing_zeros() as usize;
        let rest = set & !(1 << v);
        let mut best = nu[rest];
        let mut partners = adjacency[v] as usize & rest;
        while partners != 0 {
            let w = partners.trailing_zeros() as usize;
            partners &= partners - 1;
            best = best.max(1 + nu[rest & !(1 << w)]);
        }
        nu[set] = best;
    }
    nu
}

/// A 2-colouring if the graph is bipartite.
fn two_colouring(adjacency: &[u32]) -> Option<Vec<bool>> {
    let n = adjacency.len();
    let mut colour: Vec<Option<bool>> = vec![None; n];
    for root in 0..n {
        if colour[root].is_some() {
            continue;
        }
        colour[root] = Some(true);
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            let side = colour[v].unwrap();
            for w in 0..n {
                if adjacency[v] >> w & 1 == 1 {
                    match colour[w] {
                        None => {
                            colour[w] = Some(!side);
                            stack.push(w);
                        }
                        Some(other) if other == side => return None,
                        Some(_) => {}
                    }
                }
            }
        }
    }
    Some(colour.into_iter().map(Option::unwrap).collect())
}

/// Every check on one graph: the module's geography against literal play,
/// its matching sizes and "in every maximum matching" against ν, and the
/// bipartite and forest algorithms where they apply.
fn check_graph(adjacency: &[u32], play_literally: bool) {
    let n = adjacency.len();
    let edges = edges_of(adjacency);
    let graph = Graph::from_edges(n, &edges);
    let nu = matching_numbers(adjacency);
    let all = (1usize << n) - 1;
    let general = edmonds(&graph);
    assert_eq!(general.size(), nu[all] as usize, "ν of {edges:?}");
    for v in 0..n {
        if let Some(w) = general.mate(v) {
            assert_eq!(general.mate(w), Some(v));
            assert!(
                adjacency[v] >> w & 1 == 1,
                "{v}-{w} is not an edge of {edges:?}"
            );
        }
    }
    let essential: Vec<bool> = (0..n).map(|v| nu[all & !(1 << v)] < nu[all]).collect();
    assert_eq!(in_every_maximum(&graph, &general), essential, "{edges:?}");
    if play_literally {
        assert_eq!(
            geography_wins(&graph),
            literal_geography(adjacency),
            "{edges:?}"
        );
    }
    if let Some(sides) = two_colouring(adjacency) {
        let bipartite = hopcroft_karp(&graph, &sides);
        assert_eq!(
            bipartite.size(),
            nu[all] as usize,
            "bipartite ν of {edges:?}"
        );
        assert_eq!(in_every_maximum(&graph, &bipartite), essential, "{edges:?}");
    }
    let is_forest = {
        // A forest has n − (number of components) edges.
        let mut component: Vec<usize> = (0..n).collect();
        fn find(component: &mut [usize], mut v: usize) -> usize {
            while component[v] != v {
                component[v] = component[component[v]];
                v = component[v];
            }
            v
        }
        edges.iter().all(|&(a, b)| {
            let (ra, rb) = (find(&mut component, a), find(&mut component, b));
            component[ra] = rb;
            ra != rb
        })
    };
    match forest_matching(&graph) {
        Ok(matching) => {
            assert!(is_forest, "{edges:?} is not a forest");
            assert_eq!(matching.size(), nu[all] as usize, "forest ν of {edges:?}");
        }
        Err(_) => assert!(!is_forest, "{edges:?} is a forest"),
    }
}

fn graph_from_bits(n: usize, bits: u32) -> Adjacency {
    let mut adjacency = vec![0u32; n];
    let mut bit = 0;
    for a in 0..n {
        for b in a + 1..n {
            if bits >> bit & 1 == 1 {
                adjacency[a] |= 1 << b;
                adjacency[b] |= 1 << a;
            }
            bit += 1;
        }
    }
    adjacency
}

#[test]
fn every_labelled_graph_up_to_6_vertices_plays_as_the_theorem_says() {
    for n in 0..=6usize {
        for bits in 0..1u32 << (n * n.saturating_sub(1) / 2) {
            check_graph(&graph_from_bits(n, bits), true);
        }
    }
}

/// The adjacency of `adjacency` relabelled by `order` (vertex `order[i]`
/// becomes `i`).
fn relabel(adjacency: &[u32], order: &[usize]) -> Adjacency {
    let n = adjacency.len();
    let mut position = vec![0; n];
    for (i, &v) in order.iter().enumerate() {
        position[v] = i;
    }
    let mut out = vec![0u32; n];
    for a in 0..n {
        for b in 0..n {
            if adjacency[a] >> b & 1 == 1 {
                out[position[a]] |= 1 << position[b];
            }
        }
    }
    out
}

/// The edge bits of a labelling, as a comparable key.
fn key(adjacency: &[u32]) -> u32 {
    let n = adjacency.len();
    let mut bits = 0u32;
    let mut bit = 0;
    for a in 0..n {
        for b in a + 1..n {
            bits |= (adjacency[a] >> b & 1) << bit;
            bit += 1;
        }
    }
    bits
}

/// A canonical form: the least key over the labellings that list vertices
/// by non-decreasing degree (degree is invariant, so that set of labellings
/// is the same for isomorphic graphs). Permutations are enumerated within
/// each class of equal degree.
fn canonical(adjacency: &[u32]) -> u32 {
    let n = adjacency.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| adjacency[v].count_ones());
    let degree: Vec<u32> = order.iter().map(|&v| adjacency[v].count_ones()).collect();
    let mut best = u32::MAX;
    // Heap's algorithm would do; here, odometer over the permutations of
    // each degree class, via next-permutation within class ranges.
    let mut classes = Vec::new();
    let mut start = 0;
    for i in 1..=n {
        if i == n || degree[i] != degree[start] {
            classes.push((start, i));
            start = i;
        }
    }
    loop {
        best = best.min(key(&relabel(adjacency, &order)));
        // Advance the rightmost class that has a next permutation; reset the
        // ones after it.
        let mut advanced = false;
        for &(lo, hi) in classes.iter().rev() {
            if next_permutation(&mut order[lo..hi]) {
                advanced = true;
                break;
            }
            // next_permutation left it sorted again: carry on to the left.
        }
        if !advanced {
            return best;
        }
    }
}

/// Rearranges `items` into the next permutation in lexicographic order;
/// `false` (and sorted ascending) after the last.
fn next_permutation(items: &mut [usize]) -> bool {
    let n = items.len();
    if n < 2 {
        return false;
    }
    let mut i = n - 1;
    while i > 0 && items[i - 1] >= items[i] {
        i -= 1;
    }
    if i == 0 {
        items.reverse();
        return false;
    }
    let mut j = n - 1;
    while items[j] <= items[i - 1] {
        j -= 1;
    }
    items.swap(i - 1, j);
    items[i..].reverse();
    true
}

/// Every graph on `n` vertices up to isomorphism, grown from those on
/// `n − 1` by a new vertex joined to each subset.
fn isomorphism_classes(max_n: usize) -> Vec<Vec<Adjacency>> {
    let mut classes: Vec<Vec<Adjacency>> = vec![vec![vec![]]];
    for n in 1..=max_n {
        let mut seen = std::collections::BTreeMap::new();
        for smaller in &classes[n - 1] {
            for subset in 0..1u32 << (n - 1) {
                let mut adjacency = smaller.clone();
                adjacency.push(subset);
                for (v, row) in adjacency.iter_mut().enumerate().take(n - 1) {
                    *row |= (subset >> v & 1) << (n - 1);
                }
                let form = canonical(&adjacency);
                seen.entry(form).or_insert(adjacency);
            }
        }
        classes.push(seen.into_values().collect());
    }
    classes
}

#[test]
fn every_graph_on_7_vertices_plays_as_the_theorem_says_under_several_labellings() {
    let classes = isomorphism_classes(7);
    // OEIS A000088: 1, 1, 2, 4, 11, 34, 156, 1044 graphs on 0..=7 vertices.
    let counts: Vec<usize> = classes.iter().map(Vec::len).collect();
    assert_eq!(counts, [1, 1, 2, 4, 11, 34, 156, 1044]);
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for adjacency in &classes[7] {
        check_graph(adjacency, true);
        for _ in 0..3 {
            let mut order: Vec<usize> = (0..7).collect();
            for i in (1..7).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                order.swap(i, (state % (i as u64 + 1)) as usize);
            }
            check_graph(&relabel(adjacency, &order), true);
        }
    }
}

#[test]
fn random_graphs_up_to_14_vertices_match_the_matching_numbers() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |below: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % below
    };
    for round in 0..600 {
        let n = 8 + next(7) as usize;
        // Densities from sparse (trees, long blossoms) to dense.
        let per_mille = [80, 150, 250, 400, 700][round % 5];
        let mut adjacency = vec![0u32; n];
        for a in 0..n {
            for b in a + 1..n {
                if next(1000) < per_mille {
                    adjacency[a] |= 1 << b;
                    adjacency[b] |= 1 << a;
                }
            }
        }
        check_graph(&adjacency, n <= 10);
    }
}
