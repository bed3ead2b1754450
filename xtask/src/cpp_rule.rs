//! `cargo xtask grundy FILE.cpp`: a rule written in C++17, compiled by the
//! system's `g++ -O2` with a generated shim that exports it through a C ABI,
//! and linked (a static archive) into a generated Rust `main` that hands
//! safe wrappers of that ABI to the explorer's entry points — the same
//! entry points, and so the same report, as the rule written in Rust.
//!
//! Which form the file is in is read from its text ([`form`]): the names it
//! defines at the top level (`moves`, `start`, `left`/`right`, `show`,
//! `canon`, `guess`), whether a heap rule's parameter is a `std::pair`,
//! whether `guess` returns `bool`. The rest — the allocation-free form
//! (`explore::Out<P>&` as a second parameter), the position type of a
//! family (what `start` returns) — the C++ compiler decides in the shim,
//! and a mismatch is a `static_assert` naming what was expected. The text
//! is read without a C++ parser: comments, strings and preprocessor lines
//! are skipped and only functions outside every brace count, so a rule
//! defined inside a namespace or a class, produced by a macro, or declared
//! through a type alias of `std::pair` is not recognised (the guide says
//! so).
//!
//! The cache is a Rust rule's (`explore.rs`): one package per file, its
//! stamp hashing the file, the header and the explorer's sources; the
//! shim's object and archive sit in the package's folder.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{bail, Context, Result};

use crate::explore::{self, Fnv, Package};

/// The position a heap rule's (or a family's `start`'s) parameter is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// `uint64_t n`.
    Heap,
    /// `std::pair<uint64_t, uint64_t>`.
    Pair,
}

/// A C++ rule file's form, as far as the generated code needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    /// `moves`'s (or `left`'s) position for a heap or pair rule; the
    /// parameter of `start` for a family.
    pub shape: Shape,
    /// The file defines `start`: a family of starts.
    pub family: bool,
    /// `left` and `right` instead of `moves`.
    pub partisan: bool,
    pub show: bool,
    pub canon: bool,
    /// `Some(true)` for `bool guess(…)`.
    pub guess: Option<bool>,
}

/// A function the file defines (or declares) outside every brace.
#[derive(Debug, Clone)]
struct Found {
    name: String,
    /// Its first parameter's text.
    first: String,
    /// The text before its name (the return type), and after `)` up to
    /// the body (a trailing `-> bool`).
    around: String,
}

