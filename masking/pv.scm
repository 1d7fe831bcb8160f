; Mask specification for pv: see masking/README.md for the capture names.
