//! The house rules on imports, checked on the sources: no crate of the
//! workspace has an import circle between its modules, and the explorer's
//! stages import only from the stages before them (`crates/explore/src/lib.rs`,
//! "The pipeline").
//!
//! A module's imports are the `crate::…`, `super::…` and `self::…` paths its
//! file names outside comments, strings and its `#[cfg(test)]` module (a
//! test module reads its parent, which is no import of the parent's),
//! each resolved to the deepest module of the crate it names. A module
//! naming its own descendants (`pub mod x; pub use x::Y;`) is its structure,
//! not an import, and does not count.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The module a file under `src` defines: `a::b` for `src/a/b.rs` or
/// `src/a/b/mod.rs`, `` for `lib.rs` or `main.rs`.
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod")) {
        parts.pop();
    }
    if parts.len() == 1 && matches!(parts[0].as_str(), "lib" | "main") {
        parts.clear();
    }
    parts.join("::")
}

/// The text without comments, string and char literals, and the
/// `#[cfg(test)]` module.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if text[i..].starts_with("//") {
            i += text[i..].find('\n').unwrap_or(text.len() - i);
        } else if text[i..].starts_with("/*") {
            i += text[i..].find("*/").map_or(text.len() - i, |k| k + 2);
        } else if bytes[i] == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if bytes[i] == b'\''
            && i + 2 < bytes.len()
            && (bytes[i + 2] == b'\'' || bytes[i + 1] == b'\\')
        {
            // A char literal ('x', '\n'), not a lifetime.
            i += text[i + 2..].find('\'').map_or(text.len() - i, |k| k + 3);
        } else {
            let c = text[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The paths `text` names from `crate`, `super` or `self`, with grouped
/// imports (`use crate::a::{b, c::d}`) expanded.
fn paths(text: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        let starts = ["crate::", "super::", "self::"]
            .iter()
            .find(|k| rest.starts_with(**k))
            .filter(|_| !text[..i].ends_with(|c: char| is_ident(c) || c == ':'));
        let Some(_) = starts else {
            i += rest.chars().next().unwrap().len_utf8();
            continue;
        };
        let end = rest
            .find(|c: char| !(is_ident(c) || c == ':'))
            .unwrap_or(rest.len());
        let head: Vec<String> = rest[..end]
            .split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        if rest[end..].starts_with('{') {
            // A group: each item, up to its own `::{` or the end.
            let close = matching_brace(&rest[end..]);
            let group = &rest[end + 1..end + close];
            for item in split_top(group) {
                let mut path = head.clone();
                path.extend(
                    item.split("::")
                        .map(|s| s.trim().trim_start_matches('{'))
                        .take_while(|s| !s.is_empty() && s.chars().all(is_ident))
                        .map(String::from),
                );
                found.push(path);
            }
            i += end + close;
        } else {
            found.push(head);
            i += end;
        }
    }
    found
}

fn matching_brace(text: &str) -> usize {
    let mut depth = 0;
    for (k, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
            _ => {}
        }
    }
    text.len()
}

fn split_top(group: &str) -> Vec<&str> {
    let (mut depth, mut from, mut items) = (0, 0, Vec::new());
    for (k, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[from..k]);
                from = k + 1;
            }
            _ => {}
        }
    }
    items.push(&group[from..]);
    items.into_iter().filter(|s| !s.trim().is_empty()).collect()
}

/// Each module of the crate at `src` and the modules it imports.
fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut sources = Vec::new();
    files(src, &mut sources);
    let modules: BTreeSet<String> = sources.iter().map(|f| module_of(src, f)).collect();
    let mut graph = BTreeMap::new();
    for file in &sources {
        let me = module_of(src, file);
        let text = std::fs::read_to_string(file).unwrap();
        let mut to = BTreeSet::new();
        for path in paths(&code(&text)) {
            // Where the path starts: `super` from module `a::b` (a file
            // `a/b.rs` or `a/b/mod.rs`) is `a`, `self` the module itself.
            let mut at: Vec<String> = if me.is_empty() {
                Vec::new()
            } else {
                me.split("::").map(String::from).collect()
            };
            let mut rest = path.as_slice();
            match rest.first().map(String::as_str) {
                Some("crate") => {
                    at.clear();
                    rest = &rest[1..];
                }
                Some("self") => rest = &rest[1..],
                _ => {
                    while rest.first().map(String::as_str) == Some("super") {
                        at.pop();
                        rest = &rest[1..];
                    }
                }
            }
            for part in rest {
                let mut deeper = at.clone();
                deeper.push(part.clone());
                if modules.contains(&deeper.join("::")) {
                    at = deeper;
                } else {
                    break;
                }
            }
            let target = at.join("::");
            let descendant = me.is_empty() || target.starts_with(&format!("{me}::"));
            if target != me && !descendant {
                to.insert(target);
            }
        }
        graph.insert(me, to);
    }
    graph
}

