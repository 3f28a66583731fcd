//! Rust source split into tokens: enough of the language to tell code
//! from comments, strings and lifetimes.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Space,
    Comment,
    Ident,
    Lifetime,
    Literal,
    Punct,
}

#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
}

/// Splits Rust source into tokens; `Err` holds the byte offset of an
/// unterminated literal or comment.
pub fn lex(text: &str) -> Result<Vec<Token>, usize> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    let ident_byte = |b: u8| b == b'_' || b.is_ascii_alphanumeric() || b >= 0x80;
    while i < bytes.len() {
        let start = i;
        let b = bytes[i];
        let at = |k: usize| bytes.get(k).copied().unwrap_or(0);
        let kind = if b.is_ascii_whitespace() {
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            Kind::Space
        } else if b == b'/' && at(i + 1) == b'/' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            Kind::Comment
        } else if b == b'/' && at(i + 1) == b'*' {
            let mut depth = 0;
            loop {
                match (at(i), at(i + 1)) {
                    (0, _) if i >= bytes.len() => return Err(start),
                    (b'/', b'*') => {
                        depth += 1;
                        i += 2;
                    }
                    (b'*', b'/') => {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => i += 1,
                }
            }
            Kind::Comment
        } else if let Some(end) = raw_string(bytes, i) {
            i = end.ok_or(start)?;
            Kind::Literal
        } else if b == b'"' || (matches!(b, b'b' | b'c') && at(i + 1) == b'"') {
            // A string, a byte string or a C string (`c"..."`, 2021's).
            i = closed(bytes, i + if b == b'"' { 1 } else { 2 }, b'"').ok_or(start)?;
            Kind::Literal
        } else if b == b'\'' || (b == b'b' && at(i + 1) == b'\'') {
            let open = if b == b'b' { i + 1 } else { i };
            // A lifetime is a quote, an identifier and no closing quote.
            let mut j = open + 1;
            while j < bytes.len() && ident_byte(bytes[j]) {
                j += 1;
            }
            if b == b'\'' && j > open + 1 && at(j) != b'\'' {
                i = j;
                Kind::Lifetime
            } else {
                i = closed(bytes, open + 1, b'\'').ok_or(start)?;
                Kind::Literal
            }
        } else if b.is_ascii_digit() {
            while i < bytes.len() && ident_byte(bytes[i]) {
                i += 1;
            }
            // A fraction, but not a range `0..` or a method `1.max(..)`.
            if at(i) == b'.' && at(i + 1).is_ascii_digit() {
                i += 1;
                while i < bytes.len() && ident_byte(bytes[i]) {
                    i += 1;
                }
            }
            Kind::Literal
        } else if ident_byte(b) {
            if b == b'r' && at(i + 1) == b'#' {
                i += 2;
            }
            while i < bytes.len() && ident_byte(bytes[i]) {
                i += 1;
            }
            Kind::Ident
        } else {
            // One character, which may be more than one byte.
            i += text[i..].chars().next().map_or(1, char::len_utf8);
            Kind::Punct
        };
        tokens.push(Token {
            kind,
            start,
            end: i,
        });
    }
    Ok(tokens)
}

/// The end of a quoted literal whose text starts at `i`, after its
/// closing `quote` (escapes skipped); `None` if it is not closed.
fn closed(bytes: &[u8], mut i: usize, quote: u8) -> Option<usize> {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// If a raw string (`r"..."`, `r#"..."#`, `br"..."`, `cr"..."`) starts at
/// `i`: its end, or `None` if it is not terminated.
fn raw_string(bytes: &[u8], i: usize) -> Option<Option<usize>> {
    let mut j = i;
    if matches!(bytes.get(j), Some(b'b' | b'c')) {
        j += 1;
    }
    if bytes.get(j) != Some(&b'r') {
        return None;
    }
    j += 1;
    let hashes = bytes[j..].iter().take_while(|&&b| b == b'#').count();
    j += hashes;
    if bytes.get(j) != Some(&b'"') {
        return None;
    }
    let close: Vec<u8> = std::iter::once(b'"')
        .chain(std::iter::repeat(b'#').take(hashes))
        .collect();
    Some(
        bytes[j + 1..]
            .windows(close.len())
            .position(|w| w == &close[..])
            .map(|p| j + 1 + p + close.len()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexer_tells_lifetimes_from_chars() {
        let text = "fn f<'a>(x: &'a str) -> char { let _ = b'\\''; '\\n' }";
        let kinds: Vec<Kind> = lex(text)
            .unwrap()
            .into_iter()
            .filter(|t| t.kind != Kind::Space)
            .map(|t| t.kind)
            .collect();
        assert_eq!(kinds.iter().filter(|&&k| k == Kind::Lifetime).count(), 2);
        assert_eq!(kinds.iter().filter(|&&k| k == Kind::Literal).count(), 2);
    }

    #[test]
    fn c_strings_and_raw_strings_are_one_literal() {
        let text = r####"(c"a \" b", cr#"say "lightsout::Grid""#, br##"x"# "##, crate)"####;
        let kinds: Vec<Kind> = lex(text)
            .unwrap()
            .into_iter()
            .filter(|t| !matches!(t.kind, Kind::Space | Kind::Punct))
            .map(|t| t.kind)
            .collect();
        assert_eq!(
            kinds,
            [Kind::Literal, Kind::Literal, Kind::Literal, Kind::Ident]
        );
    }
}
