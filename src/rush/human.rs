//! A person's decisions: the cursor and the lit blocks (walking, pushing a
//! carrier, moving a minion), the menu for every other choice (Left/Right,
//! A), and the hint (SELECT: the computer's Normal choice, which A takes).
//! What each button does is in `human/buttons.rs`.

use alloc::format;
use alloc::string::String;
use heapless::Vec;

use agb::display::GraphicsFrame;
use tabletop_core::rush::{Action, Game, Phase, Spot, wrap20};

use super::campus::{CH, CW, Sheet, block_px, building_cells, cell_of, spot_at, spr};
use super::reach::{MAX_LIT, Reach};
use super::words;

mod buttons;
mod goal;
pub use buttons::input;

/// What the buttons do now.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Mode {
    /// The cursor picks a lit block to walk to (or push the carrier to).
    #[default]
    Walk,
    /// Left/Right pick a choice, A takes it.
    Menu,
    /// The cursor picks one of the team's minions.
    MinionFrom,
    /// The cursor picks where the minion from here goes.
    MinionTo(Spot),
}

/// A person's cursor, menu and lit blocks.
#[derive(Default)]
pub struct Human {
    /// The cursor's block.
    pub cursor: (u8, u8),
    mode: Mode,
    /// The choices of the menu.
    menu: Vec<Action, 32>,
    k: usize,
    /// Where the player can walk, with the costs.
    reach: Reach,
    /// Other lit blocks (a minion's, a push's), each costing 1.
    lit: Vec<Spot, MAX_LIT>,
    /// The steps of a walk still to take.
    pub walk: Vec<Spot, 8>,
    /// The hint, once worked out (A takes it).
    hinted: Option<Action>,
    /// A hinted step was taken: the next step of the walk is hinted
    /// without a press (the playtest: the hint walked one block, and a
    /// child took that for the whole of it).
    pub rehint: Option<u8>,
    players: u8,
    /// The prompt's first line, over the menu's.
    first: String,
    /// The building a choice sends the princess to (a big die left as it
    /// is, or changed up or down by a cube), lit on the map while that
    /// choice is the menu's.
    targets: Vec<(Action, Spot), 4>,
    /// The cursor is on a lit block with enemies (the strip says so).
    on_fight: bool,
    /// "Learn to play": the block the guide's hand points at, if any.
    pub hand: Option<(u8, u8)>,
    /// "Learn to play": a walk was refused; the cursor's next move brings
    /// the step's words back (the playtest, session 32: "You are here:
    /// move the cursor first." stayed after the cursor moved).
    pub refused: bool,
    /// The block of the player whose turn it is.
    home: Option<(u8, u8)>,
}

impl Human {
    /// The menu's choices, in order (L opens it; the tests read it from the
    /// prompt's log line).
    pub fn menu(&self) -> &[Action] {
        &self.menu
    }

    /// Nobody is deciding: nothing lit.
    pub fn clear(&mut self) {
        self.reach.clear();
        self.lit.clear();
        self.menu.clear();
        self.walk.clear();
        self.hinted = None;
        self.hand = None;
        self.refused = false;
    }

    /// The decision changed: the hint is stale.
    pub fn after_action(&mut self) {
        self.hinted = None;
        self.hand = None;
        self.refused = false;
    }

    /// "Learn to play": points at `a` as a hint does, the hand on its block
    /// (a menu's choice is the menu's line), and no walk left to take. A
    /// walk's step is asked as a real game asks it: the hand on the block,
    /// the cursor left where it is for the pad to move (true: the pad is
    /// asked), so a wrong block is answered and the hand still shows the
    /// right one.
    pub fn guide(&mut self, a: Action) -> bool {
        self.walk.clear();
        if let Action::Step(s) = a
            && self.mode == Mode::Walk
            && let Some(c) = cell_of(s)
        {
            self.hinted = None;
            self.hand = Some(c);
            return true;
        }
        let _ = self.point_at(a);
        self.hand = match a {
            Action::Step(_) | Action::Push(_) | Action::MinionStep { .. } => Some(self.cursor),
            _ => None,
        };
        false
    }

