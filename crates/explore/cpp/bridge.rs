//! The C++ rule's C ABI in safe functions: included (`#[path]`) by the
//! `main.rs` that `cargo xtask grundy FILE.cpp` generates, which links the
//! rule's static archive (the file and its generated shim, compiled by
//! `g++`). Not part of the `explore` crate, which forbids `unsafe` code:
//! the unsafe lines are here, and each only turns a buffer the shim
//! returned into a slice; what is done with the slices is
//! `explore::source::cpp`'s.
//!
//! The shim (`explore::abi` in `explore.hpp`) exports every function below
//! whatever the rule's form (those the form does not use end the run), and
//! every buffer it returns lives in a C++ `thread_local` until the same
//! function is called again on the same thread: each is copied out at once.
#![allow(dead_code)]

use std::ffi::{CStr, c_char};

use explore::source::cpp::{self, Bytes};
use explore::{Out, ScoreOut};

#[repr(C)]
struct Flat {
    words: *const u64,
    n_words: u64,
}

#[repr(C)]
struct FamilyFlat {
    bytes: *const u8,
    n_bytes: u64,
    part_ends: *const u32,
    n_parts: u64,
    ends: *const u32,
    n_options: u64,
}

/// `explore::detail::Lent` in the header: the fast path for one call.
#[repr(C)]
struct Lent {
    table: *const u32,
    tlen: u64,
    rows: u64,
    cols: u64,
    seen: *mut u8,
    slen: u64,
    stamp: u8,
}

/// The fast path `out` holds, as the C++ side takes it. The slices stay
/// borrowed (by `out`) for the call that uses the pointers.
fn lend<P>(out: &mut Out<P>) -> Lent {
    let lent = out.lent();
    Lent {
        table: lent.table.as_ptr(),
        tlen: lent.table.len() as u64,
        rows: lent.rows,
        cols: lent.cols,
        seen: lent.seen.as_mut_ptr(),
        slen: lent.seen.len() as u64,
        stamp: lent.stamp,
    }
}

/// `explore::abi::Scored`: a scoring rule's options.
#[repr(C)]
struct Scored {
    points: *const i64,
    again: *const u8,
    n_options: u64,
    words: *const u64,
    n_words: u64,
    bytes: *const u8,
    n_bytes: u64,
    ends: *const u32,
}

#[repr(C)]
struct Raw {
    data: *const u8,
    len: u64,
}

unsafe extern "C" {
    fn explore_cpp_heap(which: u32, n: u64, lent: *const Lent, r: *mut Flat);
    fn explore_cpp_pair(which: u32, a: u64, b: u64, lent: *const Lent, r: *mut Flat);
    fn explore_cpp_start(a: u64, b: u64, r: *mut Raw);
    fn explore_cpp_family(which: u32, p: *const u8, len: u64, r: *mut FamilyFlat);
    fn explore_cpp_canon(p: *const u8, len: u64, r: *mut Raw);
    fn explore_cpp_show(p: *const u8, len: u64, r: *mut Raw);
    fn explore_cpp_guess(a: u64, b: u64) -> u64;
    fn explore_cpp_scoring() -> u32;
    fn explore_cpp_scored(a: u64, b: u64, p: *const u8, len: u64, r: *mut Scored);
    fn explore_cpp_end(a: u64, b: u64, p: *const u8, len: u64) -> i64;
    fn explore_cpp_set_param_reader(read: extern "C" fn(*const c_char, i64) -> i64);
}

/// Which of the rule's functions: `moves`, `left` or `right`.
pub const MOVES: u32 = 0;
pub const LEFT: u32 = 1;
pub const RIGHT: u32 = 2;

/// A slice over `len` items at `data` (the empty slice for a null pointer,
/// which an empty `std::vector` may give).
///
/// # Safety
/// `data` points to `len` initialised items that stay alive and unchanged
/// while the slice is used.
unsafe fn slice<'a, T>(data: *const T, len: u64) -> &'a [T] {
    if len == 0 {
        return &[];
    }
    // SAFETY: the caller's promise.
    unsafe { std::slice::from_raw_parts(data, len as usize) }
}

