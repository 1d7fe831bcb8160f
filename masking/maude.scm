; Mask specification for maude: see masking/README.md for the capture names.
