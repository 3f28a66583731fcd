//! Every item of the crate root, for a glob: `use lightsout::prelude::*;`.

#[doc(no_inline)]
pub use crate::XorBasis;
#[doc(no_inline)]
pub use crate::{apply, chase, chase_from, chase_neighbours_only, residue};
#[doc(no_inline)]
pub use crate::{chase_by_hand, hand_rows, matrix, path, within_reach};
#[doc(no_inline)]
pub use crate::{count, fewest, kernel, nullity, solve};
#[doc(no_inline)]
pub use crate::{each_solution, fewest_set, intersection, solve_mod};
#[doc(no_inline)]
pub use crate::{elimination, grid, input, standard};
#[doc(no_inline)]
pub use crate::{fewest_by_enumeration, first_rows, full, press};
#[doc(no_inline)]
pub use crate::{fewest_part, split_of, takes_modulus, value_separator};
#[doc(no_inline)]
pub use crate::{random_board, random_values, SplitMix};
#[doc(no_inline)]
pub use crate::{BadStencil, Board, Cells, Count, Counts, Echelon, Grid, Matrix, Minimal};
#[doc(no_inline)]
pub use crate::{ModSpace, Progress, Refused, Reporter, Rule, Scanner, Search, Solution};
#[doc(no_inline)]
pub use crate::{Moves, ParseError, Path, Press, Prime, PrimeEchelon, PrimeMatrix};
#[doc(no_inline)]
pub use crate::{PrimeSpace, Space, Split, SplitPart, Stencil, Stream, Switches, System};
#[doc(no_inline)]
pub use crate::{CLOCK_MOVES, DEFAULT_SEARCH_WORK, MAX_CELLS, MAX_MODULUS};
#[doc(no_inline)]
pub use crate::{MAX_PRIME_MODULUS, MAX_PRINTED_BITS, MINUTE_OF_WORK};
