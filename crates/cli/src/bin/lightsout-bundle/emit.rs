//! The bundle's text: the binary, then each module with something reached,
//! its reached items only, comments dropped, indented one level a module.

use std::collections::BTreeSet;

use crate::items::{File, Import, Item, ItemKind};
use crate::lex::{lex, Kind};
use crate::reach::{Crate, JUDGES_CRATE};
use crate::Error;

/// Code that would mean something else, or nothing, once pasted.
const FORBIDDEN: &[(&[&str], &str)] = &[
    (&["$", "crate"], "`$crate` in a macro needs rewriting"),
    (
        &["#", "[", "macro_export"],
        "exported macros move to the crate root",
    ),
    (&["extern", "crate"], "the bundle has no other crates"),
    (&["include_str", "!"], "included files are not pasted"),
    (&["include_bytes", "!"], "included files are not pasted"),
    (&["include", "!"], "included files are not pasted"),
    (
        &["env", "!"],
        "cargo's environment is not there under plain rustc",
    ),
    (&["#", "[", "path"], "module paths are not pasted"),
    (
        &["macro_rules", "!"],
        "macros are not followed by the bundler",
    ),
];

/// What each pasted module imports under a contestant's
/// `#![no_implicit_prelude]`: std's prelude, and the macros of std's that
/// it does not hold.
const PRELUDE: &str = "use ::std::prelude::v1::*;\n\
    use ::std::{assert_eq, assert_ne, debug_assert, debug_assert_eq, debug_assert_ne, eprint};\n\
    use ::std::{eprintln, format, matches, panic, print, println, todo, unimplemented};\n\
    use ::std::{unreachable, vec, write, writeln};\n";

/// Whether `word` names a crate the bundle pastes: the library, or the
/// judges' crate beside it.
fn names_a_crate(word: &str) -> bool {
    matches!(word, "lightsout" | JUDGES_CRATE)
}

/// Whether a path that starts with `word` starts at the root of a crate
/// the bundle pastes (`crate::`, `lightsout::`).
fn from_root(word: &str) -> bool {
    word == "crate" || names_a_crate(word)
}

/// The widest line of the library's layout (rustfmt.toml); pasted code is
/// indented at most 8 columns more, within rustfmt's usual 100.
const LINE_WIDTH: usize = 92;

impl Crate {
    /// Writes the bundle: the binary, then every module with something
    /// reached, nested as the crate nests them, but for the layer folders,
    /// whose modules stand at the root (and whose own items, if any are
    /// reached, stand in a module of the layer's name there).
    pub fn emit(&self, out: &mut String) -> Result<(), Error> {
        self.emit_module(0, 0, out)?;
        // The library root's re-exports the binary's crates name it by
        // (`lightsout::Grid`), beside the binary's items.
        let mut reexports = String::new();
        self.emit_module(self.library_root(), 0, &mut reexports)?;
        if !reexports.is_empty() {
            out.push('\n');
            out.push_str(&reexports);
        }
        for m in self.roots()? {
            self.emit_nested(m, 0, out)?;
        }
        Ok(())
    }

    /// The library's root module.
    fn library_root(&self) -> usize {
        (1..self.modules.len())
            .find(|&m| self.modules[m].path.is_empty())
            .expect("the library's root")
    }

    /// The modules that stand at the library's root in the bundle: its
    /// own, and the modules of its layer folders; an error where two would
    /// share a name.
    fn roots(&self) -> Result<Vec<usize>, Error> {
        let mut roots: Vec<usize> = Vec::new();
        for m in 1..self.modules.len() {
            let path = &self.modules[m].path;
            if path.len() == 1 || (path.len() == 2 && self.layers.contains(&path[0])) {
                roots.push(m);
            }
        }
        let mut names = BTreeSet::new();
        for &m in &roots {
            let name = self.modules[m].path.last().expect("a named module");
            if !names.insert(name) {
                return Err(self.modules[m].file.unpastable(
                    0,
                    "two modules would share one name at the bundle's root",
                ));
            }
        }
        Ok(roots)
    }

