//! Preprocessors that a verifier runs before its parser, applied in place: every byte that is
//! not kept becomes a space (newlines stay), so offsets, lines and columns of the kept text are
//! the ones of the file the user wrote.

/// A preprocessing step named by a front end of the language registry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Preprocessor {
    /// m4 `ifdef(`NAME', `then', `else')` with NAME the only defined macro: ProVerif and
    /// CryptoVerif read `.pcv` files through `m4 -DProVerif` / `m4 -DCryptoVerif`.
    M4Ifdef(&'static str),
}

impl Preprocessor {
    pub fn apply(self, text: &str) -> String {
        match self {
            Preprocessor::M4Ifdef(defined) => m4_ifdef(text, defined),
        }
    }
}

/// Resolves every `ifdef(` call: keeps the branch chosen by whether the macro is `defined`,
/// blanks the call's other bytes. Unbalanced input is left as it is from that point on, for
/// the parser to report.
pub fn m4_ifdef(text: &str, defined: &str) -> String {
    let mut out = text.as_bytes().to_vec();
    resolve(text.as_bytes(), 0, text.len(), defined, &mut out);
    // Only ASCII bytes were replaced by ASCII spaces, and only whole quoted arguments kept.
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}

fn resolve(src: &[u8], from: usize, to: usize, defined: &str, out: &mut [u8]) {
    let mut i = from;
    while let Some(pos) = find(src, i, to, b"ifdef(") {
        let Some((args, end)) = arguments(src, pos + 6, to) else { return };
        let name = std::str::from_utf8(&src[args[0].0..args[0].1]).unwrap_or("").trim();
        let keep = if name == defined { args.get(1) } else { args.get(2) };
        blank(out, pos, end);
        if let Some(&(start, stop)) = keep {
            out[start..stop].copy_from_slice(&src[start..stop]);
            resolve(src, start, stop, defined, out);
        }
        i = end;
    }
}

fn find(src: &[u8], from: usize, to: usize, needle: &[u8]) -> Option<usize> {
    src[from..to].windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

/// The byte ranges of a call's arguments (inside their quotes when quoted) and the offset
/// after its closing parenthesis.
fn arguments(src: &[u8], mut i: usize, to: usize) -> Option<(Vec<(usize, usize)>, usize)> {
    let mut args = Vec::new();
    loop {
        while i < to && src[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < to && src[i] == b'`' {
            let mut depth = 0usize;
            let start = i + 1;
            loop {
                if i >= to {
                    return None;
                }
                match src[i] {
                    b'`' => depth += 1,
                    b'\'' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            args.push((start, i));
            i += 1;
        } else {
            let start = i;
            while i < to && src[i] != b',' && src[i] != b')' {
                i += 1;
            }
            args.push((start, i));
        }
        while i < to && src[i].is_ascii_whitespace() {
            i += 1;
        }
        match src.get(i) {
            Some(b',') if i < to => i += 1,
            Some(b')') if i < to => return Some((args, i + 1)),
            _ => return None,
        }
    }
}

fn blank(out: &mut [u8], from: usize, to: usize) {
    for b in &mut out[from..to] {
        if *b != b'\n' && *b != b'\r' {
            *b = b' ';
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_branch_of_the_defined_tool_in_place() {
        let text = "a ifdef(`ProVerif',`pv\nside',`cv side') b\n";
        let pv = m4_ifdef(text, "ProVerif");
        assert_eq!(pv.split_whitespace().collect::<Vec<_>>(), ["a", "pv", "side", "b"]);
        assert_eq!(pv.find("pv\nside"), text.find("pv\nside"));
        assert_eq!(pv.len(), text.len());
        assert_eq!(pv.lines().count(), text.lines().count());
        let cv = m4_ifdef(text, "CryptoVerif");
        assert!(cv.contains("cv side") && !cv.contains("pv"));
        assert_eq!(cv.find("cv side"), text.find("cv side"));
    }

    #[test]
    fn missing_else_branch_blanks_everything_and_nesting_resolves() {
        assert_eq!(m4_ifdef("ifdef(`X',`y')z", "P").trim(), "z");
        let nested = "ifdef(`P',`ifdef(`Q',`q',`notq')')";
        assert_eq!(m4_ifdef(nested, "P").trim(), "notq");
    }

    #[test]
    fn unbalanced_calls_are_left_for_the_parser() {
        assert_eq!(m4_ifdef("ifdef(`P',`x", "P"), "ifdef(`P',`x");
    }

    #[test]
    fn non_ascii_text_survives() {
        let text = "é ifdef(`P',`ü',`ß') ç";
        let out = m4_ifdef(text, "P");
        assert_eq!(out.find('ü'), text.find('ü'));
        assert!(out.contains('é') && out.contains('ç') && !out.contains('ß'));
    }
}
