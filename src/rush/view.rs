//! What the screen shows of a game, caught up event by event by the shared
//! event player: where the pieces, princesses and minions stand, the cubes,
//! the round's order and the dice tray (d20s, d4, cube d6s). It never shows
//! the game ahead of its animation; when the queue is empty it syncs.

use alloc::string::String;

use tabletop_core::rush::{Event, Fighter, Game, Phase, Spot, Team};

use super::pace;
pub use super::panel::{ORDER_DIE_X, panel_sprites, row_y};
pub use super::shown::Shown;
use super::tray::Tray;
use super::words;
use crate::audio::Sfx;
use crate::player::Stage;

mod draw;
pub use draw::player_sprite;

/// The stage the event player drives: the view, the tray, and the message
/// and sound for the play loop.
pub struct Anim {
    /// The game as shown.
    pub shown: Shown,
    /// The dice.
    pub tray: Tray,
    /// A message to show (taken by the play loop).
    pub message: Option<String>,
    /// A sound to play (taken by the play loop).
    pub sound: Option<Sfx>,
    /// The side panel must be redrawn.
    pub panel_dirty: bool,
    /// Where a fight is shown (a blinking frame marks its space).
    pub fight_at: Option<Spot>,
    /// The fight's two sides' teams (attacker, defender), for the colours of
    /// their totals.
    pub fight_teams: [Team; 2],
    /// The walks shown are the computer's: each step is told ("Jock walks
    /// to building 12."), so a child knows where it went.
    pub walks_told: bool,
    /// Frames shown, for the tumbling dice.
    frames: u32,
    /// An event's words, held back while its dice tumble: they are said once
    /// the dice have settled and been on the screen.
    held: Option<String>,
    /// A second line of an event's words and the frame of the event it is
    /// said at (the first princess to run off: why, then where).
    then: Option<(u32, String)>,
    /// Where the last fight was won (the space of a chain of fights: the
    /// next one there is "Another fight!").
    fought: Option<Spot>,
    /// Why a princess runs off every turn was said in this game.
    runs_told: bool,
    /// Frames drawn with the dice settled (up to [`SHOWN`]): a fight's
    /// totals are written once the settled faces were drawn (the frame
    /// after), the words the frame after that. Text goes straight to the
    /// screen as it is written, the sprites only at the next frame: written
    /// with the last tumbling face drawn, "=5 =15" showed over dice still
    /// rolling (the playtest).
    settled: u8,
    /// The princess running off: from her roll until she is placed she
    /// stands by her big die, not where she was (the playtest, session 32:
    /// "The big die says 15" while she still stood in the Cloud).
    running: Option<Team>,
    /// The words of the walk being watched (a step's new words are held).
    walk: pace::Walk,
    /// A flee cube's push being shown: the pushed player and the way (an
    /// arrow beside him shows it).
    pushing: Option<(u8, crate::hand::Dir)>,
    /// The seats the computer plays (their turns' first is told R and B).
    pub computer: [bool; tabletop_core::rush::MAX_PLAYERS],
    /// R and B were told, under a computer's turn's first words.
    keys_told: bool,
}

/// [`Anim::settled`] once a roll's words may be said.
const SHOWN: u8 = 2;

impl Anim {
    /// Shows `game` as it stands.
    pub fn new(game: &Game) -> Anim {
        Anim {
            shown: Shown::of(game),
            tray: Tray::default(),
            message: None,
            sound: None,
            panel_dirty: true,
            fight_at: None,
            fight_teams: [Team::Zombies, Team::Jocks],
            walks_told: false,
            frames: 0,
            held: None,
            then: None,
            fought: None,
            runs_told: false,
            settled: SHOWN,
            running: None,
            walk: pace::Walk::default(),
            pushing: None,
            computer: [false; tabletop_core::rush::MAX_PLAYERS],
            keys_told: false,
        }
    }

    /// Everything shown: the view catches up with the game.
    pub fn settle(&mut self, game: &Game) {
        let now = Shown::of(game);
        let s = &self.shown;
        // The panel's words change only with these.
        if (now.round, now.order, now.mover, now.cubes, now.ordering)
            != (s.round, s.order, s.mover, s.cubes, s.ordering)
        {
            self.panel_dirty = true;
        }
        self.shown = now;
        self.pushing = None;
        // She is placed (her die's question, if any, answered).
        if !matches!(game.phase(), Phase::Nudge { .. } | Phase::NudgeSign { .. }) {
            self.running = None;
        }
        // The move die's points all walked: it leaves the tray (the
        // playtest: a 3 still shown read as 3 points left).
        if game.phase() == Phase::Move && game.points() == 0 {
            self.tray.d4 = 0;
        }
    }

