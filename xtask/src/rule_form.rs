//! Which form a rule file is written in, read with a real parser (`syn`):
//! the functions it defines (`moves`, `start`, `left`/`right`, `show`,
//! `canon`, `guess`) and their signatures decide which of the explorer's
//! entry points the generated `main` calls.

use syn::{FnArg, Item, ReturnType, Type};

/// A function's signature, as far as the choice needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Sig {
    /// The parameters' types, as written (`u64`, `(u64, u64)`, `&Row`).
    params: Vec<Param>,
    /// Whether it returns `bool`.
    returns_bool: bool,
    /// A scoring rule's options: it returns `Vec<(i64, P)>` (`Some(false)`)
    /// or `Vec<(i64, P, bool)>` (`Some(true)`), or its second parameter is
    /// `&mut ScoreOut<P>` (`Some(true)`: the allocation-free form).
    scoring: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Param {
    /// `u64`.
    Number,
    /// `(u64, u64)`.
    Pair,
    /// `&T`.
    Reference,
    /// Anything else.
    Other,
}

/// `Vec<(i64, P)>` → `Some(false)`, `Vec<(i64, P, bool)>` → `Some(true)`.
fn scored_options(ty: &Type) -> Option<bool> {
    let Type::Path(p) = ty else { return None };
    let last = p.path.segments.last()?;
    if last.ident != "Vec" {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    let Some(syn::GenericArgument::Type(Type::Tuple(t))) = args.args.first() else {
        return None;
    };
    let first_is_i64 = matches!(t.elems.first(), Some(Type::Path(q)) if q.path.is_ident("i64"));
    match t.elems.len() {
        2 if first_is_i64 => Some(false),
        3 if first_is_i64 => Some(true),
        _ => None,
    }
}

/// `&mut ScoreOut<P>` (or `&mut explore::ScoreOut<P>`).
fn is_score_out(ty: &Type) -> bool {
    match ty {
        Type::Reference(r) => {
            matches!(&*r.elem, Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "ScoreOut"))
        }
        _ => false,
    }
}

fn param(ty: &Type) -> Param {
    match ty {
        Type::Path(p) if p.qself.is_none() && p.path.is_ident("u64") => Param::Number,
        Type::Tuple(t)
            if t.elems.len() == 2 && t.elems.iter().all(|e| param(e) == Param::Number) =>
        {
            Param::Pair
        }
        Type::Reference(_) => Param::Reference,
        Type::Paren(p) => param(&p.elem),
        Type::Group(g) => param(&g.elem),
        _ => Param::Other,
    }
}

/// The top-level functions of `source` by name, or `None` if it does not
/// parse (rustc then says why).
fn functions(source: &str) -> Option<Vec<(String, Sig)>> {
    let file = syn::parse_file(source).ok()?;
    let mut found = Vec::new();
    for item in file.items {
        if let Item::Fn(f) = item {
            let params = f
                .sig
                .inputs
                .iter()
                .map(|a| match a {
                    FnArg::Typed(t) => param(&t.ty),
                    FnArg::Receiver(_) => Param::Other,
                })
                .collect();
            let returns_bool = match &f.sig.output {
                ReturnType::Type(_, ty) => {
                    matches!(&**ty, Type::Path(p) if p.path.is_ident("bool"))
                }
                ReturnType::Default => false,
            };
            let pushes_scores = f
                .sig
                .inputs
                .iter()
                .nth(1)
                .is_some_and(|a| matches!(a, FnArg::Typed(t) if is_score_out(&t.ty)));
            let scoring = match &f.sig.output {
                ReturnType::Type(_, ty) => scored_options(ty),
                ReturnType::Default => pushes_scores.then_some(true),
            };
            found.push((
                f.sig.ident.to_string(),
                Sig {
                    params,
                    returns_bool,
                    scoring,
                },
            ));
        }
    }
    Some(found)
}

/// The call the generated `main` makes for a rule file's text.
pub fn entry(source: &str) -> String {
    match functions(source) {
        Some(fns) => from_functions(&fns),
        None => textual(source).to_string(),
    }
}

fn from_functions(fns: &[(String, Sig)]) -> String {
    let get = |name: &str| fns.iter().find(|(n, _)| n == name).map(|(_, s)| s);
    let (moves, start) = (get("moves"), get("start"));
    let canon = if get("canon").is_some() {
        "Some(game::canon)"
    } else {
        "None"
    };
    if get("left").is_some() && get("right").is_some() && moves.is_none() {
        if start.is_some() {
            return format!(
                "explore::entry::partisan::partisan_main(explore::source::partisan::PartisanFamily {{ start: game::start, left: game::left, right: game::right, canon: {canon} }})"
            );
        }
        return "explore::entry::partisan::main(game::left, game::right)".to_string();
    }
    if let Some(m) = moves.filter(|m| m.scoring.is_some()) {
        return scoring(m, start.is_some(), &get);
    }
    let guess = get("guess").map(|g| {
        format!(
            "explore::source::guess::Guess::{}(game::guess)",
            if g.returns_bool { "Loses" } else { "Value" }
        )
    });
    let by_reference = moves.is_some_and(|m| m.params.first() == Some(&Param::Reference));
    if start.is_some() || by_reference {
        let form = if moves.is_some_and(|m| m.params.len() == 2) {
            "Push"
        } else {
            "Vecs"
        };
        let show = if get("show").is_some() {
            "Some(game::show)"
        } else {
            "None"
        };
        let guess = match &guess {
            Some(g) => format!("Some({g})"),
            None => "None".to_string(),
        };
        return format!(
            "explore::entry::family::main(explore::source::family::Family {{ start: game::start, moves: explore::source::family::Moves::{form}(game::moves), show: {show}, canon: {canon}, guess: {guess} }})"
        );
    }
    match guess {
        Some(g) => format!("explore::entry::table::main_guessed(game::moves, {g})"),
        None => "explore::main(game::moves)".to_string(),
    }
}

