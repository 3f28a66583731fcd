//! Polynomials with coefficients modulo q, and square linear systems over
//! the ring `R = Z_k[t] / (m)` of polynomials modulo a monic `m`: the
//! algebra of a board whose rows are elements of such a ring (see
//! `engine::ring`), where an elimination over the cells would cost the cube
//! of a row.
//!
//! Modulo a prime p the ring is a quotient of the Euclidean `F_p[t]`, and a
//! system `B u = r` is brought to diagonal form by row and column
//! operations of extended gcds (Smith's normal form, unimodular over
//! `F_p[t]`, so invertible over R); then `d u = r` has solutions exactly
//! where `gcd(d, m)` divides `r`, `p^deg gcd(d, m)` of them. Modulo `p^e`,
//! `m` splits by Hensel's lemma into `G H` with `H` the part on which the
//! system is invertible (solved by its adjugate and an inverse lifted by
//! Newton's iteration) and `G` the rest, whose unknowns (deg G an unknown:
//! the factors of `m` that the determinant shares, with their multiplicity)
//! are eliminated one word an entry ([`crate::linalg::modular::solve_mod`]);
//! the Chinese remainder theorem joins the parts, and the prime powers of
//! k. Every polynomial operation is O(n^2) for degrees up to n; the
//! elimination modulo `G` is O((deg G)^3), and is refused past a bound.
//!
//! A polynomial is a `Vec<u64>` of coefficients below the modulus, lowest
//! degree first, without trailing zeros (zero is empty).

use crate::linalg::modular::solve_mod;
use crate::math::{factor, inverse};

/// A polynomial: coefficients below the modulus, lowest degree first,
/// without trailing zeros.
pub type Poly = Vec<u64>;

/// `a` without trailing zeros.
pub fn trimmed(mut a: Poly) -> Poly {
    while a.last() == Some(&0) {
        a.pop();
    }
    a
}

/// The degree of `a`, `None` for zero.
pub fn degree(a: &[u64]) -> Option<usize> {
    a.iter().rposition(|&c| c != 0)
}

/// `a + b` modulo q.
pub fn add(a: &[u64], b: &[u64], q: u64) -> Poly {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut sum = long.to_vec();
    for (s, &x) in sum.iter_mut().zip(short) {
        *s = (*s + x) % q;
    }
    trimmed(sum)
}

/// `a - b` modulo q.
pub fn sub(a: &[u64], b: &[u64], q: u64) -> Poly {
    add(a, &scale(b, q - 1, q), q)
}

/// `c a` modulo q.
pub fn scale(a: &[u64], c: u64, q: u64) -> Poly {
    trimmed(a.iter().map(|&x| x * (c % q) % q).collect())
}

/// `a b` modulo q (q below 2^32), each coefficient summed in a word and
/// reduced once where the sums cannot overflow.
pub fn mul(a: &[u64], b: &[u64], q: u64) -> Poly {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    // How many products of two coefficients a word holds.
    let room = (u64::MAX / ((q - 1) * (q - 1)).max(1))
        .saturating_sub(1)
        .max(1) as usize;
    let mut product = vec![0u64; a.len() + b.len() - 1];
    for (start, chunk) in a.chunks(room.min(a.len())).enumerate() {
        let offset = start * room.min(a.len());
        for (i, &x) in chunk.iter().enumerate() {
            if x == 0 {
                continue;
            }
            for (p, &y) in product[offset + i..].iter_mut().zip(b) {
                *p += x * y;
            }
        }
        for p in product.iter_mut() {
            *p %= q;
        }
    }
    trimmed(product)
}

/// The quotient and remainder of `a` divided by `m`, whose leading
/// coefficient is a unit modulo q.
///
/// # Panics
/// If `m` is zero or its leading coefficient is no unit.
pub fn divide(a: &[u64], m: &[u64], q: u64) -> (Poly, Poly) {
    let dm = degree(m).expect("division by zero");
    let lead = inverse(m[dm], q).expect("a unit leading coefficient");
    let mut rest = trimmed(a.to_vec());
    if rest.len() <= dm {
        return (Vec::new(), rest);
    }
    let mut quotient = vec![0u64; rest.len() - dm];
    for top in (dm..rest.len()).rev() {
        let c = rest[top] * lead % q;
        if c == 0 {
            continue;
        }
        quotient[top - dm] = c;
        let shift = top - dm;
        for (r, &y) in rest[shift..=top].iter_mut().zip(m) {
            *r = (*r + (q - c) * y) % q;
        }
    }
    rest.truncate(dm);
    (trimmed(quotient), trimmed(rest))
}

