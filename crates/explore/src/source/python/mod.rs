//! A rule written in Python (`cargo xtask grundy FILE.py`): the driver the
//! project ships (`crates/explore/python/explore_driver.py`) imports the
//! file, calls its `moves` once on every position the table needs and on
//! every position reached from them, and streams the game's graph over a
//! pipe; here the stream is read into a [`graph::Graph`], and the explorer's
//! engines run on it as on a Rust rule.
//!
//! Heaps and pairs keep their own numbers, so the code matcher, the Beatty
//! pairs and every report see the options a Rust rule would give; a
//! family's positions are numbered by the driver in the order it meets them
//! ([`graph::Id`]), and their text (`show`, or the value as Rust's `{:?}`
//! would print it) is asked for only when a report writes one
//! ([`session`]).
//!
//! The protocol (one line a message) is described in the driver's own
//! docstring; [`Driver`] is this end of it.

pub mod graph;
pub mod session;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read as _, Write as _};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use graph::{Graph, Id, Part, ScoredGraph};

/// The driver the project ships, read by `python3` at run time.
pub const DRIVER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/python/explore_driver.py");

/// The Python interpreter: `python3` from `PATH`.
pub const PYTHON: &str = "python3";

/// The positions a Python rule is written on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Heap,
    Pair,
    /// A family of starts: `start(n)` (dims 1) or `start((a, b))` (dims 2).
    Family,
}

/// The rule's form, as the driver read it from the file's names and hints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    pub key: Key,
    /// 1 or 2: a family's parameters.
    pub dims: usize,
    /// `left` and `right` instead of `moves`.
    pub partisan: bool,
    pub show: bool,
    pub canon: bool,
    pub guess: bool,
    /// A scoring rule (`moves` hinted to return `(points, next)` options,
    /// or taking a `ScoreOut`).
    pub scoring: bool,
    /// `end(p)`: a scoring rule's payoff where no move is left.
    pub end: bool,
}

/// What the driver is asked to enumerate.
#[derive(Debug, Clone, Default)]
pub struct Request {
    /// The table: `{"upto": N}` or `{"box": [A, B]}` (heaps 0..=N or the
    /// box; a family's starts), or nothing.
    pub table: Option<(u64, Option<u64>)>,
    /// Positions (or a family's start parameters) named on the command
    /// line, as `[a, b]` for pairs.
    pub roots: Vec<(u64, Option<u64>)>,
    /// Send the guess at every start of the table.
    pub guess: bool,
    /// Enumerate the starts themselves, not only their `canon` (a family's
    /// `--moves` lists the options of start(N) as the rule gives them).
    pub raw_starts: bool,
    /// A scoring rule: enumerate every position as the rule gives it, not
    /// only its `canon` (`--play` and the page walk the rule's own options).
    pub raw_all: bool,
    pub max_positions: Option<usize>,
}

/// A guess's value at one key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guessed {
    Value(u64),
    Loses(bool),
    /// A scoring rule's guess below 0.
    Signed(i64),
}

/// The game's graph as streamed: options of `moves`, or of `left` and
/// `right`; a family's starts and `canon`; the guess.
pub struct Stream<P> {
    pub moves: Graph<P>,
    /// A scoring rule's options (every position numbered).
    pub scored: ScoredGraph,
    pub left: Graph<P>,
    pub right: Graph<P>,
    pub starts: HashMap<(u64, u64), Id>,
    pub canon: HashMap<Id, Id>,
    pub guesses: HashMap<(u64, u64), Guessed>,
}

impl<P> Default for Stream<P> {
    fn default() -> Self {
        Stream {
            moves: Graph::default(),
            scored: ScoredGraph::default(),
            left: Graph::default(),
            right: Graph::default(),
            starts: HashMap::new(),
            canon: HashMap::new(),
            guesses: HashMap::new(),
        }
    }
}

/// The running driver: its standard input and output.
pub struct Driver {
    child: Child,
    input: Option<ChildStdin>,
    output: BufReader<ChildStdout>,
    /// The rule file, as errors name it.
    file: String,
    line: String,
}

fn key_json((a, b): (u64, Option<u64>)) -> serde_json::Value {
    match b {
        Some(b) => serde_json::json!([a, b]),
        None => serde_json::json!(a),
    }
}

fn parse_key(text: &str) -> Option<(u64, u64)> {
    match text.split_once(',') {
        Some((a, b)) => Some((a.parse().ok()?, b.parse().ok()?)),
        None => Some((text.parse().ok()?, 0)),
    }
}

