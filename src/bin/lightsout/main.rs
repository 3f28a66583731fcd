//! Solves and analyses Lights Out boards of any size: see `lightsout --help`.

mod play;
mod tool;

use std::io::{self, Write};

use lightsout::io::judge::{arguments, exit_status, Error};
use tool::{execute, parse, Inputs};

fn main() {
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let stdin = io::stdin();
    let inputs = Inputs {
        stdin: &mut stdin.lock(),
        read_file: &mut |path| std::fs::read(path),
    };
    let outcome = parse(&arguments()).and_then(|command| {
        let ran = execute(&command, inputs, &mut out);
        let flushed = out.flush().map_err(Error::Output);
        ran.and_then(|status| flushed.map(|()| status))
    });
    std::process::exit(exit_status("lightsout", outcome));
}
