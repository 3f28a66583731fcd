//! The keys a terminal sends, read across reads: an escape sequence split
//! between two reads is joined, a lone Esc counts only once nothing
//! follows it within a read's wait ([`Keys::idle`]), and the rest of a
//! sequence that comes later still is read as that sequence, not as keys.

/// A key or a click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Up,
    Down,
    Left,
    Right,
    Press,
    Click(usize, usize),
    Char(char),
    /// Esc, q: the game asks before quitting.
    Quit,
    /// Ctrl-C.
    Interrupt,
    /// Ctrl-R, U.
    Redo,
}

/// The parser: bytes in, keys out.
#[derive(Default)]
pub struct Keys {
    /// The start of an escape sequence that has not ended yet.
    pending: Vec<u8>,
    /// Whether the last key was an Esc given up on by [`Keys::idle`]: a
    /// `[` or `O` sequence that follows is its rest, come late.
    lone_esc: bool,
}

/// The longest escape sequence kept waiting for its end; past it, the
/// bytes are dropped (a mouse report is about 16).
const MAX_SEQUENCE: usize = 32;

impl Keys {
    /// The keys in `bytes`, after what an earlier read left pending.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Key> {
        let mut data = std::mem::take(&mut self.pending);
        if std::mem::take(&mut self.lone_esc)
            && data.is_empty()
            && matches!(bytes.first(), Some(b'[' | b'O'))
        {
            data.push(0x1b);
        }
        data.extend_from_slice(bytes);
        let mut keys = Vec::new();
        let mut i = 0;
        while i < data.len() {
            match key(&data[i..]) {
                Some((key, used)) => {
                    keys.extend(key);
                    i += used;
                }
                None => {
                    // An escape sequence cut by the read: wait for the rest.
                    if data.len() - i <= MAX_SEQUENCE {
                        self.pending = data[i..].to_vec();
                    }
                    break;
                }
            }
        }
        keys
    }

    /// A read waited and nothing came: an Esc still pending was the key
    /// itself; any other unfinished sequence is dropped.
    pub fn idle(&mut self) -> Vec<Key> {
        let lone = self.pending == [0x1b];
        self.pending.clear();
        self.lone_esc = lone;
        if lone {
            vec![Key::Quit]
        } else {
            Vec::new()
        }
    }
}

