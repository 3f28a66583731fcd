//! SIGHUP, SIGINT, SIGQUIT and SIGTERM as a flag that a loop reads between
//! its waits: the game's, so that it puts the terminal back on its way out,
//! and the server's, so that it stops cleanly. The crate takes no
//! dependency: `signal` is the C library's, which std already links.

use std::sync::atomic::{AtomicI32, Ordering};

/// The signal caught, or 0.
static CAUGHT: AtomicI32 = AtomicI32::new(0);

/// SIGHUP, SIGINT, SIGQUIT and SIGTERM (the same numbers on Linux and the
/// BSDs).
const SIGNALS: [i32; 4] = [1, 2, 3, 15];

extern "C" {
    fn signal(signum: i32, handler: extern "C" fn(i32)) -> usize;
}

/// Only stores: nothing else is safe in a signal handler.
extern "C" fn note(number: i32) {
    CAUGHT.store(number, Ordering::SeqCst);
}

/// From now on, these signals are noted instead of ending the process.
pub fn catch() {
    for number in SIGNALS {
        // SAFETY: `note` only stores to an atomic, which is safe in a
        // handler, and the C library's `signal` takes any handler.
        unsafe {
            signal(number, note);
        }
    }
}

/// The signal caught since [`catch`], if any.
pub fn caught() -> Option<i32> {
    match CAUGHT.load(Ordering::SeqCst) {
        0 => None,
        number => Some(number),
    }
}
