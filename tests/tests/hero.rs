//! Tabletop Hero end to end: the real ROM in mGBA, driven with key presses:
//! a game against the computer (deployment by hand, a move, an attack with
//! its forecast on screen, then hints to the end screen), and a
//! computer-only game to its end.

mod common;

use common::hero::fight::{aim_and_fire, move_into_cover, red_playing, threat_view};
use common::hero::{last, tail, two_people, wait_more};
use common::saves::to_title;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Tabletop Hero";

/// From the options screen (pointer on "Start!"), builds red's army by
/// hand: mini 2 trades two bombs for a big gun, a refused armour change
/// (too much gear) leaves it with none, "Done" is refused at 29 points, a
/// bomb brings it back to 30 and "Done" keeps it. Back on "Start!".
fn build_red_by_hand(emu: &mut Emu) {
    // "Red army" is four rows up from "Start!"; A opens the builder.
    keys(emu, &[Key::Up, Key::Up, Key::Up, Key::Up, Key::A]);
    expect(emu, "scene: hero builder seat=0", 60);
    emu.run_frames(10);
    // The builder starts on the hero's armour. Mini 2's bombs: two fewer.
    keys(emu, &[Key::Down, Key::Right, Key::Right, Key::L, Key::L]);
    // Its weapon: the rifle becomes a big gun (3 points).
    keys(emu, &[Key::Left, Key::A]);
    // Its armour: medium and heavy are too much, so it goes to none.
    keys(emu, &[Key::Left, Key::A]);
    expect(
        emu,
        "hero: builder refused That mini carries too much gear",
        30,
    );
    emu.run_frames(10);
    shot(emu, "hero-army-builder");
    // "Done" at 29 points is refused.
    keys(emu, &[Key::Down, Key::Down, Key::Down, Key::Down, Key::A]);
    expect(emu, "hero: builder refused Spend exactly 30", 30);
    emu.run_frames(6);
    shot(emu, "hero-builder-refused");
    // A bomb more for mini 2, then "Done".
    keys(emu, &[Key::Up, Key::Up, Key::Up, Key::Up]);
    keys(emu, &[Key::Right, Key::Right, Key::A]);
    keys(emu, &[Key::Down, Key::Down, Key::Down, Key::Down, Key::A]);
    expect(emu, "hero: builder done", 30);
    let done = last(emu, "hero: builder done");
    assert!(
        done.contains("heavy/medium/0b/1m light/none/0b/0m") || done.contains(" none/heavy/2b/0m "),
        "mini 2 has no armour, a big gun and 2 bombs: {done}"
    );
    emu.run_frames(20);
    shot(emu, "hero-options-built");
    keys(emu, &[Key::Down, Key::Down, Key::Down, Key::Down]);
}

#[test]
fn an_army_built_by_hand_is_played() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    emu.run_frames(10);
    build_red_by_hand(&mut emu);
    keys(&mut emu, &[Key::A]);
    // Blue is the computer at Easy on a fresh cartridge (issue 31: a
    // child's first game was against Normal).
    expect(&mut emu, "hero: start seats=PE armies=own,balanced", 60);
    expect(&mut emu, "hero: new game", 60);
    common::hero::first_dice(&mut emu);
}

/// Asks for a hint (SELECT) and, `wait` frames later, takes it (A: the
/// cursor points at it), unless the console has meanwhile been asked to
/// change hands (that A is the new player's to press).
fn take_hint(emu: &mut Emu, wait: u32) {
    let handovers = count(emu, "hero: pass the console to");
    keys(emu, &[Key::Select]);
    emu.run_frames(wait);
    if count(emu, "hero: pass the console to") == handovers {
        keys(emu, &[Key::A]);
    }
}

/// Takes hints until the end screen, shooting the first explosion.
fn hints_to_the_end(emu: &mut Emu, max_frames: u64) {
    let start = emu.frame_count();
    let mut boom = count(emu, "hero: boom") > 0;
    while count(emu, "scene: hero end") == 0 {
        assert!(
            emu.frame_count() - start < max_frames,
            "no end screen after {max_frames} frames; log tail:\n{}",
            tail(emu, 30)
        );
        if !boom && count(emu, "hero: boom") > 0 {
            emu.run_frames(10);
            shot(emu, "hero-explosion-hint");
            boom = true;
        }
        take_hint(emu, 8);
        no_panic(emu);
    }
}

