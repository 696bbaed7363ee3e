//! The Simple Game System on the GBA: the start screen (the adventure with
//! the ready-made heroes, or an arena fight), the adventure "The Well under
//! Hollowmere" with its rolls, odds, boxcars and fights, and the end. The
//! rules and the computer players are `tabletop_core::sgs`; this module only
//! shows them and turns buttons into actions.

#[cfg(feature = "bench")]
pub mod bench;
mod bot;
mod build;
mod draw;
mod end;
mod face;
#[cfg(test)]
mod fit;
mod help;
mod keyboard;
mod menu;
mod mode;
mod party;
mod play;
mod sheet;
mod start;
mod view;
mod words;
mod xp;

use alloc::boxed::Box;
use alloc::vec::Vec;

use tabletop_core::contract::Dice;
use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::{self, Arena, Foes};
use tabletop_core::sgs::quest::{Hero, MAX_PARTY, Quest, QuestConfig};

use crate::app::{App, Scene};
use party::{Party, fresh};
use play::{Left, Play};
use start::Start;

/// The heroes as the save memory keeps them (this game's options bytes in the
/// settings slot), each sheet checked; fresh ready-made heroes otherwise.
fn load(app: &App, menu_index: usize) -> Party {
    let saved = app.saves.settings();
    match saved.options.get(menu_index).and_then(|b| party::read(b)) {
        Some(p) => {
            agb::println!(
                "sgs: heroes loaded {} xp={}",
                p.heroes[0].ch.name(),
                p.heroes[0].ch.xp()
            );
            p
        }
        None => Party::fresh(),
    }
}

/// Writes the heroes to the save memory.
fn store(app: &mut App, menu_index: usize, kept: &Party) {
    if let Some(bytes) = party::bytes(kept) {
        agb::println!("sgs: heroes saved bytes={}", bytes.len());
        app.saves.update(|s| {
            if let Some(o) = s.options.get_mut(menu_index) {
                *o = bytes;
            }
        });
    }
}

/// The game's one entry point from the cartridge menu. The heroes (their XP,
/// skills and wounds) are saved after each adventure and come back at
/// power-on.
pub fn run(app: &mut App, menu_index: usize) -> Scene {
    agb::println!("scene: sgs");
    let mut kept = load(app, menu_index);
    let mut choice = start::Choice::default();
    if resume(app, menu_index, &mut kept, &mut choice) {
        return Scene::Menu(menu_index);
    }
    loop {
        match start::run(app, &kept, &mut choice) {
            Start::Back => return Scene::Menu(menu_index),
            Start::Help => crate::help::show(app, "sgs", &help::PAGES),
            Start::Sheets => {
                if sheet::run(app, &mut kept, usize::from(choice.party)) {
                    store(app, menu_index, &kept);
                }
            }
            Start::Build => {
                let places: Vec<alloc::string::String> = kept
                    .heroes
                    .iter()
                    .map(|h| alloc::string::String::from(h.ch.name()))
                    .collect();
                if let Some(b) = build::run(app, &places) {
                    kept.heroes[b.slot] = b.hero;
                    kept.faces[b.slot] = b.face;
                    store(app, menu_index, &kept);
                    choice.party = choice.party.max(b.slot as u8 + 1);
                }
            }
            Start::Adventure => loop {
                let seed = app.fresh_seed();
                let party: heapless::Vec<Hero, MAX_PARTY> = kept
                    .heroes
                    .iter()
                    .take(usize::from(choice.party))
                    .cloned()
                    .collect();
                let config = QuestConfig {
                    seed,
                    party: choice.party,
                    random: false,
                    last_breath: choice.last_breath,
                };
                agb::println!("sgs: start adventure party={}", choice.party);
                agb::println!("sgs: new game seed={} mode=adventure", seed);
                let play = new_adventure(config, party, choice.companions);
                app.saves.clear(menu_index);
                app.saves
                    .begin(menu_index, crate::save::setup_bytes(&choice.party, seed));
                if !adventure(app, menu_index, &mut kept, play) {
                    break;
                }
            },
            Start::Arena => loop {
                let seed = app.fresh_seed();
                let config = arena::Config {
                    seed,
                    party: choice.party,
                    foes: Foes::Level(choice.level),
                };
                agb::println!(
                    "sgs: start arena party={} level={}",
                    choice.party,
                    choice.level
                );
                agb::println!("sgs: new game seed={} mode=arena", seed);
                app.saves.clear(menu_index);
                app.saves
                    .begin(menu_index, crate::save::setup_bytes(&choice.party, seed));
                let party: alloc::vec::Vec<_> = kept
                    .heroes
                    .iter()
                    .take(usize::from(choice.party))
                    .map(|h| (h.ch.clone(), h.weapon))
                    .collect();
                let play = new_fight(config, &party, choice.companions);
                if !fight(app, play) {
                    break;
                }
            },
        }
    }
}

