// explore.hpp: the C++ side of `cargo xtask grundy FILE.cpp`.
//
// A C++ rule file needs nothing but the standard library for the plain
// forms; this header (included before the file by the explorer, so that
// `#include "explore.hpp"` in the file is optional) adds:
//
//   explore::Out<P>     the allocation-free form's buffer:
//                       void moves(uint64_t n, explore::Out<uint64_t>& out)
//                       pushes each option: out.push() leaves nothing,
//                       out.push(q) one part, out.push({a, b}) two parts;
//   explore::ScoreOut<P> a scoring rule's allocation-free buffer:
//                       void moves(uint64_t n, explore::ScoreOut<uint64_t>& out)
//                       pushes each option: out.push(points, q), or
//                       out.again(points, q) when the mover moves again;
//   explore::param      a parameter given on the command line:
//                       explore::param("k", 3) is `--param k=VALUE`, else 3;
//   explore::debug      how a family's position prints without a `show`:
//                       as Rust's `{:?}` prints the same value (12, (1, 2),
//                       [3, 4], "ab"), so that a report reads the same in
//                       either language;
// and explore_abi.hpp (beside it, included by the generated shim after the
// rule file, not by the rule) what the shim's `extern "C"` functions call:
// a rule's options into one buffer per call, a family's positions as byte
// strings.
//
// A family's position type P may be an integer, bool, std::pair, std::tuple,
// std::array, std::vector or std::string, nested freely (its byte string is
// its serialisation, so two positions are equal exactly when their bytes
// are). Other types need `explore::wire::Codec<T>` specialised (put, get,
// debug) — see the integer case below.
//
// Guide: crates/explore/README.md, "Rules in C++ and Python".
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <initializer_list>
#include <iterator>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace explore {

// The options a rule pushes, each the list of parts the move leaves, stored
// flat: every part in one vector, where each option ends in another. The
// explorer copies them out once per position.
template <class P>
class Out {
public:
    // An option leaving nothing (the last counter taken).
    void push() { ends_.push_back(static_cast<uint32_t>(parts_.size())); }
    // An option leaving one part.
    void push(const P& part) {
        parts_.push_back(part);
        ends_.push_back(static_cast<uint32_t>(parts_.size()));
    }
    // An option leaving these parts: out.push({a, b}).
    void push(std::initializer_list<P> parts) {
        parts_.insert(parts_.end(), parts.begin(), parts.end());
        ends_.push_back(static_cast<uint32_t>(parts_.size()));
    }
    // An option leaving the parts of a container (a vector, an array).
    template <class Range, class = decltype(std::begin(std::declval<const Range&>()))>
    void push_range(const Range& parts) {
        for (const auto& part : parts) parts_.push_back(part);
        ends_.push_back(static_cast<uint32_t>(parts_.size()));
    }

    // What the shim reads back.
    void clear() {
        parts_.clear();
        ends_.clear();
    }
    const std::vector<P>& parts() const { return parts_; }
    const std::vector<uint32_t>& ends() const { return ends_; }

private:
    std::vector<P> parts_;
    std::vector<uint32_t> ends_;
};

