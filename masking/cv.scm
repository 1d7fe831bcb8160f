; Mask specification for cv: see masking/README.md for the capture names.