    /// Sets up the decision of `seat` in `game`.
    pub fn setup(&mut self, game: &Game, legal: &[Action], seat: u8) {
        self.players = game.players();
        self.reach.clear();
        self.lit.clear();
        self.menu.clear();
        self.k = 0;
        for &a in legal {
            let dup = matches!(a, Action::MinionStep { .. })
                && self
                    .menu
                    .iter()
                    .any(|m| matches!(m, Action::MinionStep { .. }));
            if !matches!(a, Action::Step(_) | Action::Push(_) | Action::Continue) && !dup {
                let _ = self.menu.push(a);
            }
        }
        // Letting the princess go is never the first choice: an A pressed
        // to go on must not drop her.
        if let Some(i) = self.menu.iter().position(|&a| a == Action::Release) {
            let release = self.menu.remove(i);
            let _ = self.menu.push(release);
        }
        self.home = cell_of(game.player(game.mover()).at);
        let phase = game.phase();
        // Asked before the move die, keeping her comes first: an A pressed
        // to go on must not drop the princess. Asked to spend a cube, "No,
        // thanks" comes first: the safe choice (the playtest: an A pressed
        // by the wrong child spent a cube).
        if matches!(
            phase,
            Phase::Hold | Phase::Reappear { .. } | Phase::Nudge { .. } | Phase::Flee { .. }
        ) && let Some(i) = self.menu.iter().position(|&a| a == Action::Pass)
        {
            let keep = self.menu.remove(i);
            let _ = self.menu.insert(0, keep);
        }
        self.first = words::prompt(game, seat);
        self.targets.clear();
        self.on_fight = false;
        // The nudger is of the princess's team: where she would land.
        let lands = |r: u8| game.landing(game.team_of(seat), r);
        match phase {
            Phase::Nudge { result, .. } => {
                let _ = self.targets.push((Action::Pass, lands(result)));
            }
            Phase::NudgeSign { result, d6, .. } => {
                let d = d6 as i8;
                let _ = self.targets.push((Action::Plus, lands(wrap20(result, d))));
                let _ = self
                    .targets
                    .push((Action::Minus, lands(wrap20(result, -d))));
            }
            _ => {}
        }
        match phase {
            Phase::Move => {
                self.reach.of(game, legal);
                if !self.reach.fights.is_empty() {
                    self.first = words::prompt_with(game, seat, true);
                }
                if self.mode != Mode::MinionFrom && !matches!(self.mode, Mode::MinionTo(_)) {
                    self.mode = Mode::Walk;
                }
                if self.walk.is_empty()
                    && let Some(c) = cell_of(game.player(game.mover()).at)
                {
                    self.cursor = c;
                }
                if self.mode != Mode::Walk {
                    self.light_minions(legal);
                } else if self.reach.lit.is_empty() && !self.menu.is_empty() {
                    // Nowhere to walk: the other choices open at once, and
                    // points left unspent are said to be of no use.
                    self.mode = Mode::Menu;
                    if game.points() > 0 {
                        self.first = words::nowhere(game, seat);
                    }
                }
            }
            Phase::Push { .. } => {
                self.mode = Mode::Walk;
                self.walk.clear();
                for &a in legal {
                    if let Action::Push(s) = a {
                        let _ = self.lit.push(s);
                    }
                }
                if let Some(c) = self.lit.first().and_then(|&s| cell_of(s)) {
                    self.cursor = c;
                }
            }
            _ => {
                self.mode = Mode::Menu;
                self.walk.clear();
            }
        }
        if phase != Phase::Move {
            self.walk.clear();
        }
    }

    fn light_minions(&mut self, legal: &[Action]) {
        self.lit.clear();
        for &a in legal {
            if let Action::MinionStep { from, to } = a {
                let s = match self.mode {
                    Mode::MinionTo(f) if f == from => to,
                    Mode::MinionFrom => from,
                    _ => continue,
                };
                if !self.lit.contains(&s) {
                    let _ = self.lit.push(s);
                }
            }
        }
    }

    /// What the strip says for this decision: the prompt, or the menu.
    pub fn text(&self) -> alloc::string::String {
        if self.mode == Mode::Menu {
            self.menu_text()
        } else {
            self.first.clone()
        }
    }

    fn menu_text(&self) -> alloc::string::String {
        let first = if self.mode == Mode::Menu && self.first.contains('\n') {
            if self.menu.len() == 1 {
                words::MENU_KEYS_ONE
            } else {
                words::MENU_KEYS
            }
        } else {
            self.first.as_str()
        };
        match self.menu.get(self.k) {
            Some(&a) => format!(
                "{}\n{}",
                first,
                words::menu_line(self.players, a, self.menu.len(), self.target(a))
            ),
            None => alloc::string::String::from(first),
        }
    }

    /// Where choice `a` sends the princess (a building, or the Cloud), if
    /// it is one.
    fn target(&self, a: Action) -> Option<Spot> {
        self.targets.iter().find(|t| t.0 == a).map(|t| t.1)
    }