namespace detail {

// The explorer's fast path, lent for one call: while a table is being
// filled, an option whose parts are all valued positions of the table is
// marked at once (`seen[XOR of their values] = stamp`) instead of written
// out, exactly as the Rust side's `Out::push` does (`Lent` in
// crates/explore/src/source/out.rs): a part not valued yet holds a value at
// least `slen`, so one comparison of the OR of the values checks that every
// part is valued and that the XOR fits. Off, `tlen` and `slen` are 0.
struct Lent {
    const uint32_t* table;
    uint64_t tlen;
    // The box's rows and columns (a pair rule); 0 for heaps.
    uint64_t rows;
    uint64_t cols;
    // One byte a value, as `Eager`'s marks on the Rust side.
    uint8_t* seen;
    uint64_t slen;
    uint8_t stamp;
};

// A heap's or a pair's options as one stream of words, each option its
// number of parts and then the parts (a pair as two words) — or, for an
// option of one part below 2^63, the part with the top bit set (a pair: its
// first number so, then its second). Most options never get here: they
// are marked at once (`Lent`). The only byte stores are the marks, so the
// compiler keeps the buffer's fields and the stamp in registers.
class Words {
public:
    // The top bit: an option of one part.
    static constexpr uint64_t ONE = uint64_t(1) << 63;
    Words() = default;
    Words(const Words&) = delete;
    Words& operator=(const Words&) = delete;
    ~Words() { std::free(data_); }
    void clear() { len_ = 0; }
    const uint64_t* data() const { return data_; }
    uint64_t size() const { return len_; }
    // The fast path for the next call (`off()` after it).
    void lend(const Lent& lent) {
        table_ = lent.table;
        tlen_ = lent.tlen;
        rows_ = lent.rows;
        cols_ = lent.cols;
        seen_ = lent.seen;
        slen_ = lent.slen;
        stamp_ = lent.stamp;
    }
    void off() { tlen_ = slen_ = rows_ = cols_ = 0; }

protected:
    void ensure(uint64_t more) {
        if (__builtin_expect(len_ + more > cap_, 0)) grow(len_ + more);
    }
    // Marks an option of values `v` (their OR `any`) when they are all
    // valued: true if marked.
    bool mark(uint64_t x, uint64_t any) {
        if (any < slen_) {
            seen_[x] = static_cast<uint8_t>(stamp_);
            return true;
        }
        return false;
    }
    // A heap's value in the table, or `slen_` (too large to mark) outside.
    uint64_t heap_value(uint64_t n) const { return n < tlen_ ? table_[n] : slen_; }
    uint64_t pair_value(uint64_t a, uint64_t b) const {
        return a < rows_ && b < cols_ ? table_[a * cols_ + b] : slen_;
    }
    uint64_t* data_ = nullptr;
    uint64_t len_ = 0;
    uint64_t cap_ = 0;
    const uint32_t* table_ = nullptr;
    uint64_t tlen_ = 0;
    uint64_t rows_ = 0;
    uint64_t cols_ = 0;
    uint8_t* seen_ = nullptr;
    uint64_t slen_ = 0;
    uint64_t stamp_ = 0;

private:
    void grow(uint64_t need) {
        uint64_t cap = cap_ ? cap_ : 1024;
        while (cap < need) cap *= 2;
        data_ = static_cast<uint64_t*>(std::realloc(data_, sizeof(uint64_t) * cap));
        if (!data_) {
            std::fprintf(stderr, "error: explore: out of memory for a position's options\n");
            std::exit(2);
        }
        cap_ = cap;
    }
};

}  // namespace detail

// One heap's options (the allocation-free form of a heap rule).
template <>
class Out<uint64_t> : public detail::Words {
public:
    void push() {
        if (mark(0, 0)) return;
        ensure(1);
        data_[len_++] = 0;
    }
    void push(uint64_t part) {
        uint64_t v = heap_value(part);
        if (mark(v, v)) return;
        ensure(2);
        if (__builtin_expect(part < ONE, 1)) {
            data_[len_++] = part | ONE;
        } else {
            data_[len_] = 1;
            data_[len_ + 1] = part;
            len_ += 2;
        }
    }
    void push(std::initializer_list<uint64_t> parts) {
        uint64_t x = 0, any = 0;
        for (uint64_t q : parts) {
            uint64_t v = heap_value(q);
            x ^= v;
            any |= v;
        }
        if (mark(x, any)) return;
        ensure(1 + parts.size());
        data_[len_++] = parts.size();
        for (uint64_t q : parts) data_[len_++] = q;
    }
    template <class Range, class = decltype(std::begin(std::declval<const Range&>()))>
    void push_range(const Range& parts) {
        uint64_t at = len_;
        ensure(1);
        len_++;
        uint64_t count = 0, x = 0, any = 0;
        for (const auto& part : parts) {
            uint64_t q = static_cast<uint64_t>(part);
            uint64_t v = heap_value(q);
            x ^= v;
            any |= v;
            ensure(1);
            data_[len_++] = q;
            count++;
        }
        if (mark(x, any)) {
            len_ = at;
            return;
        }
        data_[at] = count;
    }
};

// A pair's options (the allocation-free form of a pair rule).
template <>
class Out<std::pair<uint64_t, uint64_t>> : public detail::Words {
public:
    using Pair = std::pair<uint64_t, uint64_t>;
    void push() {
        if (mark(0, 0)) return;
        ensure(1);
        data_[len_++] = 0;
    }
    void push(const Pair& part) {
        uint64_t v = pair_value(part.first, part.second);
        if (mark(v, v)) return;
        ensure(3);
        if (__builtin_expect(part.first < ONE, 1)) {
            data_[len_] = part.first | ONE;
            data_[len_ + 1] = part.second;
            len_ += 2;
        } else {
            data_[len_] = 1;
            data_[len_ + 1] = part.first;
            data_[len_ + 2] = part.second;
            len_ += 3;
        }
    }
    void push(std::initializer_list<Pair> parts) {
        uint64_t x = 0, any = 0;
        for (const Pair& q : parts) {
            uint64_t v = pair_value(q.first, q.second);
            x ^= v;
            any |= v;
        }
        if (mark(x, any)) return;
        ensure(1 + 2 * parts.size());
        data_[len_++] = parts.size();
        for (const Pair& q : parts) {
            data_[len_] = q.first;
            data_[len_ + 1] = q.second;
            len_ += 2;
        }
    }
    template <class Range, class = decltype(std::begin(std::declval<const Range&>()))>
    void push_range(const Range& parts) {
        uint64_t at = len_;
        ensure(1);
        len_++;
        uint64_t count = 0, x = 0, any = 0;
        for (const auto& part : parts) {
            Pair q(part);
            uint64_t v = pair_value(q.first, q.second);
            x ^= v;
            any |= v;
            ensure(2);
            data_[len_] = q.first;
            data_[len_ + 1] = q.second;
            len_ += 2;
            count++;
        }
        if (mark(x, any)) {
            len_ = at;
            return;
        }
        data_[at] = count;
    }
};

