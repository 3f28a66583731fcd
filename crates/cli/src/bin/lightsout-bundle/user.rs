//! A contestant's own file: where it names the library, what it imports
//! from it, and its text with those paths made the bundle's.
//!
//! The file is kept as written but for its `lightsout::` paths, which
//! become `crate::lightsout::` (the library stands in `mod lightsout` after
//! it), and `extern crate lightsout;`, which goes. Its `use` trees may be
//! grouped, nested, renamed or globs, anywhere in the file; its own
//! modules, macros and items are its own, and only the library items its
//! code names are reached (a glob's names where the file uses them: a name
//! the file defines itself may pull in a library item it shadows, which
//! the bundle then carries unused).

use std::collections::BTreeSet;

use crate::items::{File, Import, Item, ItemKind};
use crate::lex::Kind;
use crate::reach::Crate;
use crate::Error;

/// The library's name in a contestant's file.
const LIBRARY: &str = "lightsout";

/// A path into the library the file writes, at significant token `at`.
pub struct Named {
    /// From `lightsout` on (an alias of the crate is read as `lightsout`).
    pub path: Vec<String>,
    /// A glob's module: every name of it the file uses is imported.
    pub glob: bool,
    /// The name it is imported as, for a `use`.
    pub local: Option<String>,
    pub at: usize,
}

/// A contestant's file, read.
pub struct UserFile {
    pub file: File,
    /// Every path into the library, imported or written inline.
    pub named: Vec<Named>,
    /// The names the file gives the library itself (`use lightsout as
    /// lo;`), `lightsout` among them.
    aliases: BTreeSet<String>,
    /// The significant tokens to write otherwise: `lightsout` starting a
    /// path, made `crate::lightsout`, and `extern crate lightsout;`, dropped.
    edits: Vec<(usize, usize, String)>,
}

impl UserFile {
    pub fn read(label: &str, text: String) -> Result<UserFile, Error> {
        let mut file = File::new(label, text)?;
        file.binary = true;
        let mut user = UserFile {
            file,
            named: Vec::new(),
            aliases: BTreeSet::new(),
            edits: Vec::new(),
        };
        user.scan()?;
        Ok(user)
    }

    fn scan(&mut self) -> Result<(), Error> {
        let file = &self.file;
        let mut aliases: BTreeSet<String> = BTreeSet::new();
        aliases.insert(LIBRARY.to_string());
        let mut in_use = vec![false; file.code.len()];
        let mut k = 0;
        // `use` trees and `extern crate`, wherever items stand.
        while k < file.code.len() {
            let starts_item = k == 0
                || matches!(file.word(k - 1), ";" | "{" | "}" | "]" | ")")
                || file.word(k - 1) == "pub";
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
                    // `extern crate lightsout as lo;` is `use crate::lightsout as lo;`.
                    let text = match file.word(k + 3) {
                        "as" => format!("use crate::{} as {};", LIBRARY, file.word(k + 4)),
                        _ => String::new(),
                    };
                    self.edits.push((k, end, text));
                }
                k = end + 1;
                continue;
            }
            if starts_item && file.word(k) == "use" {
                let end = file.until(k, ";")?;
                let mut leaves = Vec::new();
                tree(file, k + 1, end, &mut Vec::new(), &mut leaves)?;
                for leaf in leaves {
                    let library = leaf
                        .path
                        .first()
                        .map_or(false, |first| aliases.contains(first));
                    if !library {
                        continue;
                    }
                    let mut path = leaf.path;
                    path[0] = LIBRARY.to_string();
                    if path.len() == 1 {
                        if let Some(alias) = &leaf.local {
                            aliases.insert(alias.clone());
                        }
                        continue;
                    }
                    self.named.push(Named {
                        path,
                        glob: leaf.glob,
                        local: leaf.local,
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
        // Paths into the library: in `use` trees (`lightsout` only; an
        // alias is a name of the file's), and written inline.
        for (k, &in_a_use) in in_use.iter().enumerate() {
            let word = file.word(k);
            if file.kind(k) != Some(Kind::Ident) || !aliases.contains(word) {
                continue;
            }
            let after_sep = k >= 2 && file.path_separator(k - 2);
            // `::lightsout` opening a path (2015's path from the root).
            let leading = after_sep
                && (k < 3
                    || !matches!(file.kind(k - 3), Some(Kind::Ident))
                        && file.word(k - 3) != ">");
            if (after_sep && !leading) || (k > 0 && file.word(k - 1) == ".") {
                continue;
            }
            let ends_use_path =
                in_use[k] && matches!(file.word(k + 1), ";" | "," | "}" | "as");
            if !(file.path_separator(k + 1) || (ends_use_path && word == LIBRARY)) {
                continue;
            }
            if word == LIBRARY {
                let from = if leading { k - 2 } else { k };
                self.edits.push((from, k, format!("crate::{}", LIBRARY)));
            }
            if in_a_use {
                continue;
            }
            let mut path = vec![LIBRARY.to_string()];
            let mut j = k + 1;
            while file.path_separator(j) && file.kind(j + 2) == Some(Kind::Ident) {
                path.push(file.word(j + 2).to_string());
                j += 3;
            }
            self.named.push(Named {
                path,
                glob: false,
                local: None,
                at: k,
            });
        }
        self.edits.sort_by_key(|&(from, _, _)| from);
        self.aliases = aliases;
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
        let mut imports: Vec<Import> = self
            .aliases
            .iter()
            .filter(|alias| *alias != LIBRARY)
            .map(|alias| Import {
                path: vec![LIBRARY.to_string()],
                local: alias.clone(),
            })
            .collect();
        for named in &self.named {
            if named.glob {
                let exported = library.exported(&named.path).ok_or_else(|| {
                    self.not_found(named, "names no module of the library")
                })?;
                for name in exported
                    .into_iter()
                    .filter(|name| words.contains(name.as_str()))
                {
                    let mut path = named.path.clone();
                    path.push(name.clone());
                    imports.push(Import { path, local: name });
                }
            } else if let Err(missing) = library.names(&named.path) {
                return Err(self.not_found(named, &missing));
            } else if let Some(local) = &named.local {
                imports.push(Import {
                    path: named.path.clone(),
                    local: local.clone(),
                });
            }
        }
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
        let mut error = self.file.unpastable(named.at, "");
        if let Error::Unpastable { reason, .. } = &mut error {
            *reason = format!("`{}` {}", named.path.join("::"), why);
        }
        match error {
            Error::Unpastable { path, line, reason } => {
                Error::NotInLibrary { path, line, reason }
            }
            other => other,
        }
    }

    /// The file's text, its library paths made the bundle's.
    pub fn text(&self) -> String {
        let file = &self.file;
        let mut out = String::with_capacity(file.text.len());
        let mut at = 0;
        for (from, to, text) in &self.edits {
            let start = file.tokens[file.code[*from]].start;
            out.push_str(&file.text[at..start]);
            out.push_str(text);
            at = file.tokens[file.code[*to]].end;
        }
        out.push_str(&file.text[at..]);
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out
    }
}

/// One name a `use` tree brings in, or a glob.
struct Leaf {
    path: Vec<String>,
    /// What it is known by (`None` for a glob, or `as _`).
    local: Option<String>,
    glob: bool,
    at: usize,
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
                });
                k += 1;
                break;
            }
            "{" => {
                let close = file.skip_group(k)? - 1;
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
