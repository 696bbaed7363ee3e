//! What a person sees before choosing: for the cell under the cursor, what
//! moving there costs (climbing and rough ground double), the cover the
//! mini would have and which enemies could hit it there (as many enemies
//! a frame as it has room for once the cursor is on the cell, so no frame
//! runs long); and the threat view while R is held: every cell an enemy's weapon
//! reaches, lit a few rows a frame, then the screen's cells checked for
//! cover the same way.

use alloc::string::String;

use tabletop_core::hero::moves::Reach;
use tabletop_core::hero::{Cell, Cover, Game, H, MAX_MINIS, Path};

use super::board::Overlay;

/// Rows of the threat view lit each frame.
const ROWS_PER_FRAME: u8 = 6;
/// Cover checks (ten sight lines each) run while the frame has used fewer
/// lines than this (the computer's thinking stops at the same line); one
/// runs in any case.
const CHECK_UNTIL: u16 = super::bot::THINK_UNTIL;

/// Whether the frame has room for another cover check.
fn room() -> bool {
    crate::think::frame_line() < CHECK_UNTIL
}

/// The preview of one cell for one mini.
#[derive(Clone, Copy, Debug, Default)]
pub struct Preview {
    /// The cell and the mini it is worked out for.
    pub at: Option<(Cell, u8)>,
    /// The mini's seat.
    seat: u8,
    /// The next mini to check.
    next: u8,
    /// A bit per mini that could hit the cell.
    pub threats: u32,
    /// The least cover among them (the most exposed to one).
    pub worst: Option<Cover>,
    /// Every enemy is checked.
    pub done: bool,
    /// Half units the move costs.
    pub cost: u8,
    /// Half units the mini has left.
    pub left: u8,
    /// Steps on the way that climb or go down.
    pub climbs: u8,
    /// Steps on the way onto rough ground.
    pub rough: u8,
    /// The move is longer than a single move: the mini may not attack (or
    /// use a medkit) after it.
    pub run: bool,
}

/// Cover from least to most.
fn rank(c: Cover) -> u8 {
    match c {
        Cover::Clear => 0,
        Cover::Covered => 1,
        Cover::Concealed => 2,
        Cover::Hidden => 3,
    }
}

/// Half units as units ("6", "6.5").
fn units(half: u8) -> String {
    if half.is_multiple_of(2) {
        alloc::format!("{}", half / 2)
    } else {
        alloc::format!("{}.5", half / 2)
    }
}

impl Preview {
    /// Starts the preview of `cell` for mini `mini` (reaching it with
    /// `reach`): the cost and the path's climbs now, the enemies one a frame
    /// from [`Preview::step`].
    #[inline(never)]
    pub fn start(&mut self, game: &Game, mini: u8, cell: Cell, reach: &Reach) {
        let occ = game.occupancy();
        let m = game.minis().get(usize::from(mini));
        *self = Preview {
            at: Some((cell, mini)),
            seat: m.map_or(0, |m| m.seat),
            ..Preview::default()
        };
        let Some(cost) = reach.to(&occ, cell) else {
            self.at = None;
            return;
        };
        self.cost = cost;
        self.left = m.map_or(0, |m| Game::move_cap(m).saturating_sub(m.spent));
        // Past its single move a mini that has not acted gives its action
        // up (said, so a full move never silently ends the chance to attack).
        self.run = m.is_some_and(|m| {
            let could = !game.holding_fire() || m.kit.medkits > 0;
            could && !m.acted && m.spent.saturating_add(cost) > Game::single_move(m)
        });
        let mut path = Path::new();
        reach.path(game.field(), cell, &mut path);
        for w in path.windows(2) {
            let (a, b) = (w[0], w[1]);
            if game.field().height(a) != game.field().height(b) {
                self.climbs += 1;
            } else if game.field().rough(b) {
                self.rough += 1;
            }
        }
    }

    /// Forgets the preview.
    pub fn clear(&mut self) {
        *self = Preview::default();
    }