// A scoring rule's options (the allocation-free form of a scoring rule):
//
//   void moves(uint64_t n, explore::ScoreOut<uint64_t>& out)
//
// `out.push(points, q)`: the mover scores `points` and leaves q, the other
// player moving next; `out.again(points, q)`: the same, and the mover moves
// again (a completed box). The buffers are reused from call to call.
template <class P>
class ScoreOut {
public:
    void push(int64_t points, const P& next) { add(points, next, 0); }
    void again(int64_t points, const P& next) { add(points, next, 1); }

    // What the shim reads back.
    void clear() {
        points_.clear();
        again_.clear();
        next_.clear();
    }
    const std::vector<int64_t>& points() const { return points_; }
    const std::vector<uint8_t>& agains() const { return again_; }
    const std::vector<P>& nexts() const { return next_; }

private:
    void add(int64_t points, const P& next, uint8_t again) {
        points_.push_back(points);
        again_.push_back(again);
        next_.push_back(next);
    }
    std::vector<int64_t> points_;
    std::vector<uint8_t> again_;
    std::vector<P> next_;
};

namespace detail {
// The explorer's reader of `--param` (set by the generated shim when the
// explorer starts: a read marks the name read, for the warning about a
// `--param` no rule reads). Null before that, and in a file compiled alone.
using ParamReader = int64_t (*)(const char* name, int64_t fallback);
inline ParamReader& param_reader() {
    static ParamReader reader = nullptr;
    return reader;
}
// Reads made before the reader was set: a global's initialiser runs before
// the explorer's `main`, so it cannot see `--param`; the shim checks these
// when the reader arrives (`explore::abi::set_param_reader`).
inline std::vector<std::pair<std::string, int64_t>>& early_params() {
    static std::vector<std::pair<std::string, int64_t>> early;
    return early;
}
}  // namespace detail

// A parameter of the rule: the value of `--param NAME=VALUE` on the command
// line, or `fallback` when the flag is not given — so that one compiled
// rule serves every value (`--param k=1..20` runs it once a value, nothing
// recompiled). Read it inside a function (`moves`, or a function-local
// `static const`), not in a global's initialiser, which runs before the
// explorer has read its flags (the run then stops and says so).
inline int64_t param(const char* name, int64_t fallback) {
    if (auto read = detail::param_reader()) return read(name, fallback);
    detail::early_params().emplace_back(name, fallback);
    return fallback;
}

namespace wire {

// How a position type is written as bytes (put), read back (get) and
// printed as Rust's `{:?}` prints the same value (debug).
template <class T, class = void>
struct Codec {
    static_assert(sizeof(T) == 0,
                  "explore: a family's position must be an integer, bool, std::pair, std::tuple, "
                  "std::array, std::vector or std::string of those (or specialise "
                  "explore::wire::Codec<T>)");
};

struct Reader {
    const uint8_t* at;
    const uint8_t* end;
    void take(void* into, size_t n) {
        if (static_cast<size_t>(end - at) < n) {
            std::fprintf(stderr, "error: explore: a position's bytes ended early\n");
            std::exit(2);
        }
        std::memcpy(into, at, n);
        at += n;
    }
};

template <class T>
void put(const T& value, std::string& out) { Codec<T>::put(value, out); }
template <class T>
T get(Reader& in) { return Codec<T>::get(in); }
template <class T>
void debug(const T& value, std::string& out) { Codec<T>::debug(value, out); }

// Integers: their bytes (a type has one width, so this is unambiguous).
template <class T>
struct Codec<T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>> {
    static void put(T v, std::string& out) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }
    static T get(Reader& in) {
        T v;
        in.take(&v, sizeof v);
        return v;
    }
    static void debug(T v, std::string& out) {
        if constexpr (std::is_signed_v<T>) out += std::to_string(static_cast<long long>(v));
        else out += std::to_string(static_cast<unsigned long long>(v));
    }
};

