//! The page's body: the header, the table (rows of 20 for one parameter, a
//! heat map for two) with its colour key and period, the summary of what is
//! not drawn, the claims, and the panels the script fills (a position
//! opened, play, what the page holds).

use std::fmt::Write as _;

use super::{Kind, MAX_CELLS, MAX_SIDE, Page, Valued};

/// `&`, `<`, `>` and `"` escaped, for text and attribute values (always
/// in double quotes).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// The shape drawn cell by cell: `(rows, cols)`, one row for a heap table
/// (its length cut at [`MAX_CELLS`]), a box cut to its corner.
pub fn drawn_shape(grid: Option<(usize, usize)>, len: usize) -> (usize, usize) {
    match grid {
        None => (1, len.min(MAX_CELLS)),
        Some((rows, cols)) => (rows.min(MAX_SIDE), cols.min(MAX_SIDE)),
    }
}

/// The indices (in table order) of the cells drawn one by one.
pub fn drawn(grid: Option<(usize, usize)>, len: usize) -> Vec<usize> {
    let (rows, cols) = drawn_shape(grid, len);
    match grid {
        None => (0..cols).collect(),
        Some((_, all)) => (0..rows)
            .flat_map(|a| (0..cols).map(move |b| a * all + b))
            .collect(),
    }
}

/// The `i`-th drawn cell's position as the report writes it: `n`, `a,b`.
pub fn key(grid: Option<(usize, usize)>, i: usize) -> String {
    match grid {
        None => i.to_string(),
        Some((rows, cols)) => {
            let (_, c) = drawn_shape(Some((rows, cols)), rows * cols);
            format!("{},{}", i / c, i % c)
        }
    }
}

/// A cell's colour class: the outcome's, or for a nimber its shade.
fn class(kind: Kind, v: &Valued, max: i64) -> String {
    match (kind, v.class) {
        (Kind::Impartial, 'P') => "p".to_string(),
        (Kind::Impartial, _) => {
            let n = v.num.unwrap_or(0).max(1);
            format!("h{}", 1 + (n - 1) * 8 / max.max(1))
        }
        (_, 'P') => "p".to_string(),
        (_, 'N') => "n".to_string(),
        (_, 'D') => "d".to_string(),
        (_, 'L') => "l".to_string(),
        (_, 'R') => "r".to_string(),
        (_, '+') => "sp".to_string(),
        (_, '-') => "sm".to_string(),
        _ => "sz".to_string(),
    }
}

/// The colour key: each mark the table uses and what it means.
fn colour_key(page: &Page, max: i64, out: &mut String) {
    let mut items: Vec<(String, String)> = Vec::new();
    let mut add = |class: &str, text: String| items.push((class.to_string(), text));
    match page.kind {
        Kind::Impartial => {
            add(
                "p",
                format!(
                    "P: {} = 0, a P-position (lost for the player to move)",
                    page.entry
                ),
            );
            if max > 0 {
                for h in 1..=9 {
                    let lo = (h - 1) * max.max(1) / 8 + 1;
                    let hi = (h * max.max(1) / 8).min(max);
                    if lo <= hi && (h - 1) <= 8 {
                        add(
                            &format!("h{h}"),
                            if lo == hi {
                                format!("{lo}")
                            } else {
                                format!("{lo} … {hi}")
                            },
                        );
                    }
                }
            }
        }
        Kind::Loopy => {
            add("p", "P: value 0, lost for the player to move".into());
            add("n", "N: won for the player to move".into());
            add("d", "D: a draw (∞(A) with 0 ∉ A)".into());
        }
        Kind::Partisan => {
            add("l", "L: Left wins, whoever moves first".into());
            add("r", "R: Right wins, whoever moves first".into());
            add("n", "N: the first player wins".into());
            add("p", "P: the second player wins".into());
        }
        Kind::Scoring => {
            add("sp", format!("{} > 0: the mover ends ahead", page.entry));
            add("sz", format!("{} = 0: level", page.entry));
            add("sm", format!("{} < 0: the mover ends behind", page.entry));
        }
    }
    out.push_str("<ul id=\"key\" class=\"key\" aria-label=\"colour key\">");
    for (class, text) in items {
        let _ = write!(
            out,
            "<li><span class=\"swatch {class}\"></span>{}</li>",
            escape(&text)
        );
    }
    out.push_str("</ul>\n");
}

