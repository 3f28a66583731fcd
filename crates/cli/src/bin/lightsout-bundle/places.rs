//! Where each token of a contestant's file stands: in which brackets (which
//! must balance, and nest no deeper than anything reading them can go), in
//! a module of its own, a macro's definition or `stringify!`; under which
//! attribute; after which `#!` line.

use crate::items::File;
use crate::lex::Kind;
use crate::Error;

/// How deep brackets may nest in a contestant's file: far past what code
/// writes, and shallow enough that nothing reading them runs out of stack.
pub const MAX_DEPTH: usize = 256;

/// What a bracket opens, for the paths inside it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Opens {
    /// The body of a module of the file's own, `mod name { .. }`.
    Module,
    /// A `macro_rules!` definition, called anywhere.
    Macro,
    /// `stringify!(..)`, whose paths are text.
    Text,
    Other,
}

/// Where each significant token stands in the file's brackets.
pub struct Places {
    /// The `{` a token stands in, innermost; `None` at the root.
    pub brace: Vec<Option<usize>>,
    /// Where the bracket that opens at a token closes.
    pub close: Vec<usize>,
    /// Whether a token stands in a module of the file's own, a macro's
    /// definition, or `stringify!`.
    pub in_module: Vec<bool>,
    pub in_macro: Vec<bool>,
    pub in_text: Vec<bool>,
}

impl Places {
    /// The brackets of `file`, which must balance and nest at most
    /// [`MAX_DEPTH`] deep.
    pub fn of(file: &File) -> Result<Places, Error> {
        let n = file.code.len();
        let mut places = Places {
            brace: vec![None; n],
            close: vec![0; n],
            in_module: vec![false; n],
            in_macro: vec![false; n],
            in_text: vec![false; n],
        };
        let mut open: Vec<(usize, Opens)> = Vec::new();
        let mut braces: Vec<usize> = Vec::new();
        let mut counts = [0usize; 3];
        for k in 0..n {
            places.brace[k] = braces.last().copied();
            places.in_module[k] = counts[0] > 0;
            places.in_macro[k] = counts[1] > 0;
            places.in_text[k] = counts[2] > 0;
            let word = file.word(k);
            match word {
                "(" | "[" | "{" => {
                    let before =
                        |back: usize| k.checked_sub(back).map_or("", |j| file.word(j));
                    let opens = if word == "{"
                        && before(2) == "mod"
                        && k >= 1
                        && file.kind(k - 1) == Some(Kind::Ident)
                    {
                        Opens::Module
                    } else if before(3) == "macro_rules" && before(2) == "!" {
                        Opens::Macro
                    } else if before(2) == "stringify" && before(1) == "!" {
                        Opens::Text
                    } else {
                        Opens::Other
                    };
                    if open.len() == MAX_DEPTH {
                        return Err(file
                            .refuse(k, &format!("brackets nest past {} deep", MAX_DEPTH)));
                    }
                    open.push((k, opens));
                    if word == "{" {
                        braces.push(k);
                    }
                    if let Some(count) = count_of(opens) {
                        counts[count] += 1;
                    }
                }
                ")" | "]" | "}" => {
                    let (at, opens) = match open.pop() {
                        Some(top) => top,
                        None => {
                            return Err(file
                                .refuse(k, &format!("a `{}` that closes nothing", word)))
                        }
                    };
                    let pair = match file.word(at) {
                        "(" => ")",
                        "[" => "]",
                        _ => "}",
                    };
                    if pair != word {
                        return Err(file.refuse(
                            at,
                            &format!("a `{}` that is never closed", file.word(at)),
                        ));
                    }
                    places.close[at] = k;
                    if word == "}" {
                        braces.pop();
                    }
                    if let Some(count) = count_of(opens) {
                        counts[count] -= 1;
                    }
                }
                _ => {}
            }
        }
        if let Some(&(at, _)) = open.last() {
            return Err(
                file.refuse(at, &format!("a `{}` that is never closed", file.word(at)))
            );
        }
        Ok(places)
    }
}

