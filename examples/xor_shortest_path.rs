//! Codeforces 845G Shortest Path Problem?: the least XOR of the weights of
//! a path from vertex 1 to vertex n, edges walked any number of times.
//!
//! Input: `n m` (n up to 10^5, n - 1 <= m <= 10^5), then m edges `x y w`
//! (loops and multiple edges allowed, w up to 10^8); the graph is
//! connected. Output: the least length.
//!
//! Any path is the tree path's XOR plus some of the cycles', each edge
//! closing one: the least is `XorBasis::min_xor` of the tree path's
//! value over the cycles' basis (not the tree value alone, nor its XOR with
//! `XorBasis::largest`).
//!
//! `cargo run --example xor_shortest_path < samples/xor_shortest_path/statement1.in`

use lightsout::{ParseError, Scanner, XorBasis};

fn solve(s: &mut Scanner, out: &mut String) -> Result<(), ParseError> {
    let n = s.number("n", 1, 100_000)? as usize;
    let m = s.number("m", n as u64 - 1, 100_000)?;
    let mut edges = vec![Vec::new(); n + 1];
    for _ in 0..m {
        let (x, y) = (s.number("x", 1, n as u64)?, s.number("y", 1, n as u64)?);
        let w = s.number("w", 0, 100_000_000)?;
        edges[x as usize].push((y as usize, w));
        edges[y as usize].push((x as usize, w));
    }
    // The XOR from vertex 1 along a spanning tree, u64::MAX where unseen.
    let (mut along, mut cycles) = (vec![u64::MAX; n + 1], XorBasis::default());
    along[1] = 0;
    let mut stack = vec![1];
    while let Some(v) = stack.pop() {
        for &(u, w) in &edges[v] {
            if along[u] == u64::MAX {
                along[u] = along[v] ^ w;
                stack.push(u);
            } else {
                cycles.insert(along[v] ^ w ^ along[u]);
            }
        }
    }
    out.push_str(&format!("{}\n", cycles.min_xor(along[n])));
    s.finish()
}

fn main() -> std::io::Result<()> {
    let (mut s, mut out) = (Scanner::stdin()?, String::new());
    let solved = solve(&mut s, &mut out);
    print!("{}", out);
    if let Err(error) = solved {
        eprintln!("xor_shortest_path: {}", error);
        std::process::exit(1);
    }
    Ok(())
}