/// `source` with comments, string and character literals and preprocessor
/// lines replaced by spaces (line breaks kept, so offsets are unchanged).
fn code_only(source: &str) -> String {
    let b = source.as_bytes();
    let mut out = b.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to.min(b.len())] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    let mut line_start = true;
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            let end = rest
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |k| i + k);
            blank(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let end = source[i + 2..].find("*/").map_or(b.len(), |k| i + k + 4);
            blank(&mut out, i, end);
            i = end;
        } else if line_start && b[i] == b'#' {
            // A directive, continued over lines ending in a backslash.
            let mut end = i;
            while end < b.len() && !(b[end] == b'\n' && (end == 0 || b[end - 1] != b'\\')) {
                end += 1;
            }
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == b'"' || b[i] == b'\'' {
            let quote = b[i];
            let raw = quote == b'"' && i > 0 && b[i - 1] == b'R';
            let end = if raw {
                // R"delim( … )delim"
                let open = rest.iter().position(|&c| c == b'(').unwrap_or(0);
                let delim = &source[i + 1..i + open];
                let close = format!("){delim}\"");
                source[i..]
                    .find(&close)
                    .map_or(b.len(), |k| i + k + close.len())
            } else {
                let mut j = i + 1;
                while j < b.len() && b[j] != quote && b[j] != b'\n' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                (j + 1).min(b.len())
            };
            blank(&mut out, i, end);
            i = end;
        } else {
            if b[i] == b'\n' {
                line_start = true;
            } else if !b[i].is_ascii_whitespace() {
                line_start = false;
            }
            i += 1;
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

const NAMES: [&str; 7] = ["moves", "start", "left", "right", "show", "canon", "guess"];

/// The index of the bracket closing the one at `open`.
fn closing(code: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, &c) in code.iter().enumerate().skip(open) {
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// The functions named in [`NAMES`] that the code defines or declares
/// outside every brace.
fn functions(code: &str) -> Vec<Found> {
    let b = code.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut found = Vec::new();
    let mut depth = 0usize;
    // Where the current declaration began: after the last `;`, `{` or `}`.
    let mut decl_start = 0;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'{' => {
                depth += 1;
                decl_start = i + 1;
            }
            b'}' => {
                depth = depth.saturating_sub(1);
                decl_start = i + 1;
            }
            b';' if depth == 0 => decl_start = i + 1,
            c if depth == 0 && ident(c) && (i == 0 || !ident(b[i - 1])) => {
                let end = (i..b.len()).find(|&k| !ident(b[k])).unwrap_or(b.len());
                let name = &code[i..end];
                let before = code[decl_start..i].trim_end();
                let qualified = before.ends_with("::") || before.ends_with('.');
                let after = code[end..].trim_start();
                if NAMES.contains(&name) && !qualified && after.starts_with('(') {
                    let open = b.len() - after.len();
                    if let Some(close) = closing(b, open) {
                        let params = &code[open + 1..close];
                        let first = split_params(params).into_iter().next().unwrap_or_default();
                        let tail_end = code[close..]
                            .find(['{', ';'])
                            .map_or(b.len(), |k| close + k);
                        found.push(Found {
                            name: name.to_string(),
                            first,
                            around: format!("{before} {}", &code[close + 1..tail_end]),
                        });
                        i = close + 1;
                        continue;
                    }
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// Parameters split at the commas outside `<>`, `()`, `[]` and `{}`.
fn split_params(params: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let (mut depth, mut from) = (0i32, 0);
    for (k, c) in params.char_indices() {
        match c {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(params[from..k].trim().to_string());
                from = k + 1;
            }
            _ => {}
        }
    }
    let last = params[from..].trim();
    if !last.is_empty() {
        parts.push(last.to_string());
    }
    parts
}

/// The names the code declares outside every brace as `std::pair`s
/// (`using Cake = std::pair<uint64_t, uint64_t>;`, `typedef pair<…> P;`,
/// or an alias of such a name).
fn pair_aliases(code: &str) -> Vec<String> {
    let mut aliases: Vec<String> = Vec::new();
    let mut depth = 0usize;
    let mut from = 0;
    for (k, c) in code.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth = depth.saturating_sub(1);
                from = k + 1;
            }
            ';' if depth == 0 => {
                let statement = code[from..k].trim();
                from = k + 1;
                let (name, target) = if let Some(rest) = statement.strip_prefix("using ") {
                    match rest.split_once('=') {
                        Some((name, target)) => (name.trim(), target),
                        None => continue,
                    }
                } else if let Some(rest) = statement.strip_prefix("typedef ") {
                    match rest
                        .trim_end()
                        .rsplit_once(|c: char| c.is_whitespace() || c == '>')
                    {
                        Some((target, name)) => (name.trim(), target),
                        None => continue,
                    }
                } else {
                    continue;
                };
                let is_pair =
                    has_word(target, "pair") || aliases.iter().any(|a| has_word(target, a));
                if is_pair && !name.is_empty() {
                    aliases.push(name.to_string());
                }
            }
            _ => {}
        }
    }
    aliases
}

fn has_word(text: &str, word: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .any(|w| w == word)
}

/// The form of a C++ rule file, read from its text; an error names what is
/// missing.
pub fn form(source: &str) -> Result<Form, String> {
    let code = code_only(source);
    let found = functions(&code);
    let aliases = pair_aliases(&code);
    let get = |name: &str| found.iter().find(|f| f.name == name);
    let shape_of = |f: &Found| {
        if has_word(&f.first, "pair") || aliases.iter().any(|a| has_word(&f.first, a)) {
            Shape::Pair
        } else {
            Shape::Heap
        }
    };
    let partisan = get("moves").is_none() && get("left").is_some() && get("right").is_some();
    let rule = match (get("moves"), partisan) {
        (Some(m), _) => m,
        (None, true) => get("left").expect("partisan"),
        (None, false) => {
            return Err(
                "defines no `moves` function (nor `left` and `right`) outside every namespace and class: \
                 write e.g. `std::vector<std::vector<uint64_t>> moves(uint64_t n)` (crates/explore/README.md, \"Rules in C++ and Python\", has every form)"
                    .to_string(),
            );
        }
    };
    let start = get("start");
    Ok(Form {
        shape: start.map_or_else(|| shape_of(rule), shape_of),
        family: start.is_some(),
        partisan,
        show: get("show").is_some(),
        canon: get("canon").is_some(),
        guess: get("guess").map(|g| has_word(&g.around, "bool")),
    })
}

/// The translation unit g++ compiles: the header, the user's file under
/// `#line` (so that g++'s messages name the file and its lines), then the
/// exported functions, whose own lines are named as this file's.
fn shim(form: &Form, file: &str, user: &str, shim_path: &str) -> String {
    let mut text = format!(
        "// Generated by `cargo xtask grundy` for {file}: the rule's C ABI. Edit that file, not this one.\n#include \"explore.hpp\"\n#line 1 {file:?}\n{user}"
    );
    if !user.ends_with('\n') {
        text.push('\n');
    }
    let line = text.lines().count() + 2;
    text.push_str(&format!("#line {line} {shim_path:?}\n"));
    text.push_str(&exports(form));
    text
}

/// The `extern "C"` functions for `form` (those it does not use end the run).
fn exports(form: &Form) -> String {
    let key = match form.shape {
        Shape::Heap => "uint64_t",
        Shape::Pair => "explore::abi::Pair",
    };
    let mut t = String::new();
    let lift = |name: &str| format!("static auto explore_fn_{name} = EXPLORE_LIFT({name});\n");
    let sides: &[&str] = if form.partisan {
        &["left", "right"]
    } else {
        &["moves"]
    };
    for side in sides {
        t += &lift(side);
    }
    let which = |call: &dyn Fn(&str) -> String| {
        let mut s = String::from("    switch (which) {\n");
        for side in sides {
            let n = match *side {
                "moves" => 0,
                "left" => 1,
                _ => 2,
            };
            s += &format!("        case {n}: {}; break;\n", call(side));
        }
        s += "        default: explore::abi::missing(\"this side\");\n    }\n";
        s
    };
    let missing = |name: &str| format!("    explore::abi::missing({name:?});\n");
    let rule_key = if form.family { "explore_pos" } else { key };
    if form.family {
        t += &format!(
            "using explore_key = {key};\nusing explore_pos = std::decay_t<decltype(start(std::declval<explore_key>()))>;\n"
        );
    }
    for side in sides {
        t += &format!(
            "static_assert(explore::abi::takes<decltype(explore_fn_{side}), {rule_key}>, \"explore: `{side}` must take {} and return its options (a list of lists of parts), or take it and an explore::Out<{}>& to push them into\");\n",
            if form.family {
                "a const P& (P: what `start` returns)".to_string()
            } else if form.shape == Shape::Pair {
                "a std::pair<uint64_t, uint64_t>".to_string()
            } else {
                "a uint64_t (it was read as a one-heap rule: a pair rule's parameter is a std::pair<uint64_t, uint64_t>)".to_string()
            },
            if form.family { "P" } else { key }
        );
    }
    t += "extern \"C\" {\n";
    t += "void explore_cpp_heap(uint32_t which, uint64_t n, explore::abi::Flat* r) {\n";
    if !form.family && form.shape == Shape::Heap {
        t += &which(&|side| format!("explore::abi::heap({side:?}, explore_fn_{side}, n, r)"));
    } else {
        t += &missing("a heap rule");
    }
    t += "}\nvoid explore_cpp_pair(uint32_t which, uint64_t a, uint64_t b, explore::abi::Flat* r) {\n";
    if !form.family && form.shape == Shape::Pair {
        t += &which(&|side| format!("explore::abi::pair({side:?}, explore_fn_{side}, a, b, r)"));
    } else {
        t += &missing("a pair rule");
    }
    t += "}\nvoid explore_cpp_start(uint64_t a, uint64_t b, explore::abi::Bytes* r) {\n";
    if form.family {
        t += "    explore::abi::start<explore_key>(EXPLORE_LIFT(start), a, b, r);\n";
    } else {
        t += &missing("start");
    }
    t += "}\nvoid explore_cpp_family(uint32_t which, const uint8_t* p, uint64_t len, explore::abi::FamilyFlat* r) {\n";
    if form.family {
        t += &which(&|side| {
            format!("explore::abi::family<explore_pos>({side:?}, explore_fn_{side}, p, len, r)")
        });
    } else {
        t += &missing("a family");
    }
    t += "}\nvoid explore_cpp_canon(const uint8_t* p, uint64_t len, explore::abi::Bytes* r) {\n";
    if form.family && form.canon {
        t += "    explore::abi::canon<explore_pos>(EXPLORE_LIFT(canon), p, len, r);\n";
    } else {
        t += &missing("canon");
    }
    t += "}\nvoid explore_cpp_show(const uint8_t* p, uint64_t len, explore::abi::Bytes* r) {\n";
    if form.family {
        let show = if form.show {
            "EXPLORE_LIFT(show)"
        } else {
            "[](const explore_pos& q) { return explore::debug(q); }"
        };
        t += &format!("    explore::abi::show<explore_pos>({show}, p, len, r);\n");
    } else {
        t += &missing("show");
    }
    t += "}\nuint64_t explore_cpp_guess(uint64_t a, uint64_t b) {\n";
    if form.guess.is_some() {
        t += &format!("    return explore::abi::guess<{key}>(EXPLORE_LIFT(guess), a, b);\n");
    } else {
        t += &missing("guess");
        t += "    return 0;\n";
    }
    t += "}\nvoid explore_cpp_set_param(const char* name, int64_t value) { explore::detail::params()[name] = value; }\n}\n";
    t
}

/// The generated `main.rs`: the bridge's safe wrappers in the signatures of
/// the explorer's Rust forms, and the entry point the form calls for.
/// `hash` (the C++ file's and header's) is written into it, so that an
/// edited C++ file, whose archive cargo does not watch, relinks the binary.
fn main_rs(form: &Form, file: &str, bridge: &str, hash: &str) -> String {
    let mut t = format!(
        "// Generated by `cargo xtask grundy` for {file}: its C++ rule, linked as a\n// static archive, in the explorer's Rust forms. Edit that file, not this one.\n// C++ sources: {hash}\n#![allow(unused_imports)]\n\n#[path = {bridge:?}]\nmod bridge;\n\nuse explore::Out;\nuse explore::source::cpp::Bytes;\n\n"
    );
    let (k_param, k_call, k_type) = match form.shape {
        Shape::Heap => ("n: u64", "n, 0", "u64"),
        Shape::Pair => ("(a, b): (u64, u64)", "a, b", "(u64, u64)"),
    };
    let sides: &[(&str, &str)] = if form.partisan {
        &[("left", "LEFT"), ("right", "RIGHT")]
    } else {
        &[("moves", "MOVES")]
    };
    if let Some(returns_bool) = form.guess {
        t += &if returns_bool {
            format!("fn guess({k_param}) -> bool {{\n    bridge::guess({k_call}) != 0\n}}\n\n")
        } else {
            format!("fn guess({k_param}) -> u64 {{\n    bridge::guess({k_call})\n}}\n\n")
        };
    }
    let guess = |wrap: bool| match form.guess {
        Some(b) => {
            let g = format!(
                "explore::source::guess::Guess::{}(guess)",
                if b { "Loses" } else { "Value" }
            );
            if wrap {
                format!("Some({g})")
            } else {
                g
            }
        }
        None => "None".to_string(),
    };
    if form.family {
        t += &format!("fn start({k_param}) -> Bytes {{\n    bridge::start({k_call})\n}}\n\n");
        t += "fn show(p: &Bytes) -> String {\n    bridge::show(p)\n}\n\n";
        if form.canon {
            t += "fn canon(p: Bytes) -> Bytes {\n    bridge::canon(p)\n}\n\n";
        }
        let canon = if form.canon { "Some(canon)" } else { "None" };
        let two = if form.shape == Shape::Pair { "2" } else { "" };
        for (side, which) in sides {
            t += &if form.partisan {
                format!("fn {side}(p: &Bytes) -> Vec<Vec<Bytes>> {{\n    bridge::family_vecs(bridge::{which}, p)\n}}\n\n")
            } else {
                format!("fn {side}(p: &Bytes, out: &mut Out<Bytes>) {{\n    bridge::family(bridge::{which}, p, out)\n}}\n\n")
            };
        }
        let call = if form.partisan {
            format!("explore::entry::cpp::partisan{two}(explore::source::partisan::PartisanFamily {{ start, left, right, canon: {canon} }})")
        } else {
            format!(
                "explore::entry::cpp::family{two}(explore::source::family::Family {{ start, moves: explore::source::family::Moves::Push(moves), show: Some(show), canon: {canon}, guess: {} }})",
                guess(true)
            )
        };
        t += &format!("fn main() -> std::process::ExitCode {{\n    explore::source::cpp::set_show(show);\n    {call}\n}}\n");
        return t;
    }
    let wrapper = match form.shape {
        Shape::Heap => "heap",
        Shape::Pair => "pair",
    };
    let p = match form.shape {
        Shape::Heap => "n",
        Shape::Pair => "p",
    };
    for (side, which) in sides {
        t += &format!(
            "fn {side}({p}: {k_type}, out: &mut Out<{k_type}>) {{\n    bridge::{wrapper}(bridge::{which}, {p}, out)\n}}\n\n"
        );
    }
    let call = if form.partisan {
        "explore::entry::partisan::main(left, right)".to_string()
    } else if form.guess.is_some() {
        format!(
            "explore::entry::table::main_guessed(moves, {})",
            guess(false)
        )
    } else {
        "explore::main(moves)".to_string()
    };
    t += &format!("fn main() -> std::process::ExitCode {{\n    {call}\n}}\n");
    t
}

/// The C++ compiler: `$CXX` when set, else `g++`.
fn compiler() -> String {
    std::env::var("CXX").unwrap_or_else(|_| "g++".to_string())
}

/// The binary of the C++ rule `file`: the cached one when its stamp
/// matches, else compiled (g++'s messages shown as g++ prints them) and
/// linked. `None` when it does not compile.
pub fn build(file: &Path) -> Result<Option<PathBuf>> {
    let file =
        std::fs::canonicalize(file).with_context(|| format!("finding {}", file.display()))?;
    let Some(file_text) = file.to_str() else {
        bail!("{}: the explorer needs a UTF-8 path", file.display());
    };
    let source = std::fs::read_to_string(&file)
        .with_context(|| format!("reading {} (a C++ file in UTF-8)", file.display()))?;
    let form = match form(&source) {
        Ok(form) => form,
        Err(why) => {
            anstream::eprintln!("{}: {} {why}", crate::style::error("error"), file.display());
            return Ok(None);
        }
    };
    let root = explore::root();
    let cpp = root.join("crates/explore/cpp");
    let header = std::fs::read(cpp.join("explore.hpp")).context("reading explore.hpp")?;
    let pkg = Package::for_file(&file);
    let shim_path = pkg.dir.join("shim.cpp");
    let shim_text = shim(&form, file_text, &source, &shim_path.to_string_lossy());
    let mut sources = Fnv::new();
    sources.bytes(source.as_bytes());
    sources.bytes(&header);
    sources.bytes(shim_text.as_bytes());
    let main = main_rs(
        &form,
        file_text,
        &cpp.join("bridge.rs").to_string_lossy(),
        &sources.hex(),
    );
    let manifest = explore::manifest(&pkg.name, file_text, &root.join("crates/explore"));
    let mut h = Fnv::new();
    h.bytes(manifest.as_bytes());
    h.bytes(main.as_bytes());
    h.bytes(compiler().as_bytes());
    explore::hash_explorer(&mut h)?;
    let stamp = h.hex();
    if pkg.is_fresh(&stamp) {
        return Ok(Some(pkg.binary));
    }
    pkg.write(&manifest, &main, file_text)?;
    std::fs::write(&shim_path, &shim_text)?;
    let object = pkg.dir.join("rule.o");
    let archive = pkg.dir.join("libexplorerule.a");
    let _ = std::fs::remove_file(&archive);
    anstream::eprintln!(
        "{} {} (g++ -O2 -std=c++17)",
        crate::style::dim("compiling"),
        file.display()
    );
    let mut gxx = Command::new(compiler());
    gxx.args(["-O2", "-std=c++17", "-fPIC", "-c"])
        .arg("-I")
        .arg(&cpp)
        .arg("-iquote")
        .arg(file.parent().unwrap_or(Path::new("/")))
        .arg(&shim_path)
        .arg("-o")
        .arg(&object)
        .stdin(Stdio::null());
    let status = match gxx.status() {
        Ok(status) => status,
        Err(e) => bail!(
            "running {}: {e} (a C++ rule needs g++: on Debian, `apt-get install g++`)",
            compiler()
        ),
    };
    if !status.success() {
        anstream::eprintln!(
            "{}: {} does not compile (g++'s messages above)",
            crate::style::error("error"),
            file.display()
        );
        return Ok(None);
    }
    let status = Command::new("ar")
        .arg("rcs")
        .arg(&archive)
        .arg(&object)
        .status()
        .context("running ar (binutils)")?;
    if !status.success() {
        bail!("ar could not make {}", archive.display());
    }
    let link = [
        "-L".to_string(),
        format!("native={}", pkg.dir.display()),
        "-l".to_string(),
        "static=explorerule".to_string(),
        "-l".to_string(),
        "dylib=stdc++".to_string(),
    ];
    if !pkg.build(&file, &stamp, &link)? {
        anstream::eprintln!(
            "{}: {} compiled, but its generated Rust side did not (a bug of the explorer's; the messages above)",
            crate::style::error("error"),
            file.display()
        );
        return Ok(None);
    }
    Ok(Some(pkg.binary))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form_of(source: &str) -> Form {
        form(source).unwrap()
    }

    #[test]
    fn each_form_is_read_from_the_text() {
        let heap = form_of("std::vector<std::vector<uint64_t>> moves(uint64_t n) { return {}; }");
        assert_eq!(
            heap,
            Form {
                shape: Shape::Heap,
                family: false,
                partisan: false,
                show: false,
                canon: false,
                guess: None
            }
        );
        let out = form_of("void moves(uint64_t n, explore::Out<uint64_t>& out) {}\nbool guess(uint64_t n) { return n % 2; }");
        assert_eq!((out.shape, out.guess), (Shape::Heap, Some(true)));
        let pair = form_of("auto moves(std::pair<uint64_t, uint64_t> p) -> std::vector<std::vector<std::pair<uint64_t, uint64_t>>> { return {}; }\nauto guess(std::pair<uint64_t, uint64_t> p) -> uint64_t;");
        assert_eq!((pair.shape, pair.guess), (Shape::Pair, Some(false)));
        // A pair through aliases, a trailing `-> bool`.
        let aliased = form_of("using P = std::pair<uint64_t, uint64_t>;\ntypedef P Cake;\nstd::vector<std::vector<Cake>> left(Cake c);\nstd::vector<std::vector<Cake>> right(const Cake& c);\nauto guess(P p) -> bool { return true; }");
        assert!(aliased.partisan);
        assert_eq!((aliased.shape, aliased.guess), (Shape::Pair, Some(true)));
        let family = form_of("using Row = std::string;\nRow start(uint64_t n) { return \"\"; }\nvoid moves(const Row& r, explore::Out<Row>& out) {}\nRow canon(const Row& r) { return r; }\nstd::string show(const Row& r) { return r; }");
        assert!(family.family && family.canon && family.show && !family.partisan);
        assert_eq!(family.shape, Shape::Heap);
        let two = form_of("std::tuple<int, int> start(std::pair<uint64_t, uint64_t> p);\nstd::vector<std::vector<std::tuple<int, int>>> left(const std::tuple<int, int>&);\nstd::vector<std::vector<std::tuple<int, int>>> right(const std::tuple<int, int>&);");
        assert!(two.family && two.partisan);
        assert_eq!(two.shape, Shape::Pair);
    }

    #[test]
    fn comments_strings_bodies_and_namespaces_do_not_count() {
        let source = "// uint64_t start(uint64_t n);\n/* bool guess(uint64_t n); */\n#define X(moves) left(moves)\nconst char* s = \"canon(\";\nnamespace ns { int show(int x) { return x; } }\nstruct S { int right(int x); };\nstd::vector<std::vector<uint64_t>> moves(uint64_t n) { int left = 0; start(n); return {}; }";
        let f = form_of(source);
        assert!(
            !f.family && !f.partisan && !f.show && !f.canon && f.guess.is_none(),
            "{f:?}"
        );
        let err = form("int main() { return 0; }").unwrap_err();
        assert!(err.contains("defines no `moves`"), "{err}");
        // Only a call's name followed by `(` counts, and not `x.moves(`.
        assert!(form("int x = y.moves(3);").is_err());
    }

    #[test]
    fn the_shim_names_the_users_file_and_its_own_lines() {
        let form = form_of("std::vector<std::vector<uint64_t>> moves(uint64_t n) { return {}; }");
        let text = shim(&form, "/a/g.cpp", "line 1\nline 2", "/c/shim.cpp");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[2], "#line 1 \"/a/g.cpp\"");
        assert_eq!(lines[3], "line 1");
        // The line after `#line N "/c/shim.cpp"` is line N of the shim file.
        let at = lines
            .iter()
            .position(|l| l.starts_with("#line") && l.contains("shim.cpp"))
            .unwrap();
        let n: usize = lines[at]
            .split_whitespace()
            .nth(1)
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(n, at + 2);
        assert!(text.contains("explore::abi::heap(\"moves\", explore_fn_moves, n, r)"));
        assert!(text.contains("explore::abi::missing(\"start\")"));
        let main = main_rs(&form, "/a/g.cpp", "/b/bridge.rs", "h");
        assert!(main.contains("explore::main(moves)"), "{main}");
        assert!(
            main.contains("bridge::heap(bridge::MOVES, n, out)"),
            "{main}"
        );
    }
}
