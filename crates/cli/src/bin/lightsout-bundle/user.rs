//! A contestant's own file: where it names the library, what it imports
//! from it, and its text with those paths made the bundle's.
//!
//! The library follows the file in `mod lightsout`, at the crate's root,
//! so a path that opens at `lightsout` means there what it means under
//! cargo wherever the root's names are in scope: in the root's items and
//! function bodies, which keep their text as written (`stringify!` and
//! `line!()` see what cargo's build sees). Elsewhere the file's text
//! changes: a `use` tree's `lightsout` in a module of the file's own
//! becomes `crate::lightsout` (2015 reads it from the root, 2018 from
//! where it stands), and so does a path in such a module or in a
//! `macro_rules!` body (which may be called in one); `::lightsout`, the
//! extern crate under 2018, becomes `crate::lightsout` everywhere;
//! `extern crate lightsout;` goes; a root `use lightsout;` (or `{self}`),
//! which would name the library twice, imports nothing (`{}`); a crate
//! attribute's `forbid` becomes `deny`, so that the pasted library may
//! allow what the file's lints deny (and under `#![no_implicit_prelude]`
//! each pasted module imports std's).
//!
//! Every edit keeps the line ends of the text it replaces, and pads what
//! it narrows with spaces, so that `line!()` and `column!()` after it are
//! cargo's; an edit that widens a line (`crate::`) is refused where the
//! file may see a column (`column!`, a panic's `Location`) and code after
//! the edit on that line could carry one.
//!
//! Its `use` trees may be grouped, nested, renamed or globs, anywhere in
//! the file; its own modules, macros and items are its own, and only the
//! library items its code names are reached (a glob's names where the file
//! uses them: a name the file defines itself may pull in a library item it
//! shadows, which the bundle then carries unused). A `lightsout` the file
//! declares itself (`mod lightsout`, `use other::lightsout`) is its own
//! within the braces it stands in; at the root, where the library goes, it
//! is refused. So is what needs a file beside it, which a judge does not
//! have (`mod helper;`, `#[path]`, `include_str!`, cargo's `env!`).

use std::collections::BTreeSet;

use crate::items::{File, Import, Item, ItemKind};
use crate::lex::Kind;
use crate::places::{outer_attribute, root_macros, shebang, visibility, within, Places};
use crate::reach::Crate;
use crate::Error;

/// The library's name in a contestant's file.
const LIBRARY: &str = "lightsout";

/// A path into the library the file writes, at significant token `at`.
pub struct Named {
    /// From `lightsout` on (an alias of the crate is read as `lightsout`).
    pub path: Vec<String>,
    /// A glob's module: every name of it the file uses is imported. A path
    /// a macro completes (`lightsout::$f`) is read as one too.
    pub glob: bool,
    /// The name it is imported as, for a `use`.
    pub local: Option<String>,
    /// Read through `crate::`, `self::` or `super::`, which may name a
    /// `lightsout` of the file's own: a name missing from the library is
    /// left for the compiler's check.
    pub soft: bool,
    pub at: usize,
}

/// A contestant's file, read.
pub struct UserFile {
    /// The file from its code on (a `#!` line is [`UserFile::head`]).
    pub file: File,
    /// A `#!` first line, which rustc skips (a byte-order mark is dropped).
    head: String,
    /// Every path into the library, imported or written inline.
    pub named: Vec<Named>,
    /// The names the file gives the library itself (`use lightsout as
    /// lo;`), `lightsout` among them.
    aliases: BTreeSet<String>,
    /// The names the file imports from `std`, `core` or `alloc`, whose
    /// paths name no type of the library.
    pub std_names: BTreeSet<String>,
    /// The lints the file's crate attributes warn of, deny or forbid,
    /// which the pasted library allows for itself.
    pub lints: Vec<String>,
    /// The line of the file's first crate attribute or library path: where
    /// an error in the pasted library comes from.
    pub first_use: usize,
    /// Whether the file opts out of std's prelude (`#![no_implicit_prelude]`),
    /// which each pasted module then imports.
    pub no_prelude: bool,
    /// The significant tokens `from..=to` to write otherwise.
    edits: Vec<(usize, usize, String)>,
    /// The `macro_rules!` whose textual scope reaches the file's end, and
    /// so the library pasted after it: each name's significant token.
    pub root_macros: Vec<usize>,
}

