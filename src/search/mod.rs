//! The lightest vector of an affine space over GF(2), `point + span(basis)`:
//! the fewest-press search. [`weight`] holds what the searches share,
//! [`bound`] proves the lightest without seeing every vector
//! (Brouwer–Zimmermann), and [`transform`] tries every vector through a
//! Walsh–Hadamard transform. Imports the board and linear algebra.

pub mod bound;
pub mod systematic;
pub mod transform;
pub mod weight;
