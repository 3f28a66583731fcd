//! Which items the binary reaches: paths resolved through the crate's
//! modules and imports, methods followed by name, until nothing more is.

use std::collections::BTreeSet;
use std::io;

use crate::items::{File, Import, Item, ItemKind};
use crate::lex::Kind;
pub use crate::module::Module;
use crate::std_names::{STD_PRELUDE, STD_TRAIT_METHODS, TRAIT_METHODS};
use crate::Error;

/// The binary and every library module, with what the binary reaches.
pub struct Crate {
    pub modules: Vec<Module>,
    /// The layer folders: modules at the library's root that hold modules
    /// (`board`, `linalg`, ...), and may hold items of their own.
    pub layers: BTreeSet<String>,
    /// Whether the program is a contestant's file (see [`Crate::load`]).
    pub user: bool,
    /// The names a contestant's file imports from `std`, `core` or `alloc`.
    pub std_names: BTreeSet<String>,
    /// The modules a contestant's file names as modules (`use
    /// lightsout::prelude::{};`), each in the bundle though nothing in it
    /// is reached.
    pub kept: BTreeSet<usize>,
    /// Whether a contestant's file opts out of std's prelude, which each
    /// pasted module then imports.
    pub no_prelude: bool,
}

/// Where the judges' crate keeps its sources, by path from the
/// repository's root: a judge binary's bundle joins its modules to the
/// library's.
pub const JUDGES: &str = "crates/judges/src/";

/// The judges' crate's name in its code and its binaries'.
pub const JUDGES_CRATE: &str = "lightsout_judges";

/// What a path names.
enum Resolved {
    Module(usize),
    Item(usize, String),
    External,
}

/// The names code calls after `.`, and the `Type::name` paths it names;
/// in a contestant's file, every name after `::` of a path that starts at
/// an item of its own (`assoc`: a type alias, `Self`), whatever the type.
#[derive(Default)]
struct Methods {
    dotted: BTreeSet<String>,
    paths: BTreeSet<(String, String)>,
    assoc: BTreeSet<String>,
    /// The library modules a contestant's file names.
    modules: BTreeSet<usize>,
}

