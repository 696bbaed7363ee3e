//! Typed log lines: one documented text form for what a game's events, actions
//! and outcomes say, read by the end-to-end tests and the soak (never the
//! `Debug` output of core types, which may change with any refactor).
//!
//! A record is a kind followed by fields, separated by single spaces:
//!
//! ```text
//! <kind> <key>=<value> <key>=<value> ...
//! ```
//!
//! * `kind` and `key` are lower-case words with `-` (kinds) or `_` (keys)
//!   between parts: `wave-arrives`, `gold_total`.
//! * a value has no spaces and no `=`: a number (`12`), a word (`goodie`,
//!   `true`), a place (`x,y`, for example `3,4`), or a list of those joined by
//!   `/` (a path: `1,1/1,2/2,2`), `-` for an empty list or "none".
//!
//! The cartridge writes `<game>: event <record>`, `<game>: action <record>`,
//! `<game>: refused <record>: <sentence>` and `<game>: game over <record>`; see
//! `docs/testing.md`. Each game implements [`Loggable`] for its `Event`,
//! `Action` and `Outcome`; the test kit checks that every record a random game
//! produces is well formed ([`well_formed`]).
//!
//! ```
//! use core::fmt::Write;
//! use tabletop_core::contract::{Loggable, Record, Typed};
//!
//! struct Rolled(u8);
//! impl Loggable for Rolled {
//!     fn log(&self, r: &mut Record<'_>) -> core::fmt::Result {
//!         r.kind("rolled")?.field("value", self.0)?;
//!         Ok(())
//!     }
//! }
//! let mut s = heapless::String::<32>::new();
//! write!(s, "{}", Typed(&Rolled(6))).unwrap();
//! assert_eq!(s, "rolled value=6");
//! ```

use core::fmt::{self, Write};

/// Something with a typed log record.
pub trait Loggable {
    /// Writes the record: [`Record::kind`] first, then its fields.
    fn log(&self, r: &mut Record<'_>) -> fmt::Result;
}

/// A value of a field.
pub trait LogValue {
    /// Writes the value (no spaces, no `=`).
    fn put(&self, w: &mut dyn Write) -> fmt::Result;
}

/// The record being written.
pub struct Record<'a> {
    w: &'a mut dyn Write,
}

impl Record<'_> {
    /// Writes the record's kind (call once, first).
    pub fn kind(&mut self, kind: &str) -> Result<&mut Self, fmt::Error> {
        self.w.write_str(kind)?;
        Ok(self)
    }

    /// Writes ` key=value`.
    pub fn field(&mut self, key: &str, value: impl LogValue) -> Result<&mut Self, fmt::Error> {
        self.w.write_char(' ')?;
        self.w.write_str(key)?;
        self.w.write_char('=')?;
        value.put(self.w)?;
        Ok(self)
    }
}

/// Shows a [`Loggable`] as its record (`format!("{}", Typed(&event))`).
pub struct Typed<'a, T: ?Sized>(pub &'a T);

impl<T: Loggable + ?Sized> fmt::Display for Typed<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.log(&mut Record { w: f })
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl LogValue for $t {
            fn put(&self, w: &mut dyn Write) -> fmt::Result {
                write!(w, "{}", self)
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, i8, i16, i32, usize);

impl LogValue for bool {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        w.write_str(if *self { "true" } else { "false" })
    }
}

/// A lower-case word (a side, a colour): written as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word(pub &'static str);

impl LogValue for Word {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        w.write_str(self.0)
    }
}

/// A place on a board: `x,y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place(pub i32, pub i32);

impl LogValue for Place {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        write!(w, "{},{}", self.0, self.1)
    }
}

impl<T: LogValue> LogValue for Option<T> {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        match self {
            Some(v) => v.put(w),
            None => w.write_char('-'),
        }
    }
}

impl<T: LogValue> LogValue for &T {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        (*self).put(w)
    }
}

/// A list, joined by `/` (`-` when empty).
pub struct List<I>(pub I);

impl<I> LogValue for List<I>
where
    I: Iterator + Clone,
    I::Item: LogValue,
{
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        let mut any = false;
        for (i, v) in self.0.clone().enumerate() {
            if i > 0 {
                w.write_char('/')?;
            }
            v.put(w)?;
            any = true;
        }
        if !any {
            w.write_char('-')?;
        }
        Ok(())
    }
}

/// Whether `line` is a well-formed record (see the module's documentation).
pub fn well_formed(line: &str) -> bool {
    let mut parts = line.split(' ');
    let kind = parts.next().unwrap_or("");
    let word = |s: &str, sep: u8| {
        let b = s.as_bytes();
        !b.is_empty()
            && b[0].is_ascii_lowercase()
            && b[b.len() - 1] != sep
            && b.iter()
                .all(|&c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == sep)
    };
    word(kind, b'-')
        && parts.all(|p| match p.split_once('=') {
            Some((k, v)) => {
                word(k, b'_')
                    && !v.is_empty()
                    && !v.contains('=')
                    && v.bytes().all(|c| c.is_ascii_graphic())
            }
            None => false,
        })
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::format;

    struct Moved;
    impl Loggable for Moved {
        fn log(&self, r: &mut Record<'_>) -> fmt::Result {
            r.kind("marker-moved")?
                .field("side", Word("goodie"))?
                .field("path", List([Place(1, 1), Place(1, 2)].iter()))?
                .field("empty", List([0u8; 0].iter()))?
                .field("none", None::<u8>)?
                .field("ok", true)?;
            Ok(())
        }
    }

    #[test]
    fn api_a_record_is_kind_then_fields() {
        let s = format!("{}", Typed(&Moved));
        assert_eq!(
            s,
            "marker-moved side=goodie path=1,1/1,2 empty=- none=- ok=true"
        );
        assert!(well_formed(&s));
    }

    #[test]
    fn api_well_formed_refuses_debug_text_and_bad_words() {
        for bad in [
            "",
            "Placed { piece: Goodie }",
            "placed piece=",
            "placed =3",
            "placed piece=a=b",
            "Placed piece=goodie",
            "placed Piece=goodie",
            "placed- x=1",
            "placed  x=1",
            "placed x",
            "rolled value=6 ",
        ] {
            assert!(!well_formed(bad), "{bad:?} was taken as well formed");
        }
        for good in [
            "rolled value=6",
            "turn-passed",
            "moved path=1,2/3,4 to=-1,0",
        ] {
            assert!(well_formed(good), "{good:?} was refused");
        }
    }
}