/// The strongly connected components with more than one module (Tarjan's
/// algorithm, iterative).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let names: Vec<&String> = graph.keys().collect();
    let index_of: BTreeMap<&String, usize> =
        names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let edges: Vec<Vec<usize>> = names
        .iter()
        .map(|n| {
            graph[*n]
                .iter()
                .filter_map(|t| index_of.get(t).copied())
                .collect()
        })
        .collect();
    let n = names.len();
    let (mut index, mut low, mut on_stack) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut next, mut found) = (Vec::new(), 0, Vec::new());
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0)];
        while let Some(&mut (v, ref mut edge)) = work.last_mut() {
            if *edge == 0 && index[v] == usize::MAX {
                index[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on_stack[v] = true;
            }
            if let Some(&w) = edges[v].get(*edge) {
                *edge += 1;
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(names[w].clone());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    found.push(component);
                }
            }
        }
    }
    found
}

fn crate_sources() -> Vec<PathBuf> {
    let root = workspace();
    let mut srcs: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .unwrap()
        .map(|e| e.unwrap().path().join("src"))
        .filter(|p| p.is_dir())
        .collect();
    srcs.push(root.join("xtask/src"));
    srcs.sort();
    srcs
}

#[test]
fn no_crate_has_an_import_circle() {
    let mut problems = Vec::new();
    for src in crate_sources() {
        for circle in circles(&imports(&src)) {
            problems.push(format!(
                "{}: {}",
                src.strip_prefix(workspace()).unwrap().display(),
                circle.join(" ↔ ")
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "import circles:\n{}",
        problems.join("\n")
    );
}

/// The explorer's stages, in the order data flows through them.
const STAGES: [&str; 6] = ["cli", "source", "engines", "analyse", "report", "entry"];

#[test]
fn the_explorers_stages_import_only_from_the_stages_before_them() {
    let graph = imports(&workspace().join("crates/explore/src"));
    let stage = |module: &str| {
        let first = module.split("::").next().unwrap_or("");
        STAGES.iter().position(|s| *s == first)
    };
    let mut problems = Vec::new();
    for (module, targets) in &graph {
        if module.is_empty() {
            continue; // lib.rs: the map and its re-exports
        }
        let Some(mine) = stage(module) else {
            problems.push(format!("{module}: not in a stage folder ({STAGES:?})"));
            continue;
        };
        for target in targets {
            if let Some(theirs) = stage(target).filter(|&theirs| theirs > mine) {
                problems.push(format!(
                    "{module} (stage {}) imports {target} (stage {}, later)",
                    STAGES[mine], STAGES[theirs]
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_checker_sees_an_import_and_a_circle() {
    // The parser on a grouped import, a `super` path and a comment.
    let text = "use crate::a::{b, c::D};\n// use crate::z;\nfn f() { super::e::g(); }";
    let found = paths(&code(text));
    assert_eq!(
        found,
        [
            vec!["crate", "a", "b"],
            vec!["crate", "a", "c", "D"],
            vec!["super", "e", "g"]
        ]
    );
    // A circle of two modules is found, a chain is not.
    let graph: BTreeMap<String, BTreeSet<String>> =
        [("a", vec!["b"]), ("b", vec!["a"]), ("c", vec!["a"])]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.into_iter().map(String::from).collect()))
            .collect();
    assert_eq!(circles(&graph), [vec!["a".to_string(), "b".to_string()]]);
}
