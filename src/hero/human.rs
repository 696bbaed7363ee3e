//! A person's turn with the cursor: pick an edge, place minis on lit cells,
//! then pick a mini (its reachable cells light up), move it, aim at an enemy
//! (the forecast shows before A fires), throw a bomb (R while aiming), use a
//! medkit on a teammate, L to end the turn, SELECT for a hint. Every choice
//! goes to the rules; a refusal is said on the strip.

use alloc::string::String;

use agb::input::{Button, ButtonController};
use tabletop_core::hero::gear::Weapon;
use tabletop_core::hero::{Action, Cell, Edge, Game, H, Phase, W};

use super::board::Overlay;
use super::{notes, words};
use crate::turn::Input;

mod prompt;

/// What the cursor is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Nothing picked.
    Free,
    /// A mini is picked: its reach is lit.
    Picked(u8),
    /// Aiming at a target: the forecast shows; A fires.
    Aim {
        /// The attacker.
        mini: u8,
        /// The target.
        target: u8,
        /// A bomb rather than the weapon.
        bomb: bool,
    },
    /// About to use a medkit on a teammate.
    Heal {
        /// The medic.
        mini: u8,
        /// The patient.
        target: u8,
    },
}

/// The person's cursor and what it has picked.
pub struct Human {
    /// The cursor's cell.
    pub cursor: Cell,
    /// What is picked.
    pub mode: Mode,
    /// The lights need redrawing.
    pub lit_dirty: bool,
    /// Where the picked mini can move (kept from the last lighting).
    pub reach: Option<tabletop_core::hero::moves::Reach>,
    /// L was pressed: the strip asks before the turn ends (A yes, B no).
    pub confirm_end: bool,
    /// Why the last press did nothing, for the strip (taken once said).
    pub note: Option<String>,
    /// Frames a direction has been held (for repeats).
    held: u32,
    /// The bomb aimed (mini, target) and the frames its warning has shown
    /// without an A (`u16::MAX`: no warning).
    warned: Option<(u8, u8, u16)>,
}

impl Default for Human {
    fn default() -> Self {
        Human {
            cursor: Cell::new(W as u8 / 2, H as u8 / 2),
            mode: Mode::Free,
            lit_dirty: true,
            reach: None,
            confirm_end: false,
            note: None,
            held: 0,
            warned: None,
        }
    }
}

/// The edges a game of `game`'s size offers (two players: top and bottom).
fn offered(game: &Game) -> &'static [Edge] {
    if game.players() == 2 {
        &Edge::ALL[..2]
    } else {
        &Edge::ALL
    }
}

/// The side that has taken edge `e`, if any.
pub fn owner(game: &Game, e: Edge) -> Option<u8> {
    (0..game.players()).find(|&s| game.edge(s) == Some(e))
}

/// The edge nearest to `c` among those offered (`free`: only those not
/// taken yet).
fn nearest(game: &Game, c: Cell, free: bool) -> Edge {
    let (x, y) = (i32::from(c.x), i32::from(c.y));
    let mut best = (i32::MAX, Edge::North);
    for &e in offered(game)
        .iter()
        .filter(|&&e| !free || owner(game, e).is_none())
    {
        let d = match e {
            Edge::North => y,
            Edge::South => H as i32 - 1 - y,
            Edge::West => x,
            Edge::East => W as i32 - 1 - x,
        };
        if d < best.0 {
            best = (d, e);
        }
    }
    best.1
}

/// The edge nearest to `c` among those `game` still offers.
fn nearest_edge(game: &Game, c: Cell) -> Edge {
    nearest(game, c, true)
}

/// A on the edge the cursor points at: taken when free; when another side
/// has it, the strip says so and nothing is taken (never another edge).
fn pick_edge(note: &mut Option<String>, game: &Game, c: Cell) -> Input<Action> {
    let e = nearest(game, c, false);
    match owner(game, e) {
        Some(s) => {
            *note = Some(notes::edge_taken(s, e, nearest_edge(game, c)));
            Input::Nothing
        }
        None => Input::Play(Action::Edge(e)),
    }
}

