//! A stencil of press weights: what a press adds around the pressed cell.
//!
//! Pressing cell (r, c) adds the stencil's weight at offset (dr, dc) to cell
//! (r + dr, c + dc), modulo the rule's k: on a bounded board offsets past
//! the edge are lost, on a torus they wrap (so on a board narrower than the
//! stencil one press may reach a cell by several offsets, and adds them
//! all; see [`crate::board::rule::Rule::reach`]). The standard game is the
//! stencil `010/111/010`, k = 2, bounded.

use std::fmt;

/// Press weights around the pressed cell, in a rectangle of odd sides with
/// the pressed cell at its centre: what a press adds to each cell near it.
/// Written as rows of digits split by `/` (`010/111/010` is the standard
/// press, `11111` Bad Wiring's lights within 2 in a row).
///
/// # Constraints
/// Odd sides; weights below the modulus they are parsed for.
///
/// # Complexity
/// [`Stencil::parse`] is O(its text).
///
/// # Example
/// ```
/// use lightsout::Stencil;
/// let plus = Stencil::parse("010/111/010", 2).unwrap();
/// assert_eq!(plus, Stencil::standard());
/// assert_eq!((plus.reach_rows(), plus.reach_cols()), (1, 1));
/// assert_eq!(plus.weight(-1, 0), 1);
/// assert!(Stencil::parse("11/11", 2).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stencil {
    /// Rows of the rectangle (odd).
    height: usize,
    /// Columns of the rectangle (odd).
    width: usize,
    /// The weights, row by row.
    weights: Vec<u32>,
}

impl Stencil {
    /// The standard press: the cell and its orthogonal neighbours.
    pub fn standard() -> Stencil {
        Stencil {
            height: 3,
            width: 3,
            weights: vec![0, 1, 0, 1, 1, 1, 0, 1, 0],
        }
    }

    /// A stencil from `height` x `width` weights, row by row; `None` unless
    /// both sides are odd and the weights fill the rectangle.
    pub fn new(height: usize, width: usize, weights: Vec<u32>) -> Option<Stencil> {
        let fits = height % 2 == 1 && width % 2 == 1 && weights.len() == height * width;
        if fits {
            Some(Stencil {
                height,
                width,
                weights,
            })
        } else {
            None
        }
    }

    /// Reads `010/111/010`: rows of digits separated by `/`, each row as
    /// long, both sides odd, every digit below `modulus` and not all zero.
    ///
    /// # Example
    /// ```
    /// use lightsout::{BadStencil, Stencil};
    /// assert_eq!(Stencil::parse("010/111/010", 2), Ok(Stencil::standard()));
    /// let wide = Stencil::parse("0110/1111/0110", 2);
    /// assert_eq!(wide, Err(BadStencil::NoCentre { rows: 3, cols: 4 }));
    /// assert!(Stencil::parse("010/121/010", 2).is_err());
    /// ```
    pub fn parse(text: &str, modulus: u32) -> Result<Stencil, BadStencil> {
        let rows: Vec<&str> = text.split('/').collect();
        let width = rows[0].len();
        let mut weights = Vec::new();
        for row in &rows {
            if row.len() != width {
                return Err(BadStencil::Ragged { width });
            }
            for b in row.bytes() {
                let digit = match b {
                    b'0'..=b'9' => u32::from(b - b'0'),
                    _ => return Err(BadStencil::NotDigits),
                };
                if digit >= modulus {
                    return Err(BadStencil::Weight { modulus });
                }
                weights.push(digit);
            }
        }
        if weights.iter().all(|&w| w == 0) {
            return Err(BadStencil::Zero);
        }
        let (rows, cols) = (rows.len(), width);
        Stencil::new(rows, cols, weights).ok_or(BadStencil::NoCentre { rows, cols })
    }

    /// How many rows the stencil reaches above and below the pressed cell.
    pub fn reach_rows(&self) -> usize {
        self.height / 2
    }

    /// How many columns it reaches to each side.
    pub fn reach_cols(&self) -> usize {
        self.width / 2
    }

    /// The weight added to the cell `dr` rows below and `dc` columns right
    /// of the pressed one (0 outside the rectangle).
    pub fn weight(&self, dr: isize, dc: isize) -> u32 {
        let (h, w) = (self.reach_rows() as isize, self.reach_cols() as isize);
        if dr.abs() > h || dc.abs() > w {
            return 0;
        }
        self.weights[((dr + h) as usize) * self.width + (dc + w) as usize]
    }

    /// Every offset with a nonzero weight: `(dr, dc, weight)`.
    pub fn offsets(&self) -> Vec<(isize, isize, u32)> {
        let (h, w) = (self.reach_rows() as isize, self.reach_cols() as isize);
        let mut offsets = Vec::new();
        for dr in -h..=h {
            for dc in -w..=w {
                let weight = self.weight(dr, dc);
                if weight != 0 {
                    offsets.push((dr, dc, weight));
                }
            }
        }
        offsets
    }