impl Driver {
    /// Starts `python3` on the driver and `file`, with the `--param`s given
    /// (the file reads them as `param(NAME, default)`), and reads the rule's
    /// form.
    pub fn start(file: &str, params: &[(String, i64)]) -> Result<(Driver, Form), String> {
        let mut child = Command::new(PYTHON)
            .arg(DRIVER)
            .arg(file)
            .args(params.iter().map(|(name, value)| format!("{name}={value}")))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| {
                format!("starting {PYTHON}: {e} (a Python rule needs python3 on PATH; on Debian, `apt-get install python3`)")
            })?;
        let input = child.stdin.take();
        let output = BufReader::new(child.stdout.take().expect("piped"));
        let mut driver = Driver {
            child,
            input,
            output,
            file: file.to_string(),
            line: String::new(),
        };
        let header = driver.next_line()?;
        let json: serde_json::Value = serde_json::from_str(&header)
            .map_err(|e| format!("the Python driver's first line is not its form ({e})"))?;
        let flag = |k: &str| json[k].as_bool().unwrap_or(false);
        let key = match json["key"].as_str() {
            Some("heap") => Key::Heap,
            Some("pair") => Key::Pair,
            Some("family") => Key::Family,
            other => return Err(format!("the Python driver named no form ({other:?})")),
        };
        let form = Form {
            key,
            dims: json["dims"].as_u64().unwrap_or(1) as usize,
            partisan: json["form"] == "partisan",
            show: flag("show"),
            canon: flag("canon"),
            guess: flag("guess"),
            scoring: !json["scoring"].is_null(),
            end: flag("end"),
        };
        Ok((driver, form))
    }

    /// The next line from the driver; its `x` line (an error, after which it
    /// exits) or its end of output is an error naming the file.
    fn next_line(&mut self) -> Result<String, String> {
        self.line.clear();
        let n = self
            .output
            .read_line(&mut self.line)
            .map_err(|e| format!("reading the Python driver's output: {e}"))?;
        if n == 0 {
            return Err(format!(
                "{}: the Python driver stopped (its messages above)",
                self.file
            ));
        }
        let line = self.line.trim_end_matches('\n');
        if let Some(message) = line.strip_prefix("x ") {
            return Err(format!("{}: {message}", self.file));
        }
        Ok(line.to_string())
    }

    /// The next `n` bytes of the driver's output (a position's options).
    fn bytes(&mut self, n: usize) -> Result<Vec<u8>, String> {
        let mut buf = vec![0; n];
        self.output.read_exact(&mut buf).map_err(|e| {
            format!(
                "{}: the Python driver stopped in the middle of the graph ({e})",
                self.file
            )
        })?;
        Ok(buf)
    }

    fn send(&mut self, value: &serde_json::Value) -> Result<(), String> {
        let input = self.input.as_mut().expect("open until dropped");
        writeln!(input, "{value}")
            .and_then(|()| input.flush())
            .map_err(|e| format!("writing to the Python driver: {e}"))
    }

    /// Asks for `request` and reads the graph it streams.
    pub fn enumerate<P: Part>(&mut self, request: &Request) -> Result<Stream<P>, String> {
        let mut json = serde_json::json!({
            "roots": request.roots.iter().copied().map(key_json).collect::<Vec<_>>(),
            "guess": request.guess,
            "raw_starts": request.raw_starts,
            "raw": if request.raw_all { Some("all") } else if request.raw_starts { Some("starts") } else { None },
            "max_positions": request.max_positions,
        });
        match request.table {
            Some((n, None)) => json["upto"] = n.into(),
            Some((a, Some(b))) => json["box"] = serde_json::json!([a, b]),
            None => {}
        }
        self.send(&json)?;
        let mut stream = Stream::default();
        loop {
            let line = self.next_line()?;
            let (tag, rest) = line.split_at(line.len().min(2));
            let (head, tail) = rest.split_once('\t').unwrap_or((rest, ""));
            let bad = || format!("the Python driver wrote {:?}", graph::clip(&line));
            match tag {
                "m " | "l " | "r " => {
                    // `TAG POS OPTIONS WORDS`, then the options' lengths
                    // (u32 each) and the parts (u64 each), little-endian.
                    let mut fields = rest.split(' ');
                    let (Some(pos), Some(n), Some(w), None) =
                        (fields.next(), fields.next(), fields.next(), fields.next())
                    else {
                        return Err(bad());
                    };
                    let p = P::parse(pos).ok_or_else(bad)?;
                    let n: usize = n.parse().map_err(|_| bad())?;
                    let w: usize = w.parse().map_err(|_| bad())?;
                    let lens: Vec<u32> = self
                        .bytes(4 * n)?
                        .chunks_exact(4)
                        .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
                        .collect();
                    let words: Vec<u64> = self
                        .bytes(8 * w)?
                        .chunks_exact(8)
                        .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
                        .collect();
                    let into = match tag {
                        "m " => &mut stream.moves,
                        "l " => &mut stream.left,
                        _ => &mut stream.right,
                    };
                    into.add(p, &lens, &words)
                        .map_err(|why| format!("the Python driver's options of {pos}: {why}"))?;
                }
                "b " => {
                    // `b POSITIONS OPTIONS`, then, little-endian, the
                    // positions (u64), their numbers of options (u32), their
                    // `end` payoffs (i64), and the options' points (i64),
                    // again flags (u8) and positions left (u64).
                    let mut fields = rest.split(' ');
                    let (Some(n), Some(m), None) = (fields.next(), fields.next(), fields.next())
                    else {
                        return Err(bad());
                    };
                    let n: usize = n.parse().map_err(|_| bad())?;
                    let m: usize = m.parse().map_err(|_| bad())?;
                    let words = |bytes: Vec<u8>| -> Vec<u64> {
                        bytes
                            .chunks_exact(8)
                            .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
                            .collect()
                    };
                    let positions = words(self.bytes(8 * n)?);
                    let counts: Vec<u32> = self
                        .bytes(4 * n)?
                        .chunks_exact(4)
                        .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
                        .collect();
                    let payoffs = words(self.bytes(8 * n)?);
                    let points = words(self.bytes(8 * m)?);
                    let again = self.bytes(m)?;
                    let next = words(self.bytes(8 * m)?);
                    let mut from = 0;
                    for ((&p, &count), &payoff) in positions.iter().zip(&counts).zip(&payoffs) {
                        let to = from + count as usize;
                        let (Some(points), Some(again), Some(next), Ok(p)) = (
                            points.get(from..to),
                            again.get(from..to),
                            next.get(from..to),
                            u32::try_from(p),
                        ) else {
                            return Err(bad());
                        };
                        let points: Vec<i64> = points.iter().map(|&x| x as i64).collect();
                        stream
                            .scored
                            .add(Id(p), payoff as i64, &points, again, next)
                            .map_err(|why| format!("the Python driver's options of {p}: {why}"))?;
                        from = to;
                    }
                }
                "s " => {
                    let id = tail.parse().map_err(|_| bad())?;
                    stream
                        .starts
                        .insert(parse_key(head).ok_or_else(bad)?, Id(id));
                }
                "c " => {
                    let from = head.parse().map_err(|_| bad())?;
                    let to = tail.parse().map_err(|_| bad())?;
                    stream.canon.insert(Id(from), Id(to));
                }
                "g " => {
                    let value = match tail {
                        "True" => Guessed::Loses(true),
                        "False" => Guessed::Loses(false),
                        n => match (n.parse(), n.parse()) {
                            (Ok(v), _) => Guessed::Value(v),
                            (_, Ok(v)) => Guessed::Signed(v),
                            _ => {
                                return Err(format!(
                                    "{}: guess({head}) returned {tail}: expected an int below 2^64, or a bool",
                                    self.file
                                ));
                            }
                        },
                    };
                    stream
                        .guesses
                        .insert(parse_key(head).ok_or_else(bad)?, value);
                }
                "e " => return Ok(stream),
                _ => return Err(bad()),
            }
        }
    }

    /// The names of the `--param`s the rule read (asked once its run is
    /// over).
    pub fn params_read(&mut self) -> Result<Vec<String>, String> {
        self.send(&serde_json::json!({ "read": true }))?;
        let line = self.next_line()?;
        serde_json::from_str(&line).map_err(|e| format!("the Python driver's parameters read: {e}"))
    }

    /// The text of a family's position (its `show`, or Rust's `{:?}` of
    /// the same value).
    pub fn show(&mut self, id: Id) -> Result<String, String> {
        self.send(&serde_json::json!({ "show": id.0 }))?;
        let line = self.next_line()?;
        serde_json::from_str(&line)
            .map_err(|e| format!("the Python driver's text of a position: {e}"))
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // End of input ends the driver; if it is still writing (the run
        // stopped before reading all of its graph), it would wait for a
        // reader forever, so it is stopped.
        drop(self.input.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
