//! The Simple Game System on the GBA: the start screen (the adventure with
//! the ready-made heroes, or an arena fight), the adventure "The Well under
//! Hollowmere" with its rolls, odds, boxcars and fights, and the end. The
//! rules and the computer players are `tabletop_core::sgs`; this module only
//! shows them and turns buttons into actions.

#[cfg(feature = "bench")]
pub mod bench;
mod bot;
mod build;
mod captions;
mod die;
mod draw;
mod end;
mod face;
mod figure;
#[cfg(test)]
mod fit;
mod guide;
mod help;
mod hint;
mod keyboard;
mod learn;
mod marks;
mod menu;
mod mode;
mod party;
mod play;
mod seen;
mod sheet;
mod stage;
mod start;
mod tell;
mod view;
mod walk;
mod words;
mod xp;

use alloc::boxed::Box;
use alloc::vec::Vec;

use tabletop_core::contract::{Dice, LoadError, Rules};
use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::{self, Arena, Foes};
use tabletop_core::sgs::quest::{Hero, MAX_PARTY, Quest, QuestConfig};

use crate::app::{App, Scene};
use crate::entry::{self, Choice, Exit};
use crate::screen::Ended;
use party::{Party, fresh};
use play::Play;
use start::Start;

/// The game's one entry point from the cartridge menu. The heroes (their XP,
/// skills and wounds) are saved when they change and after each adventure,
/// and come back at power-on.
pub fn run(app: &mut App, menu_index: usize) -> Scene {
    agb::println!("scene: sgs");
    entry::run::<Sgs>(app, menu_index)
}

/// What the start screen keeps: the heroes (saved, as the versioned party
/// record) and the choices made on it (until the cartridge menu).
#[derive(Default, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    kept: Party,
    #[serde(skip)]
    choice: start::Choice,
    /// An arena fight is played, not the adventure.
    #[serde(skip)]
    arena: bool,
    /// The next adventure's creatures are played at Easy (the real game
    /// after "Learn to play").
    #[serde(skip)]
    easy: bool,
}

/// This game's screens for the shared entry loop.
struct Sgs;

impl entry::Screens for Sgs {
    type Settings = Settings;

    fn options(app: &mut App, s: &mut Settings) -> Choice {
        options(app, s)
    }

    fn play(app: &mut App, s: &mut Settings, seed: u64) -> Exit {
        if s.arena {
            let play = new_fight(s, seed);
            fight(app, play)
        } else {
            let mut play = new_adventure(s, seed);
            if core::mem::take(&mut s.easy) {
                agb::println!("sgs: creatures easy");
                play.front.level = tabletop_core::contract::Level::Easy;
            }
            adventure(app, s, play)
        }
    }

    fn help(app: &mut App) {
        crate::help::show(app, "sgs", &help::PAGES)
    }

    fn learn(app: &mut App, s: &mut Settings) -> Exit {
        learn::run(app, s)
    }

    fn resume(app: &mut App, s: &mut Settings, seed: u64, game: &[u8]) -> Result<Exit, LoadError> {
        let play = load_play(game, seed, s.choice.computer, s.choice.people)?;
        Ok(match &play.game {
            Game::Adventure(q) => {
                agb::println!("sgs: resumed adventure scene={}", q.scene());
                s.arena = false;
                adventure(app, s, play)
            }
            Game::Arena(a) => {
                agb::println!("sgs: resumed arena round={}", a.round());
                s.arena = true;
                fight(app, play)
            }
        })
    }

    /// The heroes alone, as the versioned party record.
    fn settings_bytes(s: &Settings) -> Option<Vec<u8>> {
        party::bytes(&s.kept)
    }

    fn read_settings(bytes: &[u8]) -> Option<Settings> {
        let kept = party::read(bytes)?;
        agb::println!(
            "sgs: heroes loaded {} xp={}",
            kept.heroes[0].ch.name(),
            kept.heroes[0].ch.xp()
        );
        Some(Settings {
            kept,
            ..Settings::default()
        })
    }

