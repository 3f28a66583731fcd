//! The contest items for a glob: `use lightsout::prelude::*;` brings every
//! item of the crate root's table.

#[doc(no_inline)]
pub use crate::{chase, count, fewest, full, kernel, nullity, press, solve, solve_mod};
#[doc(no_inline)]
pub use crate::{Board, Cells, Count, Counts, Grid, Matrix, Minimal, ParseError, Prime};
#[doc(no_inline)]
pub use crate::{PrimeMatrix, PrimeSolutions, Refused, Rule, Scanner, Solution, Solutions};
#[doc(no_inline)]
pub use crate::{Stencil, XorBasis, DEFAULT_SEARCH_WORK};
