"""Each function of `cfb` on small models of the seven languages, with the results asserted."""

import re
import threading
import time

import pytest

import cfb
from conftest import examples

EXAMPLES = examples()
IDS = [p.name for p, _, _ in EXAMPLES]


def broken(text):
    """The text with a stray `)` put before the first word of a line in its middle, and where:
    (1-based line, column)."""
    lines = text.split("\n")
    k = len(lines) // 2
    while not lines[k].strip():
        k += 1
    col = len(lines[k]) - len(lines[k].lstrip()) + 1
    lines[k] = lines[k][: col - 1] + ") " + lines[k][col - 1 :]
    return "\n".join(lines), (k + 1, col)


def test_the_examples_cover_every_language():
    assert {lang for _, lang, _ in EXAMPLES} == set(cfb.languages())


@pytest.mark.parametrize("path,lang,text", EXAMPLES, ids=IDS)
def test_lint_accepts_the_clean_examples(path, lang, text):
    report = cfb.lint(text, lang)
    assert report["ok"] is True
    assert [d for d in report["diagnostics"] if d["severity"] == "error"] == []
    assert (report["path"], report["lang"]) == ("<text>", lang)


@pytest.mark.parametrize("path,lang,text", EXAMPLES, ids=IDS)
def test_lint_puts_the_syntax_error_at_the_stray_bracket(path, lang, text):
    bad, (line, column) = broken(text)
    report = cfb.lint(bad, lang, path=str(path))
    assert report["ok"] is False
    errors = [d for d in report["diagnostics"] if d["severity"] == "error"]
    assert (errors[0]["code"], errors[0]["line"], errors[0]["column"]) == ("syntax", line, column)
    assert report["path"] == str(path)


def test_lint_syntax_only_and_the_nesting_limit():
    # An SPDL claim of an undeclared role is a semantic finding; --syntax-only leaves it out.
    text = "protocol P(I,R) { role I { send_1(I,R,I); } role R { recv_1(I,R,I); } }\n"
    deep = "protocol P(I,R) { role I { send_1(I,R," + "(" * 50 + "I" + ")" * 50 + "); } }\n"
    assert cfb.lint(text, "spdl", syntax_only=True)["diagnostics"] == []
    report = cfb.lint(deep, "spdl", max_nesting=10)
    assert report["ok"] is False and report["diagnostics"][0]["line"] == 1
    assert cfb.lint(deep, "spdl")["ok"] is True


def test_lint_many_equals_lint_of_each_text_in_order():
    by_lang = {}
    for _, lang, text in EXAMPLES:
        by_lang.setdefault(lang, []).extend([text, broken(text)[0]])
    for lang, texts in by_lang.items():
        one_by_one = [cfb.lint(t, lang) for t in texts]
        assert cfb.lint_many(texts, lang) == one_by_one
        assert cfb.lint_many(iter(texts), lang, jobs=1) == one_by_one
        assert cfb.lint_many(tuple(texts), lang, jobs=3) == one_by_one
    assert cfb.lint_many([], "pv") == []


def longest_pause_of_another_thread(call):
    """How long `call` took, and the longest another Python thread waited meanwhile."""
    ticks, done = [], threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    ticker = threading.Thread(target=tick)
    ticker.start()
    time.sleep(0.05)
    start = time.perf_counter()
    call()
    end = time.perf_counter()
    done.set()
    ticker.join()
    during = [t for t in ticks if start <= t <= end] + [end]
    return end - start, max(b - a for a, b in zip([start] + during, during))


def test_batch_calls_release_the_gil():
    """While lint_many works, another Python thread keeps running: its longest pause is far
    shorter than the call (with the GIL held it would last the whole call)."""
    texts = [text for _, lang, text in EXAMPLES if lang == "pv"] * 20
    took, longest = longest_pause_of_another_thread(lambda: cfb.lint_many(texts, "pv", jobs=1))
    while took < 0.3:  # a batch long enough to tell, however fast the machine
        texts *= 2
        took, longest = longest_pause_of_another_thread(lambda: cfb.lint_many(texts, "pv", jobs=1))
    assert longest < took / 4, (longest, took)


