//! The items of a source file: what each is, where it starts and ends, and
//! what a `use` imports.

use std::collections::BTreeSet;

use crate::lex::{lex, Kind, Token};
use crate::Error;

/// What an item is, as far as reachability goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// `use`: the path before its group (all of it without one), and the
    /// imports it makes.
    Use(Vec<String>, Vec<Import>),
    /// `impl`: the self type's name, the trait's if any, and its methods.
    Impl {
        self_type: String,
        trait_name: Option<String>,
        /// Index of the body's `{` in the significant tokens.
        open: usize,
        methods: Vec<Item>,
    },
    /// `mod name;`: a module in a file of its own.
    Module,
    /// `#[cfg(test)] mod name;`: a module of tests, never pasted.
    TestModule,
    /// `macro_rules! name { .. }` or a macro called where an item stands
    /// (`name! { .. }`): never pasted, as the bundler does not expand
    /// macros (the registry of problems declares its modules with one).
    Macro,
    /// Anything with a name: fn, struct, enum, const, static, type, trait.
    Named,
}

/// One name a `use` brings in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Import {
    /// The path, as written after `use` (and after the group's prefix).
    pub path: Vec<String>,
    /// The name it is known by here.
    pub local: String,
}

/// A top-level item of a file, or a method of an impl.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub kind: ItemKind,
    pub name: String,
    /// Significant tokens `first..=last`.
    pub first: usize,
    pub last: usize,
    /// The significant token that names it, not a reference.
    pub name_at: Option<usize>,
    /// A function whose first parameter is `self`: a method, which can be
    /// called after `.`; without it, only through a `Type::name` path.
    pub takes_self: bool,
}

/// Words that may stand before a path that opens with `::` (`-> ::lightsout::Grid`).
const KEYWORDS: &[&str] = &[
    "as", "box", "break", "const", "continue", "dyn", "else", "extern", "for", "if",
    "impl", "in", "let", "loop", "match", "move", "mut", "pub", "ref", "return", "static",
    "unsafe", "use", "where", "while", "yield",
];

/// One source file, lexed.
#[derive(Clone)]
pub struct File {
    pub path: String,
    /// Whether it is the program bundled (a judge binary's source or a
    /// contestant's file), not the library's.
    pub binary: bool,
    pub text: String,
    pub tokens: Vec<Token>,
    /// Indices into `tokens` of the significant ones.
    pub code: Vec<usize>,
}

impl File {
    pub fn new(path: &str, text: String) -> Result<File, Error> {
        let tokens = lex(&text).map_err(|offset| Error::Unpastable {
            path: path.to_string(),
            line: line_of(&text, offset),
            reason: "an unterminated literal or comment".to_string(),
        })?;
        let code = (0..tokens.len())
            .filter(|&i| !matches!(tokens[i].kind, Kind::Space | Kind::Comment))
            .collect();
        Ok(File {
            path: path.to_string(),
            binary: path.starts_with("src/bin/") || path.contains("/src/bin/"),
            text,
            tokens,
            code,
        })
    }

    /// The text of significant token `k`.
    pub fn word(&self, k: usize) -> &str {
        self.code.get(k).map_or("", |&i| {
            &self.text[self.tokens[i].start..self.tokens[i].end]
        })
    }

    /// Whether significant tokens `k` and `k + 1` are a path's `::`.
    pub fn path_separator(&self, k: usize) -> bool {
        self.word(k) == ":" && self.word(k + 1) == ":"
    }

    /// Whether the `::` at significant token `k` opens a path from the root
    /// (2015's crate root, 2018's extern crates): after no name, after a
    /// keyword, `->`, or a generic list's `>` and a space (`impl<T>
    /// ::lightsout::X`), rather than going on from a path before it.
    pub fn opens_from_root(&self, k: usize) -> bool {
        if k == 0 {
            return true;
        }
        match (self.kind(k - 1), self.word(k - 1)) {
            (Some(Kind::Ident), word) => KEYWORDS.contains(&word),
            (_, ">") => {
                (k >= 2 && self.word(k - 2) == "-")
                    || self.tokens[self.code[k]].start > self.tokens[self.code[k - 1]].end
            }
            _ => true,
        }
    }

    pub fn kind(&self, k: usize) -> Option<Kind> {
        self.code.get(k).map(|&i| self.tokens[i].kind)
    }

    /// The 1-based line significant token `k` stands on (past the last
    /// token: the file's last line).
    pub fn line(&self, k: usize) -> usize {
        let offset = self
            .code
            .get(k)
            .map_or(self.text.len(), |&i| self.tokens[i].start);
        line_of(&self.text, offset)
    }

