; Mask specification for spdl: see masking/README.md for the capture names.
