//! `crates/core/README.md`, the index of `gamecore` by family, against the
//! code: a `## `family`` heading for every family (a folder of
//! `crates/core/src` with a `mod.rs`), a row for every module its `mod.rs`
//! declares (`pub mod m;`) and none for a module it does not, and in each
//! row's last cell exactly the problems whose `src/main.rs` names the module
//! (`gamecore::family::module…`, in a `use` or in a path) and the `gamecore`
//! modules whose code names it (`crate::family::module…`). So the index
//! cannot go stale: a new module, a problem that starts (or stops) using one,
//! fails here with the cell to write.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module of `gamecore`: (family, module).
type Module = (String, String);

/// The text without comments, string literals and `#[cfg(test)]` items (a
/// test names what it checks against, which is no use of it).
fn code(text: &str) -> String {
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
            // A char literal ('x', '\n', '"'), not a lifetime.
            i += text[i + 2..].find('\'').map_or(text.len() - i, |k| k + 3);
        } else {
            let c = text[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    // Each `#[cfg(test)]` item to its `;` or its closing brace.
    while let Some(at) = out.find("#[cfg(test)]") {
        let rest = &out[at..];
        let end = match (rest.find(';'), rest.find('{')) {
            (Some(semi), Some(brace)) if semi < brace => semi + 1,
            (_, Some(brace)) => {
                let mut depth = 0;
                let mut end = rest.len();
                for (k, c) in rest[brace..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = brace + k + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (Some(semi), None) => semi + 1,
            (None, None) => rest.len(),
        };
        out.replace_range(at..at + end, "");
    }
    out
}

/// The paths of a use tree starting at `s[*i]` (`a::b`, `a::{b, c::d}`,
/// `a::{self, B}`), each pushed onto `out` after `prefix`.
fn use_tree(s: &[u8], i: &mut usize, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let skip_space = |i: &mut usize| {
        while *i < s.len() && s[*i].is_ascii_whitespace() {
            *i += 1;
        }
    };
    skip_space(i);
    if s.get(*i) == Some(&b'{') {
        *i += 1;
        loop {
            skip_space(i);
            match s.get(*i) {
                None => return,
                Some(b'}') => {
                    *i += 1;
                    return;
                }
                _ => use_tree(s, i, prefix, out),
            }
            // Past `as name` to the next item or the group's end.
            while *i < s.len() && !matches!(s[*i], b',' | b'}') {
                *i += 1;
            }
            if s.get(*i) == Some(&b',') {
                *i += 1;
            }
        }
    }
    let start = *i;
    while *i < s.len() && (s[*i].is_ascii_alphanumeric() || s[*i] == b'_') {
        *i += 1;
    }
    if *i == start {
        out.push(prefix.clone());
        return;
    }
    prefix.push(String::from_utf8_lossy(&s[start..*i]).into_owned());
    skip_space(i);
    if s[*i..].starts_with(b"::") {
        *i += 2;
        use_tree(s, i, prefix, out);
    } else {
        out.push(prefix.clone());
    }
    prefix.pop();
}

/// The modules of `families` that `code` names through `root::` (`gamecore`
/// in a binary, `crate` inside the library).
fn named(code: &str, root: &str, families: &BTreeMap<String, BTreeSet<String>>) -> Vec<Module> {
    let mut found = Vec::new();
    let needle = format!("{root}::");
    for (at, _) in code.match_indices(&needle) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let mut i = at + needle.len();
        let mut paths = Vec::new();
        use_tree(code.as_bytes(), &mut i, &mut Vec::new(), &mut paths);
        for path in paths {
            if let [family, module, ..] = &path[..] {
                if families.get(family).is_some_and(|m| m.contains(module)) {
                    found.push((family.clone(), module.clone()));
                }
            }
        }
    }
    found
}

/// Every `.rs` file under `dir` but `tests.rs` (a module's tests).
fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && path.file_name().is_some_and(|n| n != "tests.rs")
        {
            out.push(path);
        }
    }
}

/// The last cell the index must hold for a module: its problems (linked,
/// or "every problem"), then `inside` the modules that use it, or `—`.
fn expected_cell(problems: &BTreeSet<String>, inside: &BTreeSet<String>, all: usize) -> String {
    let mut parts = Vec::new();
    if problems.len() == all {
        parts.push("every problem".to_string());
    } else if !problems.is_empty() {
        let links: Vec<String> = problems
            .iter()
            .map(|p| format!("[`{p}`](../{p}/README.md)"))
            .collect();
        parts.push(links.join(", "));
    }
    if !inside.is_empty() {
        let names: Vec<String> = inside.iter().map(|m| format!("`{m}`")).collect();
        parts.push(format!("inside {}", names.join(", ")));
    }
    if parts.is_empty() {
        "—".to_string()
    } else {
        parts.join("; ")
    }
}

/// The first word in backticks of `text`.
fn first_code(text: &str) -> Option<&str> {
    text.split('`').nth(1).filter(|w| !w.is_empty())
}

