//! Nothing to time: `cargo bench` builds this package's binaries through
//! this bench, for the root's bench, which runs some of them.

fn main() {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    assert!(dir
        .join(format!("fliptile{}", std::env::consts::EXE_SUFFIX))
        .exists());
}
