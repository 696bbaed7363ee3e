//! GBA buttons.

use std::fmt;
use std::str::FromStr;

/// A GBA button. The discriminant is its bit in the KEYINPUT register / mGBA's key
/// mask (A = bit 0 ... L = bit 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A button (bit 0).
    A = 0,
    /// B button (bit 1).
    B = 1,
    /// Select (bit 2).
    Select = 2,
    /// Start (bit 3).
    Start = 3,
    /// D-pad right (bit 4).
    Right = 4,
    /// D-pad left (bit 5).
    Left = 5,
    /// D-pad up (bit 6).
    Up = 6,
    /// D-pad down (bit 7).
    Down = 7,
    /// Right shoulder (bit 8).
    R = 8,
    /// Left shoulder (bit 9).
    L = 9,
}

impl Key {
    /// Every key, in bit order.
    pub const ALL: [Key; 10] = [
        Key::A,
        Key::B,
        Key::Select,
        Key::Start,
        Key::Right,
        Key::Left,
        Key::Up,
        Key::Down,
        Key::R,
        Key::L,
    ];

    /// This key's bit in mGBA's key mask.
    pub fn mask(self) -> u32 {
        1 << (self as u32)
    }

    /// The lower-case name accepted by [`FromStr`] (`"a"`, `"start"`, `"up"`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Key::A => "a",
            Key::B => "b",
            Key::Select => "select",
            Key::Start => "start",
            Key::Right => "right",
            Key::Left => "left",
            Key::Up => "up",
            Key::Down => "down",
            Key::R => "r",
            Key::L => "l",
        }
    }

    /// The mask of several keys.
    pub fn mask_of(keys: &[Key]) -> u32 {
        keys.iter().fold(0, |m, k| m | k.mask())
    }

    /// Parses a comma- or space-separated list such as `"a, start,up"`.
    pub fn parse_list(list: &str) -> Result<Vec<Key>, String> {
        list.split([',', ' '])
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::parse)
            .collect()
    }
}

impl FromStr for Key {
    type Err = String;

    /// Case-insensitive names `a b select start right left up down r l`; `sel`,
    /// `lshoulder` and `rshoulder` are accepted too.
    fn from_str(s: &str) -> Result<Key, String> {
        let lower = s.trim().to_ascii_lowercase();
        let key = match lower.as_str() {
            "a" => Key::A,
            "b" => Key::B,
            "select" | "sel" => Key::Select,
            "start" => Key::Start,
            "right" => Key::Right,
            "left" => Key::Left,
            "up" => Key::Up,
            "down" => Key::Down,
            "r" | "rshoulder" => Key::R,
            "l" | "lshoulder" => Key::L,
            _ => {
                return Err(format!(
                    "unknown key {s:?} (expected one of a, b, select, start, right, left, up, down, r, l)"
                ));
            }
        };
        Ok(key)
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_match_keyinput() {
        assert_eq!(Key::A.mask(), 1);
        assert_eq!(Key::Start.mask(), 8);
        assert_eq!(Key::Down.mask(), 0x80);
        assert_eq!(Key::L.mask(), 0x200);
        assert_eq!(Key::mask_of(&[Key::A, Key::B, Key::R]), 0x103);
    }

    #[test]
    fn names_round_trip() {
        for k in Key::ALL {
            assert_eq!(k.name().parse::<Key>(), Ok(k));
            assert_eq!(k.to_string().to_uppercase().parse::<Key>(), Ok(k));
        }
    }

    #[test]
    fn list_parsing() {
        assert_eq!(
            Key::parse_list("a, Start,up down").unwrap(),
            vec![Key::A, Key::Start, Key::Up, Key::Down]
        );
        assert!(Key::parse_list("").unwrap().is_empty());
        let err = Key::parse_list("a,x").unwrap_err();
        assert!(err.contains("\"x\""), "{err}");
    }
}
