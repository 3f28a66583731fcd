//! The board engines: the standard rule over GF(2) by polynomials
//! ([`standard`]), every other rule by light chasing with affine forms
//! ([`forms`]), table look-up where every board has one solution
//! ([`unique`]), and the plain algorithms the tests check them against
//! ([`mod@reference`]). Imports the board, linear algebra and the search.

pub mod fewest;
pub mod forms;
pub mod lightest;
pub mod reference;
pub mod standard;
pub mod unique;
