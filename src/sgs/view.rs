//! The play screen drawn in regions (title, scene words, heroes, dice, story,
//! prompt, menu, footer; in a fight the map and the fighters' list): each
//! region is cleared and drawn again only when what it shows changed, and
//! only while the frame has time, so no frame runs over budget (a line of
//! forty letters costs about 65,000 cycles on the shared text layer).

use alloc::format;

use tabletop_core::sgs::arena::{Side, State};
use tabletop_core::sgs::scenes::SCENES;

use super::draw;
use super::menu;
use super::play::Story;
use crate::lines::FrameLine;
use crate::text::{Canvas, Glyphs};
use crate::ui::ink;
use tabletop_core::sgs::Game;

mod off;

/// How many regions a layout has.
const REGIONS: usize = 9;
/// A region is started only before this many scanlines of the frame are
/// used (the largest region but the fighters' list takes about 178 of the
/// frame's 228).
const START_BEFORE_LINE: u16 = 48;

/// A fight's title changes at every turn: it is drawn off screen, in one
/// frame, and shown whole in the next vertical blank (the playtest caught
/// "Bram's tu..." half drawn when it went straight to the screen). It
/// begins (copying the screen, about 32 lines, then the title at about
/// twice its cost) only this early.
const TITLE_BEFORE_LINE: u16 = 48;

/// Each dice row begins only this early in a frame (the play loop reaches
/// them at about line 12 when nothing else is drawn first), so the
/// display, which reaches them at line 122 of the frame (the adventure's)
/// or 149 (a fight's), never overtakes them (`tests/tests/sgs_dice.rs`).
const DICE_BEFORE_LINE: u16 = 20;

/// The regions: what each shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Part {
    Title,
    Words,
    Heroes,
    /// The first dice row.
    Dice,
    /// The dice rows after the first (and the adventure's key to their
    /// colours): drawn apart from the first, each in time before the
    /// display reaches it.
    Dice2,
    Story,
    Prompt,
    Menu,
    Footer,
    Map,
    Fighters,
}

/// The quest's regions and their areas (x, y, w, h), drawn in this order.
const QUEST: [(Part, (i32, i32, i32, i32)); REGIONS] = [
    (Part::Prompt, (0, 114, 240, 10)),
    (Part::Menu, (0, 124, 240, 27)),
    (Part::Dice, (0, 54, 240, 14)),
    (Part::Dice2, (0, 68, 240, 25)),
    (Part::Story, (0, 93, 240, 21)),
    (Part::Words, (0, 13, 240, 22)),
    (Part::Heroes, (0, 35, 240, 19)),
    (Part::Title, (0, 0, 240, 13)),
    (Part::Footer, (0, 151, 240, 9)),
];

/// A fight's regions (the title first: the display shows it first).
const FIGHT: [(Part, (i32, i32, i32, i32)); REGIONS] = [
    (Part::Title, (0, 0, 240, 12)),
    (Part::Map, (0, 12, 104, 69)),
    (Part::Prompt, (0, 120, 240, 10)),
    (Part::Menu, (0, 130, 240, 21)),
    (Part::Dice, (0, 81, 240, 14)),
    (Part::Dice2, (0, 95, 240, 15)),
    (Part::Story, (0, 110, 240, 10)),
    (Part::Fighters, off::LIST),
    (Part::Footer, (0, 151, 240, 9)),
];

/// The scene's words are wrapped to this many pixels (from x = 4 to the
/// right margin).
pub const SCENE_W: i32 = draw::RIGHT - 4;
/// Wound dots shown after a hero's name on the quest screen.
pub const MAX_DOTS: u8 = 6;
/// A hero's column on the quest screen (two heroes a line).
pub const HERO_COLUMN: i32 = 118;

/// Where hero `i`'s name starts on the quest screen: two a line, so the
/// longest names and their wound dots fit.
pub fn hero_spot(i: usize) -> (i32, i32) {
    (4 + (i % 2) as i32 * HERO_COLUMN, 36 + (i / 2) as i32 * 9)
}

/// What is on the screen, region by region.
pub struct View {
    fight: Option<bool>,
    shown: [u32; REGIONS],
    /// The fighters' list or the map being drawn off screen: which, the
    /// next fighter, and the signature it is drawn for.
    off: Option<(Part, usize, u32)>,
    /// The benchmark's record of the last frame's drawing: each part drawn
    /// with the frame lines it began and ended on, and each fighter's row
    /// drawn off screen (as 1000 + its row) with the line it began on (a
    /// slow frame's log line shows it).
    #[cfg(feature = "bench")]
    pub(super) trace: heapless::Vec<(Part, u16, u16), 24>,
}