/// Red (a person) against Easy blue, by keys, from the options to the turn
/// where red has moved into cover, thrown an explosive and fired, or to the
/// end of the game: the emulator and what red managed (fired, thrown,
/// covered). `warm_up` frames on the title change the game's seed.
fn red_plays(warm_up: u32) -> (Emu, bool, bool, bool) {
    let mut emu = boot();
    emu.run_frames(warm_up);
    to_game_options(&mut emu, NAME, "scene: hero options");
    emu.run_frames(10);
    shot(&emu, "hero-options");
    // You are red, the computer (Easy, a fresh cartridge's: the game lasts
    // till red has thrown and fired) blue; red's army is built by hand.
    build_red_by_hand(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: start seats=PE armies=own,balanced", 60);
    expect(&mut emu, "hero: new game", 60);
    common::hero::first_dice(&mut emu);

    // Deployment by hand: A takes the nearest edge, then A places each mini
    // on the lit cell under the cursor.
    let mut placed = 0;
    while count(&emu, "event turn-started") == 0 {
        let seen = count(&emu, "hero: prompt seat=0");
        assert!(
            wait_more(
                &mut emu,
                "hero: prompt seat=0",
                seen.saturating_sub(1),
                4000
            ),
            "no prompt for red: {}",
            tail(&emu, 20)
        );
        if count(&emu, "event turn-started") > 0 {
            break;
        }
        let p = last(&emu, "hero: prompt seat=0");
        if p.contains("Place") && placed == 3 {
            emu.run_frames(10);
            shot(&emu, "hero-deploy");
        }
        let now = count(&emu, "hero: prompt seat=0");
        keys(&mut emu, &[Key::A]);
        if p.contains("Place") {
            placed += 1;
        }
        assert!(
            count(&emu, "hero: refused") == 0,
            "deployment refused: {}",
            tail(&emu, 10)
        );
        wait_more(&mut emu, "hero: prompt seat=0", now, 4000);
        no_panic(&mut emu);
        assert!(
            placed <= 6,
            "more placements than minis: {}",
            tail(&emu, 20)
        );
    }
    assert_eq!(
        count(&emu, "by=person"),
        6,
        "red took its edge and placed 5 minis"
    );

    // Round 1: a move into cover. A jumps to a ready mini and picks it; the
    // cursor looks round it with the preview; A moves it there; holding R
    // shows where the enemies can shoot; L and A end the turn.
    for _ in 0..2000 {
        if red_playing(&emu) {
            break;
        }
        emu.run_frames(4);
    }
    assert!(
        red_playing(&emu),
        "red never had a turn: {}",
        tail(&emu, 20)
    );
    keys(&mut emu, &[Key::A]);
    emu.run_frames(10);
    shot(&emu, "hero-reach");
    let mut shown = false;
    let (moved, safe) = move_into_cover(&mut emu, &mut shown).expect("a cell previewed");
    assert!(safe, "neither in cover nor out of reach: {moved}");
    emu.run_frames(60);
    // The moved mini stays picked: B lets it go (R shows the danger only
    // with nothing picked, as the prompt says).
    keys(&mut emu, &[Key::B]);
    emu.run_frames(10);
    threat_view(&mut emu);
    // L asks first; A says yes.
    keys(&mut emu, &[Key::L, Key::A]);
    expect(&mut emu, "hero: action end-turn", 200);

    // Later rounds: aim at enemies until one is in reach (an explosive, then
    // a weapon); hints play the rest of each turn.
    let (mut fired, mut thrown, mut covered) = (false, false, false);
    for _ in 0..40 {
        if count(&emu, "scene: hero end") > 0 {
            break;
        }
        let turns = count(&emu, "event turn-started");
        for _ in 0..3000 {
            if red_playing(&emu) && count(&emu, "event turn-started") > turns {
                break;
            }
            emu.run_frames(4);
        }
        if count(&emu, "scene: hero end") > 0 {
            break;
        }
        // Until a mini has moved into cover from an enemy that could shoot
        // there: the next ready mini looks round it and moves.
        if !covered {
            let prompts = count(&emu, "hero: prompt seat=0");
            keys(&mut emu, &[Key::B, Key::B, Key::A]);
            wait_more(&mut emu, "hero: prompt seat=0", prompts, 60);
            if let Some((p, _)) = move_into_cover(&mut emu, &mut shown) {
                covered = !p.contains("threats=0")
                    && (p.contains("cover=covered") || p.contains("cover=concealed"));
            }
            let prompts = count(&emu, "hero: prompt seat=0");
            wait_more(&mut emu, "hero: prompt seat=0", prompts, 600);
        }
        // An explosive and an attack, each the first time one is in reach.
        if !thrown && aim_and_fire(&mut emu, true) {
            thrown = true;
        }
        if !fired && count(&emu, "scene: hero end") == 0 && aim_and_fire(&mut emu, false) {
            fired = true;
        }
        if fired && thrown && covered {
            break;
        }
        // Hints to the end of this turn.
        let ends = count(&emu, "end-turn");
        let turns = count(&emu, "event turn-started");
        for _ in 0..200 {
            if count(&emu, "event turn-started") > turns || count(&emu, "scene: hero end") > 0 {
                break;
            }
            take_hint(&mut emu, 8);
        }
        let _ = ends;
        no_panic(&mut emu);
    }
    (emu, fired, thrown, covered)
}

#[test]
fn a_game_against_the_computer_with_key_presses() {
    // A game whose dice end it (a critical hit on red's hero, say) before
    // red has done all three is played again from another seed.
    let mut tried = Vec::new();
    let mut played = None;
    for warm_up in [0, 17, 41, 73] {
        let (emu, fired, thrown, covered) = red_plays(warm_up);
        if fired && thrown && covered {
            played = Some(emu);
            break;
        }
        tried.push((warm_up, fired, thrown, covered, tail(&emu, 12)));
    }
    let Some(mut emu) = played else {
        panic!("no game with an attack, a throw and a move into cover: {tried:#?}");
    };

    hints_to_the_end(&mut emu, 400_000);
    emu.run_frames(60);
    shot(&emu, "hero-end");
    for needle in [
        "event rolled-first",
        "event placed",
        "event moved",
        "event shot",
        "game over outcome",
    ] {
        assert!(count(&emu, needle) > 0, "the game never logged {needle:?}");
    }
    // A plays again.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 120);
}

#[test]
fn a_computer_only_game_runs_to_its_end() {
    // Red (row 0) the computer (Hard), blue Easy (a fresh cartridge's).
    let mut emu = common::hero::computers();
    emu.hold(&[Key::R]);
    let start = emu.frame_count();
    let mut boom = false;
    while count(&emu, "scene: hero end") == 0 {
        assert!(
            emu.frame_count() - start < 300_000,
            "no end after 300,000 frames; log tail:\n{}",
            tail(&emu, 30)
        );
        // Small steps until the first explosion is on screen, and once the
        // game is over (the end screen is caught on its first frames). The
        // big steps are shorter than the last action's events take to show
        // (R held: four times faster): a step of 300 could pass the end
        // screen's first second unseen (the mashed A below then counted,
        // as it should after a second).
        let over = count(&emu, "event game-over") > 0;
        emu.run_frames(if boom && !over { 20 } else { 4 });
        if !boom && count(&emu, "hero: boom") > 0 {
            emu.run_frames(6);
            shot(&emu, "hero-explosion");
            boom = true;
        }
        no_panic(&mut emu);
    }
    emu.release_all();
    assert_eq!(count(&emu, "hero: refused"), 0, "the computer was refused");
    eprintln!(
        "hero demo: {} frames, {} actions, {} shots, outcome {}",
        emu.frame_count() - start,
        count(&emu, "hero: action "),
        count(&emu, "event shot"),
        last(&emu, "game over")
    );
    // A mashed through the result does nothing for about a second (a
    // child skipped it straight into a new game); then the choices show.
    let games = count(&emu, "hero: new game");
    let end = emu.frame_count();
    while emu.frame_count() - end < 48 {
        keys(&mut emu, &[Key::A]);
    }
    assert_eq!(count(&emu, "hero: new game"), games, "A skipped the result");
    assert_eq!(
        count(&emu, "hero: end choices shown"),
        0,
        "{}",
        tail(&emu, 6)
    );
    emu.run_frames(30);
    assert_eq!(
        count(&emu, "hero: end choices shown"),
        1,
        "{}",
        tail(&emu, 6)
    );
    shot(&emu, "hero-end-computer");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 120);
}

