//! The pages in headless Chromium: the values the text report prints,
//! positions opened with the mouse and the keyboard, games played against
//! the explorer, and no request leaving the page.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::browser::{Browser, holders};
use super::*;

const RIGHT: &str = "\u{E014}";
const DOWN: &str = "\u{E015}";
const ENTER: &str = "\u{E007}";

pub fn strings(v: &serde_json::Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap_or_default().to_string())
        .collect()
}

/// Every drawn cell's `data-pos` and `data-value`, from the page's DOM.
pub fn cells(b: &Browser) -> (Vec<String>, Vec<String>) {
    let v = b.js("return [...document.querySelectorAll('#table td')].map(td => [td.dataset.pos, td.dataset.value])");
    let pairs = v.as_array().unwrap();
    let pos = pairs
        .iter()
        .map(|p| p[0].as_str().unwrap().to_string())
        .collect();
    let val = pairs
        .iter()
        .map(|p| p[1].as_str().unwrap().to_string())
        .collect();
    (pos, val)
}

/// The opened position's options: `data-pos`, `data-value`, whether marked winning.
pub fn opened(b: &Browser) -> Vec<(String, String, bool)> {
    let v = b.js("return [...document.querySelectorAll('#opened .options li')].map(li => [li.dataset.pos, li.dataset.value, li.classList.contains('win')])");
    v.as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o[0].as_str().unwrap().to_string(),
                o[1].as_str().unwrap().to_string(),
                o[2].as_bool().unwrap(),
            )
        })
        .collect()
}

fn opened_pos(b: &Browser) -> String {
    b.js("return document.getElementById('opened-pos').dataset.pos")
        .as_str()
        .unwrap()
        .to_string()
}

/// How the person plays: by the values (a move to a sum of value 0, or
/// the best score), or the first move listed.
#[derive(Clone, Copy)]
pub enum Strategy {
    Right,
    First,
}

/// Plays `start` against the explorer through the page; returns how it
/// ended (`won`, `lost`, `draw`) and the final state's text.
pub fn play(
    b: &Browser,
    start: &str,
    explorer_first: bool,
    strategy: Strategy,
) -> (String, String) {
    b.js("document.getElementById('start').value = ''");
    b.keys("#start", start);
    if explorer_first {
        b.click("#explorer-first");
    }
    b.click("#play-start");
    if explorer_first {
        b.click("#explorer-first");
    }
    for _ in 0..400 {
        let state = b
            .js("return document.getElementById('status').dataset.state")
            .as_str()
            .unwrap()
            .to_string();
        if state != "your-move" {
            let text = b.js("return document.getElementById('status').textContent");
            return (state, text.as_str().unwrap().to_string());
        }
        let values = strings(&b.js(
            "return [...document.querySelectorAll('#board button.move')].map(x => x.dataset.value)",
        ));
        let wins = strings(&b.js(
            "return [...document.querySelectorAll('#board button.move')].map(x => x.dataset.wins)",
        ));
        let rems = strings(&b.js(
            "return [...document.querySelectorAll('#board button.move')].map(x => x.dataset.rem)",
        ));
        let by_search = b
            .js("return Game.partisan || Game.loopy")
            .as_bool()
            .unwrap();
        let pick = match strategy {
            Strategy::First => 0,
            // A move to a position lost for the opponent, the fastest.
            Strategy::Right if by_search => (0..wins.len())
                .filter(|&i| wins[i] == "true")
                .min_by_key(|&i| rems[i].parse::<u64>().unwrap_or(u64::MAX))
                .unwrap_or(0),
            Strategy::Right => {
                let numbers: Vec<i64> = values.iter().map(|v| v.parse().unwrap()).collect();
                if b.js("return Game.scoring").as_bool().unwrap() {
                    (0..numbers.len())
                        .max_by_key(|&i| (numbers[i], std::cmp::Reverse(i)))
                        .unwrap()
                } else {
                    numbers.iter().position(|&v| v == 0).unwrap_or(0)
                }
            }
        };
        let buttons =
            b.rt.block_on(
                b.client()
                    .find_all(fantoccini::Locator::Css("#board button.move")),
            )
            .unwrap();
        b.rt.block_on(buttons[pick].click()).unwrap();
    }
    panic!("{start}: the game did not end in 400 moves");
}