    /// Writes the bundle of a contestant's file: its text as written but
    /// for its library paths (`user`), then the library's reached items in
    /// `mod lightsout`, nested as the crate nests them, `header` first in
    /// it, so that the file's lines keep their numbers. The library's items
    /// are there for the file alone: what the file reaches but never uses,
    /// or an import only its unused items use, is no warning, nor are the
    /// `lints` the file's crate attributes set for its own code.
    pub fn emit_user(
        &self,
        user: &str,
        header: &str,
        lints: &[String],
        out: &mut String,
    ) -> Result<(), Error> {
        out.push_str(user);
        let mut library =
            String::from("\n#[allow(dead_code, unused_imports)]\nmod lightsout {\n");
        for line in header.lines() {
            library.push_str(&format!("    {}\n", line));
        }
        if !lints.is_empty() {
            library.push_str(&format!("    #![allow({})]\n", lints.join(", ")));
        }
        self.prelude(1, &mut library);
        self.emit_module(self.library_root(), 1, &mut library)?;
        for m in self.roots()? {
            self.emit_nested(m, 1, &mut library)?;
        }
        library.push_str("}\n");
        out.push_str(&with_tabs(&library));
        Ok(())
    }

    /// `path` as the bundle spells it: `crate::board::grid` is
    /// `crate::grid`, a layer's own item `crate::engine::solve` stays;
    /// `next` is what follows a path that ends at a layer.
    fn flat(&self, path: &[String], next: Option<&str>) -> Vec<String> {
        let mut path = path.to_vec();
        if path.len() > 1 && from_root(&path[0]) {
            let after = path.get(2).map(String::as_str).or(next);
            if after.map_or(false, |name| self.in_layer(&path[1], name)) {
                path.remove(1);
            }
        }
        path
    }

    /// Whether `path` names a layer folder itself, which the bundle has no
    /// module for its modules to be reached through.
    fn names_a_layer(&self, path: &[String]) -> bool {
        path.len() == 2 && from_root(&path[0]) && self.layers.contains(&path[1])
    }

    fn emit_nested(&self, m: usize, depth: usize, out: &mut String) -> Result<(), Error> {
        if !self.any_reached(m) {
            return Ok(());
        }
        let module = &self.modules[m];
        let layer = module.path.len() == 1 && self.layers.contains(&module.path[0]);
        let indent = "    ".repeat(depth);
        if !out.ends_with("{\n") {
            out.push('\n');
        }
        out.push_str(&format!(
            "{}{}mod {} {{\n",
            indent,
            if depth == 0 { "" } else { "pub " },
            module.path.last().expect("a named module")
        ));
        self.prelude(depth + 1, out);
        self.emit_module(m, depth + 1, out)?;
        // A layer's modules stand at the root.
        let children: Vec<usize> = (1..self.modules.len())
            .filter(|&c| {
                let path = &self.modules[c].path;
                !layer
                    && path.len() == module.path.len() + 1
                    && path.starts_with(&module.path)
            })
            .collect();
        for c in children {
            self.emit_nested(c, depth + 1, out)?;
        }
        out.push_str(&format!("{}}}\n", indent));
        Ok(())
    }

    /// Std's prelude for a module `depth` levels down, where the file opts
    /// out of it.
    fn prelude(&self, depth: usize, out: &mut String) {
        if self.no_prelude {
            for line in PRELUDE.lines() {
                out.push_str(&format!("{}{}\n", "    ".repeat(depth), line));
            }
        }
    }

    fn any_reached(&self, m: usize) -> bool {
        let module = &self.modules[m];
        let layer = module.path.len() == 1 && self.layers.contains(&module.path[0]);
        module
            .reached
            .iter()
            .any(|&(index, _)| !matches!(module.items[index].kind, ItemKind::Use(..)))
            // A module of re-exports alone (the prelude) holds its imports.
            || !module.used.is_empty()
            || self.kept.contains(&m)
            || !layer
                && (1..self.modules.len()).any(|c| {
                    let path = &self.modules[c].path;
                    path.len() == module.path.len() + 1
                        && path.starts_with(&module.path)
                        && self.any_reached(c)
                })
    }

