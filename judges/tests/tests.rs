//! The judges' tests: one crate, built at opt-level 1 with the judges (the
//! root's Cargo.toml says why) while the other tests (tests/tests.rs) build
//! at 0, so that the oracles' searches run quickly. Each file here is a
//! module; `cargo test NAME` runs the tests whose path holds NAME.

// What both test crates share; each uses a part of it.
#[allow(dead_code)]
#[path = "../../tests/common/mod.rs"]
mod common;

mod bad_input;
mod brute_force;
mod judges;
mod problems;

/// The judges' names, from this package's manifest.
fn judges() -> Vec<String> {
    let text = std::fs::read_to_string(common::root().join("judges/Cargo.toml")).unwrap();
    text.split("[[bin]]\nname = \"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().to_string())
        .collect()
}

#[test]
fn every_judge_is_built_and_knows_its_name() {
    let judges = judges();
    assert!(!judges.is_empty(), "no [[bin]] in the manifest");
    for name in &judges {
        let output = std::process::Command::new(common::binary(name))
            .arg("--version")
            .output()
            .unwrap_or_else(|e| panic!("{}: {}", name, e));
        let said = String::from_utf8(output.stdout).unwrap();
        assert_eq!(said, format!("{} {}\n", name, common::version()));
    }
}
