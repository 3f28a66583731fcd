//! The CPU's own instructions where they pay, chosen at run time: the
//! fewest-press search's inner loops (the walk, the bound's enumeration,
//! the transform) run through [`with_cpu`], which compiles them twice, once
//! for any x86-64 and once with AVX2 and POPCNT, and runs the copy this CPU
//! can, chosen once ([`fast`]). The binaries stay portable;
//! `LIGHTSOUT_PORTABLE=1` forces the portable copy (the bench times both).

use std::sync::atomic::{AtomicU8, Ordering};

/// 0 not yet known, 1 portable, 2 fast.
static CHOICE: AtomicU8 = AtomicU8::new(0);

/// Whether this CPU runs the AVX2 copies, and nothing forbids them.
pub fn fast() -> bool {
    match CHOICE.load(Ordering::Relaxed) {
        1 => false,
        2 => true,
        _ => {
            let fast = detected() && std::env::var_os("LIGHTSOUT_PORTABLE").is_none();
            CHOICE.store(if fast { 2 } else { 1 }, Ordering::Relaxed);
            fast
        }
    }
}

/// Whether the CPU has AVX2 and POPCNT.
pub fn detected() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        is_x86_feature_detected!("avx2") && is_x86_feature_detected!("popcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Runs `work`, inlined into a copy compiled with AVX2 and POPCNT where
/// the CPU has them ([`fast`]), into the portable copy elsewhere.
#[inline(always)]
pub fn with_cpu<T>(work: impl FnOnce() -> T) -> T {
    #[cfg(target_arch = "x86_64")]
    {
        if fast() {
            // SAFETY: `fast` says the CPU has AVX2 and POPCNT.
            return unsafe { with_avx2(work) };
        }
    }
    work()
}

/// `work` compiled with AVX2 and POPCNT.
///
/// # Safety
/// The CPU must have both ([`detected`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
pub unsafe fn with_avx2<T>(work: impl FnOnce() -> T) -> T {
    work()
}
