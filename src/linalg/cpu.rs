//! How the search uses this machine: its threads ([`threads`]), a report of
//! progress on long searches ([`set_reporter`]), and the CPU's own
//! instructions where they pay, chosen at run time: the
//! fewest-press search's inner loops (the walk, the bound's enumeration)
//! and GF(2) elimination run through [`with_cpu`], which compiles them
//! twice, once for any x86-64 and once with AVX2 and POPCNT, and runs the
//! copy this CPU can, chosen once ([`fast`]); the transform
//! ([`crate::search::transform`]) makes the same choice with AVX2
//! registers of its own. The closure given to [`with_cpu`] must be marked
//! `#[inline(always)]`, or the compiler may leave it outside the AVX2 copy.
//! The binaries stay portable; `LIGHTSOUT_PORTABLE=1` forces the portable
//! copy (the bench times both).

use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Threads the searches split their work over: 1 unless set.
static THREADS: AtomicUsize = AtomicUsize::new(1);

/// The threads the searches use (at least 1).
pub fn threads() -> usize {
    THREADS.load(Ordering::Relaxed).max(1)
}

/// Makes the searches split their work over `n` threads (0 counts as 1).
/// The answers are the same for any `n`.
pub fn set_threads(n: usize) {
    THREADS.store(n.max(1), Ordering::Relaxed);
}

/// Runs `work` on every part `0..count` over [`threads`] threads, each
/// taking the next part not taken, and returns the results in the parts'
/// order; `watch` runs beside them, given a test of whether any is still
/// running.
pub(crate) fn map_parts<T: Send>(
    count: usize,
    work: impl Fn(usize) -> T + Sync,
    watch: impl FnOnce(&dyn Fn() -> bool),
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..count).map(|_| None).collect());
    let threads = threads().clamp(1, count.max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let part = next.fetch_add(1, Ordering::Relaxed);
                    if part >= count {
                        break;
                    }
                    let result = work(part);
                    results.lock().unwrap_or_else(|e| e.into_inner())[part] = Some(result);
                }
                finished.fetch_add(1, Ordering::Release);
            });
        }
        watch(&|| finished.load(Ordering::Acquire) < threads);
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|result| result.expect("every part is run"))
        .collect()
}

/// How far a long search has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The work done: solutions tried, or word operations spent where
    /// `proving`.
    pub done: u64,
    /// The whole: solutions to try, or where `proving` the budget (the
    /// proof may need less).
    pub total: u64,
    /// Whether this is the bound's proof ([`crate::search::bound`])
    /// rather than trying every solution.
    pub proving: bool,
    /// The fewest presses found so far (`u64::MAX` before any).
    pub lightest: u64,
    /// The fewest presses any solution has, as far as is proven so far
    /// (0 before any proof).
    pub lower: u64,
}

/// What is told of a long search's progress: `Some` (with the time since
/// it began) about every second after its first two, `None` once when it
/// ends.
pub type Reporter = fn(Option<(&Progress, Duration)>);

static REPORTER: Mutex<Option<Reporter>> = Mutex::new(None);

/// Has long searches report their progress to `reporter` (`None`: to no
/// one, the default).
pub fn set_reporter(reporter: Option<Reporter>) {
    *REPORTER.lock().unwrap_or_else(|e| e.into_inner()) = reporter;
}

/// While `poll` says how a search begun at `start` is going, reports it to
/// the reporter, if there is one, once two seconds have passed, about
/// every second; returns once `poll` says `None` (the search is over).
pub(crate) fn report_progress(start: Instant, poll: impl Fn() -> Option<Progress>) {
    let reporter = *REPORTER.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(reporter) = reporter {
        report_each(reporter, start, Duration::from_secs(2), poll);
    }
}

/// While `poll` says how a search begun at `start` is going, reports it to
/// `reporter`, first once `first` has passed, then about every second, and
/// clears the report once `poll` says `None` if any was made (what a long
/// search does with the reporter set by [`set_reporter`]).
pub fn report_each(
    reporter: Reporter,
    start: Instant,
    first: Duration,
    poll: impl Fn() -> Option<Progress>,
) {
    let mut reported = false;
    let mut next = first;
    while let Some(progress) = poll() {
        let elapsed = start.elapsed();
        if elapsed >= next {
            reporter(Some((&progress, elapsed)));
            reported = true;
            next = elapsed + Duration::from_secs(1);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    if reported {
        reporter(None);
    }
}

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

/// Makes the searches run their portable copies (`true`), or the AVX2
/// ones where the CPU has them (`false`), from now on: what
/// `LIGHTSOUT_PORTABLE=1` does, for timing both in one process.
pub fn set_portable(portable: bool) {
    let fast = !portable && detected();
    CHOICE.store(if fast { 2 } else { 1 }, Ordering::Relaxed);
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
