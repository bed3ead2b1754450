//! The explorer's output quoted in the crates' guides is the explorer's
//! real output: every fenced ```console block in `crates/*/*.md` whose first
//! line is `$ cargo xtask grundy` naming a file under `crates/` (a rule file,
//! or a printed table: `--table crates/...`) is run (each `$` line, from the
//! workspace's root), and each line it quotes must be a line of the real
//! output — but for lines with a time or a rate, which vary from run to
//! run. A problem crate quoting its table this way is checked here too.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

/// One command of a block and the lines it quotes.
#[derive(Debug, PartialEq)]
struct Quoted {
    command: String,
    lines: Vec<String>,
}

/// The `cargo xtask grundy crates/...` commands of `text`'s console blocks.
fn blocks(text: &str) -> Vec<Quoted> {
    let mut found = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() != "```console" {
            continue;
        }
        let body: Vec<&str> = lines.by_ref().take_while(|l| l.trim() != "```").collect();
        let names_a_file = |l: &&str| {
            l.strip_prefix("$ cargo xtask grundy ")
                .is_some_and(|rest| rest.split_whitespace().any(|w| w.starts_with("crates/")))
        };
        if !body.first().is_some_and(names_a_file) {
            continue;
        }
        for line in body {
            match line.strip_prefix("$ ") {
                Some(command) => found.push(Quoted {
                    command: command.to_string(),
                    lines: Vec::new(),
                }),
                None => found
                    .last_mut()
                    .expect("a block starts with a command")
                    .lines
                    .push(line.trim_end().to_string()),
            }
        }
    }
    found
}

/// A line that names a time or a rate (`0.007 s`, `12 ms`, `3/s`).
fn varies(line: &str) -> bool {
    let bytes = line.as_bytes();
    line.contains("/s")
        || line
            .match_indices(" s")
            .chain(line.match_indices(" ms"))
            .any(|(at, unit)| {
                at > 0
                    && bytes[at - 1].is_ascii_digit()
                    && !bytes
                        .get(at + unit.len())
                        .is_some_and(|b| b.is_ascii_alphanumeric())
            })
}

/// Splits a command line on spaces, keeping '…' and "…" together.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote = None;
    let mut any = false;
    for c in command.chars() {
        match (quote, c) {
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (Some(q), c) if c == q => quote = None,
            (None, ' ') => {
                if any {
                    words.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            (_, c) => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// The quoted lines missing from `output` (blank and varying lines aside).
fn missing<'a>(quoted: &'a Quoted, output: &str) -> Vec<&'a str> {
    let real: Vec<&str> = output.lines().map(str::trim_end).collect();
    quoted
        .lines
        .iter()
        .map(String::as_str)
        .filter(|l| !l.is_empty() && !varies(l) && !real.contains(l))
        .collect()
}

#[test]
fn the_checker_finds_blocks_and_misquotes() {
    let text = "x\n```console\n$ cargo xtask grundy crates/a/g.rs --upto 3\ng: 4 values in 0.5 s\nG: 0 1\n```\n```console\n$ ls\nno\n```\n```console\n$ cargo xtask grundy 0.07\nno\n```\n";
    let found = blocks(text);
    assert_eq!(
        found,
        vec![Quoted {
            command: "cargo xtask grundy crates/a/g.rs --upto 3".to_string(),
            lines: vec!["g: 4 values in 0.5 s".to_string(), "G: 0 1".to_string()],
        }]
    );
    assert!(missing(&found[0], "g: 4 values in 0.7 s\nG: 0 1\n").is_empty());
    let table = "```console\n$ cargo xtask grundy --table crates/t.txt\nt\n```\n";
    assert_eq!(
        blocks(table)[0].command,
        "cargo xtask grundy --table crates/t.txt"
    );
    assert_eq!(missing(&found[0], "G: 0 2\n"), ["G: 0 1"]);
    assert!(varies("(41 values, 158 positions valued in 0.007 s)"));
    assert!(varies("took 12 ms"));
    assert!(!varies("period 2 from n = 0"));
    assert!(!varies("2 sums"));
    assert_eq!(
        words("cargo xtask grundy f.rs --moves \"7 6\" --x 'a b'"),
        ["cargo", "xtask", "grundy", "f.rs", "--moves", "7 6", "--x", "a b"]
    );
}

#[test]
fn every_quoted_explorer_output_is_the_real_one() {
    // Every block reruns a rule file through a fresh explorer build: a slow
    // check, which CI runs (`.ci/run` sets GAMES_SLOW_TESTS=1).
    if !judge::oracle::slow_checks() {
        eprintln!("skipped: the README console blocks are checked with GAMES_SLOW_TESTS=1");
        return;
    }
    let root = root();
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut guides: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .flat_map(|dir| {
            std::fs::read_dir(dir)
                .unwrap()
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "md"))
                .collect::<Vec<_>>()
        })
        .collect();
    guides.sort();
    for guide in guides {
        let text = std::fs::read_to_string(&guide).unwrap();
        for quoted in blocks(&text) {
            let args = words(&quoted.command);
            assert_eq!(args[..2], ["cargo", "xtask"], "{}", quoted.command);
            let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
                .args(&args[2..])
                .current_dir(&root)
                .output()
                .unwrap();
            let output = String::from_utf8_lossy(&out.stdout);
            let lost = missing(&quoted, &output);
            if !lost.is_empty() {
                failures.push(format!(
                    "{}: `{}` does not print:\n  {}\n(it prints:\n{output})",
                    guide.display(),
                    quoted.command,
                    lost.join("\n  ")
                ));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    // The explorer's own guide quotes its tables this way.
    assert!(checked >= 2, "only {checked} quoted runs found");
}