/// `a` modulo `m` (see [`divide`]).
pub fn rem(a: &[u64], m: &[u64], q: u64) -> Poly {
    if a.len() < m.len() {
        return trimmed(a.to_vec());
    }
    divide(a, m, q).1
}

/// `a b` modulo `m` and q.
pub fn mul_rem(a: &[u64], b: &[u64], m: &[u64], q: u64) -> Poly {
    rem(&mul(a, b, q), m, q)
}

/// The monic gcd `g` of `a` and `b` over the field of the prime p, with
/// `s a + t b = g`: `(g, s, t)`.
pub fn gcd_ext(a: &[u64], b: &[u64], p: u64) -> (Poly, Poly, Poly) {
    let (mut r0, mut r1) = (trimmed(a.to_vec()), trimmed(b.to_vec()));
    let (mut s0, mut s1) = (vec![1], Vec::new());
    let (mut t0, mut t1) = (Vec::new(), vec![1]);
    while !r1.is_empty() {
        let (quotient, rest) = divide(&r0, &r1, p);
        r0 = std::mem::replace(&mut r1, rest);
        let s = sub(&s0, &mul(&quotient, &s1, p), p);
        s0 = std::mem::replace(&mut s1, s);
        let t = sub(&t0, &mul(&quotient, &t1, p), p);
        t0 = std::mem::replace(&mut t1, t);
    }
    match degree(&r0) {
        Some(d) => {
            let unit = inverse(r0[d], p).expect("a field");
            (
                scale(&r0, unit, p),
                scale(&s0, unit, p),
                scale(&t0, unit, p),
            )
        }
        None => (Vec::new(), Vec::new(), Vec::new()),
    }
}

/// `a / b` where `b` divides `a`, modulo q (`b`'s leading coefficient a
/// unit).
fn exact(a: &[u64], b: &[u64], q: u64) -> Poly {
    divide(a, b, q).0
}

/// `a` with every coefficient reduced modulo `q`.
pub fn reduced(a: &[u64], q: u64) -> Poly {
    trimmed(a.iter().map(|&x| x % q).collect())
}

/// The inverse of `a` in `Z_{p^e}[t] / (m)`, `m` monic: the inverse modulo
/// p, lifted by Newton's iteration `y = y (2 - a y)`; `None` if `a` is no
/// unit.
pub fn inverse_mod(a: &[u64], m: &[u64], p: u64, e: u32) -> Option<Poly> {
    let q = p.pow(e);
    let (g, s, _) = gcd_ext(&reduced(a, p), &reduced(m, p), p);
    if g != [1] {
        return None;
    }
    let mut y = s;
    let mut precision = 1;
    while precision < e {
        let ay = mul_rem(a, &y, m, q);
        let two_less = sub(&[2], &ay, q);
        y = mul_rem(&y, &two_less, m, q);
        precision *= 2;
    }
    Some(y)
}

/// `m = G H` modulo `p^e` from `m = g h` modulo p, `g` and `h` monic and
/// coprime modulo p, `m` monic (Hensel's lemma, one power of p at a time).
pub fn hensel(m: &[u64], g: &[u64], h: &[u64], p: u64, e: u32) -> (Poly, Poly) {
    let q = p.pow(e);
    let (one, _, t) = gcd_ext(g, h, p);
    assert_eq!(one, [1], "coprime factors");
    let (mut big_g, mut big_h) = (g.to_vec(), h.to_vec());
    let mut pj = 1;
    for _ in 1..e {
        pj *= p;
        let error: Poly = sub(m, &mul(&big_g, &big_h, q), q);
        let error = reduced(&error.iter().map(|&x| x / pj).collect::<Vec<u64>>(), p);
        let dg = rem(&mul(&t, &error, p), g, p);
        let dh = exact(&sub(&error, &mul(&dg, h, p), p), g, p);
        big_g = add(&big_g, &scale(&dg, pj, q), q);
        big_h = add(&big_h, &scale(&dh, pj, q), q);
    }
    (big_g, big_h)
}

/// One generator of a system's kernel over the ring: `base`, one
/// polynomial an unknown, stands for `base t^i` for every `i < count`,
/// each of order `order` (a prime power).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generator {
    /// The first of the generators, one polynomial an unknown.
    pub base: Vec<Poly>,
    /// How many: `base`, `base t`, ..., `base t^(count - 1)`.
    pub count: usize,
    /// The order of each.
    pub order: u32,
}

