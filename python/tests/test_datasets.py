"""`cfb.extract` mapped over a Hugging Face `datasets.Dataset` of the released CrypFormBench
replies of one model, checked against the extraction ground truth (`cfb/extraction/`: every
candidate text of every reply, with the real verifier's parse-only verdict)."""

import csv
import gzip
import hashlib
import json
from collections import defaultdict

import cfb
from conftest import skip_or_fail

try:
    import datasets
except ImportError:
    datasets = None

MODEL = "gpt-4o"
# The extension of a file id picks the language and, for ProVerif, the front end.
EXT_LANG = {"spdl": "spdl", "hlpsl": "hlpsl", "pv": "pv", "pi": "pv", "horn": "pv", "horntype": "pv",
            "spthy": "spthy", "maude": "maude", "cv": "cv", "ocv": "ocv", "ec": "ec"}


def replies(root):
    """One row per reply of MODEL (translation left out: its keys name two files), with the
    ground truth's id `<model>/<task>/<lang>/<file id>`."""
    rows = []
    outputs = root / "cfb" / "model_outputs" / MODEL
    for path in sorted(outputs.rglob("*.json.gz")):
        parts = path.relative_to(outputs).parts
        if parts[0] == "translation":
            continue
        task = f"correction-{parts[2]}" if parts[0] == "correction" else parts[0]
        for key, record in json.loads(gzip.decompress(path.read_bytes())).items():
            sample = (record["code"] if isinstance(record, dict) else record)[0]
            # [true, code, raw reply], [true, code] or [false, raw reply]
            text = sample[2] if sample[0] and len(sample) == 3 else sample[1]
            ext = key.rsplit(".", 1)[-1].lower()
            lang = EXT_LANG.get(ext, parts[1])
            truth_lang = "cv" if lang == "ocv" else lang
            rows.append({"reply_id": f"{MODEL}/{task}/{truth_lang}/{key}", "lang": lang,
                         "ext": ext if ext in EXT_LANG else None, "reply": text})
    return rows


def tsv(path):
    with open(path, newline="") as f:
        yield from csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)


def test_extract_mapped_over_a_dataset_of_the_released_replies(shared):
    if datasets is None:
        skip_or_fail("no Hugging Face `datasets`", "pip install datasets", "CFB_REQUIRE_DATASETS")
    datasets.disable_progress_bars()
    rows = replies(shared)
    truth = shared / "cfb" / "extraction"
    verdicts = defaultdict(dict)  # reply id -> candidate sha256 -> verdict
    for c in tsv(truth / "candidates.tsv"):
        if c["reply_id"].startswith(MODEL + "/"):
            verdicts[c["reply_id"]][c["sha256"]] = c["verdict"]
    naive_ok = sum(r["naive_ok"] == "1" for r in tsv(truth / "replies.tsv")
                   if r["model"] == MODEL and r["task"] != "translation")
    assert len(rows) == 1820 and all(r["reply_id"] in verdicts or not r["reply"].strip() for r in rows)

    ds = datasets.Dataset.from_list(rows)
    # Batched: each batch of one language and extension goes to extract_many (cfb's threads).
    def extract_batch(batch):
        out = defaultdict(list)
        groups = defaultdict(list)
        for k, key in enumerate(zip(batch["lang"], batch["ext"])):
            groups[key].append(k)
        results = [None] * len(batch["reply"])
        for (lang, ext), ks in groups.items():
            for k, r in zip(ks, cfb.extract_many([batch["reply"][k] for k in ks], lang, ext=ext)):
                results[k] = r
        for r in results:
            out["code"].append(r["code"])
            out["method"].append(r["method"])
        return dict(out)

    extracted = ds.map(extract_batch, batched=True, batch_size=256)
    # Row by row on a sample: the whole extraction dict becomes the row's new columns.
    sample = ds.select(range(0, len(ds), 7))
    mapped = sample.map(lambda r: cfb.extract(r["reply"], r["lang"], ext=r["ext"]))
    assert {"code", "method", "blocks", "warnings", "notes", "detected_lang"} <= set(mapped.column_names)
    assert mapped["code"] == extracted.select(range(0, len(ds), 7))["code"]

    found = matching = accepted = 0
    for reply_id, code in zip(extracted["reply_id"], extracted["code"]):
        if code is None:
            continue
        found += 1
        verdict = verdicts[reply_id].get(hashlib.sha256(code.rstrip().encode()).hexdigest())
        matching += verdict is not None
        accepted += verdict == "OK"
    print(f"\n{MODEL}: {len(rows)} replies, code in {found}, a recorded candidate {matching}, "
          f"accepted by the verifier {accepted} (naive first-block choice: {naive_ok})")
    # Measured: code in 1798, 1749 a candidate's text, 516 accepted (naive 511).
    assert found >= 0.95 * len(rows)
    assert matching >= 0.9 * found
    assert accepted >= naive_ok
