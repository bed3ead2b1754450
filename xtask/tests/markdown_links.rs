//! Every relative link in the repository's Markdown files resolves: the file
//! (or folder) it names exists, and its `#anchor`, if any, is a heading of
//! that file (GitHub's slugs). Guides move between files; a link left behind
//! fails here, naming the file, the line and the link. Code a guide quotes
//! from a named file is still in that file, and the index of `gamecore`
//! (`crates/core/README.md`) matches the code (`markdown_links/core_index.rs`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The Markdown files under `dir`, skipping build output and dot-folders.
fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if entry.file_type().unwrap().is_dir() {
            if name != "target" && !name.starts_with('.') {
                markdown_files(&path, out);
            }
        } else if name.ends_with(".md") {
            out.push(path);
        }
    }
}

/// The lines of `text` outside fenced code blocks, with their numbers.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as
/// hyphens; a repeated heading gets `-1`, `-2`, ….
fn anchors(text: &str) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = Vec::new();
    for (_, line) in prose_lines(text) {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let slug: String = line[hashes..]
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let n = seen.entry(slug.clone()).or_insert(0);
        out.push(if *n == 0 {
            slug.clone()
        } else {
            format!("{slug}-{n}")
        });
        *n += 1;
    }
    out
}

/// The targets of the inline links `[text](target)` on a line, code spans
/// left out.
fn link_targets(line: &str) -> Vec<String> {
    let mut prose = String::new();
    for (i, part) in line.split('`').enumerate() {
        if i % 2 == 0 {
            prose.push_str(part);
        } else {
            prose.push_str("code");
        }
    }
    let mut targets = Vec::new();
    let mut rest = prose.as_str();
    while let Some(start) = rest.find("](") {
        rest = &rest[start + 2..];
        let Some(end) = rest.find(')') else { break };
        let target = rest[..end].split_whitespace().next().unwrap_or("");
        targets.push(target.to_string());
        rest = &rest[end..];
    }
    targets
}

#[test]
fn every_relative_markdown_link_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    markdown_files(root, &mut files);
    files.sort();
    assert!(
        files.len() > 10,
        "too few Markdown files under {}",
        root.display()
    );
    let mut broken = Vec::new();
    let mut checked = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (number, line) in prose_lines(&text) {
            for target in link_targets(line) {
                let external = target.contains("://") || target.starts_with("mailto:");
                // Templates (`{{name}}`) are links only once `cargo xtask new` fills them in.
                if external || target.is_empty() || target.contains("{{") {
                    continue;
                }
                checked += 1;
                let (path, anchor) = match target.split_once('#') {
                    Some((path, anchor)) => (path, Some(anchor)),
                    None => (target.as_str(), None),
                };
                let linked = if path.is_empty() {
                    file.clone()
                } else {
                    file.parent().unwrap().join(path)
                };
                let shown = format!(
                    "{}:{number}: ({target})",
                    file.strip_prefix(root).unwrap().display()
                );
                if !linked.exists() {
                    broken.push(format!("{shown}: no such file"));
                } else if let Some(anchor) = anchor {
                    let headings = std::fs::read_to_string(&linked)
                        .map(|text| anchors(&text))
                        .unwrap_or_default();
                    if !headings.iter().any(|h| h == anchor) {
                        broken.push(format!("{shown}: no heading with this anchor"));
                    }
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} relative links found");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn anchors_follow_githubs_slugs() {
    let text = "# `cargo xtask test`\n## How a user's program is run\n```\n# not a heading\n```\n\
                ## What the solutions read (input policy)\n## A partisan game (`left` and `right`)\n\
                ## Notes\n## Notes\n";
    assert_eq!(
        anchors(text),
        [
            "cargo-xtask-test",
            "how-a-users-program-is-run",
            "what-the-solutions-read-input-policy",
            "a-partisan-game-left-and-right",
            "notes",
            "notes-1",
        ]
    );
    assert_eq!(
        link_targets("see [`a`](b.md#c) and `[x](not-a-link)`, [d](e \"title\")"),
        ["b.md#c", "e"]
    );
}

/// A fenced block whose info string names a file after its language
/// (```` ```rust ../cf-1194d/src/main.rs ````, relative to the Markdown
/// file, as links are) quotes that file: each run of its lines between
/// elisions (a line `// …` or `# …`) is in the file, line for line and in
/// order. A guide's worked example then changes with the code it shows.
#[test]
fn quoted_code_is_in_the_file_it_names() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    markdown_files(root, &mut files);
    files.sort();
    let mut faults = Vec::new();
    let mut checked = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for quote in quotes(&text) {
            let shown = format!(
                "{}:{}: ({})",
                file.strip_prefix(root).unwrap().display(),
                quote.line,
                quote.path
            );
            let Ok(quoted) = std::fs::read_to_string(file.parent().unwrap().join(&quote.path))
            else {
                faults.push(format!("{shown}: no such file"));
                continue;
            };
            checked += 1;
            if let Err(missing) = quoted_in(&quote.lines, &quoted) {
                faults.push(format!("{shown}: not in the file, from: {missing}"));
            }
        }
    }
    assert!(checked >= 4, "only {checked} quoted blocks found");
    assert!(
        faults.is_empty(),
        "quotes that left their files:\n{}",
        faults.join("\n")
    );
}

/// A fenced block that names the file it quotes.
struct Quote {
    /// The line of the opening fence.
    line: usize,
    path: String,
    lines: Vec<String>,
}

fn quotes(text: &str) -> Vec<Quote> {
    let mut found = Vec::new();
    let mut open: Option<Quote> = None;
    let mut fenced = false;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(info) = trimmed.strip_prefix("```") {
            if fenced {
                found.extend(open.take());
            } else {
                let mut words = info.split_whitespace();
                let _language = words.next();
                open = words
                    .next()
                    .filter(|w| w.ends_with(".rs") || w.ends_with(".toml"))
                    .map(|path| Quote {
                        line: i + 1,
                        path: path.to_string(),
                        lines: Vec::new(),
                    });
            }
            fenced = !fenced;
        } else if let Some(quote) = &mut open {
            quote.lines.push(line.trim_end().to_string());
        }
    }
    found
}

/// Whether the runs of `lines` between elisions are in `file`, in order;
/// else the first line of the run that is not.
fn quoted_in(lines: &[String], file: &str) -> Result<(), String> {
    let file: Vec<&str> = file.lines().map(str::trim_end).collect();
    let mut from = 0;
    for run in lines.split(|l| matches!(l.trim(), "// …" | "# …")) {
        if run.is_empty() {
            continue;
        }
        let at = (from..file.len().saturating_sub(run.len() - 1))
            .find(|&k| run.iter().zip(&file[k..]).all(|(a, b)| a == b))
            .ok_or_else(|| run[0].clone())?;
        from = at + run.len();
    }
    Ok(())
}

#[test]
fn quotes_are_found_and_matched() {
    let text = "```rust a.rs\nfn a() {}\n// …\nfn c() {}\n```\n```rust\nnot a quote\n```\n";
    let found = quotes(text);
    assert_eq!(found.len(), 1);
    assert_eq!((found[0].line, found[0].path.as_str()), (1, "a.rs"));
    let file = "fn a() {}\nfn b() {}\nfn c() {}\n";
    assert_eq!(quoted_in(&found[0].lines, file), Ok(()));
    assert_eq!(
        quoted_in(&found[0].lines, "fn c() {}\nfn a() {}\n"),
        Err("fn c() {}".to_string())
    );
}

#[path = "markdown_links/core_index.rs"]
mod core_index;