/// Every solution of `B u = r` over `Z_k[t] / (m)`: `particular` plus
/// sums of the kernel's generators, each solution once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RingSolutions {
    /// One solution, one polynomial an unknown.
    pub particular: Vec<Poly>,
    /// The kernel's generators.
    pub kernel: Vec<Generator>,
}

/// Whether [`solve_system`] takes `unknowns` unknowns modulo `k`: any
/// number modulo a product of distinct primes, at most two where a prime
/// divides k twice (the adjugate inverts the system there).
pub fn solvable_size(unknowns: usize, k: u32) -> bool {
    unknowns <= 2 || factor(k).iter().all(|&(_, e)| e == 1)
}

/// Every solution of the square system `B u = r` over `Z_k[t] / (m)`, `m`
/// monic, entries and right-hand side polynomials modulo k; `Ok(None)` if
/// there is none. `Err(unknowns)` where, modulo a prime power, the part of
/// the system that is not invertible would take more than `most` unknowns
/// eliminated as numbers.
///
/// # Panics
/// Unless [`solvable_size`] holds.
pub fn solve_system(
    b: &[Vec<Poly>],
    r: &[Poly],
    m: &[u64],
    k: u32,
    most: usize,
) -> Result<Option<RingSolutions>, usize> {
    assert!(
        solvable_size(b.len(), k),
        "{} unknowns modulo {}",
        b.len(),
        k
    );
    let k64 = u64::from(k);
    let n = b.len();
    let mut particular = vec![Vec::new(); n];
    let mut kernel = Vec::new();
    if n == 0 {
        return Ok(Some(RingSolutions { particular, kernel }));
    }
    for (p, e) in factor(k) {
        let (p, q) = (u64::from(p), u64::from(p).pow(e));
        let part_b: Vec<Vec<Poly>> = b
            .iter()
            .map(|row| row.iter().map(|x| reduced(x, q)).collect())
            .collect();
        let part_r: Vec<Poly> = r.iter().map(|x| reduced(x, q)).collect();
        let part_m = reduced(m, q);
        let found = if e == 1 {
            solve_field(&part_b, &part_r, &part_m, p)
        } else {
            solve_prime_power(&part_b, &part_r, &part_m, p, e, most)?
        };
        let found = match found {
            Some(found) => found,
            None => return Ok(None),
        };
        // A residue modulo q as the residue modulo k that is 0 modulo
        // every other prime power.
        let rest = k64 / q;
        let lift = rest * inverse(rest % q, q).expect("coprime parts") % k64;
        let lifted = |x: &Poly| scale(x, lift, k64);
        for (sum, x) in particular.iter_mut().zip(&found.particular) {
            *sum = add(sum, &lifted(x), k64);
        }
        kernel.extend(found.kernel.into_iter().map(|g| Generator {
            base: g.base.iter().map(lifted).collect(),
            ..g
        }));
    }
    Ok(Some(RingSolutions { particular, kernel }))
}

