//! The page's file, checked before any work: an `.html` name in a folder
//! that exists and is writable, and never over a file the explorer did not
//! write unless `--force` says so (as `--plot` does).

use std::fs::OpenOptions;
use std::path::{Path, PathBuf};

use super::MARK;

/// A checked path for a page.
#[derive(Debug)]
pub struct Target {
    path: PathBuf,
    created: bool,
}

impl Target {
    /// Checks `path`: `.html` or `.htm`, its folder there, writable, and
    /// either new, a page written by the explorer, or `force`.
    pub fn open(path: &Path, force: bool) -> Result<Target, String> {
        let shown = path.display();
        let html = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"));
        if !html {
            return Err(format!(
                "--html {shown}: the page is an HTML file, name it FILE.html"
            ));
        }
        if path.is_dir() {
            return Err(format!("--html {shown}: is a folder"));
        }
        let parent = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if !parent.is_dir() {
            return Err(format!("--html {shown}: no folder {}", parent.display()));
        }
        let existed = path.exists();
        if existed && !force {
            let ours = std::fs::read_to_string(path)
                .is_ok_and(|text| text.lines().take(2).any(|line| line == MARK));
            if !ours {
                return Err(format!(
                    "--html {shown}: the file exists and was not written by `cargo xtask grundy`; pass --force to overwrite it"
                ));
            }
        }
        // Opened without truncating (and removed again by `finish` if new):
        // a read-only file or folder is refused now, not after the work.
        OpenOptions::new()
            .append(true)
            .create(true)
            .open(path)
            .map_err(|e| format!("--html {shown}: cannot write there: {e}"))?;
        Ok(Target {
            path: path.to_path_buf(),
            created: !existed,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the page.
    pub fn write(self, text: &str) -> Result<(), String> {
        std::fs::write(&self.path, text)
            .map_err(|e| format!("--html {}: cannot write there: {e}", self.path.display()))
    }

    /// Removes the file this run created when no page was written after all.
    pub fn abandon(self) {
        if self.created {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_path_is_checked_before_the_work() {
        let dir = std::env::temp_dir().join(format!("explore-page-target-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let err = |p: &Path, force| Target::open(p, force).err().unwrap();
        assert!(err(&dir.join("x.svg"), false).contains("name it FILE.html"));
        assert!(err(&dir.join("no/x.html"), false).contains("no folder"));
        let new = dir.join("g.html");
        Target::open(&new, false).unwrap().abandon();
        assert!(!new.exists(), "a new file is not left behind");
        std::fs::write(&new, "<html>someone's</html>").unwrap();
        assert!(err(&new, false).contains("pass --force"));
        Target::open(&new, true)
            .unwrap()
            .write(&format!("<!DOCTYPE html>\n{MARK}\n"))
            .unwrap();
        Target::open(&new, false).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