    /// A suspended game keeps the party's size and how many people play
    /// it (one byte, [`mode::pack`]): the heroes are in the game.
    fn setup_bytes(s: &Settings, seed: u64) -> Vec<u8> {
        crate::save::setup_bytes(&mode::pack(s.choice.party, s.choice.people), seed)
    }

    /// This version's setup, or one saved before hot seat (the party's
    /// size alone: one person).
    fn read_setup(s: &mut Settings, bytes: &[u8]) -> Option<u64> {
        let (b, seed) = crate::save::read_setup::<u8>(bytes)?;
        (s.choice.party, s.choice.people) = mode::unpack(b);
        agb::println!(
            "sgs: setup party={} people={}",
            s.choice.party,
            s.choice.people
        );
        Some(seed)
    }
}

/// The start screen and the screens it opens, until a game is started, help
/// is asked for, a hero made or trained is to be kept, or back.
fn options(app: &mut App, s: &mut Settings) -> Choice {
    loop {
        match start::run(app, &s.kept, &mut s.choice) {
            Start::Back => return Choice::Back,
            Start::Help => return Choice::Help,
            Start::Learn => return Choice::Learn,
            Start::Sheets => {
                if sheet::run(app, &mut s.kept, usize::from(s.choice.party)) {
                    return store_now();
                }
            }
            Start::Build => {
                let places: Vec<alloc::string::String> = s
                    .kept
                    .heroes
                    .iter()
                    .map(|h| alloc::string::String::from(h.ch.name()))
                    .collect();
                if let Some(b) = build::run(app, &places) {
                    s.kept.heroes[b.slot] = b.hero;
                    s.kept.faces[b.slot] = b.face;
                    s.choice.party = s.choice.party.max(b.slot as u8 + 1);
                    return store_now();
                }
            }
            Start::Adventure => {
                s.arena = false;
                return Choice::Start;
            }
            Start::Arena => {
                s.arena = true;
                return Choice::Start;
            }
        }
    }
}

/// The heroes changed: the entry loop writes them now.
fn store_now() -> Choice {
    agb::println!("sgs: heroes saved (made or trained)");
    Choice::Store
}

/// Says in the log that the heroes are written (the tests wait for it).
fn saved(s: &Settings) -> Option<Vec<u8>> {
    let bytes = party::bytes(&s.kept);
    let n = bytes.as_ref().map_or(0, Vec::len);
    agb::println!("sgs: heroes saved bytes={}", n);
    bytes
}

/// Plays an adventure (new or resumed) to its end. Quitting it leaves it
/// suspended and goes to the start screen. At its end the heroes carry
/// their sheets, XP and tutors, rested by the core's rule (the fallen are
/// replaced by ready-made ones), kept with its record before the end screen.
fn adventure(app: &mut App, s: &mut Settings, mut play: Box<Play>) -> Exit {
    let ended = play::run(app, &mut play);
    let Game::Adventure(q) = &play.game else {
        return Exit::Options;
    };
    if !matches!(ended, Ended::Over) {
        return Exit::Options;
    }
    let (won, xp) = q
        .outcome()
        .map_or((false, 0), |o| (o.completed, u16::from(o.xp)));
    let kept = &mut s.kept;
    for (i, h) in q.heroes().iter().enumerate() {
        if i < kept.heroes.len() {
            if h.dead {
                kept.heroes[i] = fresh(i);
                kept.faces[i] = face::ready_made(i);
            } else {
                kept.heroes[i] = Hero {
                    ch: h.ch.rested(),
                    weapon: h.weapon,
                    dead: false,
                };
            }
        }
    }
    crate::save::finished_keeping(app, 0, Some(won), xp, saved(s));
    again(end::adventure(app, q))
}

