; Mask specification for ec: see masking/README.md for the capture names.
