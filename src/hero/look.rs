//! The play screen's looks ahead of a choice: the cursor's cell worked out
//! for the picked mini (said on the strip, the threatening enemies marked,
//! the cover icon by the cursor), the threat view while R is held, and a
//! bomb's blast and bounce landings while aiming it.

use agb::display::GraphicsFrame;
use agb::input::Button;
use tabletop_core::hero::{Cover, Phase};

use super::board::{BOTTOM, spr};
use super::human::Mode;
use super::play::Field;
use super::preview::ThreatView;
use crate::app::App;
use tabletop_core::hero::Game;

impl Field {
    /// With a mini picked and the cursor on an enemy: says whether it can
    /// be shot from here (in range, too far, hidden) before A (a child
    /// learnt it was out of range only after pressing A). True while the
    /// cursor is on one.
    fn enemy_under(&mut self, app: &mut App, game: &Game, seat: u8) -> bool {
        let at = game.mini_at(self.human.cursor);
        let enemy = match (self.human.mode, at) {
            (Mode::Picked(i), Some(t))
                if game
                    .minis()
                    .get(usize::from(t))
                    .is_some_and(|m| m.seat != seat) =>
            {
                Some((i, t))
            }
            _ => None,
        };
        if enemy == self.enemy_told {
            return enemy.is_some();
        }
        self.enemy_told = enemy;
        let Some((i, t)) = enemy else {
            return false;
        };
        let s = super::words::in_range(t, game.check_attack(i, t).err());
        agb::println!(
            "hero: range mini={} target={} {}",
            i,
            t,
            s.replace('\n', " ")
        );
        self.preview.clear();
        self.previewing = true;
        self.say(app, &s);
        true
    }

    /// The threat view while R is held (not aiming): true while it is up.
    pub(super) fn threat_view(&mut self, app: &mut App, game: &Game, seat: u8) -> bool {
        let free = self.human.holds_danger();
        let r = app.input.is_pressed(Button::R);
        self.r_fresh |= !r;
        let held = r && self.r_fresh && free && game.phase() == Phase::Play;
        if !held {
            if self.threat.seat.take().is_some() {
                self.human.lit_dirty = true;
                self.previewing = false;
                self.preview.clear();
                if !self.show_guide(app, game, None) {
                    let p = self.human.prompt(game, seat);
                    self.say(app, &p);
                }
            }
            return false;
        }
        if self.threat.seat.is_none() {
            let area = self.cam.cells();
            self.threat.start(seat, area);
            agb::println!("hero: threat view seat={}", seat);
            self.say(
                app,
                "Red dots: enemies (!) can shoot there.\nLet go of R: back",
            );
        }
        if self.threat.step(game, &mut self.overlay) {
            agb::println!("hero: threat view exact");
        }
        true
    }

    /// Works out the cell under the cursor for the picked mini, one enemy a
    /// frame, and says it on the strip once known.
    pub(super) fn look(&mut self, app: &mut App, game: &Game, seat: u8) {
        let c = self.human.cursor;
        if self.enemy_under(app, game, seat) {
            return;
        }
        let target = match (self.human.mode, &self.human.reach) {
            (Mode::Picked(i), Some(r)) if r.to(&game.occupancy(), c).is_some() => Some(i),
            _ => None,
        };
        let Some(i) = target else {
            self.preview.clear();
            if self.previewing {
                self.previewing = false;
                let p = self.human.prompt(game, seat);
                self.say(app, &p);
            }
            return;
        };
        if self.preview.at != Some((c, i)) {
            if let Some(r) = &self.human.reach {
                self.preview.start(game, i, c, r);
            }
            return;
        }
        if self.preview.step(game) {
            let t = self.preview.text();
            agb::println!(
                "hero: preview mini={} cell={},{} cost={} climbs={} rough={} threats={} cover={} run={}",
                i,
                c.x,
                c.y,
                self.preview.cost,
                self.preview.climbs,
                self.preview.rough,
                self.preview.threats.count_ones(),
                self.preview.worst.map_or("none", |w| w.name()),
                self.preview.run
            );
            self.previewing = true;
            self.say(app, &t);
        }
    }
}

