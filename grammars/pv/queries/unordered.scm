; Lists whose order ProVerif ignores (cfb diff and similarity compare them as sets: a reordered
; list is no change). Capture the list; its children are the elements.
;
; The names of one `free` or `const` declaration: `free a, b: channel.` declares the same
; names as `free b, a: channel.` (Declarations themselves are ordered: a name must be
; declared before it is used.)
(free_declaration name: (identifier_list) @unordered)
(const_declaration name: (identifier_list) @unordered)