    /// The event as its words tell it: a minion point is not spoken of when
    /// the player's team has no minion on the campus to move.
    fn as_said(&self, e: &Event) -> Event {
        match *e {
            Event::MoveRolled {
                player,
                d4,
                points,
                minion_point: true,
            } => {
                let team = if player < self.shown.players / 2 {
                    Team::Zombies
                } else {
                    Team::Jocks
                };
                Event::MoveRolled {
                    player,
                    d4,
                    points,
                    minion_point: !self.shown.minions[team.idx()].is_empty(),
                }
            }
            _ => *e,
        }
    }

    fn set_at(&mut self, player: u8, to: Spot) {
        if let Some(a) = self.shown.at.get_mut(usize::from(player)) {
            *a = to;
        }
        for t in 0..2 {
            if self.shown.carrier[t] == Some(player) {
                self.shown.princess[t] = to;
            }
        }
    }

    /// Where team `t`'s princess stands on her own (not carried, not
    /// running off by her big die).
    pub fn standing(&self, t: Team) -> Option<Spot> {
        let s = &self.shown;
        (s.carrier[t.idx()].is_none() && self.running != Some(t)).then(|| s.princess[t.idx()])
    }
}

/// The top of the dice in the side panel.
pub const TRAY_Y: i32 = 74;

/// Frames every line of words stays at least once said (2.5 s: a
/// 7-year-old reads a short line in 2 to 3; the playtest timed "The move
/// die shows 4" at 0.3 s and a fight's result at 1.7 s). A held hurries it
/// as it hurries everything (four times as fast). A walk's steps are the
/// exception: each is a piece moving one block, its words the next step's.
pub const HOLD: u32 = 150;