impl UserFile {
    pub fn read(label: &str, text: String) -> Result<UserFile, Error> {
        let text = match text.strip_prefix('\u{feff}') {
            Some(rest) => rest.to_string(),
            None => text,
        };
        let head_end = shebang(&text);
        // The code from the `#!` line's end on: its first line is that
        // line's, so the lines keep their numbers.
        let mut file = File::new(label, text[head_end..].to_string())?;
        file.binary = true;
        let mut user = UserFile {
            file,
            head: text[..head_end].to_string(),
            named: Vec::new(),
            aliases: BTreeSet::new(),
            std_names: BTreeSet::new(),
            lints: Vec::new(),
            first_use: 0,
            no_prelude: false,
            edits: Vec::new(),
            root_macros: Vec::new(),
        };
        let places = Places::of(&user.file)?;
        user.refuse_files_beside()?;
        user.crate_attributes()?;
        user.scan(&places)?;
        user.root_macros = root_macros(&user.file, &places);
        if user.first_use == 0 {
            user.first_use = user
                .named
                .first()
                .map_or(1, |named| user.file.line(named.at));
        }
        Ok(user)
    }

    /// Refuses what needs a file beside the contestant's, or cargo.
    fn refuse_files_beside(&self) -> Result<(), Error> {
        let file = &self.file;
        for k in 0..file.code.len() {
            let word = file.word(k);
            if file.kind(k) != Some(Kind::Ident) || (k > 0 && file.word(k - 1) == ".") {
                continue;
            }
            let reason = match (word, file.word(k + 1)) {
                ("mod", _)
                    if file.kind(k + 1) == Some(Kind::Ident)
                        && file.word(k + 2) == ";"
                        && !self.for_tests_only(k) =>
                {
                    format!(
                        "`mod {};` needs a file beside it, which a judge does not have",
                        file.word(k + 1)
                    )
                }
                ("path", "=") if k >= 2 && file.word(k - 1) == "[" => {
                    "`#[path]` names a file beside it, which a judge does not have"
                        .to_string()
                }
                ("include" | "include_str" | "include_bytes", "!") => format!(
                    "`{}!` reads a file beside it, which a judge does not have",
                    word
                ),
                ("env", "!") => {
                    "`env!` reads cargo's environment, which a judge does not have"
                        .to_string()
                }
                ("option_env", "!") if file.word(k + 3).starts_with("\"CARGO") => {
                    "`option_env!` of cargo's variable reads what a judge does not have"
                        .to_string()
                }
                _ => continue,
            };
            return Err(file.refuse(k, &reason));
        }
        Ok(())
    }

    /// Whether the item whose keyword is significant token `k` stands under
    /// `#[cfg(test)]`, so that a plain build never looks for its file.
    fn for_tests_only(&self, mut k: usize) -> bool {
        let file = &self.file;
        if k > 0 && file.word(k - 1) == "pub" {
            k -= 1;
        }
        while let Some(hash) = outer_attribute(file, k) {
            let inside: String = (hash + 2..k - 1).map(|i| file.word(i)).collect();
            if inside == "cfg(test)" {
                return true;
            }
            k = hash;
        }
        false
    }

    /// Reads the file's crate attributes: the lints they set, kept from the
    /// pasted library, `forbid` made `deny` so that it may; and what the
    /// library could not live under.
    fn crate_attributes(&mut self) -> Result<(), Error> {
        let file = &self.file;
        let mut k = 0;
        while file.word(k) == "#" && file.word(k + 1) == "!" && file.word(k + 2) == "[" {
            let end = file.skip_group(k + 2)?;
            if self.first_use == 0 {
                self.first_use = file.line(k);
            }
            match file.word(k + 3) {
                "no_implicit_prelude" => self.no_prelude = true,
                "no_std" | "no_core" => {
                    return Err(file.refuse(
                        k,
                        &format!(
                            "`#![{}]` would reach the pasted library, which needs std",
                            file.word(k + 3)
                        ),
                    ))
                }
                _ => {}
            }
            for j in k + 3..end {
                let level = file.word(j);
                if !matches!(level, "warn" | "deny" | "forbid") || file.word(j + 1) != "(" {
                    continue;
                }
                if level == "forbid" {
                    self.edits.push((j, j, "deny".to_string()));
                }
                let close = file.skip_group(j + 1)? - 1;
                // Each lint's path, up to its `,` (a `reason = ".."` is none).
                let mut lint = String::new();
                for i in j + 2..=close {
                    let word = file.word(i);
                    if word == "," || i == close {
                        if !lint.is_empty()
                            && !lint.contains('=')
                            && !self.lints.contains(&lint)
                        {
                            self.lints.push(lint.clone());
                        }
                        lint.clear();
                    } else {
                        lint.push_str(word);
                    }
                }
            }
            k = end;
        }
        Ok(())
    }