/// One cell: `data-pos`, `data-value`, `data-outcome`, its colour and text.
fn cell(page: &Page, pos: &str, v: &Valued, max: i64, extra: &str, out: &mut String) {
    let text = match (page.kind, page.grid, v.class) {
        // The heat map marks a P-position `P`, as the text report's grid does.
        (Kind::Impartial, Some(_), 'P') => "P".to_string(),
        (Kind::Partisan, ..) => format!("{} {}", v.text, v.class),
        _ => v.text.clone(),
    };
    let _ = write!(
        out,
        "<td data-pos=\"{}\" data-value=\"{}\" data-outcome=\"{}\" class=\"{}{extra}\">{}</td>",
        escape(pos),
        escape(&v.text),
        v.class,
        class(page.kind, v, max),
        escape(&text)
    );
}

fn table(page: &Page, max: i64, out: &mut String) {
    let (rows, cols) = drawn_shape(page.grid, page.cells.len());
    let cells = drawn(page.grid, page.cells.len());
    // One row of `cols` cells for a heap table, drawn 20 to a line.
    match page.grid {
        None => {
            out.push_str("<table id=\"table\" class=\"one\" role=\"grid\" aria-label=\"the table, 20 values a row\"><tbody>\n");
            for (i, &c) in cells.iter().enumerate() {
                if i % 20 == 0 {
                    if i > 0 {
                        out.push_str("</tr>\n");
                    }
                    let _ = write!(out, "<tr><th scope=\"row\">{i}</th>");
                }
                let mut extra = String::new();
                if let Some(p) = page.period {
                    if i < p.preperiod {
                        extra.push_str(" pre");
                    } else if i < p.preperiod + p.period {
                        extra.push_str(" per");
                    }
                }
                cell(page, &i.to_string(), &page.cells[c], max, &extra, out);
            }
            out.push_str("</tr>\n</tbody></table>\n");
        }
        Some(_) => {
            out.push_str("<table id=\"table\" class=\"two\" role=\"grid\" aria-label=\"the table, row a, column b\"><thead><tr><th scope=\"col\">a \\ b</th>");
            for b in 0..cols {
                let _ = write!(out, "<th scope=\"col\">{b}</th>");
            }
            out.push_str("</tr></thead><tbody>\n");
            for a in 0..rows {
                let _ = write!(out, "<tr><th scope=\"row\">{a}</th>");
                for b in 0..cols {
                    let i = a * cols + b;
                    cell(
                        page,
                        &format!("{a},{b}"),
                        &page.cells[cells[i]],
                        max,
                        "",
                        out,
                    );
                }
                out.push_str("</tr>\n");
            }
            out.push_str("</tbody></table>\n");
        }
    }
}

