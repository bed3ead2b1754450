//! The max-size inputs of `cargo xtask bench`: one seeded generator per
//! problem, at the judge's limits from `PROBLEMS.md`, and one validator per
//! problem that parses the input back and checks it against those limits
//! (as Library Checker does), independently of the generator.
//!
//! For inputs that run until end of file (or until a terminating line) the
//! judges state no total size; each such spec says in a comment which size it
//! takes and why.

use std::io::{self, BufRead, Write};

use judge::Rng;

/// How to make and check one problem's max-size input.
pub struct Spec {
    /// The problem (crate) name.
    pub problem: &'static str,
    /// What the input holds, for the table.
    pub describe: &'static str,
    /// Bump it whenever `generate` changes, so cached inputs are regenerated.
    pub version: u32,
    /// I/O-bound problems must stay within [`super::report::IO_BOUND_RATIO`]
    /// of the time `scan_only` takes to read the same input.
    pub io_bound: bool,
    /// Writes the input; the only randomness is `rng`.
    pub generate: fn(&mut Rng, &mut Writer<'_>),
    /// Parses the input back, checks the judge's limits and returns its shape.
    pub validate: fn(&mut Reader<'_>) -> Result<Shape, String>,
    /// The shape `validate` must find: the input really is max-size.
    pub shape: Shape,
}

/// How many cases an input holds and how many values (numbers or strips) in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub cases: usize,
    pub values: usize,
}

/// The seed of every generator, mixed with the problem's name so that the
/// inputs do not change when specs are added or reordered.
const SEED: u64 = 0x6265_6e63_685f_6d61;

impl Spec {
    /// Writes the input, generated from the fixed seed, to `sink` (a few
    /// kilobytes at a time, so that even the largest input is never held whole).
    pub fn write_input(&self, sink: &mut dyn Write) -> io::Result<()> {
        let mut rng = Rng::new(SEED ^ fnv1a(self.problem.as_bytes()));
        let mut out = Writer {
            buf: Vec::with_capacity(2 * Writer::SPILL_AT),
            sink,
            error: None,
        };
        (self.generate)(&mut rng, &mut out);
        out.finish()
    }

    /// The whole input in memory.
    #[cfg(test)]
    pub fn input(&self) -> Vec<u8> {
        let mut input = Vec::new();
        self.write_input(&mut input)
            .expect("writing to a Vec does not fail");
        input
    }

    /// Checks `input` against the judge's limits and that it has [`Spec::shape`].
    pub fn check(&self, input: &mut dyn BufRead) -> Result<(), String> {
        let mut reader = Reader {
            input,
            token: Vec::new(),
            has_token: false,
            n_read: 0,
            last_byte: None,
        };
        let shape = (self.validate)(&mut reader)?;
        reader.end()?;
        if shape != self.shape {
            return Err(format!("expected {:?}, found {shape:?}", self.shape));
        }
        Ok(())
    }
}

/// The spec of `problem`, if it has one.
pub fn spec(problem: &str) -> Option<&'static Spec> {
    SPECS.iter().find(|spec| spec.problem == problem)
}

/// FNV-1a: a stable hash of the problem name for its seed.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

const TWO_POW_31: u64 = 1 << 31;

