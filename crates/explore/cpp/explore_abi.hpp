// explore_abi.hpp: what the shim `cargo xtask grundy FILE.cpp` generates
// calls (after explore.hpp and the rule file): the rule's options, a
// family's positions as byte strings, `show`, `canon` and `guess`, a
// scoring rule's options and `end` (whether the rule scores is decided
// here, from its types: `scores`), the reader of `--param`, each behind an
// `extern "C"` function of the shim that the Rust side
// (crates/explore/cpp/bridge.rs) declares. Not for rule files.
#pragma once

#include "explore.hpp"

namespace explore {

// What the generated shim's `extern "C"` functions call (the Rust side
// declares the same structs).
namespace abi {

// A heap's or a pair's options: one stream of words, each option its
// number of parts and then the parts (one word a heap, two a pair).
struct Flat {
    const uint64_t* words;
    uint64_t n_words;
};

// A family's options: every part's bytes back to back, part j's ending at
// byte `part_ends[j]`, option i's parts ending at part `ends[i]`.
struct FamilyFlat {
    const uint8_t* bytes;
    uint64_t n_bytes;
    const uint32_t* part_ends;
    uint64_t n_parts;
    const uint32_t* ends;
    uint64_t n_options;
};

struct Bytes {
    const uint8_t* data;
    uint64_t len;
};

// A scoring rule's options: option i scores `points[i]`, moves again when
// `again[i]` is 1, and leaves a heap (`words[i]`), a pair (`words[2i]`,
// `words[2i + 1]`) or a family's position (its bytes, ending at byte
// `ends[i]` of `bytes`).
struct Scored {
    const int64_t* points;
    const uint8_t* again;
    uint64_t n_options;
    const uint64_t* words;
    uint64_t n_words;
    const uint8_t* bytes;
    uint64_t n_bytes;
    const uint32_t* ends;
};

using Pair = std::pair<uint64_t, uint64_t>;

// The end of a run that needs a function the file does not define (the
// explorer chose another form: a bug, not the user's).
inline void missing(const char* name) {
    std::fprintf(stderr, "error: explore: %s is not defined by this rule\n", name);
    std::exit(2);
}


// Runs `body`; a C++ exception must not cross into Rust, so one thrown by
// the rule ends the run here, naming the call (`what()` writes it, e.g.
// `moves(5)`) and the exception, with exit code 2 as for any error.
template <class What, class Body>
void guarded(What what, Body&& body) {
    try {
        body();
    } catch (const std::exception& e) {
        std::fflush(stdout);
        std::fprintf(stderr, "error: the rule's %s threw an exception: %s\n", what().c_str(), e.what());
        std::exit(2);
    } catch (...) {
        std::fflush(stdout);
        std::fprintf(stderr, "error: the rule's %s threw an exception (not a std::exception)\n",
                     what().c_str());
        std::exit(2);
    }
}

// `name(p)`, p as Rust's `{:?}` prints it.
template <class P>
auto call(const char* name, const P& p) {
    return [name, &p] { return std::string(name) + "(" + debug(p) + ")"; };
}

// A rule's options of `p` into `buf`, in either form: `f(p, out)`
// (allocation-free) or `f(p)` returning a list of options, each a list of
// parts (any range of ranges).
template <class P, class F>
void collect(F& f, const P& p, Out<P>& buf) {
    buf.clear();
    if constexpr (std::is_invocable_v<F&, const P&, Out<P>&>) {
        f(p, buf);
    } else if constexpr (std::is_invocable_v<F&, const P&>) {
        for (const auto& option : f(p)) buf.push_range(option);
    } else {
        static_assert(std::is_invocable_v<F&, const P&>,
                      "explore: the rule's signature does not fit its form (the first "
                      "static assertion says how)");
    }
}

// Whether `F` is a rule on `P` in either form (or a scoring rule's plain
// form, which `scores` tells apart).
template <class F, class P>
constexpr bool takes = std::is_invocable_v<F&, const P&> || std::is_invocable_v<F&, const P&, Out<P>&> ||
                       std::is_invocable_v<F&, const P&, ScoreOut<P>&>;

template <class T, class = void>
constexpr bool is_range = false;
template <class T>
constexpr bool is_range<T, std::void_t<decltype(std::begin(std::declval<T&>()))>> = true;

template <class T, class = void>
constexpr bool is_tuple_like = false;
template <class T>
constexpr bool is_tuple_like<T, std::void_t<decltype(std::tuple_size<T>::value)>> = true;

// Whether an option is a scored one: a std::pair (points, next) or a
// std::tuple (points, next, again) with integral points — not a range (a
// std::array is an impartial option's parts).
template <class E>
constexpr bool scored_option() {
    if constexpr (is_range<E> || !is_tuple_like<E>) {
        return false;
    } else {
        constexpr size_t n = std::tuple_size<E>::value;
        if constexpr (n == 2 || n == 3) {
            using Points = std::decay_t<std::tuple_element_t<0, E>>;
            return std::is_integral_v<Points> && !std::is_same_v<Points, bool>;
        } else {
            return false;
        }
    }
}

// Whether the rule `F` on `P` is a scoring rule: it takes an
// `explore::ScoreOut<P>&`, or returns a range of scored options. Decided by
// the compiler from the types, as Rust's rule files are read from theirs.
template <class F, class P>
constexpr bool scores() {
    if constexpr (std::is_invocable_v<F&, const P&, ScoreOut<P>&>) {
        return true;
    } else if constexpr (std::is_invocable_v<F&, const P&>) {
        using R = std::invoke_result_t<F&, const P&>;
        if constexpr (is_range<R>) {
            return scored_option<std::decay_t<decltype(*std::begin(std::declval<R&>()))>>();
        } else {
            return false;
        }
    } else {
        return false;
    }
}

template <class F>
void heap_options(const char* what, F& f, uint64_t n, const detail::Lent* lent, Flat* r) {
    static thread_local Out<uint64_t> buf;
    buf.lend(*lent);
    guarded(call(what, n), [&] { collect<uint64_t>(f, n, buf); });
    buf.off();
    r->words = buf.data();
    r->n_words = buf.size();
}

template <class F>
void heap(const char* what, F f, uint64_t n, const detail::Lent* lent, Flat* r) {
    if constexpr (scores<F, uint64_t>()) {
        missing("an impartial rule");
    } else {
        heap_options(what, f, n, lent, r);
    }
}

template <class F>
void pair_options(const char* what, F& f, uint64_t a, uint64_t b, const detail::Lent* lent, Flat* r) {
    static thread_local Out<Pair> buf;
    buf.lend(*lent);
    Pair p(a, b);
    guarded(call(what, p), [&] { collect<Pair>(f, p, buf); });
    buf.off();
    r->words = buf.data();
    r->n_words = buf.size();
}

template <class F>
void pair(const char* what, F f, uint64_t a, uint64_t b, const detail::Lent* lent, Flat* r) {
    if constexpr (scores<F, Pair>()) {
        missing("an impartial rule");
    } else {
        pair_options(what, f, a, b, lent, r);
    }
}

template <class K>
K key(uint64_t a, uint64_t b) {
    if constexpr (std::is_same_v<K, Pair>) {
        return Pair(a, b);
    } else {
        (void)b;
        return static_cast<K>(a);
    }
}

inline void give(const std::string& bytes, Bytes* r) {
    r->data = reinterpret_cast<const uint8_t*>(bytes.data());
    r->len = bytes.size();
}

template <class P>
P decode(const uint8_t* data, uint64_t len) {
    wire::Reader in{data, data + len};
    P p = wire::get<P>(in);
    if (in.at != in.end) {
        std::fprintf(stderr, "error: explore: a position's bytes did not end with it\n");
        std::exit(2);
    }
    return p;
}

template <class K, class F>
void start(F f, uint64_t a, uint64_t b, Bytes* r) {
    static thread_local std::string bytes;
    K k = key<K>(a, b);
    guarded(call("start", k), [&] {
        bytes.clear();
        wire::put(f(k), bytes);
    });
    give(bytes, r);
}

template <class P, class F>
void family_options(const char* what, F& f, const uint8_t* data, uint64_t len, FamilyFlat* r) {
    static thread_local Out<P> buf;
    static thread_local std::string bytes;
    static thread_local std::vector<uint32_t> part_ends;
    static thread_local std::vector<uint32_t> ends;
    P p = decode<P>(data, len);
    guarded(call(what, p), [&] { collect<P>(f, p, buf); });
    bytes.clear();
    part_ends.clear();
    ends.clear();
    auto part = [&](const P& q) {
        wire::put(q, bytes);
        part_ends.push_back(static_cast<uint32_t>(bytes.size()));
    };
    if constexpr (std::is_same_v<P, uint64_t> || std::is_same_v<P, Pair>) {
        // A family on numbers or pairs: its `Out` is the words' (with the
        // fast path off, every option is in the stream).
        constexpr uint64_t width = std::is_same_v<P, Pair> ? 2 : 1;
        auto at = [&](uint64_t i) {
            if constexpr (width == 2) return Pair(buf.data()[i], buf.data()[i + 1]);
            else return buf.data()[i];
        };
        for (uint64_t i = 0; i < buf.size();) {
            uint64_t w = buf.data()[i];
            if (w & detail::Words::ONE) {
                P q = at(i);
                if constexpr (width == 2) q.first &= ~detail::Words::ONE;
                else q &= ~detail::Words::ONE;
                part(q);
                i += width;
            } else {
                for (uint64_t k = 0; k < w; k++) part(at(i + 1 + width * k));
                i += 1 + width * w;
            }
            ends.push_back(static_cast<uint32_t>(part_ends.size()));
        }
    } else {
        for (const P& q : buf.parts()) part(q);
        ends = buf.ends();
    }
    r->bytes = reinterpret_cast<const uint8_t*>(bytes.data());
    r->n_bytes = bytes.size();
    r->part_ends = part_ends.data();
    r->n_parts = part_ends.size();
    r->ends = ends.data();
    r->n_options = ends.size();
}

template <class P, class F>
void family(const char* what, F f, const uint8_t* data, uint64_t len, FamilyFlat* r) {
    if constexpr (scores<F, P>()) {
        missing("an impartial rule");
    } else {
        family_options<P>(what, f, data, len, r);
    }
}

template <class P, class F>
void canon(F f, const uint8_t* data, uint64_t len, Bytes* r) {
    static thread_local std::string bytes;
    P p = decode<P>(data, len);
    guarded(call("canon", p), [&] {
        bytes.clear();
        wire::put(static_cast<P>(f(p)), bytes);
    });
    give(bytes, r);
}

// `show(p)` when the file has one, else `explore::debug(p)`.
template <class P, class F>
void show(F f, const uint8_t* data, uint64_t len, Bytes* r) {
    static thread_local std::string text;
    P p = decode<P>(data, len);
    guarded(call("show", p), [&] { text = f(p); });
    give(text, r);
}

template <class K, class F>
uint64_t guess(F f, uint64_t a, uint64_t b) {
    uint64_t v = 0;
    K k = key<K>(a, b);
    guarded(call("guess", k), [&] { v = static_cast<uint64_t>(f(k)); });
    return v;
}

// A scoring rule's options of `p` into `buf`, in either form: `f(p, out)`
// (allocation-free) or `f(p)` returning its scored options.
template <class P, class F>
void score_collect(F& f, const P& p, ScoreOut<P>& buf) {
    buf.clear();
    if constexpr (std::is_invocable_v<F&, const P&, ScoreOut<P>&>) {
        f(p, buf);
    } else {
        for (auto&& option : f(p)) {
            using E = std::decay_t<decltype(option)>;
            auto points = static_cast<int64_t>(std::get<0>(option));
            if constexpr (std::tuple_size<E>::value == 3) {
                if (std::get<2>(option)) {
                    buf.again(points, std::get<1>(option));
                    continue;
                }
            }
            buf.push(points, std::get<1>(option));
        }
    }
}

// A scoring rule's options of `p` (a heap, a pair, or a family's position
// `P`) into `r`: the points and the again flags as the rule gave them, the
// positions left as words (a heap rule's, a pair rule's) or bytes (a
// family's, whatever its type).
template <class P, bool Family, class F>
void scored(F f, const P& p, Scored* r) {
    if constexpr (!scores<F, P>()) {
        missing("a scoring rule");
    } else {
        static thread_local ScoreOut<P> buf;
        static thread_local std::vector<uint64_t> words;
        static thread_local std::string bytes;
        static thread_local std::vector<uint32_t> ends;
        guarded(call("moves", p), [&] { score_collect<P>(f, p, buf); });
        r->points = buf.points().data();
        r->again = buf.agains().data();
        r->n_options = buf.points().size();
        r->words = nullptr;
        r->n_words = 0;
        r->bytes = nullptr;
        r->n_bytes = 0;
        r->ends = nullptr;
        if constexpr (!Family && std::is_same_v<P, uint64_t>) {
            r->words = buf.nexts().data();
            r->n_words = buf.nexts().size();
        } else if constexpr (!Family && std::is_same_v<P, Pair>) {
            words.clear();
            for (const Pair& q : buf.nexts()) {
                words.push_back(q.first);
                words.push_back(q.second);
            }
            r->words = words.data();
            r->n_words = words.size();
        } else {
            bytes.clear();
            ends.clear();
            for (const P& q : buf.nexts()) {
                wire::put(q, bytes);
                ends.push_back(static_cast<uint32_t>(bytes.size()));
            }
            r->bytes = reinterpret_cast<const uint8_t*>(bytes.data());
            r->n_bytes = bytes.size();
            r->ends = ends.data();
        }
    }
}

// The file's `end(p)`: what the mover scores where no move is left.
template <class P, class F>
int64_t end(F f, const P& p) {
    int64_t v = 0;
    guarded(call("end", p), [&] { v = static_cast<int64_t>(f(p)); });
    return v;
}

// The explorer's reader of `--param`, set when it starts. A read made
// before (by a global's initialiser) could not see the flag: if the flag
// gives that name another value than the one returned, the run stops here.
inline void set_param_reader(detail::ParamReader reader) {
    detail::param_reader() = reader;
    for (const auto& [name, fallback] : detail::early_params()) {
        int64_t given = reader(name.c_str(), fallback);
        if (given != fallback) {
            std::fprintf(stderr,
                         "error: explore::param(\"%s\", %lld) was read before the explorer started (in a "
                         "global's initialiser), so it could not see --param %s=%lld: read it inside a "
                         "function (a function-local `static const` is read once)\n",
                         name.c_str(), static_cast<long long>(fallback), name.c_str(),
                         static_cast<long long>(given));
            std::exit(2);
        }
    }
    detail::early_params().clear();
}

}  // namespace abi
}  // namespace explore

// Every name a shim passes to explore::abi, as a generic lambda: a plain
// function name cannot be passed on when it is overloaded.
#define EXPLORE_LIFT(f) \
    [](auto&&... a) -> decltype(f(std::forward<decltype(a)>(a)...)) { return f(std::forward<decltype(a)>(a)...); }
