//! The progress line a long search draws on stderr when stderr is a
//! terminal: one line, redrawn in place, cleared when the search ends.

use std::io::Write;
use std::time::Duration;

use lightsout::algebra::cpu::{self, Progress};

extern "C" {
    fn isatty(fd: i32) -> i32;
}

/// Shows long searches' progress on stderr if it is a terminal.
pub fn show_on_terminal() {
    // SAFETY: `isatty` only reads the descriptor's state.
    if unsafe { isatty(2) } == 1 {
        cpu::set_reporter(Some(draw));
    }
}

/// Draws `progress`, or clears the line when the search is over.
fn draw(progress: Option<(&Progress, Duration)>) {
    let text = match progress {
        Some((progress, elapsed)) => format!("\r{}\x1b[K", line(progress, elapsed)),
        None => "\r\x1b[K".to_string(),
    };
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(text.as_bytes());
    let _ = stderr.flush();
}

/// `searching: 37.2% of 2^40 solutions, fewest so far 1629, about 2 min
/// 10 s left`.
fn line(progress: &Progress, elapsed: Duration) -> String {
    let share = progress.tried as f64 / progress.total.max(1) as f64;
    let total = if progress.total.is_power_of_two() {
        format!("2^{}", progress.total.trailing_zeros())
    } else {
        progress.total.to_string()
    };
    let mut text = format!("searching: {:.1}% of {} solutions", 100.0 * share, total);
    if progress.lightest != u64::MAX {
        text += &format!(", fewest so far {}", progress.lightest);
    }
    if share > 0.0 {
        let left = elapsed.as_secs_f64() * (1.0 - share) / share;
        text += &format!(", about {} left", duration(left));
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
            tried: 1 << 38,
            total: 1 << 40,
            lightest: 1629,
        };
        assert_eq!(
            line(&progress, Duration::from_secs(30)),
            "searching: 25.0% of 2^40 solutions, fewest so far 1629, about 1 min 30 s left"
        );
        let start = Progress {
            tried: 0,
            total: 3 << 20,
            lightest: u64::MAX,
        };
        assert_eq!(
            line(&start, Duration::from_secs(2)),
            "searching: 0.0% of 3145728 solutions"
        );
        assert_eq!(duration(7300.0), "2 h 1 min");
    }
}
