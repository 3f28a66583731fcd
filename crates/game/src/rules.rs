//! Rules by name and by options: the tool's `--rule`, `--stencil`, `--mod`
//! and `--torus`, and the page's `rule`, `stencil`, `mod` and `torus`,
//! each read into a [`Rule`] and written back.

use std::fmt;

use lightsout::{takes_modulus, BadStencil, Count, Press, Refused, Rule, Stencil};

/// The rules with names, each with what it is: what `--rule NAME` takes.
pub const NAMES: &[(&str, &str)] = &[
    ("standard", "010/111/010 mod 2: the cell and its orthogonal neighbours"),
    ("neighbours", "010/101/010 mod 2: the neighbours only (UVa 11464 Even Parity)"),
    ("eight-neighbours", "111/111/111 mod 2: the cell and all eight around it"),
    (
        "row-and-column",
        "mod 2: the cell's whole row and column (POJ 2965 The Pilots Brothers' refrigerator)",
    ),
    (
        "gambler-bo",
        "010/121/010 mod 3: 2 to the cell, 1 to each neighbour (HDU 5755 Gambler Bo)",
    ),
    (
        "clocks",
        "mod 4 on 3 x 3: IOI 1994 The Clocks' nine moves, move m at clock m",
    ),
];

/// The rule named `name` (see [`NAMES`]).
///
/// # Example
/// ```
/// use lightsout::Rule;
/// use lightsout_game::rules::named;
/// assert_eq!(named("standard"), Some(Rule::standard()));
/// assert_eq!(named("gambler-bo").unwrap().modulus, 3);
/// assert!(named("chess").is_none());
/// ```
pub fn named(name: &str) -> Option<Rule> {
    Some(match name {
        "standard" => Rule::standard(),
        "neighbours" => Rule::neighbours(),
        "eight-neighbours" => Rule::eight_neighbours(),
        "row-and-column" => Rule::row_and_column(),
        "gambler-bo" => Rule::gambler_bo(),
        "clocks" => Rule::clocks(),
        _ => return None,
    })
}

/// The name of `rule`, if it has one (see [`NAMES`]).
pub fn name(rule: &Rule) -> Option<&'static str> {
    NAMES
        .iter()
        .map(|&(name, _)| name)
        .find(|name| named(name).as_ref() == Some(rule))
}

/// The rule that a name or a stencil, a modulus and a torus give
/// together (the tool's `--rule`, `--stencil`, `--mod` and `--torus`;
/// the page's `rule`, `stencil`, `mod` and `torus`): the standard game
/// where neither a name nor a stencil is given, the named rule's
/// modulus unless one is, and why not where they do not go together.
pub fn from_options(
    name: Option<&str>,
    stencil: Option<&str>,
    modulus: Option<u32>,
    torus: bool,
) -> Result<Rule, BadRule> {
    if let Some(k) = modulus.filter(|&k| !takes_modulus(k)) {
        return Err(BadRule::Modulus(k));
    }
    let parse = |text: &str, modulus: u32| {
        Stencil::parse(text, modulus).map_err(|why| BadRule::Stencil {
            text: text.to_string(),
            why,
        })
    };
    let mut rule = match (name, stencil) {
        (Some(_), Some(_)) => return Err(BadRule::NameAndStencil),
        (Some(name), None) => named(name).ok_or_else(|| BadRule::Name(name.to_string()))?,
        (None, Some(text)) => Rule::of_stencil(parse(text, modulus.unwrap_or(2))?, 2),
        (None, None) => Rule::standard(),
    };
    if let Some(modulus) = modulus {
        rule.modulus = modulus;
        if let Press::Stencil(stencil) = &rule.press {
            // A named rule's weights, checked against the new modulus.
            parse(&stencil.to_string(), modulus)?;
        }
    }
    if torus {
        if !matches!(rule.press, Press::Stencil(_)) {
            return Err(BadRule::Torus);
        }
        rule.torus = true;
    }
    Ok(rule)
}

