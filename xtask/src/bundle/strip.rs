//! Dropping what a judge does not need: test-only code (`#[cfg(test)]`,
//! `#[test]`, at any depth) and doc comments, macro bodies included.

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Item, ItemMod, Meta};

/// Is this item (or field, arm, statement…) compiled only for tests? True for
/// `#[test]` and for a `#[cfg(…)]` that is false when `test` is off.
fn is_test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|attr| {
        if attr.path().is_ident("test") && matches!(attr.meta, Meta::Path(_)) {
            return true;
        }
        if !attr.path().is_ident("cfg") {
            return false;
        }
        attr.parse_args::<Meta>()
            .is_ok_and(|predicate| cfg_value(&predicate) == Some(false))
    })
}

/// A `cfg` predicate's value in a plain (non-test) build: `Some` when it is
/// decided by `test`/`doctest` being off, `None` when it depends on anything else.
pub(super) fn cfg_value(predicate: &Meta) -> Option<bool> {
    match predicate {
        Meta::Path(path) if path.is_ident("test") || path.is_ident("doctest") => Some(false),
        Meta::List(list) => {
            let args = list
                .parse_args_with(Punctuated::<Meta, syn::Token![,]>::parse_terminated)
                .ok()?;
            let values: Vec<Option<bool>> = args.iter().map(cfg_value).collect();
            if list.path.is_ident("not") && values.len() == 1 {
                values[0].map(|value| !value)
            } else if list.path.is_ident("all") {
                if values.contains(&Some(false)) {
                    Some(false)
                } else if values.iter().all(|v| *v == Some(true)) {
                    Some(true)
                } else {
                    None
                }
            } else if list.path.is_ident("any") {
                if values.contains(&Some(true)) {
                    Some(true)
                } else if values.iter().all(|v| *v == Some(false)) {
                    Some(false)
                } else {
                    None
                }
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Removes test-only items, impl and trait members, statements, fields,
/// variants and match arms.
pub(super) struct StripTestCode;

fn retain_punctuated<T, P: Default>(list: &mut Punctuated<T, P>, keep: impl Fn(&T) -> bool) {
    let old = std::mem::take(list);
    *list = old.into_iter().filter(|value| keep(value)).collect();
}

impl VisitMut for StripTestCode {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.items.retain(|item| !is_test_only(item_attrs(item)));
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        if let Some((_, items)) = &mut module.content {
            items.retain(|item| !is_test_only(item_attrs(item)));
        }
        visit_mut::visit_item_mod_mut(self, module);
    }

    fn visit_item_impl_mut(&mut self, item: &mut syn::ItemImpl) {
        item.items.retain(|member| {
            !is_test_only(match member {
                syn::ImplItem::Const(c) => &c.attrs,
                syn::ImplItem::Fn(f) => &f.attrs,
                syn::ImplItem::Type(t) => &t.attrs,
                syn::ImplItem::Macro(m) => &m.attrs,
                _ => &[],
            })
        });
        visit_mut::visit_item_impl_mut(self, item);
    }

    fn visit_item_trait_mut(&mut self, item: &mut syn::ItemTrait) {
        item.items.retain(|member| {
            !is_test_only(match member {
                syn::TraitItem::Const(c) => &c.attrs,
                syn::TraitItem::Fn(f) => &f.attrs,
                syn::TraitItem::Type(t) => &t.attrs,
                syn::TraitItem::Macro(m) => &m.attrs,
                _ => &[],
            })
        });
        visit_mut::visit_item_trait_mut(self, item);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|stmt| {
            !is_test_only(match stmt {
                syn::Stmt::Item(item) => item_attrs(item),
                syn::Stmt::Local(local) => &local.attrs,
                syn::Stmt::Macro(mac) => &mac.attrs,
                syn::Stmt::Expr(..) => &[],
            })
        });
        visit_mut::visit_block_mut(self, block);
    }

    fn visit_fields_named_mut(&mut self, fields: &mut syn::FieldsNamed) {
        retain_punctuated(&mut fields.named, |field| !is_test_only(&field.attrs));
        visit_mut::visit_fields_named_mut(self, fields);
    }

    fn visit_fields_unnamed_mut(&mut self, fields: &mut syn::FieldsUnnamed) {
        retain_punctuated(&mut fields.unnamed, |field| !is_test_only(&field.attrs));
        visit_mut::visit_fields_unnamed_mut(self, fields);
    }

    fn visit_item_enum_mut(&mut self, item: &mut syn::ItemEnum) {
        retain_punctuated(&mut item.variants, |variant| !is_test_only(&variant.attrs));
        visit_mut::visit_item_enum_mut(self, item);
    }

    fn visit_expr_match_mut(&mut self, expr: &mut syn::ExprMatch) {
        expr.arms.retain(|arm| !is_test_only(&arm.attrs));
        visit_mut::visit_expr_match_mut(self, expr);
    }
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// Drops doc attributes — `#[doc = "…"]`, `#![doc = "…"]` (what `///` and `//!`
/// become) and `#[doc(…)]` — everywhere, macro bodies included. A macro
/// pattern such as `#[doc = $text:expr]` is not a doc comment and stays.
pub(super) fn strip_doc_attrs(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    let mut i = 0;
    while i < trees.len() {
        if matches!(&trees[i], TokenTree::Punct(p) if p.as_char() == '#') {
            let bang = matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
            let attr_at = i + 1 + usize::from(bang);
            if let Some(TokenTree::Group(group)) = trees.get(attr_at) {
                if group.delimiter() == Delimiter::Bracket && is_doc_attribute(group.stream()) {
                    i = attr_at + 1;
                    continue;
                }
            }
        }
        match &trees[i] {
            TokenTree::Group(group) => {
                let mut new = Group::new(group.delimiter(), strip_doc_attrs(group.stream()));
                new.set_span(group.span());
                out.push(TokenTree::Group(new));
            }
            other => out.push(other.clone()),
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// `doc = "literal"` or `doc(…)`.
fn is_doc_attribute(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    match trees.as_slice() {
        [TokenTree::Ident(doc), TokenTree::Punct(eq), TokenTree::Literal(_)] => {
            doc == "doc" && eq.as_char() == '='
        }
        [TokenTree::Ident(doc), TokenTree::Group(group)] => {
            doc == "doc" && group.delimiter() == Delimiter::Parenthesis
        }
        _ => false,
    }
}