template <>
struct Codec<bool> {
    static void put(bool v, std::string& out) { out.push_back(v ? 1 : 0); }
    static bool get(Reader& in) {
        uint8_t v;
        in.take(&v, 1);
        return v != 0;
    }
    static void debug(bool v, std::string& out) { out += v ? "true" : "false"; }
};

inline void put_len(size_t n, std::string& out) { put<uint64_t>(n, out); }
inline size_t get_len(Reader& in) { return static_cast<size_t>(get<uint64_t>(in)); }

template <class A, class B>
struct Codec<std::pair<A, B>> {
    static void put(const std::pair<A, B>& v, std::string& out) {
        wire::put(v.first, out);
        wire::put(v.second, out);
    }
    static std::pair<A, B> get(Reader& in) {
        A a = wire::get<A>(in);
        B b = wire::get<B>(in);
        return {std::move(a), std::move(b)};
    }
    static void debug(const std::pair<A, B>& v, std::string& out) {
        out += '(';
        wire::debug(v.first, out);
        out += ", ";
        wire::debug(v.second, out);
        out += ')';
    }
};

template <class... T>
struct Codec<std::tuple<T...>> {
    static void put(const std::tuple<T...>& v, std::string& out) {
        std::apply([&](const auto&... x) { (wire::put(x, out), ...); }, v);
    }
    static std::tuple<T...> get(Reader& in) {
        // Braces: the elements are read in order.
        return std::tuple<T...>{wire::get<T>(in)...};
    }
    static void debug(const std::tuple<T...>& v, std::string& out) {
        out += '(';
        size_t i = 0;
        std::apply([&](const auto&... x) { ((out += (i++ ? ", " : ""), wire::debug(x, out)), ...); }, v);
        if (sizeof...(T) == 1) out += ',';
        out += ')';
    }
};

template <class T, class Seq>
void debug_list(const Seq& items, std::string& out) {
    out += '[';
    bool first = true;
    for (const auto& x : items) {
        if (!first) out += ", ";
        first = false;
        wire::debug(static_cast<const T&>(x), out);
    }
    out += ']';
}

template <class T, size_t N>
struct Codec<std::array<T, N>> {
    static void put(const std::array<T, N>& v, std::string& out) {
        for (const auto& x : v) wire::put(x, out);
    }
    static std::array<T, N> get(Reader& in) {
        std::array<T, N> v;
        for (auto& x : v) x = wire::get<T>(in);
        return v;
    }
    static void debug(const std::array<T, N>& v, std::string& out) { debug_list<T>(v, out); }
};

template <class T, class A>
struct Codec<std::vector<T, A>> {
    static void put(const std::vector<T, A>& v, std::string& out) {
        put_len(v.size(), out);
        for (const auto& x : v) wire::put(static_cast<T>(x), out);
    }
    static std::vector<T, A> get(Reader& in) {
        size_t n = get_len(in);
        std::vector<T, A> v;
        v.reserve(n);
        for (size_t i = 0; i < n; i++) v.push_back(wire::get<T>(in));
        return v;
    }
    static void debug(const std::vector<T, A>& v, std::string& out) {
        out += '[';
        for (size_t i = 0; i < v.size(); i++) {
            if (i) out += ", ";
            wire::debug(static_cast<T>(v[i]), out);
        }
        out += ']';
    }
};

template <>
struct Codec<std::string> {
    static void put(const std::string& v, std::string& out) {
        put_len(v.size(), out);
        out += v;
    }
    static std::string get(Reader& in) {
        std::string v(get_len(in), '\0');
        in.take(v.data(), v.size());
        return v;
    }
    // Rust's `{:?}` of a String: quoted, with `"`, `\` and control
    // characters escaped.
    static void debug(const std::string& v, std::string& out) {
        out += '"';
        for (unsigned char c : v) {
            switch (c) {
                case '"': out += "\\\""; break;
                case '\\': out += "\\\\"; break;
                case '\n': out += "\\n"; break;
                case '\r': out += "\\r"; break;
                case '\t': out += "\\t"; break;
                case '\0': out += "\\0"; break;
                default:
                    if (c < 0x20 || c == 0x7f) {
                        char buf[16];
                        std::snprintf(buf, sizeof buf, "\\u{%x}", c);
                        out += buf;
                    } else {
                        out += static_cast<char>(c);
                    }
            }
        }
        out += '"';
    }
};

}  // namespace wire

// A family's position as Rust's `{:?}` would print the same value.
template <class P>
std::string debug(const P& p) {
    std::string out;
    wire::debug(p, out);
    return out;
}

}  // namespace explore
