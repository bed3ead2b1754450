//! The positions a page holds: the table's cells first, each with its value
//! and outcome, then, within a budget of option parts, the options of the
//! cells in table order together with every position they reach (so that
//! the page's own search of a sum never needs a position it lacks). A cell
//! past the budget keeps its value; its options are left out, and the page
//! says so.

use std::collections::HashMap;
use std::hash::Hash;

use crate::source::scoring::Scored;

/// Option parts (plus one per option) a page holds at most by default:
/// about 1 MB of the page. Lasker's Nim (`4.[3]`, every split of a heap)
/// holds heaps 0 … 546 within it.
pub const MAX_PARTS: usize = 150_000;

/// A position's options, in the rule's order.
pub enum Opts<P> {
    /// An impartial rule's: each option the parts it leaves.
    Parts(Vec<Vec<P>>),
    /// A partisan rule's: Left's options, then Right's.
    Sides(Vec<Vec<P>>, Vec<Vec<P>>),
    /// A scoring rule's: the points, the position left, whether the mover
    /// moves again.
    Scored(Vec<Scored<P>>),
}

/// A position's value as the report prints it.
pub struct Valued {
    /// The value as the text report writes it (`3`, `∞(0,1)`, `{1|0}`, `-2`).
    pub text: String,
    /// The value as a number, where it is one (a nimber, a score).
    pub num: Option<i64>,
    /// The outcome class as the report marks it: `P`, `N`, `D` (a draw),
    /// `L`, `R` (partisan), or for a score `+`, `-`, `0` (the mover ends
    /// ahead, behind, level).
    pub class: char,
}

/// What a page asks of a rule.
pub trait Source<P> {
    fn options(&mut self, p: &P) -> Result<Opts<P>, String>;
    fn value(&mut self, p: &P) -> Result<Valued, String>;
    /// The position as the reports write it.
    fn show(&mut self, p: &P) -> String;
}

/// The positions held, numbered: the cells first (node `i` is cell `i`).
pub struct Graph {
    pub text: Vec<String>,
    pub value: Vec<Valued>,
    /// Each node's options encoded for the page (`None`: not held).
    pub options: Vec<Option<serde_json::Value>>,
    /// The cells `0 .. closed` are held with every position they reach.
    pub closed: usize,
    /// Option parts (plus one per option) held.
    pub parts: usize,
    pub budget: usize,
    /// The number of cells the graph was built over.
    pub cells: usize,
}

impl Graph {
    /// Nodes whose options are held.
    pub fn held(&self) -> usize {
        self.options.iter().filter(|o| o.is_some()).count()
    }
}

struct Builder<'a, P, S> {
    source: &'a mut S,
    ids: HashMap<P, usize>,
    nodes: Vec<P>,
    graph: Graph,
}

impl<P: Clone + Eq + Hash, S: Source<P>> Builder<'_, P, S> {
    fn intern(&mut self, p: &P) -> Result<usize, String> {
        if let Some(&id) = self.ids.get(p) {
            return Ok(id);
        }
        let id = self.nodes.len();
        let value = self.source.value(p)?;
        let text = self.source.show(p);
        self.ids.insert(p.clone(), id);
        self.nodes.push(p.clone());
        self.graph.text.push(text);
        self.graph.value.push(value);
        self.graph.options.push(None);
        Ok(id)
    }

    fn parts(
        &mut self,
        options: &[Vec<P>],
        next: &mut Vec<usize>,
    ) -> Result<serde_json::Value, String> {
        let mut list = Vec::with_capacity(options.len());
        for parts in options {
            let mut ids = Vec::with_capacity(parts.len());
            for q in parts {
                let id = self.intern(q)?;
                next.push(id);
                ids.push(id);
            }
            list.push(serde_json::json!(ids));
        }
        Ok(serde_json::Value::Array(list))
    }

    /// Holds node `n`'s options (its parts interned and pushed on `next`);
    /// `false` when they would pass the budget.
    fn hold(&mut self, n: usize, next: &mut Vec<usize>) -> Result<bool, String> {
        let p = self.nodes[n].clone();
        let opts = self.source.options(&p)?;
        let cost = match &opts {
            Opts::Parts(o) => o.iter().map(|o| o.len() + 1).sum(),
            Opts::Sides(l, r) => l.iter().chain(r).map(|o| o.len() + 1).sum(),
            Opts::Scored(o) => 3 * o.len(),
        };
        if self.graph.parts + cost > self.graph.budget {
            return Ok(false);
        }
        let encoded = match &opts {
            Opts::Parts(o) => self.parts(o, next)?,
            Opts::Sides(l, r) => {
                let l = self.parts(l, next)?;
                let r = self.parts(r, next)?;
                serde_json::json!([l, r])
            }
            Opts::Scored(o) => {
                let mut list = Vec::with_capacity(o.len());
                for s in o {
                    let id = self.intern(&s.next)?;
                    next.push(id);
                    list.push(serde_json::json!([s.points, id, u8::from(s.again)]));
                }
                serde_json::Value::Array(list)
            }
        };
        self.graph.parts += cost;
        self.graph.options[n] = Some(encoded);
        Ok(true)
    }
}

/// The graph over `cells` (their values, in order), holding the options of
/// the cells and of every position they reach, cell by cell, while they fit
/// in `budget` option parts.
pub fn build<P: Clone + Eq + Hash>(
    cells: &[P],
    source: &mut impl Source<P>,
    budget: usize,
) -> Result<Graph, String> {
    let mut b = Builder {
        source,
        ids: HashMap::new(),
        nodes: Vec::new(),
        graph: Graph {
            text: Vec::new(),
            value: Vec::new(),
            options: Vec::new(),
            closed: 0,
            parts: 0,
            budget,
            cells: cells.len(),
        },
    };
    for (i, c) in cells.iter().enumerate() {
        let id = b.intern(c)?;
        // A family's two starts may be the same position: node `i` must be
        // cell `i`, so the position is numbered again.
        if id != i {
            b.nodes.push(c.clone());
            let text = b.graph.text[id].clone();
            let value = b.source.value(c)?;
            b.graph.text.push(text);
            b.graph.value.push(value);
            b.graph.options.push(None);
        }
    }
    'cells: for c in 0..cells.len() {
        let mut stack = vec![c];
        while let Some(n) = stack.pop() {
            if b.graph.options[n].is_some() {
                continue;
            }
            if !b.hold(n, &mut stack)? {
                break 'cells;
            }
        }
        b.graph.closed = c + 1;
    }
    Ok(b.graph)
}
