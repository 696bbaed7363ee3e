//! How well a computer seat plays: one scale for every game.

/// A computer seat's level. Every game offers all four; what each level does is
/// the game's own (its rules document says), but the order holds everywhere and
/// is measured by each game's simulator: each level beats the one below.
#[derive(
    Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Level {
    /// Uniformly random legal choices.
    Random,
    /// Sensible but forgiving.
    Easy,
    /// Greedy one-move evaluation.
    Normal,
    /// Looks ahead over the dice.
    Hard,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    /// The lower-case name [`Level::parse`] reads (`"random"` … `"hard"`).
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The name shown on the cartridge's options screens.
    pub const fn label(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
        }
    }

    /// Reads a [`Level::name`]; `None` for anything else.
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

impl core::fmt::Display for Level {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_strangers_are_refused() {
        for l in Level::ALL {
            assert_eq!(Level::parse(l.name()), Some(l));
            assert_eq!(l.label().to_ascii_lowercase(), l.name());
        }
        assert_eq!(Level::parse("Hard"), None);
        assert_eq!(Level::parse(""), None);
        assert!(Level::ALL.windows(2).all(|w| w[0] < w[1]));
    }
}
