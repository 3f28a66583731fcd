//! Solves and analyses Lights Out boards of any size: see `lightsout --help`.

use std::io::{self, Read, Write};

use lightsout::tool::{run, Inputs};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let inputs = Inputs {
        stdin: &mut || {
            let mut data = Vec::new();
            io::stdin().lock().read_to_end(&mut data).map(|_| data)
        },
        read_file: &mut |path| std::fs::read(path),
    };
    let result =
        run(&args, inputs, &mut out).and_then(|status| Ok(out.flush().map(|()| status)?));
    match result {
        Ok(status) => std::process::exit(status),
        Err(failure) => {
            if failure.status != 0 {
                let _ = out.flush();
                eprintln!("lightsout: {}", failure);
            }
            std::process::exit(failure.status);
        }
    }
}
