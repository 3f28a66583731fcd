//! Builds the list of source files that `lightsout-bundle` carries, so that a
//! built or installed `lightsout-bundle` needs no checkout: every `.rs` file
//! of the library (`src/` at the repository's root) and of the judges'
//! crate (`crates/judges/src/`, the judge binaries among them), by path from
//! the repository's root.
//!
//! A file's text is `include_str!`ed, which cargo follows by itself; a
//! folder is named so that a file added to it is seen.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
    println!("cargo:rerun-if-changed={}", dir.display());
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            sources(&path, out)?;
        } else if path.extension().map_or(false, |e| e == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

fn main() -> io::Result<()> {
    let manifest =
        PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let root = manifest.join("../..").canonicalize()?;
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files)?;
    sources(&root.join("crates/judges/src"), &mut files)?;
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
