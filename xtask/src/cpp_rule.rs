//! `cargo xtask grundy FILE.cpp`: a rule written in C++17, compiled by the
//! system's `g++ -O2` with a generated shim that exports it through a C ABI,
//! and linked (a static archive) into a generated Rust `main` that hands
//! safe wrappers of that ABI to the explorer's entry points — the same
//! entry points, and so the same report, as the rule written in Rust.
//!
//! Which form the file is in is read from its text ([`form`]): the names it
//! defines at the top level (`moves`, `start`, `left`/`right`, `show`,
//! `canon`, `guess`, `end`), whether a heap rule's parameter is a
//! `std::pair`, whether `guess` returns `bool`. The rest — the
//! allocation-free form (`explore::Out<P>&` as a second parameter), a
//! scoring rule (options that are `(points, next)` pairs or `(points, next,
//! again)` tuples, or an `explore::ScoreOut<P>&` parameter), the position
//! type of a family (what `start` returns) — the C++ compiler decides in
//! the shim from the types, and a mismatch is a `static_assert` naming what
//! was expected. The text
//! is read without a C++ parser: comments, strings and preprocessor lines
//! are skipped and only functions outside every brace count, so a rule
//! defined inside a namespace or a class, produced by a macro, or declared
//! through a type alias of `std::pair` is not recognised (the guide says
//! so).
//!
//! What is generated from the form, and the build, are `cpp_build.rs`.

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
    /// `end(p)`: a scoring rule's payoff where no move is left.
    pub end: bool,
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

const NAMES: [&str; 8] = [
    "moves", "start", "left", "right", "show", "canon", "guess", "end",
];

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
        end: get("end").is_some(),
    })
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
                guess: None,
                end: false,
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
}
