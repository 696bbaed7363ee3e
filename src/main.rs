//! Tabletop Advance: five paper tabletop rule sets as Game Boy Advance games.
//!
//! This crate is the agb front end. The rules and AI live in `tabletop-core`
//! (no_std, allocation-free, host-tested); this crate only draws, plays sound and
//! reads buttons. See README.md for how the pieces fit.
#![no_std]
#![no_main]
#![feature(allocator_api)]
#![cfg_attr(test, feature(custom_test_frameworks))]
#![cfg_attr(test, reexport_test_harness_main = "test_main")]
#![cfg_attr(test, test_runner(agb::test_runner::test_runner))]

extern crate alloc;

mod app;
mod audio;
#[cfg(any(test, feature = "bench"))]
mod bench;
mod bot;
mod entry;
mod games;
mod hand;
mod handover;
mod help;
mod hero;
mod icons;
mod learn;
mod lines;
mod menu;
mod options_list;
mod pause;
mod player;
mod plural;
mod records;
mod rush;
mod sandford;
mod save;
mod screen;
mod seat;
mod sgs;
mod sitters;
mod stack;
mod strips;
mod text;
mod think;
mod title;
#[cfg(test)]
mod toy;
mod turn;
mod ui;
mod wrap;

use app::{App, Scene};

#[agb::entry]
fn main(mut gba: agb::Gba) -> ! {
    agb::println!("Tabletop Advance {} booting", env!("CARGO_PKG_VERSION"));
    games::log_table();
    let mut app = App::new(&mut gba.graphics, &mut gba.mixer);
    app.saves = save::Saves::open(&mut gba.save);
    #[cfg(feature = "bench")]
    {
        let timers = gba.timers.timers();
        bench::run(&mut app, timers.timer2, timers.timer3);
    }
    // Each thing found wrong with the save memory, once, in words a parent reads.
    for p in core::mem::take(&mut app.saves.problems) {
        save::message(&mut app, "Saved games", &alloc::format!("{p}"));
    }
    let mut scene = Scene::Title;
    loop {
        scene = match scene {
            Scene::Title => title::run(&mut app),
            Scene::Menu(choice) => menu::run(&mut app, choice),
            Scene::Play(game) => games::play(&mut app, game),
        };
    }
}