/// A small hash of what a region shows (FNV-1a).
struct Sig(u32);

impl Sig {
    fn new() -> Sig {
        Sig(0x811C_9DC5)
    }
    fn n(&mut self, v: u32) {
        for b in v.to_le_bytes() {
            self.0 = (self.0 ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    }
    fn s(&mut self, s: &str) {
        for b in s.bytes() {
            self.0 = (self.0 ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
        self.n(0xFF);
    }
}

/// The key to the dice colours shows on a fight's prompt line (dice on
/// screen, no prompt yet).
fn fight_key(p: &Story, fight: bool) -> bool {
    fight && !p.rows.is_empty() && p.rows.iter().all(|r| r.answer.is_none())
}

/// A fight's title: its round, and whose turn it is (the playtest: who
/// goes first was hard to follow), at every turn; a monster's turn is
/// the monsters' (`monster`), in their red: a banner over their acts (the
/// playtest: the monsters acted for long, unannounced).
pub fn fight_title(round: u8, actor: Option<&str>, monster: bool) -> alloc::string::String {
    let round = round.max(1);
    match actor {
        Some(who) if monster => format!("Monsters' turn: {who}"),
        Some(who) => format!("Fight! Round {round}: {who}'s turn"),
        None => format!("Fight! Round {round}"),
    }
}

/// What the prompt's line shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PromptLine {
    /// The person's prompt.
    Prompt,
    /// The key to a fight's dice colours.
    Key,
    /// Nothing.
    Blank,
}

/// The prompt's line: the prompt when a person is asked, else in a fight
/// the key to the dice colours while dice are on screen, the same between
/// the computer's actions as during its events (it never blinks).
pub fn prompt_line(p: &Story, fight: bool) -> PromptLine {
    if !p.busy && !p.prompt.is_empty() {
        PromptLine::Prompt
    } else if fight_key(p, fight) {
        PromptLine::Key
    } else {
        PromptLine::Blank
    }
}

/// The keys' help on the bottom line. While nobody is asked (events
/// shown, the computer's turn, an automatic step) it is one line, the same
/// between the computer's actions as during their events: A or R hurry
/// and B skips all along (the playtest: it flickered between two).
pub fn footer(p: &Story) -> &'static str {
    if p.walking {
        // Each step shown too: it never blinks between the steps.
        "+ pad walk   A or B: stop walking"
    } else if p.passing {
        "A: I have the console   START pause"
    } else if p.busy || p.items.is_empty() {
        "A or R hurry   B skip   START pause"
    } else {
        "A pick   SELECT hint   START pause"
    }
}

/// Some die on screen is still tumbling.
fn tumbling(p: &Story) -> bool {
    p.rows
        .iter()
        .zip(&p.settled)
        .any(|(r, &s)| s < r.faces.len())
}

fn signature(part: Part, p: &Story, game: &Game) -> u32 {
    let mut h = Sig::new();
    let fight = game.arena();
    let ready = !p.busy;
    match part {
        Part::Title => {
            h.n(fight.map_or(0, |_| u32::from(p.seen.round.max(1))));
            h.n(fight.and(p.seen.actor).map_or(99, u32::from));
        }
        Part::Words => h.n(u32::from(p.scene)),
        Part::Heroes => {
            if let Some(q) = game.quest() {
                for (x, &(wounds, dead)) in q.heroes().iter().zip(&p.seen.heroes) {
                    h.s(x.ch.name());
                    h.n(u32::from(wounds) | u32::from(dead) << 8);
                }
            }
        }
        // Both dice parts follow every row: the results' column is the
        // rows' together.
        Part::Dice | Part::Dice2 => {
            h.n(part as u32);
            for (r, &s) in p.rows.iter().zip(&p.settled) {
                h.s(&r.label);
                for &f in &r.faces {
                    h.n(u32::from(f));
                }
                h.n(r.pool as u32 | (r.result as u8 as u32) << 8);
                h.n(s as u32);
            }
            if tumbling(p) {
                h.n(u32::from(p.spin));
            }
        }
        Part::Story => {
            for l in &p.story {
                h.s(l);
            }
        }
        Part::Prompt => match prompt_line(p, fight.is_some()) {
            PromptLine::Prompt => h.s(&p.prompt),
            PromptLine::Key => h.s(draw::key(&p.rows)),
            PromptLine::Blank => h.n(1),
        },
        Part::Menu => {
            if ready {
                for it in &p.items {
                    h.s(&it.text);
                }
                h.n(p.cursor as u32);
            }
        }
        Part::Footer => h.s(footer(p)),
        Part::Map | Part::Fighters => {
            if fight.is_some() {
                h.n(u32::from(p.seen.actor.unwrap_or(99)));
                for f in &p.seen.fighters {
                    // The list shows no places: a step redraws the map only.
                    if part == Part::Map {
                        h.n(u32::from(f.at.0) | u32::from(f.at.1) << 8);
                    }
                    h.n(u32::from(f.wounds));
                    h.n(match f.state {
                        State::Up => 0,
                        State::Out(_) => 1,
                        State::Dying(_) => 2,
                        State::Dead => 3,
                    });
                }
            }
        }
    }
    h.0
}

fn draw_part(part: Part, p: &Story, game: &Game, c: &mut Canvas, g: &Glyphs) {
    let fight = game.arena();
    let ready = !p.busy;
    match part {
        Part::Title => {
            let mut colour = ink::YELLOW;
            let title = match fight {
                Some(a) => {
                    let names = super::words::fighter_names(a);
                    let who = p.seen.actor.and_then(|i| names.get(usize::from(i)));
                    let monster = p.seen.actor.is_some_and(|i| {
                        a.fighters()
                            .get(usize::from(i))
                            .is_some_and(|f| f.side == Side::B)
                    });
                    if monster {
                        colour = ink::RED;
                    }
                    let who = who.map(alloc::string::String::as_str);
                    let t = fight_title(p.seen.round, who, monster);
                    agb::println!("sgs: title {}", t);
                    t
                }
                None => alloc::string::String::from("The Well under Hollowmere"),
            };
            c.text(g, 4, 2, colour, &title);
        }
        Part::Words => {
            let text = SCENES.get(usize::from(p.scene)).map_or("", |s| s.0);
            c.text(g, 4, 14, ink::WHITE, &crate::wrap::wrap(g, text, SCENE_W));
        }
        Part::Heroes => {
            if let Some(q) = game.quest() {
                for (i, (h, &(wounds, dead))) in q.heroes().iter().zip(&p.seen.heroes).enumerate() {
                    let (x, y) = hero_spot(i);
                    let colour = if dead { ink::GREY } else { ink::SKY };
                    let mut x = c.text(g, x, y, colour, h.ch.name()) + 3;
                    // The fallen are greyed, with no wounds to count.
                    let dots = if dead { 0 } else { wounds.min(MAX_DOTS) };
                    for _ in 0..dots {
                        c.fill(x, y + 2, 4, 4, ink::RED);
                        x += 5;
                    }
                }
            }
        }
        Part::Dice | Part::Dice2 => {
            let y = if fight.is_some() { 82 } else { 55 };
            // Two rows (a blow, a contest): their results one under the
            // other, to compare.
            let column = if p.rows.len() >= 2 {
                draw::results_column(g, 4, &p.rows)
            } else {
                None
            };
            for (i, (r, &s)) in p.rows.iter().zip(&p.settled).enumerate() {
                if (i == 0) != (part == Part::Dice) {
                    continue;
                }
                // In a fight a row is a fighter's: the foes' names in red,
                // as in the fighters' list.
                let foe = fight.is_some_and(|a| {
                    a.fighters()
                        .get(usize::from(r.who))
                        .is_some_and(|f| f.side == Side::B)
                });
                let colour = draw::row_colour(r, foe);
                draw::roll(
                    c,
                    g,
                    (4, y + i as i32 * 14),
                    r,
                    (colour, column),
                    (s, p.spin),
                );
            }
            // The key to the colours (not for the oracle's yes or no).
            let key = part == Part::Dice2 && !p.rows.is_empty();
            if key && fight.is_none() && p.rows.iter().all(|r| r.answer.is_none()) {
                c.text(g, 4, y + 29, ink::GREY, draw::key(&p.rows));
            }
        }
        Part::Story => {
            let (y, skip) = if fight.is_some() {
                // In a fight only the newest story line fits.
                (110, p.story.len().saturating_sub(1))
            } else {
                (94, 0)
            };
            for (i, l) in p.story.iter().skip(skip).enumerate() {
                c.text(g, 4, y + i as i32 * 10, ink::WHITE, l);
            }
        }
        Part::Prompt => {
            let y = if fight.is_some() { 120 } else { 114 };
            match prompt_line(p, fight.is_some()) {
                PromptLine::Prompt => c.text(g, 4, y, ink::YELLOW, &p.prompt),
                // No prompt in a fight with dice on screen: the key to
                // their colours.
                PromptLine::Key => c.text(g, 4, y, ink::GREY, draw::key(&p.rows)),
                PromptLine::Blank => 0,
            };
        }
        Part::Menu => {
            if ready {
                let (y, rows) = if fight.is_some() { (130, 2) } else { (124, 3) };
                menu::draw(c, g, &p.items, p.cursor, y, rows);
            }
        }
        Part::Footer => {
            let foot = footer(p);
            agb::println!("sgs: footer {}", foot);
            c.text(g, 4, 151, ink::GREY, foot);
        }
        // Drawn a fighter at a time, off screen: View::off_screen.
        Part::Map | Part::Fighters => {}
    }
}

impl View {
    /// Nothing drawn yet: the first frame clears the layer.
    pub fn new() -> View {
        View {
            fight: None,
            shown: [0; REGIONS],
            off: None,
            #[cfg(feature = "bench")]
            trace: heapless::Vec::new(),
        }
    }

    /// Forgets what is drawn (another screen used the text layer).
    pub fn invalidate(&mut self) {
        self.fight = None;
        self.off = None;
    }

    /// Draws the regions that changed, while the frame has time. A new
    /// layout (the fight begins or ends) clears the layer first. True when
    /// everything is drawn.
    pub fn draw(&mut self, p: &Story, game: &Game, c: &mut Canvas, g: &Glyphs) -> bool {
        // Read from the frame's clock, which counts on past the frame's
        // last line (the frame line starts again at 0 there: a long list
        // begun late once read as early and went on into the next frame,
        // 375,000 cycles, measured by `make bench`).
        let mut at = FrameLine::start();
        let fight = game.arena().is_some();
        #[cfg(feature = "bench")]
        self.trace.clear();
        if self.fight != Some(fight) {
            self.off = None;
            c.clear();
            self.fight = Some(fight);
            // Nothing shown: every region differs from this.
            self.shown = [0x5EED_0000; REGIONS];
        }
        // A list or a map drawn off screen was shown (flushed): straight
        // to the screen again.
        if self.off.is_none() && c.is_deferred() && !c.pending() {
            c.set_deferred(false);
        }
        let layout = if fight { &FIGHT } else { &QUEST };
        // The part being drawn off screen goes on first, alone: whole, it
        // is shown in the next vertical blank, and the other regions wait
        // for the frame after (drawn off screen they would cost twice
        // their time).
        if let Some((part, ..)) = self.off
            && let Some(i) = layout.iter().position(|r| r.0 == part)
        {
            let want = signature(part, p, game);
            let t0 = at.now();
            if self.off_screen((part, want), p, game, c, g, &mut at) {
                self.shown[i] = want;
            }
            self.traced(part, t0, &mut at);
            return false;
        }
        let mut all = true;
        for (i, &(part, (x, y, w, h))) in layout.iter().enumerate() {
            let want = signature(part, p, game);
            if want == self.shown[i] {
                continue;
            }
            // Nothing is drawn while the off-screen part waits to be shown.
            if c.is_deferred() {
                return false;
            }
            if matches!(part, Part::Fighters | Part::Map) {
                let t0 = at.now();
                if self.off_screen((part, want), p, game, c, g, &mut at) {
                    self.shown[i] = want;
                }
                self.traced(part, t0, &mut at);
                return false;
            }
            // The dice rows only at the very start of a frame, so they
            // are drawn whole before the display reaches them (the
            // session-31 playtest saw "= 3 su..." with six dice or more:
            // the display overtook the row being drawn; off screen they
            // cost twice, over the frame's budget).
            if matches!(part, Part::Dice | Part::Dice2) && at.now() >= DICE_BEFORE_LINE {
                all = false;
                continue;
            }
            // A fight's title: off screen, shown whole (the regions after
            // it wait for the next frame).
            if part == Part::Title && fight {
                if at.now() >= TITLE_BEFORE_LINE {
                    return false;
                }
                let t0 = at.now();
                c.set_deferred(true);
                c.fill(x, y, w, h, 0);
                draw_part(part, p, game, c, g);
                self.shown[i] = want;
                self.traced(part, t0, &mut at);
                return false;
            }
            // Too late in the frame: the next.
            if at.now() >= START_BEFORE_LINE {
                all = false;
                continue;
            }
            let t0 = at.now();
            c.fill(x, y, w, h, 0);
            draw_part(part, p, game, c, g);
            self.shown[i] = want;
            self.traced(part, t0, &mut at);
        }
        all && !c.is_deferred()
    }
}
