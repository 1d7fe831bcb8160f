"""Shared helpers of the cfb Python tests: the repository's example models, the `cfb` binary
(for comparing with the CLI's JSON) and the shared CrypFormBench data."""

import os
import pathlib
import shutil
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "datasets" / "examples"
LANG_OF_EXT = {"spdl": "spdl", "hlpsl": "hlpsl", "pv": "pv", "spthy": "spthy", "maude": "maude",
               "cv": "cv", "ocv": "ocv", "ec": "ec"}


def examples():
    """(path, lang, text) of every bundled example model, sorted."""
    out = []
    for p in sorted(EXAMPLES.rglob("*")):
        if p.is_file() and p.suffix[1:] in LANG_OF_EXT:
            out.append((p, LANG_OF_EXT[p.suffix[1:]], p.read_text()))
    return out


def skip_or_fail(what, install, variable):
    """Skips loudly, or fails when `variable` is set to 1 (CI makes the thing mandatory)."""
    message = f"SKIPPED: {what} ({install})"
    if os.environ.get(variable) == "1":
        pytest.fail(f"{what}, and {variable}=1 makes it mandatory")
    print(f"\n{'!' * 8} {message}", file=sys.stderr)
    pytest.skip(message)


@pytest.fixture(scope="session")
def cfb_bin():
    """The `cfb` binary: $CFB_BIN, else the repository's target/debug/cfb, else `cfb` on PATH."""
    for candidate in (os.environ.get("CFB_BIN"), str(REPO / "target" / "debug" / "cfb"), shutil.which("cfb")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    skip_or_fail("no cfb binary to compare with", "cargo build, or set CFB_BIN", "CFB_REQUIRE_CLI")


@pytest.fixture(scope="session")
def shared():
    """The shared corpus folder: $CFB_SHARED, else ../shared beside the repository."""
    root = pathlib.Path(os.environ.get("CFB_SHARED", REPO.parent / "shared"))
    if not (root / "cfb" / "model_outputs").is_dir():
        skip_or_fail(f"no shared CFB data at {root}", "set CFB_SHARED", "CFB_REQUIRE_SHARED")
    return root