impl Stage<Event> for Anim {
    fn begin(&mut self, e: &Event) -> u32 {
        let players = self.shown.players;
        if !matches!(
            e,
            Event::Stepped { .. } | Event::Pushed { .. } | Event::MinionStepped { .. }
        ) {
            self.panel_dirty = true;
        }
        let mut said = words::event(players, &self.as_said(e));
        if let Some(retold) = self.shown.retell(e, self.walks_told) {
            said = Some(retold);
        }
        // A computer's turn: R hurries it, B skips it, said under its
        // first one-line words (the playtest, session 32: told only on
        // "How to play"'s sixth page, and computer turns took 25 s).
        if let (Event::TurnStarted { player }, Some(w)) = (*e, said.as_mut())
            && self.computer.get(usize::from(player)) == Some(&true)
            && !self.keys_told
            && !w.contains('\n')
        {
            self.keys_told = true;
            w.push('\n');
            w.push_str(words::COMPUTER_KEYS);
        }
        if let Event::Stepped { player, to, .. } = *e
            && self.walks_told
        {
            said = Some(words::walked(players, player, to));
        }
        // A fight in the space where one was just won: the next of a chain,
        // announced as such (the playtest: a chain ran on with no pause).
        if let Event::FightStarted {
            at,
            attacker,
            defender,
        } = *e
            && self.fought == Some(at)
        {
            said = Some(words::another_fight(players, attacker, defender));
        }
        self.fought = match *e {
            Event::FightWon { at, .. } => Some(at),
            Event::PrincessFreed { .. } => self.fought,
            _ => None,
        };
        let tumble = 18;
        let frames = match *e {
            Event::RoundStarted { round } => {
                self.shown.round = round;
                self.shown.ordering = true;
                self.tray = Tray::default();
                self.panel_dirty = true;
                30
            }
            Event::OrderRolled { faces } => {
                self.tray.order = faces;
                self.tray.tumble = tumble;
                self.sound = Some(Sfx::Roll);
                50
            }
            Event::OrderSet { order } => {
                self.shown.order = order;
                self.panel_dirty = true;
                40
            }
            Event::TurnStarted { player } => {
                self.shown.mover = player;
                self.shown.ordering = false;
                self.tray = Tray::default();
                self.panel_dirty = true;
                30
            }
            Event::Returned { player, to, d20 } => {
                self.set_at(player, to);
                if d20 > 0 {
                    self.tray.d20 = d20;
                    self.tray.tumble = tumble;
                    self.sound = Some(Sfx::Roll);
                }
                45
            }
            Event::CubeSpent { player, d6, .. } => {
                if let Some(c) = self.shown.cubes.get_mut(usize::from(player)) {
                    *c = c.saturating_sub(1);
                }
                self.panel_dirty = true;
                if d6 > 0 {
                    self.tray.d6 = d6;
                    self.tray.tumble = tumble;
                    self.sound = Some(Sfx::Roll);
                }
                45
            }
            Event::PrincessRolled { face, team } => {
                self.running = Some(team);
                self.tray = Tray {
                    d20: face,
                    princess: Some(team),
                    tumble,
                    ..Tray::default()
                };
                self.sound = Some(Sfx::Roll);
                50
            }
            Event::Nudged { result, .. } => {
                self.tray.d20 = result;
                40
            }
            Event::PrincessPlaced { team, at, .. } => {
                self.shown.princess[team.idx()] = at;
                self.running = None;
                self.sound = Some(Sfx::Loot);
                45
            }
            Event::MoveRolled { d4, .. } => {
                self.tray = Tray {
                    d4,
                    tumble,
                    ..Tray::default()
                };
                self.sound = Some(Sfx::Roll);
                45
            }
            Event::Stepped { player, to, .. } => {
                self.set_at(player, to);
                self.sound = Some(Sfx::Step);
                pace::step(self.walks_told)
            }
            Event::Pushed {
                player, from, to, ..
            } => {
                self.set_at(player, to);
                self.pushing = pace::way(from, to).map(|d| (player, d));
                self.sound = Some(Sfx::Step);
                pace::STEP
            }
            Event::MinionStepped { team, from, to } => {
                let m = &mut self.shown.minions[team.idx()];
                if let Some(k) = m.iter().position(|&s| s == from) {
                    m[k] = to;
                }
                self.sound = Some(Sfx::Step);
                24
            }
            Event::PickedUp { player, .. } => {
                let t = if player < players / 2 {
                    Team::Jocks
                } else {
                    Team::Zombies
                };
                self.shown.carrier[t.idx()] = Some(player);
                self.sound = Some(Sfx::Loot);
                45
            }
            Event::Relayed { carrier, to, done } => {
                if done {
                    for c in self.shown.carrier.iter_mut() {
                        if *c == Some(carrier) {
                            *c = Some(to);
                        }
                    }
                }
                35
            }
            Event::Released { player, at } => {
                for t in 0..2 {
                    if self.shown.carrier[t] == Some(player) {
                        self.shown.carrier[t] = None;
                        self.shown.princess[t] = at;
                    }
                }
                35
            }
            Event::CubePicked { player, cubes, .. } => {
                if let Some(c) = self.shown.cubes.get_mut(usize::from(player)) {
                    *c = cubes;
                }
                self.panel_dirty = true;
                self.sound = Some(Sfx::Loot);
                45
            }
            Event::FightStarted {
                at,
                attacker,
                defender,
            } => {
                self.fight_at = Some(at);
                let team = |f: Fighter| match f {
                    Fighter::Player(i) if i < players / 2 => Team::Zombies,
                    Fighter::Player(_) => Team::Jocks,
                    Fighter::Minion(t) => t,
                };
                self.fight_teams = [team(attacker), team(defender)];
                self.tray = Tray::default();
                self.sound = Some(Sfx::Battle);
                45
            }
            Event::CubesAdded { player, count, .. } => {
                if let Some(c) = self.shown.cubes.get_mut(usize::from(player)) {
                    *c = c.saturating_sub(count);
                }
                self.panel_dirty = true;
                HOLD
            }
            Event::CubeRolled { d6, .. } => {
                self.tray.d6 = d6;
                self.tray.tumble = tumble;
                self.sound = Some(Sfx::Roll);
                tumble
            }
            Event::FightRolled {
                attacker_d20,
                defender_d20,
                attacker_total,
                defender_total,
                ..
            } => {
                self.tray = Tray {
                    d20: attacker_d20,
                    d20b: defender_d20,
                    tumble,
                    totals: [attacker_total, defender_total],
                    ..Tray::default()
                };
                self.sound = Some(Sfx::Roll);
                tumble
            }
            Event::Tied { .. } => HOLD,
            Event::FightWon {
                at,
                winner,
                loser,
                minion_placed,
            } => {
                match loser {
                    Fighter::Player(i) => {
                        self.set_at(i, Spot::CLOUD);
                        for c in self.shown.carrier.iter_mut() {
                            if *c == Some(i) {
                                *c = None;
                            }
                        }
                        self.sound = Some(Sfx::Defeat);
                    }
                    Fighter::Minion(t) => {
                        let m = &mut self.shown.minions[t.idx()];
                        if let Some(k) = m.iter().position(|&s| s == at) {
                            m.swap_remove(k);
                        }
                        self.sound = Some(Sfx::Defeat);
                    }
                }
                if let (true, Fighter::Player(w)) = (minion_placed, winner) {
                    let t = if w < players / 2 { 0 } else { 1 };
                    let _ = self.shown.minions[t].push(at);
                }
                self.fight_at = None;
                // (Who won stays in words [`HOLD`] frames, as every line.)
                100
            }
            Event::PrincessFreed { team, at } => {
                self.shown.carrier[team.idx()] = None;
                self.shown.princess[team.idx()] = at;
                30
            }
            Event::RelayAsked { .. } => 30,
            Event::TurnEnded { .. } => 0,
            Event::Won { .. } => {
                self.sound = Some(Sfx::Win);
                90
            }
            Event::Unfinished { .. } => 60,
        };
        // Dice first, then their words (and those of any event after them
        // until the dice are seen settled).
        if self.tray.tumble > 0 {
            self.settled = 0;
        }
        // The frame of the event its words come: once its dice were drawn
        // settled, else its first (which may be the frame it begins in).
        let words_at = if self.settled < SHOWN {
            self.tray.tumble + u32::from(SHOWN)
        } else {
            1
        };
        // The first princess to run off: why she does, then where.
        if let (Event::PrincessRolled { .. }, false) = (e, self.runs_told) {
            self.runs_told = true;
            if let Some(where_to) = said.take() {
                said = Some(String::from(words::RUNS_OFF));
                self.then = Some((words_at + HOLD, where_to));
            }
        }
        let step = matches!(e, Event::Stepped { .. } | Event::Pushed { .. })
            || matches!(e, Event::MinionStepped { .. }) && !self.walks_told;
        let lines = 1 + u32::from(self.then.is_some());
        // A walk the child watches: each step seen, new words read.
        let watched = matches!(e, Event::Pushed { .. })
            || self.walks_told && matches!(e, Event::Stepped { .. });
        if !watched {
            self.walk.end();
        }
        let frames = match said {
            _ if watched => self.walk.frames(said.as_ref(), words_at),
            Some(_) if !step => frames.max(words_at + lines * HOLD),
            _ => frames,
        };
        if self.settled < SHOWN {
            if said.is_some() {
                self.held = said;
            }
        } else if said.is_some() {
            self.message = said;
        }
        frames
    }

