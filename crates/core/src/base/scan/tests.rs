use super::*;

#[track_caller]
fn check_u64(input: &str, expected: Option<u64>) {
    assert_eq!(u64::from_token(input.as_bytes()), expected, "{input:?}");
}

#[test]
fn unsigned_parsing_matches_std() {
    check_u64("0", Some(0));
    check_u64("007", Some(7));
    check_u64("18446744073709551615", Some(u64::MAX));
    check_u64("18446744073709551616", None);
    check_u64("-1", None);
    check_u64("+1", None);
    check_u64("1a", None);
    check_u64("", None);
    for text in ["0", "255", "256", "-0", "99999", "4294967295", "4294967296"] {
        assert_eq!(
            u32::from_token(text.as_bytes()),
            text.parse::<u32>().ok(),
            "{text}"
        );
        assert_eq!(
            u8::from_token(text.as_bytes()),
            text.parse::<u8>().ok(),
            "{text}"
        );
    }
}

#[test]
fn signed_parsing_matches_std() {
    for text in [
        "0",
        "-0",
        "-",
        "--1",
        "127",
        "128",
        "-128",
        "-129",
        "2147483647",
        "2147483648",
        "-2147483648",
        "-2147483649",
        "9223372036854775807",
        "-9223372036854775808",
        "-9223372036854775809",
    ] {
        let bytes = text.as_bytes();
        assert_eq!(i8::from_token(bytes), text.parse::<i8>().ok(), "{text}");
        assert_eq!(i32::from_token(bytes), text.parse::<i32>().ok(), "{text}");
        assert_eq!(i64::from_token(bytes), text.parse::<i64>().ok(), "{text}");
    }
}

#[test]
fn one_pass_parsing_agrees_with_whole_token_parsing() {
    let tokens = [
        "0",
        "7",
        "42",
        "007",
        "255",
        "256",
        "65535",
        "65536",
        "99999",
        "2147483647",
        "4294967295",
        "4294967296",
        "999999999",
        "1000000000",
        "9999999999999999999",
        "18446744073709551615",
        "18446744073709551616",
        "123456789012345678901234",
        "340282366920938463463374607431768211455",
        "340282366920938463463374607431768211456",
        "-1",
        "-0",
        "-",
        "+1",
        "1a",
        "12-3",
        "x",
        "\u{ff}",
    ];
    for token in tokens {
        for after in ["", " ", "\n5", "\r\n", "\t", "9", "x"] {
            // At the start of the buffer and after an earlier token; near
            // the buffer's end, and with more than any type's window (39
            // digits and a byte) after the token's start.
            let far = " 0".repeat(25);
            for (before, rest) in [
                ("", ""),
                ("12 ", ""),
                ("", far.as_str()),
                ("1 ", far.as_str()),
            ] {
                let text = format!("{before}{token}{after}{rest}");
                let bytes = text.as_bytes();
                let start = before.len();
                let end = start + token_len(&bytes[start..]);
                let whole = &bytes[start..end];
                // A token that runs to the end of the buffer may go on.
                let complete = end < bytes.len();
                macro_rules! check {
                    ($($t:ty),*) => {$(
                        assert_eq!(
                            <$t>::from_buf(bytes, start),
                            complete.then(|| (end, <$t>::from_token(whole))),
                            "{text:?} as {}",
                            stringify!($t)
                        );
                    )*};
                }
                check!(u8, u32, u64, u128, usize, i64);
            }
            let text = format!("{token}{after}");
            let bytes = text.as_bytes();
            let whole = &bytes[..token_len(bytes)];
            let mut sc = Scanner::new(bytes);
            assert_eq!(sc.next::<u64>().ok(), u64::from_token(whole), "{text:?}");
        }
    }
}

#[test]
fn errors_name_the_token_and_the_expectation() {
    let mut sc = Scanner::new(b"1 2\r\n\t-5 abc");
    assert_eq!(sc.next::<u8>().unwrap(), 1);
    assert_eq!(sc.next::<i32>().unwrap(), 2);
    let err = sc.next::<u64>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "token 3: expected an unsigned 64-bit integer, found `-5`"
    );
    assert_eq!(sc.text().unwrap(), "abc");
    assert!(!sc.has_next());
    let err = sc.next::<i64>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "token 5: expected a 64-bit integer, found end of input"
    );
}

