//! House rules: the project's changes to the paper's rules, each off by
//! default and named (`docs/rules-hero.md`, "Departures from the paper").

/// House rules in play; the default (all off) is the paper's rules.
#[derive(
    Clone, Copy, PartialEq, Eq, Debug, Default, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct House {
    /// Only the game's very first turn is without attacks (the paper's "first
    /// turn" read literally), instead of the whole first round.
    pub first_turn_only: bool,
    /// A mini knocked out during its own player's turn stops at once (the
    /// paper stops only a mini that was unconscious at the turn's start).
    pub knocked_out_stops: bool,
    /// A sniper may fire after a single move (the paper: it "cannot attack
    /// if mini moves this turn"); once it fired it still may not move.
    pub sniper_moves: bool,
}

impl House {
    /// None: the paper's rules.
    pub const NONE: House = House {
        first_turn_only: false,
        knocked_out_stops: false,
        sniper_moves: false,
    };
    /// Every house rule.
    pub const ALL: House = House {
        first_turn_only: true,
        knocked_out_stops: true,
        sniper_moves: true,
    };
    /// Each house rule's name (for `--house-rules` and the notation).
    pub const NAMES: [&'static str; 3] = ["first-turn", "knocked-out-stops", "sniper-moves"];

    /// Whether the rule named `NAMES[k]` is on.
    pub const fn get(self, k: usize) -> bool {
        match k {
            0 => self.first_turn_only,
            1 => self.knocked_out_stops,
            2 => self.sniper_moves,
            _ => false,
        }
    }

    /// Turns the rule named `NAMES[k]` on.
    const fn with(mut self, k: usize) -> House {
        match k {
            0 => self.first_turn_only = true,
            1 => self.knocked_out_stops = true,
            2 => self.sniper_moves = true,
            _ => {}
        }
        self
    }

    /// Reads `none`, `all` or names separated by commas; `None` for anything
    /// else (an unknown or empty name).
    pub fn parse(s: &str) -> Option<House> {
        match s {
            "none" => return Some(House::NONE),
            "all" => return Some(House::ALL),
            _ => {}
        }
        let mut h = House::NONE;
        for name in s.split(',') {
            h = h.with(House::NAMES.iter().position(|&n| n == name)?);
        }
        Some(h)
    }

    /// Writes the names of the rules in play separated by commas (`none`
    /// when none is).
    pub fn write_names(self, w: &mut impl core::fmt::Write) -> core::fmt::Result {
        let mut first = true;
        for (k, name) in House::NAMES.iter().enumerate() {
            if self.get(k) {
                if !first {
                    w.write_char(',')?;
                }
                w.write_str(name)?;
                first = false;
            }
        }
        if first {
            w.write_str("none")?;
        }
        Ok(())
    }
}
