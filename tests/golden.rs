//! Every binary on every sample pair in `samples/`, compared byte for byte.

mod common;

use common::{binary, run, samples, trickle};

/// The judge binaries; each has a folder of samples named after it.
const BINARIES: &[&str] = &["fliptile", "extended_lights_out"];

#[test]
fn every_samples_folder_belongs_to_a_binary() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            BINARIES.contains(&name.as_str()),
            "samples/{} matches no judge binary",
            name
        );
    }
}

#[test]
fn sample_answers_are_clean_text() {
    for name in BINARIES {
        for (sample, _, expected) in samples(name) {
            let text = String::from_utf8(expected).unwrap();
            assert!(
                text.ends_with('\n'),
                "{}/{}.out lacks a final newline",
                name,
                sample
            );
            for line in text.lines() {
                assert!(
                    !line.ends_with(' ') && !line.contains('\r'),
                    "{}/{}.out: {:?}",
                    name,
                    sample,
                    line
                );
            }
        }
    }
}

fn check_samples(name: &str) {
    let pairs = samples(name);
    assert!(
        pairs.len() >= 8,
        "{} has only {} sample pairs",
        name,
        pairs.len()
    );
    for (sample, input, expected) in pairs {
        let result = run(binary(name), &[], &input);
        assert_eq!(
            result.status,
            Some(0),
            "{}/{}: {}",
            name,
            sample,
            result.stderr
        );
        assert_eq!(result.stderr, "", "{}/{}", name, sample);
        assert!(
            result.stdout == expected,
            "{}/{}: output differs\n--- expected\n{}--- got\n{}",
            name,
            sample,
            String::from_utf8_lossy(&expected),
            String::from_utf8_lossy(&result.stdout)
        );
    }
}

#[test]
fn fliptile_samples() {
    check_samples("fliptile");
}

#[test]
fn extended_lights_out_samples() {
    check_samples("extended_lights_out");
}

#[test]
fn extended_lights_out_streams_across_any_block_boundary() {
    for (sample, input, expected) in samples("extended_lights_out") {
        for most in [1, 3, 7, 64] {
            let (out, error) = trickle(
                lightsout::extended_lights_out::run,
                "extended_lights_out",
                &input,
                most,
            );
            assert_eq!(error, "", "{} in pieces of up to {}", sample, most);
            assert!(
                out == expected,
                "{} in pieces of up to {} bytes",
                sample,
                most
            );
        }
    }
}
