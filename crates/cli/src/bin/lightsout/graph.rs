//! Graphs in USACO Lights' format (`N M`, then M lines `a b`) as rules, for
//! `solve --graph` and `count --graph`.

use lightsout::{Rule, Scanner};
use lightsout_judges::error::Error;
use lightsout_judges::problems::usaco_lights::read_graph;

use crate::cli::Inputs;

/// The most lights a graph may have.
const MAX_LIGHTS: u64 = 40;

/// The most bytes such a graph can need: 780 connections, each two
/// numbers, with room to spare for spacing.
const MAX_GRAPH_BYTES: u64 = 1 << 20;

/// Reads stdin as a graph: its rule (switch `j` toggles light `j` and the
/// lights joined to it, on a 1 x N board) and N.
pub fn read(inputs: &mut Inputs<'_>) -> Result<(Rule, usize), Error> {
    let data = inputs.all_of_stdin(MAX_GRAPH_BYTES, "a graph of 40 lights")?;
    let mut input = Scanner::new(&data);
    let columns = read_graph(&mut input, MAX_LIGHTS)
        .and_then(|graph| input.finish().map(|()| graph))
        .map_err(|error| Error::from(error).from_source("stdin"))?;
    let n = columns.len();
    let edges: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| {
            let joined = columns[a];
            (a + 1..n)
                .filter(move |&b| joined >> b & 1 == 1)
                .map(move |b| (a, b))
        })
        .collect();
    Ok((Rule::graph(n, &edges), n))
}
