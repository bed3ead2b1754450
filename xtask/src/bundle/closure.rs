//! Which library modules a bundle needs: those the main file names, then
//! those they name, and so on (paths `gamecore::m`, `crate::m`, `super::m`,
//! in code and in macro tokens), loaded only when needed.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};
use syn::{Attribute, Item, ItemMod, ItemUse, UseTree};

use super::error::BundleError;
use super::load::{
    find_module_file, inline_modules, load_source, parse_source, reject_path_attribute,
};
use super::paths::is_path_separator;
use super::Side;

/// The library root: its module declarations, loaded only when needed (a
/// module a problem does not use may be half-written and must not matter).
pub(super) struct Library {
    /// The directory of lib.rs, where module files are found.
    dir: PathBuf,
    /// `mod` items of lib.rs, in order, with lib.rs's own attributes on them.
    decls: Vec<ItemMod>,
    /// Any other items of lib.rs (normally none): always inlined.
    pub(super) other_items: Vec<Item>,
}

/// A module's inner attributes and items.
pub(super) type ModuleBody = (Vec<Attribute>, Vec<Item>);

impl Library {
    pub(super) fn load(lib_path: &Path) -> Result<Self, BundleError> {
        let dir = lib_path.parent().unwrap_or(Path::new(".")).to_path_buf();
        // lib.rs's inner attributes (`#![warn(missing_docs)]`, its `//!`) are
        // dropped: they belong to the library crate, not to a bundle.
        let file = parse_source(lib_path)?;
        let (mut decls, mut other_items) = (Vec::new(), Vec::new());
        for item in file.items {
            match item {
                Item::Mod(decl) => decls.push(decl),
                other => other_items.push(other),
            }
        }
        Ok(Library {
            dir,
            decls,
            other_items,
        })
    }

    /// Loads one declared module: its file, or its inline body.
    fn load_module(&self, decl: &ItemMod) -> Result<ModuleBody, BundleError> {
        let name = decl.ident.to_string();
        reject_path_attribute(decl, &self.dir)?;
        match &decl.content {
            Some((_, items)) => {
                let mut items = items.clone();
                inline_modules(&mut items, &self.dir.join(&name))?;
                Ok((Vec::new(), items))
            }
            None => {
                let (path, children_dir) = find_module_file(&self.dir, &name)?;
                let file = load_source(&path, &children_dir)?;
                Ok((file.attrs, file.items))
            }
        }
    }

    /// The declared modules that `used` needs, directly or through each other,
    /// in lib.rs order, each loaded.
    pub(super) fn closure(&self, used: Used) -> Result<Vec<(&ItemMod, ModuleBody)>, BundleError> {
        let mut seen: Vec<Option<ModuleBody>> = self.decls.iter().map(|_| None).collect();
        let mut pending = used;
        for item in &self.other_items {
            PathsUsed {
                side: Side::Library,
                depth: 0,
                used: &mut pending,
            }
            .visit_item(item);
        }
        loop {
            let wanted: Vec<usize> = (0..self.decls.len())
                .filter(|&i| seen[i].is_none())
                .filter(|&i| {
                    pending.all || pending.names.contains(&self.decls[i].ident.to_string())
                })
                .collect();
            if wanted.is_empty() {
                break;
            }
            for i in wanted {
                let body = self.load_module(&self.decls[i])?;
                let mut uses = Used::default();
                let mut visitor = PathsUsed {
                    side: Side::Library,
                    depth: 0,
                    used: &mut uses,
                };
                for item in &body.1 {
                    visitor.visit_item(item);
                }
                pending.all |= uses.all;
                pending.names.extend(uses.names);
                seen[i] = Some(body);
            }
        }
        Ok(self
            .decls
            .iter()
            .zip(seen)
            .filter_map(|(decl, body)| Some((decl, body?)))
            .collect())
    }
}

