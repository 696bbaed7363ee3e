//! Sandford's events on the shared player: each begins with its message
//! (an attack's die said with where its damage comes from), sound and the
//! board's step; sliding pieces and the spinner last frames.

use alloc::string::String;

use tabletop_core::sandford::{Action, Event, Game, StockColour, Victim};

use super::super::anim;
use super::super::marks::SPIN_FRAMES;
use super::super::tray;
use super::super::words;
use super::{HOURGLASS, Village};
use crate::player::Stage;
use crate::turn::Front;
use tabletop_core::contract::Turn as Whose;

/// The hero an event is about, whom the HUD shows while it is shown: the
/// one acting (moving, buying, attacking, arriving) or the one a blow
/// lands on; none for the rest (a heal keeps the healer shown).
fn hero_of(e: &Event) -> Option<u8> {
    match *e {
        Event::ArmourRolled { hero, .. }
        | Event::Soaking { hero, .. }
        | Event::PotionUsed { hero, .. }
        | Event::GearDiscarded { hero, .. }
        | Event::RingDiscarded { hero, .. }
        | Event::HeroWounded { hero, .. }
        | Event::HeroKilled { hero } => Some(hero),
        Event::MonsterAttacked {
            victim: Victim::Hero(hero),
            ..
        } => Some(hero),
        _ => doer(e),
    }
}

/// The hero whose own doing an event is (a move, a purchase, an attack,
/// an arrival), not a blow that lands on them.
pub(super) fn doer(e: &Event) -> Option<u8> {
    match *e {
        Event::HeroMoved { hero, .. }
        | Event::Bought { hero, .. }
        | Event::AttackRolled { hero, .. }
        | Event::MonsterKilled { hero, .. }
        | Event::Waited { hero }
        | Event::RingBought { hero, .. }
        | Event::HeroArrives { hero, .. }
        | Event::KillsReturned { hero, .. } => Some(hero),
        _ => None,
    }
}

/// An attack `action` just played in `game`: magic (else a weapon), the
/// strength of its best die (or the basic weapon's 1) and the wave.
pub(super) fn strike(game: &Game, action: Action) -> Option<(bool, u8, u8)> {
    let (hero, magic) = match action {
        Action::Attack { hero, .. } | Action::Ranged { hero, .. } => (hero, false),
        Action::Magic { hero, .. } => (hero, true),
        _ => return None,
    };
    let h = game.heroes().get(usize::from(hero))?;
    let strength = if magic {
        h.best(StockColour::Blue)
    } else {
        h.weapon()
    };
    Some((magic, strength, game.wave()))
}

