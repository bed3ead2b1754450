//! The explorer's flags, as `cargo xtask grundy FILE.rs` passes them to the
//! game's generated binary: one struct every report reads ([`Options`]),
//! apart from the reports themselves so that none of them imports another
//! for it.

use std::path::PathBuf;

/// The heaps a one-heap rule is tabled to when `--upto` is not given.
pub const DEFAULT_UPTO: u64 = 10_000;
/// The box a pair rule is tabled on when `--box` is not given.
pub const DEFAULT_BOX: (u64, u64) = (30, 30);

/// The flags, as the xtask passes them (it has checked their syntax already;
/// the binary checks again, so that running it by hand is safe too).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// The game's name in the report (the xtask passes the file's path).
    pub name: String,
    pub upto: Option<u64>,
    pub r#box: Option<(u64, u64)>,
    pub json: bool,
    pub plot: Option<PathBuf>,
    pub show: usize,
    pub moves: Option<String>,
    pub play: Option<String>,
    /// Generalised Sprague–Grundy values of a rule whose moves cycle ([`crate::report::loopy`]).
    pub loopy: bool,
    /// Misère play, by literal search of the sums ([`crate::report::misere`]).
    pub misere: bool,
    /// The literal search's bound on sum positions (default
    /// [`crate::engines::literal::MAX_SUMS`]): `--misere`, and remoteness.
    pub max_sums: Option<usize>,
    /// `--html FILE.html`: the game's page ([`crate::report::page`]).
    pub html: Option<PathBuf>,
    /// `--force`: overwrite a page the explorer did not write.
    pub force: bool,
    /// `--param NAME=VALUE`, in order ([`crate::cli::params`]).
    pub params: Vec<(String, i64)>,
    /// `--positions`: every position a family or a scoring rule valued,
    /// with its value ([`crate::report::positions`]).
    pub positions: bool,
}

impl Options {
    /// Reads `--name S --upto N --box A,B --json --plot FILE.svg --show K
    /// --moves POS --play POS --loopy --misere --max-sums N --html FILE.html
    /// --force --param NAME=VALUE --positions`.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut o = Options {
            name: "game".to_string(),
            show: 100,
            ..Options::default()
        };
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let mut value = || {
                it.next()
                    .cloned()
                    .ok_or_else(|| format!("{flag} needs a value"))
            };
            match flag.as_str() {
                "--name" => o.name = value()?,
                "--upto" => {
                    let v = value()?;
                    o.upto = Some(
                        v.parse()
                            .map_err(|_| format!("--upto: expected a number ≥ 0, found {v:?}"))?,
                    );
                }
                "--box" => o.r#box = Some(parse_box(&value()?)?),
                "--json" => o.json = true,
                "--plot" => o.plot = Some(PathBuf::from(value()?)),
                "--html" => o.html = Some(PathBuf::from(value()?)),
                "--force" => o.force = true,
                "--show" => {
                    let v = value()?;
                    o.show = v
                        .parse()
                        .map_err(|_| format!("--show: expected a number ≥ 0, found {v:?}"))?;
                }
                "--moves" => o.moves = Some(value()?),
                "--play" => o.play = Some(value()?),
                "--loopy" => o.loopy = true,
                "--misere" => o.misere = true,
                "--max-sums" => {
                    let v = value()?;
                    o.max_sums =
                        Some(v.parse().ok().filter(|&n: &usize| n >= 1).ok_or_else(|| {
                            format!("--max-sums: expected a number ≥ 1, found {v:?}")
                        })?);
                }
                "--param" => {
                    let (name, v) = super::params::parse(&value()?)?;
                    if o.params.iter().any(|(n, _)| *n == name) {
                        return Err(format!("--param {name} is given twice"));
                    }
                    o.params.push((name, v));
                }
                "--positions" => o.positions = true,
                other => return Err(format!("unknown flag {other:?}")),
            }
        }
        if o.moves.is_some() && o.play.is_some() {
            return Err("--moves and --play cannot be used together".to_string());
        }
        if o.html.is_some() && (o.moves.is_some() || o.play.is_some() || o.json || o.plot.is_some())
        {
            return Err("--html writes the game's page; it does not go with --moves, --play, --json or --plot".to_string());
        }
        if o.positions && (o.moves.is_some() || o.play.is_some() || o.loopy || o.misere) {
            return Err("--positions lists the positions the table valued: it goes with the table, not with --moves, --play, --loopy or --misere".to_string());
        }
        Ok(o)
    }
}

/// `A,B`, both at least 1: the box 0 ≤ a < A, 0 ≤ b < B.
pub fn parse_box(text: &str) -> Result<(u64, u64), String> {
    let bad = || format!("--box: expected A,B (two numbers ≥ 1), found {text:?}");
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    if a == 0 || b == 0 || a.checked_mul(b).is_none_or(|n| n > 1 << 28) {
        return Err(format!(
            "--box: {a}×{b} is empty or too large (at most 2^28 positions)"
        ));
    }
    Ok((a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn options_parse_and_refuse() {
        let o = Options::parse(&args("--upto 50 --json --show 7 --name g.rs")).unwrap();
        assert_eq!(
            (o.upto, o.json, o.show, o.name.as_str()),
            (Some(50), true, 7, "g.rs")
        );
        assert_eq!(
            Options::parse(&args("--box 3,4")).unwrap().r#box,
            Some((3, 4))
        );
        let o = Options::parse(&args("--html p.html --force")).unwrap();
        assert_eq!(
            (o.html.as_deref(), o.force),
            (Some(std::path::Path::new("p.html")), true)
        );
        let o = Options::parse(&args("--param k=3 --param m=-1 --positions")).unwrap();
        assert_eq!(o.params, [("k".to_string(), 3), ("m".to_string(), -1)]);
        assert!(o.positions);
        for bad in [
            "--box 3",
            "--box 0,4",
            "--upto x",
            "--frob",
            "--show",
            "--moves 1 --play 2",
            "--html p.html --json",
            "--html p.html --moves 3",
            "--param k=1 --param k=2",
            "--param k",
            "--param k=1..3",
            "--positions --moves 3",
        ] {
            assert!(Options::parse(&args(bad)).is_err(), "{bad}");
        }
    }
}