/// The key at the start of `bytes` (or none, for a sequence that means
/// nothing here) and the bytes it takes; `None` if an escape sequence
/// starts there and has not ended.
fn key(bytes: &[u8]) -> Option<(Option<Key>, usize)> {
    let arrow = |b: u8| match b {
        b'A' => Some(Key::Up),
        b'B' => Some(Key::Down),
        b'C' => Some(Key::Right),
        b'D' => Some(Key::Left),
        _ => None,
    };
    Some(match bytes {
        [0x1b] | [0x1b, b'['] | [0x1b, b'O'] => return None,
        // SS3 arrows (application cursor mode).
        [0x1b, b'O', b, ..] => (arrow(*b), 3),
        // CSI: parameters, then a final byte from @ to ~.
        [0x1b, b'[', rest @ ..] => {
            let end = rest.iter().position(|&b| (0x40..=0x7e).contains(&b))?;
            let (params, last) = (&rest[..end], rest[end]);
            let key = match (params.first(), last) {
                // SGR mouse: ESC [ < button ; x ; y, M pressed, m released.
                (Some(b'<'), b'M') => {
                    let text = String::from_utf8_lossy(&params[1..]).into_owned();
                    let numbers: Vec<usize> =
                        text.split(';').filter_map(|n| n.parse().ok()).collect();
                    match numbers.as_slice() {
                        [0, x, y] => Some(Key::Click(*x, *y)),
                        _ => None,
                    }
                }
                (Some(b'<'), _) => None,
                _ => arrow(last),
            };
            (key, 2 + end + 1)
        }
        // Esc typed twice: the first alone.
        [0x1b, 0x1b, ..] => (Some(Key::Quit), 1),
        // Alt and a key: nothing here.
        [0x1b, _, ..] => (None, 2),
        [3, ..] => (Some(Key::Interrupt), 1),
        [0x12, ..] | [b'U', ..] => (Some(Key::Redo), 1),
        [b' ', ..] | [b'\r', ..] | [b'\n', ..] => (Some(Key::Press), 1),
        [b'k', ..] | [b'w', ..] => (Some(Key::Up), 1),
        [b'j', ..] | [b's', ..] => (Some(Key::Down), 1),
        [b'l', ..] | [b'd', ..] => (Some(Key::Right), 1),
        [b'h', ..] | [b'a', ..] => (Some(Key::Left), 1),
        [b'q', ..] => (Some(Key::Quit), 1),
        [byte, ..] => (Some(Key::Char(*byte as char)), 1),
        [] => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `bytes` fed in pieces of `size`, with an idle wait at the end.
    fn keys_of(bytes: &[u8], size: usize) -> Vec<Key> {
        let mut keys = Keys::default();
        let mut found = Vec::new();
        for piece in bytes.chunks(size) {
            found.extend(keys.feed(piece));
        }
        found.extend(keys.idle());
        found
    }

    #[test]
    fn a_burst_of_arrows_split_anywhere_is_only_arrows() {
        let burst: Vec<u8> = b"\x1b[B".iter().copied().cycle().take(3 * 40).collect();
        for size in 1..=burst.len() {
            assert_eq!(
                keys_of(&burst, size),
                vec![Key::Down; 40],
                "pieces of {}",
                size
            );
        }
        let mixed = b"\x1bOA\x1b[1;5C\x1b[<0;7;3M\x1b[<0;7;3m x";
        for size in 1..=mixed.len() {
            assert_eq!(
                keys_of(mixed, size),
                vec![
                    Key::Up,
                    Key::Right,
                    Key::Click(7, 3),
                    Key::Press,
                    Key::Char('x')
                ],
                "pieces of {}",
                size
            );
        }
    }

    #[test]
    fn a_lone_esc_quits_once_nothing_follows() {
        let mut keys = Keys::default();
        assert_eq!(keys.feed(b"j\x1b"), vec![Key::Down]);
        assert_eq!(keys.idle(), vec![Key::Quit]);
        assert_eq!(keys.feed(b"\x1b"), vec![]);
        assert_eq!(keys.feed(b"[A"), vec![Key::Up]);
        assert_eq!(keys.idle(), vec![]);
        // Alt and a key is nothing; Esc twice is Esc, then Esc waiting.
        assert_eq!(keys.feed(b"\x1bq\x1bx"), vec![]);
        assert_eq!(keys.feed(b"\x1b\x1b"), vec![Key::Quit]);
        assert_eq!(keys.idle(), vec![Key::Quit]);
        assert_eq!(
            keys.feed(b"\x03\x12U"),
            vec![Key::Interrupt, Key::Redo, Key::Redo]
        );
    }

    #[test]
    fn an_arrow_whose_bytes_come_apart_is_still_an_arrow() {
        // The Esc was given up on after a read's wait; the rest, later, is
        // the arrow, not `[` and `A`.
        let mut keys = Keys::default();
        assert_eq!(keys.feed(b"\x1b"), vec![]);
        assert_eq!(keys.idle(), vec![Key::Quit]);
        assert_eq!(keys.feed(b"[A"), vec![Key::Up]);
        assert_eq!(keys.feed(b"\x1b"), vec![]);
        assert_eq!(keys.idle(), vec![Key::Quit]);
        assert_eq!(keys.feed(b"OB"), vec![Key::Down]);
        // Only right after the lone Esc.
        assert_eq!(keys.feed(b"[A"), vec![Key::Char('['), Key::Char('A')]);
    }

    #[test]
    fn moves_have_keys_of_their_own_in_every_layout() {
        let moves = [Key::Up, Key::Left, Key::Down, Key::Right];
        for layout in [&b"kjhl"[..], b"wasd"] {
            let found = keys_of(layout, 1);
            assert!(found.iter().all(|key| moves.contains(key)), "{:?}", found);
            let mut sorted = found.clone();
            sorted.dedup();
            assert_eq!(sorted.len(), 4);
        }
        for helper in *b"?Scurn" {
            assert_eq!(keys_of(&[helper], 1), vec![Key::Char(helper as char)]);
        }
    }
}