    pub fn unpastable(&self, k: usize, reason: &str) -> Error {
        Error::Unpastable {
            path: self.path.clone(),
            line: self.line(k),
            reason: reason.to_string(),
        }
    }

    /// What a contestant's file cannot be bundled for, at token `k`.
    pub fn refuse(&self, k: usize, reason: &str) -> Error {
        Error::Refused {
            path: self.path.clone(),
            line: self.line(k),
            reason: reason.to_string(),
        }
    }

    /// The significant token after the group that opens at `k` (`(`, `[`,
    /// `{` or `<`) closes.
    pub fn skip_group(&self, k: usize) -> Result<usize, Error> {
        let (open, close) = match self.word(k) {
            "(" => ("(", ")"),
            "[" => ("[", "]"),
            "{" => ("{", "}"),
            _ => ("<", ">"),
        };
        let mut depth = 0;
        let mut j = k;
        while j < self.code.len() {
            let word = self.word(j);
            if word == open {
                depth += 1;
            } else if word == close {
                // `->` is not a closing angle bracket.
                if !(close == ">" && j > 0 && self.word(j - 1) == "-") {
                    depth -= 1;
                }
            }
            j += 1;
            if depth == 0 {
                return Ok(j);
            }
        }
        Err(self.unpastable(k, "unbalanced brackets"))
    }

    /// The items in significant tokens `from..to`, without `#[cfg(test)]`
    /// ones.
    pub fn items(&self, from: usize, to: usize) -> Result<Vec<Item>, Error> {
        let mut items = Vec::new();
        let mut k = from;
        while k < to {
            let first = k;
            let mut test_only = false;
            while self.word(k) == "#" {
                if self.word(k + 1) == "!" {
                    // The crate root's lint levels (`#![deny(missing_docs)]`)
                    // are the library's alone: the bundle, a crate of its
                    // own, has its lints as its compiler sets them.
                    let lint =
                        matches!(self.word(k + 3), "allow" | "warn" | "deny" | "forbid");
                    if self.path.ends_with("src/lib.rs") && lint {
                        k = self.skip_group(k + 2)?;
                        continue;
                    }
                    return Err(self.unpastable(k, "inner attributes cannot be pasted"));
                }
                let end = self.skip_group(k + 1)?;
                let attribute: String = (k + 1..end).map(|j| self.word(j)).collect();
                test_only |= attribute == "[cfg(test)]";
                k = end;
            }
            if self.word(k) == "pub" {
                k += 1;
                if self.word(k) == "(" {
                    k = self.skip_group(k)?;
                }
            }
            while matches!(self.word(k), "const" | "unsafe" | "async" | "extern")
                && matches!(self.word(k + 1), "fn" | "unsafe" | "extern" | "\"C\"")
            {
                k += 1;
                // The ABI of `extern "C" fn`.
                if self.word(k) == "\"C\"" {
                    k += 1;
                }
            }
            let keyword = self.word(k).to_string();
            if self.word(k + 1) == "!" && self.kind(k) == Some(Kind::Ident) {
                // `macro_rules! name { .. }` or `name! { .. }` / `name!(..);`.
                let (name_at, open) = if keyword == "macro_rules" {
                    (k + 2, k + 3)
                } else {
                    (k, k + 2)
                };
                let mut last = self.skip_group(open)? - 1;
                if self.word(last + 1) == ";" {
                    last += 1;
                }
                if !test_only {
                    items.push(Item {
                        kind: ItemKind::Macro,
                        name: self.word(name_at).to_string(),
                        first,
                        last,
                        name_at: Some(name_at),
                        takes_self: false,
                    });
                }
                k = last + 1;
                continue;
            }
            let item = match keyword.as_str() {
                "use" => {
                    let last = self.until(k, ";")?;
                    let (prefix, imports) = self.imports(k + 1, last)?;
                    Item {
                        kind: ItemKind::Use(prefix, imports),
                        name: String::new(),
                        first,
                        last,
                        name_at: None,
                        takes_self: false,
                    }
                }
                "impl" => self.impl_item(first, k)?,
                "fn" | "struct" | "enum" | "union" | "trait" | "mod" | "const"
                | "static" | "type" => {
                    let name_at = k + 1;
                    if self.kind(name_at) != Some(Kind::Ident) {
                        return Err(self.unpastable(k, "an item without a name"));
                    }
                    let braces =
                        matches!(keyword.as_str(), "fn" | "enum" | "union" | "trait");
                    let last = if braces {
                        self.body_end(name_at)?
                    } else if matches!(keyword.as_str(), "struct" | "mod") {
                        // `struct A;`, `struct A(u8);`, `struct A { .. }`.
                        let mut j = name_at + 1;
                        while j < to && !matches!(self.word(j), ";" | "{") {
                            j = if self.word(j) == "(" || self.word(j) == "<" {
                                self.skip_group(j)?
                            } else {
                                j + 1
                            };
                        }
                        if self.word(j) == "{" {
                            self.skip_group(j)? - 1
                        } else {
                            j
                        }
                    } else {
                        self.until(k, ";")?
                    };
                    let kind = if keyword == "mod" {
                        if self.word(last) != ";" && !test_only {
                            return Err(self.unpastable(k, "inline modules are not pasted"));
                        }
                        ItemKind::Module
                    } else {
                        ItemKind::Named
                    };
                    let takes_self = keyword == "fn" && {
                        let mut j = name_at + 1;
                        if self.word(j) == "<" {
                            j = self.skip_group(j)?;
                        }
                        let mut found = false;
                        while j < last && !matches!(self.word(j + 1), "," | ")") {
                            j += 1;
                            found |= self.word(j) == "self";
                        }
                        found
                    };
                    Item {
                        kind,
                        name: self.word(name_at).to_string(),
                        first,
                        last,
                        name_at: Some(name_at),
                        takes_self,
                    }
                }
                _ => return Err(self.unpastable(k, "an item the bundler does not know")),
            };
            k = item.last + 1;
            if !test_only {
                items.push(item);
            } else if item.kind == ItemKind::Module {
                items.push(Item {
                    kind: ItemKind::TestModule,
                    ..item
                });
            }
        }
        Ok(items)
    }