    /// Writes the reached items of module `m`, indented `depth` levels.
    fn emit_module(&self, m: usize, depth: usize, out: &mut String) -> Result<(), Error> {
        let module = &self.modules[m];
        let file = &module.file;
        let indent = "    ".repeat(depth);
        let mut wrote_use = false;
        let mut wrote_item = false;
        // Whether a blank line stood between this item and the last written.
        let mut apart = false;
        // The imports of the group being written, by path: flat paths sort
        // apart from the library's (`crate::formats` before `crate::grid`),
        // so each group is sorted again as rustfmt sorts it.
        let mut group: Vec<(Vec<(u8, String)>, String)> = Vec::new();
        let flush = |group: &mut Vec<(Vec<(u8, String)>, String)>, out: &mut String| {
            group.sort();
            for (_, text) in group.drain(..) {
                out.push_str(&text);
            }
        };
        for (index, item) in module.items.iter().enumerate() {
            if index > 0 {
                let before = file.code[module.items[index - 1].last];
                let after = file.code[item.first];
                let gap = &file.text[file.tokens[before].end..file.tokens[after].start];
                apart |= gap.matches('\n').count() > 1;
            }
            let text = match &item.kind {
                ItemKind::Use(prefix, imports) => {
                    let used: Vec<&Import> = imports
                        .iter()
                        .filter(|i| module.used.contains(&i.local))
                        .collect();
                    // Outside a contestant's file an import names its item
                    // where it is defined, past the re-exports on the way.
                    let definition = |i: &Import| match self.user {
                        true => None,
                        false => self.definition(m, &i.path),
                    };
                    let kept: Vec<Import> = used
                        .iter()
                        .map(|i| Import {
                            path: definition(i).unwrap_or_else(|| self.flat(&i.path, None)),
                            local: i.local.clone(),
                        })
                        .collect();
                    if used.iter().any(|i| self.names_a_layer(&i.path)) {
                        return Err(file.unpastable(
                            item.first,
                            "a layer folder is no module in the bundle: import its modules \
                             (`crate::board::grid`)",
                        ));
                    }
                    // The binary's imports of the library's top modules, and
                    // the library root's re-exports of its modules (`pub use
                    // crate::board::grid;`), name what the bundle already has
                    // at its root.
                    let at_root = self.modules[m].path.is_empty();
                    let kept: Vec<&Import> = kept
                        .iter()
                        .filter(|i| {
                            let top = i.path.len() == 2 && from_root(&i.path[0]);
                            !(top && (m == 0 || (at_root && i.path[1] == i.local)))
                        })
                        .collect();
                    if kept.is_empty() {
                        continue;
                    }
                    // A group that opens at a layer reaches into its modules
                    // or into its own items, as its first import says.
                    let next = used[0].path.get(prefix.len()).map(String::as_str);
                    let mut prefix = self.flat(prefix, next);
                    if self.user && prefix.first().map(String::as_str) == Some("crate") {
                        prefix.insert(1, "lightsout".to_string());
                    }
                    // Outside a contestant's file every crate is the bundle's
                    // root, and its imports sort as `crate::` ones.
                    if !self.user && names_a_crate(&prefix[0]) {
                        prefix[0] = "crate".to_string();
                    }
                    // Where the imports name their items' definitions, the
                    // group opens where their paths part.
                    if !self.user && kept.iter().any(|i| !i.path.starts_with(&prefix)) {
                        prefix.truncate(1);
                        while kept.iter().all(|i| {
                            i.path.len() > prefix.len() + 1
                                && i.path[prefix.len()] == kept[0].path[prefix.len()]
                        }) {
                            prefix.push(kept[0].path[prefix.len()].clone());
                        }
                    }
                    let kept: Vec<Import> = kept
                        .iter()
                        .map(|i| {
                            let mut path = i.path.clone();
                            if self.user && path[0] == "crate" {
                                path.insert(1, "lightsout".to_string());
                            }
                            Import {
                                path,
                                local: i.local.clone(),
                            }
                        })
                        .collect();
                    let kept: Vec<&Import> = kept.iter().collect();
                    let text = use_text(file, item, &prefix, &kept, &indent);
                    // Groups of imports stay apart, as rustfmt sorts each.
                    if wrote_item || (wrote_use && apart) {
                        flush(&mut group, out);
                        out.push('\n');
                    }
                    // rustfmt sorts a group of names after a path that
                    // names one item where the two part (`{` after letters).
                    // Two groups after one path sort by their names, in
                    // order.
                    let key = match kept.as_slice() {
                        [only] => only.path.join("::"),
                        _ => format!("{}::{{", prefix.join("::")),
                    };
                    let mut names: Vec<String> = match kept.as_slice() {
                        [_] => Vec::new(),
                        _ => kept
                            .iter()
                            .map(|i| i.path[prefix.len()..].join("::"))
                            .collect(),
                    };
                    names.sort_by(|a, b| rustfmt_order(a).cmp(&rustfmt_order(b)));
                    let key = std::iter::once(key)
                        .chain(names)
                        .flat_map(|text| {
                            rustfmt_order(&text)
                                .into_iter()
                                .map(|(class, segment)| (class, segment.to_string()))
                                .collect::<Vec<_>>()
                        })
                        .collect();
                    group.push((key, text));
                    wrote_use = true;
                    apart = false;
                    continue;
                }
                ItemKind::Module | ItemKind::TestModule | ItemKind::Macro => continue,
                ItemKind::Impl {
                    open,
                    methods,
                    trait_name,
                    ..
                } => {
                    let kept: Vec<usize> = (0..methods.len())
                        .filter(|&k| module.reached.contains(&(index, Some(k))))
                        .collect();
                    // A contestant's code may rely on a trait's impl without
                    // naming it (`?` into `Box<dyn Error>` needs `impl Error
                    // for ParseError {}`).
                    let marker = self.user && trait_name.is_some();
                    if (kept.is_empty() && !marker)
                        || !module.reached.contains(&(index, None))
                    {
                        continue;
                    }
                    if kept.is_empty() {
                        // An impl without methods, `{}` as written.
                        self.code_text(m, item.first, item.last, &indent)?
                    } else {
                        self.impl_text(m, item, *open, methods, &kept, &indent)?
                    }
                }
                ItemKind::Named => {
                    if !module.reached.contains(&(index, None)) {
                        continue;
                    }
                    self.code_text(m, item.first, item.last, &indent)?
                }
            };
            flush(&mut group, out);
            if wrote_use || wrote_item {
                out.push('\n');
            }
            wrote_use = false;
            apart = false;
            out.push_str(&text);
            out.push('\n');
            wrote_item = true;
        }
        flush(&mut group, out);
        Ok(())
    }