/// One spec per problem of `PROBLEMS.md`, in its order.
pub static SPECS: &[Spec] = &[
    Spec {
        problem: "bzoj-1874",
        describe: "10 piles ≤ 1000, amounts 1..10",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[10]);
            out.line(&(0..10).map(|_| rng.range(1, 1000)).collect::<Vec<_>>());
            // M = 10 strictly increasing amounts ≤ 10 leaves only 1..=10.
            out.line(&[10]);
            out.line(&(1..=10).collect::<Vec<_>>());
        },
        validate: |r| {
            let n = r.int(1, 10, "N")?;
            r.skip_ints(n, 0, 1000, "A_i")?;
            let m = r.int(1, 10, "M")?;
            let amounts = r.ints(m, 1, 10, "B_i")?;
            if amounts.windows(2).any(|w| w[0] >= w[1]) {
                return Err("B_i must be strictly increasing".into());
            }
            Ok(Shape {
                cases: 1,
                values: (n + m) as usize,
            })
        },
        shape: Shape {
            cases: 1,
            values: 20,
        },
    },
    Spec {
        problem: "hdu-3032",
        describe: "1 case, 10^6 heaps < 2^31",
        version: 1,
        io_bound: true,
        generate: |rng, out| {
            out.line(&[1, 1_000_000]);
            out.lines_of(1_000_000, 10, || rng.range(1, TWO_POW_31 - 1));
        },
        validate: |r| {
            cases(r, 1, 100, |r| {
                let n = r.int(1, 1_000_000, "N")?;
                r.skip_ints(n, 1, TWO_POW_31 as i128 - 1, "S_i")?;
                Ok(n as usize)
            })
        },
        shape: Shape {
            cases: 1,
            values: 1_000_000,
        },
    },
    Spec {
        problem: "acdream-1112",
        describe: "10 cases × 10^5 numbers ≤ 5·10^6",
        version: 1,
        io_bound: true,
        // Cases run until end of file; ten full ones, as in the issue.
        generate: |rng, out| {
            for _ in 0..10 {
                out.line(&[100_000]);
                out.lines_of(100_000, 10, || rng.range(1, 5_000_000));
            }
        },
        validate: |r| {
            until_eof(r, |r| {
                let n = r.int(1, 100_000, "n")?;
                r.skip_ints(n, 1, 5_000_000, "v")?;
                Ok(n as usize)
            })
        },
        shape: Shape {
            cases: 10,
            values: 1_000_000,
        },
    },
    Spec {
        problem: "lightoj-1229",
        describe: "200 strips × 200 cells",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[200]);
            strips(rng, out, 200);
        },
        validate: |r| cases(r, 1, 200, |r| strip(r).map(|_| 1)),
        shape: Shape {
            cases: 200,
            values: 200,
        },
    },
    Spec {
        problem: "uva-10561",
        describe: "99 strips × 200 cells",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[99]);
            strips(rng, out, 99);
        },
        validate: |r| cases(r, 1, 99, |r| strip(r).map(|_| 1)),
        shape: Shape {
            cases: 99,
            values: 99,
        },
    },
    Spec {
        problem: "bzoj-1188",
        describe: "10 cases × 21 bottles ≤ 10^4",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[10]);
            for _ in 0..10 {
                out.line(&[21]);
                out.line(&(0..21).map(|_| rng.range(0, 10_000)).collect::<Vec<_>>());
            }
        },
        validate: |r| {
            cases(r, 1, 10, |r| {
                let n = r.int(2, 21, "n")?;
                r.skip_ints(n, 0, 10_000, "p_i")?;
                Ok(n as usize)
            })
        },
        shape: Shape {
            cases: 10,
            values: 210,
        },
    },
    Spec {
        problem: "nod51-1066",
        describe: "10^4 games N, K ≤ 10^9",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[10_000]);
            for _ in 0..10_000 {
                out.line(&[rng.range(1, 1_000_000_000), rng.range(1, 1_000_000_000)]);
            }
        },
        validate: |r| {
            cases(r, 1, 10_000, |r| {
                r.skip_ints(2, 1, 1_000_000_000, "N, K")?;
                Ok(2)
            })
        },
        shape: Shape {
            cases: 10_000,
            values: 20_000,
        },
    },
    Spec {
        problem: "nod51-1069",
        describe: "1000 piles ≤ 10^9",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[1000]);
            out.lines_of(1000, 1, || rng.range(1, 1_000_000_000));
        },
        validate: |r| {
            let n = r.int(1, 1000, "N")?;
            r.skip_ints(n, 1, 1_000_000_000, "A_i")?;
            Ok(Shape {
                cases: 1,
                values: n as usize,
            })
        },
        shape: Shape {
            cases: 1,
            values: 1000,
        },
    },
    Spec {
        problem: "nod51-1714",
        describe: "10^5 numbers < 2^64",
        version: 1,
        io_bound: true,
        generate: |rng, out| {
            out.line(&[100_000]);
            out.lines_of(100_000, 10, || rng.next_u64());
        },
        validate: |r| {
            let n = r.int(1, 100_000, "n")?;
            r.skip_ints(n, 0, u64::MAX.into(), "a_i")?;
            Ok(Shape {
                cases: 1,
                values: n as usize,
            })
        },
        shape: Shape {
            cases: 1,
            values: 100_000,
        },
    },
    Spec {
        problem: "nyoj-23",
        describe: "999 games N, M ≤ 10^6",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[999]);
            for _ in 0..999 {
                out.line(&[rng.range(1, 1_000_000), rng.range(1, 1_000_000)]);
            }
        },
        validate: |r| {
            cases(r, 1, 999, |r| {
                r.skip_ints(2, 1, 1_000_000, "N, M")?;
                Ok(2)
            })
        },
        shape: Shape {
            cases: 999,
            values: 1998,
        },
    },
    Spec {
        problem: "nyoj-135",
        describe: "99 cases × 99 piles m, n ≤ 2^31",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[99]);
            for _ in 0..99 {
                out.line(&[99]);
                for _ in 0..99 {
                    out.line(&[rng.range(0, TWO_POW_31), rng.range(0, TWO_POW_31)]);
                }
            }
        },
        validate: |r| {
            cases(r, 1, 99, |r| {
                let n = r.int(2, 99, "N")?;
                r.skip_ints(2 * n, 0, TWO_POW_31.into(), "m, n")?;
                Ok(n as usize)
            })
        },
        shape: Shape {
            cases: 99,
            values: 99 * 99,
        },
    },
    Spec {
        problem: "nyoj-137",
        describe: "10^4 cases × 10 piles ≤ 100",
        version: 1,
        io_bound: false,
        // Cases run until `0`; 10^4 full ones keep the input near 300 KB.
        generate: |rng, out| {
            for _ in 0..10_000 {
                out.line(&[10]);
                out.line(&(0..10).map(|_| rng.range(1, 100)).collect::<Vec<_>>());
            }
            out.line(&[0]);
        },
        validate: |r| {
            until_zero(r, |r, n| {
                if n > 10 {
                    return Err(format!("N = {n} is above 10"));
                }
                r.skip_ints(n, 0, 100, "count")?;
                Ok(n as usize)
            })
        },
        shape: Shape {
            cases: 10_000,
            values: 100_000,
        },
    },
    Spec {
        problem: "nyoj-161",
        describe: "10^5 positions a, b ≤ 10^9",
        version: 1,
        io_bound: false,
        // Lines run until end of file; 10^5 of them, as the issue suggests.
        generate: |rng, out| {
            for _ in 0..100_000 {
                out.line(&[rng.range(0, 1_000_000_000), rng.range(0, 1_000_000_000)]);
            }
        },
        validate: |r| {
            until_eof(r, |r| {
                r.skip_ints(2, 0, 1_000_000_000, "a, b")?;
                Ok(2)
            })
        },
        shape: Shape {
            cases: 100_000,
            values: 200_000,
        },
    },
    Spec {
        problem: "nyoj-358",
        describe: "10^5 piles < 2^64",
        version: 1,
        io_bound: false,
        // Values run until end of file; 10^5 of them, like the other EOF inputs.
        generate: |rng, out| out.lines_of(100_000, 1, || rng.range(2, u64::MAX)),
        validate: |r| until_eof(r, |r| r.int(2, u64::MAX.into(), "n").map(|_| 1)),
        shape: Shape {
            cases: 100_000,
            values: 100_000,
        },
    },
    Spec {
        problem: "nyoj-585",
        describe: "10^4 cases × 1000 piles ≤ 100",
        version: 1,
        io_bound: false,
        // Both limits at once: 10^7 numbers, about 39 MB, the largest input here.
        generate: |rng, out| {
            out.line(&[10_000]);
            for _ in 0..10_000 {
                out.line(&[1000]);
                out.lines_of(1000, 1000, || rng.range(1, 100));
            }
        },
        validate: |r| {
            cases(r, 1, 10_000, |r| {
                let m = r.int(1, 1000, "m")?;
                r.skip_ints(m, 0, 100, "pile")?;
                Ok(m as usize)
            })
        },
        shape: Shape {
            cases: 10_000,
            values: 10_000_000,
        },
    },
    Spec {
        problem: "nyoj-833",
        describe: "10^5 circles, 32-bit n",
        version: 1,
        io_bound: false,
        // Values run until end of file; 10^5 of them. One in ten is ≤ 0 (the
        // judge allows any 32-bit int), the rest are real circles.
        generate: |rng, out| {
            for _ in 0..100_000 {
                let n = if rng.chance(1, 10) {
                    rng.range_i64(i32::MIN.into(), 0)
                } else {
                    rng.range_i64(1, i32::MAX.into())
                };
                out.signed_line(n);
            }
        },
        validate: |r| {
            until_eof(r, |r| {
                r.int(i32::MIN.into(), i32::MAX.into(), "n").map(|_| 1)
            })
        },
        shape: Shape {
            cases: 100_000,
            values: 100_000,
        },
    },
    Spec {
        problem: "hdu-2177",
        describe: "10^5 positions a ≤ b ≤ 10^6",
        version: 1,
        io_bound: false,
        // Lines run until `0 0`; 10^5 of them, like nyoj-161.
        generate: |rng, out| {
            for _ in 0..100_000 {
                let (a, b) = (rng.range(0, 1_000_000), rng.range(1, 1_000_000));
                out.line(&[a.min(b), a.max(b)]);
            }
            out.line(&[0, 0]);
        },
        validate: |r| {
            let mut shape = Shape {
                cases: 0,
                values: 0,
            };
            loop {
                let a = r.int(0, 1_000_000, "a")?;
                let b = r.int(a, 1_000_000, "b")?;
                if (a, b) == (0, 0) {
                    return Ok(shape);
                }
                shape.cases += 1;
                shape.values += 2;
            }
        },
        shape: Shape {
            cases: 100_000,
            values: 200_000,
        },
    },
    Spec {
        problem: "nyoj-837",
        describe: "10 cases n = 10^5",
        version: 1,
        io_bound: false,
        // Values run until end of file. Ten cases of the largest n: a table
        // rebuilt per case would show, and the output (about 1.6 MB per case)
        // is what costs.
        generate: |_, out| out.lines_of(10, 1, || 100_000),
        validate: |r| until_eof(r, |r| r.int(0, 100_000, "n").map(|_| 1)),
        shape: Shape {
            cases: 10,
            values: 10,
        },
    },
    Spec {
        problem: "poj-1704",
        describe: "20 cases × 1000 positions ≤ 10^4",
        version: 1,
        io_bound: false,
        generate: |rng, out| {
            out.line(&[20]);
            let mut cells: Vec<u64> = (1..=10_000).collect();
            for _ in 0..20 {
                rng.shuffle(&mut cells);
                out.line(&[1000]);
                out.line(&cells[..1000]);
            }
        },
        validate: |r| {
            cases(r, 1, 20, |r| {
                let n = r.int(1, 1000, "N")?;
                let mut cells = r.ints(n, 1, 10_000, "position")?;
                cells.sort_unstable();
                if cells.windows(2).any(|w| w[0] == w[1]) {
                    return Err("positions must be distinct".into());
                }
                Ok(n as usize)
            })
        },
        shape: Shape {
            cases: 20,
            values: 20_000,
        },
    },
    Spec {
        problem: "poj-2311",
        describe: "all 199 × 199 sizes",
        version: 1,
        io_bound: false,
        // Lines run until end of file; every size once, as in the issue.
        generate: |_, out| {
            for w in 2..=200 {
                for h in 2..=200 {
                    out.line(&[w, h]);
                }
            }
        },
        validate: |r| {
            until_eof(r, |r| {
                r.skip_ints(2, 2, 200, "W, H")?;
                Ok(2)
            })
        },
        shape: Shape {
            cases: 199 * 199,
            values: 2 * 199 * 199,
        },
    },
    Spec {
        problem: "hdu-1850",
        describe: "10^4 cases × 100 piles ≤ 10^6",
        version: 1,
        io_bound: false,
        // Cases run until `0`; 10^4 full ones make 10^6 piles, as in hdu-3032.
        generate: |rng, out| {
            for _ in 0..10_000 {
                out.line(&[100]);
                out.line(
                    &(0..100)
                        .map(|_| rng.range(1, 1_000_000))
                        .collect::<Vec<_>>(),
                );
            }
            out.line(&[0]);
        },
        validate: |r| {
            until_zero(r, |r, m| {
                if !(2..=100).contains(&m) {
                    return Err(format!("M = {m} is outside 2..=100"));
                }
                r.skip_ints(m, 0, 1_000_000, "pile")?;
                Ok(m as usize)
            })
        },
        shape: Shape {
            cases: 10_000,
            values: 1_000_000,
        },
    },
];

