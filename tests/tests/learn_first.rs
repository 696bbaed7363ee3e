//! "Learn to play" is where a new player's first press goes: on a fresh
//! cartridge every game's options pointer starts on it (the playtest: a
//! child pressed A on "Start!" beside "New? Start here!"), once a power-on.

mod common;

use common::{boot, count, expect, keys, open_game_options, shot};
use tabletop_emu::Key;

/// Each game: its table name, its options scene, and its log key.
const GAMES: [(&str, &str, &str); 5] = [
    ("SiTTeRS", "scene: sitters options", "sitters"),
    (
        "The Doom that Came to Sandford",
        "scene: sandford options",
        "sandford",
    ),
    ("Rush at Zeta Mu Beta", "scene: rush options", "rush"),
    ("Tabletop Hero", "scene: hero options", "hero"),
    ("Simple Game System", "scene: sgs start", "sgs"),
];

#[test]
fn a_new_player_s_first_a_on_the_options_starts_the_guided_game() {
    for (name, scene, key) in GAMES {
        let mut emu = boot();
        let (row, start) = open_game_options(&mut emu, name, scene);
        assert_ne!(row, start, "{name}: the pointer starts on Start!");
        emu.run_frames(10);
        shot(&emu, &format!("{key}-options-first"));
        keys(&mut emu, &[Key::A]);
        expect(&mut emu, &format!("{key}: learn to play"), 60);
        assert_eq!(count(&emu, &format!("{key}: start")), 0, "{name}");
    }
}

#[test]
fn the_second_visit_since_power_on_starts_on_start() {
    for (name, scene, _) in GAMES {
        let mut emu = boot();
        let (row, start) = open_game_options(&mut emu, name, scene);
        assert_ne!(row, start, "{name}");
        keys(&mut emu, &[Key::B]);
        expect(&mut emu, "scene: menu", 60);
        keys(&mut emu, &[Key::A]);
        expect(&mut emu, scene, 60);
        expect(
            &mut emu,
            &format!("options: pointer row={start} start={start}"),
            30,
        );
    }
}
