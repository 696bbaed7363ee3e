//! What the battlefield shows while the rules' events play: where each mini
//! stands and its hit points as last shown, the graves of the dead, the dice
//! of the roll being shown, the explosion, and where the camera looks. The
//! game itself has already moved on; this catches up one event at a time.

use alloc::string::String;

use agb::display::GraphicsFrame;
use tabletop_core::hero::gear::{ARMY, Weapon};
use tabletop_core::hero::{Cell, Event, Game, HP, MAX_MINIS, Phase};

use super::board::{Camera, DieInk, Mark, PLAIN, Sheet, spr};
use crate::audio::Sfx;
use crate::player::Stage;

mod dice;
mod start;

/// Frames each cell of a move takes.
const STEP: u32 = 4;
/// Frames the dice tumble before they settle (the roll's words wait for
/// them).
pub const TUMBLE: u8 = 20;
/// Frames a shot's or a throw's words show once its dice settle when they
/// say a rule (a 6 always hits, half hidden, a tie, why 1 die against 2):
/// about 2.5 seconds, long enough for a 7-year-old to read the line (it was
/// gone in half a second); R hurries them.
pub const READ: u32 = 150;
/// Frames a result's words show before A may hurry them (a mashed A never
/// takes them away unseen).
pub const QUIET: u32 = 20;
/// Frames the camera looks at a shooter too far from its target to show
/// both at once, before it goes to the target (the dice tumble meanwhile).
const LOOK: u8 = 36;
/// Frames more a blast's landing cell is marked before the blast shows.
const MARK: u8 = 16;
/// Frames a computer's placing shows (the camera on it, a short pause).
const PLACE_SHOWN: u32 = 40;

/// One mini as shown.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shown {
    /// Where it stands (`None`: not placed, or gone).
    pub at: Option<Cell>,
    /// Its hit points.
    pub hp: i8,
    /// Where it died.
    pub grave: Option<Cell>,
}

