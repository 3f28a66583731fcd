//! The progress line a long search draws on stderr when stderr is a
//! terminal: one line, redrawn in place, cleared when the search ends.

use std::io::Write;
use std::time::Duration;

use lightsout::{Progress, Search};

extern "C" {
    fn isatty(fd: i32) -> i32;
}

/// Whether stderr is a terminal, where progress lines are drawn.
pub fn stderr_is_terminal() -> bool {
    // SAFETY: `isatty` only reads the descriptor's state.
    unsafe { isatty(2) == 1 }
}

/// `search`, showing a long search's progress on stderr if it is a
/// terminal.
pub fn on_terminal(search: Search) -> Search {
    if stderr_is_terminal() {
        search.progress(draw)
    } else {
        search
    }
}

/// Draws `text` as the progress line, in place of the last, cut to the
/// terminal's width (a line that wrapped could not be drawn over).
pub fn line(text: &str) {
    let cut: String = text.chars().take(width().saturating_sub(1)).collect();
    put(&format!("\r{}\x1b[K", cut));
}

/// The terminal's width in columns, 80 where it cannot be asked.
fn width() -> usize {
    #[cfg(target_os = "linux")]
    {
        #[repr(C)]
        struct Size {
            rows: u16,
            columns: u16,
            x: u16,
            y: u16,
        }
        extern "C" {
            fn ioctl(fd: i32, request: std::os::raw::c_ulong, ...) -> i32;
        }
        const TIOCGWINSZ: std::os::raw::c_ulong = 0x5413;
        let mut size = Size {
            rows: 0,
            columns: 0,
            x: 0,
            y: 0,
        };
        // SAFETY: TIOCGWINSZ writes a `struct winsize`, which `Size` lays
        // out, into the memory given.
        if unsafe { ioctl(2, TIOCGWINSZ, &mut size as *mut Size) } == 0 && size.columns > 0
        {
            return usize::from(size.columns);
        }
    }
    80
}

/// Clears the progress line.
pub fn clear() {
    put("\r\x1b[K");
}

fn put(text: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(text.as_bytes());
    let _ = stderr.flush();
}

/// Draws `progress`, or clears the line when the search is over.
fn draw(progress: Option<(&Progress, Duration)>) {
    match progress {
        Some((progress, elapsed)) => line(&searching(progress, elapsed)),
        None => clear(),
    }
}

/// `searching: 37.2% of 2^40 solutions, fewest so far 1629, at least 1500
/// proven, about 2 min 10 s left` while every solution is tried;
/// `proving: 12.0% of the budget, fewest so far 2859, at least 435 proven,
/// at most 50 s left` while the bound's proof runs (it may end sooner).
fn searching(progress: &Progress, elapsed: Duration) -> String {
    let share = progress.done as f64 / progress.total.max(1) as f64;
    let mut text = if progress.proving {
        format!("proving: {:.1}% of the budget", 100.0 * share)
    } else {
        let total = progress.total;
        let total = if total.is_power_of_two() {
            format!("2^{}", total.trailing_zeros())
        } else if total >= 1 << 20 {
            format!("2^{:.1}", (total as f64).log2())
        } else {
            total.to_string()
        };
        format!("searching: {:.1}% of {} solutions", 100.0 * share, total)
    };
    if progress.lightest != u64::MAX {
        text += &format!(", fewest so far {}", progress.lightest);
    }
    if progress.lower > 0 {
        text += &format!(", at least {} proven", progress.lower);
    }
    if share > 0.0 {
        let left = elapsed.as_secs_f64() * (1.0 - share) / share;
        let bound = if progress.proving { "at most" } else { "about" };
        text += &format!(", {} {} left", bound, duration(left));
    }
    text
}

/// `2 h 5 min`, `3 min 10 s`, `42 s`.
fn duration(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..=59 => format!("{} s", s),
        60..=3599 => format!("{} min {} s", s / 60, s % 60),
        _ => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_how_far_and_how_long() {
        let progress = Progress {
            done: 1 << 38,
            total: 1 << 40,
            proving: false,
            lightest: 1629,
            lower: 1500,
        };
        assert_eq!(
            searching(&progress, Duration::from_secs(30)),
            "searching: 25.0% of 2^40 solutions, fewest so far 1629, at least 1500 proven, \
             about 1 min 30 s left"
        );
        let start = Progress {
            done: 0,
            total: 3 << 20,
            proving: false,
            lightest: u64::MAX,
            lower: 0,
        };
        assert_eq!(
            searching(&start, Duration::from_secs(2)),
            "searching: 0.0% of 2^21.6 solutions"
        );
        let small = Progress {
            total: 1000,
            ..start
        };
        assert_eq!(
            searching(&small, Duration::ZERO),
            "searching: 0.0% of 1000 solutions"
        );
        let proving = Progress {
            done: 1 << 37,
            total: 1 << 39,
            proving: true,
            lightest: 2859,
            lower: 435,
        };
        assert_eq!(
            searching(&proving, Duration::from_secs(10)),
            "proving: 25.0% of the budget, fewest so far 2859, at least 435 proven, \
             at most 30 s left"
        );
        assert_eq!(duration(7300.0), "2 h 1 min");
    }
}