#[test]
fn two_people_pass_the_console_between_turns() {
    let mut emu = two_people();
    // Hints play both sides' choices; the console changes hands between them.
    let start = emu.frame_count();
    while count(&emu, "hero: pass the console to") == 0 {
        assert!(
            emu.frame_count() - start < 20_000,
            "no hand-over: {}",
            tail(&emu, 20)
        );
        take_hint(&mut emu, 20);
        no_panic(&mut emu);
    }
    emu.run_frames(10);
    shot(&emu, "hero-handover");
    let acted = count(&emu, "hero: action ");
    // Nothing but A is taken while the console waits.
    keys(&mut emu, &[Key::Select, Key::L, Key::B]);
    emu.run_frames(30);
    assert_eq!(
        count(&emu, "hero: action "),
        acted,
        "a key acted during the hand-over"
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "has the console", 60);
}

#[test]
fn four_sides_play_to_the_end() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    // "Armies" (six rows up from "Start!") to 4; every side the computer
    // (Easy); then down to "Start!" (row 10).
    keys(&mut emu, &[Key::Up; 6]);
    keys(&mut emu, &[Key::Right, Key::Right]);
    keys(&mut emu, &[Key::Down, Key::Right]);
    for _ in 0..3 {
        keys(&mut emu, &[Key::Down, Key::Down]);
    }
    emu.run_frames(10);
    shot(&emu, "hero-options-four");
    keys(&mut emu, &[Key::Down; 3]);
    keys(&mut emu, &[Key::A]);
    expect(
        &mut emu,
        "hero: start seats=EEEE armies=balanced,balanced,balanced,balanced",
        60,
    );
    emu.hold(&[Key::R]);
    let start = emu.frame_count();
    let mut placed = false;
    while count(&emu, "scene: hero end") == 0 {
        assert!(
            emu.frame_count() - start < 400_000,
            "no end after 400,000 frames; log tail:\n{}",
            tail(&emu, 30)
        );
        emu.run_frames(if placed { 300 } else { 4 });
        if !placed && count(&emu, "event turn-started") > 0 {
            emu.run_frames(20);
            shot(&emu, "hero-four-sides");
            placed = true;
        }
        no_panic(&mut emu);
    }
    emu.release_all();
    assert_eq!(count(&emu, "event edge-taken"), 4, "four edges taken");
    assert_eq!(count(&emu, "event placed"), 20, "twenty minis placed");
    assert_eq!(count(&emu, "hero: refused"), 0, "the computer was refused");
    eprintln!(
        "hero four sides: {} frames, {} actions, outcome {}",
        emu.frame_count() - start,
        count(&emu, "hero: action "),
        last(&emu, "game over")
    );
    emu.run_frames(60);
    shot(&emu, "hero-end-four");
}

