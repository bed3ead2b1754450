//! Running a user's program the way a judge runs it (see
//! [`super::run_isolated`]): a fresh working directory, resource limits, no
//! network and a bounded number of processes, as far as the system allows
//! without privileges we do not have.
//!
//! The command line is `sh -c CMD` behind up to three launchers, each of
//! which `exec`s the next, so the program keeps the process (and the trace
//! that measures its memory):
//! 1. `sh -c 'echo $$ > …/cgroup.procs; exec "$@"'` when a `pids` cgroup of
//!    the run's own could be made (root, or a delegated cgroup v2): the
//!    process joins it before it can fork, and the kernel refuses a fork past
//!    [`PROCESS_LIMIT`];
//! 2. `unshare --net` (as root) or `unshare --user --map-current-user --net`
//!    (as a user, where unprivileged user namespaces are allowed): a network
//!    namespace with only a loopback that is down, so no network; for a user
//!    the new user namespace also makes `RLIMIT_NPROC` count this run's
//!    processes alone;
//! 3. `prlimit --data=… --fsize=… --nproc=… --core=0`: data size (the
//!    memory limit with a margin, see [`data_limit`]), file size
//!    ([`super::OUTPUT_LIMIT`]), processes ([`PROCESS_LIMIT`]; not enforced for
//!    root, hence the cgroup and the watch in `contain::Processes`), no core
//!    files.
//!
//! Where nothing in the kernel holds the number of processes (root without a
//! writable cgroup), `nice -n 19` comes before `prlimit`, so that a fork bomb
//! cannot starve the watch that counts and kills it.
//!
//! A launcher that is not installed (`unshare`, `prlimit`: util-linux) or not
//! allowed is left out; the checks run once per process.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The most processes (tasks, threads included) a user's program may have
/// at once.
pub const PROCESS_LIMIT: usize = 64;

/// The data-size limit (`RLIMIT_DATA`) of a program whose memory limit is
/// `memory`: the limit plus as much again, at least 256 MiB more (an
/// interpreter's own heap, allocator slack), or 1 GiB without a limit.
/// Past it an allocation fails at once, so a 2 GB allocation never gets to
/// the system's memory.
///
/// # Example
/// ```
/// use judge::exec::data_limit;
/// assert_eq!(data_limit(Some(64 << 20)), 320 << 20);
/// assert_eq!(data_limit(Some(512 << 20)), 1024 << 20);
/// assert_eq!(data_limit(None), 1 << 30);
/// ```
pub fn data_limit(memory: Option<u64>) -> u64 {
    match memory {
        Some(limit) => limit + limit.max(256 << 20),
        None => 1 << 30,
    }
}

/// What this system lets a run use, found once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Support {
    /// `prlimit` runs (resource limits).
    pub prlimit: bool,
    /// The `unshare` arguments that give a network namespace (and, for a
    /// user, a user namespace), if any work.
    pub unshare: Option<Vec<&'static str>>,
    /// Where to make a run's `pids` cgroup, if we may.
    pub cgroup: Option<PathBuf>,
    /// Whether we run as root (then `RLIMIT_NPROC` does not hold).
    pub root: bool,
}

impl Support {
    /// This system's, checked on first use.
    pub fn get() -> &'static Support {
        static SUPPORT: OnceLock<Support> = OnceLock::new();
        SUPPORT.get_or_init(Support::probe)
    }

    fn probe() -> Support {
        let runs = |program: &str, args: &[&str]| {
            Command::new(program)
                .args(args)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|status| status.success())
        };
        #[cfg(unix)]
        let root = nix::unistd::geteuid().is_root();
        #[cfg(not(unix))]
        let root = false;
        let unshare = if root {
            vec!["--net"]
        } else {
            vec!["--user", "--map-current-user", "--net"]
        };
        let mut probe = unshare.clone();
        probe.extend(["--", "true"]);
        Support {
            prlimit: runs("prlimit", &["--nproc=64", "--", "true"]),
            unshare: runs("unshare", &probe).then_some(unshare),
            cgroup: pids_cgroup_parent(),
            root,
        }
    }

    /// Whether the kernel holds a run to [`PROCESS_LIMIT`] (a cgroup, or
    /// `RLIMIT_NPROC` in a user namespace of its own). Without it (root with
    /// no writable cgroup), the count is only watched every 2 ms (the run's
    /// process group and marked processes, the program at `nice -n 19`).
    pub fn limits_processes(&self) -> bool {
        self.cgroup.is_some() || (!self.root && self.unshare.is_some() && self.prlimit)
    }

    /// What a run is and is not isolated from here, in a few words.
    pub fn describe(&self) -> String {
        let mut yes = vec!["a temporary working directory"];
        let mut no = Vec::new();
        if self.prlimit {
            yes.push("data and file size limits");
        } else {
            no.push("resource limits (no `prlimit`)");
        }
        if self.cgroup.is_some() {
            yes.push("a process limit (cgroup)");
        } else if self.limits_processes() {
            yes.push("a process limit (RLIMIT_NPROC)");
        } else {
            yes.push("a process count watched every 2 ms");
            no.push("processes that leave both the group and the mark");
        }
        if self.unshare.is_some() {
            yes.push("no network");
        } else {
            no.push("the network");
        }
        let mut text = format!("isolated by {}", yes.join(", "));
        if !no.is_empty() {
            text += &format!("; not isolated from {}", no.join(", "));
        }
        text
    }
}