/// Plays an arena fight (new or resumed) to its end; quitting it leaves it
/// suspended and goes to the start screen. Its end clears the suspend slot
/// and counts in the records.
fn fight(app: &mut App, mut play: Box<Play>) -> Exit {
    use tabletop_core::sgs::{Outcome, Side};
    let ended = play::run(app, &mut play);
    let Game::Arena(a) = &play.game else {
        return Exit::Options;
    };
    if !matches!(ended, Ended::Over) {
        return Exit::Options;
    }
    let won = match a.outcome() {
        Some(Outcome::Won(side)) => Some(side == Side::A),
        _ => None,
    };
    crate::save::finished(app, 0, won, 0);
    again(end::arena(app, a))
}

/// The end screen's answer: A plays again, START goes to the start screen.
fn again(yes: bool) -> Exit {
    if yes { Exit::Again } else { Exit::Options }
}

/// A new adventure with `party`, on the heap (built in a frame of its own:
/// a game is over a KiB, and must not sit under the whole game played).
#[inline(never)]
fn new_adventure(s: &Settings, seed: u64) -> Box<Play> {
    let c = &s.choice;
    let party: heapless::Vec<Hero, MAX_PARTY> = s
        .kept
        .heroes
        .iter()
        .take(usize::from(c.party))
        .cloned()
        .collect();
    let config = QuestConfig {
        seed,
        party: c.party,
        random: false,
        last_breath: c.last_breath,
    };
    agb::println!("sgs: start adventure party={} people={}", c.party, c.people);
    agb::println!("sgs: new game seed={} mode=adventure", seed);
    let q = Quest::with_party(config, party, Dice::new(seed));
    play::boxed(Game::Adventure(q), seed, c.computer, c.people)
}

/// A new arena fight with the party shown on the start screen, on the heap.
#[inline(never)]
fn new_fight(s: &Settings, seed: u64) -> Box<Play> {
    let c = &s.choice;
    let config = arena::Config {
        seed,
        party: c.party,
        foes: Foes::Level(c.level),
    };
    agb::println!(
        "sgs: start arena party={} level={} people={}",
        c.party,
        c.level,
        c.people
    );
    agb::println!("sgs: new game seed={} mode=arena", seed);
    let party: Vec<_> = s
        .kept
        .heroes
        .iter()
        .take(usize::from(c.party))
        .map(|h| (h.ch.clone(), h.weapon))
        .collect();
    let a = Arena::with_party(config, &party);
    // The names as the screen tells them (two of a kind numbered).
    let told = words::fighter_names(&a);
    let names = |side| {
        let on_side = a
            .fighters()
            .iter()
            .zip(&told)
            .filter(|(f, _)| f.side == side);
        on_side
            .map(|(_, n)| n.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    use tabletop_core::sgs::Side;
    agb::println!("sgs: fighters {} vs {}", names(Side::A), names(Side::B));
    for (f, n) in a.fighters().iter().zip(&told) {
        agb::println!("sgs: fighter {} at {},{}", n, f.at.0, f.at.1);
    }
    play::boxed(Game::Arena(a), seed, c.computer, c.people)
}

/// A suspended game read back, on the heap.
#[inline(never)]
fn load_play(
    bytes: &[u8],
    seed: u64,
    computer: tabletop_core::contract::Level,
    people: u8,
) -> Result<Box<Play>, tabletop_core::contract::LoadError> {
    Ok(play::boxed(load_game(bytes)?, seed, computer, people))
}

/// A suspended game from its save bytes: this version's, or an adventure or
/// arena fight saved by an earlier one (played on the same).
fn load_game(bytes: &[u8]) -> Result<Game, tabletop_core::contract::LoadError> {
    use tabletop_core::contract::{LoadError, save};
    match save::decode::<Game>(bytes) {
        Err(LoadError::OtherGame) => match save::decode::<Quest>(bytes) {
            Err(LoadError::OtherGame) => save::decode::<Arena>(bytes).map(Game::Arena),
            q => q.map(Game::Adventure),
        },
        g => g,
    }
}