/// Where a threat mark shows for a mini at screen pixel `(x, y)`: just above
/// it, or at the edge of the map nearest to it when it is off the screen (so
/// the danger's side shows).
fn edge_mark((x, y): (i32, i32)) -> (i32, i32) {
    (x.clamp(0, 240 - 8), (y - 8).clamp(0, BOTTOM - 8))
}

impl Field {
    /// Which of side `seat`'s minis have had their go this turn (in play),
    /// each to wear a tick; said when it changes.
    pub(super) fn mark_done(&mut self, game: &Game, seat: u8) {
        let mut done = 0u32;
        if game.phase() == Phase::Play {
            for (i, m) in game.minis().iter().enumerate().take(32) {
                let alive = m.seat == seat && m.at.is_some() && m.hp > 0 && !m.out;
                if alive && super::human::had_its_go(game, i as u8) {
                    done |= 1 << i;
                }
            }
        }
        if done != self.done {
            agb::println!("hero: done minis {:#x}", done);
            self.done = done;
        }
    }

    /// The threat marks, the cover icon, a bomb's blast and landings, and
    /// the ticks of the minis that have had their go.
    pub(super) fn draw_marks(&self, frame: &mut GraphicsFrame, game: &Game) {
        let seat = game.seat_to_act().unwrap_or(0);
        let mark = |i: usize| self.anim.minis.get(i).and_then(|m| m.at);
        // A picked mini too far from the cursor to show with it: itself,
        // framed, at the screen's edge nearest to it (the shooter was off
        // screen while its child aimed).
        if let Some(i) = self.human.picked()
            && let Some(at) = mark(usize::from(i)).and_then(|c| self.cam.edge(c))
        {
            self.sheet.sprite(frame, spr::SELECTED, at);
            self.sheet
                .sprite(frame, super::anim::sprite(usize::from(i), false), at);
        }
        // The medkit on each teammate the picked mini can heal (the
        // playtest: "heal it now", and the medkit never shown): drawn only
        // while its own side picks, so only the child whose turn it is
        // sees it. Above the mini, where its hearts would be.
        // With nothing picked, the medkit over each of the side's minis
        // that can heal now (the prompt names the first).
        if self.human.picked().is_none() {
            for i in 0..self.anim.count.min(32) {
                if heals(game, i as u8) != 0
                    && let Some(c) = mark(i)
                {
                    let (x, y) = self.cam.screen(c);
                    let y = if y >= 8 { y - 8 } else { y + 8 };
                    self.sheet.sprite(frame, spr::MEDKIT, (x, y));
                }
            }
        }
        if let Some(i) = self.human.picked() {
            let heals = heals(game, i);
            for t in 0..self.anim.count {
                if heals & (1 << t) != 0
                    && let Some(c) = mark(t)
                {
                    let (x, y) = self.cam.screen(c);
                    let y = if y >= 8 { y - 8 } else { y + 8 };
                    self.sheet.sprite(frame, spr::MEDKIT, (x, y));
                }
            }
        }
        // A tick on each of the side's minis that has had its go this turn
        // (nothing showed which had gone: a playtest).
        for i in 0..self.anim.count {
            if self.done & (1 << i) != 0
                && let Some(c) = mark(i)
            {
                let (x, y) = self.cam.screen(c);
                self.sheet.sprite(frame, spr::DONE, (x + 5, y + 4));
            }
        }
        if self.threat.seat.is_some() {
            for i in 0..self.anim.count {
                if ThreatView::marks(game, seat, i)
                    && let Some(c) = mark(i)
                {
                    self.sheet
                        .sprite(frame, spr::THREAT, edge_mark(self.cam.screen(c)));
                }
            }
            return;
        }
        let p = &self.preview;
        if p.done && p.at.is_some_and(|(c, _)| c == self.human.cursor) {
            for i in 0..self.anim.count {
                if p.threats & (1 << i) != 0
                    && let Some(c) = mark(i)
                {
                    self.sheet
                        .sprite(frame, spr::THREAT, edge_mark(self.cam.screen(c)));
                }
            }
            let icon = match p.worst {
                Some(Cover::Covered) => Some(spr::COVERED),
                Some(Cover::Concealed) => Some(spr::CONCEALED),
                _ => None,
            };
            if let Some(k) = icon {
                let (x, y) = self.cam.screen(self.human.cursor);
                let y = if y >= 7 { y - 7 } else { y + 7 };
                self.sheet.sprite(frame, k, (x + 6, y));
            }
        }
        if let Mode::Aim {
            mini,
            target,
            bomb: true,
        } = self.human.mode
            && let Some(l) = game.landings(mini, target)
        {
            let (x, y) = self.cam.screen(l[0]);
            for (dx, dy) in super::anim::RIM {
                self.sheet.sprite(frame, spr::DOT, (x + dx * 8, y + dy * 8));
            }
            for &c in &l[1..] {
                if c != l[0] {
                    self.sheet.sprite(frame, spr::LANDING, self.cam.screen(c));
                }
            }
        }
    }
}