/// The remoteness `--moves POS --json` reports.
fn remoteness<M, R: explore::Rule<M>>(rule: R, flags: &str) -> Option<u64>
where
    R::Pos: explore::entry::table::Explore,
{
    let json: serde_json::Value =
        serde_json::from_str(&report(rule, &format!("{flags} --json"))).unwrap();
    json["remoteness"].as_u64()
}

pub fn no_resource(b: &Browser, what: &str) {
    let n = b.js("return performance.getEntriesByType('resource').length + performance.getEntriesByType('navigation').filter(e => !e.name.startsWith('file:')).length");
    assert_eq!(n, serde_json::json!(0), "{what}: a request left the page");
}

fn dawson(b: &Browser, dir: &Path) {
    let path = dir.join("dawson.html");
    page(dawson::moves, "--upto 120 --name games/dawson.rs", &path);
    b.open(&path);
    let (pos, val) = cells(b);
    assert_eq!(
        val,
        heap_values(&report(dawson::moves, "--upto 120 --show 121"))
    );
    assert_eq!(pos[7], "7");
    let claims = b
        .js("return document.getElementById('claims').textContent")
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        claims.contains("proved: 0.07 is periodic, period 34, preperiod 53"),
        "{claims}"
    );
    let g = |n: u64| val[n as usize].parse::<u32>().unwrap();
    for n in [5u64, 9, 12, 17, 30] {
        b.click(&format!("td[data-pos=\"{n}\"]"));
        assert_eq!(opened_pos(b), n.to_string());
        let want: Vec<(String, String, bool)> = dawson::moves(n)
            .iter()
            .map(|parts| {
                let x = parts.iter().fold(0, |x, &p| x ^ g(p));
                let text = if parts.is_empty() {
                    "nothing".to_string()
                } else {
                    parts
                        .iter()
                        .map(u64::to_string)
                        .collect::<Vec<_>>()
                        .join(" + ")
                };
                (text, x.to_string(), x == 0)
            })
            .collect();
        assert_eq!(opened(b), want, "heap {n}'s options");
        let rem = b.js("return document.querySelector('#opened .rem').dataset.remoteness");
        let want = remoteness(dawson::moves, &format!("--upto 120 --moves {n}"));
        assert_eq!(
            rem.as_str().unwrap().parse::<u64>().ok(),
            want,
            "heap {n}'s remoteness"
        );
    }
    // The keyboard: three to the right, one row down, Enter.
    b.click("td[data-pos=\"0\"]");
    for _ in 0..3 {
        b.keys("#table td:focus", RIGHT);
    }
    b.keys("#table td:focus", DOWN);
    b.keys("#table td:focus", ENTER);
    assert_eq!(opened_pos(b), "23");
    // Play: a P-position lost, an N-position won by the values.
    assert_eq!(g(5) ^ g(9), 0);
    assert_eq!(play(b, "5 9", false, Strategy::First).0, "lost");
    assert_eq!(play(b, "5 9", false, Strategy::Right).0, "lost");
    assert_ne!(g(4) ^ g(6) ^ g(14), 0);
    assert_eq!(play(b, "4 6 14", false, Strategy::Right).0, "won");
    assert_eq!(play(b, "4 6 14", false, Strategy::First).0, "lost");
    assert_eq!(
        play(b, "5 9", true, Strategy::Right).0,
        "won",
        "the explorer first, from a P-position"
    );
    // Undo and restart.
    b.js("document.getElementById('start').value = ''");
    b.keys("#start", "30");
    b.click("#play-start");
    let before = b.js("return document.getElementById('play-pos').dataset.pos");
    b.click("#board button.move");
    b.click("#undo");
    assert_eq!(
        b.js("return document.getElementById('play-pos').dataset.pos"),
        before
    );
    assert_eq!(
        b.js("return document.querySelectorAll('#log li').length"),
        serde_json::json!(0)
    );
    // Past what the page holds: said, not guessed.
    b.js("document.getElementById('start').value = ''");
    b.keys("#start", "500");
    b.click("#play-start");
    let said = b
        .js("return document.getElementById('status').textContent")
        .as_str()
        .unwrap()
        .to_string();
    assert!(said.contains("past the table the page holds"), "{said}");
    // A sum past the search's bound: the explorer moves by the values and
    // says so, and still loses to the right strategy.
    let (state, _) = play(b, "40 50 60", false, Strategy::Right);
    assert_eq!(state, "won");
    let log = b
        .js("return document.getElementById('log').textContent")
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        log.contains("the explorer moves by the Grundy values"),
        "{log}"
    );
    no_resource(b, "Dawson's Kayles");
    // Past the options the page holds (heaps 0 … 447 with the default
    // budget): said, not guessed.
    let path = dir.join("dawson-700.html");
    page(dawson::moves, "--upto 700", &path);
    b.open(&path);
    b.click("td[data-pos=\"650\"]");
    let said = b
        .js("return document.getElementById('opened').textContent")
        .as_str()
        .unwrap()
        .to_string();
    assert!(said.contains("Its options are not in this page"), "{said}");
    b.js("document.getElementById('start').value = ''");
    b.keys("#start", "650");
    b.click("#play-start");
    let said = b
        .js("return document.getElementById('status').textContent")
        .as_str()
        .unwrap()
        .to_string();
    assert!(said.contains("not every position 650 reaches"), "{said}");
}

