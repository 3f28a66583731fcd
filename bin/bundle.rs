//! Prints a judge binary as one Rust source file: see `bundle --help`.

use std::io;
use std::path::Path;

use lightsout::bundle::bundle;
use lightsout::judge::{arguments, exit_status, write, Error};

const HELP: &str = "\
bundle: prints a judge binary as one self-contained Rust source file.

Usage: bundle NAME

NAME is one of the judge binaries. The file is the binary's source followed
by the library items it uses, without comments or tests. It needs no crates
and compiles with plain `rustc` (rustc 1.63 or newer, any edition from 2015
to 2024), so it can be submitted to an online judge as it is.

Example:
  $ cargo run --release --bin bundle -- fliptile > main.rs
  $ rustc -O --edition 2021 main.rs && ./main < samples/fliptile/statement.in
";

fn main() {
    let args = arguments();
    let outcome = match args.as_slice() {
        [flag] if flag == "-h" || flag == "--help" => Ok(HELP.to_string()),
        [name] => {
            let root = Path::new(env!("CARGO_MANIFEST_DIR"));
            let read = &mut |path: &str| std::fs::read_to_string(root.join(path));
            bundle(name, env!("CARGO_PKG_VERSION"), read).map_err(|error| match error {
                lightsout::bundle::Error::UnknownBinary(_) => {
                    Error::usage(&error.to_string())
                }
                _ => Error::Other(error.to_string(), 1),
            })
        }
        _ => Err(Error::usage(&format!(
            "expected one judge binary name ({})",
            lightsout::problems::names()
        ))),
    };
    let written = outcome.and_then(|text| write(&mut io::stdout().lock(), text.as_bytes()));
    std::process::exit(exit_status("bundle", written.map(|()| 0)));
}
