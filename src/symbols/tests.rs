//! Per language: specific references resolve to specific definitions, and a same-named name in
//! another rule, role, process or module is another symbol.

use super::*;

/// The table of `text`, which must parse without errors.
fn table(language: Language, text: &str) -> SymbolTable {
    let (tree, table) = analyze(language, None, text).expect("grammar");
    assert!(tree.errors().next().is_none(), "syntax error in test input:\n{text}");
    table
}

/// The byte offset of the `|` in `context`, where `context` (without the `|`) first occurs.
fn pos(text: &str, context: &str) -> usize {
    let bar = context.find('|').expect("a | marks the name");
    let plain = context.replace('|', "");
    text.find(&plain).unwrap_or_else(|| panic!("`{plain}` is not in the text")) + bar
}

/// The symbol of the name marked in `context`; panics when it is unresolved.
fn sym(t: &SymbolTable, text: &str, context: &str) -> SymbolId {
    t.symbol_at(pos(text, context)).unwrap_or_else(|| panic!("`{context}` resolves to nothing"))
}

/// The symbol of the name marked in `context` resolves to the definition marked in `def`.
fn resolves(t: &SymbolTable, text: &str, context: &str, def: &str) -> SymbolId {
    let s = sym(t, text, context);
    let d = pos(text, def);
    let defs: Vec<usize> = t.symbol(s).definitions.iter().map(|&o| t.occurrences()[o].span.start).collect();
    assert!(defs.contains(&d), "`{context}` resolves to {:?}, defined at {defs:?}, not at `{def}` ({d})", t.symbol(s));
    s
}

const SPTHY: &str = "theory T begin
builtins: symmetric-encryption
rule A: [ In(x), Fr(~k) ] --> [ Out(senc(x, ~k)), St(k) ]
rule B: [ In(x) ] --[ Got(x) ]-> [ ]
lemma L: \"All y #i. Got(y) @ i ==> Ex #j. Got(y) @ #j & #j < i\"
end
";

#[test]
fn spthy_rule_variables_are_the_rules() {
    let t = table(Language::Spthy, SPTHY);
    let a = resolves(&t, SPTHY, "Out(senc(|x", "rule A: [ In(|x");
    let b = resolves(&t, SPTHY, "Got(|x)", "rule B: [ In(|x");
    assert_ne!(a, b, "x of rule A and x of rule B are two symbols");
    assert!(t.symbol(a).is_bound() && t.symbol(a).kind == "variable");
    // the sort is part of the name: ~k is bound by Fr, k is another (implicit) variable
    let fresh = resolves(&t, SPTHY, "senc(x, |~k", "Fr(|~k");
    assert_eq!(t.symbol(fresh).name, "~k");
    let plain = sym(&t, SPTHY, "St(|k)");
    assert_ne!(fresh, plain);
    assert!(t.symbol(plain).implicit);
    // builtins are unresolved; rule and lemma names are the theory's, and not bound
    assert_eq!(t.symbol_at(pos(SPTHY, "Out(|senc")), None);
    let rule = sym(&t, SPTHY, "rule |A");
    assert_eq!((t.symbol(rule).kind, t.symbol(rule).scope), ("rule", 1));
    assert!(!t.symbol(rule).is_bound());
}

#[test]
fn spthy_quantifiers_bind_in_their_formula_and_temporal_hash_is_dropped() {
    let t = table(Language::Spthy, SPTHY);
    let i = resolves(&t, SPTHY, "Got(y) @ |i", "All y |#i");
    assert_eq!(t.symbol(i).name, "i");
    resolves(&t, SPTHY, "#j < |i", "All y |#i");
    resolves(&t, SPTHY, "@ #j & #|j", "Ex |#j");
    resolves(&t, SPTHY, "Got(|y) @ i", "All |y");
}

const PV: &str = "type key.
free c: channel.
fun enc(bitstring, key): bitstring.
let P(k: key) = new n: bitstring; out(c, enc(n, k)).
let Q(k: key) = in(c, x: bitstring); new n: bitstring; out(c, (x, n)).
process new k: key; (P(k) | Q(k))
";

