//! Which library modules a bundle needs: those the main file names, then
//! those they name, and so on (paths `gamecore::a::b`, `crate::a::b`,
//! `super::b`, `self::b` and, inside a folder module, `b::…`, in code and in
//! macro tokens), loaded only when needed.
//!
//! The library is a tree. A module whose file declares submodules in files of
//! their own (`mod b;`, like a family's `mod.rs` or the library root) is a
//! *folder*: its own items are always inlined with it, its submodules only
//! when used. Any other module is inlined whole, with any inline
//! `mod b { … }` it holds.

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

/// A module's inner attributes and items.
pub(super) type ModuleBody = (Vec<Attribute>, Vec<Item>);

/// A folder module (or the library root): its own items, and its submodules,
/// each loaded only when needed (a module a problem does not use may be
/// half-written and must not matter).
pub(super) struct Folder {
    /// The module's path from the library root (empty for the root).
    path: Vec<String>,
    /// The directory where its submodules' files are found.
    dir: PathBuf,
    /// Its inner attributes (dropped for the root: `#![warn(missing_docs)]`
    /// and its `//!` belong to the library crate, not to a bundle).
    attrs: Vec<Attribute>,
    /// Its `mod` items, in order.
    decls: Vec<ItemMod>,
    /// Its other items: inlined whenever the folder is.
    pub(super) other_items: Vec<Item>,
    /// The loaded submodules, one per declaration (`None`: not needed yet).
    children: Vec<Option<Module>>,
}

/// A loaded module.
enum Module {
    Whole(ModuleBody),
    Folder(Folder),
}

/// One module of the bundle, as [`Folder::closure`] returns it: the `mod`
/// item as its parent declares it, its inner attributes, its own items and
/// the submodules that are needed, in declaration order.
pub(super) struct Included {
    pub(super) decl: ItemMod,
    /// The path from the library root, e.g. `["sg", "mex"]`.
    pub(super) path: Vec<String>,
    pub(super) attrs: Vec<Attribute>,
    pub(super) items: Vec<Item>,
    pub(super) children: Vec<Included>,
    /// A module inlined whole (not a folder of separately chosen submodules).
    pub(super) whole: bool,
}

impl Folder {
    /// The library whose root file is `lib_path`.
    pub(super) fn load_library(lib_path: &Path) -> Result<Self, BundleError> {
        let dir = lib_path.parent().unwrap_or(Path::new(".")).to_path_buf();
        let file = parse_source(lib_path)?;
        Ok(Folder::new(Vec::new(), dir, Vec::new(), file.items))
    }

    fn new(path: Vec<String>, dir: PathBuf, attrs: Vec<Attribute>, items: Vec<Item>) -> Self {
        let (mut decls, mut other_items) = (Vec::new(), Vec::new());
        for item in items {
            match item {
                Item::Mod(decl) => decls.push(decl),
                other => other_items.push(other),
            }
        }
        Folder {
            children: decls.iter().map(|_| None).collect(),
            path,
            dir,
            attrs,
            decls,
            other_items,
        }
    }

    /// Loads submodule `i`: its inline body, or its file, as a whole module
    /// or as a folder when that file declares submodules of its own files.
    fn load_child(&self, i: usize) -> Result<Module, BundleError> {
        let decl = &self.decls[i];
        let name = decl.ident.to_string();
        reject_path_attribute(decl, &self.dir)?;
        if let Some((_, items)) = &decl.content {
            let mut items = items.clone();
            inline_modules(&mut items, &self.dir.join(&name))?;
            return Ok(Module::Whole((Vec::new(), items)));
        }
        let (path, children_dir) = find_module_file(&self.dir, &name)?;
        let file = parse_source(&path)?;
        let declares_files = file
            .items
            .iter()
            .any(|item| matches!(item, Item::Mod(module) if module.content.is_none()));
        if declares_files {
            let mut child_path = self.path.clone();
            child_path.push(name);
            return Ok(Module::Folder(Folder::new(
                child_path,
                children_dir,
                file.attrs,
                file.items,
            )));
        }
        let file = load_source(&path, &children_dir)?;
        Ok(Module::Whole((file.attrs, file.items)))
    }

    /// Loads every submodule, at any depth, that `used` names and that is
    /// not loaded yet, noting in `found` what the new ones name in turn.
    /// Returns whether anything was loaded.
    fn expand(&mut self, used: &Used, found: &mut Used) -> Result<bool, BundleError> {
        let mut changed = false;
        for i in 0..self.decls.len() {
            if self.children[i].is_none() {
                let mut path = self.path.clone();
                path.push(self.decls[i].ident.to_string());
                if !used.wants(&path) {
                    continue;
                }
                let module = self.load_child(i)?;
                let items = match &module {
                    Module::Whole((_, items)) => items,
                    Module::Folder(folder) => &folder.other_items,
                };
                let mut visitor = PathsUsed::library(path, found);
                for item in items {
                    visitor.visit_item(item);
                }
                self.children[i] = Some(module);
                changed = true;
            }
            if let Some(Module::Folder(folder)) = &mut self.children[i] {
                changed |= folder.expand(used, found)?;
            }
        }
        Ok(changed)
    }