/// Which of [`Places`]' counts a bracket raises.
fn count_of(opens: Opens) -> Option<usize> {
    match opens {
        Opens::Module => Some(0),
        Opens::Macro => Some(1),
        Opens::Text => Some(2),
        Opens::Other => None,
    }
}

/// The bytes of a `#!` first line that rustc skips: `#!` not followed (past
/// spaces and comments) by `[`, which would make it an inner attribute.
pub fn shebang(text: &str) -> usize {
    let rest = match text.strip_prefix("#!") {
        Some(rest) => rest,
        None => return 0,
    };
    let mut after = rest;
    loop {
        let trimmed = after.trim_start();
        if let Some(comment) = trimmed.strip_prefix("//") {
            after = comment.find('\n').map_or("", |end| &comment[end..]);
        } else if let Some(comment) = trimmed.strip_prefix("/*") {
            after = comment.find("*/").map_or("", |end| &comment[end + 2..]);
        } else {
            after = trimmed;
            break;
        }
    }
    if after.starts_with('[') {
        0
    } else {
        text.find('\n').unwrap_or(text.len())
    }
}

/// The `#` of the outer attribute (`#[..]`) that ends just before
/// significant token `k`, if one does.
pub fn outer_attribute(file: &File, k: usize) -> Option<usize> {
    if k < 3 || file.word(k - 1) != "]" {
        return None;
    }
    let mut depth = 0;
    let mut j = k - 1;
    loop {
        match file.word(j) {
            "]" => depth += 1,
            "[" => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            break;
        }
        j = j.checked_sub(1)?;
    }
    match j.checked_sub(1) {
        Some(hash) if file.word(hash) == "#" => Some(hash),
        _ => None,
    }
}

/// Where the item whose keyword is significant token `k` starts: at its
/// `pub`, `pub(crate)` or `pub(super)`, if it has one.
pub fn visibility(file: &File, k: usize) -> usize {
    match k
        .checked_sub(4)
        .map(|j| (j, file.word(j), file.word(j + 1)))
    {
        Some((j, "pub", "(")) => j,
        _ if k > 0 && file.word(k - 1) == "pub" => k - 1,
        _ => k,
    }
}

/// The names of the `macro_rules!` of `file` in textual scope at its end:
/// those at its root, or in modules that are all `#[macro_use]`.
pub fn root_macros(file: &File, places: &Places) -> Vec<usize> {
    let mut found = Vec::new();
    for k in 0..file.code.len() {
        if file.word(k) != "macro_rules"
            || file.word(k + 1) != "!"
            || file.kind(k + 2) != Some(Kind::Ident)
        {
            continue;
        }
        let mut brace = places.brace[k];
        let mut reaches = true;
        while let Some(open) = brace {
            let module = open >= 2 && file.word(open - 2) == "mod";
            // The item's attributes, back to where the item before it ends.
            let macro_use = module
                && (0..open - 2)
                    .rev()
                    .take_while(|&j| !matches!(file.word(j), ";" | "{" | "}"))
                    .any(|j| file.word(j) == "macro_use");
            if !macro_use {
                reaches = false;
                break;
            }
            brace = places.brace[open];
        }
        if reaches {
            found.push(k + 2);
        }
    }
    found
}

/// Whether each of `n` significant tokens stands inside one of the
/// bracket groups `ranges` (each from its opening to its closing token):
/// how many it stands in, from where each opens and closes.
pub fn within(ranges: &[(usize, usize)], n: usize) -> Vec<bool> {
    let mut depth = vec![0i32; n + 1];
    for &(open, close) in ranges {
        depth[open + 1] += 1;
        depth[close] -= 1;
    }
    let mut inside = Vec::with_capacity(n);
    let mut count = 0;
    for change in &depth[..n] {
        count += change;
        inside.push(count > 0);
    }
    inside
}
