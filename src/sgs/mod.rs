//! The Simple Game System on the GBA: the start screen (the adventure with
//! the ready-made heroes, or an arena fight), the adventure "The Well under
//! Hollowmere" with its rolls, odds, boxcars and fights, and the end. The
//! rules and the computer players are `tabletop_core::sgs`; this module only
//! shows them and turns buttons into actions.

mod bot;
mod draw;
mod end;
mod help;
mod menu;
mod mode;
mod play;
mod sheet;
mod start;
mod words;

use alloc::boxed::Box;
use alloc::vec::Vec;

use tabletop_core::contract::Dice;
use tabletop_core::sgs::arena::{self, Arena, Foes};
use tabletop_core::sgs::quest::{Hero, MAX_PARTY, Quest, QuestConfig};
use tabletop_core::sgs::{Skill, roster};

use crate::app::{App, Scene};
use mode::Mode;
use play::Left;
use start::Start;

/// A ready-made hero, fresh.
fn fresh(i: usize) -> Hero {
    let (ch, weapon) = roster::hero(i);
    Hero {
        ch,
        weapon,
        dead: false,
    }
}

/// Hero `i` back from an adventure, rested: the ready-made sheet with the XP
/// earned and the tutors met. Between adventures the heroes have weeks in
/// Hollowmere, so each adventure starts unhurt (the paper heals a wound a
/// night only while the Tough roll beats the wounds, which a badly hurt hero
/// never does; a ruling to move into the core with the character builder).
fn rested(i: usize, h: &Hero) -> Hero {
    let mut r = fresh(i);
    r.ch.add_xp(h.ch.xp());
    for s in Skill::ALL {
        if h.ch.was_tutored(s) {
            r.ch.tutor(s);
        }
    }
    r
}

/// The heroes as the save memory keeps them (this game's options bytes in the
/// settings slot), each sheet checked; fresh ready-made heroes otherwise.
fn load(app: &App, menu_index: usize) -> Vec<Hero> {
    let saved = app.saves.settings();
    let heroes = saved
        .options
        .get(menu_index)
        .and_then(|b| postcard::from_bytes::<Vec<Hero>>(b).ok())
        .filter(|v| v.len() == MAX_PARTY && v.iter().all(|h| h.ch.is_sound()));
    match heroes {
        Some(v) => {
            agb::println!("sgs: heroes loaded {} xp={}", v[0].ch.name(), v[0].ch.xp());
            v
        }
        None => (0..MAX_PARTY).map(fresh).collect(),
    }
}

/// Writes the heroes to the save memory.
fn store(app: &mut App, menu_index: usize, kept: &[Hero]) {
    if let Ok(bytes) = postcard::to_allocvec(kept) {
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
    let mut kept: Vec<Hero> = load(app, menu_index);
    let mut choice = start::Choice::default();
    loop {
        match start::run(app, &kept, &mut choice) {
            Start::Back => return Scene::Menu(menu_index),
            Start::Help => crate::help::show(app, "sgs", &help::PAGES),
            Start::Sheets => sheet::run(app, &kept[..usize::from(choice.party)], 0),
            Start::Adventure => loop {
                let seed = app.fresh_seed();
                let party: heapless::Vec<Hero, MAX_PARTY> = kept
                    .iter()
                    .take(usize::from(choice.party))
                    .cloned()
                    .collect();
                let config = QuestConfig {
                    seed,
                    party: choice.party,
                    random: false,
                    last_breath: false,
                };
                agb::println!("sgs: start adventure party={}", choice.party);
                agb::println!("sgs: new game seed={} mode=adventure", seed);
                let q = Quest::with_party(config, party, Dice::new(seed));
                let (left, m) = play::run(app, Mode::Quest(Box::new(q)), seed);
                let Mode::Quest(q) = m else { break };
                if let Left::Quit = left {
                    break;
                }
                // The heroes carry their XP and tutors, rested (the fallen
                // are replaced by fresh ones).
                for (i, h) in q.heroes().iter().enumerate() {
                    if let Some(k) = kept.get_mut(i) {
                        *k = if h.dead { fresh(i) } else { rested(i, h) };
                    }
                }
                store(app, menu_index, &kept);
                if !end::adventure(app, &q) {
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
                let a = Arena::new(config);
                let (left, m) = play::run(app, Mode::Arena(Box::new(a)), seed);
                let Mode::Arena(a) = m else { break };
                if let Left::Quit = left {
                    break;
                }
                if !end::arena(app, &a) {
                    break;
                }
            },
        }
    }
}