/// Treblecross strips of 200 cells without `XXX`: the first all empty, the
/// others with about 1/2, 1/4, …, 1/32 of the cells marked, cycling.
fn strips(rng: &mut Rng, out: &mut Writer<'_>, n_strips: usize) {
    for strip_idx in 0..n_strips {
        let mut cells = [b'.'; 200];
        if strip_idx > 0 {
            let one_in = 1 << (strip_idx % 5 + 1);
            for i in 0..cells.len() {
                let after_two_marks = i >= 2 && cells[i - 1] == b'X' && cells[i - 2] == b'X';
                if !after_two_marks && rng.chance(1, one_in) {
                    cells[i] = b'X';
                }
            }
        }
        out.word_line(&cells);
    }
}

/// One treblecross strip: 3 to 200 cells of `.`/`X`, never `XXX`.
fn strip(r: &mut Reader<'_>) -> Result<(), String> {
    let cells = r.word("strip")?;
    if !(3..=200).contains(&cells.len()) {
        return Err(format!("a strip of {} cells", cells.len()));
    }
    if cells.iter().any(|&c| c != b'.' && c != b'X') {
        return Err("a strip holds only `.` and `X`".into());
    }
    if cells.windows(3).any(|w| w == b"XXX") {
        return Err("a strip already holds XXX".into());
    }
    Ok(())
}