/// The stage of the event player.
pub struct Anim {
    /// The minis as shown.
    pub minis: [Shown; MAX_MINIS],
    /// How many minis the game has.
    pub count: usize,
    /// The dice on screen (0: none): the attacker's two, the defender's
    /// two, then the damage or another roll's two; who goes first: one a
    /// side.
    pub dice: [u8; 6],
    /// Each die's colour: the side that rolls it (or [`PLAIN`]).
    pub inks: [DieInk; 6],
    /// Each die's label: the sprite of what it decides.
    labels: [usize; 6],
    /// A shot's or a throw's totals, the attacker's then the defender's,
    /// each marked (the bigger, the smaller, a tie): shown beside each
    /// side's dice once they settle (a child could not add the dice).
    pub totals: Option<[(u8, Mark); 2]>,
    /// The shot is at a half-hidden mini: "+2" shows between its armour
    /// dice and their total.
    pub plus_two: bool,
    /// Frames the dice still tumble (0: settled, their faces show).
    pub tumble: u8,
    /// Where the dice row shows for this roll, worked out once (where the
    /// camera goes) so the dice appear where they stay.
    pub spot: Option<(i32, i32)>,
    /// The roll's words, held until its dice settle.
    held: Option<String>,
    /// The side of the last shooter or thrower (it rolls the damage).
    roller: Option<u8>,
    /// An explosion's centre on screen.
    pub boom: Option<Cell>,
    /// Where the camera should look.
    pub focus: Option<Cell>,
    /// Where it looks next, once a far shooter has been seen (see
    /// [`LOOK`]).
    then: Option<Cell>,
    /// The sides the computer plays (bit per side): their placings show
    /// one by one.
    pub computer: u8,
    /// "Learn to play" (its events go at half speed): the computer's
    /// placings and moves take half their frames, so they go at a real
    /// game's pace and the child's next choice comes soon.
    pub brisk: bool,
    /// Frames each cell of the move being shown takes.
    step: u32,
    /// The side whose turn was last shown (the status line says it, not
    /// the game's, which moves on before its events are shown).
    pub turn: Option<u8>,
    /// The dice for who goes first are rolling (nobody is set up yet).
    pub rolling_first: bool,
    /// The side whose setting up is being shown (its edge, its placings),
    /// until the next side's prompt or computer's words: the status line
    /// names it, as the words do (the game's own side to act has moved on).
    pub setting: Option<u8>,
    /// The status line's side changed: it is drawn again (taken by the
    /// play loop).
    pub restatus: bool,
    /// A computer's placing being shown (framed).
    pub placed: Option<Cell>,
    /// The message to show (taken by the play loop).
    pub message: Option<String>,
    /// New dice were thrown: the strip's old words go (taken by the play
    /// loop; the roll's own words come once the dice settle).
    pub hush: bool,
    /// The sound to play (taken by the play loop).
    pub sound: Option<Sfx>,
    /// The shooter and its target while their roll shows (both marked).
    pub aim: Option<(u8, u8)>,
    /// Each mini's weapon (the fight's words name minis by it).
    weapons: [Weapon; MAX_MINIS],
    /// The mini that fired the last shot of the action being shown (a
    /// light weapon's second shot is told as such, not as the same
    /// sentence again).
    shooter: Option<u8>,
    /// The last shot was a critical hit (its hurt says so).
    crit: bool,
    /// The game's first turn is yet to be told (`Some(true)`: nobody
    /// attacks in the whole first round, `Some(false)`: in that turn).
    first: Option<bool>,
    path: tabletop_core::hero::Path,
    moving: u8,
    /// How many sides play.
    players: u8,
    /// The dice for who goes first decided it: who places first and who
    /// places last (and so moves first), until the front takes it.
    pub first_roll: Option<(u8, u8)>,
    /// "Knocked out" has been explained (the first time it happens).
    told_out: bool,
    /// The frame of the current event from which A may hurry its words
    /// (an attack's result: held [`READ`] frames to be read).
    hold_from: Option<u32>,
    /// A may hurry the current event's words now.
    may_cut: bool,
    /// A hurried them: the event ends this frame.
    cutting: bool,
    /// Why the two sides roll different numbers of dice has been said (the
    /// first time they do: "Sniper: 1 die. Armour: 2 dice.").
    told_dice: bool,
    /// A shot's words said after its first words have been read (the
    /// first 1 die against 2: why, then who won), and the event's frame
    /// they come at (set once the dice settle).
    then_said: Option<(String, Option<u32>)>,
    /// The frame of the current event.
    now: u32,
}

impl Anim {
    /// The view of `game` as it stands.
    pub fn new(game: &Game) -> Anim {
        let mut a = Anim {
            minis: [Shown::default(); MAX_MINIS],
            count: 0,
            dice: [0; 6],
            inks: [PLAIN; 6],
            labels: [0; 6],
            totals: None,
            plus_two: false,
            tumble: 0,
            spot: None,
            held: None,
            roller: None,
            boom: None,
            focus: None,
            then: None,
            computer: 0,
            brisk: false,
            step: STEP,
            placed: None,
            rolling_first: false,
            setting: None,
            restatus: false,
            turn: (game.phase() == Phase::Play)
                .then(|| game.seat_to_act())
                .flatten(),
            message: None,
            hush: false,
            sound: None,
            aim: None,
            shooter: None,
            weapons: [Weapon::None; MAX_MINIS],
            crit: false,
            first: (game.phase() != Phase::Play && game.phase() != Phase::Over)
                .then_some(!game.house().first_turn_only),
            path: tabletop_core::hero::Path::new(),
            moving: 0,
            players: game.players(),
            first_roll: None,
            told_out: false,
            hold_from: None,
            may_cut: false,
            cutting: false,
            told_dice: false,
            then_said: None,
            now: 0,
        };
        for (w, m) in a.weapons.iter_mut().zip(game.minis()) {
            *w = m.kit.weapon;
        }
        // Every line names the minis by their weapons.
        super::words::name_minis(&a.weapons);
        a.settle(game);
        a
    }

    /// The view catches up with `game` (graves kept).
    pub fn settle(&mut self, game: &Game) {
        self.count = game.minis().len().min(MAX_MINIS);
        for (s, m) in self.minis.iter_mut().zip(game.minis()) {
            s.at = m.at;
            s.hp = m.hp;
        }
        // Once every event is shown no old roll stays on the map (but the
        // first dice, while their words wait for a press).
        if self.first_roll.is_none() {
            self.clear_dice();
        }
    }

