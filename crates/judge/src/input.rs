//! Reading a test input in a brute force or a reference.
//!
//! The inputs a problem's `tests/rules.rs` reads come from its own generator or
//! its committed cases, so they are well-formed: a token that does not parse
//! is a bug in the test, and these functions panic on it. (The solutions read
//! through `gamecore::base::scan`, which rejects bad input instead.)

use std::fmt::Debug;
use std::str::FromStr;

/// The whitespace-separated tokens of `input`, each parsed as `T`.
///
/// # Panics
/// When the iterator reaches a token that is not a `T`.
///
/// # Example
/// ```
/// let piles: Vec<u64> = judge::input::tokens(" 3\n1 2\t3\n").collect();
/// assert_eq!(piles, [3, 1, 2, 3]);
/// ```
pub fn tokens<T>(input: &str) -> impl Iterator<Item = T> + '_
where
    T: FromStr,
    T::Err: Debug,
{
    input.split_whitespace().map(|token| {
        token
            .parse()
            .unwrap_or_else(|err| panic!("test input token {token:?}: {err:?}"))
    })
}

/// The lists of an input that gives their number, then each list as its
/// length and its elements (e.g. `T` cases of `N` piles each). Anything after
/// the last list is not read.
///
/// # Panics
/// If a token is not a number, or the input ends inside the lists.
///
/// # Example
/// ```
/// let cases: Vec<Vec<u64>> = judge::input::counted_lists("2\n3\n1 2 3\n1\n7\n");
/// assert_eq!(cases, [vec![1, 2, 3], vec![7]]);
/// ```
pub fn counted_lists<T>(input: &str) -> Vec<Vec<T>>
where
    T: FromStr,
    T::Err: Debug,
{
    let mut tokens = input.split_whitespace();
    let n_lists: usize = next(&mut tokens);
    (0..n_lists)
        .map(|_| {
            let len: usize = next(&mut tokens);
            (0..len).map(|_| next(&mut tokens)).collect()
        })
        .collect()
}

/// The one list of an input that gives its length, then its elements. Anything
/// after the list is not read.
///
/// # Panics
/// If a token is not a number, or the input ends inside the list.
///
/// # Example
/// ```
/// let piles: Vec<u64> = judge::input::counted_list("3\n5\n0\n7\n");
/// assert_eq!(piles, [5, 0, 7]);
/// ```
pub fn counted_list<T>(input: &str) -> Vec<T>
where
    T: FromStr,
    T::Err: Debug,
{
    let mut tokens = input.split_whitespace();
    let len: usize = next(&mut tokens);
    (0..len).map(|_| next(&mut tokens)).collect()
}

/// The lists of an input that gives each list as its length and its
/// elements, until a length of 0 or the end of the input (e.g. cases of `N`
/// piles ended by `0`). Anything after the 0 is not read.
///
/// # Panics
/// If a token is not a number, or the input ends inside a list.
///
/// # Example
/// ```
/// let cases: Vec<Vec<u64>> = judge::input::lists_until_zero("2\n1 2\n1\n7\n0\n3\n");
/// assert_eq!(cases, [vec![1, 2], vec![7]]);
/// ```
pub fn lists_until_zero<T>(input: &str) -> Vec<Vec<T>>
where
    T: FromStr,
    T::Err: Debug,
{
    let mut tokens = input.split_whitespace().peekable();
    let mut lists = Vec::new();
    while tokens.peek().is_some() {
        let len: usize = next(&mut tokens);
        if len == 0 {
            break;
        }
        lists.push((0..len).map(|_| next(&mut tokens)).collect());
    }
    lists
}

/// The next token of `tokens`, parsed as `T`.
fn next<'a, T>(tokens: &mut impl Iterator<Item = &'a str>) -> T
where
    T: FromStr,
    T::Err: Debug,
{
    let token = tokens.next().expect("test input ended early");
    token
        .parse()
        .unwrap_or_else(|err| panic!("test input token {token:?}: {err:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_stop_where_their_counts_say() {
        let input = "2\n0\n\n2\n-1 4\n9 9\n";
        assert_eq!(counted_lists::<i64>(input), [vec![], vec![-1, 4]]);
        assert_eq!(counted_list::<i64>(input), [0, 2]);
        assert_eq!(tokens::<i64>(input).count(), 7);
        assert_eq!(
            lists_until_zero::<i64>("2\n0 2\n1\n-1\n0\n5"),
            [vec![0, 2], vec![-1]]
        );
        assert_eq!(
            lists_until_zero::<i64>("1\n5\n2\n3 4"),
            [vec![5], vec![3, 4]]
        );
    }

    #[test]
    #[should_panic(expected = "test input ended early")]
    fn a_short_input_is_a_test_bug() {
        counted_lists::<u64>("2\n1\n5\n3\n1 2");
    }

    #[test]
    #[should_panic(expected = "test input token \"x\"")]
    fn a_bad_token_is_a_test_bug() {
        tokens::<u64>("1 x").for_each(drop);
    }
}
