"""Type stubs of cfb: each TypedDict is the shape of the JSON the matching ``cfb`` command
prints with ``--format json``."""

from typing import Dict, Iterable, List, Literal, Optional, Tuple, TypedDict

__version__: str

Lang = str
"""A language id or alias: spdl, hlpsl, pv, spthy, maude, cv, ocv, ec (eca); ``languages()``."""

class ModelError(ValueError):
    """cfb will not work on the model (``mask``, ``fmt``: syntax errors; ``parse``, ``diff``,
    ``similarity``: no grammar). ``diagnostics`` lists the syntax errors, shaped as ``lint``'s
    (empty for other reasons)."""

    diagnostics: List["Diagnostic"]

# --- lint --------------------------------------------------------------------------------

class Related(TypedDict):
    message: str
    line: int
    column: int
    end_line: int
    end_column: int

class Edit(TypedDict):
    start_byte: int
    end_byte: int
    start_line: int
    start_column: int
    end_line: int
    end_column: int
    replacement: str

class Fix(TypedDict):
    message: str
    edits: List[Edit]

class _DiagnosticOptional(TypedDict, total=False):
    help: str
    note: str
    related: List[Related]
    fix: Fix

class Diagnostic(_DiagnosticOptional):
    """1-based lines and columns (columns in characters), the end exclusive."""

    severity: Literal["error", "warning"]
    code: str
    message: str
    line: int
    column: int
    end_line: int
    end_column: int

class LintReport(TypedDict):
    path: str
    lang: str
    ok: bool
    diagnostics: List[Diagnostic]

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

class Node(TypedDict):
    id: int
    kind: str
    field: Optional[str]
    parent: Optional[int]
    named: bool
    error: bool
    missing: bool
    start_byte: int
    end_byte: int
    start_line: int
    start_column: int
    end_line: int
    end_column: int
    text: Optional[str]

class Tree(TypedDict):
    path: str
    lang: str
    nodes: List[Node]

def parse(text: str, lang: Lang, *, path: Optional[str] = None) -> Tree:
    """``cfb parse --format json``: tree-sitter's every node in pre-order."""

# --- extract -----------------------------------------------------------------------------

class _BlockOptional(TypedDict, total=False):
    in_think: bool
    chosen: bool

class Block(_BlockOptional):
    start_line: int
    end_line: int
    tag: Optional[str]
    detected_lang: Optional[str]
    parses: Optional[bool]

class Extraction(TypedDict):
    code: Optional[str]
    lang: str
    detected_lang: Optional[str]
    method: Literal["block", "joined-blocks", "think-block", "span", "whole", "fillins", "none"]
    blocks: List[Block]
    warnings: List[str]
    notes: List[str]

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

class Mask(TypedDict):
    id: str
    category: str
    start_byte: int
    end_byte: int
    node_kind: str
    text: str

Instance = TypedDict(
    "Instance",
    {
        "file": str,
        "lang": str,
        "profile": Literal["cfb", "levels"],
        "level": str,
        "seed": int,
        "incomplete": str,
        "complete:": str,
        "answers": Dict[str, str],
        "masks": List[Mask],
    },
)

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

class Place(TypedDict):
    start_byte: int
    end_byte: int
    start_line: int
    end_line: int

class Scores(TypedDict):
    tree: float
    token_bleu: float
    keyword_bleu: float
    syntax_match: float
    dataflow_match: float
    codebleu: float

class Item(TypedDict):
    kind: str
    name: Optional[str]
    a: Optional[Place]
    b: Optional[Place]
    score: float

class SimilarityReport(TypedDict):
    a: str
    b: str
    lang: str
    scores: Scores
    items: List[Item]

def similarity(
    a: str,
    b: str,
    lang: Lang,
    *,
    a_path: Optional[str] = None,
    b_path: Optional[str] = None,
    rename: Literal["none", "bound", "all"] = "none",
    weights: Tuple[float, float, float, float] = (0.25, 0.25, 0.25, 0.25),
) -> SimilarityReport:
    """``cfb similarity A B --format json``: the candidate ``a`` against the reference ``b``,
    scores in [0, 1]. ``weights``: CodeBLEU's token, keyword, syntax and dataflow weights."""

class Action(TypedDict):
    action: Literal["insert", "delete", "update", "move"]
    kind: str
    a: Optional[Place]
    b: Optional[Place]
    text_a: Optional[str]
    text_b: Optional[str]

Summary = TypedDict(
    "Summary",
    {
        "insert": int,
        "delete": int,
        "update": int,
        "move": int,
        "matched_nodes": int,
        "nodes_a": int,
        "nodes_b": int,
    },
)

class DiffReport(TypedDict):
    a: str
    b: str
    lang: str
    actions: List[Action]
    summary: Summary

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

__all__: List[str]