impl Crate {
    /// The program `binary`, whose items are `items`, and every library
    /// module: those declared from `src/lib.rs` down, and the files of a
    /// module's folder besides (modules a macro declares, as the registry
    /// of problems does), tests aside. `sources` holds every library file,
    /// by path from the crate root. A contestant's file (`user`) names the
    /// library `lightsout` alone: its `crate::`, `self::` and `super::`
    /// paths are its own, and the library's layers stay nested in the
    /// bundle, as its paths name them.
    pub fn load(
        binary: File,
        items: Vec<Item>,
        sources: &[(&str, &str)],
        user: bool,
    ) -> Result<Crate, Error> {
        let load = |path: &str| -> Result<File, Error> {
            let text = sources
                .iter()
                .find(|(name, _)| *name == path)
                .map(|(_, text)| text.to_string())
                .ok_or_else(|| {
                    let error =
                        io::Error::new(io::ErrorKind::NotFound, "not among the sources");
                    Error::Read(path.to_string(), error)
                })?;
            File::new(path, text)
        };
        // A module's file: `STEM.rs`, or `STEM/mod.rs` in `folder`.
        let load_module =
            |folder: &str, stem: &str| match load(&format!("{}{}.rs", folder, stem)) {
                Err(Error::Read(path, error)) => {
                    load(&format!("{}{}/mod.rs", folder, stem))
                        .map_err(|_| Error::Read(path, error))
                }
                file => file,
            };
        let mut modules = vec![Module::new(Vec::new(), binary, items)];
        // The crates whose modules the bundle may paste, each a folder of
        // sources: the library, and for a judge binary the judges' crate,
        // whose root declares modules alone (its modules stand beside the
        // library's, and its `crate::` and the library's `lightsout::` both
        // name the bundle's root).
        let mut roots = vec![("src/", load("src/lib.rs")?)];
        let judges = format!("{}lib.rs", JUDGES);
        if !user && sources.iter().any(|(name, _)| *name == judges) {
            roots.push((JUDGES, load(&judges)?));
        }
        let mut pending: Vec<(Vec<String>, File, &str)> = Vec::new();
        for (n, (folder, file)) in roots.into_iter().enumerate() {
            if n == 0 {
                pending.push((vec!["".to_string()], file, folder));
                continue;
            }
            for item in file.items(0, file.code.len())? {
                if item.kind != ItemKind::Module {
                    return Err(file.unpastable(
                        item.first,
                        "a crate the bundle joins to the library declares modules only",
                    ));
                }
                let child = load_module(folder, &item.name)?;
                pending.push((vec![item.name.clone()], child, folder));
            }
        }
        while let Some((path, file, crate_folder)) = pending.pop() {
            let items = file.items(0, file.code.len())?;
            // `[""]` marks the crate root, whose modules are `[name]`.
            let is_root = path.len() == 1 && path[0].is_empty();
            let base: Vec<String> = if is_root { Vec::new() } else { path.clone() };
            {
                let mut children: Vec<String> = items
                    .iter()
                    .filter(|item| item.kind == ItemKind::Module)
                    .map(|item| item.name.clone())
                    .collect();
                if is_root || file.path.ends_with("/mod.rs") {
                    let folder = match base.is_empty() {
                        true => crate_folder.to_string(),
                        false => format!("{}{}/", crate_folder, base.join("/")),
                    };
                    let tests: Vec<&str> = items
                        .iter()
                        .filter(|item| item.kind == ItemKind::TestModule)
                        .map(|item| item.name.as_str())
                        .collect();
                    for (name, _) in sources {
                        let stem = match name.strip_prefix(folder.as_str()) {
                            Some(rest) => rest,
                            None => continue,
                        };
                        let child = stem
                            .strip_suffix("/mod.rs")
                            .or_else(|| stem.strip_suffix(".rs"))
                            .filter(|child| !child.contains('/'));
                        if let Some(child) = child {
                            let own = matches!(child, "lib" | "mod");
                            if !own
                                && !tests.contains(&child)
                                && !children.iter().any(|c| c == child)
                            {
                                children.push(child.to_string());
                            }
                        }
                    }
                }
                for name in children {
                    let mut child = base.clone();
                    child.push(name);
                    let file = load_module(crate_folder, &child.join("/"))?;
                    pending.push((child, file, crate_folder));
                }
            }
            modules.push(Module::new(
                if is_root { Vec::new() } else { path },
                file,
                items,
            ));
        }
        // The binary first, then the library root, then modules by path.
        modules.sort_by(|a, b| {
            let rank = |m: &Module| (!m.file.binary, m.path.clone());
            rank(a).cmp(&rank(b))
        });
        let layers = modules
            .iter()
            .filter(|m| m.path.len() == 2 && !m.file.binary)
            .map(|m| m.path[0].clone())
            .collect();
        Ok(Crate {
            modules,
            layers,
            user,
            std_names: BTreeSet::new(),
            kept: BTreeSet::new(),
            no_prelude: false,
        })
    }

    /// Whether `name` is a module of the layer folder `layer`.
    pub fn in_layer(&self, layer: &str, name: &str) -> bool {
        self.layers.contains(layer)
            && self
                .modules
                .iter()
                .any(|m| m.path.len() == 2 && m.path[0] == layer && m.path[1] == name)
    }

    fn module(&self, path: &[String]) -> Option<usize> {
        self.modules
            .iter()
            .position(|m| m.path == path && !m.file.binary)
    }