    /// The names significant tokens `first..=last` bind: after `let` (up to
    /// its `=` or `:`), in a function's parameters before a `:`, and in a
    /// closure's.
    pub fn locals(&self, first: usize, last: usize) -> BTreeSet<&str> {
        let mut locals = BTreeSet::new();
        let mut k = first;
        while k <= last {
            match self.word(k) {
                "let" => {
                    k += 1;
                    while k <= last && !matches!(self.word(k), "=" | ";") {
                        // `let x: Type` binds x; `let Some(x)`, `let Pair { x, .. }`
                        // and `let Type::Variant(x)` name no binding with their path.
                        if self.word(k) == ":" && self.word(k + 1) != ":" {
                            break;
                        }
                        let in_path = self.path_separator(k + 1)
                            || (k >= 2 && self.path_separator(k - 2));
                        let binds = self.kind(k) == Some(Kind::Ident)
                            && !matches!(self.word(k + 1), "(" | "{")
                            && !in_path
                            && !matches!(self.word(k), "mut" | "ref");
                        if binds {
                            locals.insert(self.word(k));
                        }
                        k += 1;
                    }
                }
                "fn" => {
                    // Parameters: `name: Type` at the first level of the list.
                    let open = (k..=last).find(|&j| self.word(j) == "(").unwrap_or(last);
                    let close = self.skip_group(open).unwrap_or(last + 1);
                    for j in open + 1..close {
                        let param = self.kind(j) == Some(Kind::Ident)
                            && self.word(j + 1) == ":"
                            && self.word(j + 2) != ":"
                            && self.word(j - 1) != ":";
                        if param {
                            locals.insert(self.word(j));
                        }
                    }
                    k = close;
                }
                // A closure's parameters, `|a, (b, c): (T, U)|`: what
                // precedes each `:` type or `,` at the first level.
                "|" if k > 0
                    && matches!(self.word(k - 1), "(" | "," | "=" | "move" | "{" | ";")
                    && self.word(k + 1) != "|" =>
                {
                    let close = (k + 1..=last)
                        .find(|&j| self.word(j) == "|")
                        .unwrap_or(last);
                    let mut in_type = false;
                    let mut depth = 0i32;
                    for j in k + 1..close {
                        match self.word(j) {
                            "<" | "(" | "[" => depth += 1,
                            ">" | ")" | "]" => depth -= 1,
                            "," if depth <= 0 => in_type = false,
                            ":" if self.word(j + 1) != ":" && self.word(j - 1) != ":" => {
                                in_type = true
                            }
                            word => {
                                let binds = !in_type
                                    && !self.path_separator(j + 1)
                                    && self.kind(j) == Some(Kind::Ident)
                                    && !matches!(word, "mut" | "ref");
                                if binds {
                                    locals.insert(word);
                                }
                            }
                        }
                    }
                    k = close + 1;
                }
                _ => k += 1,
            }
        }
        locals
    }

