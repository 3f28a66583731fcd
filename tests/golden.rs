//! Every judge binary on every sample pair in `samples/`, compared byte for
//! byte, and the registry of judge problems checked against everything that
//! must name them.

use std::path::Path;

use crate::common::{binary, run, samples, trickle};
use lightsout::problems::ALL;

/// The fewest sample pairs a problem may have.
const MIN_SAMPLES: usize = 6;

/// The tools, which are binaries but not judge problems.
const TOOLS: &[&str] = &["lightsout-bundle", "lightsout"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn names() -> Vec<&'static str> {
    ALL.iter().map(|p| p.judge.name).collect()
}

/// The binaries cargo finds: `src/bin/NAME.rs` and `src/bin/NAME/main.rs`.
fn cargo_binaries() -> Vec<String> {
    let mut binaries = Vec::new();
    for entry in std::fs::read_dir(root().join("src/bin")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.join("main.rs").exists() || path.extension().map_or(false, |e| e == "rs") {
            binaries.push(name);
        }
    }
    binaries
}

#[test]
fn every_binary_is_registered_and_every_problem_is_complete() {
    let mut judges: Vec<String> = cargo_binaries()
        .into_iter()
        .filter(|name| !TOOLS.contains(&name.as_str()))
        .collect();
    judges.sort();
    let mut registered: Vec<String> = names().iter().map(|s| s.to_string()).collect();
    registered.sort();
    assert_eq!(
        judges, registered,
        "the binaries in src/bin and problems::ALL differ"
    );

    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    for problem in ALL {
        let name = problem.judge.name;
        let bin = root().join("src/bin").join(format!("{}.rs", name));
        let bin = std::fs::read_to_string(&bin)
            .unwrap_or_else(|e| panic!("{}: {}", bin.display(), e));
        assert!(
            bin.contains(&format!("{}::JUDGE", name)),
            "src/bin/{}.rs does not run problems::{}::JUDGE",
            name,
            name
        );
        // Built for the integration tests, with no test harness of its own.
        let cargo = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
        assert!(
            cargo.contains(&format!("[[bin]]\nname = \"{}\"\ntest = false\n", name)),
            "Cargo.toml has no [[bin]] entry for {} with test = false",
            name
        );
        let module = root().join("src/problems").join(format!("{}.rs", name));
        assert!(module.exists(), "no module {}", module.display());
        let pairs = samples(name);
        assert!(
            pairs.len() >= MIN_SAMPLES,
            "samples/{} has {} pairs, fewer than {}",
            name,
            pairs.len(),
            MIN_SAMPLES
        );
        assert!(
            readme.contains(&format!("| `{}` |", name)),
            "README.md has no table row for `{}`",
            name
        );
        assert!(
            !problem.title.is_empty()
                && !problem.judges.is_empty()
                && problem.judge.help.contains(name)
        );
    }
    assert_eq!(
        ALL.windows(2)
            .filter(|w| w[0].judge.name >= w[1].judge.name)
            .count(),
        0,
        "problems::ALL is kept in order of name, once each"
    );
}

#[test]
fn no_installed_program_takes_a_generic_name() {
    // `cargo install` puts every binary on PATH: none may take a name that
    // other programs use (Ruby's Bundler is `bundle`).
    for name in cargo_binaries() {
        assert!(
            !["bundle", "clocks", "check", "gen", "solve", "play", "serve", "lights"]
                .contains(&name.as_str()),
            "{}",
            name
        );
    }
}

#[test]
fn every_samples_folder_belongs_to_a_problem() {
    for entry in std::fs::read_dir(root().join("samples")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            names().contains(&name.as_str()),
            "samples/{} matches no judge problem",
            name
        );
    }
}

#[test]
fn sample_answers_are_clean_text() {
    for name in names() {
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

#[test]
fn every_binary_answers_its_samples() {
    for name in names() {
        for (sample, input, expected) in samples(name) {
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
}

#[test]
fn every_solver_reads_across_any_block_boundary() {
    for problem in ALL {
        let name = problem.judge.name;
        for (sample, input, expected) in samples(name) {
            for most in [1, 3, 7, 64] {
                let (out, error) = trickle(problem.judge.run, name, &input, most);
                assert_eq!(error, "", "{}/{} in pieces of up to {}", name, sample, most);
                assert!(
                    out == expected,
                    "{}/{} in pieces of up to {} bytes",
                    name,
                    sample,
                    most
                );
            }
        }
    }
}
