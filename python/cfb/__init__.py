"""cfb for Python: lint, parse, extract, mask, format and compare models of the
cryptographic-protocol verifiers (SPDL, HLPSL, ProVerif, Tamarin, Maude-NPA, CryptoVerif,
EasyCrypt).

Every function returns what the matching ``cfb COMMAND --format json`` prints, as plain dicts
and lists (``fmt`` returns the formatted text); ``cfb.types`` names their shapes. See
docs/python.md.
"""

from ._cfb import (
    ModelError,
    __version__,
    diff,
    extract,
    extract_many,
    fmt,
    languages,
    lint,
    lint_many,
    mask,
    parse,
    similarity,
)
from .types import (
    Action,
    Block,
    Diagnostic,
    DiffReport,
    Edit,
    Extraction,
    Fix,
    Instance,
    Item,
    Lang,
    LintReport,
    Mask,
    Node,
    Place,
    Related,
    Scores,
    SimilarityReport,
    Summary,
    Tree,
)

__all__ = [
    "ModelError",
    "__version__",
    "diff",
    "extract",
    "extract_many",
    "fmt",
    "languages",
    "lint",
    "lint_many",
    "mask",
    "parse",
    "similarity",
    "Action",
    "Block",
    "Diagnostic",
    "DiffReport",
    "Edit",
    "Extraction",
    "Fix",
    "Instance",
    "Item",
    "Lang",
    "LintReport",
    "Mask",
    "Node",
    "Place",
    "Related",
    "Scores",
    "SimilarityReport",
    "Summary",
    "Tree",
]
