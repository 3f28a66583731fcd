//! Single-file builds of the judge binaries, for online judges that take one
//! source file and no crates.
//!
//! The bundle is the binary's own source followed by `mod lightsout { ... }`
//! holding, verbatim, every library module the binary uses (directly or
//! through other modules), each as `pub mod name { ... }`, with its
//! `#[cfg(test)]` items left out. Pasting is mechanical because the library
//! is written for it: modules name their siblings `super::name`, which
//! means the same inside the pasted `mod lightsout`; the binary names the
//! library `lightsout::name`, which the pasted module answers to. Anything
//! that would not survive the paste (`crate::` paths, `$crate`, crate-level
//! attributes, `include_str!`, module files of their own, cargo's
//! compile-time environment) is an error, never a silently broken file.
//! Lines are not re-indented, so string literals stay byte for byte.

use std::fmt;
use std::io;

/// The binaries that can be bundled: the judge solvers.
pub const BINARIES: &[&str] = &["extended_lights_out", "fliptile"];

/// Why a bundle could not be made.
#[derive(Debug)]
pub enum Error {
    /// The binary is not one of [`BINARIES`].
    UnknownBinary(String),
    /// A source file could not be read.
    Read(String, io::Error),
    /// A source file holds something that would break once pasted.
    Unpastable {
        /// The file, relative to the crate root.
        path: String,
        /// The 1-based line.
        line: usize,
        /// What is wrong there.
        reason: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownBinary(name) => {
                write!(
                    f,
                    "no judge binary named {:?}; choose one of: {}",
                    name,
                    BINARIES.join(", ")
                )
            }
            Error::Read(path, error) => write!(f, "cannot read {}: {}", path, error),
            Error::Unpastable { path, line, reason } => {
                write!(
                    f,
                    "{}:{}: cannot paste into one file: {}",
                    path, line, reason
                )
            }
        }
    }
}

impl std::error::Error for Error {}

/// Code that would mean something else, or nothing, once pasted.
const FORBIDDEN: &[(&str, &str)] = &[
    ("$crate", "`$crate` in a macro needs rewriting"),
    (
        "crate::",
        "`crate::` paths change meaning inside `mod lightsout`; use `super::`",
    ),
    ("#[macro_export]", "exported macros move to the crate root"),
    ("#![", "inner attributes cannot move into a pasted module"),
    ("extern crate", "the bundle has no other crates"),
    ("include_str!", "included files are not pasted"),
    ("include_bytes!", "included files are not pasted"),
    ("include!", "included files are not pasted"),
    (
        "env!(\"CARGO",
        "cargo's environment is not there under plain rustc",
    ),
    ("#[path", "module paths are not pasted"),
];

/// The single-file source for `binary`. `read` gives the text of a file
/// named relative to the crate root (`"src/lib.rs"`, `"bin/fliptile.rs"`).
///
/// # Example
/// ```
/// let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
/// let source = lightsout::bundle::bundle("fliptile", "0.1.0", &mut |path| {
///     std::fs::read_to_string(root.join(path))
/// })
/// .unwrap();
/// assert!(source.contains("mod lightsout {"));
/// assert!(!source.contains("#[cfg(test)]"));
/// ```
pub fn bundle(
    binary: &str,
    version: &str,
    read: &mut dyn FnMut(&str) -> io::Result<String>,
) -> Result<String, Error> {
    if !BINARIES.contains(&binary) {
        return Err(Error::UnknownBinary(binary.to_string()));
    }
    let mut load = |path: &str| read(path).map_err(|error| Error::Read(path.to_string(), error));

    let bin_path = format!("bin/{}.rs", binary);
    let bin = strip_tests(&bin_path, &load(&bin_path)?)?;
    check(&bin_path, &bin, &["crate::"])?;
    let lib = load("src/lib.rs")?;
    let (lib_docs, modules) = library_root(&lib)?;

    // The modules the binary reaches, found by following names.
    let mut texts: Vec<Option<String>> = vec![None; modules.len()];
    let mut pending = uses(&bin, "lightsout::");
    while let Some(name) = pending.pop() {
        let index = match modules.iter().position(|m| *m == name) {
            Some(index) => index,
            None => {
                let line = line_of(&bin, &name);
                let reason = format!("`{}` is not a module of src/lib.rs", name);
                return Err(Error::Unpastable {
                    path: bin_path,
                    line,
                    reason,
                });
            }
        };
        if texts[index].is_some() {
            continue;
        }
        let path = format!("src/{}.rs", name);
        let text = strip_tests(&path, &load(&path)?)?;
        check(&path, &text, &[])?;
        pending.extend(uses(&text, "super::"));
        texts[index] = Some(text);
    }

    let mut out = String::new();
    out.push_str(&format!(
        "// lightsout {}: the `{}` binary as one file, for judge submission.\n\
         // Made by `cargo run --release --bin bundle -- {}` from {} and the\n\
         // library modules it uses (src/*.rs, without their tests). Edit those, not this.\n\n",
        version, binary, binary, bin_path
    ));
    out.push_str(&bin);
    out.push_str("\n// The library, src/lib.rs.\n#[allow(dead_code)]\nmod lightsout {\n");
    out.push_str(&lib_docs);
    for (name, text) in modules.iter().zip(&texts) {
        if let Some(text) = text {
            out.push_str(&format!(
                "\n// src/{}.rs\npub mod {} {{\n{}}}\n",
                name, name, text
            ));
        }
    }
    out.push_str("}\n");
    Ok(out)
}

