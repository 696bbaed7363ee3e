//! The adventure's typed log records and its save.

use core::fmt;

use super::quest::{QAction, QEvent, QOutcome, QPhase, Quest};
use crate::contract::{List, Loggable, Record, Saved, Word};

impl Loggable for QOutcome {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        r.kind("quest-over")?
            .field("completed", self.completed)?
            .field("xp", self.xp)?;
        Ok(())
    }
}

impl Loggable for QAction {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            QAction::Continue => r.kind("continue")?,
            QAction::Choose(k) => r.kind("choose")?.field("way", k)?,
            QAction::Attempt(h) => r.kind("attempt")?.field("hero", h)?,
            QAction::Bonus => r.kind("bonus")?,
            QAction::Stand => r.kind("stand")?,
            QAction::Treat(h) => r.kind("treat")?.field("hero", h)?,
            QAction::Fight(a) => return a.log(r),
        };
        Ok(())
    }
}

impl Loggable for QEvent {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match self {
            QEvent::Scene(s) => r.kind("scene")?.field("number", *s)?,
            QEvent::Checked {
                hero,
                pool,
                faces,
                result,
                needed,
                made,
            } => r
                .kind("checked")?
                .field("hero", *hero)?
                .field("pool", *pool)?
                .field("faces", List(faces.iter()))?
                .field("result", *result)?
                .field("needed", *needed)?
                .field("made", *made)?,
            QEvent::Contest {
                hero,
                faces,
                result,
                npc,
                npc_result,
            } => r
                .kind("contest")?
                .field("hero", *hero)?
                .field("faces", List(faces.iter()))?
                .field("result", *result)?
                .field("npc", List(npc.iter()))?
                .field("npc_result", *npc_result)?,
            QEvent::ContestOver { won } => r.kind("contest-over")?.field("won", *won)?,
            QEvent::Hurt { hero, total } => r
                .kind("hurt")?
                .field("hero", *hero)?
                .field("total", *total)?,
            QEvent::FightBegins(l) => r.kind("fight-begins")?.field("level", *l)?,
            QEvent::Fight(e) => return e.log(r),
            QEvent::Died(h) => r.kind("died")?.field("hero", *h)?,
            QEvent::Healed { hero, made, total } => r
                .kind("healed")?
                .field("hero", *hero)?
                .field("made", *made)?
                .field("total", *total)?,
            QEvent::Treated {
                medic,
                hero,
                made,
                total,
            } => r
                .kind("treated")?
                .field("medic", *medic)?
                .field("hero", *hero)?
                .field("made", *made)?
                .field("total", *total)?,
            QEvent::Taught(s) => r.kind("taught")?.field("skill", Word(skill_word(*s)))?,
            QEvent::Captured(n) => r.kind("captured")?.field("times", *n)?,
            QEvent::Asked { face, odds, yes } => r
                .kind("asked")?
                .field("face", *face)?
                .field("odds", Word(odds.word()))?
                .field("yes", *yes)?,
            QEvent::Ended(o) => return o.log(r),
        };
        Ok(())
    }
}

fn skill_word(s: super::Skill) -> &'static str {
    use super::Skill::*;
    match s {
        Blades => "blades",
        Bows => "bows",
        Brawling => "brawling",
        Climbing => "climbing",
        Healing => "healing",
        Lockpicking => "lockpicking",
        Lore => "lore",
        Perception => "perception",
        Persuasion => "persuasion",
        Sneaking => "sneaking",
        Throwing => "throwing",
        Tracking => "tracking",
    }
}

impl Saved for Quest {
    const SAVE_NAME: &'static str = "sgsq";
    const SAVE_VERSION: u16 = 2;
    /// The party (4 × ~50 bytes), a fight (up to 1024) and the rest.
    const MAX_SAVE_BYTES: usize = 1536;

    fn dice_state(&self) -> u64 {
        self.dice_state()
    }

    fn is_sound(&self) -> bool {
        Quest::is_sound(self)
    }

    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        match self.phase() {
            QPhase::Over => out.write_str("Adventure over"),
            QPhase::Fight => write!(out, "Scene {}, fighting", self.scene()),
            _ => write!(out, "Scene {} of the well", self.scene()),
        }
    }
}
