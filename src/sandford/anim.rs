//! How each event of the rules is shown: which piece slides where (cell to
//! cell, a few frames per cell), what flashes, and where the camera looks.
//!
//! The game applies an action at once and hands back its events; the
//! [`Board`] is what the map shows, and catches up with the game one event at
//! a time, so no piece jumps ahead of its animation. Drawing only reads it.

use tabletop_core::sandford::heapless;
use tabletop_core::sandford::{
    Angle, Cell, Event, Game, MAX_HEROES, MAX_MONSTERS, MonsterColour, MonsterId, Phase, Victim,
};

use super::map::{CELL, spr};
use super::marks::{SPIN_FRAMES, spin_angle};

/// Frames a sliding piece takes per cell (R plays them four times as fast).
pub const CELL_FRAMES: u32 = 5;

/// A piece on the map.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Token {
    /// A hero, by index.
    Hero(u8),
    /// A monster.
    Monster(MonsterId),
}

/// A piece sliding along its straight line, cell to cell.
#[derive(Clone, Copy)]
pub struct Glide {
    /// The piece.
    pub token: Token,
    /// Where it starts.
    pub from: Cell,
    /// Where it stops.
    pub to: Cell,
}

impl Glide {
    fn steps(&self) -> i32 {
        i32::from(self.from.chebyshev(self.to))
    }

    /// Frames the slide lasts.
    pub fn frames(&self) -> u32 {
        self.steps() as u32 * CELL_FRAMES
    }

    /// Cell `k` of the `n` steps of the line: the rounded point k/n of the way.
    fn cell(&self, k: i32) -> (i32, i32) {
        let n = self.steps().max(1);
        let along = |a: i16, b: i16| {
            let d = i32::from(b - a) * k;
            let r = (2 * d.abs() + n) / (2 * n);
            i32::from(a) + if d < 0 { -r } else { r }
        };
        (along(self.from.x, self.to.x), along(self.from.y, self.to.y))
    }

    /// The piece's top-left map pixel after `t` frames: between two touching
    /// cells of its line, part of the way.
    pub fn pixel(&self, t: u32) -> (i32, i32) {
        let n = self.steps();
        let k = (t / CELL_FRAMES) as i32;
        if k >= n {
            return (i32::from(self.to.x) * CELL, i32::from(self.to.y) * CELL);
        }
        let f = (t % CELL_FRAMES) as i32;
        let (ax, ay) = self.cell(k);
        let (bx, by) = self.cell(k + 1);
        let part = |a: i32, b: i32| a * CELL + (b - a) * CELL * f / CELL_FRAMES as i32;
        (part(ax, bx), part(ay, by))
    }
}

/// The event being shown.
pub struct Showing {
    /// Frames shown so far.
    pub t: u32,
    /// Frames it lasts.
    pub len: u32,
    /// A piece sliding from one cell to another.
    pub glide: Option<Glide>,
    /// A sprite blinking on a cell.
    pub flash: Option<(usize, Cell)>,
    /// The temple's needle spins (and settles on the board's direction).
    pub spin: bool,
}

impl Showing {
    /// Where the sliding piece is drawn now, as a map pixel.
    pub fn glide_pixel(&self) -> Option<(Token, (i32, i32))> {
        self.glide.map(|g| (g.token, g.pixel(self.t)))
    }

    /// The needle is still turning (the camera stays on the temple).
    pub fn spinning(&self) -> bool {
        self.spin && self.t < SPIN_FRAMES
    }

    /// The needle's direction now, settling on `to`.
    pub fn needle(&self, to: Angle) -> Angle {
        if self.spin {
            spin_angle(to, self.t)
        } else {
            to
        }
    }
}

/// A monster as the map shows it.
#[derive(Clone, Copy)]
pub struct Piece {
    /// Which monster.
    pub id: MonsterId,
    /// Where it is drawn.
    pub cell: Cell,
    /// Its colour.
    pub colour: MonsterColour,
    /// The pips it shows.
    pub hp: u8,
}

