#!/usr/bin/env -S cargo +nightly -Zscript "it's
// breaker: runs
// A byte-order mark and a `#!` line with quotes in it.
fn main() {
    println!("{} {}", lightsout::Grid::filled(1, 2).ones(), line!());
}