/// `T` in `min_cases..=max_cases`, then `T` cases, each returning its number of values.
fn cases(
    r: &mut Reader<'_>,
    min_cases: i128,
    max_cases: i128,
    mut case: impl FnMut(&mut Reader<'_>) -> Result<usize, String>,
) -> Result<Shape, String> {
    let n_cases = r.int(min_cases, max_cases, "T")?;
    let mut shape = Shape {
        cases: n_cases as usize,
        values: 0,
    };
    for _ in 0..n_cases {
        shape.values += case(r)?;
    }
    Ok(shape)
}

/// Cases until the input ends.
fn until_eof(
    r: &mut Reader<'_>,
    mut case: impl FnMut(&mut Reader<'_>) -> Result<usize, String>,
) -> Result<Shape, String> {
    let mut shape = Shape {
        cases: 0,
        values: 0,
    };
    while !r.at_end()? {
        shape.cases += 1;
        shape.values += case(r)?;
    }
    Ok(shape)
}

/// Cases that start with a count, until a count of 0.
fn until_zero(
    r: &mut Reader<'_>,
    mut case: impl FnMut(&mut Reader, i128) -> Result<usize, String>,
) -> Result<Shape, String> {
    let mut shape = Shape {
        cases: 0,
        values: 0,
    };
    loop {
        let n = r.int(0, i128::from(u32::MAX), "count")?;
        if n == 0 {
            return Ok(shape);
        }
        shape.cases += 1;
        shape.values += case(r, n)?;
    }
}

/// Writes input text: numbers separated by single spaces, lines ending in
/// `\n`. It collects a few kilobytes before passing them on to its sink, and
/// keeps the first write error for [`Writer::finish`].
pub struct Writer<'a> {
    buf: Vec<u8>,
    sink: &'a mut dyn Write,
    error: Option<io::Error>,
}

impl Writer<'_> {
    const SPILL_AT: usize = 1 << 16;

    /// Passes the collected text on once there is enough of it.
    fn spill_if_full(&mut self) {
        if self.buf.len() >= Self::SPILL_AT {
            self.spill();
        }
    }

    fn spill(&mut self) {
        if self.error.is_none() {
            self.error = self.sink.write_all(&self.buf).err();
        }
        self.buf.clear();
    }

    fn finish(mut self) -> io::Result<()> {
        self.spill();
        self.error.map_or(Ok(()), Err)
    }

    fn number(&mut self, mut value: u64) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (value % 10) as u8;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        self.buf.extend_from_slice(&digits[start..]);
    }

    /// One line of numbers.
    fn line(&mut self, values: &[u64]) {
        for (i, &value) in values.iter().enumerate() {
            if i > 0 {
                self.buf.push(b' ');
            }
            self.number(value);
        }
        self.buf.push(b'\n');
        self.spill_if_full();
    }

    /// `count` numbers from `next`, `per_line` to a line.
    fn lines_of(&mut self, count: usize, per_line: usize, mut next: impl FnMut() -> u64) {
        for i in 0..count {
            self.number(next());
            let line_ends = (i + 1) % per_line == 0 || i + 1 == count;
            self.buf.push(if line_ends { b'\n' } else { b' ' });
            self.spill_if_full();
        }
    }

    fn signed_line(&mut self, value: i64) {
        if value < 0 {
            self.buf.push(b'-');
        }
        self.number(value.unsigned_abs());
        self.buf.push(b'\n');
        self.spill_if_full();
    }

    fn word_line(&mut self, word: &[u8]) {
        self.buf.extend_from_slice(word);
        self.buf.push(b'\n');
        self.spill_if_full();
    }
}