/// The cost past which mini `i`'s move is a run that gives up its attack
/// (the preview's "A long run"); `u8::MAX` when it has none to give up.
pub fn run_from(game: &Game, i: u8) -> u8 {
    let Some(m) = game.minis().get(usize::from(i)) else {
        return u8::MAX;
    };
    let could = !game.holding_fire() || m.kit.medkits > 0;
    if could && !m.acted {
        Game::single_move(m).saturating_sub(m.spent)
    } else {
        u8::MAX
    }
}

/// Seat `seat`'s next mini after `after` that can still move or act.
pub fn next_ready(game: &Game, seat: u8, after: Option<u8>) -> Option<u8> {
    let n = game.minis().len() as u8;
    let start = after.map_or(0, |a| a + 1);
    (0..n).map(|k| (start + k) % n).find(|&i| {
        game.minis()
            .get(usize::from(i))
            .is_some_and(|m| m.seat == seat && m.at.is_some() && m.hp > 0 && !m.out)
            && !had_its_go(game, i)
    })
}

/// Whether mini `i` has had its go this turn: no step left to take (a
/// side step costs 2 half units) and no action left (it acted, or ran past
/// its single move). Picking it is refused with a word (a playtester's
/// child picked a spent mini and nothing said why it did nothing).
pub fn had_its_go(game: &Game, i: u8) -> bool {
    let Some(m) = game.minis().get(usize::from(i)) else {
        return false;
    };
    let steps = game.reach_of(i).is_some_and(|(_, _, left)| left >= 2);
    let acts = !m.acted && !m.sniped && m.spent <= Game::single_move(m);
    !steps && !acts
}

/// Whether `m` could still have a go this turn: it has neither moved nor
/// acted, or it moved and may still act (not in a round without attacks,
/// not after a run). A mini that only has some of its move left does not
/// count: a child sees it as having had its go.
fn could_go(game: &Game, m: &tabletop_core::hero::Mini) -> bool {
    let standing = m.at.is_some() && m.hp > 0 && !m.out;
    let fresh = m.spent == 0 && !m.acted && !m.sniped;
    let may_act = !m.acted && m.spent <= Game::single_move(m) && !game.holding_fire();
    standing && (fresh || may_act)
}

impl Human {
    /// Puts the cursor on the free edge nearest to it (choosing starts
    /// there, so A alone takes an edge, and never one other than the lit
    /// one under the cursor; and the camera, keeping the cursor in view,
    /// shows the lit edge).
    pub fn go_to_edge(&mut self, game: &Game) {
        let (x0, x1, y0, y1) = nearest_edge(game, self.cursor).band();
        self.cursor = Cell::new(
            self.cursor.x.clamp(x0, x1 - 1),
            self.cursor.y.clamp(y0, y1 - 1),
        );
    }

    /// Puts the cursor on the placing cell nearest to it (placing starts
    /// there, so A alone places).
    #[inline(never)]
    pub fn go_to_placement(&mut self, game: &Game) {
        let mut cells = heapless::Vec::<Cell, 256>::new();
        game.placements(&mut cells);
        let d = |c: &Cell| {
            let dx = i32::from(c.x) - i32::from(self.cursor.x);
            let dy = i32::from(c.y) - i32::from(self.cursor.y);
            dx * dx + dy * dy
        };
        if let Some(&c) = cells.iter().min_by_key(|c| d(c)) {
            self.cursor = c;
        }
    }

    /// Forgets what was picked (a new decision, or another seat's turn).
    pub fn reset(&mut self) {
        self.mode = Mode::Free;
        self.confirm_end = false;
        self.lit_dirty = true;
    }

    /// Whether holding R shows the danger view: only with nothing picked,
    /// the screen whose prompt says so (R is one thing a screen: a child
    /// met it as danger, bomb and faster at once).
    pub fn holds_danger(&self) -> bool {
        self.mode == Mode::Free
    }

    /// The picked mini (moving, aiming or healing), if any.
    pub fn picked(&self) -> Option<u8> {
        match self.mode {
            Mode::Picked(i) | Mode::Aim { mini: i, .. } | Mode::Heal { mini: i, .. } => Some(i),
            Mode::Free => None,
        }
    }