    /// What `path`, written in module `at`, names; the segments it did not
    /// use are returned too.
    fn resolve(&self, at: usize, path: &[String]) -> (Resolved, usize) {
        let here = &self.modules[at];
        let mut module: Vec<String> = here.path.clone();
        let mut used = 0;
        let own = self.user && at == 0;
        match path.first().map(String::as_str) {
            Some("crate") | Some("self") | Some("super") if own => {
                // `crate::lightsout::`, after `extern crate lightsout;`.
                let chain = path
                    .iter()
                    .take_while(|s| matches!(s.as_str(), "crate" | "self" | "super"))
                    .count();
                // Or the root's imports, from a module (`super::Grid`).
                let (resolved, used) = self.resolve(at, &path[chain..]);
                return (resolved, used + chain);
            }
            Some("crate") | Some("lightsout") => {
                module.clear();
                used = 1;
            }
            Some(JUDGES_CRATE) if !self.user => {
                module.clear();
                used = 1;
            }
            Some("self") => used = 1,
            Some("super") => {
                while path.get(used).map(String::as_str) == Some("super") {
                    module.pop();
                    used += 1;
                }
            }
            Some("std") | Some("core") | Some("alloc") => {
                return (Resolved::External, path.len())
            }
            Some(first) => {
                let import = here.import(first);
                if let Some(import) = import {
                    let (resolved, rest) = self.resolve(at, &import.path);
                    if rest < import.path.len() {
                        return (resolved, 1);
                    }
                    return match resolved {
                        Resolved::Module(m) => self.descend(m, path, 1),
                        other => (other, 1),
                    };
                }
                let mut child = module.clone();
                child.push(first.to_string());
                if self.module(&child).is_none() {
                    return (Resolved::Item(at, first.to_string()), 1);
                }
            }
            None => return (Resolved::External, 0),
        }
        match self.module(&module) {
            Some(m) => self.descend(m, path, used),
            None => (Resolved::External, path.len()),
        }
    }

    /// Goes down from module `m` through the segments of `path` from
    /// `used` on that are modules, then names the item after them.
    fn descend(&self, mut m: usize, path: &[String], mut used: usize) -> (Resolved, usize) {
        while let Some(segment) = path.get(used) {
            let mut child = self.modules[m].path.clone();
            child.push(segment.clone());
            match self
                .module(&child)
                .or_else(|| self.reexported_module(m, segment))
            {
                Some(c) => {
                    m = c;
                    used += 1;
                }
                None => return (Resolved::Item(m, segment.clone()), used + 1),
            }
        }
        (Resolved::Module(m), used)
    }

    /// The module that an import of module `m` gives the name `name`
    /// (`pub use crate::engine::standard;` at the library's root), if one
    /// does.
    fn reexported_module(&self, m: usize, name: &str) -> Option<usize> {
        let import = self.modules[m].import(name)?;
        match self.resolve(m, &import.path) {
            (Resolved::Module(target), used) if used == import.path.len() => Some(target),
            _ => None,
        }
    }

    /// The names the module at `path` (from `lightsout`) gives a glob:
    /// its items, its imports and its modules; `None` if `path` names no
    /// module.
    pub fn exported(&self, path: &[String]) -> Option<Vec<String>> {
        let m = match self.resolve(0, path) {
            (Resolved::Module(m), used) if used == path.len() => m,
            _ => return None,
        };
        let module = &self.modules[m];
        let mut names: Vec<String> = Vec::new();
        for item in &module.items {
            match &item.kind {
                ItemKind::Named | ItemKind::Module => names.push(item.name.clone()),
                ItemKind::Use(_, imports) => {
                    names.extend(imports.iter().map(|i| i.local.clone()))
                }
                _ => {}
            }
        }
        let depth = module.path.len() + 1;
        names.extend(
            self.modules
                .iter()
                .filter(|c| !c.file.binary && c.path.len() == depth)
                .filter(|c| c.path.starts_with(&module.path))
                .map(|c| c.path[depth - 1].clone()),
        );
        Some(names)
    }