/// Reads input text back strictly, token by token: only printable bytes,
/// spaces and line breaks, canonical integers (no `+`, no leading zeros, no
/// `-0`) within stated bounds, and a line break at the very end.
pub struct Reader<'a> {
    input: &'a mut dyn BufRead,
    /// The token read last, or the next one if `has_token`.
    token: Vec<u8>,
    has_token: bool,
    /// Tokens taken so far.
    n_read: usize,
    last_byte: Option<u8>,
}

impl Reader<'_> {
    /// Reads the next token into `token` unless it is there already; `false`
    /// at the end of the input.
    fn fill_token(&mut self) -> Result<bool, String> {
        if self.has_token {
            return Ok(true);
        }
        self.token.clear();
        loop {
            let buf = self
                .input
                .fill_buf()
                .map_err(|err| format!("cannot read the input: {err}"))?;
            if buf.is_empty() {
                break;
            }
            let mut used = 0;
            let mut token_ended = false;
            for &byte in buf {
                used += 1;
                if byte == b' ' || byte == b'\n' {
                    if !self.token.is_empty() {
                        token_ended = true;
                        break;
                    }
                } else if byte.is_ascii_graphic() {
                    self.token.push(byte);
                } else {
                    return Err(format!(
                        "byte {byte:#04x} is neither printable nor a space or line break"
                    ));
                }
            }
            self.last_byte = Some(buf[used - 1]);
            self.input.consume(used);
            if token_ended {
                break;
            }
        }
        self.has_token = !self.token.is_empty();
        Ok(self.has_token)
    }

    /// Takes the next token into `token`.
    fn take_token(&mut self, what: &str) -> Result<(), String> {
        self.n_read += 1;
        if !self.fill_token()? {
            return Err(format!(
                "token {}: expected {what}, found the end",
                self.n_read
            ));
        }
        self.has_token = false;
        Ok(())
    }

    fn at_end(&mut self) -> Result<bool, String> {
        Ok(!self.fill_token()?)
    }

    fn end(&mut self) -> Result<(), String> {
        if !self.at_end()? {
            Err(format!(
                "token {}: expected the end of the input",
                self.n_read + 1
            ))
        } else if self.last_byte != Some(b'\n') {
            Err("the input must end with a line break".into())
        } else {
            Ok(())
        }
    }

    fn word(&mut self, what: &str) -> Result<&[u8], String> {
        self.take_token(what)?;
        Ok(&self.token)
    }

    /// One canonical integer in `lo..=hi`.
    fn int(&mut self, lo: i128, hi: i128, what: &str) -> Result<i128, String> {
        self.take_token(what)?;
        let token = &self.token[..];
        let (negative, digits) = match token.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, token),
        };
        // At most 20 digits: every bound here fits in 64 bits (plus sign),
        // and the value then cannot overflow an i128.
        let canonical = (1..=20).contains(&digits.len())
            && digits.iter().all(u8::is_ascii_digit)
            && (digits[0] != b'0' || (digits.len() == 1 && !negative));
        if !canonical {
            let text = String::from_utf8_lossy(token);
            return Err(format!(
                "token {}: {what} must be an integer, found `{text}`",
                self.n_read
            ));
        }
        let magnitude = digits
            .iter()
            .fold(0i128, |value, &d| value * 10 + i128::from(d - b'0'));
        let value = if negative { -magnitude } else { magnitude };
        if !(lo..=hi).contains(&value) {
            return Err(format!(
                "token {}: {what} = {value} is outside {lo}..={hi}",
                self.n_read
            ));
        }
        Ok(value)
    }

    /// `count` canonical integers in `lo..=hi`, skipped.
    fn skip_ints(&mut self, count: i128, lo: i128, hi: i128, what: &str) -> Result<(), String> {
        (0..count).try_for_each(|_| self.int(lo, hi, what).map(drop))
    }

    /// `count` canonical integers in `lo..=hi`.
    fn ints(&mut self, count: i128, lo: i128, hi: i128, what: &str) -> Result<Vec<i128>, String> {
        (0..count).map(|_| self.int(lo, hi, what)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_input_is_deterministic_and_within_the_limits_at_full_size() {
        // About 60 MB of text in all: one thread per spec uses every core.
        std::thread::scope(|scope| {
            for spec in SPECS {
                scope.spawn(move || {
                    let input = spec.input();
                    assert!(
                        input == spec.input(),
                        "{}: two generations differ",
                        spec.problem
                    );
                    if let Err(err) = spec.check(&mut &input[..]) {
                        panic!("{}: {err}", spec.problem);
                    }
                });
            }
        });
    }

    #[test]
    fn specs_are_unique_and_cover_every_problem_in_problems_md() {
        let mut names: Vec<&str> = SPECS.iter().map(|spec| spec.problem).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), SPECS.len(), "a problem has two specs");
        // PROBLEMS.md lives beside the repository on the development machine;
        // where it is absent (a plain clone) there is nothing to compare.
        let problems_md = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/PROBLEMS.md");
        let Ok(text) = std::fs::read_to_string(problems_md) else {
            return;
        };
        for heading in text.lines().filter_map(|line| line.strip_prefix("## ")) {
            let name = heading.split_whitespace().next().unwrap_or_default();
            assert!(
                spec(name).is_some(),
                "{name} in PROBLEMS.md has no bench input"
            );
        }
    }

    #[test]
    fn the_validator_rejects_inputs_beyond_the_limits() {
        let bash = spec("nod51-1066").unwrap();
        let reject = |input: &str| bash.check(&mut input.as_bytes()).unwrap_err();
        assert_eq!(
            reject("1\n1 1000000001\n"),
            "token 3: N, K = 1000000001 is outside 1..=1000000000"
        );
        assert_eq!(
            reject("1\n1 01\n"),
            "token 3: N, K must be an integer, found `01`"
        );
        assert_eq!(reject("1\n1 2"), "the input must end with a line break");
        assert_eq!(
            reject("1\n1 2\n3\n"),
            "token 4: expected the end of the input"
        );
        assert_eq!(reject("2\n1 2\n"), "token 4: expected N, K, found the end");
        assert_eq!(
            reject("1\n1\t2\n"),
            "byte 0x09 is neither printable nor a space or line break"
        );
        assert_eq!(
            reject("1\n1 2\n"),
            "expected Shape { cases: 10000, values: 20000 }, found Shape { cases: 1, values: 2 }"
        );
        let strips = spec("lightoj-1229").unwrap();
        assert_eq!(
            strips.check(&mut &b"1\n.XXX.\n"[..]).unwrap_err(),
            "a strip already holds XXX"
        );
        let signed = spec("nyoj-833").unwrap();
        assert!(signed
            .check(&mut &b"-0\n"[..])
            .unwrap_err()
            .contains("must be an integer"));
    }
}
