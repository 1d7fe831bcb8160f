//! `cfb diff --format html`: one self-contained page (no network): a summary table, the two
//! files in panes that scroll together (by aligned lines), changed nodes highlighted by
//! action, each moved node linked to its other end (click one to see the other), and the list
//! of actions with links to their lines.

use std::fmt::Write;

use super::{Paint, View};
use crate::compare::ActionKind;

use crate::render::html_escape as escape;

const STYLE: &str = r#"
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fafafa; }
header { padding: 0.6em 1em; background: #24292f; color: #fff; }
header h1 { font-size: 1.1em; margin: 0 0 0.4em 0; }
table.summary { border-collapse: collapse; font-size: 0.9em; }
table.summary td, table.summary th { padding: 0.15em 0.7em; border: 1px solid #57606a; }
main { display: flex; gap: 0; height: 70vh; border-bottom: 1px solid #d0d7de; }
.pane { flex: 1 1 50%; overflow: auto; border-right: 1px solid #d0d7de; background: #fff; }
.pane h2 { position: sticky; top: 0; margin: 0; padding: 0.3em 0.6em; font-size: 0.9em; background: #eaeef2; }
pre { margin: 0; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
.line { display: block; white-space: pre; padding-right: 1em; }
.line.changed { background: #fff8c5; }
.ln { display: inline-block; width: 4.5em; color: #8c959f; text-align: right; padding-right: 0.8em; user-select: none; }
.del { background: #ffcecb; color: #82071e; }
.ins { background: #aceebb; color: #055d20; }
.upd { background: #ffe08a; color: #6f4b00; }
.mov { background: #e6d8fd; color: #512a97; cursor: pointer; }
.mov.flash { outline: 2px solid #8250df; }
section.actions { padding: 0.5em 1em; font-size: 0.85em; }
section.actions table { border-collapse: collapse; }
section.actions td, section.actions th { padding: 0.1em 0.6em; border-bottom: 1px solid #eaeef2; text-align: left; }
"#;

const SCRIPT: &str = r#"
(function () {
  const a = document.getElementById('pane-a'), b = document.getElementById('pane-b');
  const rows = JSON.parse(document.getElementById('rows').textContent);
  const toB = new Map(), toA = new Map();
  for (const [x, y] of rows) { if (x !== null && y !== null) { toB.set(x, y); toA.set(y, x); } }
  function topLine(pane) {
    const lines = pane.querySelectorAll('.line');
    for (const l of lines) { if (l.offsetTop + l.offsetHeight > pane.scrollTop + 30) return +l.dataset.k; }
    return 0;
  }
  function nearest(map, k) { for (let d = 0; d < 1e6; d++) { if (map.has(k - d)) return map.get(k - d) + d; if (k - d < 0) break; } return k; }
  let busy = false;
  function follow(from, to, map, prefix) {
    if (busy) return; busy = true;
    const target = document.getElementById(prefix + nearest(map, topLine(from)));
    const line = from.querySelector('.line[data-k="' + topLine(from) + '"]');
    if (target && line) to.scrollTop = target.offsetTop - (line.offsetTop - from.scrollTop);
    requestAnimationFrame(() => { busy = false; });
  }
  a.addEventListener('scroll', () => follow(a, b, toB, 'b-L'));
  b.addEventListener('scroll', () => follow(b, a, toA, 'a-L'));
  document.querySelectorAll('.mov').forEach(el => el.addEventListener('click', () => {
    const peer = document.querySelectorAll('[data-move="' + el.dataset.move + '"][data-side="' + (el.dataset.side === 'a' ? 'b' : 'a') + '"]');
    if (peer.length) { peer[0].scrollIntoView({block: 'center'}); peer.forEach(p => { p.classList.add('flash'); setTimeout(() => p.classList.remove('flash'), 1200); }); }
  }));
  document.body.dataset.ready = 'yes';
})();
"#;

fn class(p: Paint) -> &'static str {
    match p {
        Paint::Plain => "",
        Paint::Delete => "del",
        Paint::Insert => "ins",
        Paint::Update => "upd",
        Paint::Move(_) => "mov",
    }
}

fn pane(view: &View, a: bool, out: &mut String) {
    let (name, count, prefix) =
        if a { (&view.report.a, view.lines_a.len(), "a") } else { (&view.report.b, view.lines_b.len(), "b") };
    let side = if a { view.a } else { view.b };
    let count = if side.text.is_empty() { 0 } else { count };
    let changed: std::collections::HashSet<usize> = (0..view.rows.len())
        .filter(|&r| view.row_changed(r))
        .filter_map(|r| if a { view.rows[r].0 } else { view.rows[r].1 })
        .collect();
    let _ = write!(out, "<section class=\"pane\" id=\"pane-{prefix}\"><h2>{}</h2><pre>", escape(name));
    for k in 0..count {
        let _ = write!(
            out,
            "<span class=\"line{}\" id=\"{prefix}-L{k}\" data-k=\"{k}\"><span class=\"ln\">{}</span>",
            if changed.contains(&k) { " changed" } else { "" },
            k + 1
        );
        for (text, paint) in view.runs(a, k) {
            match paint {
                Paint::Plain => out.push_str(&escape(text)),
                Paint::Move(m) => {
                    let _ = write!(
                        out,
                        "<span class=\"mov\" data-move=\"{m}\" data-side=\"{prefix}\" title=\"moved (click: the other end)\">{}</span>",
                        escape(text)
                    );
                }
                p => {
                    let _ = write!(out, "<span class=\"{}\">{}</span>", class(p), escape(text));
                }
            }
        }
        // (no line break: each line is a block already)
        out.push_str("</span>");
    }
    out.push_str("</pre></section>");
}

/// The page.
pub fn render(view: &View) -> String {
    let r = &view.report;
    let s = &r.summary;
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>cfb diff: {} ↔ {}</title><style>{STYLE}</style></head><body>",
        escape(&r.a),
        escape(&r.b)
    );
    let _ = write!(
        out,
        "<header><h1>cfb diff ({}): {} ↔ {}</h1><table class=\"summary\"><tr><th>insert</th><th>delete</th><th>update</th><th>move</th><th>matched nodes</th><th>nodes of A</th><th>nodes of B</th></tr>\
         <tr><td class=\"ins\">{}</td><td class=\"del\">{}</td><td class=\"upd\">{}</td><td class=\"mov\">{}</td><td>{}</td><td>{}</td><td>{}</td></tr></table></header><main>",
        r.lang,
        escape(&r.a),
        escape(&r.b),
        s.insert,
        s.delete,
        s.update,
        s.move_,
        s.matched_nodes,
        s.nodes_a,
        s.nodes_b
    );
    pane(view, true, &mut out);
    pane(view, false, &mut out);
    out.push_str(
        "</main><section class=\"actions\"><table><tr><th>action</th><th>node</th><th>in A</th><th>in B</th></tr>",
    );
    for x in &r.actions {
        let link = |side: &str, p: Option<super::Place>| {
            p.map_or(String::new(), |p| format!("<a href=\"#{side}-L{}\">line {}</a>", p.start_line - 1, p.start_line))
        };
        let name = class(match x.action {
            ActionKind::Insert => Paint::Insert,
            ActionKind::Delete => Paint::Delete,
            ActionKind::Update => Paint::Update,
            ActionKind::Move => Paint::Move(0),
        });
        let _ = write!(
            out,
            "<tr><td class=\"{name}\">{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            x.action.as_str(),
            escape(x.kind),
            link("a", x.a),
            link("b", x.b)
        );
    }
    out.push_str("</table></section>");
    let rows = serde_json::to_string(&view.rows).unwrap_or_else(|_| "[]".into());
    let _ = write!(
        out,
        "<script type=\"application/json\" id=\"rows\">{rows}</script><script>{SCRIPT}</script></body></html>\n"
    );
    out
}
