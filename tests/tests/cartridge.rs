//! The cartridge around the games: title, menu, honest "not built yet" screens.

mod common;

use common::{boot, count, expect, game_table, keys, no_panic, shot};
use tabletop_emu::Key;

#[test]
fn title_screen_is_drawn_and_leads_to_the_menu() {
    let mut emu = boot();
    emu.run_frames(60);
    let title = emu.screenshot();
    shot(&emu, "title");
    assert!(
        title.distinct_colours() >= 5,
        "the title screen looks empty"
    );
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    emu.run_frames(10);
    shot(&emu, "menu");
    // B goes back to the title.
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "scene: title", 120);
}

#[test]
fn unbuilt_games_say_so_and_return_to_the_menu() {
    let mut emu = boot();
    let table = game_table(&emu);
    let unbuilt: Vec<_> = table.iter().filter(|r| !r.ready).collect();
    if unbuilt.is_empty() {
        // Every game is built: there is no "not built" screen left to check.
        println!("every game in the table is built");
        return;
    }
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    for (n, row) in unbuilt.iter().enumerate() {
        for _ in 0..row.index {
            keys(&mut emu, &[Key::Down]);
        }
        keys(&mut emu, &[Key::A]);
        expect(&mut emu, &format!("menu: chose {}", row.name), 60);
        expect(&mut emu, &format!("menu: not built {}", row.name), 10);
        emu.run_frames(10);
        let path = shot(&emu, "menu-not-built");
        if n == 0 {
            // The honest screen says so in words: the name in yellow, the
            // sentence in white, the keys in sky blue, on the page colour.
            let colours = emu.screenshot().distinct_colours();
            assert!(
                colours >= 4,
                "the not-built screen looks empty: {}",
                path.display()
            );
        }
        keys(&mut emu, &[Key::B]);
        expect(&mut emu, "scene: menu", 60);
        // The menu keeps the cursor on the game; walk back to the top.
        for _ in 0..row.index {
            keys(&mut emu, &[Key::Up]);
        }
    }
    for row in table.iter().filter(|r| r.ready) {
        assert_eq!(
            count(&emu, &format!("menu: chose {}", row.name)),
            0,
            "a built game was visited"
        );
    }
    assert_eq!(
        count(&emu, "scene: sitters"),
        0,
        "an unbuilt game started SiTTeRS"
    );
    assert_eq!(
        count(&emu, "scene: sandford"),
        0,
        "an unbuilt game started Sandford"
    );
    no_panic(&mut emu);
}

#[test]
fn button_mashing_on_the_menus_never_panics() {
    let mut emu = boot();
    let all = [
        Key::A,
        Key::B,
        Key::Start,
        Key::Select,
        Key::Up,
        Key::Down,
        Key::Left,
        Key::Right,
        Key::L,
        Key::R,
    ];
    // A fixed pseudo-random sequence (xorshift), so a failure can be replayed.
    let mut x = 0x2545_F491u32;
    for _ in 0..600 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        emu.tap(all[(x % all.len() as u32) as usize]);
        emu.run_frames(x % 5);
    }
    no_panic(&mut emu);
    shot(&emu, "mashing");
}

/// The title screen, pixel for pixel, against tests/golden/title.png (taken by
/// this harness and looked at). After a deliberate change to the title, run the
/// test with `TABLETOP_BLESS=1` to write a new golden image, look at it, commit it.
#[test]
fn title_screen_matches_its_golden_image() {
    let mut emu = boot();
    emu.run_frames(90);
    let golden = tabletop_emu::workspace_dir().join("tests/golden/title.png");
    if std::env::var_os("TABLETOP_BLESS").is_some() {
        std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
        emu.save_png(&golden).unwrap_or_else(|e| panic!("{e}"));
    }
    // The emulator is deterministic, so the same frame draws the same pixels.
    if let Err(e) = emu.compare_png(&golden, 0) {
        panic!("{e}");
    }
}