    fn scan(&mut self, places: &Places) -> Result<(), Error> {
        let file = &self.file;
        let n = file.code.len();
        let mut aliases: BTreeSet<String> = BTreeSet::new();
        aliases.insert(LIBRARY.to_string());
        let mut in_use = vec![false; n];
        // Tokens an edit of a `use` leaf covers.
        let mut covered = vec![false; n];
        // The brace groups a `lightsout` of the file's own stands in.
        let mut shadows: Vec<(usize, usize)> = Vec::new();
        // The brace groups that import the library as `lightsout` (`use
        // lightsout;` in a module), where its paths need no rewriting.
        let mut imported: Vec<(usize, usize)> = Vec::new();
        let own = |k: usize, shadows: &mut Vec<(usize, usize)>| match places.brace[k] {
            Some(open) => {
                shadows.push((open, places.close[open]));
                Ok(())
            }
            None => Err(file.refuse(
                k,
                "the file declares its own `lightsout` where the bundle puts the library: \
                 rename it",
            )),
        };
        let mut k = 0;
        // `use` trees, `extern crate` and declarations, wherever items stand.
        while k < n {
            let starts_item = k == 0
                || matches!(file.word(k - 1), ";" | "{" | "}" | "]" | ")")
                || file.word(k - 1) == "pub";
            if matches!(
                file.word(k),
                "mod" | "struct" | "enum" | "union" | "trait" | "type"
            ) && file.word(k + 1) == LIBRARY
            {
                own(k, &mut shadows)?;
            }
            if starts_item && file.word(k) == "extern" && file.word(k + 1) == "crate" {
                let end = file.until(k, ";")?;
                if file.word(k + 2) == LIBRARY {
                    match (file.word(k + 3), file.word(k + 4)) {
                        (";", _) => {}
                        ("as", alias) if file.word(k + 5) == ";" => {
                            aliases.insert(alias.to_string());
                        }
                        _ => {
                            return Err(file.unpastable(
                                k,
                                "an `extern crate` the bundler does not read",
                            ))
                        }
                    }
                    // `extern crate lightsout as lo;` is `use crate::lightsout as lo;`;
                    // in braces, `extern crate lightsout;` is `use crate::lightsout;`.
                    let alias = file.word(k + 4);
                    // At the root it goes, or becomes an item that does
                    // nothing where attributes stand on it.
                    let text = match (file.word(k + 3), places.brace[k]) {
                        ("as", _) if alias != LIBRARY => {
                            format!("use crate::{} as {};", LIBRARY, file.word(k + 4))
                        }
                        (_, Some(open)) => {
                            imported.push((open, places.close[open]));
                            format!("use crate::{};", LIBRARY)
                        }
                        (_, None) if outer_attribute(file, k).is_some() => {
                            "const _: () = ();".to_string()
                        }
                        (_, None) => String::new(),
                    };
                    self.edits.push((k, end, text));
                } else if file.word(end - 1) == LIBRARY {
                    own(k, &mut shadows)?;
                }
                k = end + 1;
                continue;
            }
            if starts_item && file.word(k) == "use" {
                let end = file.until(k, ";")?;
                let mut leaves = Vec::new();
                tree(file, k + 1, end, &mut Vec::new(), &mut leaves)?;
                let alone = leaves.len() == 1;
                for leaf in leaves {
                    // `crate::lightsout`, `self::lightsout`, `super::lightsout`:
                    // the root's, after `extern crate lightsout;`.
                    let chain = leaf
                        .path
                        .iter()
                        .take_while(|s| matches!(s.as_str(), "crate" | "self" | "super"))
                        .count();
                    let library = leaf
                        .path
                        .get(chain)
                        .map_or(false, |first| aliases.contains(first));
                    if !library {
                        if leaf.local.as_deref() == Some(LIBRARY) {
                            own(leaf.at, &mut shadows)?;
                        }
                        let from_std = leaf.path.first().map_or(false, |first| {
                            matches!(first.as_str(), "std" | "core" | "alloc")
                        });
                        if let (true, Some(local)) = (from_std, &leaf.local) {
                            self.std_names.insert(local.clone());
                        }
                        continue;
                    }
                    let mut path = leaf.path[chain..].to_vec();
                    path[0] = LIBRARY.to_string();
                    if path.len() == 1 {
                        if leaf.glob {
                            self.named.push(Named {
                                path,
                                glob: true,
                                local: None,
                                soft: chain > 0,
                                at: leaf.at,
                            });
                        } else if leaf.local.as_deref() == Some(LIBRARY)
                            && places.brace[k].is_none()
                        {
                            // At the root the library is `mod lightsout`
                            // already: importing it again would name it
                            // twice. `self` leaves its group with a comma; a
                            // `use` of it alone becomes an item that imports
                            // nothing and warns of nothing (`use x::{};`
                            // would be an unused import).
                            let start = match leaf.at {
                                at if at >= 2 && file.path_separator(at - 2) => at - 2,
                                at => at,
                            };
                            let in_group = matches!(file.word(start - 1), "{" | ",");
                            let (from, to, text) = if !in_group || alone {
                                // No wider than `use lightsout;`.
                                (visibility(file, k), end, "const _:()=();")
                            } else if file.word(leaf.last + 1) == "," {
                                (start, leaf.last + 1, "")
                            } else if file.word(start - 1) == "," {
                                (start - 1, leaf.last, "")
                            } else {
                                (start, leaf.last, "{}")
                            };
                            self.edits.push((from, to, text.to_string()));
                            for slot in &mut covered[from..=to] {
                                *slot = true;
                            }
                        } else if let Some(alias) = &leaf.local {
                            if let (Some(open), LIBRARY) = (places.brace[k], alias.as_str())
                            {
                                imported.push((open, places.close[open]));
                            }
                            aliases.insert(alias.clone());
                        }
                        continue;
                    }
                    self.named.push(Named {
                        path,
                        glob: leaf.glob,
                        local: leaf.local,
                        soft: chain > 0,
                        at: leaf.at,
                    });
                }
                for slot in &mut in_use[k..=end] {
                    *slot = true;
                }
                k = end + 1;
                continue;
            }
            k += 1;
        }
        let shadowed = within(&shadows, n);
        let in_scope = within(&imported, n);
        // Paths into the library: in `use` trees (`lightsout` only; an
        // alias is a name of the file's), and written inline.
        for k in 0..n {
            let word = file.word(k);
            if file.kind(k) != Some(Kind::Ident) || !aliases.contains(word) || shadowed[k] {
                continue;
            }
            let before = |back: usize| k.checked_sub(back).map_or("", |j| file.word(j));
            if before(1) == "." || (in_use[k] && before(1) == "as") {
                continue;
            }
            let after_sep = k >= 2 && file.path_separator(k - 2);
            // `crate::lightsout::`, `self::lightsout::`, `super::lightsout::`.
            let chain = after_sep && matches!(before(3), "crate" | "self" | "super");
            let leading = after_sep && !chain && file.opens_from_root(k - 2);
            if after_sep && !leading && !chain {
                continue;
            }
            let ends_use_path =
                in_use[k] && matches!(file.word(k + 1), ";" | "," | "}" | "as");
            if !(file.path_separator(k + 1) || (ends_use_path && word == LIBRARY)) {
                continue;
            }
            if self.first_use == 0 {
                self.first_use = file.line(k);
            }
            let rewrite = word == LIBRARY
                && !chain
                && !covered[k]
                && !places.in_text[k]
                && ((in_use[k] && places.in_module[k])
                    || leading
                    || places.in_macro[k]
                    || (places.in_module[k] && !in_scope[k]));
            if rewrite {
                let from = if leading { k - 2 } else { k };
                self.edits.push((from, k, format!("crate::{}", LIBRARY)));
            }
            if in_use[k] || places.in_text[k] {
                continue;
            }
            let mut path = vec![LIBRARY.to_string()];
            let mut j = k + 1;
            while file.path_separator(j) && file.kind(j + 2) == Some(Kind::Ident) {
                path.push(file.word(j + 2).to_string());
                j += 3;
            }
            // A macro's body completing the path (`lightsout::$f`).
            let glob = file.path_separator(j) && file.word(j + 2) == "$";
            // It may go on to a type's associated item.
            self.named.push(Named {
                path,
                glob,
                local: None,
                soft: chain || glob,
                at: k,
            });
        }
        self.edits.sort_by_key(|&(from, _, _)| from);
        self.aliases = aliases;
        self.columns_kept(&in_use)
    }

