#!/usr/bin/env bash
# Writes .cargo/hot-functions.txt, the order in which link-static lays out cfb's code: every
# function a release cfb runs on typical work (`--version`, and `diff`, `similarity`, `lint` and
# `fmt --check` on two median files of each language of $CFB_SHARED/corpus, else on the bundled
# examples), hottest first, counted by callgrind (Debian package valgrind). The runs are made
# with the release build and with the benches' (`--features bench`), whose Rust names differ in
# their hash (`17h…E`): each build finds its own names; link-static finds a name whose hash
# changed otherwise by the rest of it, where no other function has that.
#
# Run it again when the list no longer names most of cfb's code (tests/suite/static_link.rs says so).
#   .cargo/hot-functions.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "hot-functions.sh: valgrind is not installed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
corpus=${CFB_SHARED:-../shared}/corpus
runs=0
run() {
  runs=$((runs + 1))
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/cg.$runs" target/release/cfb "$@" >/dev/null 2>&1 || true
}
# The two files of median size of each language (as benches/compare.rs picks them).
pairs() {
  for ext in spdl hlpsl pv spthy maude cv ocv ec; do
    local dir=$corpus/$ext
    case $ext in ocv) dir=$corpus/cv ;; esac
    [ -d "$dir" ] || dir=datasets/examples
    find "$dir" -name "*.$ext" -printf '%s %p\n' | sort -n | awk '{f[NR]=$2} END {k=int((NR-1)/2)+1; if (NR>1) print f[k], f[k+1]}'
  done
}
typical_work() {
  run --version
  while read -r a b; do
    run diff --format json "$a" "$b"
    run similarity --format json "$a" "$b"
    run lint "$a"
    run lint --format json "$b"
    run fmt --check "$a"
  done < <(pairs)
}
cargo build --release -q
typical_work
cargo bench --features bench --no-run -q 2>/dev/null
typical_work
# Each function's own instructions over all runs; names as callgrind wrote them (`fn=(id) name`
# the first time, `fn=(id)` after; `cfn=` names the callees, and the line after `calls=` is a
# call's inclusive cost, not the function's own).
awk '
  /^fn=/ { id = $1; sub(/^fn=/, "", id); if (NF > 1) name[FILENAME id] = $2; cur = name[FILENAME id]; next }
  /^cfn=/ { id = $1; sub(/^cfn=/, "", id); if (NF > 1) name[FILENAME id] = $2; next }
  /^calls=/ { skip = 1; next }
  /^[0-9+*-]/ { if (skip) { skip = 0; next } if (cur != "" && $2 > 0) cost[cur] += $2; next }
  /^(ob|fl|fi|fe|cob|cfi|cfl)=/ { next }
  END { for (f in cost) print cost[f], f }' "$work"/cg.* |
  sed -E "s/'[0-9]+\$//" |
  sort -k1,1nr | awk '$2 !~ /^0x/ && !seen[$2]++ { print $2 }' > .cargo/hot-functions.txt
echo "$(wc -l < .cargo/hot-functions.txt) functions from $runs runs in .cargo/hot-functions.txt"
