//! The transform's table rows as registers: the Walsh–Hadamard butterflies
//! over sixteen lanes of `i16`, in one AVX2 register, two SSE2 registers or
//! a plain array (see [`Lanes`]).

use std::convert::TryFrom;

use super::{Row, LANES};

/// Sixteen lanes of `i16` as the transform works on them: one AVX2
/// register (`Avx2`) where the CPU has it, two SSE2 registers ([`Sse2`])
/// on any other x86-64, a [`Row`] elsewhere; registers, so that the
/// butterflies stay vectors whatever the compiler makes of an array's
/// lanes.
pub trait Lanes: Copy {
    /// The lanes of `row`.
    fn load(row: &Row) -> Self;
    /// The lanes into `row`.
    fn store(self, row: &mut Row);
    /// `x` in every lane.
    fn splat(x: i16) -> Self;
    /// Lane by lane, wrapping.
    fn plus(self, other: Self) -> Self;
    /// Lane by lane, wrapping.
    fn minus(self, other: Self) -> Self;
    /// Lane by lane.
    fn most(self, other: Self) -> Self;
    /// The greatest lane.
    fn greatest(self) -> i16 {
        let mut row = [0; LANES];
        self.store(&mut row);
        row.iter().copied().max().unwrap_or(i16::MIN)
    }
}

impl Lanes for Row {
    #[inline(always)]
    fn load(row: &Row) -> Self {
        *row
    }
    #[inline(always)]
    fn store(self, row: &mut Row) {
        *row = self;
    }
    #[inline(always)]
    fn splat(x: i16) -> Self {
        [x; LANES]
    }
    #[inline(always)]
    fn plus(mut self, other: Self) -> Self {
        for (x, y) in self.iter_mut().zip(other) {
            *x = x.wrapping_add(y);
        }
        self
    }
    #[inline(always)]
    fn minus(mut self, other: Self) -> Self {
        for (x, y) in self.iter_mut().zip(other) {
            *x = x.wrapping_sub(y);
        }
        self
    }
    #[inline(always)]
    fn most(mut self, other: Self) -> Self {
        for (x, y) in self.iter_mut().zip(other) {
            *x = (*x).max(y);
        }
        self
    }
}

/// Two SSE2 registers of eight `i16`: the portable copy on x86-64, where
/// SSE2 is always there (the compiler keeps [`Row`]'s lanes apart).
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub struct Sse2([std::arch::x86_64::__m128i; 2]);

#[cfg(target_arch = "x86_64")]
impl Sse2 {
    /// `f` on each half.
    #[inline(always)]
    fn each(
        self,
        other: Self,
        f: unsafe fn(
            std::arch::x86_64::__m128i,
            std::arch::x86_64::__m128i,
        ) -> std::arch::x86_64::__m128i,
    ) -> Self {
        // SAFETY: every x86-64 CPU has SSE2.
        unsafe { Sse2([f(self.0[0], other.0[0]), f(self.0[1], other.0[1])]) }
    }
}

#[cfg(target_arch = "x86_64")]
impl Lanes for Sse2 {
    #[inline(always)]
    fn load(row: &Row) -> Self {
        use std::arch::x86_64::_mm_loadu_si128;
        // SAFETY: a row is two 16-byte halves, read unaligned; SSE2 as above.
        unsafe {
            Sse2([
                _mm_loadu_si128(row.as_ptr().cast()),
                _mm_loadu_si128(row[8..].as_ptr().cast()),
            ])
        }
    }
    #[inline(always)]
    fn store(self, row: &mut Row) {
        use std::arch::x86_64::_mm_storeu_si128;
        // SAFETY: a row is two 16-byte halves, written unaligned; SSE2 as
        // above.
        unsafe {
            _mm_storeu_si128(row.as_mut_ptr().cast(), self.0[0]);
            _mm_storeu_si128(row[8..].as_mut_ptr().cast(), self.0[1]);
        }
    }
    #[inline(always)]
    fn splat(x: i16) -> Self {
        // SAFETY: SSE2 as above.
        let half = unsafe { std::arch::x86_64::_mm_set1_epi16(x) };
        Sse2([half, half])
    }
    #[inline(always)]
    fn plus(self, other: Self) -> Self {
        self.each(other, std::arch::x86_64::_mm_add_epi16)
    }
    #[inline(always)]
    fn minus(self, other: Self) -> Self {
        self.each(other, std::arch::x86_64::_mm_sub_epi16)
    }
    #[inline(always)]
    fn most(self, other: Self) -> Self {
        self.each(other, std::arch::x86_64::_mm_max_epi16)
    }
}

/// One AVX2 register of sixteen `i16`. Made and used only in
/// [`lightest_avx2`], which runs where the CPU has AVX2.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub(super) struct Avx2(std::arch::x86_64::__m256i);

#[cfg(target_arch = "x86_64")]
impl Lanes for Avx2 {
    #[inline(always)]
    fn load(row: &Row) -> Self {
        // SAFETY: a row is 32 bytes, read unaligned; AVX2 as above.
        Avx2(unsafe { std::arch::x86_64::_mm256_loadu_si256(row.as_ptr().cast()) })
    }
    #[inline(always)]
    fn store(self, row: &mut Row) {
        // SAFETY: a row is 32 bytes, written unaligned; AVX2 as above.
        unsafe { std::arch::x86_64::_mm256_storeu_si256(row.as_mut_ptr().cast(), self.0) }
    }
    #[inline(always)]
    fn splat(x: i16) -> Self {
        // SAFETY: AVX2 as above.
        Avx2(unsafe { std::arch::x86_64::_mm256_set1_epi16(x) })
    }
    #[inline(always)]
    fn plus(self, other: Self) -> Self {
        // SAFETY: AVX2 as above.
        Avx2(unsafe { std::arch::x86_64::_mm256_add_epi16(self.0, other.0) })
    }
    #[inline(always)]
    fn minus(self, other: Self) -> Self {
        // SAFETY: AVX2 as above.
        Avx2(unsafe { std::arch::x86_64::_mm256_sub_epi16(self.0, other.0) })
    }
    #[inline(always)]
    fn most(self, other: Self) -> Self {
        // SAFETY: AVX2 as above.
        Avx2(unsafe { std::arch::x86_64::_mm256_max_epi16(self.0, other.0) })
    }
}