#[test]
fn long_and_binary_tokens_are_shortened_and_escaped() {
    let mut input = vec![b'9'; 100];
    input.push(0xff);
    let mut sc = Scanner::new(&input);
    let message = sc.next::<u64>().unwrap_err().to_string();
    assert!(message.ends_with("…`"), "{message}");
    assert!(message.len() < 120, "{message}");
    let mut sc = Scanner::new(b"\xff\xfe \xff");
    let message = sc.next::<u64>().unwrap_err().to_string();
    assert!(message.contains("\\xff\\xfe"), "{message}");
    let message = sc.text().unwrap_err().to_string();
    assert_eq!(message, "token 2: expected a UTF-8 word, found `\\xff`");
}

#[test]
fn empty_and_blank_inputs_have_no_tokens() {
    for input in [&b""[..], b"   \n\r\n\t"] {
        let mut sc = Scanner::new(input);
        assert!(!sc.has_next());
        assert!(matches!(sc.word(), Err(Error::Eof { token: 1, .. })));
    }
}

/// A small xorshift generator: the tests need no dependency.
struct Xorshift(u64);

impl Xorshift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A reader that hands out its bytes 1 to 7 at a time, and now and then
/// fails with `Interrupted` (which must be retried), like a slow pipe.
struct Trickle<'a> {
    rest: &'a [u8],
    rng: Xorshift,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.rng.below(10) == 0 {
            return Err(io::ErrorKind::Interrupted.into());
        }
        let n_bytes = (1 + self.rng.below(7)).min(buf.len()).min(self.rest.len());
        buf[..n_bytes].copy_from_slice(&self.rest[..n_bytes]);
        self.rest = &self.rest[n_bytes..];
        Ok(n_bytes)
    }
}

/// Random input: numbers (some overflowing, some negative), words, bytes
/// that are not ASCII, tokens longer than a small buffer, and whitespace
/// runs of spaces, tabs, `\n` and `\r\n`; it may be empty, and may end
/// inside a token or after whitespace.
fn random_input(rng: &mut Xorshift) -> Vec<u8> {
    let mut input = Vec::new();
    for _ in 0..rng.below(40) {
        for _ in 0..rng.below(3) {
            input.extend_from_slice([&b" "[..], b"\n", b"\r\n", b"\t", b"  "][rng.below(5)]);
        }
        if rng.below(4) == 0 {
            input.push(b'-');
        }
        let len = match rng.below(10) {
            0 => 60 + rng.below(150),
            1 => 18 + rng.below(4),
            _ => 1 + rng.below(6),
        };
        let alphabet: &[u8] = match rng.below(8) {
            0 => b".X",
            1 => b"09x\xff",
            _ => b"0123456789",
        };
        for _ in 0..len {
            input.push(alphabet[rng.below(alphabet.len())]);
        }
    }
    if rng.below(2) == 0 {
        input.extend_from_slice(b" \r\n");
    }
    input
}

/// One call on a scanner, its result as plain data (errors as messages).
fn step(sc: &mut Scanner, op: usize) -> (Result<String, String>, usize) {
    let shown = match op {
        0 => sc.next::<u8>().map(|v| v.to_string()),
        1 => sc.next::<u64>().map(|v| v.to_string()),
        2 => sc.next::<i64>().map(|v| v.to_string()),
        3 => sc.next::<u128>().map(|v| v.to_string()),
        4 => sc.word().map(|w| format!("{w:?}")),
        5 => sc.text().map(str::to_string),
        _ => Ok(sc.has_next().to_string()),
    };
    (shown.map_err(|err| err.to_string()), sc.tokens_read())
}

