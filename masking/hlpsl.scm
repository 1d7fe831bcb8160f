; Mask specification for hlpsl: see masking/README.md for the capture names.
