; Lists whose order AVISPA ignores (cfb diff and similarity compare them as sets: a reordered
; list is no change). Capture the list; its children are the elements.
;
; A role's `local` and `const` declarations. (Parameters are positional: their order matters.)
(local_section) @unordered
(constant_section) @unordered