/// The pieces as far as the events shown so far go.
pub struct Board {
    /// Each hero's cell, and whether it still stands.
    pub heroes: heapless::Vec<(Cell, bool), MAX_HEROES>,
    /// The monsters on the map.
    pub monsters: heapless::Vec<Piece, MAX_MONSTERS>,
    /// The temple's hit points (its d20).
    pub temple_hp: u8,
    /// Where the spinner's needle points.
    pub spin: Angle,
    /// The phase and the wave as shown (the top strip's: the game is
    /// ahead of the events being shown, and the strip said "Monsters"
    /// while the words said "Hero 4 waits").
    pub phase: Phase,
    /// The wave as shown.
    pub wave: u8,
    /// The crowds of touching monsters, each with its count badge.
    pub crowds: heapless::Vec<super::crowds::Crowd, { super::crowds::MAX }>,
}

impl Board {
    /// The board as the game stands.
    pub fn new(game: &Game) -> Board {
        let mut board = Board {
            heroes: heapless::Vec::new(),
            monsters: heapless::Vec::new(),
            temple_hp: game.temple_hp(),
            spin: game.last_spin().0,
            phase: game.phase(),
            wave: game.wave(),
            crowds: heapless::Vec::new(),
        };
        board.sync(game);
        board
    }

    /// No hero on the map yet: they arrive one by one
    /// ([`Event::HeroArrives`]).
    pub fn hide_heroes(&mut self) {
        for h in self.heroes.iter_mut() {
            h.1 = false;
        }
    }

    /// Catches up with the game at once (nothing is left to show).
    pub fn sync(&mut self, game: &Game) {
        self.heroes.clear();
        for h in game.heroes() {
            let _ = self.heroes.push((h.cell, h.alive()));
        }
        self.monsters.clear();
        for m in game.monsters() {
            let _ = self.monsters.push(Piece {
                id: m.id,
                cell: m.cell,
                colour: m.colour,
                hp: m.hp,
            });
        }
        self.temple_hp = game.temple_hp();
        self.spin = game.last_spin().0;
        self.phase = game.phase();
        self.wave = game.wave();
        self.lowest_first();
    }

    /// Keeps the monsters lowest on the map first: drawn first, each is in
    /// front of the one above it, whose die would otherwise hide the hit
    /// points over its own. Sorted when a monster moves or comes, never in
    /// a frame of its own: one monster moved at a time, the insertion takes
    /// a comparison or two per monster.
    fn lowest_first(&mut self) {
        let key = |p: &Piece| (core::cmp::Reverse(p.cell.y), p.cell.x);
        let m = &mut self.monsters;
        for i in 1..m.len() {
            let mut j = i;
            while j > 0 && key(&m[j - 1]) > key(&m[j]) {
                m.swap(j - 1, j);
                j -= 1;
            }
        }
        self.crowds = super::crowds::find(&self.monsters);
    }

    /// Where a piece is drawn.
    pub fn cell(&self, t: Token) -> Option<Cell> {
        match t {
            Token::Hero(h) => self.heroes.get(h as usize).map(|h| h.0),
            Token::Monster(id) => self.piece(id).map(|p| p.cell),
        }
    }

    fn piece(&self, id: MonsterId) -> Option<&Piece> {
        self.monsters.iter().find(|p| p.id == id)
    }

    fn piece_mut(&mut self, id: MonsterId) -> Option<&mut Piece> {
        self.monsters.iter_mut().find(|p| p.id == id)
    }