/// The teammates (a bit each) mini `i` can use a medkit on now (itself
/// too, when hurt): where the medkit shows, and A heals.
pub fn heals(game: &Game, i: u8) -> u32 {
    (0..game.minis().len().min(32) as u8)
        .filter(|&t| game.check_heal(i, t).is_ok())
        .fold(0, |bits, t| bits | 1 << t)
}

/// Side `seat`'s first mini that can use a medkit now (on itself or a
/// hurt teammate beside it), if any.
pub fn medic(game: &Game, seat: u8) -> Option<u8> {
    game.minis()
        .iter()
        .enumerate()
        .filter(|(_, m)| m.seat == seat)
        .map(|(i, _)| i as u8)
        .find(|&i| heals(game, i) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hero::human::{Human, Mode};
    use tabletop_core::contract::Level;
    use tabletop_core::hero::ai::Thinker;

    /// Where a mini that carries a medkit stands by a hurt teammate, the
    /// teammate is marked (the medkit drawn on it) and the prompt says A
    /// there heals (the playtest: "heal it now", the medkit never shown).
    /// Only the side that picks sees it: an enemy's heals are never marked.
    #[test_case]
    fn a_medkit_shows_where_it_can_heal(_gba: &mut agb::Gba) {
        let mut found = 0;
        let mut offered = 0;
        for seed in 1..40u64 {
            let mut game = crate::hero::human::in_play(seed);
            for n in 0..400 {
                let Some(seat) = game.seat_to_act() else {
                    break;
                };
                if game.phase() == Phase::Play {
                    for i in 0..game.minis().len() as u8 {
                        let bits = heals(&game, i);
                        for t in 0..game.minis().len() as u8 {
                            let can = game.check_heal(i, t).is_ok();
                            assert_eq!(bits & (1 << t) != 0, can, "{i} heals {t}");
                        }
                        let own = game.minis()[usize::from(i)].seat == seat;
                        if bits != 0 && own {
                            let mut h = Human::default();
                            h.mode = Mode::Picked(i);
                            let p = h.prompt(&game, seat);
                            assert!(p.contains("on a medkit heals"), "{p}");
                            found += 1;
                        }
                        if bits != 0 {
                            // Never another side's: its minis are not hurt
                            // teammates of the picking side's mini.
                            for t in 0..game.minis().len() {
                                if bits & (1 << t) != 0 {
                                    assert_eq!(
                                        game.minis()[t].seat,
                                        game.minis()[usize::from(i)].seat
                                    );
                                }
                            }
                        }
                    }
                    // With nothing picked, the prompt names the side's
                    // first mini that can heal (its medkit shows over it):
                    // no playtester had seen the medkit.
                    let p = Human::default().prompt(&game, seat);
                    match medic(&game, seat) {
                        Some(i) => {
                            assert!(heals(&game, i) != 0);
                            assert!(
                                p.contains("Medkit! Pick")
                                    && p.contains(&crate::hero::words::mini(i)),
                                "{p}"
                            );
                            offered += 1;
                        }
                        None => assert!(!p.contains("Medkit"), "{p}"),
                    }
                }
                let mut think = Thinker::new(&game, Level::Random, seed * 1000 + n);
                let Some(a) = think.step(&game, u32::MAX) else {
                    break;
                };
                let mut events = 0usize;
                if game.try_apply(a, &mut events).is_err() {
                    break;
                }
            }
            if found >= 3 {
                break;
            }
        }
        assert!(found >= 3, "no medkit by a hurt teammate in any game");
        assert!(offered >= 3, "no medic offered with nothing picked");
    }
}