/// `given` as the tool's options give it: `--rule standard`,
/// `--rule standard --torus`, `--stencil 111/111/101 --mod 3`.
pub fn describe(given: &Rule) -> String {
    let named_press = NAMES.iter().find_map(|&(name, _)| {
        let rule = named(name)?;
        (rule.press == given.press).then_some(rule)
    });
    let mut text = match (&given.press, &named_press) {
        (_, Some(rule)) => format!("--rule {}", name(rule).unwrap_or_default()),
        (Press::Stencil(stencil), None) => format!("--stencil {}", stencil),
        (_, None) => "moves".to_string(),
    };
    if named_press.map_or(true, |rule| rule.modulus != given.modulus) {
        text.push_str(&format!(" --mod {}", given.modulus));
    }
    if given.torus {
        text.push_str(" --torus");
    }
    text
}

/// Why options give no rule ([`from_options`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadRule {
    /// A modulus [`takes_modulus`] refuses.
    Modulus(u32),
    /// A name and a stencil, which each set the press.
    NameAndStencil,
    /// A name [`NAMES`] does not hold.
    Name(String),
    /// A stencil's text that is no stencil, and why.
    Stencil {
        /// The text.
        text: String,
        /// Why it is no stencil.
        why: BadStencil,
    },
    /// A torus asked of a rule with no stencil.
    Torus,
}

/// `text` cut to 20 characters for a message (`1111111111...`), so that
/// what a user gave is never said back whole.
pub fn short(text: &str) -> String {
    match text.char_indices().nth(20) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

impl fmt::Display for BadRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadRule::Modulus(k) => Refused::Modulus(*k).fmt(f),
            BadRule::NameAndStencil => {
                write!(
                    f,
                    "a rule name and a stencil each set the press: give one of them"
                )
            }
            BadRule::Name(name) => {
                let names: Vec<&str> = NAMES.iter().map(|&(name, _)| name).collect();
                write!(
                    f,
                    "unknown rule {:?}; choose one of: {}",
                    short(name),
                    names.join(", ")
                )
            }
            BadRule::Stencil { text, why } => {
                write!(f, "stencil {:?}: {}", short(text), why)
            }
            BadRule::Torus => write!(f, "a torus wraps a stencil; this rule has none"),
        }
    }
}

/// A count of boards under a rule modulo `modulus`, as the tool writes it:
/// `K^e = value` where it is a power of K (`K^e` alone past 128 bits), as
/// [`count_factored`] otherwise.
///
/// # Example
/// ```
/// use lightsout::Count;
/// use lightsout_game::rules::count_text;
/// let count = Count { powers: vec![(2, 4)] };
/// assert_eq!((count_text(&count, 2), count_text(&count, 4)), ("2^4 = 16".to_string(), "4^2 = 16".to_string()));
/// let count = Count { powers: vec![(2, 3), (3, 1)] };
/// assert_eq!(count_text(&count, 2), "2^3 * 3 = 24");
/// assert_eq!(count_text(&Count::default(), 3), "3^0 = 1");
/// ```
pub fn count_text(count: &Count, modulus: u32) -> String {
    match (count.power_of(modulus), count.value()) {
        (Some(e), Some(value)) => format!("{}^{} = {}", modulus, e, value),
        (Some(e), None) => format!("{}^{}", modulus, e),
        (None, _) => count_factored(count),
    }
}

/// A count as the page writes it: its prime powers and its value where
/// they differ (`2^3 * 3 = 24`, `2^2 = 4`, `3`, `1`), the prime powers
/// alone past 128 bits.
///
/// # Example
/// ```
/// use lightsout::Count;
/// use lightsout_game::rules::count_factored;
/// assert_eq!(count_factored(&Count { powers: vec![(2, 2)] }), "2^2 = 4");
/// assert_eq!(count_factored(&Count { powers: vec![(3, 1)] }), "3");
/// assert_eq!(count_factored(&Count::default()), "1");
/// ```
pub fn count_factored(count: &Count) -> String {
    let factored = count.factored();
    match count.value() {
        Some(value) if value.to_string() != factored => format!("{} = {}", factored, value),
        _ => factored,
    }
}