/// Names of library modules a piece of code refers to.
#[derive(Debug, Default)]
pub(super) struct Used {
    /// The code names the library itself (`use gamecore::*`, `use crate::*`,
    /// an alias of the crate…), so every module may be needed.
    all: bool,
    names: BTreeSet<String>,
}

/// Collects [`Used`] from paths, `use` trees and macro tokens.
pub(super) struct PathsUsed<'a> {
    pub(super) side: Side,
    /// Module nesting below the library module being read (0 at its top), for
    /// `super::` chains.
    pub(super) depth: usize,
    pub(super) used: &'a mut Used,
}

impl PathsUsed<'_> {
    /// Notes a path given as its segments, `self` at the end meaning the
    /// prefix (as in `use gamecore::{self}`).
    fn note(&mut self, segments: &[String]) {
        let segments = match segments.split_last() {
            Some((last, prefix)) if last == "self" => prefix,
            _ => segments,
        };
        let root = match self.side {
            Side::Main => usize::from(segments.first().is_some_and(|s| s == "gamecore")),
            Side::Library => {
                let n_super = segments.iter().take_while(|s| *s == "super").count();
                if segments.first().is_some_and(|s| s == "crate") {
                    1
                } else if n_super == self.depth + 1 {
                    n_super
                } else {
                    0
                }
            }
        };
        if root == 0 {
            return;
        }
        match segments.get(root) {
            Some(name) => {
                self.used.names.insert(name.clone());
            }
            None => self.used.all = true,
        }
    }

    fn note_use_tree(&mut self, tree: &UseTree, prefix: &mut Vec<String>) {
        match tree {
            UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.note_use_tree(&path.tree, prefix);
                prefix.pop();
            }
            UseTree::Name(name) => {
                prefix.push(name.ident.to_string());
                self.note(prefix);
                prefix.pop();
            }
            UseTree::Rename(rename) => {
                prefix.push(rename.ident.to_string());
                self.note(prefix);
                prefix.pop();
            }
            UseTree::Glob(_) => self.note(prefix),
            UseTree::Group(group) => {
                for tree in &group.items {
                    self.note_use_tree(tree, prefix);
                }
            }
        }
    }

    /// Paths inside macro tokens: `gamecore :: m` / `crate :: m` / `super :: m`.
    /// A run that ends in `::` before a group or a macro variable
    /// (`crate::{…}`, `$crate::$module`) may name anything below its end.
    fn note_tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(group) => {
                    self.note_tokens(group.stream());
                    i += 1;
                }
                TokenTree::Ident(_) => {
                    let mut segments = Vec::new();
                    let mut j = i;
                    let mut ends_with_separator = false;
                    while let Some(TokenTree::Ident(ident)) = trees.get(j) {
                        segments.push(ident.to_string());
                        j += 1;
                        ends_with_separator = is_path_separator(&trees, j);
                        if !ends_with_separator {
                            break;
                        }
                        j += 2;
                    }
                    // A lone `crate` or `super` (as in `pub(crate)`) names nothing.
                    if segments.len() >= 2 || ends_with_separator {
                        self.note(&segments);
                    }
                    i = j;
                }
                _ => i += 1,
            }
        }
    }
}

impl<'ast> Visit<'ast> for PathsUsed<'_> {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path
            .segments
            .iter()
            .map(|segment| segment.ident.to_string())
            .collect();
        // `::gamecore::m` (extern prelude) counts in main; a `::x` path in the
        // library names another crate. A lone `crate` or `super` is a
        // visibility (`pub(crate)`), not a module.
        if segments.len() >= 2 && (path.leading_colon.is_none() || self.side == Side::Main) {
            self.note(&segments);
        }
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast ItemUse) {
        self.note_use_tree(&item.tree, &mut Vec::new());
    }

    fn visit_item_mod(&mut self, module: &'ast ItemMod) {
        self.depth += 1;
        visit::visit_item_mod(self, module);
        self.depth -= 1;
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.note_tokens(mac.tokens.clone());
        visit::visit_macro(self, mac);
    }
}