    /// Shows the outcome of `e`.
    pub fn apply(&mut self, e: &Event) {
        match *e {
            Event::HeroMoved { hero, to, .. } => {
                if let Some(h) = self.heroes.get_mut(hero as usize) {
                    h.0 = to;
                }
            }
            Event::HeroKilled { hero } => {
                if let Some(h) = self.heroes.get_mut(hero as usize) {
                    h.1 = false;
                }
            }
            Event::MonsterMoved { monster, to, .. } => {
                if let Some(p) = self.piece_mut(monster) {
                    p.cell = to;
                }
                self.lowest_first();
            }
            Event::AttackRolled {
                monster, damage, ..
            } => {
                if let Some(p) = self.piece_mut(monster) {
                    p.hp = p.hp.saturating_sub(damage).max(1);
                }
            }
            Event::MonsterHealed { monster, hp } => {
                if let Some(p) = self.piece_mut(monster) {
                    p.hp = hp;
                }
            }
            Event::MonsterKilled { monster, .. } | Event::MonsterVanished { monster } => {
                self.monsters.retain(|p| p.id != monster);
                self.crowds = super::crowds::find(&self.monsters);
            }
            Event::TempleDamaged { hp } => self.temple_hp = hp,
            Event::WaveArrives { angle, wave, .. } => {
                self.spin = angle;
                self.wave = wave;
            }
            Event::PhaseChanged(p) => self.phase = p,
            Event::HeroArrives {
                hero, angle, cell, ..
            } => {
                self.spin = angle;
                if let Some(h) = self.heroes.get_mut(hero as usize) {
                    *h = (cell, true);
                }
            }
            Event::MonsterSpawned {
                monster,
                colour,
                cell,
                hp,
            } => {
                let _ = self.monsters.push(Piece {
                    id: monster,
                    cell,
                    colour,
                    hp,
                });
                self.lowest_first();
            }
            _ => {}
        }
    }
}

/// The frames and the glide of a piece moving from one cell to another.
fn slide(token: Token, from: Cell, to: Cell) -> (u32, Option<Glide>) {
    let g = Glide { token, from, to };
    (g.frames(), Some(g))
}

/// Frames a kill is shown (its burst and "Hero 1 slays a monster!"):
/// a second and a half.
pub const KILL_FRAMES: u32 = 90;