    /// The `;` that ends the item starting at `k`, outside brackets.
    pub fn until(&self, k: usize, end: &str) -> Result<usize, Error> {
        let mut j = k;
        while j < self.code.len() {
            match self.word(j) {
                "(" | "[" | "{" => j = self.skip_group(j)?,
                word if word == end => return Ok(j),
                _ => j += 1,
            }
        }
        Err(self.unpastable(k, "an item that does not end"))
    }

    /// The `}` closing the first brace block after `k`, outside brackets.
    pub fn body_end(&self, k: usize) -> Result<usize, Error> {
        let mut j = k;
        while j < self.code.len() {
            match self.word(j) {
                "{" => return Ok(self.skip_group(j)? - 1),
                "(" | "[" => j = self.skip_group(j)?,
                ";" => return Ok(j),
                _ => j += 1,
            }
        }
        Err(self.unpastable(k, "an item that does not end"))
    }

    pub fn impl_item(&self, first: usize, k: usize) -> Result<Item, Error> {
        let mut j = k + 1;
        if self.word(j) == "<" {
            j = self.skip_group(j)?;
        }
        let mut names: Vec<Vec<String>> = vec![Vec::new()];
        while !matches!(self.word(j), "{" | "where") {
            match self.word(j) {
                "<" => j = self.skip_group(j)?,
                "for" => {
                    names.push(Vec::new());
                    j += 1;
                }
                "" => return Err(self.unpastable(k, "an impl without a body")),
                word => {
                    if self.kind(j) == Some(Kind::Ident) {
                        names
                            .last_mut()
                            .expect("one path at least")
                            .push(word.to_string());
                    }
                    j += 1;
                }
            }
        }
        let mut open = j;
        while self.word(open) != "{" {
            open = match self.word(open) {
                "(" | "[" | "<" => self.skip_group(open)?,
                "" => return Err(self.unpastable(k, "an impl without a body")),
                _ => open + 1,
            };
        }
        let last = self.skip_group(open)? - 1;
        let self_type = names
            .last()
            .and_then(|path| path.last())
            .cloned()
            .ok_or_else(|| self.unpastable(k, "an impl without a type"))?;
        let trait_name = if names.len() > 1 {
            names[0].last().cloned()
        } else {
            None
        };
        let methods = self.items(open + 1, last)?;
        Ok(Item {
            name: self_type.clone(),
            kind: ItemKind::Impl {
                self_type,
                trait_name,
                open,
                methods,
            },
            first,
            last,
            name_at: None,
            takes_self: false,
        })
    }

    /// The imports of a `use` whose tree is significant tokens `from..to`.
    pub fn imports(
        &self,
        from: usize,
        to: usize,
    ) -> Result<(Vec<String>, Vec<Import>), Error> {
        if let Some(star) = (from..to).find(|&j| self.word(j) == "*") {
            return Err(self.unpastable(star, "glob imports are not pasted"));
        }
        let mut prefix = Vec::new();
        let mut k = from;
        while k < to && self.word(k) != "{" {
            if self.kind(k) == Some(Kind::Ident) {
                prefix.push(self.word(k).to_string());
            }
            k += 1;
        }
        let import = |mut path: Vec<String>| -> Result<Import, Error> {
            if path.iter().any(|s| s == "as" || s == "*") {
                return Err(
                    self.unpastable(from, "glob and renaming imports are not pasted")
                );
            }
            let mut local = path.last().cloned().unwrap_or_default();
            if local == "self" {
                path.pop();
                local = path.last().cloned().unwrap_or_default();
            }
            Ok(Import { path, local })
        };
        if k == to {
            let single = import(prefix)?;
            return Ok((single.path.clone(), vec![single]));
        }
        let mut imports = Vec::new();
        let mut path = prefix.clone();
        for j in k + 1..to {
            match self.word(j) {
                "," | "}" if path.len() > prefix.len() => {
                    imports.push(import(std::mem::replace(&mut path, prefix.clone()))?);
                }
                "{" => {
                    return Err(self.unpastable(j, "nested import groups are not pasted"))
                }
                "*" => return Err(self.unpastable(j, "glob imports are not pasted")),
                word if self.kind(j) == Some(Kind::Ident) => path.push(word.to_string()),
                _ => {}
            }
        }
        Ok((prefix, imports))
    }
}

/// The 1-based line of byte `offset` of `text`.
pub fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}