fn flat() -> Flat {
    Flat {
        words: std::ptr::null(),
        n_words: 0,
    }
}

fn raw() -> Raw {
    Raw {
        data: std::ptr::null(),
        len: 0,
    }
}

/// A heap's options (`which`: [`MOVES`], [`LEFT`], [`RIGHT`]).
pub fn heap(which: u32, n: u64, out: &mut Out<u64>) {
    let mut r = flat();
    let lent = lend(out);
    // SAFETY: the table and the marks `lent` points to are `out`'s, which
    // nothing else touches during the call (the C++ side reads the one and
    // writes marks below `slen` in the other); the shim fills `r` with its
    // thread-local buffers, read at once.
    unsafe {
        explore_cpp_heap(which, n, &lent, &mut r);
        cpp::push_heaps(slice(r.words, r.n_words), out);
    }
}

/// A pair's options.
pub fn pair(which: u32, (a, b): (u64, u64), out: &mut Out<(u64, u64)>) {
    let mut r = flat();
    let lent = lend(out);
    // SAFETY: as for `heap`.
    unsafe {
        explore_cpp_pair(which, a, b, &lent, &mut r);
        cpp::push_pairs(slice(r.words, r.n_words), out);
    }
}

fn bytes(r: &Raw) -> Bytes {
    // SAFETY: the shim's thread-local string, copied at once.
    Bytes::from(unsafe { slice(r.data, r.len) })
}

/// `start(a)` (b = 0) or `start({a, b})`, as bytes.
pub fn start(a: u64, b: u64) -> Bytes {
    let mut r = raw();
    // SAFETY: the shim fills `r`.
    unsafe { explore_cpp_start(a, b, &mut r) };
    bytes(&r)
}

fn family_flat(which: u32, p: &Bytes) -> FamilyFlat {
    let mut r = FamilyFlat {
        bytes: std::ptr::null(),
        n_bytes: 0,
        part_ends: std::ptr::null(),
        n_parts: 0,
        ends: std::ptr::null(),
        n_options: 0,
    };
    // SAFETY: `p` is alive for the call; the shim fills `r` with its
    // thread-local buffers, which the callers below read at once.
    unsafe { explore_cpp_family(which, p.as_slice().as_ptr(), p.as_slice().len() as u64, &mut r) };
    r
}

/// A family position's options.
pub fn family(which: u32, p: &Bytes, out: &mut Out<Bytes>) {
    let r = family_flat(which, p);
    // SAFETY: the buffers `family_flat` just received.
    unsafe {
        cpp::push_family(
            slice(r.bytes, r.n_bytes),
            slice(r.part_ends, r.n_parts),
            slice(r.ends, r.n_options),
            out,
        );
    }
}

/// A family position's options as lists (a partisan family).
pub fn family_vecs(which: u32, p: &Bytes) -> Vec<Vec<Bytes>> {
    let r = family_flat(which, p);
    // SAFETY: as for `family`.
    unsafe {
        cpp::family_vecs(
            slice(r.bytes, r.n_bytes),
            slice(r.part_ends, r.n_parts),
            slice(r.ends, r.n_options),
        )
    }
}

/// The file's `canon`.
pub fn canon(p: Bytes) -> Bytes {
    let mut r = raw();
    // SAFETY: `p` is alive for the call; the shim fills `r`.
    unsafe { explore_cpp_canon(p.as_slice().as_ptr(), p.as_slice().len() as u64, &mut r) };
    bytes(&r)
}

/// The file's `show`, or the position as Rust's `{:?}` would print it.
pub fn show(p: &Bytes) -> String {
    let mut r = raw();
    // SAFETY: as for `canon`.
    unsafe { explore_cpp_show(p.as_slice().as_ptr(), p.as_slice().len() as u64, &mut r) };
    String::from_utf8_lossy(bytes(&r).as_slice()).into_owned()
}

/// The file's `guess` at `a` (b = 0) or `(a, b)`; a `bool` guess is 0 or 1.
pub fn guess(a: u64, b: u64) -> u64 {
    // SAFETY: a plain call with two numbers.
    unsafe { explore_cpp_guess(a, b) }
}