    /// Whether `path` (from `lightsout`) names a module, an item, or an
    /// item's associated item or variant (`Rule::standard`,
    /// `Want::Any`); `Err` says what is missing.
    pub fn names(&self, path: &[String]) -> Result<(), String> {
        let (m, name, used) = match self.resolve(0, path) {
            (Resolved::Module(_), _) => return Ok(()),
            (Resolved::External, _) => return Err("is outside the library".to_string()),
            (Resolved::Item(m, name), used) => (m, name, used),
        };
        let missing = || "names nothing in the library".to_string();
        let (m, index) = self.item(m, &name, 0).ok_or_else(missing)?;
        let assoc = match path.get(used) {
            Some(assoc) => assoc,
            None => return Ok(()),
        };
        let module = &self.modules[m];
        let item = &module.items[index];
        let own = (item.first..=item.last).any(|k| {
            module.file.kind(k) == Some(Kind::Ident) && module.file.word(k) == assoc
        });
        let implemented = module.items.iter().any(|other| match &other.kind {
            ItemKind::Impl {
                self_type, methods, ..
            } => self_type == &item.name && methods.iter().any(|f| &f.name == assoc),
            _ => false,
        });
        // A derived trait's method, or a blanket impl's (`Grid::clone`,
        // `ParseError::to_string`), which the library's source does not list.
        if own || implemented || STD_TRAIT_METHODS.contains(&assoc.as_str()) {
            Ok(())
        } else {
            Err(format!(
                "names nothing in the library: `{}` has no `{}`",
                item.name, assoc
            ))
        }
    }

    /// Where the item that `path`, written in module `m`, names is defined,
    /// as the bundle writes its path from the root (layer folders flat);
    /// `None` where it names a module or nothing in the crate.
    pub fn definition(&self, m: usize, path: &[String]) -> Option<Vec<String>> {
        let (target, name) = match self.resolve(m, path) {
            (Resolved::Item(target, name), used) if used == path.len() => (target, name),
            _ => return None,
        };
        let (home, _) = self.item(target, &name, 0)?;
        let mut written = vec!["crate".to_string()];
        match self.modules[home].path.as_slice() {
            [layer, module] if self.layers.contains(layer) => written.push(module.clone()),
            modules => written.extend(modules.iter().cloned()),
        }
        written.push(name);
        Some(written)
    }

    /// The item `name` of module `m`, through the imports that re-export
    /// it: its module and index.
    fn item(&self, m: usize, name: &str, depth: usize) -> Option<(usize, usize)> {
        let module = &self.modules[m];
        if let Some(index) = module
            .items
            .iter()
            .position(|item| item.kind == ItemKind::Named && item.name == name)
        {
            return Some((m, index));
        }
        let import = module.import(name)?;
        match self.resolve(m, &import.path) {
            (Resolved::Item(target, item), _) if depth < 8 => {
                self.item(target, &item, depth + 1)
            }
            _ => None,
        }
    }