/// [`solve_system`] modulo a prime p, by Smith's normal form.
fn solve_field(b: &[Vec<Poly>], r: &[Poly], m: &[u64], p: u64) -> Option<RingSolutions> {
    let n = b.len();
    let mut a: Vec<Vec<Poly>> = b
        .iter()
        .map(|row| row.iter().map(|x| rem(x, m, p)).collect())
        .collect();
    let mut rhs: Vec<Poly> = r.iter().map(|x| rem(x, m, p)).collect();
    // The column operations, so that u = V w.
    let mut v: Vec<Vec<Poly>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| if i == j { vec![1] } else { Vec::new() })
                .collect()
        })
        .collect();
    // `x s + y t` and `y a - x b`, the two new entries of a Bezout step.
    let combine = |x: &Poly, y: &Poly, s: &Poly, t: &Poly, ai: &Poly, bi: &Poly| {
        let first = rem(&add(&mul(x, s, p), &mul(y, t, p), p), m, p);
        let second = rem(&sub(&mul(y, ai, p), &mul(x, bi, p), p), m, p);
        (first, second)
    };
    // The step that clears `y` against the pivot `x`: `(s, t, x / g, y /
    // g)` with `g = s x + t y`, the pivot's multiple taken away where it
    // divides `y` (the pivot stays), else the gcd put in its place, of
    // lower degree: so the steps end.
    let step = |x: &Poly, y: &Poly| -> (Poly, Poly, Poly, Poly) {
        let (quotient, rest) = divide(y, x, p);
        if rest.is_empty() {
            return (vec![1], Vec::new(), vec![1], quotient);
        }
        let (g, s, t) = gcd_ext(x, y, p);
        (s, t, exact(x, &g, p), exact(y, &g, p))
    };
    let mut rank = 0;
    'pivots: for i in 0..n {
        loop {
            // The entry of least degree among the rows and columns left.
            let best = (i..n)
                .flat_map(|rr| (i..n).map(move |cc| (rr, cc)))
                .filter(|&(rr, cc)| !a[rr][cc].is_empty())
                .min_by_key(|&(rr, cc)| a[rr][cc].len());
            let (br, bc) = match best {
                Some(at) => at,
                None => break 'pivots,
            };
            a.swap(i, br);
            rhs.swap(i, br);
            for row in a.iter_mut().chain(v.iter_mut()) {
                row.swap(i, bc);
            }
            // Clear the column below, then the row to the right, until both
            // are clear: each step leaves the gcd at the pivot.
            for j in i + 1..n {
                if a[j][i].is_empty() {
                    continue;
                }
                let (s, t, ai, bj) = step(&a[i][i], &a[j][i]);
                let (upper, lower) = a.split_at_mut(j);
                for (x, y) in upper[i][i..].iter_mut().zip(&mut lower[0][i..]) {
                    let (first, second) = combine(x, y, &s, &t, &ai, &bj);
                    *x = first;
                    *y = second;
                }
                let (x, y) = (rhs[i].clone(), rhs[j].clone());
                let (first, second) = combine(&x, &y, &s, &t, &ai, &bj);
                rhs[i] = first;
                rhs[j] = second;
            }
            for j in i + 1..n {
                if a[i][j].is_empty() {
                    continue;
                }
                let (s, t, ai, bj) = step(&a[i][i], &a[i][j]);
                for row in a.iter_mut().chain(v.iter_mut()) {
                    let (x, y) = (row[i].clone(), row[j].clone());
                    let (first, second) = combine(&x, &y, &s, &t, &ai, &bj);
                    row[i] = first;
                    row[j] = second;
                }
            }
            if (i + 1..n).all(|j| a[j][i].is_empty()) {
                rank = i + 1;
                break;
            }
        }
    }
    // d_i w_i = rhs_i: solvable where gcd(d_i, m) divides rhs_i, and free
    // along the multiples of m / gcd(d_i, m).
    let mut w = vec![Vec::new(); n];
    let mut kernel = Vec::new();
    for i in 0..n {
        let d = if i < rank {
            a[i][i].clone()
        } else {
            Vec::new()
        };
        let (g, alpha, _) = gcd_ext(&d, m, p);
        let (quotient, rest) = divide(&rhs[i], &g, p);
        if !rest.is_empty() {
            return None;
        }
        w[i] = mul_rem(&alpha, &quotient, m, p);
        let count = degree(&g).unwrap_or(0);
        if count > 0 {
            let step = exact(m, &g, p);
            let base = (0..n).map(|j| mul_rem(&v[j][i], &step, m, p)).collect();
            kernel.push(Generator {
                base,
                count,
                order: p as u32,
            });
        }
    }
    let particular = (0..n)
        .map(|j| {
            (0..n).fold(Vec::new(), |sum, l| {
                add(&sum, &mul_rem(&v[j][l], &w[l], m, p), p)
            })
        })
        .collect();
    Some(RingSolutions { particular, kernel })
}

/// The determinant of a system of at most two unknowns, modulo `m` and q.
fn determinant(b: &[Vec<Poly>], m: &[u64], q: u64) -> Poly {
    match b.len() {
        1 => rem(&b[0][0], m, q),
        _ => rem(
            &sub(&mul(&b[0][0], &b[1][1], q), &mul(&b[0][1], &b[1][0], q), q),
            m,
            q,
        ),
    }
}