    /// After an action: a mini that moved stays picked.
    /// After `action` was played in `game`: a mini that moved stays
    /// picked while it still has a go; once it has nothing left to do,
    /// none is (the playtest: it stayed picked, and A on the next mini
    /// was taken for a move of it: "can't get there"), and A picks the
    /// next.
    pub fn after(&mut self, game: &Game, action: Action) {
        self.confirm_end = false;
        self.mode = match action {
            Action::Move { mini, .. } if !had_its_go(game, mini) => Mode::Picked(mini),
            _ => Mode::Free,
        };
        self.lit_dirty = true;
    }

    /// Moves the cursor with the pad (repeating while held).
    fn pad(&mut self, input: &ButtonController) -> bool {
        let dx = input.x_tri() as i32;
        let dy = input.y_tri() as i32;
        if dx == 0 && dy == 0 {
            self.held = 0;
            return false;
        }
        self.held += 1;
        if self.held != 1 && (self.held < 14 || !self.held.is_multiple_of(3)) {
            return false;
        }
        let x = (i32::from(self.cursor.x) + dx).clamp(0, W as i32 - 1);
        let y = (i32::from(self.cursor.y) + dy).clamp(0, H as i32 - 1);
        self.cursor = Cell::new(x as u8, y as u8);
        true
    }

    /// Reads the buttons for seat `seat`'s decision in `game`.
    /// `kept`: an A pressed while the last events played, acting as if
    /// pressed now (a press never vanishes).
    pub fn input(
        &mut self,
        game: &Game,
        seat: u8,
        input: &ButtonController,
        kept: bool,
    ) -> Input<Action> {
        if self.confirm_end && game.phase() == Phase::Play {
            return self.confirming(input, kept);
        }
        if input.is_just_pressed(Button::Select) {
            return Input::Hint;
        }
        if self.pad(input) {
            if let Mode::Aim { mini, .. } | Mode::Heal { mini, .. } = self.mode {
                self.mode = Mode::Picked(mini);
            }
            // The lit edge follows the cursor.
            self.lit_dirty |= matches!(game.phase(), Phase::Edge(_));
            return Input::Nothing;
        }
        let a = input.is_just_pressed(Button::A) || kept;
        match game.phase() {
            Phase::Edge(_) if a => pick_edge(&mut self.note, game, self.cursor),
            Phase::Place(_) if a => Input::Play(Action::Place(self.cursor)),
            Phase::Play => self.play(game, seat, input, a),
            _ => Input::Nothing,
        }
    }

