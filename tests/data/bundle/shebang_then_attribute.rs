#!/bin/sh
#![allow(unused)]
// breaker: runs
// A `#!` line, then an inner attribute.
fn main() {
    println!("{}", lightsout::Grid::new(1, 1).is_zero());
}