/// Whether the rule is a scoring rule (the C++ compiler decided it from
/// the types of `moves`).
pub fn scoring() -> bool {
    // SAFETY: a plain call.
    unsafe { explore_cpp_scoring() != 0 }
}

/// The scoring rule's options of a heap (`a`), a pair (`a`, `b`) or a
/// family's position (`p`), read by `read` while the shim's buffers hold.
fn scored<T>(a: u64, b: u64, p: &[u8], read: impl FnOnce(&[i64], &[u8], &Scored) -> T) -> T {
    let mut r = Scored {
        points: std::ptr::null(),
        again: std::ptr::null(),
        n_options: 0,
        words: std::ptr::null(),
        n_words: 0,
        bytes: std::ptr::null(),
        n_bytes: 0,
        ends: std::ptr::null(),
    };
    // SAFETY: `p` is alive for the call; the shim fills `r` with its
    // thread-local buffers, read before the next call.
    unsafe {
        explore_cpp_scored(a, b, p.as_ptr(), p.len() as u64, &mut r);
        read(slice(r.points, r.n_options), slice(r.again, r.n_options), &r)
    }
}

/// A scoring heap rule's options.
pub fn scored_heap(n: &u64, out: &mut ScoreOut<u64>) {
    scored(*n, 0, &[], |points, again, r| {
        // SAFETY: the words of the buffers `scored` just received.
        let words = unsafe { slice(r.words, r.n_words) };
        cpp::push_scored(points, again, words, 1, |w| w[0], out)
    })
}

/// A scoring pair rule's options.
pub fn scored_pair(&(a, b): &(u64, u64), out: &mut ScoreOut<(u64, u64)>) {
    scored(a, b, &[], |points, again, r| {
        // SAFETY: as for `scored_heap`.
        let words = unsafe { slice(r.words, r.n_words) };
        cpp::push_scored(points, again, words, 2, |w| (w[0], w[1]), out)
    })
}

/// A scoring family's options.
pub fn scored_family(p: &Bytes, out: &mut ScoreOut<Bytes>) {
    scored(0, 0, p.as_slice(), |points, again, r| {
        // SAFETY: as for `scored_heap`; a family's options end at `ends`,
        // one a option.
        let (bytes, ends) = unsafe { (slice(r.bytes, r.n_bytes), slice(r.ends, r.n_options)) };
        cpp::push_scored_family(points, again, bytes, ends, out)
    })
}

/// The file's `end` on a heap.
pub fn end_heap(n: &u64) -> i64 {
    // SAFETY: a plain call (no bytes).
    unsafe { explore_cpp_end(*n, 0, std::ptr::null(), 0) }
}

/// The file's `end` on a pair.
pub fn end_pair(&(a, b): &(u64, u64)) -> i64 {
    // SAFETY: as for `end_heap`.
    unsafe { explore_cpp_end(a, b, std::ptr::null(), 0) }
}

/// The file's `end` on a family's position.
pub fn end_family(p: &Bytes) -> i64 {
    // SAFETY: `p` is alive for the call.
    unsafe { explore_cpp_end(0, 0, p.as_slice().as_ptr(), p.as_slice().len() as u64) }
}

/// `explore::param` in C++: the explorer's `--param` table, read (and the
/// name marked read) as a Rust rule reads it.
extern "C" fn read_param(name: *const c_char, fallback: i64) -> i64 {
    if name.is_null() {
        return fallback;
    }
    // SAFETY: the header passes a NUL-terminated string alive for the call
    // (a literal, or a std::string's c_str()).
    let name = unsafe { CStr::from_ptr(name) };
    explore::cli::params::param_i64(&name.to_string_lossy(), fallback)
}

fn hand_params() {
    // SAFETY: a plain call with a function pointer that lives forever.
    unsafe { explore_cpp_set_param_reader(read_param) }
}

/// Hands the C++ rule its reader of `--param` once the explorer has read
/// its flags (and after every later install).
pub fn install_params() {
    explore::cli::params::after_install(hand_params);
}
