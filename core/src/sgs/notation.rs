//! A character sheet as one line of text, so tests read like the sheet:
//!
//! ```text
//! Bram (4): Strong, Very Tough, Clever, Weak; Blades +1, Sneaking | wounds 2, xp 5
//! npc Zombie: Very Strong, Very Tough, Fumbling, Clumsy, Slow
//! ```
//!
//! `(4)` is the skill picks the 1d6 + 1 gave; a skill's `+1` is its level
//! past knowing it (a universal skill listed bare costs nothing and is not
//! written). The part after `|` is optional. Reading checks the sheet by the
//! paper's rules (creatures, marked `npc`, only for ability-and-disability).

use core::fmt;
use core::str::FromStr;

use super::Ability;
use super::character::{Character, Refusal, Sheet, rating_word};
use super::setting::Skill;

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_npc() {
            write!(f, "npc {}:", self.name())?;
        } else {
            write!(f, "{} ({}):", self.name(), self.picks())?;
        }
        let mut first = true;
        let mut sep = |f: &mut fmt::Formatter<'_>| {
            let s = if first { " " } else { ", " };
            first = false;
            f.write_str(s)
        };
        for a in Ability::ALL {
            let r = self.rating(a);
            if r > 0 {
                sep(f)?;
                if r > 1 {
                    write!(f, "{} ", rating_word(r))?;
                }
                f.write_str(a.name())?;
            }
        }
        for a in Ability::ALL {
            if self.rating(a) < 0 {
                sep(f)?;
                f.write_str(a.opposite())?;
            }
        }
        let mut first = true;
        for s in Skill::ALL {
            let level = self.skill(s);
            if level == 0 || (s.universal() && level == 1) {
                continue;
            }
            f.write_str(if first { "; " } else { ", " })?;
            first = false;
            f.write_str(s.name())?;
            if level > 1 {
                write!(f, " +{}", level - 1)?;
            }
        }
        if self.wounds() > 0 || self.xp() > 0 {
            write!(f, " | wounds {}, xp {}", self.wounds(), self.xp())?;
        }
        Ok(())
    }
}

fn ability_named(word: &str) -> Option<(Ability, bool)> {
    Ability::ALL.into_iter().find_map(|a| {
        if a.name() == word {
            Some((a, true))
        } else if a.opposite() == word {
            Some((a, false))
        } else {
            None
        }
    })
}

impl FromStr for Character {
    type Err = Refusal;

    fn from_str(text: &str) -> Result<Character, Refusal> {
        let (sheet_text, extra) = match text.split_once('|') {
            Some((a, b)) => (a, Some(b)),
            None => (text, None),
        };
        let (head, body) = sheet_text.split_once(':').ok_or(Refusal::Unreadable)?;
        let head = head.trim();
        let (npc, mut sheet) = if let Some(name) = head.strip_prefix("npc ") {
            (true, Character::npc(name.trim()))
        } else {
            let (name, picks) = head.split_once('(').ok_or(Refusal::Unreadable)?;
            let picks: u8 = picks
                .trim_end_matches(')')
                .trim()
                .parse()
                .map_err(|_| Refusal::Unreadable)?;
            (false, Character::hero(name.trim(), picks))
        };
        let (abilities, skills) = match body.split_once(';') {
            Some((a, s)) => (a, s),
            None => (body, ""),
        };
        for item in abilities
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            let (word, name) = match item.split_once(' ') {
                Some((w, n)) => (w, n.trim()),
                None => ("", item),
            };
            let level = match word {
                "" => 1,
                "Very" => 2,
                "Extremely" => 3,
                "Super" => 4,
                "Ultra" => 5,
                _ => return Err(Refusal::Unreadable),
            };
            match ability_named(name) {
                Some((a, true)) => {
                    for _ in 0..level {
                        sheet = sheet.ability(a);
                    }
                }
                Some((a, false)) if level == 1 => sheet = sheet.disability(a),
                _ => return Err(Refusal::Unreadable),
            }
        }
        for item in skills.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (name, plus) = match item.split_once('+') {
                Some((n, p)) => (
                    n.trim(),
                    p.trim().parse::<u8>().map_err(|_| Refusal::Unreadable)?,
                ),
                None => (item, 0),
            };
            let s = Skill::ALL
                .into_iter()
                .find(|s| s.name() == name)
                .ok_or(Refusal::Unreadable)?;
            let buys = (plus + 1).saturating_sub(u8::from(s.universal()));
            for _ in 0..buys {
                sheet = sheet.skill(s);
            }
        }
        let mut c = if npc {
            Sheet::npc_checked(sheet)?
        } else {
            sheet.done()?
        };
        if let Some(extra) = extra {
            for item in extra.split(',').map(str::trim) {
                let (k, v) = item.split_once(' ').ok_or(Refusal::Unreadable)?;
                let v: u8 = v.trim().parse().map_err(|_| Refusal::Unreadable)?;
                match k {
                    "wounds" => c.wound(v),
                    "xp" => c.add_xp(v),
                    _ => return Err(Refusal::Unreadable),
                }
            }
        }
        Ok(c)
    }
}