def test_parse_lists_every_node_with_parents_and_leaf_text():
    text = "free c: channel.\nprocess out(c, c)\n"
    tree = cfb.parse(text, "pv")
    nodes = tree["nodes"]
    assert (tree["path"], tree["lang"]) == ("<text>", "pv")
    assert nodes[0]["parent"] is None and nodes[0]["start_byte"] == 0 and nodes[0]["end_byte"] == len(text)
    assert [n["id"] for n in nodes] == list(range(len(nodes)))
    assert all(n["parent"] < n["id"] for n in nodes[1:])
    leaves = [n["text"] for n in nodes if n["text"] is not None and n["end_byte"] > n["start_byte"]]
    assert "".join(leaves) == text.replace(" ", "").replace("\n", "")
    assert not any(n["error"] or n["missing"] for n in nodes)
    bad = cfb.parse("free c: channel\nprocess 0\n", "pv")["nodes"]
    assert any(n["error"] or n["missing"] for n in bad)


REPLY = """Here is the corrected model.

```spthy
theory T
begin
rule R: [ Fr(~k) ] --> [ Out(~k) ]
end
```

The rule now sends a fresh key.
"""


def test_extract_finds_the_code_in_a_fenced_reply():
    result = cfb.extract(REPLY, "spthy")
    assert result["code"] == "theory T\nbegin\nrule R: [ Fr(~k) ] --> [ Out(~k) ]\nend\n"
    assert (result["method"], result["lang"], result["detected_lang"]) == ("block", "spthy", "spthy")
    assert [(b["start_line"], b["end_line"], b["tag"], b["parses"]) for b in result["blocks"]] == [
        (4, 7, "spthy", True)
    ]
    nothing = cfb.extract("I cannot help with that.", "spthy")
    assert (nothing["code"], nothing["method"]) == (None, "none")


def test_extract_many_equals_extract_of_each():
    replies = [REPLY, "no code", "```\nfree c: channel.\nprocess 0\n```\n"] * 5
    assert cfb.extract_many(replies, "pv", jobs=2) == [cfb.extract(r, "pv") for r in replies]


PLACEHOLDER = re.compile(r"____\(([A-Z_]+_\d+)\)____")


@pytest.mark.parametrize("path,lang,text", EXAMPLES, ids=IDS)
def test_mask_placeholders_and_answers_give_back_the_model(path, lang, text):
    instance = cfb.mask(text, lang, path=path.name, seed=7)
    assert instance["complete:"] == text and instance["file"] == path.name
    ids = PLACEHOLDER.findall(instance["incomplete"])
    assert ids and set(ids) == set(instance["answers"])
    filled = PLACEHOLDER.sub(lambda m: instance["answers"][m.group(1)], instance["incomplete"])
    assert filled == text
    for m in instance["masks"]:
        assert text[m["start_byte"] : m["end_byte"]] == m["text"] == instance["answers"][m["id"]]


def test_mask_options():
    text = next(t for p, _, t in EXAMPLES if p.name == "signed-dh.spdl")
    assert cfb.mask(text, "spdl", seed=3) == cfb.mask(text, "spdl", seed=3)
    counted = cfb.mask(text, "spdl", count=4)
    assert len(counted["answers"]) == 4
    levels = cfb.mask(text, "spdl", profile="levels", level="statement", count=2)
    assert (levels["profile"], levels["level"], len(levels["masks"])) == ("levels", "statement", 2)
    only = cfb.mask(text, "spdl", categories=["nonce"], ratio=1.0)
    assert {m["category"] for m in only["masks"]} == {"NONCE"}


@pytest.mark.parametrize("path,lang,text", EXAMPLES, ids=IDS)
def test_fmt_keeps_the_tokens_and_is_stable(path, lang, text):
    formatted = cfb.fmt(text, lang)
    assert cfb.fmt(formatted, lang) == formatted
    assert re.sub(r"\s", "", formatted) == re.sub(r"\s", "", text)
    assert cfb.lint(formatted, lang)["ok"]


def test_fmt_lays_out_one_statement_per_line():
    squashed = "protocol P(I,R){role I{fresh n:Nonce;send_1(I,R,n);}role R{var n:Nonce;recv_1(I,R,n);}}"
    lines = cfb.fmt(squashed, "spdl").splitlines()
    assert "send_1(I, R, n);" in [line.strip() for line in lines]
    assert sum(";" in line for line in lines) == 4
    stripped = cfb.fmt("free c: channel. (* a comment *)\nprocess 0\n", "pv", strip_comments=True)
    assert "comment" not in stripped and "free c: channel." in stripped


@pytest.mark.parametrize("path,lang,text", EXAMPLES, ids=IDS)
def test_similarity_of_a_model_with_itself_is_one(path, lang, text):
    scores = cfb.similarity(text, text, lang)["scores"]
    assert scores == {k: 1.0 for k in scores}