#[test]
fn pv_binders_scope_the_rest_of_their_process() {
    let t = table(Language::Pv, PV);
    let p = resolves(&t, PV, "enc(|n, k)", "let P(k: key) = new |n");
    let q = resolves(&t, PV, "(x, |n))", "x: bitstring); new |n");
    assert_ne!(p, q);
    resolves(&t, PV, "(|x, n))", "in(c, |x:");
    let pk = resolves(&t, PV, "enc(n, |k)", "let P(|k");
    assert_eq!(t.symbol(pk).kind, "parameter");
    let main = resolves(&t, PV, "(P(|k)", "process new |k");
    assert_ne!(pk, main);
    let c = resolves(&t, PV, "out(|c, (x", "free |c");
    assert!(!t.symbol(c).is_bound());
    let proc = resolves(&t, PV, "(|P(k)", "let |P(");
    assert_eq!(t.symbol(proc).kind, "process");
    resolves(&t, PV, "new k: |key", "type |key");
    assert_eq!(t.symbol_at(pos(PV, "c: |channel")), None, "a builtin type");
}

#[test]
fn pv_process_calls_name_processes_not_variables() {
    let text = "free c: channel.\nlet Q = out(c, c).\nlet P(Q: bitstring) = out(c, Q); Q.\nprocess P(c)\n";
    let t = table(Language::Pv, text);
    let call = resolves(&t, text, "; |Q.", "let |Q =");
    assert_eq!(t.symbol(call).kind, "process");
    resolves(&t, text, "out(c, |Q)", "P(|Q:");
}

#[test]
fn spdl_role_names_are_the_roles() {
    let text = include_str!("../../datasets/examples/spdl/needham-schroeder-lowe.spdl");
    let t = table(Language::Spdl, text);
    let i_nr = resolves(&t, text, "recv_2(R,I, {ni,|nr", "var |nr: Nonce");
    let r_nr = resolves(&t, text, "send_2(R,I, {ni,|nr", "fresh |nr: Nonce");
    assert_ne!(i_nr, r_nr, "nr of role I and nr of role R");
    assert_eq!(t.symbol(i_nr).kind, "variable");
    assert_eq!(t.symbol(r_nr).kind, "fresh");
    assert!(t.symbol(r_nr).is_bound());
    let role = resolves(&t, text, "{I,ni}pk(|R)", "role |R");
    assert_eq!(t.symbol(role).kind, "role");
}

#[test]
fn hlpsl_parameters_are_the_roles_and_constants_the_files() {
    let text = include_str!("../../datasets/examples/hlpsl/nspk_lowe.hlpsl");
    let t = table(Language::Hlpsl, text);
    let init = resolves(&t, text, "SND({Na'.A}_|Kb)", "Ka, |Kb : public_key");
    let resp = sym(&t, text, "RCV({Na'.A}_|Kb)");
    assert_ne!(init, resp, "Kb of initiator and Kb of responder");
    assert_eq!(t.symbol(init).kind, "parameter");
    let c = resolves(&t, text, "witness(A, B, |bob_alice_na", "alice_bob_nb, |bob_alice_na : protocol_id");
    assert_eq!((t.symbol(c).kind, t.symbol(c).scope), ("constant", 0));
}

#[test]
fn cv_inputs_bind_in_the_rest_of_the_process() {
    let text = include_str!("../../datasets/examples/cv/mac_auth.cv");
    let t = table(Language::Cv, text);
    let s = resolves(&t, text, "out(c2, (|m, mac", "in(c1, |m: bitstring");
    let r = resolves(&t, text, "verify(|m, k, t)", "in(c3, (|m: bitstring");
    assert_ne!(s, r);
    let k = resolves(&t, text, "Sender(|k)", "new |k: mkey");
    assert_ne!(k, sym(&t, text, "mac(m, |k)"));
    let e = resolves(&t, text, "event |sent(m)", "event |sent(bitstring)");
    assert_eq!(t.symbol(e).kind, "event");
    assert_eq!(t.symbol(sym(&t, text, "mac(|m, k)")).kind, "variable");
    let mac = resolves(&t, text, "(m, |mac(m, k)", "macres, |mac, verify");
    assert_eq!(t.symbol(mac).kind, "expanded");
    let q = resolves(&t, text, "event(sent(|x))", "query |x: bitstring");
    assert!(t.symbol(q).is_bound());
}

#[test]
fn maude_variables_are_the_modules_and_operators_the_files() {
    let text = include_str!("../../datasets/examples/maude/signed-challenge.maude");
    let t = table(Language::Maude, text);
    let alg = resolves(&t, text, "eq verify(|A, M", "var |A : Name");
    let spec = resolves(&t, text, "+(|A ; sign", "vars |A B : Name");
    assert_ne!(alg, spec, "A of two modules");
    assert!(t.symbol(spec).is_bound());
    let op = resolves(&t, text, "+(A ; |sign(A", "op |sign : Name");
    assert_eq!((t.symbol(op).kind, t.symbol(op).scope), ("function", 0));
    resolves(&t, text, "sorts |Name Nonce", "sorts |Name Nonce");
}

