//! Undoing what transport did to a reply before it is read: CRLF line ends, a reply written
//! on one line with literal `\n`, HTML entities. Each change is reported as a warning.

/// The reply text as cfb reads it, with what was changed.
pub struct Normalized {
    pub text: String,
    pub warnings: Vec<String>,
}

/// Normalizes a raw reply.
pub fn normalize(raw: &str) -> Normalized {
    let mut warnings = Vec::new();
    let mut text = if raw.contains('\r') {
        warnings.push("CRLF or CR line ends turned into LF".to_string());
        raw.replace("\r\n", "\n").replace('\r', "\n")
    } else {
        raw.to_string()
    };
    if literal_newlines(&text) {
        text = text.replace("\\r\\n", "\n").replace("\\n", "\n").replace("\\t", "\t");
        warnings.push("literal \\n sequences turned into line breaks".to_string());
    }
    if let Some(decoded) = decode_entities(&text) {
        text = decoded;
        warnings.push("HTML entities decoded".to_string());
    }
    Normalized { text, warnings }
}

/// A reply whose line breaks were escaped: it has literal `\n` sequences and (almost) no real
/// line breaks.
fn literal_newlines(text: &str) -> bool {
    let escaped = text.matches("\\n").count();
    let real = text.matches('\n').count();
    escaped >= 3 && real * 4 < escaped
}

/// Decodes the entities an HTML transport writes for `<`, `>`, `&` and quotes, when the text
/// holds them and no raw `<`/`>` at all (a model that writes `&lt;` means `<`; one that also
/// writes `<` raw uses `&lt;` literally).
fn decode_entities(text: &str) -> Option<String> {
    const ENTITIES: [(&str, &str); 6] =
        [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&amp;", "&")];
    let has = ENTITIES.iter().take(2).any(|(e, _)| text.contains(e));
    if !has || text.contains('<') || text.contains('>') {
        return None;
    }
    let mut out = text.to_string();
    for (entity, ch) in ENTITIES {
        out = out.replace(entity, ch);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crlf() {
        let n = normalize("a\r\nb\rc");
        assert_eq!(n.text, "a\nb\nc");
        assert_eq!(n.warnings.len(), 1);
    }

    #[test]
    fn literal_newlines_only_when_escaped_throughout() {
        assert_eq!(normalize("a\\nb\\nc\\nd").text, "a\nb\nc\nd");
        let kept = "print(\"\\n\")\nx\ny\nz\n";
        assert_eq!(normalize(kept).text, kept);
    }

    #[test]
    fn entities() {
        assert_eq!(
            normalize("[ Fr(~k) ] --[ A() ]-&gt; [ Out(&lt;k, k&gt;) ]").text,
            "[ Fr(~k) ] --[ A() ]-> [ Out(<k, k>) ]"
        );
        let raw = "a <-> b &lt;";
        assert_eq!(normalize(raw).text, raw);
    }
}