    /// An impl of module `m` with its methods `kept` alone.
    fn impl_text(
        &self,
        m: usize,
        item: &Item,
        open: usize,
        methods: &[Item],
        kept: &[usize],
        indent: &str,
    ) -> Result<String, Error> {
        let mut text = self.code_text(m, item.first, open, indent)?;
        for (n, &k) in kept.iter().enumerate() {
            text.push_str(if n == 0 { "\n" } else { "\n\n" });
            text.push_str(&self.code_text(m, methods[k].first, methods[k].last, indent)?);
        }
        text.push('\n');
        text.push_str(&self.code_text(m, item.last, item.last, indent)?);
        Ok(text)
    }

    /// The source of significant tokens `first..=last` of module `m`
    /// without comments, indented `indent` more, its first line indented as
    /// in the source.
    fn code_text(
        &self,
        m: usize,
        first: usize,
        last: usize,
        indent: &str,
    ) -> Result<String, Error> {
        let file = &self.modules[m].file;
        // Outside a contestant's file, the library's `lightsout::` and the
        // judges' crate's name are the bundle's root.
        let names_root =
            |word: &str| word == "crate" || (!self.user && names_a_crate(word));
        // In a layer's own items, its modules are named from the root.
        let layer = match self.modules[m].path.as_slice() {
            [name] if self.layers.contains(name) => Some(name.as_str()),
            _ => None,
        };
        let mut out = String::from(indent);
        let start = file.tokens[file.code[first]].start;
        let line_start = file.text[..start].rfind('\n').map_or(0, |i| i + 1);
        out.push_str(&file.text[line_start..start]);
        // Tokens not written: a layer after `crate::`, and its `::`.
        let mut skip = 0;
        for k in first..=last {
            let token = file.tokens[file.code[k]];
            let word = &file.text[token.start..token.end];
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let root = k.checked_sub(3).map_or("", |r| file.word(r));
            if self.in_layer(word, file.word(k + 3))
                && names_root(root)
                && (file.word(k - 2), file.word(k - 1)) == (":", ":")
                && (file.word(k + 1), file.word(k + 2)) == (":", ":")
            {
                skip = 2;
                continue;
            }
            let after_path = k > 0 && file.word(k - 1) == ":";
            if layer.map_or(false, |layer| self.in_layer(layer, word))
                && !after_path
                && (file.word(k + 1), file.word(k + 2)) == (":", ":")
            {
                out.push_str(if self.user {
                    "crate::lightsout::"
                } else {
                    "crate::"
                });
            }
            for (pattern, reason) in FORBIDDEN {
                if pattern
                    .iter()
                    .enumerate()
                    .all(|(i, p)| file.word(k + i) == *p)
                {
                    return Err(file.unpastable(k, reason));
                }
            }
            // The binary and the judges' crate name the library `lightsout`;
            // in the bundle it is the crate.
            if !self.user && names_root(word) && file.word(k + 1) == ":" {
                out.push_str("crate");
            } else if self.user
                && word == "crate"
                && k >= 2
                && (file.word(k - 2), file.word(k - 1), file.word(k + 1))
                    == ("pub", "(", ")")
            {
                // Under a contestant's file, the library's crate is its
                // module: a `pub(crate)` method seen from the file would
                // come before a trait's method of the same name there.
                out.push_str("in crate::lightsout");
            } else if self.user && word == "crate" && file.word(k + 1) == ":" {
                // Under a contestant's file, the library is `crate::lightsout`.
                out.push_str("crate::lightsout");
            } else {
                out.push_str(word);
            }
            if k == last {
                break;
            }
            out.push_str(&gap(file, file.code[k], file.code[k + 1], indent));
        }
        Ok(out)
    }
}

