#!/usr/bin/env bash
# Writes .cargo/hot-functions.txt, the order in which link-static lays out cfb's code: every
# function a release cfb runs on typical work (`--version`, and `diff`, `similarity`, `lint` and
# `fmt --check` on two median files of each language of $CFB_SHARED/corpus, else on the bundled
# examples), counted by callgrind (Debian package valgrind), grouped by the runs that use them.
# The runs are made with the release build and with the benches' (`--features bench`), whose
# Rust names differ in their hash (`17h…E`): each build finds its own names; link-static finds a
# name whose hash changed otherwise by the rest of it, where no other function has that.
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
per=$runs
cargo bench --features bench --no-run -q 2>/dev/null
typical_work
# Per function: in which of the typical runs it ran (the same run of either build counts once)
# and its own instructions over all of them. Names as callgrind writes them (`fn=(id) name` the
# first time, `fn=(id)` after; `cfn=` names the callees, and the line after `calls=` is a call's
# inclusive cost, not the function's own). Functions are grouped by the runs they ran in, the
# groups of the most runs first (the start-up that every command runs, then the parse, then each
# command's and each language's own code), and within a group the hottest first: a run then
# touches few pages of the code.
awk -v per="$per" '
  FNR == 1 { run = FILENAME; sub(/.*\./, "", run); run = (run - 1) % per }
  /^fn=/ { id = $1; sub(/^fn=/, "", id); if (NF > 1) name[FILENAME id] = $2; cur = name[FILENAME id]; q = index(cur, sprintf("%c", 39)); if (q) cur = substr(cur, 1, q - 1); next }
  /^cfn=/ { id = $1; sub(/^cfn=/, "", id); if (NF > 1) name[FILENAME id] = $2; next }
  /^calls=/ { skip = 1; next }
  /^[0-9+*-]/ {
    if (skip) { skip = 0; next }
    if (cur == "" || cur ~ /^0x/ || $2 <= 0) next
    cost[cur] += $2
    if (!((cur, run) in ran)) { ran[cur, run] = 1; runs[cur]++; sig[cur] = sig[cur] "," run }
    next
  }
  END { for (f in cost) print runs[f], sig[f], cost[f], f }' "$work"/cg.* |
  sort -k1,1nr -k2,2 -k3,3nr | awk '!seen[$4]++ { print $4 }' > .cargo/hot-functions.txt
echo "$(wc -l < .cargo/hot-functions.txt) functions from $runs runs in .cargo/hot-functions.txt"
