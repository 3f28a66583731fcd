//! Prints a judge binary, or a contestant's own file written with the
//! library, as one Rust source file, for online judges that take one
//! source file and no crates: see `lightsout-bundle --help`.
//!
//! A contestant's file ([`user`]) is kept as written but for the
//! `lightsout::` paths that would mean something else in the bundle, and
//! the library follows it in `mod lightsout`,
//! nested as the crate nests it (the layers below are a judge binary's
//! bundle, laid out flat to save bytes; a contestant's file names the
//! library by its own paths, which stay as they are). Its bundle is then
//! compiled as a judge would ([`check`]), and refused with the first error
//! at the file's line if it fails.
//!
//! The bundle is the binary's own source, its `lightsout::` paths made
//! `crate::`, followed by the library modules it reaches, each pasted as
//! `mod name { ... }`, so that the library's `crate::` paths mean what they
//! mean in the crate. A layer folder (`board/`, `linalg/`, `engine/`,
//! `problems/`, ...: a module at the library's root that holds modules) is
//! not pasted itself: its modules stand at the bundle's root and
//! `crate::board::grid` is written `crate::grid`, so the layers cost the
//! bundle no indentation; the folder's own items, where some are reached,
//! stand in a module of its name beside them (`crate::engine::solve`).
//!
//! Only the items the binary reaches are pasted: functions, types,
//! constants, the methods of inherent impls that some pasted code calls, the
//! trait impls of pasted types, and of each `use` the names still used. Doc
//! comments and comments are dropped, tests too; the code keeps the layout
//! `cargo fmt` gave it, indented one level per module, with a tab for each
//! four spaces of indentation (what rustfmt writes with `hard_tabs`; about a
//! fifth of the bytes), and string literals stay byte for byte. Anything that would not survive the paste (`$crate`,
//! inner attributes, `include_str!`, cargo's compile-time environment, ...)
//! is an error, never a silently broken file.
//!
//! Reachability follows names, not types: a method is pasted when its type
//! is and some pasted code names it after `.` or `::`. That can keep a
//! method that nothing calls, which the bundle tests would see as a
//! warning; they compile every registered binary's bundle with warnings
//! denied.
//!
//! The library's sources are embedded in this binary when it is built
//! (`build.rs` lists `src/`), so an installed `lightsout-bundle` works anywhere.

mod check;
mod emit;
mod items;
mod lex;
mod module;
mod places;
mod reach;
mod std_names;
mod user;

use std::fmt;
use std::io;

use lightsout_judges::judge::{self, arguments, exit_status, write};
use lightsout_judges::problems;

use items::File;
use reach::Crate;
use user::UserFile;

/// Every source file of the library and of the judge binaries, by path
/// from the crate root: `SOURCES: &[(&str, &str)]`.
mod sources {
    include!(concat!(env!("OUT_DIR"), "/sources.rs"));
}

const HELP: &str = "\
lightsout-bundle: prints a Rust program and the library items it uses as one
self-contained source file, to submit to an online judge.

Usage: lightsout-bundle [--no-check] FILE.rs   (or - for stdin)
       lightsout-bundle NAME

