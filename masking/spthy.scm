; Mask specification for spthy (trial)
(variable) @atom
(lemma) @cfb.LEM
(premises) @cfb.PRE
(actions) @cfb.LABEL
(conclusions) @cfb.POST
(rule) @declaration.RULE
(lemma) @property.LEMMA
(fact) @statement.FACT