    /// Marks what the binary reaches, until nothing more is.
    pub fn reach(&mut self) {
        let bin = 0;
        let roots: Vec<usize> = (0..self.modules[bin].items.len()).collect();
        for index in roots {
            self.modules[bin].reached.insert((index, None));
        }
        let mut methods = Methods::default();
        let mut scanned: BTreeSet<(usize, usize, Option<usize>)> = BTreeSet::new();
        loop {
            let mut found: Vec<(usize, usize, Option<usize>)> = Vec::new();
            let mut names: Vec<(usize, String, bool)> = Vec::new();
            for m in 0..self.modules.len() {
                let reached: Vec<(usize, Option<usize>)> =
                    self.modules[m].reached.iter().copied().collect();
                for (index, method) in reached {
                    if scanned.insert((m, index, method)) {
                        self.references(m, index, method, &mut methods, &mut names);
                    }
                }
            }
            // A name that an import of its module gives (a re-export, such
            // as the crate root's) is the item the import names, too. The
            // import is kept where code names it as written (`local`);
            // outside a contestant's file an import is written naming the
            // item where it is defined (`Crate::definition`), so the
            // re-exports it goes through are not.
            let mut followed = BTreeSet::new();
            while let Some((m, name, local)) = names.pop() {
                if !followed.insert((m, name.clone(), local)) {
                    continue;
                }
                // Every import of the name: a contestant's file may import
                // one name in several of its modules, by several paths.
                let imports: Vec<Import> = self.modules[m]
                    .imports
                    .get(&name)
                    .cloned()
                    .unwrap_or_default();
                for import in &imports {
                    match self.resolve(m, &import.path) {
                        (Resolved::Item(target, item), _) => {
                            names.push((target, item, self.user))
                        }
                        // A module it re-exports: the import of it there
                        // (the prelude's of `elimination`) is used too.
                        (Resolved::Module(_), _) if import.path.len() > 1 => {
                            let (parent, last) =
                                import.path.split_at(import.path.len() - 1);
                            if let (Resolved::Module(p), used) = self.resolve(m, parent) {
                                if used == parent.len() && p != m {
                                    names.push((p, last[0].clone(), self.user));
                                }
                            }
                        }
                        _ => {}
                    }
                }
                if local && !imports.is_empty() {
                    self.modules[m].used.insert(name.clone());
                }
                let module = &self.modules[m];
                for (index, item) in module.items.iter().enumerate() {
                    if item.kind == ItemKind::Named && item.name == name {
                        found.push((m, index, None));
                    }
                }
            }
            // Impls of reached types, and the methods of theirs that are named.
            for (m, module) in self.modules.iter().enumerate() {
                let types: BTreeSet<&str> = module
                    .reached
                    .iter()
                    .filter(|(_, method)| method.is_none())
                    .map(|&(index, _)| module.items[index].name.as_str())
                    .collect();
                for (index, item) in module.items.iter().enumerate() {
                    if let ItemKind::Impl {
                        self_type,
                        trait_name,
                        methods: own,
                        ..
                    } = &item.kind
                    {
                        if !types.contains(self_type.as_str()) {
                            continue;
                        }
                        found.push((m, index, None));
                        for (k, method) in own.iter().enumerate() {
                            let named = methods
                                .paths
                                .contains(&(self_type.clone(), method.name.clone()))
                                || methods.assoc.contains(&method.name)
                                || (method.takes_self
                                    && methods.dotted.contains(&method.name));
                            if trait_name.is_some() || named {
                                found.push((m, index, Some(k)));
                            }
                        }
                    }
                }
            }
            let mut grew = false;
            for (m, index, method) in found {
                grew |= self.modules[m].reached.insert((index, method));
            }
            if !grew {
                break;
            }
        }
        self.kept = std::mem::take(&mut methods.modules);
        // A trait import is used where its methods are called.
        for module in &mut self.modules {
            let code: BTreeSet<String> = module
                .reached
                .iter()
                .flat_map(|&(index, method)| {
                    let (first, last) = span(&module.items[index], method);
                    (first..=last)
                        .map(|k| module.file.word(k).to_string())
                        .collect::<Vec<_>>()
                })
                .collect();
            for (name, provided) in TRAIT_METHODS {
                let called = provided.iter().any(|method| code.contains(*method))
                    || (name == &"Write"
                        && (code.contains("write") || code.contains("writeln")));
                if called {
                    module.used.insert(name.to_string());
                }
            }
        }
    }

