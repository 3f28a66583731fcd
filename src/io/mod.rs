//! Input and output: judge-format reading, board formats, writing, and the
//! driver and error type every program shares. Imports the board only.

pub mod formats;
pub mod input;
pub mod judge;
pub mod output;
pub mod position;
pub mod stream;