/// The Walsh–Hadamard transform of `rows` (a power of two of them) into
/// `work`, lane by lane: row `l` becomes the sum over rows `c` of
/// `(-1)^<c, l>` row `c`. Returns the greatest entry. The levels go three
/// at a time, each group in registers ([`butterflies`]), so the table is
/// read and written about a third as often as level by level. Unless
/// `whole`, the last group only finds the greatest entry, and `work` is
/// left short of it.
#[inline(always)]
pub(super) fn transform<L: Lanes>(rows: &[Row], work: &mut [Row], whole: bool) -> i16 {
    let bits = rows.len().trailing_zeros() as usize;
    let first = bits.min(3);
    match first {
        0 => work.copy_from_slice(rows),
        1 => first_levels::<L, 2>(rows, work),
        2 => first_levels::<L, 4>(rows, work),
        _ => first_levels::<L, 8>(rows, work),
    }
    let mut low = first;
    while low < bits {
        let levels = (bits - low).min(3);
        if low + levels == bits && !whole {
            let most = match levels {
                1 => levels_in_place::<L, 2, false>(work, low),
                2 => levels_in_place::<L, 4, false>(work, low),
                _ => levels_in_place::<L, 8, false>(work, low),
            };
            return most.greatest();
        }
        match levels {
            1 => levels_in_place::<L, 2, true>(work, low),
            2 => levels_in_place::<L, 4, true>(work, low),
            _ => levels_in_place::<L, 8, true>(work, low),
        };
        low += levels;
    }
    work.iter()
        .flat_map(|row| row.iter().copied())
        .max()
        .unwrap_or(i16::MIN)
}

/// The transform's `log2 K` levels of `K` rows (2, 4 or 8) held in
/// registers, written out.
#[inline(always)]
fn butterflies<L: Lanes, const K: usize>(v: &mut [L; K]) {
    /// One butterfly: `(a, b)` becomes `(a + b, a - b)`.
    #[inline(always)]
    fn pair<L: Lanes>(a: &mut L, b: &mut L) {
        let (x, y) = (*a, *b);
        *a = x.plus(y);
        *b = x.minus(y);
    }
    if let Ok(v) = <&mut [L; 8]>::try_from(&mut v[..]) {
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *v;
        pair(&mut a, &mut b);
        pair(&mut c, &mut d);
        pair(&mut e, &mut f);
        pair(&mut g, &mut h);
        pair(&mut a, &mut c);
        pair(&mut b, &mut d);
        pair(&mut e, &mut g);
        pair(&mut f, &mut h);
        pair(&mut a, &mut e);
        pair(&mut b, &mut f);
        pair(&mut c, &mut g);
        pair(&mut d, &mut h);
        *v = [a, b, c, d, e, f, g, h];
    } else if let Ok(v) = <&mut [L; 4]>::try_from(&mut v[..]) {
        let [mut a, mut b, mut c, mut d] = *v;
        pair(&mut a, &mut b);
        pair(&mut c, &mut d);
        pair(&mut a, &mut c);
        pair(&mut b, &mut d);
        *v = [a, b, c, d];
    } else if let Ok(v) = <&mut [L; 2]>::try_from(&mut v[..]) {
        let [mut a, mut b] = *v;
        pair(&mut a, &mut b);
        *v = [a, b];
    } else {
        unreachable!("K is 2, 4 or 8");
    }
}

/// The transform's lowest `log2 K` levels, from `from` into `to`: `K`
/// neighbouring rows at a time.
#[inline(always)]
fn first_levels<L: Lanes, const K: usize>(from: &[Row], to: &mut [Row]) {
    for (from, to) in from.chunks_exact(K).zip(to.chunks_exact_mut(K)) {
        let mut v: [L; K] = std::array::from_fn(|k| L::load(&from[k]));
        butterflies(&mut v);
        for (x, row) in v.iter().zip(to) {
            x.store(row);
        }
    }
}

/// The transform's `log2 K` levels from bit `low` of the row index, in
/// place, `K` rows `2^low` apart at a time; unless `STORE`, `rows` is left
/// as it was and the greatest entry of each lane is returned (else
/// `i16::MIN` in each).
#[inline(always)]
fn levels_in_place<L: Lanes, const K: usize, const STORE: bool>(
    rows: &mut [Row],
    low: usize,
) -> L {
    let stride = 1 << low;
    let mut most = L::splat(i16::MIN);
    for block in rows.chunks_exact_mut(K * stride) {
        let mut parts = block.chunks_exact_mut(stride);
        let mut parts: [&mut [Row]; K] =
            std::array::from_fn(|_| parts.next().expect("K parts"));
        for base in 0..stride {
            let mut v: [L; K] = std::array::from_fn(|k| L::load(&parts[k][base]));
            butterflies(&mut v);
            if STORE {
                for (part, x) in parts.iter_mut().zip(&v) {
                    x.store(&mut part[base]);
                }
            } else {
                for &x in &v {
                    most = most.most(x);
                }
            }
        }
    }
    most
}