fn wythoff(b: &Browser, dir: &Path) {
    let path = dir.join("wythoff.html");
    page(wythoff::moves, "--box 12,12 --name games/wythoff.rs", &path);
    b.open(&path);
    let (pos, val) = cells(b);
    assert_eq!(val, grid_values(&report(wythoff::moves, "--box 12,12")));
    assert_eq!(pos[3 * 12 + 5], "3,5");
    b.click("td[data-pos=\"3,5\"]");
    assert_eq!(opened_pos(b), "3,5");
    let options = opened(b);
    assert_eq!(options.len(), 3 + 5 + 3);
    assert!(
        options.iter().all(|(_, v, win)| v != "0" && !win),
        "{options:?}"
    );
    assert_eq!(play(b, "3,5", false, Strategy::First).0, "lost");
    assert_eq!(play(b, "4,4 2,7", false, Strategy::Right).0, "won");
    no_resource(b, "Wythoff");
}

fn chomp(b: &Browser, dir: &Path) {
    let path = dir.join("chomp.html");
    chomp_report(&format!("--box 5,5 --html {}", path.display()));
    b.open(&path);
    let (pos, val) = cells(b);
    assert_eq!(val, grid_values(&chomp_report("--box 5,5")));
    assert_eq!(pos[2 * 5 + 3], "2,3");
    b.click("td[data-pos=\"2,3\"]");
    assert_eq!(opened_pos(b), "2,3");
    let want: Vec<String> = chomp::moves(&chomp::start((2, 3)))
        .iter()
        .map(|parts| {
            parts
                .iter()
                .map(chomp::show)
                .collect::<Vec<_>>()
                .join(" + ")
        })
        .collect();
    let got: Vec<String> = opened(b).into_iter().map(|o| o.0).collect();
    assert_eq!(
        got, want,
        "start(2, 3)'s options, written as the family writes them"
    );
    assert_eq!(play(b, "1,1", false, Strategy::First).0, "lost");
    assert_eq!(play(b, "2,3", false, Strategy::Right).0, "won");
    assert_eq!(play(b, "4,4", true, Strategy::First).0, "lost");
    no_resource(b, "Chomp");
}

fn code(b: &Browser, dir: &Path) {
    let path = dir.join("code.html");
    let game: takebreak::Game = "0.137".parse().unwrap();
    let s = takebreak::solve(&game, 300);
    let target = explore::report::page::Target::open(&path, false).unwrap();
    explore::report::page::impartial::code(
        &game,
        &s.values,
        vec!["claim".into()],
        None,
        target,
        &mut Vec::new(),
    )
    .unwrap();
    b.open(&path);
    let (_, val) = cells(b);
    let want: Vec<String> = s.values.iter().map(u32::to_string).collect();
    assert_eq!(val, want);
    // Every value the mex of its options' values, by the page's own moves.
    let bad = b.js("const bad = []; for (let n = 0; n < D.cells; n++) { if (!Game.held(n)) continue; const seen = new Set(Game.options(n).map((o) => Game.xor(o))); let m = 0; while (seen.has(m)) m++; if (m !== Game.num(n)) bad.push(n); } return bad;");
    assert_eq!(bad, serde_json::json!([]));
    no_resource(b, "a code");
}

