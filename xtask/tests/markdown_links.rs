//! Every relative link in the repository's Markdown files resolves: the file
//! (or folder) it names exists, and its `#anchor`, if any, is a heading of
//! that file (GitHub's slugs). Guides move between files; a link left behind
//! fails here, naming the file, the line and the link.

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

/// ARCHITECTURE.md's row for `gamecore` names every module of every family
/// (the `pub mod` lines of `crates/core/src/<family>/mod.rs`), so that the
/// map stays true as problems add modules.
#[test]
fn the_architecture_map_names_every_gamecore_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let architecture = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let row = architecture
        .lines()
        .find(|line| line.starts_with("| `crates/core/`"))
        .expect("ARCHITECTURE.md has a row for crates/core/");
    let src = root.join("crates/core/src");
    let mut missing = Vec::new();
    for family in std::fs::read_dir(&src).unwrap() {
        let family = family.unwrap().path();
        let Ok(text) = std::fs::read_to_string(family.join("mod.rs")) else {
            continue;
        };
        let name = family.file_name().unwrap().to_string_lossy().into_owned();
        if !row.contains(&format!("`{name}` (")) {
            missing.push(name.clone());
        }
        for line in text.lines() {
            if let Some(module) = line
                .strip_prefix("pub mod ")
                .and_then(|m| m.strip_suffix(';'))
            {
                if !row.contains(&format!("`{module}`")) {
                    missing.push(format!("{name}::{module}"));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md's gamecore row does not name {missing:?}"
    );
}