    fn play(&mut self, game: &Game, seat: u8, input: &ButtonController, a: bool) -> Input<Action> {
        if input.is_just_pressed(Button::L) {
            self.confirm_end = true;
            return Input::Nothing;
        }
        if input.is_just_pressed(Button::B) && self.mode == Mode::Free {
            self.note = Some(String::from(notes::NOTHING_PICKED));
            return Input::Nothing;
        }
        if input.is_just_pressed(Button::B) && self.mode != Mode::Free {
            self.mode = match self.mode {
                // No to a bomb: back to the shot, when there is one.
                Mode::Aim {
                    mini,
                    target,
                    bomb: true,
                } if game.check_attack(mini, target).is_ok()
                    && game
                        .minis()
                        .get(usize::from(mini))
                        .is_some_and(|m| m.kit.weapon != Weapon::None) =>
                {
                    Mode::Aim {
                        mini,
                        target,
                        bomb: false,
                    }
                }
                Mode::Aim { mini, .. } | Mode::Heal { mini, .. } => Mode::Picked(mini),
                _ => Mode::Free,
            };
            self.lit_dirty = true;
            return Input::Nothing;
        }
        if let Mode::Aim { mini, target, bomb } = self.mode
            && input.is_just_pressed(Button::R)
        {
            let other = !bomb;
            let checked = if other {
                game.check_throw(mini, target)
            } else {
                game.check_attack(mini, target).map(|_| ())
            };
            match checked {
                Ok(()) => {
                    self.mode = Mode::Aim {
                        mini,
                        target,
                        bomb: other,
                    }
                }
                Err(why) => {
                    self.note = Some(notes::no_switch(&words::refused(why), other));
                }
            }
            return Input::Nothing;
        }
        if !self.a_may_throw(game, seat, a) {
            return Input::Nothing;
        }
        let here = game.mini_at(self.cursor);
        let own = |i: u8| {
            game.minis()
                .get(usize::from(i))
                .is_some_and(|m| m.seat == seat)
        };
        match self.mode {
            Mode::Free => {
                // A on one of your minis picks it; anywhere else, the cursor
                // jumps to your next mini that can still move or act.
                let mine = here.filter(|&i| own(i));
                if let Some(i) = mine
                    && had_its_go(game, i)
                {
                    self.note = Some(notes::spent(i));
                    return Input::Nothing;
                }
                let pick = mine.or_else(|| next_ready(game, seat, here));
                match (mine, pick) {
                    (None, Some(i)) => self.note = Some(notes::jumped(i)),
                    (_, None) => self.note = Some(String::from(notes::ALL_DONE)),
                    _ => {}
                }
                if let Some(i) = pick {
                    self.mode = Mode::Picked(i);
                    self.lit_dirty = true;
                    if let Some(c) = game.minis().get(usize::from(i)).and_then(|m| m.at) {
                        self.cursor = c;
                    }
                }
                Input::Nothing
            }
            Mode::Picked(i) => match here {
                // A on the picked mini's own cell: it stays picked, and the
                // strip says why nothing moved (B lets it go); a hurt medic
                // heals itself (its medkit shows over it).
                Some(t) if t == i && game.check_heal(i, i).is_err() => {
                    self.note = Some(notes::already_here(i));
                    Input::Nothing
                }
                Some(t) if own(t) => {
                    // Another of your minis that has had its go: said, and
                    // the picked one stays picked.
                    if game.check_heal(i, t).is_err() && had_its_go(game, t) {
                        self.note = Some(notes::spent(t));
                        return Input::Nothing;
                    }
                    self.mode = if game.check_heal(i, t).is_ok() {
                        Mode::Heal { mini: i, target: t }
                    } else {
                        self.lit_dirty = true;
                        Mode::Picked(t)
                    };
                    Input::Nothing
                }
                Some(t) => {
                    let weapon = game
                        .minis()
                        .get(usize::from(i))
                        .is_some_and(|m| m.kit.weapon != Weapon::None);
                    let attack = game.check_attack(i, t);
                    let throw = game.check_throw(i, t);
                    match (attack, throw) {
                        (Ok(_), _) if weapon => {
                            self.mode = Mode::Aim {
                                mini: i,
                                target: t,
                                bomb: false,
                            };
                            Input::Nothing
                        }
                        (_, Ok(())) => {
                            self.mode = Mode::Aim {
                                mini: i,
                                target: t,
                                bomb: true,
                            };
                            Input::Nothing
                        }
                        // Let the rules say why not.
                        _ => Input::Play(Action::Attack { mini: i, target: t }),
                    }
                }
                None => Input::Play(Action::Move {
                    mini: i,
                    to: self.cursor,
                }),
            },
            Mode::Aim { mini, target, bomb } => Input::Play(if bomb {
                Action::Throw { mini, target }
            } else {
                Action::Attack { mini, target }
            }),
            Mode::Heal { mini, target } => Input::Play(Action::Heal { mini, target }),
        }
    }

    /// A press while the strip asks whether to end the turn: A ends it, B
    /// keeps playing; no other key answers (the question stays).
    fn confirming(&mut self, input: &ButtonController, kept: bool) -> Input<Action> {
        if input.is_just_pressed(Button::A) || kept {
            self.confirm_end = false;
            return Input::Play(Action::EndTurn);
        }
        if input.is_just_pressed(Button::B) {
            self.confirm_end = false;
            self.note = Some(String::from(notes::KEEP_PLAYING));
        }
        Input::Nothing
    }