/// Plays an adventure (new or resumed) to its end; false when the person
/// left it (it stays suspended) or chose the start screen at its end. The
/// heroes carry their sheets, XP and tutors, rested by the core's rule (the
/// fallen are replaced by ready-made ones).
fn adventure(app: &mut App, menu_index: usize, kept: &mut Party, mut play: Box<Play>) -> bool {
    use tabletop_core::contract::Rules;
    let left = play::run(app, &mut play);
    let Game::Adventure(q) = &play.game else {
        return false;
    };
    if let Left::Quit = left {
        return false;
    }
    let (won, xp) = q
        .outcome()
        .map_or((false, 0), |o| (o.completed, u16::from(o.xp)));
    crate::save::finished(app, 0, Some(won), xp);
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
    store(app, menu_index, kept);
    end::adventure(app, q)
}

/// Plays an arena fight (new or resumed) to its end; false when the person
/// left it (it stays suspended) or chose the start screen at its end. Its
/// end clears the suspend slot and counts in the records.
fn fight(app: &mut App, mut play: Box<Play>) -> bool {
    use tabletop_core::sgs::{Outcome, Side};
    let left = play::run(app, &mut play);
    let Game::Arena(a) = &play.game else {
        return false;
    };
    if let Left::Quit = left {
        return false;
    }
    let won = match a.outcome() {
        Some(Outcome::Won(side)) => Some(side == Side::A),
        _ => None,
    };
    crate::save::finished(app, 0, won, 0);
    end::arena(app, a)
}

/// A new adventure with `party`, on the heap (built in a frame of its own:
/// a game is over a KiB, and must not sit under the whole game played).
#[inline(never)]
fn new_adventure(
    config: QuestConfig,
    party: heapless::Vec<Hero, MAX_PARTY>,
    companions: tabletop_core::contract::Level,
) -> Box<Play> {
    let q = Quest::with_party(config, party, Dice::new(config.seed));
    play::boxed(Game::Adventure(q), config.seed, companions)
}

/// A new arena fight with the party shown on the start screen, on the heap.
#[inline(never)]
fn new_fight(
    config: arena::Config,
    party: &[(tabletop_core::sgs::Character, tabletop_core::sgs::Weapon)],
    companions: tabletop_core::contract::Level,
) -> Box<Play> {
    let a = Arena::with_party(config, party);
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
    play::boxed(Game::Arena(a), config.seed, companions)
}

/// A suspended game read back, on the heap.
#[inline(never)]
fn load_play(
    bytes: &[u8],
    seed: u64,
    companions: tabletop_core::contract::Level,
) -> Result<Box<Play>, tabletop_core::contract::LoadError> {
    Ok(play::boxed(load_game(bytes)?, seed, companions))
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

/// Offers the suspended adventure or arena fight, if any, and plays it on from where it
/// stood (its party size and seed come with it); the start screen follows.
/// True when the person backed out to the cartridge menu. A save that
/// cannot be loaded is dropped with a sentence on screen.
fn resume(app: &mut App, menu_index: usize, kept: &mut Party, choice: &mut start::Choice) -> bool {
    use crate::save::Offer;
    use tabletop_core::contract::LoadError;
    let Some(line) = app
        .saves
        .suspended(menu_index)
        .map(alloc::string::String::from)
    else {
        return false;
    };
    match crate::save::offer(app, menu_index, &line) {
        Offer::Back => return true,
        Offer::New => {
            app.saves.clear(menu_index);
            return false;
        }
        Offer::Continue => {}
    }
    let slot = app.saves.resume(menu_index);
    let setup = slot
        .as_ref()
        .and_then(|s| crate::save::read_setup::<u8>(&s.setup));
    // The slot holds a game (`sgsg`), or one saved before the two ways of
    // playing were one game: an adventure (`sgsq`) or an arena fight (`sgs`).
    let loaded = match (&slot, setup) {
        (Some(slot), Some((party, seed))) => {
            load_play(&slot.game, seed, choice.companions).map(|p| (p, party, seed))
        }
        _ => Err(LoadError::Damaged),
    };
    match loaded {
        Ok((play, party, seed)) => {
            choice.party = party;
            app.saves
                .begin(menu_index, crate::save::setup_bytes(&party, seed));
            match &play.game {
                Game::Adventure(q) => {
                    agb::println!("sgs: resumed adventure scene={}", q.scene());
                    let _ = adventure(app, menu_index, kept, play);
                }
                Game::Arena(a) => {
                    agb::println!("sgs: resumed arena round={}", a.round());
                    let _ = fight(app, play);
                }
            }
            false
        }
        Err(e) => {
            agb::println!("save: refused sgs: {}", e);
            app.saves.clear(menu_index);
            crate::save::message(app, "Sorry!", &alloc::format!("{e}"));
            false
        }
    }
}