    /// Draws the cursor and the path to it.
    pub fn show(&self, sheet: &Sheet, frame: &mut GraphicsFrame, frames: u32) {
        if self.mode == Mode::Menu {
            // The building the menu's choice sends the princess to.
            let target = self.menu.get(self.k).and_then(|&a| self.target(a));
            if let Some(n) = target.filter(|s| s.is_building())
                && (frames / 16).is_multiple_of(2)
            {
                for &(c, r) in building_cells(n.0) {
                    let (x, y) = block_px(c, r);
                    sheet.sprite(frame, spr::CURSOR, x - 2, y - 3);
                }
            }
            return;
        }
        // Always shown (a blink hid it half the time): it bobs a pixel.
        let (x, y) = block_px(self.cursor.0, self.cursor.1);
        let bob = i32::from((frames / 16).is_multiple_of(2));
        sheet.sprite(frame, spr::CURSOR, x - 2, y - 3 - bob);
        if let Some((c, r)) = self.hand {
            let (x, y) = block_px(c, r);
            // From above, unless the walker stands above the block (the
            // hand would hide him) or the block is on the top row: then
            // from below, pointing up.
            let from = if self.home.is_some_and(|(_, hr)| hr < r) {
                crate::hand::From::Below
            } else {
                crate::hand::From::Above
            };
            let cell = crate::hand::Cell { x, y, w: CW, h: CH };
            let (x, y) = block_px(self.cursor.0, self.cursor.1);
            let cursor = crate::hand::Cell { x, y, ..cell };
            crate::hand::point_at(frame, cell, from, 0, frames, Some(cursor));
        }
        if self.mode == Mode::Walk {
            let here = spot_at(self.cursor.0, self.cursor.1);
            let path = self.reach.path(here);
            for &s in path.iter().take(path.len().saturating_sub(1)) {
                if let Some((c, r)) = cell_of(s) {
                    let (px, py) = block_px(c, r);
                    sheet.sprite(frame, spr::PATH, px + CW / 2 - 8, py + CH / 2 - 8);
                }
            }
        }
    }

    /// Draws the lit blocks with their costs (animation frame `frames`).
    /// The guide's block flashes: the playtest read the hand as pointing
    /// at the block beside it.
    pub fn show_lit(&self, sheet: &Sheet, frame: &mut GraphicsFrame, frames: u32) {
        if self.mode == Mode::Menu {
            return;
        }
        let flash = (frames / 12).is_multiple_of(2);
        let lit = |frame: &mut GraphicsFrame, s: Spot, cost: u8, fight: bool| {
            if let Some((c, r)) = cell_of(s)
                && (flash || self.hand != Some((c, r)))
            {
                let (x, y) = block_px(c, r);
                let cursor = spot_at(self.cursor.0, self.cursor.1) == s;
                sheet.sprite(frame, lit_sprite(s, cost, fight, cursor), x - 2, y - 3);
            }
        };
        if self.mode == Mode::Walk {
            for &s in &self.reach.lit {
                let fight = self.reach.fights.contains(&s);
                lit(frame, s, self.reach.cost(s), fight);
            }
        }
        for &s in &self.lit {
            lit(frame, s, 1, false);
        }
    }
}

/// How a lit space is marked: a fight where enemies are, a band on a
/// building (a cost's digit would run into its number), the cost on the
/// cursor's block, else a frame alone (the playtest, session 32: every
/// block's cost covered the pieces and the building numbers beside it).
pub fn lit_sprite(s: Spot, cost: u8, fight: bool, cursor: bool) -> usize {
    if fight {
        spr::FIGHT
    } else if s.is_building() {
        spr::LIT_BUILDING
    } else if cursor {
        spr::REACH + usize::from(cost.clamp(1, 4)) - 1
    } else {
        spr::LIT
    }
}

