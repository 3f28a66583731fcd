//! The library's functions held to their cases, a module a layer: what
//! would otherwise be examples in their docs, each a program of its own to
//! build.

mod board;
mod io;
mod kit;
mod linalg;
mod problems;