    /// Checks the next enemies; true when this finished the preview.
    pub fn step(&mut self, game: &Game) -> bool {
        let Some((cell, _)) = self.at else {
            return false;
        };
        if self.done {
            return false;
        }
        let n = game.minis().len().min(MAX_MINIS) as u8;
        let mut checked = 0u8;
        while self.next < n && (checked == 0 || room()) {
            let e = self.next;
            self.next += 1;
            let enemy = game
                .minis()
                .get(usize::from(e))
                .is_some_and(|m| m.seat != self.seat && m.at.is_some());
            if !enemy {
                continue;
            }
            checked += 1;
            if let Some(c) = game.threat(e, self.seat, cell) {
                self.threats |= 1 << e;
                if self.worst.is_none_or(|w| rank(c) < rank(w)) {
                    self.worst = Some(c);
                }
            }
        }
        self.done = self.next >= n;
        self.done
    }

    /// The two lines the strip shows for a finished preview.
    pub fn text(&self) -> String {
        let way = match (self.climbs > 0, self.rough > 0) {
            (true, true) => " (climb+rough x2)",
            (true, false) => " (climb x2)",
            (false, true) => " (rough x2)",
            _ => "",
        };
        let first = if self.run {
            // A run's length is no matter to a child: what it costs is.
            String::from("{3}A long run: no attack after it!{1} A: go")
        } else {
            alloc::format!(
                "Move {} of {}{}. A: go",
                units(self.cost),
                units(self.left),
                way
            )
        };
        let n = self.threats.count_ones();
        let second = match (n, self.worst) {
            (0, _) | (_, None) => String::from("{5}Safe: no enemy can shoot you here."),
            (n, Some(c)) => {
                let who = if n == 1 {
                    String::from("1 enemy (!) can shoot")
                } else {
                    alloc::format!("{n} enemies (!) can shoot")
                };
                let cover = match c {
                    Cover::Clear => "nothing hides you",
                    Cover::Covered => "you are half hidden",
                    _ => "you are well hidden",
                };
                alloc::format!("{{3}}{who}: {cover}.")
            }
        };
        alloc::format!("{first}\n{second}")
    }
}

/// The threat view: cells in reach of some enemy's weapon, lit a few rows
/// a frame; then, for the cells on the screen, each dot is checked for
/// cover (the same test as an attack's) and taken away where every enemy
/// that reaches it would find the cell hidden, as many cells a frame as the
/// frame has room for.
#[derive(Clone, Copy, Debug, Default)]
pub struct ThreatView {
    /// The seat whose enemies are shown, while the view is up.
    pub seat: Option<u8>,
    /// The next row to light.
    row: u8,
    /// The screen's cells when the view began: left, top, width, height.
    area: (u8, u8, u8, u8),
    /// The next cell of `area` to check for cover.
    next: u16,
    /// Every dot on the screen is checked.
    pub exact: bool,
}

impl ThreatView {
    /// Starts the view for seat `seat`, refining the cells of `area`.
    pub fn start(&mut self, seat: u8, area: (u8, u8, u8, u8)) {
        *self = ThreatView {
            seat: Some(seat),
            area,
            ..ThreatView::default()
        };
    }

    /// Takes the view down.
    pub fn stop(&mut self) {
        self.seat = None;
    }

    /// Whether mini `i` is an enemy whose weapon reaches somewhere.
    pub fn marks(game: &Game, seat: u8, i: usize) -> bool {
        game.minis()
            .get(i)
            .is_some_and(|m| m.seat != seat && m.at.is_some() && m.hp > 0)
            && game.minis()[i].kit.weapon != tabletop_core::hero::gear::Weapon::None
    }

