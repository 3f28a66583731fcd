//! Every judge binary is built, and answers `--version` as its name: the
//! root's tests run them on their samples, and `cargo test --test tests`
//! builds them through this crate, named as the root's test crate is.

use std::path::{Path, PathBuf};

/// The judges' names, from this package's manifest.
fn judges() -> Vec<String> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
    let text = std::fs::read_to_string(manifest).unwrap();
    text.split("[[bin]]\nname = \"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().to_string())
        .collect()
}

/// Where cargo puts the binaries: beside this test's `deps` folder.
fn built(name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX))
}

#[test]
fn every_judge_is_built_and_knows_its_name() {
    let judges = judges();
    assert!(!judges.is_empty(), "no [[bin]] in the manifest");
    for name in &judges {
        let output = std::process::Command::new(built(name))
            .arg("--version")
            .output()
            .unwrap_or_else(|e| panic!("{}: {}", name, e));
        let said = String::from_utf8(output.stdout).unwrap();
        assert_eq!(said, format!("{} 0.1.0\n", name));
    }
}
