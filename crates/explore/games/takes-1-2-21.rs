//! A pattern that breaks late: take 1, 2 or 21 counters (S{1,2,21}).
//!
//! With `--upto 20` the rule cannot be told from S{1,2}: the
//! explorer names the code 0.33 and its period 3, proved — for the rule as far
//! as it was compared, heap 20. The default run reaches heap 21, where
//! G(21) = 3 breaks the period: the code is S{1,2,21} (0.33 followed by a 3
//! at digit 21), proved periodic with period 22, and the report warns that
//! G(0..21) looked like period 3. The tutorials' 20 printed values would
//! have "found" the wrong pattern.
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    [1, 2, 21]
        .iter()
        .filter(|&&k| k <= n)
        .map(|&k| vec![n - k])
        .collect()
}
