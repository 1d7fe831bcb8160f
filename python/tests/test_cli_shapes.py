"""The dicts of `cfb` equal what the `cfb` binary prints with `--format json` for the same input."""

import json
import subprocess

import pytest

import cfb
from conftest import examples
from test_api import REPLY, broken

EXAMPLES = examples()
IDS = [p.name for p, _, _ in EXAMPLES]


def run(cfb_bin, *args, stdin=None):
    done = subprocess.run([cfb_bin, *args], input=stdin, capture_output=True, text=True, timeout=120)
    assert done.returncode in (0, 1), done.stderr
    return done.stdout


@pytest.mark.parametrize("path,lang,text", EXAMPLES, ids=IDS)
def test_lint_parse_mask_and_fmt_as_the_cli_prints_them(cfb_bin, tmp_path, path, lang, text):
    bad = tmp_path / f"bad{path.suffix}"
    bad.write_text(broken(text)[0])
    for model in (path, bad):
        model_text, name = model.read_text(), str(model)
        cli = json.loads(run(cfb_bin, "lint", "--format", "json", name))
        assert cfb.lint(model_text, lang, path=name) == cli
    cli = json.loads(run(cfb_bin, "parse", "--format", "json", str(path)))
    assert cfb.parse(text, lang, path=str(path)) == cli
    cli = json.loads(run(cfb_bin, "mask", "--format", "json", "--seed", "5", "--count", "3", str(path)))
    assert cfb.mask(text, lang, path=str(path), seed=5, count=3) == cli
    assert cfb.fmt(text, lang, path=str(path)) == run(cfb_bin, "fmt", "--stdout", str(path))


def test_lint_of_standard_input_is_named_like_the_cli_names_it(cfb_bin):
    text = broken(next(t for p, _, t in EXAMPLES if p.suffix == ".spthy"))[0]
    cli = json.loads(run(cfb_bin, "lint", "--format", "json", "--lang", "spthy", "-", stdin=text))
    assert cfb.lint(text, "spthy", path="-") == cli
    assert cfb.lint_many([text], "spthy") == [dict(cli, path="<text>")]


def test_extract_as_the_cli_prints_it(cfb_bin, tmp_path):
    reply = tmp_path / "reply.md"
    for text, lang in ((REPLY, "spthy"), (REPLY, "pv"), ("```\nfree c: channel.\nprocess 0\n```\n", "pv")):
        reply.write_text(text)
        cli = json.loads(run(cfb_bin, "extract", "--lang", lang, "--format", "json", str(reply)))
        assert cfb.extract(text, lang) == cli


@pytest.mark.parametrize("lang", ["spdl", "spthy", "pv"])
def test_similarity_and_diff_as_the_cli_prints_them(cfb_bin, lang):
    (a, _, ta), (b, _, tb) = [e for e in EXAMPLES if e[1] == lang][:2]
    cli = json.loads(run(cfb_bin, "similarity", "--format", "json", str(a), str(b)))
    assert cfb.similarity(ta, tb, lang, a_path=str(a), b_path=str(b)) == cli
    cli = json.loads(run(cfb_bin, "similarity", "--format", "json", "--rename=all", str(a), str(b)))
    assert cfb.similarity(ta, tb, lang, a_path=str(a), b_path=str(b), rename="all") == cli
    cli = json.loads(run(cfb_bin, "diff", "--format", "json", str(a), str(b)))
    assert cfb.diff(ta, tb, lang, a_path=str(a), b_path=str(b)) == cli