    /// The stencil as a `rows` x `cols` board feels it: on a bounded board
    /// cut to the offsets that reach it from some cell (`2 rows - 1` x
    /// `2 cols - 1` at most), on a torus folded onto one turn of each side
    /// (the weights that land on one offset added modulo `modulus`). A press
    /// adds the same as before, in work that the board's size bounds, not
    /// the stencil's. The weights may all be 0.
    ///
    /// # Example
    /// ```
    /// use lightsout::Stencil;
    /// let wide = Stencil::parse("1111111/1111111/1111111", 2).unwrap();
    /// assert_eq!(wide.fitted(2, 2, false, 2).to_string(), "111/111/111");
    /// // On a 2 x 2 torus a press lands 3 times on the pressed cell and an
    /// // even number of times on each other: it toggles the cell alone.
    /// assert_eq!(wide.fitted(2, 2, true, 2).to_string(), "000/010/000");
    /// ```
    pub fn fitted(&self, rows: usize, cols: usize, torus: bool, modulus: u32) -> Stencil {
        let reach =
            |reach: usize, n: usize| reach.min(if torus { n / 2 } else { n.max(1) - 1 });
        let (h, w) = (
            reach(self.reach_rows(), rows),
            reach(self.reach_cols(), cols),
        );
        if (h, w) == (self.reach_rows(), self.reach_cols()) {
            return self.clone();
        }
        // On a torus, the offset of one turn or less that lands where `d` does.
        let wrap = |d: isize, n: usize, most: usize| {
            let d = d.rem_euclid(n as isize);
            if d > most as isize {
                d - n as isize
            } else {
                d
            }
        };
        let (height, width) = (2 * h + 1, 2 * w + 1);
        let mut weights = vec![0u32; height * width];
        let (h0, w0) = (self.reach_rows() as isize, self.reach_cols() as isize);
        // Each weight read in place: a large stencil is not copied.
        let each = (-h0..=h0).flat_map(|dr| (-w0..=w0).map(move |dc| (dr, dc)));
        for (dr, dc) in each {
            let weight = self.weight(dr, dc);
            if weight == 0 {
                continue;
            }
            let (dr, dc) = if torus {
                (wrap(dr, rows, h), wrap(dc, cols, w))
            } else if dr.unsigned_abs() <= h && dc.unsigned_abs() <= w {
                (dr, dc)
            } else {
                continue;
            };
            let at = (dr + h as isize) as usize * width + (dc + w as isize) as usize;
            weights[at] =
                ((u64::from(weights[at]) + u64::from(weight)) % u64::from(modulus)) as u32;
        }
        Stencil {
            height,
            width,
            weights,
        }
    }

    /// The stencil with rows and columns exchanged.
    pub fn transposed(&self) -> Stencil {
        let mut weights = Vec::with_capacity(self.weights.len());
        for c in 0..self.width {
            for r in 0..self.height {
                weights.push(self.weights[r * self.width + c]);
            }
        }
        Stencil {
            height: self.width,
            width: self.height,
            weights,
        }
    }

    /// The stencil upside down.
    pub fn flipped(&self) -> Stencil {
        let weights = self
            .weights
            .chunks(self.width)
            .rev()
            .flat_map(|row| row.iter().copied())
            .collect();
        Stencil {
            height: self.height,
            width: self.width,
            weights,
        }
    }
}

impl fmt::Display for Stencil {
    /// `010/111/010`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.weights.chunks(self.width).enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for w in row {
                write!(f, "{}", w)?;
            }
        }
        Ok(())
    }
}

/// Why a stencil's text is not a stencil.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadStencil {
    /// A row whose length is not the first row's, `width`.
    Ragged {
        /// The first row's length.
        width: usize,
    },
    /// Something other than digits and `/`.
    NotDigits,
    /// A weight not below the modulus.
    Weight {
        /// The modulus.
        modulus: u32,
    },
    /// Every weight zero: a press that does nothing.
    Zero,
    /// An even side: no cell in the middle to press.
    NoCentre {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
}

impl fmt::Display for BadStencil {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadStencil::Ragged { width } => {
                write!(f, "every row needs {} digits, as the first has", width)
            }
            BadStencil::NotDigits => write!(f, "expected digits and /"),
            BadStencil::Weight { modulus } => {
                write!(f, "weights must be below {} (the modulus)", modulus)
            }
            BadStencil::Zero => write!(f, "every weight is zero"),
            BadStencil::NoCentre { rows, cols } => write!(
                f,
                "{} x {} has no centre; both sides must be odd",
                rows, cols
            ),
        }
    }
}
