//! How a long search uses this machine ([`Machine`]): its threads, a
//! report of its progress, and the CPU's own instructions where they pay,
//! chosen at run time: the fewest-press search's inner loops (the walk, the
//! bound's enumeration) and GF(2) elimination run through [`with_cpu`],
//! which compiles them twice, once for any x86-64 and once with AVX2 and
//! POPCNT, and runs the copy this CPU can ([`detected`], found once); the
//! transform ([`crate::search::transform`]) makes the same choice with AVX2
//! registers of its own. The closure given to [`with_cpu`] must be marked
//! `#[inline(always)]`, or the compiler may leave it outside the AVX2 copy.
//! The binaries stay portable; a search may be told to run the portable
//! copies ([`Machine::fast`] false: the bench times both).

use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What a long search may use of this machine, as its caller says: no
/// setting of the process's.
#[derive(Clone, Copy)]
pub struct Machine {
    /// Threads the search splits its work over (0 counts as 1); the
    /// answers are the same for any number.
    pub threads: usize,
    /// Told of a long search's progress, if any.
    pub progress: Option<Reporter>,
    /// Whether the loops run their AVX2 copies where the CPU has them
    /// ([`detected`]); the portable copies otherwise.
    pub fast: bool,
}

impl Machine {
    /// One thread, no report, the AVX2 copies where the CPU has them.
    pub const ONE_THREAD: Machine = Machine {
        threads: 1,
        progress: None,
        fast: true,
    };

    /// Whether the AVX2 copies run: the CPU has them, and they are wanted.
    pub(crate) fn avx2(&self) -> bool {
        self.fast && detected()
    }
}

/// Runs `work` on every part `0..count` over `threads` threads, each
/// taking the next part not taken, and returns the results in the parts'
/// order; `watch` runs beside them, given a test of whether any is still
/// running.
pub(crate) fn map_parts<T: Send>(
    threads: usize,
    count: usize,
    work: impl Fn(usize) -> T + Sync,
    watch: impl FnOnce(&dyn Fn() -> bool),
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..count).map(|_| None).collect());
    let threads = threads.clamp(1, count.max(1));
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
    /// Whether this is the Brouwer–Zimmermann bound's proof
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

/// While `poll` says how a search begun at `start` is going, reports it to
/// `reporter`, if there is one, once two seconds have passed, about every
/// second; returns once `poll` says `None` (the search is over).
pub(crate) fn report_progress(
    reporter: Option<Reporter>,
    start: Instant,
    poll: impl Fn() -> Option<Progress>,
) {
    if let Some(reporter) = reporter {
        report_each(reporter, start, Duration::from_secs(2), poll);
    }
}

/// While `poll` says how a search begun at `start` is going, reports it to
/// `reporter`, first once `first` has passed, then about every second, and
/// clears the report once `poll` says `None` if any was made.
pub(crate) fn report_each(
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

/// Whether the CPU has AVX2 and POPCNT, found once: 0 not yet known, 1
/// not, 2 has. The one process-wide value the library keeps, and a fact
/// of the machine, not a setting.
static DETECTED: AtomicU8 = AtomicU8::new(0);

/// Whether the CPU has AVX2 and POPCNT.
pub fn detected() -> bool {
    if DETECTED.load(Ordering::Relaxed) == 0 {
        #[cfg(target_arch = "x86_64")]
        let has = is_x86_feature_detected!("avx2") && is_x86_feature_detected!("popcnt");
        #[cfg(not(target_arch = "x86_64"))]
        let has = false;
        DETECTED.store(1 + u8::from(has), Ordering::Relaxed);
    }
    DETECTED.load(Ordering::Relaxed) == 2
}

/// Runs `work`, inlined into a copy compiled with AVX2 and POPCNT where
/// `fast` and the CPU has them ([`detected`]), into the portable copy
/// elsewhere.
#[inline(always)]
pub(crate) fn with_cpu<T>(fast: bool, work: impl FnOnce() -> T) -> T {
    if fast && detected() {
        // SAFETY: `detected` says the CPU has AVX2 and POPCNT.
        #[cfg(target_arch = "x86_64")]
        return unsafe { with_avx2(work) };
    }
    work()
}

/// `work` compiled with AVX2 and POPCNT.
///
/// # Safety
/// The CPU must have both ([`detected`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
pub(crate) unsafe fn with_avx2<T>(work: impl FnOnce() -> T) -> T {
    work()
}
