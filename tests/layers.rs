//! The library's folders are its layers: each imports only the layers
//! below it, and the programs stay out of the library (and its tests, which
//! are in `tests/library/`).

use std::path::Path;

/// Each layer and the layers its modules may name, itself included.
const LAYERS: &[(&str, &[&str])] = &[
    ("math", &["math"]),
    ("board", &["math", "board"]),
    ("linalg", &["math", "board", "linalg"]),
    ("search", &["math", "board", "linalg", "search"]),
    ("engine", &["math", "board", "linalg", "search", "engine"]),
    ("io", &["math", "board", "io"]),
];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().map_or(false, |e| e == "rs") {
            out.push(path);
        }
    }
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
fn the_library_is_its_layers_and_nothing_else() {
    let src = crate::common::root().join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap();
    let mut modules: Vec<&str> = lib
        .lines()
        .filter_map(|line| line.strip_prefix("pub mod "))
        .map(|rest| rest.trim_end_matches(';'))
        .collect();
    modules.sort_unstable();
    // The layers, and the contest items for a glob.
    let mut layers: Vec<&str> = LAYERS.iter().map(|(layer, _)| *layer).collect();
    layers.push("prelude");
    layers.sort_unstable();
    assert_eq!(modules, layers);
    assert!(!lib.lines().any(|line| line.starts_with("mod ")));
    // Every layer is hidden from the docs: the crate root's re-exports are
    // the API.
    for layer in LAYERS {
        let declared = format!("#[doc(hidden)]\npub mod {};", layer.0);
        assert!(lib.contains(&declared), "lib.rs: {} is not hidden", layer.0);
    }
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
    names
}

/// The prelude is the crate root's items for a glob, all but `Error`
/// (which would meet `std::io::Error` under `use std::io::*`), and
/// nothing else.
#[test]
fn the_prelude_is_the_roots_items_but_error() {
    let src = crate::common::root().join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap();
    let prelude = std::fs::read_to_string(src.join("prelude.rs")).unwrap();
    let root = reexported(&lib);
    assert!(root.len() > 20, "{:?}", root);
    assert_eq!(reexported(&prelude), root);
}

/// Cargo.toml builds no unit-test program of the library (`test = false`),
/// so a test inside it would never run: its tests are in `tests/library/`.
#[test]
fn the_library_holds_no_tests() {
    let src = crate::common::root().join("src");
    let mut files = Vec::new();
    for (layer, _) in LAYERS {
        rust_files(&src.join(layer), &mut files);
    }
    files.push(src.join("lib.rs"));
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        assert!(
            !text.contains("#[test]") && !text.contains("#[cfg(test)]"),
            "{} holds tests, which never run: put them in tests/library/",
            file.display()
        );
    }
    let manifest = std::fs::read_to_string(crate::common::root().join("Cargo.toml"));
    assert!(manifest.unwrap().contains("[lib]\ntest = false\n"));
}

#[test]
fn the_check_sees_what_it_looks_for() {
    let text = "use crate::board::grid::Grid; // crate::kit in a comment\n\
                /// [`crate::linalg::gf2`]\nlet x = crate::io::judge::write;\n";
    assert_eq!(
        named_layers(text),
        [(1, "board".to_string()), (3, "io".to_string())]
    );
}

/// No file under `src/` is over 800 lines, the page's scripts included: a
/// longer one is two ideas (see docs/contributing.md).
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
    walk(&crate::common::root().join("src"), &mut long);
    assert!(long.is_empty(), "{}", long.join("\n"));
}
