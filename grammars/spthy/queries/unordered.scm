; Lists whose order Tamarin ignores (cfb diff and similarity compare them as sets: a reordered
; list is no change). Capture the list; its children are the elements.
;
; The builtins, function symbols and equations of a theory form its signature and equational
; theory, both sets. (Rules and restrictions are a set too, but they share the theory's item
; list with lemmas, whose order matters: a lemma may reuse the ones before it.)
(builtins_declaration) @unordered
(functions_declaration) @unordered
(equations_declaration) @unordered