    /// Collects what item `index` (or its method `method`) of module `m`
    /// names: method names into `methods`, other names into `names` with
    /// the module they are items of.
    fn references(
        &self,
        m: usize,
        index: usize,
        method: Option<usize>,
        methods: &mut Methods,
        names: &mut Vec<(usize, String, bool)>,
    ) {
        let module = &self.modules[m];
        let item = &module.items[index];
        let file = &module.file;
        let (first, last) = span(item, method);
        let own_name = match (method, &item.kind) {
            (Some(k), ItemKind::Impl { methods, .. }) => methods[k].name_at,
            _ => item.name_at,
        };
        if let ItemKind::Use(..) = item.kind {
            return;
        }
        if let (
            ItemKind::Impl {
                trait_name: Some(name),
                ..
            },
            None,
        ) = (&item.kind, method)
        {
            names.push((m, name.clone(), true));
        }
        let locals = file.locals(first, last);
        let mut k = first;
        while k <= last {
            if file.kind(k) != Some(Kind::Ident) || Some(k) == own_name {
                k += 1;
                continue;
            }
            // A local variable named like an item is not the item, unless
            // it is called or a path goes through it.
            if locals.contains(file.word(k)) && !matches!(file.word(k + 1), "(" | ":") {
                k += 1;
                continue;
            }
            // `.name` is a field or a method; `..name` is a range.
            if k > 0 && file.word(k - 1) == "." && (k < 2 || file.word(k - 2) != ".") {
                // A call, not a field: `.name(` or `.name::<`.
                if matches!(file.word(k + 1), "(" | ":") {
                    methods.dotted.insert(file.word(k).to_string());
                }
                k += 1;
                continue;
            }
            // A segment after `::` is its path's, but for the library
            // opening a path from the root (`::lightsout::Grid`, 2015's).
            let opens_from_root = self.user
                && m == 0
                && file.word(k) == "lightsout"
                && k >= 2
                && file.opens_from_root(k - 2);
            if k > 0
                && file.word(k - 1) == ":"
                && k > 1
                && file.word(k - 2) == ":"
                && !opens_from_root
            {
                k += 1;
                continue;
            }
            // `name: ` is a field (declared, set or matched) or a binding
            // with its type, not the item `name` (`name::` is a path).
            if file.word(k + 1) == ":" && file.word(k + 2) != ":" {
                k += 1;
                continue;
            }
            if file.word(k + 1) == "!" {
                k += 2;
                continue;
            }
            let mut path = vec![file.word(k).to_string()];
            let mut j = k + 1;
            while file.word(j) == ":"
                && file.word(j + 1) == ":"
                && file.kind(j + 2) == Some(Kind::Ident)
            {
                path.push(file.word(j + 2).to_string());
                j += 3;
            }
            let (resolved, used) = self.resolve(m, &path);
            // What the segment after a type names: `Type::new`, `Self::BLOCK`.
            let mut owner = None;
            // A path that starts at one of this module's imports reaches
            // its item through the import, written naming the item's
            // definition outside a contestant's file; one written whole is
            // kept as it is, the re-exports it goes through with it.
            let through_import = module.imports.contains_key(&path[0]);
            // A library type is known by its name, and `std`'s have no
            // library methods; a name of the file's own (an alias, `Self`
            // in its impls) may stand for any type.
            let own_item = match &resolved {
                Resolved::Item(0, name) if self.user => {
                    !STD_PRELUDE.contains(&name.as_str()) && !self.std_names.contains(name)
                }
                Resolved::Item(0, name) => {
                    name == "Self" || self.modules[0].items.iter().any(|i| &i.name == name)
                }
                _ => false,
            };
            // A module the contestant's file names is in the bundle, with
            // the re-export it is named through.
            if let (true, 0, Resolved::Module(target)) = (self.user, m, &resolved) {
                if used == path.len() {
                    methods.modules.insert(*target);
                    if let (Some((last, parent)), true) =
                        (path.split_last(), path.len() > 1)
                    {
                        if let (Resolved::Module(p), used) = self.resolve(m, parent) {
                            if used == parent.len() {
                                names.push((p, last.clone(), true));
                            }
                        }
                    }
                }
            }
            // `<Type>::name`: the segment after the qualified type.
            let qualified = match (file.word(j), file.kind(j + 3)) {
                (">", Some(Kind::Ident)) if file.path_separator(j + 1) => {
                    Some(file.word(j + 3).to_string())
                }
                _ => None,
            };
            match resolved {
                Resolved::Item(target, name) => {
                    owner = Some(if name == "Self" {
                        item.name.clone()
                    } else {
                        name.clone()
                    });
                    names.push((target, name, self.user || !through_import));
                    // An import may name the first segment here.
                    names.push((m, path[0].clone(), true));
                }
                Resolved::Module(_) | Resolved::External => {
                    names.push((m, path[0].clone(), true))
                }
            }
            if let (Some(owner), Some(name)) = (&owner, qualified.as_ref()) {
                if used == path.len() {
                    methods.paths.insert((owner.clone(), name.clone()));
                }
            }
            if let (Some(owner), Some(name)) = (owner, path.get(used)) {
                methods.paths.insert((owner, name.clone()));
            }
            if self.user && m == 0 && own_item {
                methods.assoc.extend(path.iter().skip(1).cloned());
                methods.assoc.extend(qualified);
            }
            k = j;
        }
    }
}

/// The significant tokens of `item`, or of its method `method`.
pub fn span(item: &Item, method: Option<usize>) -> (usize, usize) {
    match (method, &item.kind) {
        (Some(k), ItemKind::Impl { methods, .. }) => (methods[k].first, methods[k].last),
        (None, ItemKind::Impl { open, .. }) => (item.first, *open),
        _ => (item.first, item.last),
    }
}