/// Sandford's events on the shared player: each begins with its message,
/// sound and the board's step; sliding pieces and the spinner last frames.
impl Stage<Event> for Village {
    fn begin(&mut self, e: &Event) -> u32 {
        let (mut msg, sound) = words::event(e);
        if let (
            Event::AttackRolled {
                hero,
                roll,
                rerolls,
                damage,
                ..
            },
            Some(strike),
        ) = (e, self.strike)
        {
            msg = words::attack_sum(*hero, *roll, *rerolls, *damage, strike);
        }
        // Hot seat: a done hero's round says why it goes by.
        if let Event::Waited { hero } = e
            && self.is_done(*hero)
        {
            msg = words::is_done(*hero);
        }
        // The monster striking a hero, named while the armour rolls.
        if let Event::MonsterAttacked {
            monster,
            victim: Victim::Hero(who),
            roll,
            damage,
            ..
        } = e
        {
            agb::println!(
                "sandford: shows the blow on hero={}",
                hero_of(e).unwrap_or(9)
            );
            self.attacker = self
                .board
                .monsters
                .iter()
                .find(|p| p.id == *monster)
                .map(|p| p.colour);
            // Which monster hit, by its colour and picture (the playtest:
            // "A monster hits: 1 damage to Hero 2" did not say which).
            if let (None, Some(c)) = (roll, self.attacker) {
                msg = words::monster_hits(c, *who, *damage);
                agb::println!("sandford: says {}", msg);
            }
        }
        // The sums a child must follow, for the tests.
        if matches!(
            e,
            Event::AttackRolled { .. }
                | Event::Bought { .. }
                | Event::RingBought { .. }
                | Event::MonsterKilled { .. }
        ) {
            agb::println!("sandford: says {}", msg);
        }
        if let Some(h) = hero_of(e) {
            self.about = Some(h);
        }
        self.own_event = doer(e).is_some_and(|h| self.settings.human(h));
        let has_message = !msg.is_empty();
        // A roll's numbers wait for its dice (and the needle) to settle; the
        // strip says what is rolled meanwhile.
        // "Learn to play": the child's hero arrives with the spinner; the
        // computer's three are quick (their words, the dice), so that the
        // child's first go comes soon.
        let quick = self.guided > 0 && matches!(e, Event::HeroArrives { hero, .. } if *hero != 0);
        let settled = tray::rolled(e).map(|_| {
            let spin = !quick && matches!(e, Event::WaveArrives { .. } | Event::HeroArrives { .. });
            (
                if spin { SPIN_FRAMES } else { 0 },
                self.frames + tray::TUMBLE,
            )
        });
        self.said_after = None;
        if has_message {
            self.refused = false;
            match settled {
                Some((t, frame)) => {
                    self.message = match e {
                        Event::ArmourRolled { hero, .. } => {
                            words::armour_rolling(*hero, self.attacker)
                        }
                        _ => words::rolling(e),
                    };
                    agb::println!("sandford: rolling says {}", self.message);
                    self.said_after = Some((t, frame, msg));
                }
                None => self.message = msg,
            }
        }
        if sound.is_some() {
            self.sound = sound;
        }
        let (mut show, focus) = anim::plan(&self.board, e, has_message);
        if let Some((t, _)) = settled {
            // Time to read the words once they come: an attack's result
            // (the sum a child follows) about two seconds.
            let read = if matches!(e, Event::AttackRolled { .. } | Event::ArmourRolled { .. }) {
                READ_ATTACK
            } else {
                READ
            };
            show.len = show.len.max(t.max(tray::TUMBLE) + read);
        }
        if quick {
            show.spin = false;
            show.len = QUICK;
        }
        self.board.apply(e);
        self.tray.begin(e, self.frames);
        // A weapon's hit: its sum in pictures beside the die (magic is
        // halved, not blocked: its words say so).
        if let (Event::AttackRolled { roll, damage, .. }, Some((false, strength, wave))) =
            (e, self.strike)
            && *roll >= tabletop_core::sandford::SUCCESS
        {
            self.tray.hit(strength, *damage, wave);
            agb::println!(
                "sandford: sum shown strength={} armour={} damage={}",
                strength,
                wave,
                damage
            );
        }
        self.arriving = match e {
            Event::HeroArrives { hero, .. } => Some(*hero),
            _ => None,
        };
        match e {
            Event::BuildingRazed { building, .. } | Event::BuildingRepaired { building, .. } => {
                self.rebuilt.push(*building);
            }
            Event::HeroWounded { hero, hp } | Event::HeroHealed { hero, hp } => {
                if *hp == 0 {
                    agb::println!("sandford: shows hero down hero={}", hero);
                }
                if let Some(to) = self.shown_hp.get_mut(usize::from(*hero)) {
                    *to = *hp;
                }
            }
            Event::HeroKilled { hero } => {
                agb::println!("sandford: shows hero killed hero={}", hero);
                if let Some(to) = self.shown_hp.get_mut(usize::from(*hero)) {
                    *to = 0;
                }
            }
            Event::TurnStarted { .. } => {
                self.timer = HOURGLASS;
                self.done = 0;
            }
            _ => {}
        }
        if let Some(f) = focus {
            self.focus = f;
        }
        let len = show.len;
        self.showing = (len > 0).then_some(show);
        len
    }

    fn tick(&mut self, _: Option<&Event>, t: u32, _: u32) {
        if let Some(s) = self.showing.as_mut() {
            s.t = t;
        }
        if let Some((at, frame, _)) = &self.said_after
            && t >= *at
            && self.frames >= *frame
        {
            self.say_rolled();
        }
    }

    fn end(&mut self, e: Option<&Event>) {
        // Cut short (R, or B skipping): the words still come.
        self.say_rolled();
        self.showing = None;
        self.arriving = None;
        if let Some(Event::HeroArrives { hero, .. }) = e
            && *hero + 1 == self.heroes
        {
            self.message = String::from(words::GO_SHOPPING);
        }
    }
}

impl Village {
    /// A hurries the pieces and the words, except while a roll's dice
    /// tumble and for [`READ_BEFORE_A`] frames after its words come.
    pub(super) fn a_may_hurry(&self) -> bool {
        self.said_after.is_none()
            && self
                .said_at
                .is_none_or(|at| self.frames.wrapping_sub(at) >= READ_BEFORE_A)
    }

    /// Someone else acts: the computer's hero or another person's, the
    /// monsters or a wave (the event being shown, else whose turn it is),
    /// not the person's own hero.
    pub(super) fn others_act(&self, game: &Game, busy: bool) -> bool {
        if busy {
            return !self.own_event;
        }
        !matches!(self.whose(game), Whose::Seat(h) if self.settings.human(h))
    }

    /// The settled roll's words, if they wait.
    fn say_rolled(&mut self) {
        if let Some((_, _, msg)) = self.said_after.take() {
            agb::println!("sandford: said after the dice: {}", msg);
            self.message = msg;
            self.said_at = Some(self.frames);
        }
    }
}

/// Frames the words of a roll stay before the next event's, at least.
const READ: u32 = 40;
/// Frames an attack's or an armour roll's result stays, at least: two and
/// a half seconds (the playtests: at 40 frames it was gone before a child
/// had read it, at two seconds still too fast).
const READ_ATTACK: u32 = 150;
/// Frames a roll's words stay before A may hurry them: an A held or mashed
/// from before the roll never skips a result the child has not seen (the
/// playtest: mashing A skipped the armour's result).
pub(super) const READ_BEFORE_A: u32 = 90;

/// Frames a computer's hero takes to arrive in the guided game (the dice
/// settle and their words are read at its half speed).
const QUICK: u32 = 34;
