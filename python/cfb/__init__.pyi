"""Type stubs of cfb's functions; ``cfb.types`` holds the shapes of their results."""

from typing import Iterable, List, Literal, Optional, Tuple

from .types import (
    Action as Action,
    Block as Block,
    Diagnostic as Diagnostic,
    DiffReport as DiffReport,
    Edit as Edit,
    Extraction as Extraction,
    Fix as Fix,
    Instance as Instance,
    Item as Item,
    Lang as Lang,
    LintReport as LintReport,
    Mask as Mask,
    Node as Node,
    Place as Place,
    Related as Related,
    Scores as Scores,
    SimilarityReport as SimilarityReport,
    Summary as Summary,
    Tree as Tree,
)

__version__: str

class ModelError(ValueError):
    """cfb will not work on the model (``mask``, ``fmt``: syntax errors; ``parse``, ``diff``,
    ``similarity``: no grammar). ``diagnostics`` lists the syntax errors, shaped as ``lint``'s
    (empty for other reasons)."""

    diagnostics: List["Diagnostic"]

# --- lint --------------------------------------------------------------------------------

def lint(
    text: str,
    lang: Lang,
    *,
    path: Optional[str] = None,
    syntax_only: bool = False,
    max_nesting: int = ...,
) -> LintReport:
    """``cfb lint --format json``. ``path`` names the text in the report (default ``<text>``)
    and picks the front end by extension (``.pi``, ``.horn``: untyped ProVerif)."""

def lint_many(
    texts: Iterable[str],
    lang: Lang,
    *,
    syntax_only: bool = False,
    max_nesting: int = ...,
    jobs: Optional[int] = None,
) -> List[LintReport]:
    """``[lint(t, lang) for t in texts]``, worked on by ``jobs`` threads (default: the cores)
    without the GIL."""

# --- parse -------------------------------------------------------------------------------

def parse(text: str, lang: Lang, *, path: Optional[str] = None) -> Tree:
    """``cfb parse --format json``: tree-sitter's every node in pre-order."""

# --- extract -----------------------------------------------------------------------------

def extract(
    reply: str, lang: Lang, *, ext: Optional[str] = None, masked: Optional[str] = None
) -> Extraction:
    """``cfb extract --lang L --format json``: the code of an LLM reply. ``ext`` picks the front
    end (pv: ``pi``, ``horn``); ``masked`` is the masked file a completion reply completes."""

def extract_many(
    replies: Iterable[str], lang: Lang, *, ext: Optional[str] = None, jobs: Optional[int] = None
) -> List[Extraction]:
    """``[extract(r, lang, ext=ext) for r in replies]`` on ``jobs`` threads without the GIL."""

# --- mask --------------------------------------------------------------------------------

def mask(
    text: str,
    lang: Lang,
    *,
    path: Optional[str] = None,
    profile: Literal["cfb", "levels"] = "cfb",
    level: Literal["token", "term", "statement", "declaration", "property"] = "statement",
    categories: Optional[List[str]] = None,
    ratio: Optional[float] = None,
    count: Optional[int] = None,
    per_symbol: bool = False,
    seed: int = 0,
    allow_syntax_errors: bool = False,
) -> Instance:
    """One instance of ``cfb mask --format json``: ``____(CAT_N)____`` placeholders and the
    answer key. Raises ModelError for a file with syntax errors."""

# --- fmt ---------------------------------------------------------------------------------

def fmt(
    text: str,
    lang: Lang,
    *,
    path: Optional[str] = None,
    strip_comments: bool = False,
    rename: Literal["none", "bound", "all"] = "none",
) -> str:
    """``cfb fmt -``: the canonical layout. Raises ModelError for a file with syntax errors."""

# --- compare -----------------------------------------------------------------------------

def similarity(
    a: str,
    b: str,
    lang: Lang,
    *,
    a_path: Optional[str] = None,
    b_path: Optional[str] = None,
    rename: Literal["none", "bound", "all"] = "none",
    weights: Optional[Tuple[float, float, float, float]] = None,
) -> SimilarityReport:
    """``cfb similarity A B --format json``: the candidate ``a`` against the reference ``b``,
    scores in [0, 1]. ``weights``: CodeBLEU's token, keyword, syntax and dataflow weights
    (default: a quarter each)."""

def diff(
    a: str,
    b: str,
    lang: Lang,
    *,
    a_path: Optional[str] = None,
    b_path: Optional[str] = None,
    rename: Literal["none", "bound", "all"] = "none",
) -> DiffReport:
    """``cfb diff A B --format json``: the edit script from ``a`` to ``b``, node by node."""

def languages() -> List[str]:
    """The language ids ``lang`` takes."""

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