#[test]
fn ec_procedure_parameters_and_module_variables() {
    let text = include_str!("../../datasets/examples/ec/counter.ec");
    let t = table(Language::Ec, text);
    let k = resolves(&t, text, "n <- n + |k", "incr(|k : int)");
    assert_eq!(t.symbol(k).kind, "parameter");
    let n = resolves(&t, text, "return |n", "var |n : int");
    resolves(&t, text, "n <- |n + k", "var |n : int");
    assert_ne!(n, k);
    let m = resolves(&t, text, "==> |m <= res", "incr_monotone (|m : int)");
    assert!(t.symbol(m).is_bound());
}

#[test]
fn occurrences_and_lookups_agree() {
    let t = table(Language::Pv, PV);
    let n = sym(&t, PV, "enc(|n, k)");
    let occ: Vec<Role> = t.occurrences_of(n).map(|o| o.role).collect();
    assert_eq!(occ, vec![Role::Definition, Role::Reference]);
    assert_eq!(t.definition_of(n).span.start, pos(PV, "let P(k: key) = new |n"));
    // every occurrence lies in its symbol's scope
    for o in t.occurrences() {
        if let Some(s) = o.symbol {
            let scope = t.scopes()[t.symbol(s).scope].span;
            assert!(scope.start <= o.span.start && o.span.end <= scope.end);
        }
    }
    assert!(t.references().all(|o| o.role == Role::Reference));
}

#[test]
fn maude_commands_read_the_variables_of_the_module_above_them() {
    let text = "fmod M is\n  protecting NAT .\n  op f : Nat -> Nat .\n  var X : Nat .\n  eq f(X) = X .\nendfm\n\
                red f(X) .\nfmod N is\n  protecting NAT .\n  op g : Nat -> Nat .\n  var X : Nat .\n  eq g(X) = X .\nendfm\n\
                red g(X) .\n";
    let t = table(Language::Maude, text);
    resolves(&t, text, "red f(|X)", "var |X : Nat .\n  eq f");
    resolves(&t, text, "red g(|X)", "var |X : Nat .\n  eq g");
    assert_ne!(sym(&t, text, "red f(|X)"), sym(&t, text, "red g(|X)"), "each command reads its own module's X");
}

#[test]
fn pv_let_binds_in_its_body_not_in_its_value_or_else_branch() {
    let text = "free c: channel.\nfun h(bitstring): bitstring.\nprocess new k: bitstring; \
                let (k: bitstring) = h(k) in out(c, k) else out(c, k)\n";
    let t = table(Language::Pv, text);
    resolves(&t, text, "h(|k)", "new |k");
    resolves(&t, text, "in out(c, |k)", "let (|k");
    resolves(&t, text, "else out(c, |k)", "new |k");
}

#[test]
fn pv_a_type_is_not_the_variable_of_its_name() {
    let text = "type nonce.\nfree c: channel.\nprocess new nonce: nonce; out(c, nonce)\n";
    let t = table(Language::Pv, text);
    resolves(&t, text, "new nonce: |nonce", "type |nonce");
    resolves(&t, text, "out(c, |nonce)", "new |nonce");
}

#[test]
fn cv_assignment_reads_the_outer_name_in_its_value() {
    let text = "type T [fixed].\nfun f(T): T.\nchannel c.\nprocess in(c, x: T); x <- f(x); out(c, x)\n";
    let t = table(Language::Cv, text);
    resolves(&t, text, "f(|x);", "in(c, |x");
    resolves(&t, text, "out(c, |x)", "|x <- f");
}

#[test]
fn spthy_true_is_the_constant_not_a_variable() {
    let text = "theory T begin\nfunctions: ok/1 [destructor]\nequations: ok(x) = true\nend\n";
    let t = table(Language::Spthy, text);
    assert!(t.symbols().iter().all(|s| s.name != "true"), "{:?}", t.symbols());
    sym(&t, text, "ok(|x)");
}