#[test]
fn streaming_in_tiny_chunks_reads_what_the_whole_slice_holds() {
    let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
    for _ in 0..3000 {
        let input = random_input(&mut rng);
        let mut whole = Scanner::new(&input);
        let mut tiny = Trickle {
            rest: &input,
            rng: Xorshift(rng.0 | 1),
        };
        // The smallest buffer, so that long tokens make it grow.
        let mut streamed = Scanner::with_source(Source::Reader(&mut tiny), 1);
        let mut tiny_big = Trickle {
            rest: &input,
            rng: Xorshift(rng.0 ^ 0x5555),
        };
        let mut streamed_big = Scanner::from_reader(&mut tiny_big);
        // Also check the whole-slice scanner against splitting by hand.
        let mut tokens = input.split(|&b| b <= b' ').filter(|t| !t.is_empty());
        for _ in 0..60 {
            let op = rng.below(8);
            let expected = step(&mut whole, op);
            assert_eq!(step(&mut streamed, op), expected, "{input:?} op {op}");
            assert_eq!(step(&mut streamed_big, op), expected, "{input:?} op {op}");
            if op < 6 {
                let token = tokens.next();
                let parsed = token.and_then(|t| match op {
                    0 => u8::from_token(t).map(|v| v.to_string()),
                    1 => u64::from_token(t).map(|v| v.to_string()),
                    2 => i64::from_token(t).map(|v| v.to_string()),
                    3 => u128::from_token(t).map(|v| v.to_string()),
                    4 => Some(format!("{t:?}")),
                    _ => std::str::from_utf8(t).ok().map(str::to_string),
                });
                assert_eq!(expected.0.ok(), parsed, "{input:?} op {op}");
            }
        }
    }
}

#[test]
fn edge_inputs_stream_like_the_slice() {
    let long_number = "9".repeat(70_000);
    let long_word = "X.".repeat(40_000);
    let inputs = [
        String::new(),
        " \r\n\t ".to_string(),
        "7".to_string(),
        "12 34\r\n".to_string(),
        "1 2 3   ".to_string(),
        "5 -1234567".to_string(),
        "18446744073709551615 18446744073709551616".to_string(),
        format!("{long_number} 5 {long_word}\n{long_number}"),
    ];
    for input in &inputs {
        for ops in [[1, 4, 1, 6, 1, 1], [4, 4, 4, 5, 6, 0], [2, 3, 6, 4, 1, 1]] {
            let mut whole = Scanner::new(input.as_bytes());
            let mut tiny = Trickle {
                rest: input.as_bytes(),
                rng: Xorshift(7),
            };
            let mut streamed = Scanner::from_reader(&mut tiny);
            for op in ops {
                assert_eq!(step(&mut streamed, op), step(&mut whole, op), "{op}");
            }
        }
    }
    // A number longer than the buffer is read whole, and shortened in the
    // message; the word after it comes through intact.
    let input = &inputs[7];
    let mut tiny = Trickle {
        rest: input.as_bytes(),
        rng: Xorshift(11),
    };
    let mut sc = Scanner::from_reader(&mut tiny);
    let message = sc.next::<u64>().unwrap_err().to_string();
    assert!(message.starts_with("token 1: expected an unsigned 64-bit integer, found `999"));
    assert!(message.ends_with("…`"), "{message}");
    assert_eq!(sc.next::<u8>().unwrap(), 5);
    assert_eq!(sc.word().unwrap(), long_word.as_bytes());
    assert!(sc.next::<u128>().is_err());
    assert!(!sc.has_next());
    assert!(matches!(sc.word(), Err(Error::Eof { token: 5, .. })));
}

#[test]
fn a_read_error_is_reported_where_a_token_was_expected() {
    struct Failing(Option<&'static [u8]>);
    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.0.take() {
                Some(bytes) => {
                    buf[..bytes.len()].copy_from_slice(bytes);
                    Ok(bytes.len())
                }
                None => Err(io::Error::new(io::ErrorKind::Other, "disk on fire")),
            }
        }
    }
    let mut failing = Failing(Some(b"3 14"));
    let mut sc = Scanner::from_reader(&mut failing);
    assert_eq!(sc.next::<u8>().unwrap(), 3);
    // The input ended early, so `14` is all there is of the second token.
    assert_eq!(sc.next::<u8>().unwrap(), 14);
    let err = sc.next::<u8>().unwrap_err();
    assert_eq!(err.to_string(), "reading input: disk on fire");
    assert!(!sc.has_next());
}
