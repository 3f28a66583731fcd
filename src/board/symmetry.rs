//! The symmetries of a board as maps of its cells: the rectangle's three
//! (two mirrors and the half turn), and the square's four more.

/// Where cell `(r, c)` of an `(m + 1) x (n + 1)` board goes under the
/// `k`-th symmetry: the rectangle's three (`k < 3`), then the square's four
/// more.
pub fn moved(k: usize, r: usize, c: usize, m: usize, n: usize) -> (usize, usize) {
    match k {
        0 => (r, n - c),
        1 => (m - r, c),
        2 => (m - r, n - c),
        3 => (c, r),
        4 => (n - c, m - r),
        5 => (c, m - r),
        _ => (n - c, r),
    }
}
