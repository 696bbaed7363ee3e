//! "End turn" on a person's menu: asked every time, saying what it ends:
//! every hero's turn (the monsters come), or, in hot seat while another
//! person still plays, only this hero's go ("End Hero 1's turn").

use alloc::string::String;

use tabletop_core::sandford::Action;

use super::super::words;
use super::{Mode, Ui, What};

impl Ui {
    /// Hot seat: "Hero 1 done? Others play on." This child is done; the
    /// others play on.
    pub(super) fn ask_own_end(&mut self) {
        let (question, yes) = words::end_own_turn_asks(self.hero);
        agb::println!("sandford: end turn asked others={} own", self.others);
        agb::println!("sandford: end turn says {} / {}", question, yes);
        self.entries.clear();
        self.entries
            .push((String::from("No: keep playing"), What::Back));
        self.entries.push((yes, What::Done));
        self.question = Some(question);
        self.mode = Mode::Sub;
        self.sel = 0;
        self.dirty = true;
    }

    /// Asked every time (the same every turn), saying why: one hero's "End
    /// turn" ends every hero's, and the monsters come.
    pub(super) fn ask_end(&mut self) {
        agb::println!("sandford: end turn asked others={}", self.others);
        self.entries.clear();
        // In a child's words (the playtest: "End the heroes' turn?" and
        // "end it for all heroes" were not).
        let all = match self.others {
            0 => "Yes: I'm done, monsters go",
            1 => "Yes: both stop, monsters go",
            _ => "Yes: all stop, monsters go",
        };
        let question = if self.others == 0 {
            "Done? Then the monsters go."
        } else {
            "Stop ALL heroes? Monsters go."
        };
        agb::println!("sandford: end turn says {} / {}", question, all);
        self.entries
            .push((String::from("No: keep playing"), What::Back));
        self.entries
            .push((String::from(all), What::Apply(Action::EndTurn)));
        self.question = Some(String::from(question));
        self.mode = Mode::Sub;
        self.sel = 0;
        self.dirty = true;
        self.cursor_to_hand();
    }

    /// What ends this hero's round when its person is done: doing nothing,
    /// else (a hero that must first leave a building) its first choice.
    pub(super) fn round_end(&self) -> Action {
        let nothing = Action::Nothing { hero: self.hero };
        if self.legal.contains(&nothing) {
            return nothing;
        }
        self.legal
            .iter()
            .copied()
            .find(|a| a.hero() == Some(self.hero))
            .unwrap_or(Action::EndTurn)
    }
}