/// [`solve_system`] modulo `p^e`, `e >= 2`, one or two unknowns: `m`
/// split into the part `H` where the determinant is a unit and the rest
/// `G`, solved apart and joined; `Err` past `most` unknowns modulo `G`.
fn solve_prime_power(
    b: &[Vec<Poly>],
    r: &[Poly],
    m: &[u64],
    p: u64,
    e: u32,
    most: usize,
) -> Result<Option<RingSolutions>, usize> {
    let q = p.pow(e);
    let n = b.len();
    let det = determinant(b, m, q);
    // Modulo p: h, the factors of m that the determinant shares none of.
    let (det_p, m_p) = (reduced(&det, p), reduced(m, p));
    let mut h = m_p.clone();
    loop {
        let (shared, _, _) = gcd_ext(&det_p, &h, p);
        if degree(&shared).unwrap_or(0) == 0 {
            break;
        }
        h = exact(&h, &shared, p);
    }
    let g = exact(&m_p, &h, p);
    let (big_g, big_h) = match (degree(&g).unwrap_or(0), degree(&h).unwrap_or(0)) {
        (0, _) => (vec![1], m.to_vec()),
        (_, 0) => (m.to_vec(), vec![1]),
        _ => hensel(m, &g, &h, p, e),
    };
    // Where the determinant is a unit: u = adj(B) r / det.
    let mut on_h = vec![Vec::new(); n];
    if degree(&big_h).unwrap_or(0) > 0 {
        let inverse = inverse_mod(&rem(&det, &big_h, q), &big_h, p, e).expect("a unit");
        let adjugate_times_r: Vec<Poly> = if n == 1 {
            vec![r[0].clone()]
        } else {
            vec![
                sub(&mul(&b[1][1], &r[0], q), &mul(&b[0][1], &r[1], q), q),
                sub(&mul(&b[0][0], &r[1], q), &mul(&b[1][0], &r[0], q), q),
            ]
        };
        for (u, x) in on_h.iter_mut().zip(&adjugate_times_r) {
            *u = mul_rem(&rem(x, &big_h, q), &inverse, &big_h, q);
        }
    }
    // The rest: deg G unknowns an unknown, eliminated as numbers.
    let size = degree(&big_g).unwrap_or(0);
    if n * size > most {
        return Err(n * size);
    }
    let mut on_g = vec![Vec::new(); n];
    let mut generators: Vec<Vec<Poly>> = Vec::new();
    let mut orders = Vec::new();
    if size > 0 {
        let unknowns = n * size;
        let mut matrix = vec![vec![0u32; unknowns]; unknowns];
        for (j, column_block) in (0..n).map(|j| (j, j * size)) {
            let mut power: Poly = vec![1];
            for s in 0..size {
                for (i, row_block) in (0..n).map(|i| (i, i * size)) {
                    let image = mul_rem(&b[i][j], &power, &big_g, q);
                    for (c, &x) in image.iter().enumerate() {
                        matrix[row_block + c][column_block + s] = x as u32;
                    }
                }
                power = rem(&mul(&power, &[0, 1], q), &big_g, q);
            }
        }
        let mut rhs = vec![0u32; unknowns];
        for (i, x) in r.iter().enumerate() {
            for (c, &v) in rem(x, &big_g, q).iter().enumerate() {
                rhs[i * size + c] = v as u32;
            }
        }
        let found = match solve_mod(&matrix, &rhs, unknowns, q as u32) {
            Some(found) => found,
            None => return Ok(None),
        };
        let polys = |values: &[u32]| -> Vec<Poly> {
            values
                .chunks(size)
                .map(|chunk| trimmed(chunk.iter().map(|&v| u64::from(v)).collect()))
                .collect()
        };
        on_g = polys(&found.particular);
        for (g, order) in &found.kernel {
            generators.push(polys(g));
            orders.push(*order);
        }
    }
    // Join by the idempotents: 1 on G's part and 0 on H's, and the reverse.
    let idempotent = |keep: &Poly, other: &Poly| -> Poly {
        if degree(other).unwrap_or(0) == 0 {
            return vec![1];
        }
        if degree(keep).unwrap_or(0) == 0 {
            return Vec::new();
        }
        let inverse = inverse_mod(&rem(other, keep, q), keep, p, e).expect("coprime parts");
        rem(&mul(other, &inverse, q), m, q)
    };
    let (unit_g, unit_h) = (idempotent(&big_g, &big_h), idempotent(&big_h, &big_g));
    let particular = (0..n)
        .map(|j| {
            let from_g = mul_rem(&on_g[j], &unit_g, m, q);
            add(&from_g, &mul_rem(&on_h[j], &unit_h, m, q), q)
        })
        .collect();
    let kernel = generators
        .iter()
        .zip(orders)
        .map(|(g, order)| Generator {
            base: g.iter().map(|x| mul_rem(x, &unit_g, m, q)).collect(),
            count: 1,
            order,
        })
        .collect();
    Ok(Some(RingSolutions { particular, kernel }))
}