#[test]
fn the_gamecore_index_names_every_module_and_who_uses_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let src = root.join("crates/core/src");
    let mut families: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for entry in std::fs::read_dir(&src).unwrap() {
        let dir = entry.unwrap().path();
        let Ok(text) = std::fs::read_to_string(dir.join("mod.rs")) else {
            continue;
        };
        let modules = text
            .lines()
            .filter_map(|line| line.strip_prefix("pub mod ")?.strip_suffix(';'))
            .map(String::from)
            .collect();
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        families.insert(name, modules);
    }
    assert!(families.len() >= 8, "families: {families:?}");

    // Who names each module: the problems' binaries, and the other modules.
    let mut problems: BTreeMap<Module, BTreeSet<String>> = BTreeMap::new();
    let mut n_problems = 0;
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        let dir = entry.unwrap().path();
        let Ok(text) = std::fs::read_to_string(dir.join("src/main.rs")) else {
            continue;
        };
        n_problems += 1;
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        for module in named(&code(&text), "gamecore", &families) {
            problems.entry(module).or_default().insert(name.clone());
        }
    }
    assert!(n_problems > 50, "only {n_problems} problems found");
    let mut inside: BTreeMap<Module, BTreeSet<String>> = BTreeMap::new();
    for (family, modules) in &families {
        for module in modules {
            let mut files = Vec::new();
            let file = src.join(family).join(format!("{module}.rs"));
            if file.is_file() {
                files.push(file);
            }
            sources(&src.join(family).join(module), &mut files);
            for file in files {
                let text = std::fs::read_to_string(&file).unwrap();
                for used in named(&code(&text), "crate", &families) {
                    if used != (family.clone(), module.clone()) {
                        inside
                            .entry(used)
                            .or_default()
                            .insert(format!("{family}::{module}"));
                    }
                }
            }
        }
    }

    // The index: `## `family`` headings, then rows `| `module` | … | cell |`.
    let index_path = root.join("crates/core/README.md");
    let index = std::fs::read_to_string(&index_path).unwrap();
    let mut rows: BTreeMap<Module, String> = BTreeMap::new();
    let mut headings = BTreeSet::new();
    let mut family: Option<String> = None;
    let mut faults = Vec::new();
    for (number, line) in index.lines().enumerate() {
        if let Some(heading) = line.strip_prefix("## ") {
            family = first_code(heading)
                .filter(|f| families.contains_key(*f))
                .map(String::from);
            headings.extend(family.clone());
            continue;
        }
        let (Some(family), Some(row)) = (&family, line.strip_prefix('|')) else {
            continue;
        };
        let Some(module) = row.split('|').next().and_then(first_code) else {
            continue;
        };
        let module = (family.clone(), module.to_string());
        if !families[family].contains(&module.1) {
            faults.push(format!(
                "line {}: `{}::{}` is no module of gamecore (no `pub mod {};` in crates/core/src/{}/mod.rs)",
                number + 1,
                module.0,
                module.1,
                module.1,
                module.0
            ));
            continue;
        }
        let cell = row
            .trim_end()
            .trim_end_matches('|')
            .rsplit('|')
            .next()
            .unwrap()
            .trim()
            .to_string();
        rows.insert(module, cell);
    }
    for (family, modules) in &families {
        if !headings.contains(family) {
            faults.push(format!(
                "no heading `## `{family}`` for the family {family}"
            ));
        }
        for module in modules {
            let key = (family.clone(), module.clone());
            let want = expected_cell(
                problems.get(&key).unwrap_or(&BTreeSet::new()),
                inside.get(&key).unwrap_or(&BTreeSet::new()),
                n_problems,
            );
            match rows.get(&key) {
                None => faults.push(format!(
                    "no row for `{family}::{module}`; its last cell: {want}"
                )),
                Some(cell) if *cell != want => faults.push(format!(
                    "`{family}::{module}`'s last cell is\n    {cell}\n  and must be\n    {want}"
                )),
                Some(_) => {}
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} does not match the code:\n{}",
        index_path.display(),
        faults.join("\n")
    );
}

#[test]
fn paths_are_read_from_uses_and_code() {
    let families: BTreeMap<String, BTreeSet<String>> = [
        ("sg", &["mex", "octal"][..]),
        ("closed", &["euclid", "nim"]),
        ("sums", &["every_sg"]),
    ]
    .iter()
    .map(|(f, ms)| (f.to_string(), ms.iter().map(|m| m.to_string()).collect()))
    .collect();
    let text = "use gamecore::{closed::euclid, sums::every_sg as e};\n\
                // gamecore::closed::nim in a comment\n\
                let s = \"gamecore::sg::mex\";\n\
                let v = gamecore::sg::octal::OctalGame::new(x);\n\
                use notgamecore::sg::mex;\n\
                #[cfg(test)]\nmod tests { use gamecore::closed::nim; }\n";
    let found = named(&code(text), "gamecore", &families);
    let found: Vec<String> = found.iter().map(|(f, m)| format!("{f}::{m}")).collect();
    assert_eq!(found, ["closed::euclid", "sums::every_sg", "sg::octal"]);
    let none = BTreeSet::new();
    let two: BTreeSet<String> = ["a-1".to_string(), "b-2".to_string()].into();
    assert_eq!(expected_cell(&none, &none, 5), "—");
    assert_eq!(expected_cell(&two, &none, 2), "every problem");
    assert_eq!(
        expected_cell(&two, &["sg::octal".to_string()].into(), 5),
        "[`a-1`](../a-1/README.md), [`b-2`](../b-2/README.md); inside `sg::octal`"
    );
}
