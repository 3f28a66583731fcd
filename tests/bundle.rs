//! The single-file bundles: each compiles warning-free with plain `rustc`
//! under editions 2018 and 2021, with every compiler named in
//! `LIGHTSOUT_EXTRA_RUSTC` (a `:`-separated list of paths) too, stays under
//! 64 KiB, and behaves byte for byte like the cargo-built binary.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{binary, run, samples};
use lightsout::bundle::BINARIES;

/// The source size limit of Codeforces and other judges.
const SIZE_LIMIT: usize = 64 * 1024;

fn compilers() -> Vec<PathBuf> {
    let mut compilers = vec![PathBuf::from("rustc")];
    if let Some(extra) = std::env::var_os("LIGHTSOUT_EXTRA_RUSTC") {
        compilers.extend(std::env::split_paths(&extra).filter(|p| !p.as_os_str().is_empty()));
    }
    compilers
}

fn bundle(name: &str) -> String {
    let made = run(env!("CARGO_BIN_EXE_bundle"), &[name], b"");
    assert_eq!(made.status, Some(0), "bundle {}: {}", name, made.stderr);
    String::from_utf8(made.stdout).unwrap()
}

/// Inputs the binaries must reject exactly as the cargo-built ones do.
const BAD_INPUTS: &[&[u8]] = &[b"", b"2 2\n1 0\n0 2\n", b"2\n0 0 0 0 0 0\n", b"1 \xff"];

fn compile(compiler: &Path, edition: &str, source: &Path, exe: &Path) {
    let output = Command::new(compiler)
        .args(["-O", "--edition", edition, "-D", "warnings", "-o"])
        .arg(exe)
        .arg(source)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {}", compiler.display(), e));
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{} --edition {} {}:\n{}",
        compiler.display(),
        edition,
        source.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

fn check_bundle(name: &str) {
    let source = bundle(name);
    assert_eq!(source, bundle(name), "bundling {} twice differs", name);
    assert!(
        source.len() < SIZE_LIMIT,
        "{} bundle is {} bytes",
        name,
        source.len()
    );

    let dir =
        std::env::temp_dir().join(format!("lightsout-bundle-{}-{}", std::process::id(), name));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("main.rs");
    std::fs::write(&file, &source).unwrap();

    let mut builds = Vec::new();
    for (index, compiler) in compilers().iter().enumerate() {
        for edition in &["2018", "2021"] {
            let exe = dir.join(format!("main-{}-{}", index, edition));
            builds.push((compiler.clone(), edition, exe));
        }
    }
    // Two compilations at a time, one per core.
    for pair in builds.chunks(2) {
        let handles: Vec<_> = pair
            .iter()
            .map(|(compiler, edition, exe)| {
                let (compiler, edition, exe, file) = (
                    compiler.clone(),
                    edition.to_string(),
                    exe.clone(),
                    file.clone(),
                );
                std::thread::spawn(move || compile(&compiler, &edition, &file, &exe))
            })
            .collect();
        for handle in handles {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
    }

    let cases = samples(name);
    for (compiler, edition, exe) in &builds {
        let built = format!("{} ({} --edition {})", name, compiler.display(), edition);
        for (sample, input, expected) in &cases {
            let result = run(exe, &[], input);
            assert_eq!(
                result.status,
                Some(0),
                "{} on {}: {}",
                built,
                sample,
                result.stderr
            );
            assert!(
                result.stdout == *expected,
                "{} differs on sample {}",
                built,
                sample
            );
        }
        for input in BAD_INPUTS {
            let ours = run(exe, &[], input);
            let cargo = run(binary(name), &[], input);
            assert_eq!(
                (ours.status, ours.stdout, ours.stderr),
                (cargo.status, cargo.stdout, cargo.stderr),
                "{} on {:?}",
                built,
                String::from_utf8_lossy(input)
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fliptile_bundle() {
    check_bundle("fliptile");
}

#[test]
fn extended_lights_out_bundle() {
    check_bundle("extended_lights_out");
}

#[test]
fn every_judge_binary_can_be_bundled() {
    for name in BINARIES {
        assert!(bundle(name).contains(&format!("the `{}` binary as one file", name)));
    }
}

#[test]
fn unknown_names_are_refused() {
    let result = run(env!("CARGO_BIN_EXE_bundle"), &["bundle"], b"");
    assert_eq!(result.status, Some(2));
    assert_eq!(
        result.stderr,
        "bundle: no judge binary named \"bundle\"; choose one of: extended_lights_out, fliptile\n"
    );
    assert!(result.stdout.is_empty());
    assert_eq!(run(env!("CARGO_BIN_EXE_bundle"), &[], b"").status, Some(2));
}
