//! The root package's own test crate: `lightsout` and `lightsout-bundle`
//! answer `--version` as their names. Its being here makes `cargo test`
//! build the two programs, which both test crates (tests/tests.rs and
//! judges/tests/tests.rs) run from beside their own program.

use std::process::Command;

#[test]
fn the_programs_are_built_and_know_their_names() {
    for (name, path) in [
        ("lightsout", env!("CARGO_BIN_EXE_lightsout")),
        ("lightsout-bundle", env!("CARGO_BIN_EXE_lightsout-bundle")),
    ] {
        let output = Command::new(path).arg("--version").output().unwrap();
        let said = String::from_utf8(output.stdout).unwrap();
        assert_eq!(said, format!("{} {}\n", name, env!("CARGO_PKG_VERSION")));
    }
}
