//! Reading source files: parsing them (test-only code dropped) and pasting
//! each out-of-line `mod x;` in as `mod x { … }`.

use std::fs;
use std::path::{Path, PathBuf};

use syn::visit_mut::VisitMut;
use syn::{Item, ItemMod};

use super::error::BundleError;
use super::strip::StripTestCode;
/// Reads and parses one file and drops its test-only code.
pub(super) fn parse_source(path: &Path) -> Result<syn::File, BundleError> {
    let text = fs::read_to_string(path).map_err(|error| BundleError::Read {
        path: path.to_path_buf(),
        error,
    })?;
    let mut file = syn::parse_file(&text).map_err(|err| {
        let start = err.span().start();
        BundleError::Parse {
            path: path.to_path_buf(),
            line: start.line,
            column: start.column + 1,
            message: err.to_string(),
        }
    })?;
    StripTestCode.visit_file_mut(&mut file);
    Ok(file)
}

/// [`parse_source`], then its out-of-line `mod x;` children inlined (found in
/// `children_dir`).
pub(super) fn load_source(path: &Path, children_dir: &Path) -> Result<syn::File, BundleError> {
    let mut file = parse_source(path)?;
    inline_modules(&mut file.items, children_dir)?;
    Ok(file)
}

/// Replaces every `mod x;` in `items` (recursively) by `mod x { … }` with the
/// contents of `dir/x.rs` or `dir/x/mod.rs`.
pub(super) fn inline_modules(items: &mut [Item], dir: &Path) -> Result<(), BundleError> {
    for item in items {
        let Item::Mod(module) = item else { continue };
        reject_path_attribute(module, dir)?;
        let name = module.ident.to_string();
        match &mut module.content {
            Some((_, items)) => inline_modules(items, &dir.join(&name))?,
            None => {
                let (path, children_dir) = find_module_file(dir, &name)?;
                let file = load_source(&path, &children_dir)?;
                module.attrs.extend(file.attrs);
                module.content = Some((Default::default(), file.items));
                module.semi = None;
            }
        }
    }
    Ok(())
}

pub(super) fn reject_path_attribute(module: &ItemMod, dir: &Path) -> Result<(), BundleError> {
    if module.attrs.iter().any(|attr| attr.path().is_ident("path")) {
        return Err(BundleError::PathAttribute {
            module: module.ident.to_string(),
            dir: dir.to_path_buf(),
        });
    }
    Ok(())
}

/// The file of module `name` declared in a file whose children live in `dir`,
/// and the directory of that module's own children.
pub(super) fn find_module_file(dir: &Path, name: &str) -> Result<(PathBuf, PathBuf), BundleError> {
    let flat = dir.join(format!("{name}.rs"));
    let nested = dir.join(name).join("mod.rs");
    for path in [flat.clone(), nested.clone()] {
        if path.is_file() {
            return Ok((path, dir.join(name)));
        }
    }
    Err(BundleError::MissingModule {
        name: name.to_string(),
        flat,
        nested,
    })
}