impl Human {
    /// Points at the hint `a` (the cursor on its block, or the menu on its
    /// line), so that A takes it; returns what the strip says.
    pub fn point_at(&mut self, a: Action) -> String {
        self.hinted = Some(a);
        match a {
            Action::Step(s) | Action::Push(s) | Action::MinionStep { to: s, .. } => {
                if let Some(c) = cell_of(s) {
                    self.cursor = c;
                }
                self.mode = match a {
                    Action::MinionStep { from, .. } => Mode::MinionTo(from),
                    _ => Mode::Walk,
                };
                String::from("Hint: the block under the cursor. A: go!")
            }
            a => {
                if let Some(k) = self.menu.iter().position(|&m| m == a) {
                    self.k = k;
                }
                self.mode = Mode::Menu;
                format!("Hint: {}. A: do it!", words::label(self.players, a))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The zombie carrying the jocks' princess home, his points spent: the
    /// menu opens at once.
    const CARRYING: &str = "\
rush players=2 round=2 slot=0 order=0,1 phase=move points=0 minion=0 stopped=0 released=0 asked=0 pile=11 outcome=- house=0
roll keys=7,12 rolling=0 rolls=1
p0 at=7,3 cubes=0 ban=cloud picked=cloud
p1 at=b17 cubes=0 ban=cloud picked=cloud
princess team=zombies at=b12 carrier=-
princess team=jocks at=7,3 carrier=0
minions team=zombies at=-
minions team=jocks at=-
fight at=cloud side=zombies attacker=mz defender=mj added=0,0 ties=0 comeback=0 stops=0";

    #[test_case]
    fn letting_the_princess_go_is_never_the_first_choice(_gba: &mut agb::Gba) {
        let game: Game = CARRYING.parse().expect("the position");
        let legal = game.legal_list();
        assert!(legal.contains(&Action::Release), "{legal:?}");
        let mut h = Human::default();
        h.setup(&game, &legal, 0);
        let menu = h.menu();
        assert!(menu.len() > 1, "{menu:?}");
        assert_ne!(menu[0], Action::Release, "an A to go on drops her");
        assert_eq!(menu.last(), Some(&Action::Release));
        // Points are left but the walk was stopped: the menu opens at once
        // and says why.
        let stopped: Game = CARRYING
            .replace("points=0", "points=2")
            .replace("stopped=0", "stopped=1")
            .parse()
            .expect("the position");
        h.setup(&stopped, &stopped.legal_list(), 0);
        assert!(
            h.text().contains("2 points left, nowhere to walk."),
            "{}",
            h.text()
        );
    }

    #[test_case]
    fn a_carrier_out_of_reach_of_home_is_told_why(_gba: &mut agb::Gba) {
        // The playtest, session 32: a zombie carrying the princess beside
        // his base got only "End my turn", with no word of why.
        let game: Game = CARRYING.parse().expect("the position");
        let p = words::prompt(&game, 0);
        assert!(p.starts_with("Zombie: no points, home next turn!"), "{p}");
        // One point, in building 9 beside the base: out and in is more.
        let far: Game = CARRYING
            .replace("points=0", "points=1")
            .replace("p0 at=7,3", "p0 at=b9")
            .replace("princess team=jocks at=7,3", "princess team=jocks at=b9")
            .parse()
            .expect("the position");
        let steps = tabletop_core::rush::map::distance(
            tabletop_core::rush::Spot::building(9),
            tabletop_core::rush::Team::Zombies.base(),
        );
        assert!(steps > 1, "{steps}");
        let p = words::prompt(&far, 0);
        let want = alloc::format!("Zombie: 1 point, home is {steps} steps away.");
        assert!(p.starts_with(&want), "{p}");
        // Home in reach: the walk's own words (a lit block to walk to).
        let near: Game = CARRYING
            .replace("points=0", "points=2")
            .parse()
            .expect("the position");
        let p = words::prompt(&near, 0);
        assert!(!p.contains("home"), "{p}");
        // The longest fits the strip.
        let g = crate::text::Glyphs::new();
        let long = "Zombie 2: 3 points, home is 12 steps away.";
        assert!(g.width(long) <= words::STRIP_W, "{}", g.width(long));
    }

    #[test_case]
    fn a_menu_of_one_choice_offers_no_left_right(_gba: &mut agb::Gba) {
        // No points, no princess: "End my turn" is the only choice (the
        // playtest: "Left/Right: choose" over one item).
        let alone: Game = CARRYING
            .replace(
                "princess team=jocks at=7,3 carrier=0",
                "princess team=jocks at=b2 carrier=-",
            )
            .parse()
            .expect("the position");
        let mut h = Human::default();
        h.setup(&alone, &alone.legal_list(), 0);
        assert_eq!(h.menu(), &[Action::EndTurn]);
        let t = h.text();
        assert!(!t.contains("Left/Right"), "{t}");
        assert!(t.starts_with(words::MENU_KEYS_ONE), "{t}");
        // Two choices: left and right choose.
        let game: Game = CARRYING.parse().expect("the position");
        h.setup(&game, &game.legal_list(), 0);
        assert!(h.text().starts_with(words::MENU_KEYS), "{}", h.text());
    }
}