/// What stands between tokens `a` and `b` (indices into `file.tokens`),
/// comments dropped: the spaces of one line, or line ends (one blank line
/// at most, none after `{` or before `}`) and the next line's indentation.
fn gap(file: &File, a: usize, b: usize, indent: &str) -> String {
    let mut newlines = 0;
    let mut comment = false;
    let mut own_line_comments = 0;
    let mut seen_newline = false;
    for token in &file.tokens[a + 1..b] {
        let text = &file.text[token.start..token.end];
        match token.kind {
            Kind::Comment => {
                comment = true;
                if seen_newline || newlines > 0 {
                    own_line_comments += 1;
                }
            }
            _ => {
                let n = text.matches('\n').count();
                newlines += n;
                seen_newline |= n > 0;
            }
        }
    }
    let lines = newlines.saturating_sub(own_line_comments);
    if newlines == 0 || lines == 0 {
        if lines == 0 && newlines > 0 {
            // Only comments stood on the lines between: one line end.
        } else if comment {
            return " ".to_string();
        } else {
            return file.text[file.tokens[a].end..file.tokens[b].start].to_string();
        }
    }
    let before = &file.text[file.tokens[a].start..file.tokens[a].end];
    let after = &file.text[file.tokens[b].start..file.tokens[b].end];
    let lines = if before == "{" || after == "}" {
        1
    } else {
        lines.clamp(1, 2)
    };
    let start = file.tokens[b].start;
    let line_start = file.text[..start].rfind('\n').map_or(0, |i| i + 1);
    format!(
        "{}{}{}",
        "\n".repeat(lines),
        indent,
        &file.text[line_start..start]
    )
}