    /// Lights what the decision allows: the placing band, or the picked
    /// mini's reach. (Its work arrays live in its own stack frame.)
    #[inline(never)]
    pub fn light(&mut self, game: &Game, overlay: &mut Overlay, seat: u8) {
        if !self.lit_dirty {
            return;
        }
        self.lit_dirty = false;
        self.reach = None;
        match game.phase() {
            Phase::Edge(_) => {
                // The edge the cursor points at (if free) is lit; each
                // taken edge is striped in its side's colour.
                let e = nearest(game, self.cursor, false);
                let free = owner(game, e).is_none() && game.edge(seat).is_none();
                let taken: heapless::Vec<(Edge, u8), 4> = offered(game)
                    .iter()
                    .filter_map(|&t| Some((t, owner(game, t)?)))
                    .collect();
                overlay.set(|c| match taken.iter().find(|(t, _)| t.holds(c)) {
                    Some(&(_, s)) => 4 + s,
                    None => u8::from(free && e.holds(c)) * 2,
                });
            }
            Phase::Place(_) => {
                let mut cells = heapless::Vec::<Cell, 256>::new();
                game.placements(&mut cells);
                let mut lit = [false; W * H];
                for c in &cells {
                    lit[c.index()] = true;
                }
                overlay.set(|c| u8::from(lit[c.index()]) * 2);
            }
            Phase::Play => match self.mode {
                // While aiming only the forecast matters: the lights go.
                Mode::Aim { .. } | Mode::Heal { .. } => overlay.clear(),
                Mode::Picked(i) => match game.reach(i) {
                    Some(r) => {
                        let occ = game.occupancy();
                        let walk = run_from(game, i);
                        // A run's cells in orange: warned before the run.
                        overlay.set(|c| match r.to(&occ, c) {
                            Some(cost) if cost > walk => super::board::RUN,
                            Some(_) => 1,
                            None => 0,
                        });
                        self.reach = Some(r);
                    }
                    None => overlay.clear(),
                },
                Mode::Free => overlay.clear(),
            },
            _ => overlay.clear(),
        }
    }
}

/// A game of the default set-up from `seed`, its first legal choices
/// taken up to its first turn in play (for the tests).
#[cfg(test)]
pub(super) fn in_play(seed: u64) -> Game {
    use tabletop_core::contract::Rules;
    let mut game = <Game as Rules>::new(super::options::Setup::default().config(seed));
    for _ in 0..64 {
        if game.phase() == Phase::Play {
            break;
        }
        let mut legal: heapless::Vec<Action, 300> = heapless::Vec::new();
        game.legal_actions(&mut legal);
        let Some(&a) = legal.first() else { break };
        let mut events = 0usize;
        let _ = game.try_apply(a, &mut events);
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mini that has had its go (it walked its whole double move in
    /// round 1) is refused with a word when A picks it: never picked in
    /// silence (the playtest), and never jumped to.
    #[test_case]
    fn a_mini_that_had_its_go_is_refused_with_a_word(_gba: &mut agb::Gba) {
        let mut game = in_play(7);
        let seat = game.seat_to_act().expect("a seat in play");
        let i = (0..game.minis().len() as u8)
            .find(|&i| game.minis()[usize::from(i)].seat == seat)
            .expect("a mini");
        // It walks as far as it can, again and again, until no step is left.
        for _ in 0..6 {
            let Some(r) = game.reach(i) else { break };
            let occ = game.occupancy();
            let far = (0..W * H)
                .map(Cell::at)
                .filter_map(|c| Some((r.to(&occ, c)?, c)))
                .max_by_key(|&(cost, _)| cost);
            let Some((_, to)) = far else { break };
            let mut events = 0usize;
            assert!(
                game.try_apply(Action::Move { mini: i, to }, &mut events)
                    .is_ok()
            );
        }
        assert!(had_its_go(&game, i), "it still has a go");
        // Its last move leaves nothing picked: A picks the next mini (the
        // playtest: it stayed picked, A on another said "can't get there").
        let mut after = Human::default();
        let at = game.minis()[usize::from(i)].at.expect("on the map");
        after.after(&game, Action::Move { mini: i, to: at });
        assert_eq!(
            after.mode,
            Mode::Free,
            "a mini with nothing left stays picked"
        );
        let mut human = Human {
            cursor: game.minis()[usize::from(i)].at.expect("on the map"),
            ..Human::default()
        };
        let input = ButtonController::new();
        assert!(human.play(&game, seat, &input, true) == Input::Nothing);
        assert_eq!(human.mode, Mode::Free, "a spent mini was picked");
        let note = human.note.take().unwrap_or_default();
        assert!(note.contains("has had its go"), "{note}");
        assert_ne!(next_ready(&game, seat, None), Some(i));
    }
}
