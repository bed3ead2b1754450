//! The README's problem table lists every problem and only problems, each
//! row filled in: `cargo xtask new` adds a row of TODOs, and until they are
//! written, or if a problem has no row, this fails.

use std::path::Path;

/// The problems `text`'s `## Problems` section has a row for (`` [`NAME`](crates/NAME/README.md) ``),
/// and the rows left with a TODO.
fn rows(text: &str) -> (Vec<String>, Vec<String>) {
    let section = text
        .split("\n## ")
        .find(|part| part.starts_with("Problems\n"))
        .expect("a `## Problems` section in README.md");
    let mut names = Vec::new();
    let mut todos = Vec::new();
    for line in section.lines().filter(|line| line.starts_with("| [`")) {
        let name = line["| [`".len()..].split('`').next().unwrap_or_default();
        let link = format!("[`{name}`](crates/{name}/README.md)");
        assert!(line.contains(&link), "a row without its link: {line}");
        if line.contains("TODO") {
            todos.push(name.to_string());
        }
        names.push(name.to_string());
    }
    (names, todos)
}

/// What is wrong with `readme`'s table against the problems `problems`.
fn problems_with_the_table(readme: &str, problems: &[String]) -> Vec<String> {
    let (named, todos) = rows(readme);
    let mut wrong = Vec::new();
    for problem in problems {
        match named.iter().filter(|name| *name == problem).count() {
            1 => {}
            0 => wrong.push(format!("{problem}: no row in README.md's problem table")),
            n => wrong.push(format!("{problem}: {n} rows in README.md's problem table")),
        }
    }
    for name in named.iter().filter(|name| !problems.contains(name)) {
        wrong.push(format!(
            "{name}: a row of README.md's problem table, but no such problem"
        ));
    }
    for name in todos {
        wrong.push(format!(
            "{name}: its row of README.md's problem table has a TODO left"
        ));
    }
    wrong
}

#[test]
fn every_problem_has_one_filled_row_in_the_readme() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut problems: Vec<String> = std::fs::read_dir(root.join("crates"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|dir| {
            std::fs::read_to_string(dir.join("Cargo.toml"))
                .is_ok_and(|manifest| manifest.contains("[package.metadata.judge]"))
        })
        .map(|dir| dir.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    problems.sort();
    assert!(problems.len() > 1, "no problems found");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let wrong = problems_with_the_table(&readme, &problems);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The check itself: a row taken away, or left with a TODO, is seen.
    let first = &problems[0];
    let row = readme
        .lines()
        .find(|line| line.starts_with(&format!("| [`{first}`]")))
        .unwrap();
    let without = readme.replace(&format!("{row}\n"), "");
    assert_eq!(
        problems_with_the_table(&without, &problems),
        [format!("{first}: no row in README.md's problem table")]
    );
    let todo = readme.replace(
        row,
        &format!("| [`{first}`](crates/{first}/README.md) | TODO |"),
    );
    assert_eq!(
        problems_with_the_table(&todo, &problems),
        [format!(
            "{first}: its row of README.md's problem table has a TODO left"
        )]
    );
}
