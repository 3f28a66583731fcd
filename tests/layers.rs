//! What cargo cannot see of the crates' boundaries (their dependencies it
//! checks itself): the library's private folders are layers, each naming
//! only the layers below it; the library is what a contestant adds and
//! nothing else (no setting of the process's, no environment, no hidden
//! API, its tests outside its sources) and stays small; its prelude is its
//! root's items for a glob.

use std::path::{Path, PathBuf};

/// Each layer of the library and the layers its modules may name, itself
/// included.
const LAYERS: &[(&str, &[&str])] = &[
    ("math", &["math"]),
    ("board", &["math", "board"]),
    ("linalg", &["math", "board", "linalg"]),
    ("search", &["math", "board", "linalg", "search"]),
    ("engine", &["math", "board", "linalg", "search", "engine"]),
    ("io", &["math", "board", "io"]),
];

/// The most lines the library's sources hold: what a contestant adds or
/// bundles stays small. (11,000 until issue 58's entry points, `Echelon`,
/// `PrimeEchelon`, `Switches`, `Scanner::stdin` and `scan`, XOR bases'
/// least and greatest, took some 250 lines with their documentation.)
const MAX_LIBRARY_LINES: usize = 11_300;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().map_or(false, |e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every source file of the library.
fn library_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    rust_files(&crate::common::root().join("src"), &mut files);
    files.sort();
    files
}

/// The layers that code (not comments) in `text` names as `crate::LAYER`.
fn named_layers(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap();
        for piece in code.split("crate::").skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            found.push((number + 1, name));
        }
    }
    found
}

#[test]
fn no_layer_imports_a_layer_above_it() {
    let src = crate::common::root().join("src");
    let mut checked = 0;
    for (layer, allowed) in LAYERS {
        let mut files = Vec::new();
        rust_files(&src.join(layer), &mut files);
        assert!(!files.is_empty(), "no files in src/{}", layer);
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for (line, name) in named_layers(&text) {
                assert!(
                    allowed.contains(&name.as_str()),
                    "{}:{}: the {} layer names crate::{}",
                    file.display(),
                    line,
                    layer,
                    name
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {} paths checked", checked);
}

#[test]
fn the_library_is_its_private_layers_and_its_documented_root() {
    let lib = std::fs::read_to_string(crate::common::root().join("src/lib.rs")).unwrap();
    let mut private: Vec<&str> = lib
        .lines()
        .filter_map(|line| line.strip_prefix("mod "))
        .map(|rest| rest.trim_end_matches(';'))
        .collect();
    private.sort_unstable();
    let mut layers: Vec<&str> = LAYERS.iter().map(|(layer, _)| *layer).collect();
    layers.push("tests");
    layers.sort_unstable();
    assert_eq!(private, layers);
    let public: Vec<&str> = lib.lines().filter(|l| l.starts_with("pub mod ")).collect();
    assert_eq!(public, ["pub mod prelude;"]);
    assert!(lib.contains("#![deny(missing_docs)]"));
}

/// No setting of the process's, no environment, no hidden API: what the
/// library does follows from what its caller passes. The one value it
/// keeps is a fact of the machine, the CPU's AVX2 found once.
#[test]
fn the_library_keeps_no_settings_and_hides_nothing() {
    let mut statics = Vec::new();
    for file in library_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap().trim_start();
            let place = format!("{}:{}", file.display(), number + 1);
            assert!(!code.contains("doc(hidden)"), "{}: hidden API", place);
            assert!(
                !code.contains("env::var") && !code.contains("env!("),
                "{}: an environment read",
                place
            );
            if code.starts_with("static ") || code.starts_with("pub static ") {
                statics.push(code.to_string());
            }
        }
    }
    assert_eq!(
        statics,
        ["static DETECTED: AtomicU8 = AtomicU8::new(0);"],
        "the library keeps no setting of the process's: pass it"
    );
}

/// The library's own unit tests are in `tests/library/`, which src/lib.rs
/// includes under `cfg(test)`: its sources hold none, so that they are
/// what a contestant adds or bundles and nothing else.
#[test]
fn the_librarys_tests_stand_outside_its_sources() {
    for file in library_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let tests = text.matches("#[cfg(test)]").count();
        let included = text
            .matches("#[path = \"../tests/library/mod.rs\"]")
            .count();
        assert!(
            !text.contains("#[test]") && tests == included,
            "{} holds tests: put them in tests/library/",
            file.display()
        );
    }
}

/// What a contestant adds or bundles stays small.
#[test]
fn the_library_stays_small() {
    let lines: usize = library_files()
        .iter()
        .map(|file| std::fs::read_to_string(file).unwrap().lines().count())
        .sum();
    assert!(
        lines <= MAX_LIBRARY_LINES,
        "the library's sources hold {} lines, past {}: move what only the programs use \
         to their crates",
        lines,
        MAX_LIBRARY_LINES
    );
}

/// The names `pub use` lines of `text` give, `{a, b}` groups read.
fn reexported(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let code: String = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join(" ");
    for statement in code.split(';') {
        // After any attributes (`#[doc(no_inline)]`).
        if let Some(path) = statement.split("pub use ").nth(1) {
            let list = match path.find('{') {
                Some(open) => &path[open + 1..path.len() - 1],
                None => &path[path.rfind("::").map_or(0, |i| i + 2)..],
            };
            names.extend(list.split(',').map(|n| n.trim().to_string()));
        }
    }
    names.retain(|n| !n.is_empty());
    names.sort();
    names.dedup();
    names
}

/// The prelude is the crate root's items for a glob, and nothing else.
#[test]
fn the_prelude_is_the_roots_items() {
    let src = crate::common::root().join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap();
    let prelude = std::fs::read_to_string(src.join("prelude.rs")).unwrap();
    let root = reexported(&lib);
    assert!(root.len() > 20, "{:?}", root);
    assert_eq!(reexported(&prelude), root);
}

#[test]
fn the_check_sees_what_it_looks_for() {
    let text = "use crate::board::grid::Grid; // crate::kit in a comment\n\
                /// [`crate::linalg::gf2`]\nlet x = crate::io::input::quote;\n";
    assert_eq!(
        named_layers(text),
        [(1, "board".to_string()), (3, "io".to_string())]
    );
}

/// No source file is over 800 lines, the page's scripts included: a longer
/// one is two ideas (see docs/contributing.md).
#[test]
fn no_source_file_is_over_800_lines() {
    fn walk(dir: &Path, long: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, long);
            } else if let Ok(text) = std::fs::read_to_string(&path) {
                if text.lines().count() > 800 {
                    long.push(format!(
                        "{}: {} lines",
                        path.display(),
                        text.lines().count()
                    ));
                }
            }
        }
    }
    let mut long = Vec::new();
    let root = crate::common::root();
    for folder in [
        "src",
        "crates/cli/src",
        "crates/game/src",
        "crates/judges/src",
    ] {
        walk(&root.join(folder), &mut long);
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}
