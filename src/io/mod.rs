//! Fast input: whitespace-separated tokens with errors that say where,
//! read whole ([`input`]) or in blocks ([`stream`]), and where a reader is
//! ([`position`]). Imports the board only.

pub mod input;
pub mod position;
pub mod stream;
