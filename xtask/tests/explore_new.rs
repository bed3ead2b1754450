//! Issue 37 through `cargo xtask grundy`, as a user runs it: `--new` for
//! every form and language, `--table` on standard input (quick: nothing is
//! compiled), and, as slow checks (`GAMES_SLOW_TESTS=1`, which `.ci/run`
//! sets): the Rust templates built and run (`--param` as one value and as
//! a range, `--positions`), the C++ templates compiled by g++ and the
//! Python ones run by python3, each on a small harness of its own that
//! computes the values by the definition, against the values the templates'
//! comments state; and every template of every form in the explorer itself,
//! the C++ and Python ones giving the Rust one's `--json`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn xtask(args: &[&str], stdin: &str) -> Output {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("grundy")
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A run refused before it reads its input closes the pipe (a broken
    // pipe here): its exit code and message are what is checked.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn slow(test: &str) -> bool {
    let on = std::env::var("GAMES_SLOW_TESTS").is_ok_and(|v| v == "1");
    if !on {
        eprintln!("{test}: skipped, a slow check (GAMES_SLOW_TESTS=1 runs it)");
    }
    on
}

const FORMS: [(&str, &str); 5] = [
    ("", "moves("),
    ("--pair", "moves("),
    ("--family", "start("),
    ("--scoring", "moves("),
    ("--partisan", "left("),
];

#[test]
fn new_writes_every_form_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    for ext in ["rs", "cpp", "py"] {
        for (flag, needs) in FORMS {
            let file = dir
                .path()
                .join(format!("g{}.{ext}", flag.trim_start_matches('-')));
            let path = file.to_str().unwrap();
            let args: Vec<&str> = ["--new", path, flag]
                .into_iter()
                .filter(|a| !a.is_empty())
                .collect();
            let out = xtask(&args, "");
            assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
            assert!(text(&out.stdout).starts_with(&format!("wrote {path}")));
            let written = std::fs::read_to_string(&file).unwrap();
            assert!(written.contains(needs), "{path}");
        }
    }
    let out = xtask(&["--new", "x.txt"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("FILE.rs (Rust), FILE.cpp (C++17) or FILE.py (Python)"));
    let out = xtask(&["--new", "x.rs", "--family", "--pair"], "");
    assert_eq!(out.status.code(), Some(2), "clap refuses two forms");
}

#[test]
fn a_table_on_standard_input_is_read_without_compiling() {
    // S{1,3,4}: 0 1 0 1 2 3 2, repeating; printed as Python prints a list.
    let values: Vec<u32> = (0..100).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
    let printed = format!("{values:?}\n");
    let out = xtask(&["--table", "-", "--show", "7"], &printed);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(
        report.starts_with("stdin: a sequence of one line of 100 numbers"),
        "{report}"
    );
    assert!(report.contains("      0: 0 1 0 1 2 3 2\n"), "{report}");
    assert!(report.contains("apparent, checked to N = 100: periodic, period 7, preperiod 0"));
    let out = xtask(&["--table", "-", "--json"], &printed);
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (j["period"].as_u64(), j["proved"].as_bool()),
        (Some(7), Some(false))
    );
    // A bad token: one error line, exit 2.
    let out = xtask(&["--table", "-"], "0 1 2\nthree\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("found token 4 (line 2): \"three\""));
    // A rule's flag is a usage error.
    let out = xtask(&["--table", "-", "--upto", "5"], "0 1");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot be used with"));
    let help = text(&xtask(&["--help"], "").stdout);
    for flag in [
        "--table",
        "--sequence",
        "--param <NAME=VALUE>",
        "--positions",
        "--family",
        "--scoring",
    ] {
        assert!(help.contains(flag), "{flag} missing from --help");
    }
}

