//! `--positions`: every position a family of starts or a scoring rule
//! valued, written by the file's `show`, with its value — so that the values
//! of the shapes a start breaks into can be read off (a cycle's formula
//! needs its paths' values, say), not only the starts'.

use std::fmt::Write as _;

use super::text::write_err;

/// Appends the list to a finished report: one line a position
/// (`G(|..|) = 0`, `V(3,5) = -2`: `letter` and the value), in the order
/// given, after a line saying how many; or, under `--json`, the key
/// `positions_list`, `[{"position": TEXT, "value": V}, …]`, added to the
/// report's one object.
pub fn append<V: Copy + std::fmt::Display + Into<serde_json::Value>>(
    report: &mut Vec<u8>,
    json: bool,
    letter: &str,
    list: &[(String, V)],
) -> Result<(), String> {
    if json {
        let text = String::from_utf8_lossy(report);
        let mut value: serde_json::Value = serde_json::from_str(text.trim_end())
            .map_err(|e| format!("the report is not one JSON object: {e}"))?;
        let entries: Vec<serde_json::Value> = list
            .iter()
            .map(|(p, v)| serde_json::json!({ "position": p, "value": (*v).into() }))
            .collect();
        value["positions_list"] = entries.into();
        report.clear();
        use std::io::Write as _;
        writeln!(report, "{value}").map_err(write_err)?;
        return Ok(());
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "every position valued ({}), in the order valued — each after the positions its options leave — as the rule's `show` writes it (after `canon`):",
        list.len()
    );
    for (p, v) in list {
        let _ = writeln!(text, "  {letter}({p}) = {v}");
    }
    report.extend_from_slice(text.as_bytes());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_or_one_more_key() {
        let list = vec![("||".to_string(), 0u32), ("|.|".to_string(), 1)];
        let mut report = b"report\n".to_vec();
        append(&mut report, false, "G", &list).unwrap();
        let text = String::from_utf8(report).unwrap();
        assert!(
            text.starts_with("report\nevery position valued (2)"),
            "{text}"
        );
        assert!(text.ends_with("  G(||) = 0\n  G(|.|) = 1\n"), "{text}");
        let mut report = b"{\"dims\":1}\n".to_vec();
        append(&mut report, true, "V", &[("3".to_string(), -2i64)]).unwrap();
        let value: serde_json::Value = serde_json::from_slice(&report).unwrap();
        assert_eq!(
            value["positions_list"],
            serde_json::json!([{"position": "3", "value": -2}])
        );
        assert_eq!(value["dims"], 1);
    }
}