/// How to show `e` (and where the camera should look), with the board as it
/// was before `e`.
pub fn plan(board: &Board, e: &Event, has_message: bool) -> (Showing, Option<Cell>) {
    let mut show = Showing {
        t: 0,
        len: if has_message { 20 } else { 0 },
        glide: None,
        flash: None,
        spin: false,
    };
    let at = |t: Token| board.cell(t);
    let mut focus = None;
    match *e {
        Event::HeroMoved { hero, from, to } => {
            (show.len, show.glide) = slide(Token::Hero(hero), from, to);
            focus = Some(to);
        }
        Event::MonsterMoved { monster, from, to } => {
            (show.len, show.glide) = slide(Token::Monster(monster), from, to);
            focus = Some(to);
        }
        Event::AttackRolled {
            monster, damage, ..
        } => {
            focus = at(Token::Monster(monster));
            show.flash = focus.filter(|_| damage > 0).map(|c| (spr::HIT, c));
            show.len = 24;
        }
        Event::MonsterKilled { monster, .. } => {
            focus = at(Token::Monster(monster));
            show.flash = focus.map(|c| (spr::KILL, c));
            // Its words stay to be read, whoever slew it (the playtest: the
            // child's own kill went unsaid, the next words came at once).
            show.len = KILL_FRAMES;
        }
        Event::MonsterSpawned { cell, .. } => {
            // Pointed at as it lands, so that it is found on the map.
            focus = Some(cell);
            show.flash = Some((spr::CURSOR + 1, cell));
            show.len = 16;
        }
        Event::MonsterAttacked {
            victim,
            monster,
            at: cell,
            ..
        } => {
            let hit = match victim {
                Victim::Temple | Victim::Building(_) => Some(cell),
                Victim::Hero(h) => at(Token::Hero(h)).or(Some(cell)),
            };
            show.flash = hit.map(|c| (spr::HIT, c));
            focus = at(Token::Monster(monster)).or(hit);
            show.len = 24;
        }
        Event::HeroKilled { hero } => {
            focus = at(Token::Hero(hero));
            show.flash = focus.map(|c| (spr::KILL, c));
            show.len = 40;
        }
        Event::BuildingRazed { at, .. } | Event::BuildingRepaired { at, .. } => {
            focus = Some(at);
            show.len = 40;
        }
        Event::WaveArrives { toward, .. } => {
            // The needle spins on the temple, then look where the horde lands.
            focus = Some(toward);
            show.spin = true;
            show.len = SPIN_FRAMES + 60;
        }
        Event::HeroArrives { cell, .. } => {
            // The needle spins, the two dice settle, the hero appears.
            focus = Some(cell);
            show.spin = true;
            show.len = SPIN_FRAMES + 40;
        }
        Event::Storm => show.len = 50,
        Event::WaveDefeated { .. } => show.len = 60,
        Event::PhaseChanged(Phase::Won | Phase::Lost(_)) => show.len = 90,
        Event::TurnStarted { .. } => show.len = 30,
        _ => {}
    }
    (show, focus)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::sandford::{Action, Config};

    #[test_case]
    fn a_glide_slides_cell_to_cell_and_stops_on_its_target(_gba: &mut agb::Gba) {
        let g = Glide {
            token: Token::Hero(0),
            from: Cell::new(10, 10),
            to: Cell::new(14, 8),
        };
        assert_eq!(g.frames(), 4 * CELL_FRAMES);
        assert_eq!(g.pixel(0), (80, 80));
        assert_eq!(g.pixel(g.frames()), (112, 64));
        assert_eq!(g.pixel(g.frames() + 7), (112, 64));
        let mut last = g.pixel(0);
        for t in 1..=g.frames() {
            let p = g.pixel(t);
            // Smooth: a pixel or two a frame, never backwards.
            assert!((1..=2).contains(&(p.0 - last.0)), "x jumps at {t}");
            assert!((-2..=0).contains(&(p.1 - last.1)), "y jumps at {t}");
            if t % CELL_FRAMES == 0 {
                // On a whole cell of the line between the two.
                assert!(p.0 % CELL == 0 && p.1 % CELL == 0);
                assert!(p.1 <= 80 && p.1 >= 64);
            }
            last = p;
        }
        let still = Glide { to: g.from, ..g };
        assert_eq!(still.frames(), 0);
        assert_eq!(still.pixel(3), (80, 80));
    }

    #[test_case]
    fn the_board_catches_up_with_the_game_event_by_event(_gba: &mut agb::Gba) {
        let mut game = Game::new(Config {
            heroes: 1,
            rings_option: false,
            seed: 7,
            house: tabletop_core::sandford::HouseRules::NONE,
        });
        let mut board = Board::new(&game);
        let start = game.heroes()[0].cell;
        assert_eq!(board.cell(Token::Hero(0)), Some(start));
        let mut legal: heapless::Vec<Action, 512> = heapless::Vec::new();
        game.legal_actions(&mut legal);
        let to = legal
            .iter()
            .find_map(|a| match *a {
                Action::Move { hero: 0, to } if to != start => Some(to),
                _ => None,
            })
            .expect("hero 1 can move");
        let mut events: heapless::Vec<Event, 128> = heapless::Vec::new();
        assert!(
            game.try_apply(Action::Move { hero: 0, to }, &mut events)
                .is_ok()
        );
        // The game has moved on; the board waits for the event to be shown.
        assert_eq!(board.cell(Token::Hero(0)), Some(start));
        for e in &events {
            board.apply(e);
        }
        assert_eq!(board.cell(Token::Hero(0)), Some(to));
        board.sync(&game);
        assert_eq!(board.cell(Token::Hero(0)), Some(to));
        assert_eq!(board.monsters.len(), game.monsters().len());
        // The temple's d20 and needle wait for their events too.
        assert_eq!(board.temple_hp, game.temple_hp());
        assert_eq!(board.spin, game.last_spin().0);
        board.apply(&Event::TempleDamaged { hp: 13 });
        let angle = Angle(game.last_spin().0.0.wrapping_add(100));
        let wave = Event::WaveArrives {
            wave: 1,
            angle,
            distance: 7,
            dice: [3, 4],
            toward: to,
        };
        board.apply(&wave);
        assert_eq!((board.temple_hp, board.spin), (13, angle));
        board.sync(&game);
        assert_eq!((board.temple_hp, board.spin), (20, game.last_spin().0));
    }

    /// Every kill is said and stays to be read, the child's hero's as
    /// much as the computer's (the playtest: the child's kill went unsaid).
    #[test_case]
    fn every_kill_is_shown_long_enough_to_read(_gba: &mut agb::Gba) {
        let game = Game::new(Config {
            heroes: 4,
            rings_option: false,
            seed: 7,
            house: tabletop_core::sandford::HouseRules::NONE,
        });
        let mut board = Board::new(&game);
        board.apply(&Event::MonsterSpawned {
            monster: MonsterId(9),
            colour: MonsterColour::Red,
            cell: Cell::new(20, 20),
            hp: 1,
        });
        for hero in 0..4 {
            let e = Event::MonsterKilled {
                monster: MonsterId(9),
                hero,
            };
            let (said, _) = super::super::words::event(&e);
            assert!(said.contains("slays a monster"), "{said}");
            let (show, focus) = plan(&board, &e, true);
            assert!(
                show.len >= 90,
                "hero {hero}'s kill shows {} frames",
                show.len
            );
            assert_eq!(focus, Some(Cell::new(20, 20)));
        }
    }

    /// The top strip's phase and wave are the shown events', not the
    /// game's (the playtest: "Monsters" on top while "Hero 4 waits" was
    /// said): ending the turn moves the game on at once, the board when
    /// its events are shown.
    #[test_case]
    fn the_phase_on_top_waits_for_its_event(_gba: &mut agb::Gba) {
        let mut game = Game::new(Config {
            heroes: 2,
            rings_option: false,
            seed: 7,
            house: tabletop_core::sandford::HouseRules::NONE,
        });
        let mut board = Board::new(&game);
        assert_eq!((board.phase, board.wave), (Phase::HeroesArrive, 0));
        let mut events: heapless::Vec<Event, 256> = heapless::Vec::new();
        assert!(game.try_apply(Action::EndTurn, &mut events).is_ok());
        assert!(game.phase() != Phase::HeroesArrive);
        assert_eq!(board.phase, Phase::HeroesArrive, "the board waits");
        let mut changed = false;
        for e in &events {
            board.apply(e);
            if let Event::PhaseChanged(p) = e {
                assert_eq!(board.phase, *p);
                changed = true;
            }
        }
        assert!(changed, "{events:?}");
        assert_eq!((board.phase, board.wave), (game.phase(), game.wave()));
    }

    #[test_case]
    fn the_lowest_monster_is_drawn_first(_gba: &mut agb::Gba) {
        let game = Game::new(Config {
            heroes: 1,
            rings_option: false,
            seed: 7,
            house: tabletop_core::sandford::HouseRules::NONE,
        });
        let mut board = Board::new(&game);
        board.monsters.clear();
        for (i, (x, y)) in [(5, 10), (6, 12), (5, 11), (4, 12)].into_iter().enumerate() {
            board.apply(&Event::MonsterSpawned {
                monster: MonsterId(100 + i as u16),
                colour: MonsterColour::Red,
                cell: Cell::new(x, y),
                hp: 2,
            });
        }
        let cells = |b: &Board| -> heapless::Vec<(i16, i16), 8> {
            b.monsters.iter().map(|p| (p.cell.x, p.cell.y)).collect()
        };
        assert_eq!(&cells(&board)[..], &[(4, 12), (6, 12), (5, 11), (5, 10)]);
        // The top one walks below them all.
        board.apply(&Event::MonsterMoved {
            monster: MonsterId(100),
            from: Cell::new(5, 10),
            to: Cell::new(5, 14),
        });
        assert_eq!(&cells(&board)[..], &[(5, 14), (4, 12), (6, 12), (5, 11)]);
    }
}
