//! Builds the list of source files that `lightsout-bundle` carries, so that a
//! built or installed `lightsout-bundle` needs no checkout: every `.rs` file under `src/` but
//! the folders of the programs under `src/bin/` (a judge binary is one file
//! there).
//!
//! It asks to run again only when the library changes (its folders, and
//! `src/lib.rs`), so that editing a program (`src/bin/`) rebuilds that
//! program alone. A file's text is `include_str!`ed, which cargo follows by
//! itself; a folder is named so that a file added to it is seen.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        let program = dir.ends_with("src/bin");
        if path.is_dir() {
            if !program {
                // src/bin holds the programs' folders: its files are named
                // one by one below.
                if !path.ends_with("src/bin") {
                    println!("cargo:rerun-if-changed={}", path.display());
                }
                sources(&path, out)?;
            }
        } else if path.extension().map_or(false, |e| e == "rs") {
            // A judge binary's file is seen once added: a new problem
            // comes with its line in src/problems/mod.rs.
            if dir.ends_with("src") {
                println!("cargo:rerun-if-changed={}", path.display());
            }
            out.push(path);
        }
    }
    Ok(())
}

fn main() -> io::Result<()> {
    let root =
        PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files)?;
    files.sort();
    let mut list = String::from("pub const SOURCES: &[(&str, &str)] = &[\n");
    for path in &files {
        let relative = path.strip_prefix(&root).expect("under the root");
        let name = relative.to_string_lossy().replace('\\', "/");
        list.push_str(&format!("    ({:?}, include_str!({:?})),\n", name, path));
    }
    list.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    fs::write(out.join("sources.rs"), list)
}