/// A template written to the explorer's test folder (cached builds).
fn template(name: &str, flag: &str) -> String {
    let target = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => root().join("target"),
    };
    let dir = target.join("explore/tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name).to_string_lossy().into_owned();
    let mut args = vec!["--new", path.as_str(), "--force"];
    if !flag.is_empty() {
        args.push(flag);
    }
    assert!(xtask(&args, "").status.success());
    path
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = xtask(args, "");
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn the_rust_templates_run_with_parameters_and_positions() {
    if !slow("the_rust_templates_run_with_parameters_and_positions") {
        return;
    }
    let heap = template("template37-heap.rs", "");
    let list = json(&[&heap, "--param", "k=1..4", "--json"]);
    let periods: Vec<u64> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["period"].as_u64().unwrap())
        .collect();
    assert_eq!(periods, [2, 3, 4, 5]);
    assert_eq!(
        list[0],
        serde_json::json!({"param": 1, "period": 2, "preperiod": 0, "saltus": 0, "proved": true})
    );
    let out = xtask(&[&heap, "--param", "k=2..3"], "");
    assert!(text(&out.stdout).contains("  k = 3: period 4, preperiod 0, saltus 0 (proved)\n"));
    let one = json(&[&heap, "--param", "k=6", "--json", "--show", "8"]);
    assert_eq!(one["head"], serde_json::json!([0, 1, 2, 3, 4, 5, 6, 0]));
    let out = xtask(
        &[&heap, "--param", "k=2", "--param", "kk=1", "--show", "0"],
        "",
    );
    assert!(out.status.success());
    assert!(text(&out.stderr).contains("warning: --param kk=1 given but never read"));
    let out = xtask(&[&heap, "--param", "k=-1"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("the rule reads k as u64, which cannot hold -1"));

    let family = template("template37-family.rs", "--family");
    let j = json(&[&family, "--upto", "30", "--json", "--positions"]);
    assert_eq!(j["guess"]["holds"], true);
    assert_eq!(j["period"], 2);
    assert_eq!(j["positions_list"].as_array().unwrap().len(), 31);
    let scoring = template("template37-scoring.rs", "--scoring");
    let j = json(&[&scoring, "--upto", "60", "--json", "--show", "8"]);
    assert_eq!(j["head"], serde_json::json!([0, 1, 3, 4, 4, 5, 7, 8]));
    assert_eq!(
        (j["period"].as_u64(), j["saltus"].as_i64()),
        (Some(4), Some(4))
    );
    let partisan = template("template37-partisan.rs", "--partisan");
    let out = xtask(&[&partisan, "--upto", "10"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// Runs `program` with `args`, or `None` when it is not installed.
fn run(program: &str, args: &[&str], dir: &Path) -> Option<Output> {
    Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .ok()
}

/// The C++ harness of each form: the template (with a stand-in for the
/// explorer's `explore::param`) and a `main` printing what its comment says.
const CPP_MAIN: [(&str, &str, &str); 5] = [
    ("", "int main() { for (uint64_t n = 0; n < 12; n++) std::printf(\"%u \", heap(n)); }", "0 1 2 3 0 1 2 3 0 1 2 3 "),
    ("--pair", "int main() { for (uint64_t a = 0; a < 8; a++) for (uint64_t b = 0; b < 8; b++) if (!pair({a, b})) std::printf(\"%u,%u \", unsigned(a), unsigned(b)); }", "0,0 1,2 2,1 3,5 4,7 5,3 7,4 "),
    ("--family", "int main() { for (uint64_t n = 0; n < 10; n++) std::printf(\"%u%s \", family(start(n)), family(start(n)) == guess(n) ? \"\" : \"!\"); }", "0 1 0 1 0 1 0 1 0 1 "),
    ("--scoring", "int main() { for (uint64_t n = 0; n < 10; n++) std::printf(\"%lld \", (long long)score(n)); }", "0 1 3 4 4 5 7 8 8 9 "),
    ("--partisan", "int main() { std::printf(\"%zu %zu\", left(5).size(), right(5).size()); }", "2 2"),
];

/// Values by the definition, for every form (mex of the parts' XOR; negamax).
const CPP_DEFINITIONS: &str = r#"
#include <cstdio>
#include <map>
#include <set>
namespace explore { inline int64_t param(const char*, int64_t fallback) { return fallback; } }
#include "TEMPLATE"
template <class P, class F> unsigned grundy(const P& p, F moves, std::map<P, unsigned>& memo) {
    auto it = memo.find(p);
    if (it != memo.end()) return it->second;
    std::set<unsigned> seen;
    for (const auto& option : moves(p)) {
        unsigned x = 0;
        for (const auto& part : option) x ^= grundy(part, moves, memo);
        seen.insert(x);
    }
    unsigned v = 0;
    while (seen.count(v)) v++;
    return memo[p] = v;
}
"#;

const CPP_FORMS: &str = r#"
#ifdef HEAP
std::map<uint64_t, unsigned> m; unsigned heap(uint64_t n) { return grundy(n, [](uint64_t k) { return moves(k); }, m); }
#endif
#ifdef PAIR
std::map<Pair, unsigned> m; unsigned pair(Pair p) { return grundy(p, [](const Pair& q) { return moves(q); }, m); }
#endif
#ifdef FAMILY
std::map<Row, unsigned> m;
unsigned family(const Row& r) { return grundy(canon(r), [](const Row& q) { auto o = moves(q); for (auto& parts : o) for (auto& part : parts) part = canon(part); return o; }, m); }
#endif
#ifdef SCORING
int64_t score(uint64_t n) { auto o = moves(n); if (o.empty()) return 0; int64_t best = INT64_MIN; for (auto [pts, next] : o) best = std::max(best, pts - score(next)); return best; }
#endif
"#;

#[test]
fn the_cpp_templates_compile_and_compute_what_they_say() {
    if !slow("the_cpp_templates_compile_and_compute_what_they_say") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    if run("g++", &["--version"], dir.path()).is_none() {
        eprintln!("skipped: no g++");
        return;
    }
    for (flag, main, want) in CPP_MAIN {
        let name = format!("t{}.cpp", flag.trim_start_matches('-'));
        let file = dir.path().join(&name);
        let args: Vec<&str> = ["--new", file.to_str().unwrap(), flag]
            .into_iter()
            .filter(|a| !a.is_empty())
            .collect();
        assert!(xtask(&args, "").status.success());
        let define = match flag {
            "" => "HEAP",
            "--pair" => "PAIR",
            "--family" => "FAMILY",
            "--scoring" => "SCORING",
            _ => "PARTISAN",
        };
        let harness = format!(
            "#include <cstdint>\n#include <climits>\n#include <algorithm>\n#define {define}\n{}\n{CPP_FORMS}\n{main}\n",
            CPP_DEFINITIONS.replace("TEMPLATE", &name)
        );
        std::fs::write(dir.path().join("main.cpp"), harness).unwrap();
        let out = run(
            "g++",
            &["-std=c++17", "-O1", "-Wall", "-o", "main", "main.cpp"],
            dir.path(),
        )
        .unwrap();
        assert!(out.status.success(), "{name}: {}", text(&out.stderr));
        let out = run("./main", &[], dir.path()).unwrap();
        assert_eq!(text(&out.stdout), want, "{name}");
    }
}

/// The Python harness: the template run with `param` provided (as the
/// explorer provides it), values by the definition.
const PYTHON_HARNESS: &str = r#"
import builtins, functools, sys
builtins.param = lambda name, default: default
form = sys.argv[2]
source = open(sys.argv[1]).read()
game = {}
exec(compile(source, sys.argv[1], "exec"), game)

@functools.lru_cache(maxsize=None)
def grundy(p):
    seen = set()
    for option in game["moves"](p):
        x = 0
        for part in option:
            x ^= grundy(game["canon"](part) if "canon" in game else part)
        seen.add(x)
    v = 0
    while v in seen:
        v += 1
    return v

@functools.lru_cache(maxsize=None)
def score(n):
    return max((pts - score(q) for pts, q in game["moves"](n)), default=0)

if form == "heap":
    print(*[grundy(n) for n in range(12)])
elif form == "pair":
    print(*[f"{a},{b}" for a in range(8) for b in range(8) if grundy((a, b)) == 0])
elif form == "family":
    print(*[grundy(game["start"](n)) for n in range(10)], all(grundy(game["start"](n)) == game["guess"](n) for n in range(10)))
elif form == "scoring":
    print(*[score(n) for n in range(10)])
else:
    print(len(game["left"](5)), len(game["right"](5)))
"#;

#[test]
fn the_python_templates_run_and_compute_what_they_say() {
    if !slow("the_python_templates_run_and_compute_what_they_say") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    if run("python3", &["--version"], dir.path()).is_none() {
        eprintln!("skipped: no python3");
        return;
    }
    std::fs::write(dir.path().join("harness.py"), PYTHON_HARNESS).unwrap();
    for (flag, form, want) in [
        ("", "heap", "0 1 2 3 0 1 2 3 0 1 2 3"),
        ("--pair", "pair", "0,0 1,2 2,1 3,5 4,7 5,3 7,4"),
        ("--family", "family", "0 1 0 1 0 1 0 1 0 1 True"),
        ("--scoring", "scoring", "0 1 3 4 4 5 7 8 8 9"),
        ("--partisan", "partisan", "2 2"),
    ] {
        let file = dir.path().join(format!("t_{form}.py"));
        let path = file.to_str().unwrap();
        let args: Vec<&str> = ["--new", path, flag]
            .into_iter()
            .filter(|a| !a.is_empty())
            .collect();
        assert!(xtask(&args, "").status.success());
        let out = run("python3", &["harness.py", path, form], dir.path()).unwrap();
        assert!(out.status.success(), "{form}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout).trim_end(), want, "{form}");
    }
}

/// `--json` without what differs between two files of the same game: the
/// times and the name.
fn same_json(out: &Output) -> serde_json::Value {
    let mut j: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    if let Some(map) = j.as_object_mut() {
        map.remove("seconds");
        map.remove("game");
    }
    j
}

/// Every template of every form, as written, in the explorer itself: the
/// C++ and Python ones give the Rust one's `--json` (the Rust ones are
/// checked against the values their comments state above), with a
/// parameter where the template reads one.
#[test]
fn every_template_runs_in_the_explorer_in_every_language() {
    if !slow("every_template_runs_in_the_explorer_in_every_language") {
        return;
    }
    let have = |tool: &str| run(tool, &["--version"], &root()).is_some();
    if !have("g++") || !have("python3") {
        panic!("GAMES_SLOW_TESTS=1 needs g++ and python3 (.ci/run installs them)");
    }
    let forms: [(&str, &str, &[&str]); 6] = [
        ("heap", "", &["--show", "12"]),
        ("heap-k", "", &["--show", "12", "--param", "k=5"]),
        ("pair", "--pair", &["--box", "12,12"]),
        ("family", "--family", &["--upto", "30", "--positions"]),
        ("scoring", "--scoring", &["--upto", "60", "--show", "12"]),
        ("partisan", "--partisan", &["--upto", "20"]),
    ];
    for (name, flag, args) in forms {
        let mut reports = Vec::new();
        for ext in ["rs", "cpp", "py"] {
            // One file for both heap runs: a parameter rebuilds nothing.
            let stem = name.trim_end_matches("-k");
            let file = template(&format!("template37-all-{stem}.{ext}"), flag);
            let mut all = vec![file.as_str(), "--json"];
            all.extend_from_slice(args);
            let out = xtask(&all, "");
            assert!(out.status.success(), "{file}: {}", text(&out.stderr));
            assert!(
                !text(&out.stderr).contains("warning"),
                "{file}: {}",
                text(&out.stderr)
            );
            reports.push(same_json(&out));
        }
        assert_eq!(reports[1], reports[0], "{name}: the C++ template");
        assert_eq!(reports[2], reports[0], "{name}: the Python template");
        if name == "heap-k" {
            assert_eq!(reports[0]["period"], 6, "k = 5: period k + 1");
        }
        if name == "scoring" {
            assert_eq!(
                reports[0]["head"],
                serde_json::json!([0, 1, 3, 4, 4, 5, 7, 8, 8, 9, 11, 12])
            );
        }
    }
}
