//! The judge problems of lightsout, and what the judge binaries,
//! `lightsout` and `lightsout-bundle` share: the problems and their
//! registry ([`problems`]), the judge formats ([`formats`]), writing
//! ([`output`]), the driver ([`judge`]) and its error type ([`error`]),
//! and the problem setter's generators and checkers ([`kit`]). Built on
//! the library, `lightsout`, whose items it reaches through their narrow
//! entry points, so that each judge's single-file build stays small.

#![deny(missing_docs)]

pub mod error;
pub mod formats;
pub mod judge;
pub mod kit;
pub mod output;
pub mod problems;
pub mod unique;