#[test]
fn spthy_sapic_typed_binder_binds_the_untyped_uses() {
    let text = "theory T begin\nbuiltins: symmetric-encryption\nlet Q = in(m:bitstring); out(sdec(m, sk))\nprocess:\nnew sk:skey; Q\nend\n";
    let t = table(Language::Spthy, text);
    let m = resolves(&t, text, "sdec(|m", "in(|m:bitstring");
    assert_eq!(t.symbol(m).name, "m");
    // the process's `sk:skey` and P's free `sk` are one name (Tamarin inlines Q at its call)
    assert_eq!(t.symbol(sym(&t, text, "new |sk")).name, t.symbol(sym(&t, text, "m, |sk")).name);
}

#[test]
fn maude_a_sort_is_never_the_variable_of_its_name() {
    // CRCS.maude of Maude-NPA's distance-bounding examples declares both
    let text = "fmod M is\n  sorts Key Nonce .\n  var Key : Nonce .\n  var K : Key .\n  op f : Key -> Nonce .\nendfm\n";
    let t = table(Language::Maude, text);
    let sort = resolves(&t, text, "var K : |Key", "sorts |Key");
    assert_eq!(t.symbol(sort).kind, "type");
    resolves(&t, text, "op f : |Key", "sorts |Key");
    assert_eq!(t.symbol(sym(&t, text, "var |Key")).kind, "variable");
}

#[test]
fn ec_a_type_is_never_the_parameter_of_its_name() {
    // MEE-CBC's CBC.eca: `proc enc(key : key, ...)`
    let text = "type key.\nmodule M = {\n  proc f(key : key) : key list = {\n    return [key];\n  }\n}.\n";
    let t = table(Language::Ec, text);
    let ty = resolves(&t, text, "(key : |key)", "type |key");
    resolves(&t, text, ") : |key list", "type |key");
    assert_eq!(t.symbol(ty).kind, "type");
    resolves(&t, text, "return [|key]", "f(|key :");
    // PseudoRandFun.ec of CFB: a module parameter named as its module type
    let text = "module type RFA = {\n  proc main() : bool\n}.\nmodule G (RFA : RFA) = {\n}.\n";
    let t = table(Language::Ec, text);
    resolves(&t, text, "(RFA : |RFA)", "module type |RFA");
}

#[test]
fn ec_a_record_field_is_never_the_variable_of_its_name() {
    // EasyCrypt's tests/reduction-record-eqyality.ec
    let text = "type t = { x : int; y : int }.\nop r (x : int) : t = {| x = x; y = 1 |}.\nop s (v : t) : int = v.`x.\n";
    let t = table(Language::Ec, text);
    let field = resolves(&t, text, "|x = x;", "{ |x : int");
    assert_eq!(t.symbol(field).kind, "field");
    resolves(&t, text, "v.`|x", "{ |x : int");
    resolves(&t, text, "x = |x;", "op r (|x : int)");
}

#[test]
fn ec_a_tactic_finds_only_the_files_lemmas_operators_types_and_modules() {
    // MEE-CBC's RCPA_CMA.ec: a proof's `={c, pt}` names the variables of the inlined procedures,
    // not the `pt` a clone's operator override binds in the file
    let text = "theory T.\n  op g : int -> int.\nend T.\nclone T as U with op g (pt : int) <- pt.\n\
                op f : int.\nmodule M = {\n  proc g(pt : int) : int = {\n    return pt;\n  }\n}.\n\
                lemma l : f = f.\nproof.\nseq 1 1 : (={pt} /\\ f = f).\nqed.\n";
    let t = table(Language::Ec, text);
    resolves(&t, text, "<- |pt", "g (|pt : int) <-");
    assert_eq!(t.symbol_at(pos(text, "={|pt}")), None, "the goal's pt is not the clone override's parameter");
    resolves(&t, text, "/\\ |f = f", "op |f");
}

#[test]
fn ec_module_parameters_are_the_modules_own() {
    // MEE-CBC's CBC.eca: a section's `declare module A` and a local module's parameter `A`
    let text = "module type T = {\n  proc f() : unit\n}.\nsection.\ndeclare module A <: T.\n\
                local module W(A : T) = {\n  proc g() : unit = {\n    A.f();\n  }\n}.\n\
                lemma l : equiv[W(A).g ~ W(A).g : true ==> true].\nproof. admit. qed.\nend section.\n";
    let t = table(Language::Ec, text);
    let declared = resolves(&t, text, "equiv[W(|A)", "declare module |A");
    assert_eq!(t.symbol(declared).kind, "module");
    let w = resolves(&t, text, "equiv[|W(A)", "local module |W(");
    assert_eq!(t.symbol(w).scope, 0, "the module's own name is the file's");
}
