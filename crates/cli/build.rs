//! Builds what the two programs carry, so that a built or installed program
//! needs no checkout:
//! - for `lightsout-bundle`, the list of source files it pastes: every `.rs`
//!   file of the library (`src/` at the repository's root) and of the
//!   judges' crate (`crates/judges/src/`, the judge binaries among them), by
//!   path from the repository's root. A file's text is `include_str!`ed,
//!   which cargo follows by itself; a folder is named so that a file added
//!   to it is seen.
//! - for `lightsout serve`, the page's engine: the game's crate compiled to
//!   WebAssembly, as `scripts/build-page` compiles it (the `page` profile,
//!   by a cargo of its own in `OUT_DIR`). Where the toolchain has no
//!   wasm32-unknown-unknown target the engine is left empty, and `serve`
//!   says how to get it; where the target is there and the build fails,
//!   cargo shows why as a warning. `LIGHTSOUT_WASM_FLAGS` are its
//!   RUSTFLAGS, as the script's (`-C linker=wasm-ld` for Debian's rustc).

use std::env;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

const WASM: &str = "wasm32-unknown-unknown";

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

/// The page's engine built into `out`, or why not (`None`: no target).
fn engine(root: &Path, out: &Path) -> Result<Option<PathBuf>, String> {
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let libdir = Command::new(&rustc)
        .args(["--print", "target-libdir", "--target", WASM])
        .output()
        .map_err(|error| format!("cannot run rustc: {}", error))?;
    let libdir = PathBuf::from(String::from_utf8_lossy(&libdir.stdout).trim());
    // A target added later builds the engine then.
    if let Some(rustlib) = libdir.parent().and_then(Path::parent) {
        println!("cargo:rerun-if-changed={}", rustlib.display());
    }
    if !libdir.is_dir() {
        return Ok(None);
    }
    for manifest in ["Cargo.toml", "Cargo.lock", "crates/game/Cargo.toml"] {
        println!("cargo:rerun-if-changed={}", root.join(manifest).display());
    }
    sources(&root.join("crates/game/src"), &mut Vec::new()).map_err(|e| e.to_string())?;
    println!("cargo:rerun-if-env-changed=LIGHTSOUT_WASM_FLAGS");
    let target = out.join("engine");
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let built = Command::new(cargo)
        .args(["rustc", "--quiet", "--offline", "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .args(["-p", "lightsout-game", "--lib", "--crate-type", "cdylib"])
        .args(["--target", WASM, "--profile", "page"])
        .env("CARGO_TARGET_DIR", &target)
        .env(
            "RUSTFLAGS",
            env::var_os("LIGHTSOUT_WASM_FLAGS").unwrap_or_default(),
        )
        // The outer build's: its flags, its target's, clippy's driver.
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("RUSTC_WORKSPACE_WRAPPER")
        .env_remove("RUSTC_WRAPPER")
        .env_remove("CARGO_BUILD_TARGET")
        .output()
        .map_err(|error| format!("cannot run cargo: {}", error))?;
    if !built.status.success() {
        let why = String::from_utf8_lossy(&built.stderr);
        let first = why
            .lines()
            .find(|line| line.contains("error"))
            .unwrap_or("");
        return Err(format!("cargo failed: {}", first.trim()));
    }
    Ok(Some(target.join(WASM).join("page/lightsout_game.wasm")))
}

fn main() -> io::Result<()> {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let root = manifest.join("../..").canonicalize()?;
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets it"));
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
    fs::write(out.join("sources.rs"), list)?;

    let engine = match engine(&root, &out) {
        Ok(Some(wasm)) => format!("include_bytes!({:?})", wasm),
        Ok(None) => "&[]".to_string(),
        Err(why) => {
            println!(
                "cargo:warning=the page's engine (WebAssembly) is not built: {}",
                why
            );
            "&[]".to_string()
        }
    };
    fs::write(
        out.join("engine.rs"),
        format!("pub const ENGINE: &[u8] = {};\n", engine),
    )
}