/// What is not drawn cell by cell, summarised: blocks of a long heap table
/// (each with its values' range and its P-positions), or the box past the
/// corner drawn (its outcomes counted, its first P-positions listed).
fn summary(page: &Page, out: &mut String) {
    let len = page.cells.len();
    let counted = |range: &mut dyn Iterator<Item = &Valued>| {
        let mut classes: Vec<(char, usize)> = Vec::new();
        let (mut lo, mut hi) = (i64::MAX, i64::MIN);
        for v in range {
            if let Some(n) = v.num {
                lo = lo.min(n);
                hi = hi.max(n);
            }
            match classes.iter_mut().find(|(c, _)| *c == v.class) {
                Some((_, k)) => *k += 1,
                None => classes.push((v.class, 1)),
            }
        }
        classes.sort_unstable();
        let mut text = if lo <= hi {
            format!("values {lo} … {hi}")
        } else {
            String::new()
        };
        for (c, k) in classes {
            if !text.is_empty() {
                text.push_str(", ");
            }
            let _ = write!(text, "{c}: {k}");
        }
        text
    };
    match page.grid {
        None if len > MAX_CELLS => {
            let rest = len - MAX_CELLS;
            let block = rest.div_ceil(200).max(1000).next_multiple_of(1000);
            let _ = writeln!(
                out,
                "<section id=\"summary\" aria-label=\"the rest of the table\"><h3>Values {MAX_CELLS} … {} in blocks of {block}</h3><p>The page draws the first {MAX_CELLS} values one by one; the other {rest} are summarised here (the range of values and the outcomes in each block).</p><ul class=\"blocks\">",
                len - 1
            );
            let mut at = MAX_CELLS;
            while at < len {
                let end = (at + block).min(len);
                let text = counted(&mut page.cells[at..end].iter());
                let _ = write!(
                    out,
                    "<li data-range=\"{at}-{}\">n = {at} … {}: {}</li>",
                    end - 1,
                    end - 1,
                    escape(&text)
                );
                at = end;
            }
            out.push_str("</ul></section>\n");
        }
        Some((rows, cols)) if rows > MAX_SIDE || cols > MAX_SIDE => {
            let outside = (0..len).filter(|i| i / cols >= MAX_SIDE || i % cols >= MAX_SIDE);
            let text = counted(&mut outside.clone().map(|i| &page.cells[i]));
            let p: Vec<String> = outside
                .filter(|&i| page.cells[i].class == 'P')
                .take(100)
                .map(|i| format!("({},{})", i / cols, i % cols))
                .collect();
            let _ = writeln!(
                out,
                "<section id=\"summary\" aria-label=\"the rest of the box\"><h3>The box is {rows} × {cols}</h3><p>The page draws the corner {} × {} cell by cell. Outside it: {}.</p><p>Its first P-positions outside the corner (row by row, at most 100): {}</p></section>",
                rows.min(MAX_SIDE),
                cols.min(MAX_SIDE),
                escape(&text),
                if p.is_empty() {
                    "none".to_string()
                } else {
                    p.join(" ")
                }
            );
        }
        _ => {}
    }
}

/// The body, up to the scripts.
pub fn body(page: &Page, out: &mut String) {
    let max = page.cells.iter().filter_map(|v| v.num).max().unwrap_or(0);
    let _ = writeln!(
        out,
        "<body>\n<header><h1>{}</h1><p class=\"what\">{}</p><p class=\"help\">Click a position (or move to it with the arrow keys and press Enter) to open it; play against the explorer below.</p></header>\n<main>",
        escape(&page.name),
        escape(&page.what)
    );
    out.push_str("<section id=\"table-section\" aria-labelledby=\"table-title\"><h2 id=\"table-title\">The table</h2>\n");
    if let Some(p) = page.period {
        let saltus = if p.saltus != 0 {
            format!(", saltus {}", p.saltus)
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "<p id=\"period\" data-period=\"{}\" data-preperiod=\"{}\" data-saltus=\"{}\">Period {}{saltus}, preperiod {}: the cells before n = {} (the preperiod) are underlined with dots, the first period after it (n = {} … {}) is outlined.</p>",
            p.period,
            p.preperiod,
            p.saltus,
            p.period,
            p.preperiod,
            p.preperiod,
            p.preperiod,
            p.preperiod + p.period - 1
        );
    }
    colour_key(page, max, out);
    out.push_str("<div class=\"scroll\">");
    table(page, max, out);
    out.push_str("</div>\n");
    summary(page, out);
    out.push_str("</section>\n<section id=\"claims-section\" aria-labelledby=\"claims-title\"><h2 id=\"claims-title\">What the explorer claims</h2><ul id=\"claims\">");
    for line in &page.claims {
        let _ = write!(out, "<li>{}</li>", escape(line));
    }
    out.push_str("</ul></section>\n");
    out.push_str("<section id=\"position\" aria-labelledby=\"position-title\"><h2 id=\"position-title\">A position</h2><div id=\"opened\" aria-live=\"polite\"><p>No position opened yet.</p></div></section>\n");
    out.push_str("<section id=\"play\" aria-labelledby=\"play-title\"><h2 id=\"play-title\">Play against the explorer</h2><div id=\"play-form\"></div><div id=\"play-at\"></div><p id=\"status\" role=\"status\" aria-live=\"polite\"></p><div id=\"board\"></div><ol id=\"log\"></ol></section>\n");
    out.push_str("<section id=\"holds\" aria-labelledby=\"holds-title\"><h2 id=\"holds-title\">What this page holds</h2><p id=\"holds-text\"></p></section>\n</main>\n");
}
