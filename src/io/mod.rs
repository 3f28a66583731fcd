//! Input and output: judge-format reading, board formats, writing, the
//! crate's error type and the driver every program shares. Imports the board only.

pub mod error;
pub mod formats;
pub mod input;
pub mod judge;
pub mod output;
pub mod position;
pub mod stream;
