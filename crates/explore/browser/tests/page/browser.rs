//! Headless Chromium driven through chromedriver (WebDriver), for the
//! page's tests: Debian's `chromium` and `chromium-driver` (`.ci/run`
//! installs them). Everything started here ends with the [`Browser`]: the
//! session is closed (chromedriver quits Chromium), chromedriver's process
//! group is killed, and any process still holding this browser's own
//! profile folder is killed by its id.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// Chromium's flags: headless, no sandbox (CI runs as root), and nothing
/// that reaches out on its own (this machine's network is closed).
pub const FLAGS: [&str; 9] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1200,1400",
];

pub struct Browser {
    pub rt: tokio::runtime::Runtime,
    pub client: Option<Client>,
    driver: Child,
    profile: PathBuf,
}

impl Browser {
    /// Starts chromedriver on a free local port and a Chromium session with
    /// a fresh profile folder under `dir`.
    pub fn start(dir: &Path) -> Browser {
        for tool in [CHROMIUM, CHROMEDRIVER] {
            assert!(
                Path::new(tool).exists(),
                "{tool} is missing: `apt-get install -y chromium chromium-driver` (as .ci/run does)"
            );
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free local port")
            .port();
        let profile = dir.join("chromium-profile");
        std::fs::create_dir_all(&profile).unwrap();
        use std::os::unix::process::CommandExt as _;
        let driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .expect("starting chromedriver");
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let mut browser = Browser {
            rt,
            client: None,
            driver,
            profile,
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        let mut args: Vec<String> = FLAGS.iter().map(|f| f.to_string()).collect();
        args.push(format!("--user-data-dir={}", browser.profile.display()));
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".to_string(),
            serde_json::json!({ "binary": CHROMIUM, "args": args }),
        );
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = browser
            .rt
            .block_on(
                ClientBuilder::new(connector)
                    .capabilities(caps)
                    .connect(&format!("http://127.0.0.1:{port}")),
            )
            .expect("a Chromium session");
        browser.client = Some(client);
        browser
    }

    pub fn client(&self) -> &Client {
        self.client.as_ref().expect("a session")
    }

    /// Opens a page from disk and waits until its script has run.
    pub fn open(&self, path: &Path) {
        let url = format!("file://{}", path.display());
        self.rt
            .block_on(self.client().goto(&url))
            .expect("opening the page");
        let ready = self
            .js("return document.getElementById('status') !== null && typeof Play === 'object'");
        assert_eq!(ready, serde_json::json!(true), "the page's script ran");
    }

    /// Runs `script` in the page and returns its result.
    pub fn js(&self, script: &str) -> serde_json::Value {
        self.rt
            .block_on(self.client().execute(script, vec![]))
            .unwrap_or_else(|e| panic!("running {script}: {e}"))
    }

    /// Clicks the element `css` selects, as a person would.
    pub fn click(&self, css: &str) {
        self.rt
            .block_on(async {
                self.client()
                    .find(fantoccini::Locator::Css(css))
                    .await?
                    .click()
                    .await
            })
            .unwrap_or_else(|e| panic!("clicking {css}: {e}"));
    }

    /// Types `keys` into the element `css` selects.
    pub fn keys(&self, css: &str, keys: &str) {
        self.rt
            .block_on(async {
                self.client()
                    .find(fantoccini::Locator::Css(css))
                    .await?
                    .send_keys(keys)
                    .await
            })
            .unwrap_or_else(|e| panic!("typing into {css}: {e}"));
    }

    pub fn screenshot(&self) -> Vec<u8> {
        self.rt
            .block_on(self.client().screenshot())
            .expect("a screenshot")
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            let _ = self.rt.block_on(client.close());
        }
        let group = self.driver.id();
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{group}")])
            .stderr(Stdio::null())
            .status();
        let _ = self.driver.wait();
        // Anything still holding this profile folder was started by this
        // browser (Chromium's helpers): killed by id.
        let mark = format!("--user-data-dir={}", self.profile.display());
        for _ in 0..20 {
            let left = holders(&mark);
            if left.is_empty() {
                break;
            }
            for pid in left {
                let _ = Command::new("kill")
                    .args(["-KILL", &pid.to_string()])
                    .status();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// The processes whose command line holds `mark`.
pub fn holders(mark: &str) -> Vec<u32> {
    let mut pids = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        if String::from_utf8_lossy(&cmdline).contains(mark) {
            pids.push(pid);
        }
    }
    pids
}
