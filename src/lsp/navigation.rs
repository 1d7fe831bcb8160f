//! Names: go to definition, find references and the document outline, all from the symbol
//! table that `queries/locals.scm` gives (the one lint's rules and `cfb symbols` use).

use lsp_types::{DocumentSymbol, Location, Position, SymbolKind, Url};

use super::document::Document;
use super::position::LineIndex;
use crate::diagnostic::Span;
use crate::parse::tree::SyntaxTree;
use crate::symbols::{self, Occurrence, Role, ScopeId, SymbolId, SymbolTable};

/// A document's names (`None` without a language or a grammar for it).
pub struct Names {
    pub tree: SyntaxTree,
    pub table: SymbolTable,
}

pub fn names(doc: &Document) -> Option<Names> {
    let locals = symbols::locals_query(doc.language?)?;
    let (tree, text) = doc.syntax_tree()?;
    let table = SymbolTable::build(&tree, &text, &locals, &locals.captures(&tree, &text));
    Some(Names { tree, table })
}

/// The symbol under the cursor.
fn symbol_at(doc: &Document, names: &Names, position: Position) -> Option<SymbolId> {
    names.table.symbol_at(LineIndex::new(&doc.text).offset(position))
}

/// Every definition of the name under the cursor (the first use, for a name declared by its
/// use such as a Tamarin rule variable).
pub fn definition(doc: &Document, uri: &Url, position: Position) -> Vec<Location> {
    let Some(names) = names(doc) else { return Vec::new() };
    let Some(id) = symbol_at(doc, &names, position) else { return Vec::new() };
    let index = LineIndex::new(&doc.text);
    let symbol = names.table.symbol(id);
    let spans: Vec<_> = if symbol.definitions.is_empty() {
        vec![names.table.definition_of(id).span]
    } else {
        names.table.occurrences_of(id).filter(|o| o.role == Role::Definition).map(|o| o.span).collect()
    };
    spans.into_iter().map(|s| Location { uri: uri.clone(), range: index.range(s) }).collect()
}

/// Every occurrence of the name under the cursor, with or without its definitions.
pub fn references(doc: &Document, uri: &Url, position: Position, declarations: bool) -> Vec<Location> {
    let Some(names) = names(doc) else { return Vec::new() };
    let Some(id) = symbol_at(doc, &names, position) else { return Vec::new() };
    let index = LineIndex::new(&doc.text);
    names
        .table
        .occurrences_of(id)
        .filter(|o| declarations || o.role == Role::Reference)
        .map(|o| Location { uri: uri.clone(), range: index.range(o.span) })
        .collect()
}

/// What the name under the cursor is: its kind, name and where it is defined, as Markdown.
pub fn describe(doc: &Document, position: Position) -> Option<String> {
    let names = names(doc)?;
    let id = symbol_at(doc, &names, position)?;
    let symbol = names.table.symbol(id);
    let at = LineIndex::new(&doc.text).position(names.table.definition_of(id).span.start);
    let how = if symbol.implicit { "first used" } else { "defined" };
    Some(format!("{} `{}`, {how} at line {}", symbol.kind, symbol.name, at.line + 1))
}

