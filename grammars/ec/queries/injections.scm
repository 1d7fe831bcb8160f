; EasyCrypt (.ec, .eca) injections: none. A theory embeds no other language; external
; provers are named, not called with code.
; Highlighting TODO/FIXME inside comments through the separate `comment` grammar is left
; out on purpose: it needs that parser installed, and Neovim 0.7-0.8 (a capture names the
; language) and Neovim 0.9+/Helix (`@injection.content` with `injection.language`) spell the
; capture differently, so one file cannot serve both. This file exists so that editors which
; look for it (tree-sitter.json lists it) find a valid, empty query.