def test_similarity_of_different_models_is_below_one():
    spdl = [t for _, lang, t in EXAMPLES if lang == "spdl"]
    report = cfb.similarity(spdl[0], spdl[1], "spdl")
    assert 0.0 < report["scores"]["codebleu"] < 1.0
    assert 0.0 < report["scores"]["tree"] < 1.0
    assert report["items"] and all(0.0 <= i["score"] <= 1.0 for i in report["items"])
    weighted = cfb.similarity(spdl[0], spdl[1], "spdl", weights=(1, 0, 0, 0))
    assert weighted["scores"]["codebleu"] == pytest.approx(weighted["scores"]["token_bleu"])


def test_diff_ops():
    text = next(t for p, _, t in EXAMPLES if p.name == "signed-dh.spdl")
    same = cfb.diff(text, text, "spdl")
    assert same["actions"] == [] and same["summary"]["nodes_a"] == same["summary"]["matched_nodes"]
    renamed = cfb.diff(text, text.replace("Niagree", "Nisynch"), "spdl")
    updates = [a for a in renamed["actions"] if a["action"] == "update"]
    assert [(a["text_a"], a["text_b"]) for a in updates] == [("Niagree", "Nisynch")]
    assert renamed["summary"]["update"] == 1 and renamed["summary"]["insert"] == 0
    line = "\t\tclaim(I, Alive);\n"
    added = cfb.diff(text, text.replace(line, line + "\t\tclaim(I, Weakagree);\n", 1), "spdl")
    assert added["summary"]["insert"] > 0 and added["summary"]["delete"] == 0
    inserted = [a for a in added["actions"] if a["action"] == "insert" and a["a"] is None]
    assert any("Weakagree" in (a["text_b"] or "") for a in inserted)
    # --rename: a renamed bound variable is no change.
    renamed_var = text.replace("Y", "Z")
    assert cfb.diff(text, renamed_var, "spdl", rename="bound")["actions"] == []
    assert cfb.diff(text, renamed_var, "spdl")["actions"] != []


def test_bad_arguments_raise_value_error():
    with pytest.raises(ValueError, match="unknown language `cobol`; known: spdl"):
        cfb.lint("x", "cobol")
    with pytest.raises(ValueError, match="unknown profile `all`; known: cfb, levels"):
        cfb.mask("x", "spdl", profile="all")
    with pytest.raises(ValueError, match="unknown rename `some`"):
        cfb.fmt("x", "spdl", rename="some")
    with pytest.raises(ValueError, match="between 0 and 1"):
        cfb.mask("x", "spdl", ratio=1.5)
    with pytest.raises(ValueError, match="ratio or count"):
        cfb.mask("x", "spdl", ratio=0.5, count=2)
    with pytest.raises(ValueError, match="jobs must be at least 1"):
        cfb.lint_many(["x"], "spdl", jobs=0)
    with pytest.raises(ValueError, match="not one str"):
        cfb.lint_many("protocol", "spdl")
    with pytest.raises(ValueError, match="weights"):
        cfb.similarity("x", "x", "spdl", weights=(0, 0, 0, 0))
    with pytest.raises(TypeError):
        cfb.lint_many([1, 2], "spdl")


def test_a_model_with_syntax_errors_raises_model_error_with_lint_diagnostics():
    text = next(t for p, _, t in EXAMPLES if p.name == "signed_nonce.pv")
    bad, (line, column) = broken(text)
    for call in (lambda: cfb.mask(bad, "pv", path="m.pv"), lambda: cfb.fmt(bad, "pv", path="m.pv")):
        with pytest.raises(cfb.ModelError, match=f"m.pv: the file has syntax errors.*line {line}, column {column}") as e:
            call()
        assert isinstance(e.value, ValueError)
        assert e.value.diagnostics == [d for d in cfb.lint(bad, "pv")["diagnostics"] if d["severity"] == "error"]
    masked = cfb.mask(bad, "pv", allow_syntax_errors=True, ratio=1.0)
    assert masked["answers"]


def test_odd_input_gives_results_not_crashes():
    for lang in cfb.languages():
        for text in ("", "\ufeff", "\x00\x00", "(" * 100_000, "é" * 1000, "a\r\nb\r\n"):
            report = cfb.lint(text, lang)
            assert isinstance(report["ok"], bool)
            cfb.extract(text, lang)
    bom = cfb.lint("\ufefffree c: channel.\nprocess 0\n", "pv")
    assert bom["ok"] and bom["diagnostics"][0]["line"] == 1  # the note that a BOM was dropped