FILE.rs is your own solution, written with the library (`use lightsout::...`):
the bundle is your file as you wrote it, its lines where they were, followed
by the library items it uses in `mod lightsout` (a path that would mean
something else there is made `crate::lightsout::`). Where rustc is on PATH
($RUSTC if set), the bundle is compiled as a judge would, under editions 2021
and 2015, before it is printed: an error is one line naming FILE:LINE, with
nothing on stdout (--no-check prints the bundle unchecked). A file that needs
files beside it (`mod helper;`, #[path], include_str!, env!) is refused so,
as is one over 1 MiB. NAME is one of the judge binaries: the bundle is its
source followed by the library items it uses. A FILE is a path ending in .rs,
or any path with a /.

The file has no comments or tests of the library, needs no crates, and
compiles with plain `rustc` (rustc 1.63 or newer, any edition from 2015 to
2024). A library path that names nothing, or a construct the bundler does not
read, is one line naming FILE:LINE, with nothing on stdout. The library's
sources are built into `lightsout-bundle`, so it runs from any directory.

Examples:
  $ lightsout-bundle main.rs > submit.rs
  $ rustc -O --edition 2021 submit.rs && ./submit < sample.in
  $ lightsout-bundle fliptile > main.rs
  $ rustc -O --edition 2021 main.rs && ./main < samples/fliptile/statement.in
";

/// Why a bundle could not be made.
#[derive(Debug)]
pub enum Error {
    /// The binary is not a registered judge problem.
    UnknownBinary(String),
    /// A source file could not be read.
    Read(String, io::Error),
    /// A contestant's file names a library path that names nothing.
    NotInLibrary {
        /// The file, as given.
        path: String,
        /// The 1-based line.
        line: usize,
        /// What is missing.
        reason: String,
    },
    /// A contestant's file holds what a judge cannot build, or what the
    /// bundle could not keep as cargo builds it.
    Refused {
        /// The file, as given.
        path: String,
        /// The 1-based line.
        line: usize,
        /// Why.
        reason: String,
    },
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
            Error::UnknownBinary(name) => write!(
                f,
                "no judge binary named {:?}; choose one of: {}",
                name,
                problems::names()
            ),
            Error::Read(path, error) => write!(f, "cannot read {}: {}", path, error),
            Error::NotInLibrary { path, line, reason }
            | Error::Refused { path, line, reason } => {
                write!(f, "{}:{}: {}", path, line, reason)
            }
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

/// The single-file source for the judge binary `binary`. `sources` holds
/// the text of every file by its path from the crate root (`"src/lib.rs"`,
/// `"src/bin/fliptile.rs"`).
fn bundle(binary: &str, version: &str, sources: &[(&str, &str)]) -> Result<String, Error> {
    if problems::find(binary).is_none() {
        return Err(Error::UnknownBinary(binary.to_string()));
    }
    bundle_file(
        &format!("{}bin/{}.rs", reach::JUDGES, binary),
        version,
        sources,
    )
}

/// The bundle of the binary whose source is `bin_path`.
fn bundle_file(
    bin_path: &str,
    version: &str,
    sources: &[(&str, &str)],
) -> Result<String, Error> {
    let text = sources
        .iter()
        .find(|(path, _)| *path == bin_path)
        .map(|(_, text)| text.to_string())
        .ok_or_else(|| {
            let error = io::Error::new(io::ErrorKind::NotFound, "not among the sources");
            Error::Read(bin_path.to_string(), error)
        })?;
    let binary = File::new(bin_path, text)?;
    let items = binary.items(0, binary.code.len())?;
    let mut crate_ = Crate::load(binary, items, sources, false)?;
    crate_.reach();
    let name = bin_path
        .rsplit('/')
        .next()
        .unwrap_or(bin_path)
        .trim_end_matches(".rs");
    let mut out = format!(
        "// lightsout {}: the `{}` binary as one file, for judge submission.\n\
         // Generated by `lightsout-bundle {}`\n\
         // from {} and the items it uses,\n\
         // without comments and tests. Edit those, not this.\n\n",
        version, name, name, bin_path
    );
    crate_.emit(&mut out)?;
    Ok(emit::with_tabs(&out))
}

/// The bundle of a contestant's file, `text`, read from `label` (the
/// path given, or `-`); compiled first as a judge would (see [`check`])
/// where `check` asks.
fn bundle_user(
    label: &str,
    text: String,
    version: &str,
    sources: &[(&str, &str)],
    check: bool,
) -> Result<String, Error> {
    let user = UserFile::read(label, text)?;
    let mut crate_ = Crate::load(user.file.clone(), Vec::new(), sources, true)?;
    crate_.std_names = user.std_names.clone();
    crate_.no_prelude = user.no_prelude;
    let items = user.items(&crate_)?;
    crate_.modules[0].set_items(items);
    crate_.reach();
    // A name with a line end in it would end the comment.
    let shown: String = label
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    let header = format!(
        "// {} with the library lightsout {} in one file, for judge submission.\n\
         // Generated by `lightsout-bundle {}`: edit that file, not this one.\n",
        shown, version, shown
    );
    let own = user.text();
    let mut out = String::new();
    crate_.emit_user(&own, &header, &user.lints, &mut out)?;
    refuse_macros_reaching_library(&user, &out[own.len()..])?;
    if !check {
        return Ok(out);
    }
    match check::compile(&out) {
        check::Checked::Compiles => Ok(out),
        check::Checked::Skipped(why) => {
            eprintln!("lightsout-bundle: note: the bundle is not checked: {}", why);
            Ok(out)
        }
        check::Checked::Fails(failure) => {
            // The file's lines are the bundle's first; an error past them
            // is in the library, from where the file first reaches it.
            let own_lines = own.matches('\n').count();
            let (line, place) = match failure.line {
                Some(line) if line <= own_lines => (line, ""),
                _ => (user.first_use, ", in the library pasted after the file"),
            };
            Err(Error::Refused {
                path: label.to_string(),
                line,
                reason: format!(
                    "the bundle does not compile under edition {}{}: {} (--no-check skips this check)",
                    failure.edition, place, failure.message
                ),
            })
        }
    }
}

/// Refuses a `macro_rules!` of the file's root (in textual scope to the
/// file's end, so in the library pasted after it) named as a macro that
/// the pasted `library` calls: there it would replace std's.
fn refuse_macros_reaching_library(user: &UserFile, library: &str) -> Result<(), Error> {
    if user.root_macros.is_empty() {
        return Ok(());
    }
    let pasted = File::new("", library.to_string())?;
    let called: std::collections::BTreeSet<&str> = (0..pasted.code.len())
        .filter(|&k| {
            pasted.kind(k) == Some(lex::Kind::Ident)
                && pasted.word(k + 1) == "!"
                && pasted.word(k + 2) != "="
        })
        .map(|k| pasted.word(k))
        .collect();
    let file = &user.file;
    for &k in &user.root_macros {
        let name = file.word(k);
        if called.contains(name) {
            return Err(file.refuse(
                k,
                &format!(
                    "macro_rules! {} would replace std's {}! in the library's code pasted below it \
                     (rename it, or define it in the function that calls it)",
                    name, name
                ),
            ));
        }
    }
    Ok(())
}

/// The most bytes a contestant's file may have: twice what the largest
/// judge takes (AtCoder's 512 KiB), so that reading `/dev/zero` or a
/// stream that never ends stops at once.
const MAX_FILE_BYTES: usize = 1 << 20;

/// Whether an argument names a contestant's file rather than a judge
/// binary.
fn names_a_file(arg: &str) -> bool {
    arg == "-" || arg.ends_with(".rs") || arg.contains('/') || arg.contains('\\')
}

/// Reads the contestant's file `arg` (`-`: stdin), at most
/// [`MAX_FILE_BYTES`] of it.
fn read_user(arg: &str) -> Result<String, lightsout_judges::error::Error> {
    use lightsout_judges::error::Error as Failed;
    let mut bytes = Vec::new();
    let limit = MAX_FILE_BYTES as u64 + 1;
    if arg == "-" {
        io::Read::read_to_end(&mut io::Read::take(io::stdin().lock(), limit), &mut bytes)
            .map_err(Failed::Read)?;
    } else {
        std::fs::File::open(arg)
            .and_then(|file| {
                io::Read::read_to_end(&mut io::Read::take(file, limit), &mut bytes)
            })
            .map_err(|error| Failed::File(arg.to_string(), error))?;
    }
    let label = if arg == "-" { "stdin" } else { arg };
    if bytes.len() > MAX_FILE_BYTES {
        // The line of the first byte past the bound.
        let line = bytes[..MAX_FILE_BYTES]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        return Err(Failed::Failed(format!(
            "{}:{}: more than {} bytes, past what any judge takes",
            label, line, MAX_FILE_BYTES
        )));
    }
    String::from_utf8(bytes).map_err(|error| {
        let valid = &error.as_bytes()[..error.utf8_error().valid_up_to()];
        let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
        Failed::Failed(format!("{}:{}: not UTF-8 text", label, line))
    })
}

/// The bundle of the contestant's file `arg`, checked where `check` asks.
fn bundle_contestants(
    arg: &str,
    check: bool,
) -> Result<String, lightsout_judges::error::Error> {
    let text = read_user(arg)?;
    let label = if arg == "-" { "stdin" } else { arg };
    bundle_user(label, text, judge::VERSION, sources::SOURCES, check)
        .map_err(|error| lightsout_judges::error::Error::Failed(error.to_string()))
}

fn main() {
    let args = arguments();
    let outcome = match args.as_slice() {
        [flag] if flag == "-h" || flag == "--help" => Ok(HELP.to_string()),
        [flag] if flag == "-V" || flag == "--version" => {
            Ok(format!("lightsout-bundle {}\n", judge::VERSION))
        }
        [file] if names_a_file(file) => bundle_contestants(file, true),
        [flag, file] | [file, flag] if flag == "--no-check" && names_a_file(file) => {
            bundle_contestants(file, false)
        }
        [name] => {
            bundle(name, judge::VERSION, sources::SOURCES).map_err(|error| match error {
                Error::UnknownBinary(_) => {
                    lightsout_judges::error::Error::usage(&error.to_string())
                }
                _ => lightsout_judges::error::Error::Failed(error.to_string()),
            })
        }
        _ => Err(lightsout_judges::error::Error::usage(&format!(
            "expected a file FILE.rs, or - for stdin, or one judge binary name ({})",
            problems::names()
        ))),
    };
    let written = outcome.and_then(|text| write(&mut io::stdout().lock(), text.as_bytes()));
    std::process::exit(exit_status("lightsout-bundle", written.map(|()| 0)));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn make(files: &[(&str, &str)]) -> Result<String, Error> {
        bundle_file("src/bin/main.rs", "0.0.0", files)
    }

    const LIB: &str = "//! Docs.\n\npub mod a;\npub mod b;\npub mod unused;\n";
    const A: &str = "//! A.\nuse crate::b::{twice, Thing};\n\n/// Doc.\npub fn a() -> u32 {\n    // Why.\n    twice(2) + Thing::new().get() // Trailing.\n}\n\npub fn dead() {}\n";
    const B: &str = "pub fn twice(x: u32) -> u32 {\n    x * 2\n}\n\npub struct Thing(u32);\n\nimpl Thing {\n    pub fn new() -> Thing {\n        Thing(1)\n    }\n\n    pub fn unused(&self) {}\n\n    pub fn get(&self) -> u32 {\n        self.0\n    }\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n";
    const MAIN: &str = "fn main() {\n    println!(\"{}\", lightsout::a::a());\n}\n";

    fn files<'a>(extra: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
        let mut files = vec![
            ("src/lib.rs", LIB),
            ("src/a.rs", A),
            ("src/b.rs", B),
            ("src/unused.rs", "pub fn unused() {}\n"),
            ("src/bin/main.rs", MAIN),
        ];
        for &(path, text) in extra {
            files.retain(|(p, _)| *p != path);
            files.push((path, text));
        }
        files
    }

    #[test]
    fn pastes_only_what_is_reached_without_comments() {
        let source = make(&files(&[])).unwrap();
        assert_eq!(
            body(&source),
            "fn main() {\n\tprintln!(\"{}\", crate::a::a());\n}\n\
             \nmod a {\n\tuse crate::b::{twice, Thing};\n\n\tpub fn a() -> u32 {\n\t\ttwice(2) + Thing::new().get()\n\t}\n}\n\
             \nmod b {\n\tpub fn twice(x: u32) -> u32 {\n\t\tx * 2\n\t}\n\n\tpub struct Thing(u32);\n\n\timpl Thing {\n\t\tpub fn new() -> Thing {\n\t\t\tThing(1)\n\t\t}\n\n\t\tpub fn get(&self) -> u32 {\n\t\t\tself.0\n\t\t}\n\t}\n}\n"
        );
    }

    #[test]
    fn a_local_named_like_an_item_does_not_reach_it() {
        // `kernel` is a typed `let`, a closure's parameter and a pattern's
        // binding here, never the function.
        let b = "pub fn kernel() -> u32 {\n    3\n}\n\npub fn twice(x: u32) -> u32 {\n    let kernel: u32 = x;\n    let f = |_: u8, kernel: &u32| kernel * 2;\n    let (one, kernel2) = (kernel, 1);\n    f(0, &kernel) + one + kernel2\n}\n\npub struct Thing(u32);\n\nimpl Thing {\n    pub fn new() -> Thing {\n        Thing(1)\n    }\n\n    pub fn get(&self) -> u32 {\n        self.0\n    }\n}\n";
        let source = make(&files(&[("src/b.rs", b)])).unwrap();
        assert!(
            source.contains("pub fn twice") && !source.contains("fn kernel"),
            "{}",
            source
        );
        // Called, it is reached.
        let called = b.replace("kernel * 2;", "kernel * kernel();");
        let source = make(&files(&[("src/b.rs", &called)])).unwrap();
        assert!(source.contains("fn kernel"), "{}", source);
    }

    #[test]
    fn strings_and_nested_modules_survive() {
        let lib = "pub mod p;\n";
        // A layer folder, though it holds an item of its own: `q` stands at
        // the root, `r` within it.
        let p = "pub mod q;\n\npub fn unused() {}\n";
        let q = "pub mod r;\n";
        let r = "pub const HELP: &str = \"\\\nline // not a comment\n\n  indented\n\";\n";
        let main = "fn main() {\n    print!(\"{}\", lightsout::p::q::r::HELP);\n}\n";
        let source = make(&[
            ("src/lib.rs", lib),
            ("src/p/mod.rs", p),
            ("src/p/q.rs", q),
            ("src/p/q/r.rs", r),
            ("src/bin/main.rs", main),
        ])
        .unwrap();
        assert!(source.ends_with(
            "print!(\"{}\", crate::q::r::HELP);\n}\n\nmod q {\n\tpub mod r {\n\t\tpub const HELP: &str = \"\\\nline // not a comment\n\n  indented\n\";\n\t}\n}\n"
        ), "{}", source);
    }

    #[test]
    fn a_layers_own_items_stand_in_a_module_of_its_name() {
        let layer = "pub mod inner;\n\npub fn three() -> u32 {\n    inner::one() + 2\n}\n";
        let main = "fn main() {\n    println!(\"{}\", lightsout::layer::three());\n}\n";
        let source = make(&[
            ("src/lib.rs", "pub mod layer;\n"),
            ("src/layer/mod.rs", layer),
            ("src/layer/inner.rs", "pub fn one() -> u32 {\n    1\n}\n"),
            ("src/bin/main.rs", main),
        ])
        .unwrap();
        assert_eq!(
            body(&source),
            "fn main() {\n\tprintln!(\"{}\", crate::layer::three());\n}\n\
             \nmod layer {\n\tpub fn three() -> u32 {\n\t\tcrate::inner::one() + 2\n\t}\n}\n\
             \nmod inner {\n\tpub fn one() -> u32 {\n\t\t1\n\t}\n}\n"
        );
    }

    #[test]
    fn the_libraries_lint_levels_stay_behind() {
        let lib = "//! Docs.\n\n#![deny(missing_docs)]\n\npub mod a;\npub mod b;\npub mod unused;\n";
        let source = make(&files(&[("src/lib.rs", lib)])).unwrap();
        assert!(
            !source.contains("#!") && source.contains("mod a {"),
            "{}",
            source
        );
    }

    #[test]
    fn refuses_what_would_break() {
        let cases = [
            (
                "src/b.rs",
                "pub fn twice(x: u32) -> u32 { include!(\"t\") }\n",
                "src/b.rs:1:",
                "included",
            ),
            (
                "src/b.rs",
                "pub fn twice(x: u32) -> u32 { env!(\"X\").len() as u32 }\n",
                "src/b.rs:1:",
                "environment",
            ),
            (
                "src/lib.rs",
                "#![no_std]\npub mod a;\n",
                "src/lib.rs:1:",
                "inner attributes",
            ),
            (
                "src/b.rs",
                "\npub fn twice(x: u32) -> u32 {\n    \"\n",
                "src/b.rs:3:",
                "unterminated",
            ),
            (
                "src/a.rs",
                "use crate::b::*;\npub fn a() -> u32 { 1 }\n",
                "src/a.rs:1:",
                "glob",
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
        let b = "/// See `$crate`, include_str!, env!.\npub fn twice(x: u32) -> u32 {\n    x\n}\npub struct Thing(u32);\nimpl Thing {\n    pub fn new() -> Thing {\n        Thing(0)\n    }\n    pub fn get(&self) -> u32 {\n        self.0\n    }\n}\n";
        assert!(make(&files(&[("src/b.rs", b)])).is_ok());
    }

    #[test]
    fn a_field_is_not_the_function_of_its_name() {
        // `lanes` the field, declared, set and read, is not `lanes` the
        // function, which nothing calls.
        let b = "pub struct Thing {\n    lanes: u32,\n}\n\nimpl Thing {\n    pub fn new() -> Thing {\n        Thing { lanes: 2 }\n    }\n\n    pub fn get(&self) -> u32 {\n        self.lanes\n    }\n}\n\npub fn lanes() -> u32 {\n    4\n}\n\npub fn twice(x: u32) -> u32 {\n    x * 2\n}\n";
        let source = make(&files(&[("src/b.rs", b)])).unwrap();
        assert!(
            source.contains("self.lanes") && !source.contains("fn lanes"),
            "{}",
            source
        );
    }

    #[test]
    fn modules_a_macro_declares_are_found_in_their_folder() {
        // The registry of problems declares its modules with a macro: the
        // files of a layer's folder are its modules, declared or not, and
        // neither the macro nor its call is pasted; a test module is not read.
        let layer = "macro_rules! each {\n    ($then:ident) => {\n        $then! { inner }\n    };\n}\n\nmacro_rules! declare {\n    ($($name:ident)*) => {\n        $(pub mod $name;)*\n    };\n}\n\neach!(declare);\n\n#[cfg(test)]\nmod tests;\n";
        let source = make(&[
            ("src/lib.rs", "pub mod layer;\n"),
            ("src/layer/mod.rs", layer),
            ("src/layer/inner.rs", "pub fn one() -> u32 {\n    1\n}\n"),
            ("src/layer/tests.rs", "this would not lex: \""),
            (
                "src/bin/main.rs",
                "fn main() {\n    println!(\"{}\", lightsout::layer::inner::one());\n}\n",
            ),
        ])
        .unwrap();
        assert_eq!(
            body(&source),
            "fn main() {\n\tprintln!(\"{}\", crate::inner::one());\n}\n\
             \nmod inner {\n\tpub fn one() -> u32 {\n\t\t1\n\t}\n}\n"
        );
    }

    #[test]
    fn unknown_binaries_and_missing_files_are_errors() {
        let error = bundle("nope", "0", &[]).unwrap_err();
        assert!(error
            .to_string()
            .starts_with("no judge binary named \"nope\"; choose one of: "));
        let mut files = files(&[]);
        files.retain(|(path, _)| *path != "src/b.rs");
        assert_eq!(
            make(&files).unwrap_err().to_string(),
            "cannot read src/b.rs: not among the sources"
        );
    }

    /// A library with a layer folder, `layer` (holding `inner`), and `top`.
    fn layered(top: &str, main: &str) -> Result<String, Error> {
        make(&[
            ("src/lib.rs", "pub mod layer;\npub mod top;\n"),
            ("src/layer/mod.rs", "pub mod inner;\n"),
            ("src/layer/inner.rs", "pub fn one() -> u32 {\n    1\n}\n"),
            ("src/top.rs", top),
            ("src/bin/main.rs", main),
        ])
    }

    /// The bundle without its header.
    fn body(source: &str) -> String {
        source
            .split("\n\n")
            .skip(1)
            .collect::<Vec<_>>()
            .join("\n\n")
    }

    #[test]
    fn layer_folders_are_pasted_flat() {
        let top = "use crate::layer::inner::one;\n\npub fn two() -> u32 {\n    one() + crate::layer::inner::one()\n}\n";
        let main = "use lightsout::layer::inner;\n\nfn main() {\n    println!(\"{}\", inner::one() + lightsout::top::two());\n}\n";
        assert_eq!(
            body(&layered(top, main).unwrap()),
            "fn main() {\n\tprintln!(\"{}\", inner::one() + crate::top::two());\n}\n\
             \nmod inner {\n\tpub fn one() -> u32 {\n\t\t1\n\t}\n}\n\
             \nmod top {\n\tuse crate::inner::one;\n\n\tpub fn two() -> u32 {\n\t\tone() + crate::inner::one()\n\t}\n}\n"
        );
    }

    #[test]
    fn a_layer_named_as_a_module_is_refused() {
        let top =
            "use crate::layer;\n\npub fn two() -> u32 {\n    layer::inner::one()\n}\n";
        let main = "fn main() {\n    println!(\"{}\", lightsout::top::two());\n}\n";
        let error = layered(top, main).unwrap_err().to_string();
        assert!(
            error.starts_with("src/top.rs:1:") && error.contains("layer"),
            "{}",
            error
        );
    }

    /// Every `.rs` file under `dir`, as a path from `root`.
    fn rust_files(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                rust_files(&path, root, out);
            } else if path.extension().map_or(false, |e| e == "rs") {
                let relative = path.strip_prefix(root).unwrap();
                out.push(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }

    #[test]
    fn every_source_file_is_built_in_as_it_is() {
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
        let mut files = Vec::new();
        rust_files(&root.join("src"), root, &mut files);
        rust_files(&root.join(reach::JUDGES), root, &mut files);
        files.sort();
        let mut built_in: Vec<String> = sources::SOURCES
            .iter()
            .map(|(path, _)| path.to_string())
            .collect();
        built_in.sort();
        assert_eq!(built_in, files);
        for (path, embedded) in sources::SOURCES {
            let text = std::fs::read_to_string(root.join(path)).unwrap();
            assert_eq!(*embedded, text, "{}", path);
        }
    }

    #[test]
    fn an_embedded_judge_binary_bundles() {
        let source = bundle("fliptile", "0.1.0", sources::SOURCES).unwrap();
        assert!(source.contains("\nmod grid {"));
        assert!(!source.contains("#[cfg(test)]") && !source.contains("///"));
        assert!(!source.contains("crate::board::") && !source.contains("mod board"));
    }

    #[test]
    fn indentation_becomes_tabs_and_literals_stay() {
        let text = "mod a {\n    fn f() {\n        let s = \"x\n        y\";\n      }\n}\n";
        assert_eq!(
            emit::with_tabs(text),
            "mod a {\n\tfn f() {\n\t\tlet s = \"x\n        y\";\n\t  }\n}\n"
        );
    }
}
