//! General linear algebra: dense GF(2) matrices ([`matrix`], [`gf2`]),
//! systems modulo a prime ([`prime`]) and modulo any k ([`modular`]), polynomials over GF(2) ([`poly`]) and
//! modulo any k with systems over their rings ([`modpoly`]),
//! and how the heavy loops use this machine ([`cpu`]). Nothing here knows
//! the puzzle; imports the board's grids only.

pub mod cpu;
pub mod gf2;
pub mod matrix;
pub mod modpoly;
pub mod modular;
pub mod poly;
pub mod prime;
pub mod switches;
