//! Prints a judge binary as one Rust source file: see `bundle --help`.

use std::io::Write;
use std::path::Path;
use std::process::exit;

use lightsout::bundle::{bundle, Error, BINARIES};

const HELP: &str = "\
bundle: prints a judge binary as one self-contained Rust source file.

Usage: bundle NAME

NAME is one of the judge binaries. The file is the binary's source followed
by the library modules it uses, pasted into `mod lightsout`, without tests.
It needs no crates and compiles with plain `rustc` (edition 2018 or 2021),
so it can be submitted to an online judge as it is.

Example:
  $ cargo run --release --bin bundle -- fliptile > main.rs
  $ rustc -O --edition 2018 main.rs && ./main < samples/fliptile/statement.in
";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = match args.as_slice() {
        [flag] if flag == "-h" || flag == "--help" => {
            let _ = std::io::stdout().write_all(HELP.as_bytes());
            return;
        }
        [name] => name,
        _ => {
            eprintln!(
                "bundle: expected one judge binary name ({}); see --help",
                BINARIES.join(", ")
            );
            exit(2);
        }
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = &mut |path: &str| std::fs::read_to_string(root.join(path));
    match bundle(name, env!("CARGO_PKG_VERSION"), read) {
        Ok(source) => match std::io::stdout().write_all(source.as_bytes()) {
            Ok(()) => {}
            Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
            Err(error) => {
                eprintln!("bundle: cannot write output: {}", error);
                exit(1);
            }
        },
        Err(error) => {
            eprintln!("bundle: {}", error);
            exit(if let Error::UnknownBinary(_) = error {
                2
            } else {
                1
            });
        }
    }
}