/// The entry point of a scoring rule (`moves` whose options carry points).
fn scoring<'a>(moves: &Sig, family: bool, get: &impl Fn(&str) -> Option<&'a Sig>) -> String {
    let push = moves.params.len() == 2;
    // A heap's or a pair's functions take the position by value: wrapped in
    // closures taking it by reference, as a family's do.
    let (key, by_value) = match moves.params.first() {
        _ if family => ("", false),
        Some(Param::Pair) => ("(u64, u64)", true),
        _ => ("u64", true),
    };
    let wrap = |name: &str, extra: &str| {
        if by_value {
            format!(
                "|p: &{key}{extra}| game::{name}(*p{})",
                if extra.is_empty() { "" } else { ", out" }
            )
        } else {
            format!("game::{name}")
        }
    };
    let form = if push {
        format!(
            "Push({})",
            wrap("moves", &format!(", out: &mut explore::ScoreOut<{key}>"))
        )
    } else if moves.scoring == Some(true) {
        format!("Again({})", wrap("moves", ""))
    } else {
        format!("Pass({})", wrap("moves", ""))
    };
    let optional = |name: &str| {
        if get(name).is_some() {
            format!("Some({})", wrap(name, ""))
        } else {
            "None".to_string()
        }
    };
    let start = if family {
        "game::start".to_string()
    } else {
        format!("|k: {key}| k")
    };
    let show = if family {
        if get("show").is_some() {
            "Some(game::show)".to_string()
        } else {
            "None".to_string()
        }
    } else if key == "u64" {
        "Some(|p: &u64| p.to_string())".to_string()
    } else {
        "Some(|p: &(u64, u64)| format!(\"{},{}\", p.0, p.1))".to_string()
    };
    let canon = if family && get("canon").is_some() {
        "Some(game::canon)"
    } else {
        "None"
    };
    let guess = if get("guess").is_some() {
        "Some(game::guess)"
    } else {
        "None"
    };
    format!(
        "explore::entry::scoring::main(explore::source::scoring::ScoringGame {{ start: {start}, moves: explore::source::scoring::ScoreMoves::{form}, end: {end}, show: {show}, canon: {canon}, guess: {guess}, family: {family} }})",
        end = optional("end"),
    )
}

/// The old textual test, for a file that does not parse: a partisan rule
/// (it defines `fn left` and `fn right`) or a `moves` rule.
fn textual(source: &str) -> &'static str {
    // `fn NAME` followed by `(` or `<` (spaces allowed), not `fn left_side`.
    let defines = |name: &str| {
        let pattern = format!("fn {name}");
        source.match_indices(&pattern).any(|(at, _)| {
            matches!(
                source[at + pattern.len()..].trim_start().chars().next(),
                Some('(' | '<')
            )
        })
    };
    if defines("left") && defines("right") && !defines("moves") {
        "explore::entry::partisan::main(game::left, game::right)"
    } else {
        "explore::main(game::moves)"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_form_gets_its_entry_point() {
        let heap = "pub fn moves(n: u64) -> Vec<Vec<u64>> { vec![] }";
        assert_eq!(entry(heap), "explore::main(game::moves)");
        let push = "use explore::Out; pub fn moves(n: u64, out: &mut Out<u64>) {}";
        assert_eq!(entry(push), "explore::main(game::moves)");
        let guessed = "pub fn moves((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>> { vec![] }\npub fn guess((a, b): (u64, u64)) -> bool { a == b }";
        assert_eq!(
            entry(guessed),
            "explore::entry::table::main_guessed(game::moves, explore::source::guess::Guess::Loses(game::guess))"
        );
        let family = "pub fn start(n: u64) -> Vec<u8> { vec![0; n as usize] }\npub fn moves(p: &Vec<u8>) -> Vec<Vec<Vec<u8>>> { vec![] }\npub fn show(p: &Vec<u8>) -> String { String::new() }\npub fn guess(n: u64) -> u64 { n % 2 }";
        let call = entry(family);
        assert!(call.starts_with("explore::entry::family::main("), "{call}");
        for part in [
            "start: game::start",
            "Moves::Vecs(game::moves)",
            "show: Some(game::show)",
            "canon: None",
            "Guess::Value(game::guess)",
        ] {
            assert!(call.contains(part), "{part}: {call}");
        }
        let pushing = "pub fn start((a, b): (u64, u64)) -> [u8; 4] { [0; 4] }\npub fn moves(p: &[u8; 4], out: &mut explore::Out<[u8; 4]>) {}\npub fn canon(p: [u8; 4]) -> [u8; 4] { p }";
        let call = entry(pushing);
        assert!(call.contains("Moves::Push(game::moves)"), "{call}");
        assert!(call.contains("canon: Some(game::canon)"), "{call}");
        assert!(call.contains("guess: None"), "{call}");
        let partisan = "pub fn start(n: u64) -> Vec<u8> { vec![] }\npub fn left(p: &Vec<u8>) -> Vec<Vec<Vec<u8>>> { vec![] }\npub fn right(p: &Vec<u8>) -> Vec<Vec<Vec<u8>>> { vec![] }";
        assert!(entry(partisan).starts_with("explore::entry::partisan::partisan_main("));
        // A comment or a string naming a function does not count.
        let commented = "// pub fn start(n: u64) -> u8\npub fn moves(n: u64) -> Vec<Vec<u64>> { let _ = \"fn guess(\"; vec![] }";
        assert_eq!(entry(commented), "explore::main(game::moves)");
    }
}
