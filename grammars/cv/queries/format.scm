; Layout rules for cv (cfb fmt): see src/fmt/rules.rs for the capture names.
; indent: 2
