//! Number theory, the little the crate needs: whether a modulus is prime,
//! its prime factors, and inverses modulo a number. Every layer may use it.

/// Whether `n` is prime, by trial division (at most 2^16 divisions).
pub fn is_prime(n: u32) -> bool {
    let n = u64::from(n);
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// The prime factors of `n >= 1` with their exponents, primes increasing.
pub fn factor(mut n: u32) -> Vec<(u32, u32)> {
    let mut factors = Vec::new();
    let mut p = 2;
    while p * p <= n {
        let mut e = 0;
        while n % p == 0 {
            n /= p;
            e += 1;
        }
        if e > 0 {
            factors.push((p, e));
        }
        p += 1;
    }
    if n > 1 {
        factors.push((n, 1));
    }
    factors
}

/// The inverse of `a` modulo `m`, where they are coprime.
pub fn inverse(a: u64, m: u64) -> Option<u64> {
    let (mut r0, mut r1) = (m as i128, (a % m) as i128);
    let (mut s0, mut s1) = (0i128, 1i128);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
    }
    if r0 == 1 {
        Some(s0.rem_euclid(m as i128) as u64)
    } else {
        None
    }
}