    /// One frame's work; true when it made the view exact.
    pub fn step(&mut self, game: &Game, overlay: &mut Overlay) -> bool {
        let Some(seat) = self.seat else {
            return false;
        };
        if self.exact {
            return false;
        }
        let n = game.minis().len() as u8;
        let mut enemies = heapless::Vec::<u8, MAX_MINIS>::new();
        for i in 0..n {
            if Self::marks(game, seat, usize::from(i)) {
                let _ = enemies.push(i);
            }
        }
        if usize::from(self.row) < H {
            let rows = self.row..(self.row + ROWS_PER_FRAME).min(H as u8);
            self.row = rows.end;
            overlay.set_rows(rows, |c| {
                u8::from(enemies.iter().any(|&e| game.reaches(e, c))) * 3
            });
            return false;
        }
        let (x0, y0, w, h) = self.area;
        let cells = u16::from(w) * u16::from(h);
        let mut checked = false;
        while self.next < cells && (!checked || room()) {
            let k = self.next;
            self.next += 1;
            let c = Cell::new(x0 + (k % u16::from(w)) as u8, y0 + (k / u16::from(w)) as u8);
            if !c.on_field() || overlay.get(c) != 3 {
                continue;
            }
            checked = true;
            if !enemies.iter().any(|&e| game.threat(e, seat, c).is_some()) {
                overlay.set_cell(c, 0);
            }
        }
        self.exact = self.next >= cells;
        self.exact
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::contract::Rules;
    use tabletop_core::hero::{Action, Config, Edge, Phase};

    /// A run is warned of before it is made ("That mini ran too far to
    /// act" came with no warning): the picked mini's cells past its walk
    /// are lit orange, exactly those the preview calls a long run.
    #[test_case]
    fn a_run_s_cells_are_marked_before_the_run(_gba: &mut agb::Gba) {
        use super::super::board::{Overlay, RUN};
        use super::super::human::{Human, Mode};
        let mut g = <Game as Rules>::new(Config::two(5));
        // Set up, then both sides end round 1 (no attacks in it).
        while g.round() < 2 && g.phase() != Phase::Over {
            let a = match g.phase() {
                Phase::Roll => Action::Continue,
                Phase::Edge(_) if g.edge(0).is_some() || g.edge(1).is_some() => {
                    if g.clone()
                        .try_apply(Action::Edge(Edge::South), &mut 0usize)
                        .is_ok()
                    {
                        Action::Edge(Edge::South)
                    } else {
                        Action::Edge(Edge::North)
                    }
                }
                Phase::Edge(_) => Action::Edge(Edge::North),
                Phase::Place(_) => g.first_placement().expect("a placing"),
                _ => Action::EndTurn,
            };
            g.try_apply(a, &mut 0usize).expect("legal");
        }
        let seat = g.seat_to_act().expect("a side plays");
        let i = super::super::human::next_ready(&g, seat, None).expect("a mini");
        let mut h = Human::default();
        h.mode = Mode::Picked(i);
        h.lit_dirty = true;
        let mut overlay = Overlay::new();
        h.light(&g, &mut overlay, seat);
        let r = h.reach.clone().expect("its reach");
        let (mut runs, mut walks) = (0, 0);
        for y in 0..tabletop_core::hero::H as u8 {
            for x in 0..tabletop_core::hero::W as u8 {
                let c = Cell::new(x, y);
                if r.to(&g.occupancy(), c).is_none() {
                    continue;
                }
                let mut p = Preview::default();
                p.start(&g, i, c, &r);
                let lit = overlay.get(c);
                assert_eq!(lit == RUN, p.run, "{x},{y}: light {lit}, run {}", p.run);
                if p.run {
                    runs += 1;
                } else {
                    walks += 1;
                }
            }
        }
        assert!(runs > 0 && walks > 0, "runs {runs}, walks {walks}");
    }

    #[test_case]
    fn every_preview_line_fits_the_strip(_gba: &mut agb::Gba) {
        let g = crate::text::Glyphs::new();
        for (n, worst) in [
            (0, None),
            (1, Some(Cover::Clear)),
            (15, Some(Cover::Covered)),
            (15, Some(Cover::Concealed)),
        ] {
            for run in [false, true] {
                let p = Preview {
                    threats: (1u32 << n) - 1,
                    worst,
                    // The most a mini can move: 16 units.
                    cost: 31,
                    left: 32,
                    climbs: 1,
                    rough: 1,
                    run,
                    ..Preview::default()
                };
                let t = p.text();
                let w = super::super::words::wrap(&g, &t, super::super::words::STRIP_W);
                assert!(
                    w.lines().count() <= super::super::words::STRIP_LINES,
                    "too long: {t}"
                );
            }
        }
    }
}
