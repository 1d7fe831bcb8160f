use super::*;

fn compare(language: Language, a: &str, b: &str) -> Comparison {
    let side = |t: &str| Side::new(language, None, t.to_string(), Options::default()).unwrap();
    Comparison::new(side(a), side(b))
}

fn actions(c: &Comparison) -> Vec<(ActionKind, &'static str, String, String)> {
    c.actions()
        .into_iter()
        .map(|x| {
            (
                x.action,
                x.kind,
                x.a.map_or(String::new(), |i| c.a.text_of(i).into()),
                x.b.map_or(String::new(), |i| c.b.text_of(i).into()),
            )
        })
        .collect()
}

#[test]
fn a_file_against_itself_has_no_action() {
    let text = "theory T begin\nrule R: [ Fr(~k) ] --> [ Out(~k) ]\nlemma L: \"All x #i. K(x) @ i ==> F\"\nend\n";
    let c = compare(Language::Spthy, text, text);
    assert!(c.is_equal());
    assert_eq!(c.tree_similarity(), 1.0);
    assert_eq!(c.summary().matched_nodes, c.a.tree.len());
}

#[test]
fn a_renamed_variable_is_an_update() {
    let c = compare(
        Language::Pv,
        "free c: channel.\nprocess new k: bitstring; out(c, k)\n",
        "free c: channel.\nprocess new k: bitstring; out(c, c)\n",
    );
    assert_eq!(actions(&c), vec![(ActionKind::Update, "identifier", "k".into(), "c".into())]);
}

#[test]
fn an_inserted_declaration_is_one_action() {
    let c = compare(
        Language::Pv,
        "free c: channel.\nprocess 0\n",
        "free c: channel.\nfree d: channel [private].\nprocess 0\n",
    );
    let a = actions(&c);
    assert_eq!(a.len(), 1, "{a:?}");
    assert_eq!((a[0].0, a[0].1), (ActionKind::Insert, "free_declaration"));
    assert_eq!(a[0].3, "free d: channel [private].");
}

#[test]
fn swapped_rules_are_a_move() {
    let r1 = "rule A: [ Fr(~k) ] --> [ Out(~k), St(~k) ]\n";
    let r2 = "rule B: [ In(x), St(k) ] --> [ Out(h(x, k)) ]\n";
    let c =
        compare(Language::Spthy, &format!("theory T begin\n{r1}{r2}end\n"), &format!("theory T begin\n{r2}{r1}end\n"));
    let a = actions(&c);
    assert_eq!(a.len(), 1, "{a:?}");
    assert_eq!(a[0].0, ActionKind::Move);
    assert_eq!(a[0].1, "rule");
}

#[test]
fn tree_similarity_is_symmetric_and_between_zero_and_one() {
    let a = "free c: channel.\nfree d: channel.\nprocess out(c, c) | out(d, c)\n";
    let b = "free d: channel.\nfree c: channel.\nprocess out(c, d) | out(c, c) | 0\n";
    let (ab, ba) = (compare(Language::Pv, a, b), compare(Language::Pv, b, a));
    assert_eq!(ab.tree_similarity(), ba.tree_similarity());
    let s = ab.tree_similarity();
    assert!(0.0 < s && s < 1.0, "{s}");
    let [i, d, u, m] = ab.script.counts();
    assert_eq!(ba.script.counts(), [d, i, u, m]);
}

#[test]
fn items_are_paired_by_name_then_by_content() {
    let a = "theory T begin\nrule A: [ Fr(~k) ] --> [ Out(~k) ]\nrule B: [ In(x) ] --> [ Out(h(x)) ]\nlemma L: \"All x #i. K(x) @ i ==> F\"\nend\n";
    let b = "theory T begin\nrule B: [ In(x) ] --> [ Out(h(x)) ]\nrule A2: [ Fr(~k) ] --> [ Out(~k) ]\nend\n";
    let c = compare(Language::Spthy, a, b);
    let pairs = items::pair(&c);
    let named =
        |p: &items::Pair| (p.a.as_ref().and_then(|i| i.name.clone()), p.b.as_ref().and_then(|i| i.name.clone()));
    let got: Vec<_> = pairs.iter().map(named).collect();
    assert_eq!(
        got,
        vec![(Some("A".into()), Some("A2".into())), (Some("B".into()), Some("B".into())), (Some("L".into()), None),]
    );
    assert_eq!(pairs[1].score, 1.0);
    assert!(pairs[0].score > 0.5 && pairs[0].score < 1.0);
}

#[test]
fn a_reordered_unordered_list_is_no_change() {
    // Tamarin's builtins and function symbols are sets; ProVerif's names of one `free`; AVISPA's
    // `local` declarations.
    let c = compare(
        Language::Spthy,
        "theory T begin\nbuiltins: hashing, signing\nfunctions: f/1, g/2\nend\n",
        "theory T begin\nbuiltins: signing, hashing\nfunctions: g/2, f/1\nend\n",
    );
    assert!(c.is_equal(), "{:?}", actions(&c));
    let c = compare(Language::Pv, "free a, b: channel.\nprocess 0\n", "free b, a: channel.\nprocess 0\n");
    assert!(c.is_equal(), "{:?}", actions(&c));
    // Changed elements are still found, wherever they are.
    let c = compare(Language::Pv, "free a, b: channel.\nprocess 0\n", "free b, z: channel.\nprocess 0\n");
    assert_eq!(actions(&c), vec![(ActionKind::Update, "identifier", "a".into(), "z".into())]);
}

#[test]
fn a_reordered_ordered_list_is_a_move() {
    // Lemmas are ordered (a lemma may reuse the ones before it).
    let c = compare(
        Language::Spthy,
        "theory T begin\nlemma A: \"All x #i. K(x) @ i ==> F\"\nlemma B: exists-trace \"Ex #i. E() @ i\"\nend\n",
        "theory T begin\nlemma B: exists-trace \"Ex #i. E() @ i\"\nlemma A: \"All x #i. K(x) @ i ==> F\"\nend\n",
    );
    assert_eq!(c.actions().iter().map(|x| x.action).collect::<Vec<_>>(), vec![ActionKind::Move]);
}