    /// Side `seat`'s setting up shows now.
    fn setting_up(&mut self, seat: u8) {
        self.restatus |= self.setting != Some(seat);
        self.setting = Some(seat);
    }

    fn clear_dice(&mut self) {
        self.dice = [0; 6];
        self.totals = None;
        self.plus_two = false;
        self.tumble = 0;
        self.spot = None;
        self.boom = None;
        self.aim = None;
        self.held = None;
        self.then = None;
        self.placed = None;
    }

    /// Throws dice: `faces` into the slots from `first`, each in `ink` (the
    /// side that rolls it); they tumble before their faces (and words) show.
    fn roll(&mut self, first: usize, faces: &[u8], ink: DieInk, label: usize) {
        for (k, &f) in faces.iter().enumerate() {
            if let (Some(d), Some(i), Some(l)) = (
                self.dice.get_mut(first + k),
                self.inks.get_mut(first + k),
                self.labels.get_mut(first + k),
            ) {
                *d = f;
                *i = ink;
                *l = label;
            }
        }
        self.tumble = TUMBLE;
        self.hush = true;
    }

    /// The dice stopped: their words come now.
    fn settled(&mut self) {
        self.tumble = 0;
        if self.dice.iter().any(|&f| f > 0) {
            // Written out by hand: formatting two arrays with `{:?}` cost
            // thousands of cycles in the frame the words are drawn.
            let mut line = *b"hero: dice settled [0, 0, 0, 0, 0, 0] inks [0, 0, 0, 0, 0, 0]";
            for (k, (&f, &i)) in self.dice.iter().zip(&self.inks).enumerate() {
                line[20 + 3 * k] = b'0' + f.min(9);
                line[44 + 3 * k] = b'0' + i.min(9);
            }
            if let Ok(text) = core::str::from_utf8(&line) {
                agb::println!("{}", text);
            }
        }
        if let Some([(a, ma), (d, md)]) = self.totals {
            agb::println!("hero: totals {} {} marks {} {}", a, d, ma as u8, md as u8);
        }
        if let Some(m) = self.held.take() {
            self.message = Some(m);
        }
        // What comes after the first words, once they have been read.
        if let Some((_, at)) = &mut self.then_said {
            *at = Some(self.now + READ);
        }
        self.rolling_first = false;
    }

    /// Looks at a shot from `mini` at `target` (its dice thrown): the
    /// camera goes between them (so both show), and both are marked. Too
    /// far apart for one view, it looks at the shooter first, then goes to
    /// the target, and the dice settle once it is there; the frames this
    /// adds to the shot are returned.
    fn shot(&mut self, mini: u8, target: u8) -> u32 {
        let at = |i: u8| self.minis.get(usize::from(i)).and_then(|s| s.at);
        self.aim = Some((mini, target));
        match (at(mini), at(target)) {
            (Some(a), Some(b)) => {
                let (view, fits) = super::board::between_above(a, b, super::board::DICE_TOP);
                if fits {
                    self.focus = Some(view);
                    return 0;
                }
                self.focus = Some(a);
                self.then = Some(view);
                self.tumble = TUMBLE + LOOK;
                u32::from(LOOK)
            }
            (a, b) => {
                self.focus = b.or(a);
                0
            }
        }
    }

    fn mini(&mut self, i: u8) -> Option<&mut Shown> {
        self.minis.get_mut(usize::from(i))
    }

