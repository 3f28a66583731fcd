//! Rows of cells as bit masks, and the effect of pressing them.
//!
//! A row of `width` cells (`1 <= width <= 64`) is a `u64` in which column `j`
//! is bit `width - 1 - j`: column 0 is the most significant of the `width`
//! bits. With this order the numeric order of two masks is the
//! lexicographic order of the rows as printed (`"0 1 1"` < `"1 0 0"` and
//! `0b011 < 0b100`), which is what makes "least output string" a plain `<`.

/// The widest row a single mask holds.
pub(crate) const MAX_WIDTH: usize = 64;

/// The mask with all `width` cells set: what [`press`] keeps of a row.
///
/// # Constraints
/// `width <= 64`.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// Panics if `width > 64`.
///
/// # Example
/// ```
/// use lightsout::full;
/// assert_eq!((full(3), full(64)), (0b111, u64::MAX));
/// ```
pub fn full(width: usize) -> u64 {
    assert!(width <= MAX_WIDTH, "row width {} exceeds 64", width);
    if width == MAX_WIDTH {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// One word of the row-mask recurrence `f(k) = (k << 1) ^ k ^ (k >> 1)`,
/// where `above` is the next more significant word of the row (0 if none)
/// and `below` the next less significant one.
///
/// Every press in the crate goes through this function: [`press`] is the
/// single-word case, and rows wider than one word apply it word by word.
#[inline]
pub fn press_word(word: u64, above: u64, below: u64) -> u64 {
    ((word << 1) | (below >> 63)) ^ word ^ ((word >> 1) | (above << 63))
}

/// The row-mask recurrence `f(k) = (k << 1) ^ k ^ (k >> 1)`: the lights
/// toggled in a row by pressing the cells of `presses` in that row, each
/// press toggling its own cell and its left and right neighbours. `full`
/// is [`full(width)`](full); it drops the toggle that falls off the left
/// edge. Column 0 is the mask's top bit, as the row prints. With it, the
/// chase is `next = lights ^ press(row, full) ^ above`, row after row.
///
/// # Constraints
/// `presses <= full`, `full = full(width)`, `width <= 64`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lightsout::{full, press};
/// // Pressing the middle of five cells toggles three of them.
/// assert_eq!(press(0b00100, full(5)), 0b01110);
/// // Pressing an end toggles two.
/// assert_eq!(press(0b10000, full(5)), 0b11000);
/// assert_eq!(press(0b00001, full(5)), 0b00011);
/// ```
#[inline]
pub fn press(presses: u64, full: u64) -> u64 {
    press_word(presses, 0, 0) & full
}