/// A local listener that counts the connections made to it.
struct Listener {
    port: u16,
    seen: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Listener {
    fn start() -> Listener {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.set_nonblocking(true).unwrap();
        let port = listener.local_addr().unwrap().port();
        let (seen, stop) = (
            Arc::new(AtomicUsize::new(0)),
            Arc::new(AtomicBool::new(false)),
        );
        let (s, t) = (seen.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            while !t.load(Ordering::Relaxed) {
                if listener.accept().is_ok() {
                    s.fetch_add(1, Ordering::Relaxed);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        });
        Listener {
            port,
            seen,
            stop,
            thread: Some(thread),
        }
    }
    fn seen_after(&self, wait: Duration) -> usize {
        std::thread::sleep(wait);
        self.seen.load(Ordering::Relaxed)
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// The page's policy stops a request the test makes it try, and a listener
/// that sees such a request from a page without the policy sees none from
/// the page.
fn no_request(b: &Browser, dir: &Path) {
    let listener = Listener::start();
    let attempt = format!(
        "window.violations = 0; document.addEventListener('securitypolicyviolation', () => window.violations++); \
         const i = new Image(); i.src = 'http://127.0.0.1:{0}/image.png'; document.body.append(i); \
         try {{ fetch('http://127.0.0.1:{0}/fetch').catch(() => {{}}); }} catch (e) {{}} return true;",
        listener.port
    );
    // The control: a blank page has no policy, and its request is seen.
    b.rt.block_on(b.client().goto("about:blank")).unwrap();
    b.js(&attempt);
    assert!(
        listener.seen_after(Duration::from_millis(800)) >= 1,
        "the listener sees a request"
    );
    let before = listener.seen.load(Ordering::Relaxed);
    b.open(&dir.join("dawson.html"));
    b.js(&attempt);
    assert_eq!(
        listener.seen_after(Duration::from_millis(800)),
        before,
        "the page's policy let a request out"
    );
    let violations = b.js("return window.violations").as_u64().unwrap();
    assert!(violations >= 1, "the policy reported the blocked request");
}

/// Every check, one browser for all (each start costs a second or two).
pub fn in_a_browser() {
    let dir = folder("browser");
    let started = Instant::now();
    let b = Browser::start(&dir);
    let mut times = Vec::new();
    let mut step = |name: &str, f: &dyn Fn(&Browser, &Path)| {
        let t = Instant::now();
        f(&b, &dir);
        times.push(format!("{name} {:.1} s", t.elapsed().as_secs_f64()));
    };
    step("Dawson's Kayles", &dawson);
    step("Wythoff", &wythoff);
    step("Chomp", &chomp);
    step("a code", &code);
    step("a scoring game", &super::forms::row);
    step("a partisan game", &super::forms::cutcake);
    step("a loopy game", &super::forms::put_back);
    step("no request", &no_request);
    // `EXPLORE_SCREENSHOTS=DIR`: the guide's pictures, taken here.
    if let Some(out) = std::env::var_os("EXPLORE_SCREENSHOTS") {
        step("screenshots", &|b: &Browser, dir: &Path| {
            screenshots(b, dir, Path::new(&out))
        });
    }
    drop(b);
    let mark = format!("--user-data-dir={}", dir.join("chromium-profile").display());
    assert!(
        holders(&mark).is_empty(),
        "a browser process outlived the test"
    );
    eprintln!(
        "browser tests: {} ({:.1} s in all)",
        times.join(", "),
        started.elapsed().as_secs_f64()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The two pictures in the explorer's guide: Wythoff's heat map with a
/// position opened, and Dawson's Kayles in play.
fn screenshots(b: &Browser, dir: &Path, out: &Path) {
    b.rt.block_on(b.client().set_window_size(1000, 900))
        .unwrap();
    b.open(&dir.join("wythoff.html"));
    b.click("td[data-pos=\"3,5\"]");
    std::fs::write(out.join("page-wythoff.png"), b.screenshot()).unwrap();
    b.open(&dir.join("dawson.html"));
    b.click("td[data-pos=\"12\"]");
    b.js("document.getElementById('start').value = ''");
    b.keys("#start", "12 4");
    b.click("#play-start");
    b.click("#board button.move");
    b.js("document.getElementById('position').scrollIntoView()");
    std::fs::write(out.join("page-dawson-play.png"), b.screenshot()).unwrap();
}
