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
mod play;
mod sheet;
mod start;
mod view;
mod words;
mod xp;

use alloc::boxed::Box;
use alloc::vec::Vec;

use tabletop_core::contract::Dice;
use tabletop_core::sgs::arena::{self, Arena, Foes};
use tabletop_core::sgs::quest::{Hero, MAX_PARTY, Quest, QuestConfig};
use tabletop_core::sgs::roster;

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

/// The heroes kept between adventures (ready-made or made by hand) and
/// their faces, as the save memory keeps them.
#[derive(serde::Serialize, serde::Deserialize)]
pub struct Party {
    /// The heroes, one a party place.
    pub heroes: Vec<Hero>,
    /// Each hero's face.
    pub faces: Vec<u8>,
}

impl Party {
    fn fresh() -> Party {
        Party {
            heroes: (0..MAX_PARTY).map(fresh).collect(),
            faces: (0..MAX_PARTY).map(face::ready_made).collect(),
        }
    }

    fn is_sound(&self) -> bool {
        self.heroes.len() == MAX_PARTY
            && self.faces.len() == MAX_PARTY
            && self.heroes.iter().all(|h| h.ch.is_sound() && !h.dead)
    }
}

/// The heroes as the save memory keeps them (this game's options bytes in the
/// settings slot), each sheet checked; fresh ready-made heroes otherwise. An
/// older save (the heroes without faces) keeps its heroes.
fn load(app: &App, menu_index: usize) -> Party {
    let saved = app.saves.settings();
    let bytes = saved.options.get(menu_index);
    let party = bytes
        .and_then(|b| postcard::from_bytes::<Party>(b).ok())
        .or_else(|| {
            bytes
                .and_then(|b| postcard::from_bytes::<Vec<Hero>>(b).ok())
                .map(|heroes| Party {
                    heroes,
                    faces: (0..MAX_PARTY).map(face::ready_made).collect(),
                })
        })
        .filter(Party::is_sound);
    match party {
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
    let mut kept = load(app, menu_index);
    let mut choice = start::Choice::default();
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
                    last_breath: false,
                };
                agb::println!("sgs: start adventure party={}", choice.party);
                agb::println!("sgs: new game seed={} mode=adventure", seed);
                let q = Quest::with_party(config, party, Dice::new(seed));
                let (left, m) = play::run(app, Mode::Quest(Box::new(q)), seed, choice.companions);
                let Mode::Quest(q) = m else { break };
                if let Left::Quit = left {
                    break;
                }
                // The heroes carry their sheets, XP and tutors, rested by
                // the core's rule (the fallen are replaced by ready-made
                // ones).
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
                let (left, m) = play::run(app, Mode::Arena(Box::new(a)), seed, choice.companions);
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