#[test]
fn a_game_cut_off_by_the_power_switch_is_continued() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    for _ in 0..3000 {
        if count(&emu, "save: wrote hero") >= 4 {
            break;
        }
        take_hint(&mut emu, 8);
        no_panic(&mut emu);
    }
    assert!(count(&emu, "save: wrote hero") >= 4, "{}", tail(&emu, 20));
    let sram = emu.sram();
    drop(emu);

    let mut emu = Emu::load(&tabletop_emu::default_rom()).unwrap_or_else(|e| panic!("{e}"));
    emu.boot_with_sram(&sram);
    to_title(&mut emu);
    assert!(
        count(&emu, "save: suspended Tabletop Hero") > 0,
        "{}",
        tail(&emu, 20)
    );
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    let row = common::game_table(&emu)
        .into_iter()
        .find(|r| r.name == NAME)
        .expect("Tabletop Hero is in the table");
    for _ in 0..row.index {
        keys(&mut emu, &[Key::Down]);
    }
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "save: continue offered Tabletop Hero", 120);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: resumed game", 120);
    emu.run_frames(30);
    shot(&emu, "hero-resumed");
    let acted = count(&emu, "hero: action ");
    for _ in 0..40 {
        take_hint(&mut emu, 10);
        no_panic(&mut emu);
    }
    assert!(
        count(&emu, "hero: action ") > acted,
        "the resumed game did not play on: {}",
        tail(&emu, 20)
    );
}