/// The outline: every defined name, nested under the declared name whose scope holds it (a
/// rule's variables under the rule, a role's names under the role). A declared name (not a
/// bound variable) "owns" the first scope inside the node that declares it (its name's
/// parent: `role I { … }`, `rule R: …`, `let P(x) = …`), a scope directly inside the one the
/// name is written in, or that one itself when the name belongs to the scope outside
/// (`definition.scope "parent"`). An owner's range is its declaration, else its name.
pub fn outline(doc: &Document) -> Vec<DocumentSymbol> {
    let Some(names) = names(doc) else { return Vec::new() };
    let (tree, table) = (&names.tree, &names.table);
    let index = LineIndex::new(&doc.text);
    let scopes = table.scopes();
    let mut inner_scopes: Vec<Vec<ScopeId>> = vec![Vec::new(); scopes.len()];
    for (k, scope) in scopes.iter().enumerate() {
        if let Some(p) = scope.parent {
            inner_scopes[p].push(k);
        }
    }
    // Per symbol: the definition that declares a scope, and the declaring node's span.
    let mut naming: Vec<Option<(&Occurrence, Span)>> = vec![None; table.symbols().len()];
    let mut owner_of_scope: Vec<Option<SymbolId>> = vec![None; scopes.len()];
    for (id, symbol) in table.symbols().iter().enumerate() {
        if symbol.is_bound() {
            continue;
        }
        for o in table.occurrences_of(id).filter(|o| o.role == Role::Definition) {
            let Some(declaration) = tree.node(o.node).parent.filter(|&p| p != tree.root()) else { continue };
            let within = tree.node(declaration).span;
            let own = (o.scope != symbol.scope).then_some(o.scope);
            let found = own.into_iter().chain(inner_scopes[o.scope].iter().copied()).find(|&s| {
                owner_of_scope[s].is_none() && within.start <= scopes[s].span.start && scopes[s].span.end <= within.end
            });
            if let Some(s) = found {
                owner_of_scope[s] = Some(id);
                let span = Span::new(within.start.min(scopes[s].span.start), within.end.max(scopes[s].span.end));
                naming[id] = Some((o, span));
                break;
            }
        }
    }
    // The nearest owned scope around each scope (parents come before children).
    let mut outline_parent: Vec<Option<SymbolId>> = vec![None; scopes.len()];
    for s in 0..scopes.len() {
        outline_parent[s] = owner_of_scope[s].or_else(|| scopes[s].parent.and_then(|p| outline_parent[p]));
    }
    let mut children: Vec<Vec<SymbolId>> = vec![Vec::new(); table.symbols().len()];
    let mut top = Vec::new();
    for (id, symbol) in table.symbols().iter().enumerate() {
        match outline_parent[symbol.scope] {
            Some(p) if p != id => children[p].push(id),
            _ => top.push(id),
        }
    }
    let name_span = |id: SymbolId| naming[id].map_or_else(|| table.definition_of(id).span, |(o, _)| o.span);
    let start = |id: &SymbolId| name_span(*id).start;
    // Built bottom-up without recursion: children have larger depth; done in reverse order of
    // a pre-order walk.
    let mut order = Vec::new();
    let mut stack: Vec<SymbolId> = top.clone();
    while let Some(id) = stack.pop() {
        order.push(id);
        stack.extend(children[id].iter().copied());
    }
    let mut built: Vec<Option<DocumentSymbol>> = vec![None; table.symbols().len()];
    for &id in order.iter().rev() {
        let symbol = table.symbol(id);
        let range = naming[id].map_or(name_span(id), |(_, declaration)| declaration);
        let mut kids: Vec<SymbolId> = children[id].clone();
        kids.sort_by_key(start);
        let kids: Vec<DocumentSymbol> = kids.into_iter().filter_map(|k| built[k].take()).collect();
        #[allow(deprecated)] // `deprecated` is a field the protocol still requires
        let item = DocumentSymbol {
            name: symbol.name.clone(),
            detail: Some(symbol.kind.to_string()),
            kind: symbol_kind(&symbol.kind),
            tags: None,
            deprecated: None,
            range: index.range(range),
            selection_range: index.range(name_span(id)),
            children: (!kids.is_empty()).then_some(kids),
        };
        built[id] = Some(item);
    }
    top.sort_by_key(start);
    top.into_iter().filter_map(|id| built[id].take()).collect()
}

/// The protocol's symbol kind for a locals kind (see `src/symbols/README.md` for the kinds).
fn symbol_kind(kind: &str) -> SymbolKind {
    match kind {
        "protocol" | "module" | "view" => SymbolKind::MODULE,
        "namespace" => SymbolKind::NAMESPACE,
        "role" | "process" | "oracle" => SymbolKind::CLASS,
        "rule" | "macro" | "predicate" => SymbolKind::METHOD,
        "function" => SymbolKind::FUNCTION,
        "constructor" => SymbolKind::CONSTRUCTOR,
        "field" => SymbolKind::FIELD,
        "constant" | "param" | "probability" => SymbolKind::CONSTANT,
        "type" => SymbolKind::STRUCT,
        "event" => SymbolKind::EVENT,
        "lemma" | "restriction" | "case_test" => SymbolKind::PROPERTY,
        "table" => SymbolKind::ARRAY,
        _ => SymbolKind::VARIABLE,
    }
}