    /// The submodules that `used` needs, directly or through each other, at
    /// any depth, in declaration order, each loaded.
    pub(super) fn closure(mut self, mut used: Used) -> Result<Vec<Included>, BundleError> {
        let mut visitor = PathsUsed::library(Vec::new(), &mut used);
        for item in &self.other_items {
            visitor.visit_item(item);
        }
        loop {
            let mut found = Used::default();
            let changed = self.expand(&used, &mut found)?;
            used.paths.extend(found.paths);
            if !changed {
                break;
            }
        }
        Ok(self.into_included())
    }

    fn into_included(self) -> Vec<Included> {
        let Folder {
            path,
            decls,
            children,
            ..
        } = self;
        decls
            .into_iter()
            .zip(children)
            .filter_map(|(decl, module)| {
                let mut path = path.clone();
                path.push(decl.ident.to_string());
                Some(match module? {
                    Module::Whole((attrs, items)) => Included {
                        decl,
                        path,
                        attrs,
                        items,
                        children: Vec::new(),
                        whole: true,
                    },
                    Module::Folder(folder) => Included {
                        decl,
                        path,
                        attrs: folder.attrs.clone(),
                        items: folder.other_items.clone(),
                        children: folder.into_included(),
                        whole: false,
                    },
                })
            })
            .collect()
    }
}

/// Paths into the library that a piece of code names, each from the library
/// root (`["sg", "mex", "Mex"]`). A path that ends at a module (or the empty
/// path: `use gamecore::*`, an alias of the crate…) names everything in it.
#[derive(Debug, Default)]
pub(super) struct Used {
    paths: BTreeSet<Vec<String>>,
}

impl Used {
    /// Is the module at `path` needed: does a path lead into it, or name it
    /// or a module around it?
    fn wants(&self, path: &[String]) -> bool {
        self.paths
            .iter()
            .any(|used| used.starts_with(path) || path.starts_with(used))
    }
}

/// Collects [`Used`] from paths, `use` trees and macro tokens.
pub(super) struct PathsUsed<'a> {
    pub(super) side: Side,
    /// In the library: the module being read, from the library root, with
    /// any inline modules entered below it (for `super::` and `self::`).
    pub(super) module: Vec<String>,
    pub(super) used: &'a mut Used,
}

impl<'a> PathsUsed<'a> {
    /// A visitor of the main file.
    pub(super) fn main(used: &'a mut Used) -> Self {
        PathsUsed {
            side: Side::Main,
            module: Vec::new(),
            used,
        }
    }

    fn library(module: Vec<String>, used: &'a mut Used) -> Self {
        PathsUsed {
            side: Side::Library,
            module,
            used,
        }
    }

    /// Notes a path given as its segments, `self` at the end meaning the
    /// prefix (as in `use gamecore::{self}`).
    fn note(&mut self, segments: &[String]) {
        let segments = match segments.split_last() {
            Some((last, prefix)) if last == "self" && !prefix.is_empty() => prefix,
            _ => segments,
        };
        let Some(first) = segments.first() else {
            return;
        };
        let path: Vec<String> = match self.side {
            Side::Main if first == "gamecore" => segments[1..].to_vec(),
            Side::Main => return,
            Side::Library if first == "crate" => segments[1..].to_vec(),
            Side::Library if first == "self" => {
                let mut path = self.module.clone();
                path.extend_from_slice(&segments[1..]);
                path
            }
            Side::Library if first == "super" => {
                let n_super = segments.iter().take_while(|s| *s == "super").count();
                let Some(depth) = self.module.len().checked_sub(n_super) else {
                    return;
                };
                let mut path = self.module[..depth].to_vec();
                path.extend_from_slice(&segments[n_super..]);
                path
            }
            // A relative path: a submodule of this one (or a local name,
            // which names no module and so does no harm).
            Side::Library => {
                let mut path = self.module.clone();
                path.extend_from_slice(segments);
                path
            }
        };
        self.used.paths.insert(path);
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
                    // A lone `crate` or `super` (as in `pub(crate)`) names
                    // nothing, and a lone name in a macro is no path.
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
        if item.leading_colon.is_none() || self.side == Side::Main {
            self.note_use_tree(&item.tree, &mut Vec::new());
        }
    }

    fn visit_item_mod(&mut self, module: &'ast ItemMod) {
        self.module.push(module.ident.to_string());
        visit::visit_item_mod(self, module);
        self.module.pop();
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.note_tokens(mac.tokens.clone());
        visit::visit_macro(self, mac);
    }
}