/// The inner doc comment of `src/lib.rs` and the modules it declares, in
/// order. Anything else in the crate root would be lost in the paste.
fn library_root(lib: &str) -> Result<(String, Vec<String>), Error> {
    let mut docs = String::new();
    let mut modules = Vec::new();
    for (index, line) in lib.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with("//!") {
            docs.push_str(line);
            docs.push('\n');
        } else if let Some(name) = trimmed
            .strip_prefix("pub mod ")
            .and_then(|rest| rest.strip_suffix(';'))
        {
            modules.push(name.to_string());
        } else if !(trimmed.is_empty() || trimmed.starts_with("//")) {
            return Err(Error::Unpastable {
                path: "src/lib.rs".to_string(),
                line: index + 1,
                reason: "the crate root may hold only docs and `pub mod name;` lines".to_string(),
            });
        }
    }
    Ok((docs, modules))
}

/// `text` without its `#[cfg(test)]` items. An item ends on its own line
/// if that line ends in `;`, else at the next line that closes a brace at
/// the attribute's indentation (the layout `cargo fmt` keeps).
fn strip_tests(path: &str, text: &str) -> Result<String, Error> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    let mut index = 0;
    while index < lines.len() {
        let line = lines[index];
        let trimmed = line.trim_start();
        if trimmed != "#[cfg(test)]" {
            out.push_str(line);
            out.push('\n');
            index += 1;
            continue;
        }
        let start = index + 1;
        let indent = &line[..line.len() - trimmed.len()];
        let close = format!("{}}}", indent);
        let end = match lines.get(start) {
            Some(first) if first.trim_end().ends_with(';') => Some(start),
            Some(_) => (start..lines.len()).find(|&i| lines[i].trim_end() == close),
            None => None,
        };
        match end {
            Some(end) => index = end + 1,
            None => {
                return Err(Error::Unpastable {
                    path: path.to_string(),
                    line: index + 1,
                    reason: "cannot find the end of this #[cfg(test)] item".to_string(),
                });
            }
        }
    }
    Ok(out)
}

/// Whether `line` is code rather than a comment.
fn is_code(line: &str) -> bool {
    !line.trim_start().starts_with("//")
}

/// Fails on the first code line holding a forbidden construct, other than
/// those in `allowed`, or declaring a module in a file of its own.
fn check(path: &str, text: &str, allowed: &[&str]) -> Result<(), Error> {
    for (index, line) in text.lines().enumerate() {
        if !is_code(line) {
            continue;
        }
        let unpastable = |reason: &str| Error::Unpastable {
            path: path.to_string(),
            line: index + 1,
            reason: reason.to_string(),
        };
        for (pattern, reason) in FORBIDDEN {
            if line.contains(pattern) && !allowed.contains(pattern) {
                return Err(unpastable(reason));
            }
        }
        let trimmed = line.trim();
        let declaration = trimmed.strip_prefix("pub ").unwrap_or(trimmed);
        if declaration.starts_with("mod ") && trimmed.ends_with(';') {
            return Err(unpastable(
                "module files of a module are not pasted; keep each module in one file",
            ));
        }
    }
    Ok(())
}

/// The first path segment after each `prefix` in the code lines of `text`,
/// including each path in a `prefix{a, b::c}` group.
fn uses(text: &str, prefix: &str) -> Vec<String> {
    let code: String = text
        .lines()
        .filter(|line| is_code(line))
        .collect::<Vec<_>>()
        .join("\n");
    let mut names = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find(prefix) {
        rest = &rest[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for path in group.split(',') {
                names.push(identifier(path.trim_start()));
            }
        } else {
            names.push(identifier(rest));
        }
    }
    names.retain(|name| !name.is_empty() && name != "self");
    names
}