/// A `use` item keeping only `kept`, written as rustfmt would.
fn use_text(
    file: &File,
    item: &Item,
    prefix: &[String],
    kept: &[&Import],
    indent: &str,
) -> String {
    // Attributes and visibility as rustfmt writes them: an attribute on a
    // line of its own, `pub(crate) use`.
    let mut head = String::new();
    let mut depth = 0;
    for k in (item.first..item.last).take_while(|&k| file.word(k) != "use") {
        let word = file.word(k);
        match word {
            "[" | "(" => depth += 1,
            "]" | ")" => depth -= 1,
            _ => {}
        }
        if word == "=" {
            head.push_str(" = ");
        } else {
            head.push_str(word);
        }
        if word == "]" && depth == 0 {
            head.push('\n');
            head.push_str(indent);
        } else if depth == 0 && word != "#" && file.word(k + 1) != "(" {
            head.push(' ');
        }
    }
    head.push_str("use ");
    let mut prefix = prefix.to_vec();
    if prefix.first().map_or(false, |first| names_a_crate(first)) {
        prefix[0] = "crate".to_string();
    }
    let prefix = prefix.join("::");
    let mut entries: Vec<String> = kept
        .iter()
        .map(|import| {
            let rest = import.path[prefix.matches("::").count() + 1..].join("::");
            if rest.is_empty() {
                "self".to_string()
            } else {
                rest
            }
        })
        .collect();
    entries.sort_by(|a, b| rustfmt_order(a).cmp(&rustfmt_order(b)));
    let line = match entries.as_slice() {
        [only] if only == "self" => format!("{}{};", head, prefix),
        [only] => format!("{}{}::{};", head, prefix, only),
        _ => format!("{}{}::{{{}}};", head, prefix, entries.join(", ")),
    };
    if line.len() <= LINE_WIDTH || entries.len() == 1 {
        return format!("{}{}\n", indent, line);
    }
    // Too wide: the names fill lines inside the braces.
    let mut text = format!("{}{}{}::{{\n", indent, head, prefix);
    let mut current = String::new();
    for entry in entries {
        let piece = format!("{},", entry);
        if !current.is_empty() && 4 + current.len() + 1 + piece.len() > LINE_WIDTH {
            text.push_str(&format!("{}    {}\n", indent, current));
            current.clear();
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(&piece);
    }
    text.push_str(&format!("{}    {}\n{}}};\n", indent, current, indent));
    text
}

/// How rustfmt orders the names of a `use` group: `self` first, then
/// segment by segment, snake_case before CamelCase before CONSTANTS.
fn rustfmt_order(entry: &str) -> Vec<(u8, &str)> {
    entry
        .split("::")
        .map(|segment| {
            let class = if segment == "self" {
                0
            } else if segment == "{" {
                4
            } else if segment.starts_with(|c: char| c.is_ascii_lowercase() || c == '_') {
                1
            } else if segment.chars().all(|c| !c.is_ascii_lowercase()) {
                3
            } else {
                2
            };
            (class, segment)
        })
        .collect()
}

/// `text` with the indentation of every line of code made tabs, one for
/// each four spaces, as rustfmt lays it out with `hard_tabs`; string
/// literals, which may span lines, stay byte for byte.
pub fn with_tabs(text: &str) -> String {
    let tokens = match lex(text) {
        Ok(tokens) => tokens,
        // The bundle was lexed whole before: never here.
        Err(_) => return text.to_string(),
    };
    let mut out = String::with_capacity(text.len());
    for token in tokens {
        let piece = &text[token.start..token.end];
        if token.kind != Kind::Space || !piece.contains('\n') {
            out.push_str(piece);
            continue;
        }
        for (i, line) in piece.split('\n').enumerate() {
            if i > 0 {
                out.push('\n');
            }
            let spaces = line.len() - line.trim_start_matches(' ').len();
            if i == 0 || spaces < 4 {
                out.push_str(line);
                continue;
            }
            out.extend(std::iter::repeat('\t').take(spaces / 4));
            out.push_str(&line[spaces / 4 * 4..]);
        }
    }
    out
}