    /// Draws the minis (and graves, pips, dice, explosion) through `cam`.
    /// Every mini's hit points show as pips when `pips_all`, else those of
    /// a hurt mini, of the minis in `health` (a person's picked mini and
    /// target) and of a shot's shooter and target.
    pub fn show(
        &self,
        sheet: &Sheet,
        frame: &mut GraphicsFrame,
        cam: &Camera,
        pips_all: bool,
        health: [Option<u8>; 2],
    ) {
        self.show_dice(sheet, frame);
        // Nothing shows through the dice panel.
        let put = |frame: &mut GraphicsFrame, k: usize, at: (i32, i32)| {
            if !self.under_dice(at) {
                sheet.sprite(frame, k, at);
            }
        };
        let (a, b) = self.aim.unzip();
        let told = |i: usize| {
            [health[0], health[1], a, b]
                .iter()
                .any(|&k| k.is_some_and(|k| usize::from(k) == i))
        };
        if let Some((mini, target)) = self.aim {
            for (i, k) in [(mini, spr::SELECTED), (target, spr::TARGET)] {
                if let Some(c) = self.minis.get(usize::from(i)).and_then(|s| s.at) {
                    put(frame, k, cam.screen(c));
                }
            }
        }
        if let Some(c) = self.placed {
            put(frame, spr::SELECTED, cam.screen(c));
        }
        // The blast shows once its damage die settled (not before what
        // decides it), and only while the blast is told; before, where it
        // lands is marked (blinking) with the rim of what it will reach.
        if let Some(c) = self.boom {
            let (x, y) = cam.screen(c);
            let blink = (self.tumble / 4).is_multiple_of(2);
            if self.tumble == 0 {
                put(frame, spr::BOOM, (x, y));
            } else if blink {
                put(frame, spr::TARGET, (x, y));
            }
            // The blast radius (5 units) as dots on its rim.
            if self.tumble == 0 || blink {
                for (dx, dy) in RIM {
                    put(frame, spr::DOT, (x + dx * 8, y + dy * 8));
                }
            }
        }
        for (i, s) in self.minis[..self.count].iter().enumerate() {
            if let Some(g) = s.grave
                && s.at.is_none()
            {
                put(frame, spr::GRAVE, cam.screen(g));
            }
            let Some(c) = s.at else { continue };
            let k = sprite(i, s.hp <= 0);
            let (x, y) = cam.screen(c);
            put(frame, k, (x, y));
            if (pips_all || s.hp < HP || told(i)) && s.hp > 0 {
                let n = usize::from(s.hp.clamp(1, 6) as u8);
                let stands = |dy: i8| {
                    let row = c.y.checked_add_signed(dy);
                    row.is_some_and(|r| {
                        self.minis[..self.count]
                            .iter()
                            .any(|m| m.at == Some(Cell::new(c.x, r)))
                    })
                };
                if let Some(py) = pips_y(y, stands(-1), stands(1)) {
                    put(frame, spr::PIPS + n - 1, (x, py));
                }
            }
        }
    }
}

/// Where a mini's hearts (pips) show, for a mini whose top is at screen
/// row `y`: above it, or under it when a mini stands just above (the pips
/// never cover a neighbour's number), or not at all between two.
pub fn pips_y(y: i32, above: bool, below: bool) -> Option<i32> {
    match (above, below) {
        (false, _) => Some(y - 5),
        (true, false) => Some(y + 9),
        (true, true) => None,
    }
}

/// The sprite of mini `i` (standing, or knocked out when `down`): the hero
/// wears its crown, the others their numbers 2 to 5, each inside its cell.
pub fn sprite(i: usize, down: bool) -> usize {
    let (seat, k) = (i / ARMY, i % ARMY);
    match (k, down) {
        (0, _) => spr::SIDE + seat * 4 + 1 + if down { 2 } else { 0 },
        (k, false) => spr::NUMBERS + seat * 4 + k - 1,
        (k, true) => spr::KNOCKED + seat * 4 + k - 1,
    }
}

/// The side mini `i` belongs to.
fn side(i: u8) -> DieInk {
    i / ARMY as u8
}

/// Cells on the rim of a 5-unit blast (16 of them).
pub const RIM: [(i32, i32); 16] = [
    (5, 0),
    (-5, 0),
    (0, 5),
    (0, -5),
    (4, 3),
    (-4, 3),
    (4, -3),
    (-4, -3),
    (3, 4),
    (-3, 4),
    (3, -4),
    (-3, -4),
    (2, 5),
    (-2, -5),
    (5, -2),
    (-5, 2),
];

