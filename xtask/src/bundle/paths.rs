//! Rewriting paths so that they resolve inside the bundle, where the
//! library is `crate::gamecore` instead of the crate `gamecore`.

use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use syn::visit_mut::{self, VisitMut};
use syn::{ItemUse, UseTree};

use super::Side;

/// Is `trees[i..i + 2]` a `::`?
pub(super) fn is_path_separator(trees: &[TokenTree], i: usize) -> bool {
    matches!(
        (trees.get(i), trees.get(i + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

/// `::` as tokens.
fn path_separator() -> [TokenTree; 2] {
    [
        Punct::new(':', Spacing::Joint).into(),
        Punct::new(':', Spacing::Alone).into(),
    ]
}

/// Rewrites paths so they resolve inside the bundle: in the main file
/// `gamecore::x` (or `::gamecore::x`) becomes `crate::gamecore::x`; inside a
/// library module `crate::x` becomes `crate::gamecore::x` (and so does
/// `$crate::x` in macros). `super::` paths need nothing: the modules keep their
/// nesting.
pub(super) struct RewritePaths(pub(super) Side);

impl RewritePaths {
    fn ident(name: &str) -> Ident {
        Ident::new(name, Span::call_site())
    }

    /// Rewrites a use tree at the root of a `use` item.
    fn rewrite_use_root(&self, tree: &mut UseTree) {
        let root = match &*tree {
            UseTree::Group(_) => None,
            UseTree::Path(path) => Some(path.ident.to_string()),
            UseTree::Name(name) => Some(name.ident.to_string()),
            UseTree::Rename(rename) => Some(rename.ident.to_string()),
            UseTree::Glob(_) => return,
        };
        match (self.0, root.as_deref()) {
            (_, None) => {
                if let UseTree::Group(group) = tree {
                    for tree in &mut group.items {
                        self.rewrite_use_root(tree);
                    }
                }
            }
            (Side::Main, Some("gamecore")) => {
                let inner = std::mem::replace(tree, placeholder_use_tree());
                *tree = UseTree::Path(syn::UsePath {
                    ident: Self::ident("crate"),
                    colon2_token: Default::default(),
                    tree: Box::new(inner),
                });
            }
            (Side::Library, Some("crate")) => {
                if let UseTree::Path(path) = tree {
                    let rest = std::mem::replace(&mut *path.tree, placeholder_use_tree());
                    *path.tree = UseTree::Path(syn::UsePath {
                        ident: Self::ident("gamecore"),
                        colon2_token: Default::default(),
                        tree: Box::new(rest),
                    });
                }
            }
            _ => {}
        }
    }

    fn rewrite_tokens(&self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => {
                    let mut new =
                        Group::new(group.delimiter(), self.rewrite_tokens(group.stream()));
                    new.set_span(group.span());
                    out.push(new.into());
                }
                TokenTree::Ident(ident) if is_path_separator(&trees, i + 1) => {
                    let after_separator = i >= 1
                        && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == ':');
                    match self.0 {
                        Side::Library if ident == "crate" => {
                            out.push(tree.clone());
                            out.extend(path_separator());
                            out.push(Self::ident("gamecore").into());
                        }
                        Side::Main if ident == "gamecore" && !after_separator => {
                            out.push(Self::ident("crate").into());
                            out.extend(path_separator());
                            out.push(tree.clone());
                        }
                        _ => out.push(tree.clone()),
                    }
                }
                other => out.push(other.clone()),
            }
        }
        out.into_iter().collect()
    }
}

impl VisitMut for RewritePaths {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        visit_mut::visit_path_mut(self, path);
        let first = path
            .segments
            .first()
            .map(|segment| segment.ident.to_string());
        match (self.0, first.as_deref()) {
            (Side::Main, Some("gamecore")) if path.segments.len() >= 2 => {
                path.leading_colon = None;
                path.segments.insert(0, Self::ident("crate").into());
            }
            (Side::Library, Some("crate"))
                if path.segments.len() >= 2 && path.leading_colon.is_none() =>
            {
                path.segments.insert(1, Self::ident("gamecore").into());
            }
            _ => {}
        }
    }

    fn visit_item_use_mut(&mut self, item: &mut ItemUse) {
        let names_gamecore = match &item.tree {
            UseTree::Path(path) => path.ident == "gamecore",
            UseTree::Name(name) => name.ident == "gamecore",
            UseTree::Rename(rename) => rename.ident == "gamecore",
            _ => false,
        };
        if self.0 == Side::Main && names_gamecore {
            item.leading_colon = None;
        }
        if item.leading_colon.is_none() {
            self.rewrite_use_root(&mut item.tree);
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        visit_mut::visit_macro_mut(self, mac);
        mac.tokens = self.rewrite_tokens(std::mem::take(&mut mac.tokens));
    }
}

/// A throwaway tree to leave in place while moving the real one.
fn placeholder_use_tree() -> UseTree {
    UseTree::Glob(syn::UseGlob {
        star_token: Default::default(),
    })
}