/// The identifier at the start of `text`.
fn identifier(text: &str) -> String {
    text.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// The 1-based line of the first mention of `name` in `text`.
fn line_of(text: &str, name: &str) -> usize {
    text.lines()
        .position(|line| line.contains(name))
        .map_or(1, |i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn files(extra: &[(&str, &str)]) -> HashMap<String, String> {
        let mut files: HashMap<String, String> = [
            ("src/lib.rs", "//! Docs.\n\npub mod a;\npub mod b;\npub mod unused;\n"),
            ("src/a.rs", "//! A.\nuse super::b::twice;\npub fn a() -> u32 { twice(2) }\n"),
            (
                "src/b.rs",
                "pub fn twice(x: u32) -> u32 { x * 2 }\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n",
            ),
            ("src/unused.rs", "pub fn unused() {}\n"),
            ("bin/fliptile.rs", "use lightsout::a;\nfn main() { println!(\"{}\", a::a()); }\n"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        for (path, text) in extra {
            files.insert(path.to_string(), text.to_string());
        }
        files
    }

    fn make(files: &HashMap<String, String>) -> Result<String, Error> {
        bundle("fliptile", "0.0.0", &mut |path| {
            files
                .get(path)
                .cloned()
                .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "missing"))
        })
    }

    #[test]
    fn pastes_used_modules_in_library_order_without_tests() {
        let source = make(&files(&[])).unwrap();
        let a = source.find("pub mod a {").unwrap();
        let b = source.find("pub mod b {").unwrap();
        assert!(a < b);
        assert!(!source.contains("pub mod unused"));
        assert!(!source.contains("cfg(test)") && !source.contains("fn t()"));
        assert!(source.contains("//! Docs.\n"));
    }

    #[test]
    fn refuses_what_would_break() {
        let cases = [
            (
                "src/b.rs",
                "pub fn twice(x: u32) -> u32 { crate::b::once(x) }\n",
                "src/b.rs:1:",
                "`crate::`",
            ),
            (
                "src/b.rs",
                "macro_rules! m { () => { $crate::b::x() } }\n",
                "src/b.rs:1:",
                "`$crate`",
            ),
            (
                "src/b.rs",
                "\npub const T: &str = include_str!(\"t\");\n",
                "src/b.rs:2:",
                "included",
            ),
            ("src/b.rs", "pub mod inner;\n", "src/b.rs:1:", "one file"),
            (
                "src/lib.rs",
                "#![no_std]\npub mod a;\npub mod b;\n",
                "src/lib.rs:1:",
                "crate root",
            ),
            (
                "src/b.rs",
                "#![allow(unused)]\n",
                "src/b.rs:1:",
                "inner attributes",
            ),
            (
                "src/b.rs",
                "#[cfg(test)]\nmod tests {\n",
                "src/b.rs:1:",
                "end of this",
            ),
            (
                "bin/fliptile.rs",
                "use lightsout::zzz;\nfn main() {}\n",
                "bin/fliptile.rs:1:",
                "not a module",
            ),
        ];
        for (path, text, place, reason) in &cases {
            let message = make(&files(&[(path, text)])).unwrap_err().to_string();
            assert!(
                message.starts_with(place) && message.contains(reason),
                "{}",
                message
            );
        }
    }

    #[test]
    fn comments_may_mention_anything() {
        let text =
            "/// See [`crate::b`], `$crate`, include_str!.\npub fn twice(x: u32) -> u32 { x }\n";
        assert!(make(&files(&[("src/b.rs", text)])).is_ok());
    }

    #[test]
    fn unknown_binaries_and_missing_files_are_errors() {
        let error = bundle("nope", "0", &mut |_| Ok(String::new())).unwrap_err();
        assert_eq!(
            error.to_string(),
            "no judge binary named \"nope\"; choose one of: extended_lights_out, fliptile"
        );
        let mut files = files(&[]);
        files.remove("src/b.rs");
        assert_eq!(
            make(&files).unwrap_err().to_string(),
            "cannot read src/b.rs: missing"
        );
    }

    #[test]
    fn grouped_paths_are_followed() {
        assert_eq!(
            uses("use super::{a::x, b, self};\nuse super::c;", "super::"),
            vec!["a", "b", "c"]
        );
    }
}
