//! The forms of a `moves` rule and how an engine calls them: [`Rule`] (a
//! heap or pair rule, as a `Vec`-returning function or in the
//! allocation-free form), [`Source`] (what the search calls: options pushed
//! into an [`Out`]), and the adapters [`Pushing`], [`Mapped`] and [`Ruled`].

use std::marker::PhantomData;

use super::out::Out;
use super::position::Position;

/// A `moves` rule. The marker `M` lets one generic entry point
/// ([`crate::main`]) take either signature,
/// `fn(u64) -> Vec<Vec<u64>>` or `fn((u64, u64)) -> Vec<Vec<(u64, u64)>>`, or
/// any function of a position returning options as iterators of parts.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a moves rule the explorer takes",
    label = "not `fn(u64) -> Vec<Vec<u64>>`, `fn((u64, u64)) -> Vec<Vec<(u64, u64)>>` or `fn(u64, &mut Out<u64>)`",
    note = "write `pub fn moves(n: u64) -> Vec<Vec<u64>>` (one heap) or `pub fn moves(p: (u64, u64)) -> Vec<Vec<(u64, u64)>>` (a pair); each option is the list of parts the move leaves"
)]
pub trait Rule<M> {
    type Pos: Position;
    /// The position's options, each the list of parts the move leaves.
    fn options(&self, p: Self::Pos) -> Vec<Vec<Self::Pos>>;
    /// The position's options, pushed into `out` (what the engine calls).
    #[inline]
    fn push(&self, p: Self::Pos, out: &mut Out<Self::Pos>) {
        for parts in self.options(p) {
            out.push_parts(parts);
        }
    }
}

/// The allocation-free form: `fn moves(n: u64, out: &mut Out<u64>)` (or a
/// pair), each option pushed with `out.push(&[a, b])`.
impl<F, P> Rule<fn(P, &mut Out<P>)> for F
where
    F: Fn(P, &mut Out<P>),
    P: Position,
{
    type Pos = P;
    fn options(&self, p: P) -> Vec<Vec<P>> {
        let mut out = Out::default();
        let mark = out.run(&p, |out| self(p, out));
        out.since(mark).to_vecs()
    }
    #[inline]
    fn push(&self, p: P, out: &mut Out<P>) {
        self(p, out)
    }
}

impl<F, P, I> Rule<fn(P) -> I> for F
where
    F: Fn(P) -> I,
    P: Position,
    I: IntoIterator + 'static,
    I::Item: IntoIterator<Item = P>,
{
    type Pos = P;
    #[inline]
    fn options(&self, p: P) -> Vec<Vec<P>> {
        // The signature as written (`Vec<Vec<P>>`) is passed through as it
        // is (the type test is decided at compile time); other iterators are
        // collected.
        let mut options = Some(self(p));
        if let Some(lists) =
            (&mut options as &mut dyn std::any::Any).downcast_mut::<Option<Vec<Vec<P>>>>()
        {
            return lists.take().expect("the options are there");
        }
        options
            .expect("the options are there")
            .into_iter()
            .map(|parts| parts.into_iter().collect())
            .collect()
    }
}

/// A rule as the search calls it: the options of `p`, pushed into `out`.
/// Every `FnMut(P) -> Vec<Vec<P>>` is one (its options copied in); the
/// allocation-free form is [`Pushing`].
pub trait Source<P> {
    fn push_options(&mut self, p: &P, out: &mut Out<P>);
}

impl<P: Clone + 'static, F: FnMut(P) -> Vec<Vec<P>>> Source<P> for F {
    #[inline]
    fn push_options(&mut self, p: &P, out: &mut Out<P>) {
        for parts in self(p.clone()) {
            out.push_parts(parts);
        }
    }
}

/// An allocation-free rule, `FnMut(&P, &mut Out<P>)`, as a [`Source`].
pub struct Pushing<G>(pub G);

impl<P, G: FnMut(&P, &mut Out<P>)> Source<P> for Pushing<G> {
    #[inline]
    fn push_options(&mut self, p: &P, out: &mut Out<P>) {
        (self.0)(p, out)
    }
}

/// Helpers for a [`Source`] that rewrites every part after the rule (a
/// symmetry reduction, `canon`).
pub struct Mapped<R, C> {
    pub rule: R,
    pub map: C,
}

impl<P: Clone + 'static, R: Source<P>, C: FnMut(P) -> P> Source<P> for Mapped<R, C> {
    fn push_options(&mut self, p: &P, out: &mut Out<P>) {
        let from = out.parts_len();
        self.rule.push_options(p, out);
        out.map_parts(from, &mut self.map);
    }
}

/// A [`Rule`] as the engine's [`Source`]: its options pushed with
/// [`Rule::push`] (in place for the allocation-free form).
pub struct Ruled<R, M> {
    pub(crate) rule: R,
    pub(crate) marker: PhantomData<fn() -> M>,
}

impl<R, M> Ruled<R, M> {
    /// `rule` as a [`Source`].
    pub fn new(rule: R) -> Self {
        Ruled {
            rule,
            marker: PhantomData,
        }
    }
}

impl<M, R: Rule<M>> Source<R::Pos> for Ruled<R, M> {
    #[inline]
    fn push_options(&mut self, p: &R::Pos, out: &mut Out<R::Pos>) {
        self.rule.push(*p, out)
    }
}
