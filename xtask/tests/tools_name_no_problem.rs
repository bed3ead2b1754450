//! The tools name no problem: `xtask`'s own code (its tests aside) works for
//! any problem by the folders' conventions, and a help text or message that
//! names one of the workspace's problems would go stale with it (`play`'s
//! help once gave `testdata/abc-278g/sample-1.in` as its example).

use std::path::{Path, PathBuf};

/// The `.rs` files under `dir`, test files (`tests.rs`, `tests/`) left out.
fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" {
                sources(&path, found);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            found.push(path);
        }
    }
}

#[test]
fn xtask_names_no_problem_of_the_workspace() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems: Vec<String> = std::fs::read_dir(root.join("../testdata"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    problems.sort();
    assert!(problems.len() > 1, "no problems found");
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    let mut named = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        // An inline test module ends the code the tools run.
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (number, line) in code.lines().enumerate() {
            for problem in &problems {
                let at_word = line.match_indices(problem.as_str()).any(|(at, _)| {
                    let before = line[..at].chars().next_back();
                    let after = line[at + problem.len()..].chars().next();
                    let part =
                        |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-');
                    !part(before) && !part(after)
                });
                if at_word {
                    named.push(format!("{}:{}: {problem}", file.display(), number + 1));
                }
            }
        }
    }
    assert!(
        named.is_empty(),
        "the tools name problems:\n{}",
        named.join("\n")
    );
}