    fn tick(&mut self, _event: Option<&Event>, t: u32, _len: u32) {
        self.frames = self.frames.wrapping_add(1);
        self.tray.tumble = self.tray.tumble.saturating_sub(1);
        if self.settled >= SHOWN && self.then.as_ref().is_some_and(|w| t >= w.0) {
            self.message = self.then.take().map(|w| w.1);
        }
    }

    /// Shown at once (B): the dice stop; their words still wait for them
    /// to be drawn.
    fn end(&mut self, _event: Option<&Event>) {
        self.tray.tumble = 0;
        // Shown at once: the last of its words is the one that stays.
        if let Some((_, w)) = self.then.take() {
            if self.settled < SHOWN {
                self.held = Some(w);
            } else {
                self.message = Some(w);
            }
        }
    }
}

impl Anim {
    /// A frame was drawn (its sprites go to the screen at once): the dice
    /// it showed settled count towards their totals and words.
    pub fn drawn(&mut self) {
        if self.tray.tumble > 0 || self.settled >= SHOWN {
            return;
        }
        self.settled += 1;
        // The frame after: the fight's totals (the panel and the strip
        // together are more text than one frame draws).
        if self.settled == 1 && self.tray.d20b > 0 {
            self.panel_dirty = true;
        }
        if self.settled == SHOWN
            && let Some(m) = self.held.take()
        {
            self.message = Some(m);
        }
    }

    /// Whether the dice were drawn settled: a fight's totals may show.
    pub fn landed(&self) -> bool {
        self.settled > 0
    }

    /// Words the front says itself (a prompt) replace an event's words not
    /// yet said.
    pub fn hush(&mut self) {
        self.held = None;
        self.message = None;
        self.then = None;
    }
}