    /// Refuses a file that may see a column (`column!()`, a panic's
    /// `Location`) on a line an edit must widen, with code after the edit
    /// whose column would move; an edit that narrows its text is padded
    /// with spaces in [`UserFile::text`], and one over lines keeps them.
    fn columns_kept(&self, in_use: &[bool]) -> Result<(), Error> {
        let file = &self.file;
        let n = file.code.len();
        let sees_columns = (0..n).any(|k| {
            let word = file.word(k);
            (word == "column" && file.word(k + 1) == "!")
                || matches!(
                    word,
                    "Location" | "location" | "set_hook" | "PanicInfo" | "PanicHookInfo"
                )
        });
        if !sees_columns {
            return Ok(());
        }
        for (from, to, text) in &self.edits {
            let start = file.tokens[file.code[*from]].start;
            let end = file.tokens[file.code[*to]].end;
            let replaced = &file.text[start..end];
            if replaced.contains('\n') || text.chars().count() <= replaced.chars().count() {
                continue;
            }
            let line = file.line(*to);
            let moved = (to + 1..n).take_while(|&j| file.line(j) == line).any(|j| {
                // The path going on, brackets and literals carry no
                // column of their own; a call's is where it starts.
                let goes_on = j >= 2 && file.path_separator(j - 2);
                let carries = match file.kind(j) {
                    Some(Kind::Ident) => !goes_on,
                    Some(Kind::Punct) => {
                        !matches!(file.word(j), "(" | ")" | ";" | "," | ":" | "::")
                    }
                    _ => false,
                };
                !in_use[j] && carries
            });
            if moved {
                return Err(file.refuse(
                    *to,
                    &format!(
                        "column!() or a panic's Location would move on this line, which the bundle must rewrite \
                         as `{}` (put the code after it on a line of its own)",
                        text
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The file's items as the reach sees them: its imports from the
    /// library (a glob's as the names of it the file uses), and all of its
    /// code as one item, every name in it a reference.
    pub fn items(&self, library: &Crate) -> Result<Vec<Item>, Error> {
        let file = &self.file;
        let words: BTreeSet<&str> = (0..file.code.len())
            .filter(|&k| file.kind(k) == Some(Kind::Ident))
            .map(|k| file.word(k))
            .collect();
        // An alias of the library is an import of its root.
        let mut imports: BTreeSet<(Vec<String>, String)> = self
            .aliases
            .iter()
            .filter(|alias| *alias != LIBRARY)
            .map(|alias| (vec![LIBRARY.to_string()], alias.clone()))
            .collect();
        for named in &self.named {
            if named.glob {
                let exported = match library.exported(&named.path) {
                    Some(exported) => exported,
                    // An enum's variants (`use lightsout::Minimal::*;`):
                    // the enum is named, whole.
                    None if named.soft || library.names(&named.path).is_ok() => continue,
                    None => {
                        return Err(self.not_found(named, "names no module of the library"))
                    }
                };
                for name in exported
                    .into_iter()
                    .filter(|name| words.contains(name.as_str()))
                {
                    let mut path = named.path.clone();
                    path.push(name.clone());
                    imports.insert((path, name));
                }
            } else if let Err(missing) = library.names(&named.path) {
                if !named.soft {
                    return Err(self.not_found(named, &missing));
                }
            } else if let Some(local) = &named.local {
                imports.insert((named.path.clone(), local.clone()));
            }
        }
        let imports = imports
            .into_iter()
            .map(|(path, local)| Import { path, local })
            .collect();
        let last = file.code.len().saturating_sub(1);
        let item = |kind, name: &str, first, last| Item {
            kind,
            name: name.to_string(),
            first,
            last,
            name_at: None,
            takes_self: false,
        };
        Ok(vec![
            item(ItemKind::Use(Vec::new(), imports), "", 0, 0),
            item(ItemKind::Named, "", 0, last),
        ])
    }

    fn not_found(&self, named: &Named, why: &str) -> Error {
        Error::NotInLibrary {
            path: self.file.path.clone(),
            line: self.file.line(named.at),
            reason: format!("`{}` {}", named.path.join("::"), why),
        }
    }

    /// The file's text, its library paths made the bundle's.
    pub fn text(&self) -> String {
        let file = &self.file;
        let mut out = String::with_capacity(self.head.len() + file.text.len());
        out.push_str(&self.head);
        let mut at = 0;
        for (from, to, text) in &self.edits {
            let start = file.tokens[file.code[*from]].start;
            if start < at {
                continue;
            }
            out.push_str(&file.text[at..start]);
            out.push_str(text);
            at = file.tokens[file.code[*to]].end;
            // The lines and columns after it stay where they were: the
            // text replaced keeps its line ends, and what it leaves of its
            // last line is padded.
            let replaced = &file.text[start..at];
            let last = match replaced.rfind('\n') {
                Some(end) => {
                    for (i, c) in replaced.char_indices().filter(|&(_, c)| c == '\n') {
                        if replaced[..i].ends_with('\r') {
                            out.push('\r');
                        }
                        out.push(c);
                    }
                    replaced[end + 1..].chars().count()
                }
                None => replaced
                    .chars()
                    .count()
                    .saturating_sub(text.chars().count()),
            };
            out.extend(std::iter::repeat(' ').take(last));
        }
        out.push_str(&file.text[at..]);
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out
    }
}

/// One name a `use` tree brings in, or a glob, or an empty group.
struct Leaf {
    path: Vec<String>,
    /// What it is known by (`None` for a glob, an empty group, or `as _`).
    local: Option<String>,
    glob: bool,
    /// Its significant tokens, `at..=last`.
    at: usize,
    last: usize,
}

/// The leaves of the `use` tree in significant tokens `from..to`, under
/// `prefix`.
fn tree(
    file: &File,
    from: usize,
    to: usize,
    prefix: &mut Vec<String>,
    leaves: &mut Vec<Leaf>,
) -> Result<(), Error> {
    let depth = prefix.len();
    let mut k = from;
    // A leading `::` (2015's root, or 2018's extern crates).
    if file.path_separator(k) {
        k += 2;
    }
    let start = k;
    loop {
        match file.word(k) {
            "*" => {
                leaves.push(Leaf {
                    path: prefix.clone(),
                    local: None,
                    glob: true,
                    at: start,
                    last: k,
                });
                k += 1;
                break;
            }
            "{" => {
                let close = file.skip_group(k)? - 1;
                if close == k + 1 {
                    // `prefix::{}` imports nothing, but its path must name a module.
                    leaves.push(Leaf {
                        path: prefix.clone(),
                        local: None,
                        glob: false,
                        at: start,
                        last: close,
                    });
                }
                let mut item = k + 1;
                while item < close {
                    let mut end = item;
                    while end < close && file.word(end) != "," {
                        end = match file.word(end) {
                            "{" => file.skip_group(end)?,
                            _ => end + 1,
                        };
                    }
                    if end > item {
                        tree(file, item, end, prefix, leaves)?;
                    } else if end < close {
                        // `{a,, b}`: only the last entry may be left empty.
                        return Err(
                            file.unpastable(end, "a `use` the bundler does not read")
                        );
                    }
                    item = end + 1;
                }
                k = close + 1;
                break;
            }
            word if file.kind(k) == Some(Kind::Ident) => {
                prefix.push(word.to_string());
                k += 1;
                if file.path_separator(k) {
                    k += 2;
                    continue;
                }
                let mut path = prefix.clone();
                let mut local = path.last().cloned();
                if local.as_deref() == Some("self") {
                    path.pop();
                    local = path.last().cloned();
                }
                if file.word(k) == "as" {
                    local = Some(file.word(k + 1).to_string()).filter(|name| name != "_");
                    k += 2;
                }
                leaves.push(Leaf {
                    path,
                    local,
                    glob: false,
                    at: start,
                    last: k - 1,
                });
                break;
            }
            _ => return Err(file.unpastable(k, "a `use` the bundler does not read")),
        }
    }
    prefix.truncate(depth);
    if k != to {
        return Err(file.unpastable(k, "a `use` the bundler does not read"));
    }
    Ok(())
}
