//! Number theory: primes, factors and inverses modulo m, against trial
//! division and the definitions.

use crate::math::{factor, inverse, is_prime};

#[test]
fn primes_by_trial_division() {
    assert!(is_prime(2) && is_prime(998244353) && !is_prime(1) && !is_prime(1 << 16));
    for n in 0..2000u32 {
        assert_eq!(is_prime(n), n >= 2 && (2..n).all(|d| n % d != 0), "{}", n);
    }
}

#[test]
fn factors_of_twelve() {
    assert_eq!(factor(12), vec![(2, 2), (3, 1)]);
}

#[test]
fn inverses_and_factors() {
    for m in 2..200u64 {
        for a in 0..m {
            let found = inverse(a, m);
            let coprime =
                (1..=a.max(1)).all(|d| d == 1 || a % d != 0 || m % d != 0) && a != 0;
            assert_eq!(found.is_some(), coprime || (m == 1), "{} mod {}", a, m);
            if let Some(b) = found {
                assert_eq!(a * b % m, 1);
            }
        }
    }
    for n in 1..2000u32 {
        let product: u32 = factor(n).iter().map(|&(p, e)| p.pow(e)).product();
        assert_eq!(product, n);
    }
}
