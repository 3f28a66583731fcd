#!/usr/bin/env run-cargo-script
// breaker: runs
// A `#!` first line.
use lightsout::Grid;

fn main() {
    println!("{} {}", Grid::filled(2, 3).ones(), line!());
}