/// Where a run's own `pids` cgroup can be made: a `pids` hierarchy (cgroup
/// v1) or a cgroup v2 folder with `pids` in its `subtree_control`, holding our
/// cgroup, that we may write.
fn pids_cgroup_parent() -> Option<PathBuf> {
    let ours = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").ok()?;
    let mount_of = |v2: bool| {
        mounts.lines().find_map(|line| {
            let (left, right) = line.split_once(" - ")?;
            let point = left.split_whitespace().nth(4)?;
            let mut right = right.split_whitespace();
            let kind = right.next()?;
            let options = right.nth(1).unwrap_or_default();
            let fits = if v2 {
                kind == "cgroup2"
            } else {
                kind == "cgroup" && options.split(',').any(|o| o == "pids")
            };
            fits.then(|| PathBuf::from(point))
        })
    };
    for line in ours.lines() {
        let mut fields = line.splitn(3, ':');
        let (_, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
        let path = path.trim_start_matches('/');
        let dir = if controllers.split(',').any(|c| c == "pids") {
            mount_of(false)?.join(path)
        } else if controllers.is_empty() {
            let dir = mount_of(true)?.join(path);
            let control = std::fs::read_to_string(dir.join("cgroup.subtree_control")).ok()?;
            if !control.split_whitespace().any(|c| c == "pids") {
                continue;
            }
            dir
        } else {
            continue;
        };
        let probe = dir.join(format!("judge-probe-{}", std::process::id()));
        if std::fs::create_dir(&probe).is_ok() {
            let writable = std::fs::write(probe.join("pids.max"), "64").is_ok();
            let _ = std::fs::remove_dir(&probe);
            if writable {
                return Some(dir);
            }
        }
    }
    None
}

/// A run's sandbox: its working directory and cgroup, removed when dropped
/// (the cgroup's processes killed first).
#[derive(Debug)]
pub(super) struct Sandbox {
    dir: PathBuf,
    pub cgroup: Option<PathBuf>,
    pub data_limit: u64,
}

impl Sandbox {
    /// A fresh sandbox for the run marked `mark` under the memory limit
    /// `memory`.
    pub fn new(mark: &str, memory: Option<u64>) -> io::Result<Sandbox> {
        let dir = std::env::temp_dir().join(format!("judge-run-{mark}"));
        std::fs::create_dir_all(&dir)?;
        let cgroup = Support::get().cgroup.as_ref().and_then(|parent| {
            let cgroup = parent.join(format!("judge-{mark}"));
            std::fs::create_dir(&cgroup).ok()?;
            if std::fs::write(cgroup.join("pids.max"), PROCESS_LIMIT.to_string()).is_err() {
                let _ = std::fs::remove_dir(&cgroup);
                return None;
            }
            Some(cgroup)
        });
        Ok(Sandbox {
            dir,
            cgroup,
            data_limit: data_limit(memory),
        })
    }

    /// `sh -c LINE` behind the launchers (see the module's documentation),
    /// run in the sandbox's folder, with the words of `line` that name files
    /// in `base` made absolute (see [`absolute_paths`]).
    pub fn command(&self, line: &str, base: &Path) -> Command {
        let support = Support::get();
        let mut argv: Vec<OsString> = Vec::new();
        if let Some(cgroup) = &self.cgroup {
            argv.extend(["sh", "-c", "echo $$ > \"$0\" && exec \"$@\""].map(OsString::from));
            argv.push(cgroup.join("cgroup.procs").into());
        }
        if let Some(unshare) = &support.unshare {
            argv.push("unshare".into());
            argv.extend(unshare.iter().map(OsString::from));
            argv.push("--".into());
        }
        if !support.limits_processes() && self.cgroup.is_none() {
            // Only watched: at the lowest priority, a fork bomb cannot starve
            // the watch that kills it.
            argv.extend(["nice", "-n", "19"].map(OsString::from));
        }
        if support.prlimit {
            argv.push("prlimit".into());
            argv.push(format!("--data={}", self.data_limit).into());
            argv.push(format!("--fsize={}", super::OUTPUT_LIMIT).into());
            argv.push(format!("--nproc={PROCESS_LIMIT}").into());
            argv.extend(["--core=0", "--"].map(OsString::from));
        }
        argv.extend(["sh", "-c"].map(OsString::from));
        let line = absolute_paths(line, base);
        // The shell would run a simple command as its child; `exec` makes
        // it the traced process, whose own peak memory is then exact.
        argv.push(
            if is_simple(&line) {
                format!("exec {line}")
            } else {
                line
            }
            .into(),
        );
        let mut command = Command::new(&argv[0]);
        command.args(&argv[1..]).current_dir(&self.dir);
        command
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        if let Some(cgroup) = &self.cgroup {
            // Whatever is left in it (nothing, normally: the group and the
            // marked processes were killed), then the cgroup itself, which can
            // go only once empty.
            for _ in 0..200 {
                let procs =
                    std::fs::read_to_string(cgroup.join("cgroup.procs")).unwrap_or_default();
                #[cfg(unix)]
                for pid in procs
                    .split_whitespace()
                    .filter_map(|p| p.parse::<i32>().ok())
                {
                    let _ = nix::sys::signal::kill(
                        nix::unistd::Pid::from_raw(pid),
                        nix::sys::signal::Signal::SIGKILL,
                    );
                }
                #[cfg(not(unix))]
                let _ = procs;
                if std::fs::remove_dir(cgroup).is_ok() {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Whether `line` is one simple command (`./a.out`, `python3 sol.py < in`)
/// that `exec` may run in the shell's place: no unquoted `;`, `|`, `&`,
/// parentheses, backquotes or newlines, and no keyword or assignment first.
pub(super) fn is_simple(line: &str) -> bool {
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for c in line.chars() {
        match quote {
            _ if escaped => escaped = false,
            Some(q) if c == q => quote = None,
            Some('"') if c == '`' => return false,
            Some(_) => {}
            None if c == '\\' => escaped = true,
            None if c == '\'' || c == '"' => quote = Some(c),
            None if ";|&()`\n".contains(c) => return false,
            None => {}
        }
    }
    let first = line.split_whitespace().next().unwrap_or("");
    let keywords = [
        "if", "while", "until", "for", "case", "{", "!", "[[", "exec", "function",
    ];
    !first.is_empty() && !first.contains('=') && !keywords.contains(&first)
}

/// `line` with each plain word that names an existing file or folder in
/// `base` replaced by its absolute path, quoted: `./a.out`, `python3 sol.py`,
/// `java -cp . Main` keep working from the sandbox's folder. Left as they are:
/// a command name without a `/` (found in `PATH`), options (`-…`), absolute
/// paths, words with expansions or globs (`$`, `` ` ``, `*`, `?`, `[`, `~`),
/// assignments and the target of `>` (the program writes into the sandbox).
///
/// # Example
/// ```
/// # let dir = std::env::temp_dir().join(format!("judge-abs-doc-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// # std::fs::write(dir.join("sol.py"), "").unwrap();
/// let line = judge::exec::absolute_paths("python3 sol.py < in.txt", &dir);
/// assert_eq!(line, format!("python3 '{}/sol.py' < in.txt", dir.display()));
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn absolute_paths(line: &str, base: &Path) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    // Whether the next word names a command, or follows `>`.
    let mut command_position = true;
    let mut after_output = false;
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            out.push(c);
            chars.next();
            continue;
        }
        if ";|&()<>".contains(c) {
            out.push(c);
            chars.next();
            command_position = ";|&(".contains(c);
            after_output = c == '>';
            continue;
        }
        // A word: its text as written and its value once unquoted.
        let (mut raw, mut value, mut plain) = (String::new(), String::new(), true);
        let mut quote: Option<char> = None;
        while let Some(&c) = chars.peek() {
            match quote {
                None if c.is_whitespace() || ";|&()<>".contains(c) => break,
                None if c == '\'' || c == '"' => quote = Some(c),
                None if c == '\\' => {
                    raw.push(c);
                    chars.next();
                    if let Some(&next) = chars.peek() {
                        value.push(next);
                        raw.push(next);
                        chars.next();
                    }
                    continue;
                }
                Some(q) if c == q => quote = None,
                _ => {
                    if "$`".contains(c) || (quote.is_none() && "*?[~=".contains(c)) {
                        plain = false;
                    }
                    value.push(c);
                }
            }
            raw.push(c);
            chars.next();
        }
        let is_command = std::mem::replace(&mut command_position, false);
        let is_output = std::mem::replace(&mut after_output, false);
        let path = Path::new(&value);
        let rewrite = plain
            && !is_output
            && !value.is_empty()
            && !value.starts_with('-')
            && path.is_relative()
            && (!is_command || value.contains('/'))
            && base.join(path).exists();
        if rewrite {
            let absolute = base.join(path);
            let absolute = absolute.canonicalize().unwrap_or(absolute);
            out.push('\'');
            out.push_str(&absolute.display().to_string().replace('\'', "'\\''"));
            out.push('\'');
        } else {
            out.push_str(&raw);
        }
    }
    out
}