impl Anim {
    /// A pressed while events play: true (and the current event ends) when
    /// its words are an attack's result that has shown a moment.
    pub fn hurry(&mut self) -> bool {
        // First words with more to come: A brings the rest, once they
        // have shown a moment.
        if let Some((_, Some(at))) = &mut self.then_said {
            if self.now + READ >= *at + QUIET {
                *at = self.now;
                return true;
            }
            return false;
        }
        self.cutting |= self.may_cut;
        self.may_cut
    }
}

impl Stage<Event> for Anim {
    fn begin(&mut self, e: &Event) -> u32 {
        let len = self.start(e);
        let result = matches!(
            e,
            Event::Shot { .. }
                | Event::Thrown { .. }
                | Event::Blast { .. }
                | Event::Hurt { .. }
                | Event::KnockedOut { .. }
                | Event::Healed { .. }
        );
        self.hold_from = result.then(|| len.saturating_sub(READ) + QUIET);
        self.may_cut = false;
        self.cutting = false;
        // A roll's words wait until its dice settle.
        if self.tumble >= TUMBLE && self.message.is_some() {
            self.held = self.message.take();
        }
        len
    }

    fn tick(&mut self, e: Option<&Event>, t: u32, _len: u32) {
        self.now = t;
        self.may_cut = self.hold_from.is_some_and(|h| t >= h);
        if let Some((_, Some(at))) = self.then_said
            && t >= at
        {
            self.message = self.then_said.take().map(|(m, _)| m);
        }
        if self.tumble > 0 {
            self.tumble -= 1;
            if self.tumble == TUMBLE
                && let Some(c) = self.then.take()
            {
                self.focus = Some(c);
            }
            if self.tumble == 0 {
                self.settled();
            }
        }
        if let Some(Event::Moved { .. }) = e {
            let k = ((t / self.step.max(1)) as usize).min(self.path.len().saturating_sub(1));
            if let Some(&c) = self.path.get(k) {
                let i = self.moving;
                if let Some(s) = self.mini(i) {
                    s.at = Some(c);
                }
                self.focus = Some(c);
            }
        }
    }

    fn cut(&mut self) -> bool {
        core::mem::take(&mut self.cutting)
    }

    fn end(&mut self, e: Option<&Event>) {
        self.hold_from = None;
        self.may_cut = false;
        self.cutting = false;
        if self.tumble > 0 || self.held.is_some() {
            self.settled();
        }
        // Never left unsaid (the event ended before they came).
        if let Some((m, _)) = self.then_said.take() {
            self.message = Some(m);
        }
        // No orange dot of the blast's rim stays on the map after it.
        if let Some(Event::Blast { .. }) = e {
            self.boom = None;
        }
        if let Some(Event::Moved { path, mini, .. }) = e
            && let Some(&c) = path.last()
            && let Some(s) = self.mini(*mini)
        {
            s.at = Some(c);
        }
    }
}

#[cfg(test)]
mod tests {
    /// A mini knocked out, out of the game or bleeding is looked at (a far
    /// mini was knocked out with nothing on screen): the camera's focus.
    #[test_case]
    fn what_happens_to_a_mini_is_looked_at(_gba: &mut agb::Gba) {
        use tabletop_core::contract::Rules;
        use tabletop_core::hero::{Cell, Event};
        let g = <tabletop_core::hero::Game as Rules>::new(tabletop_core::hero::Config::two(1));
        let mut a = super::Anim::new(&g);
        a.minis[3].at = Some(Cell::new(30, 25));
        a.start(&Event::KnockedOut { mini: 3 });
        assert_eq!(a.focus, Some(Cell::new(30, 25)));
        a.minis[2].at = Some(Cell::new(4, 2));
        a.start(&Event::Bled { mini: 2, hp: 0 });
        assert_eq!(a.focus, Some(Cell::new(4, 2)));
    }

    /// A mini's hearts never cover the number of a mini just above or
    /// below it.
    #[test_case]
    fn hearts_keep_off_a_neighbour_s_number(_gba: &mut agb::Gba) {
        assert_eq!(super::pips_y(40, false, false), Some(35));
        assert_eq!(super::pips_y(40, true, false), Some(49));
        assert_eq!(super::pips_y(40, true, true), None);
    }
}
