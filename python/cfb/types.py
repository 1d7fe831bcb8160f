"""The shapes of cfb's results: one TypedDict per JSON object the matching ``cfb`` command prints
with ``--format json`` (for type checkers; at run time the results are plain dicts)."""

from typing import Dict, List, Literal, Optional, TypedDict

Lang = str
"""A language id or alias: spdl, hlpsl, pv, spthy, maude, cv, ocv, ec (eca); ``languages()``."""

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
