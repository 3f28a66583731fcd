//! A module of the crate, or the program bundled: its file, its items, and
//! what of them the program reaches.

use std::collections::{BTreeMap, BTreeSet};

use crate::items::{File, Import, Item, ItemKind};

/// A module of the crate, or the binary.
pub struct Module {
    /// `["problems", "fliptile"]`; empty for the binary.
    pub path: Vec<String>,
    pub file: File,
    pub items: Vec<Item>,
    /// Which items, and which methods of which impls, are reached.
    pub reached: BTreeSet<(usize, Option<usize>)>,
    /// Which local import names are used.
    pub used: BTreeSet<String>,
    /// The imports of `items`, by the name each gives: a contestant's file
    /// may make thousands.
    pub imports: BTreeMap<String, Vec<Import>>,
}

impl Module {
    pub fn new(path: Vec<String>, file: File, items: Vec<Item>) -> Module {
        let mut module = Module {
            path,
            file,
            items: Vec::new(),
            reached: BTreeSet::new(),
            used: BTreeSet::new(),
            imports: BTreeMap::new(),
        };
        module.set_items(items);
        module
    }

    /// Makes `items` the module's.
    pub fn set_items(&mut self, items: Vec<Item>) {
        self.imports.clear();
        for item in &items {
            if let ItemKind::Use(_, imports) = &item.kind {
                for import in imports {
                    self.imports
                        .entry(import.local.clone())
                        .or_default()
                        .push(import.clone());
                }
            }
        }
        self.items = items;
    }

    /// The first import that gives the name `local`.
    pub fn import(&self, local: &str) -> Option<&Import> {
        self.imports.get(local).and_then(|imports| imports.first())
    }
}
