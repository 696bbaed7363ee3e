//! The Doom that Came to Sandford end to end: the real ROM in mGBA, driven
//! with key presses.

mod common;

use common::pixels::{centre_of, near, needle_steps, temple_marks};
use common::sandford::{
    END_ASKED, MENU, choose, end_turn, last_after, last_menu, last_move_length, move_to_goal,
    next_menu, phase, to_sandford_options,
};
use common::{boot, count, expect, keys, no_panic, shot};
use tabletop_emu::log::field;
use tabletop_emu::{Emu, Key};

/// The top strip shows the temple's hearts with the heroes' heart (the
/// playtest: "Temple 20" said nothing of what the 20 was).
#[test]
fn the_temple_s_number_is_its_hearts() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1", 60);
    expect(&mut emu, "sandford: top line ", 120);
    emu.run_frames(30);
    shot(&emu, "sandford-top-temple-hearts");
    let top = last_after(&emu, "sandford: top line ").unwrap_or_default();
    assert!(top.contains("{6}Temple @20{1}"), "{top}");
    no_panic(&mut emu);
}

/// Looking around, the box on grass says so (the playtest: no words at
/// all on grass, and an old "Hero 2 waits" while choosing where to walk).
#[test]
fn the_box_on_grass_says_grass() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    let mut nothing = |_: &mut Emu| {};
    let menu = next_menu(&mut emu, 0, &mut nothing);
    choose(&mut emu, &menu, "Look around");
    emu.run_frames(10);
    let said = |emu: &Emu| count(emu, "sandford: hud says Grass: nothing here");
    // Out from the hero, a step at a time, until the box is on grass.
    for k in [Key::Up, Key::Up, Key::Left, Key::Left, Key::Down, Key::Down]
        .into_iter()
        .cycle()
        .take(24)
    {
        if said(&emu) > 0 {
            break;
        }
        keys(&mut emu, &[k]);
        emu.run_frames(6);
    }
    shot(&emu, "sandford-look-grass");
    assert!(said(&emu) > 0, "{}", emu.log_tail(20));
    no_panic(&mut emu);
}

/// The computer plays the child's teammates, so a fresh cartridge's plays
/// Hard, and the Computer row says what that means (the playtest lost its
/// first game in wave 1 beside Easy teammates).
#[test]
fn a_fresh_cartridge_s_team_plays_hard() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    emu.run_frames(10);
    // Two players, hero 2 the computer: the Computer row shows its level.
    keys(&mut emu, &[Key::Up; 6]);
    keys(&mut emu, &[Key::Right, Key::Down, Key::Down, Key::Right]);
    emu.run_frames(4);
    shot(&emu, "sandford-options-hard");
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::A],
    );
    expect(
        &mut emu,
        "sandford: start players=2 seats=PC timer=true rings=false level=hard",
        60,
    );
    no_panic(&mut emu);
}

/// Right on "Computer (not playing)" says why nothing changes (the
/// playtest: it did nothing, without a word), and changes nothing unseen.
#[test]
fn the_computer_row_says_why_when_no_hero_is_the_computer_s() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    emu.run_frames(10);
    // Solo, both heroes "You": Computer is three rows above Start!.
    keys(&mut emu, &[Key::Up; 3]);
    keys(&mut emu, &[Key::Right]);
    expect(&mut emu, "sandford: options says No computer", 30);
    emu.run_frames(4);
    shot(&emu, "sandford-options-no-computer");
    keys(&mut emu, &[Key::Down; 3]);
    keys(&mut emu, &[Key::A]);
    expect(
        &mut emu,
        "sandford: start players=1 seats=PP timer=false rings=false level=hard",
        60,
    );
    no_panic(&mut emu);
}

#[test]
fn a_computer_demo_game_runs_to_the_end_screen() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    emu.run_frames(10);
    shot(&emu, "sandford-options");
    // Rows: Players, Hero 1, Hero 2, Computer, Timer, Rings, Start!, How to
    // play; the cursor is put on Start!. Two players, both heroes the
    // computer, at Easy.
    keys(&mut emu, &[Key::Up; 6]);
    keys(
        &mut emu,
        &[Key::Right, Key::Down, Key::Right, Key::Down, Key::Right],
    );
    // The computer plays Hard on a fresh cartridge: Right wraps it round to
    // Easy (the same presses as when it was Easy and Right made it Normal,
    // so the game's seed is the same).
    keys(&mut emu, &[Key::Down, Key::Right]);
    emu.run_frames(4);
    shot(&emu, "sandford-options-demo");
    keys(&mut emu, &[Key::Down, Key::Down, Key::Down, Key::A]);
    expect(
        &mut emu,
        "sandford: start players=2 seats=CC timer=true rings=false level=easy",
        60,
    );
    expect(&mut emu, "sandford: new game", 60);
    emu.run_frames(60);
    shot(&emu, "sandford-demo-start");
    emu.hold(&[Key::R]); // fast forward
    let start = emu.frame_count();
    let mut midgame = false;
    while count(&emu, "scene: sandford end") == 0 {
        assert!(
            emu.frame_count() - start < 200_000,
            "no end screen after 200000 frames; log tail:\n{}",
            emu.log_tail(30)
        );
        // Stops on the frame the end screen comes (its first two seconds
        // are checked below).
        let _ = emu.wait_for_log("scene: sandford end", 500);
        no_panic(&mut emu);
        if !midgame && count(&emu, "event monster-moved") >= 10 {
            shot(&emu, "sandford-demo-monsters");
            midgame = true;
        }
    }
    emu.release_all();
    eprintln!("demo game: {} frames", emu.frame_count() - start);
    emu.run_frames(30);
    shot(&emu, "sandford-end");
    for needle in [
        "event wave-arrives",
        "event monster-moved",
        "event attack-rolled",
        "game over outcome",
    ] {
        assert!(count(&emu, needle) > 0, "the game never logged {needle:?}");
    }
    assert_eq!(count(&emu, "human=true"), 0, "a person was asked in a demo");
    assert_eq!(count(&emu, MENU), 0, "a menu opened in a demo");
    // A mashed at once does nothing: the result stays two seconds, the
    // buttons' words come only then (the playtest restarted at once past
    // the end screen).
    let games = count(&emu, "sandford: new game");
    keys(&mut emu, &[Key::A]);
    emu.run_frames(20);
    keys(&mut emu, &[Key::A]);
    emu.run_frames(20);
    assert_eq!(
        count(&emu, "sandford: new game"),
        games,
        "A restarted at once, past the end screen"
    );
    assert_eq!(count(&emu, "sandford: end keys shown"), 0);
    expect(&mut emu, "sandford: end keys shown", 120);
    emu.run_frames(2);
    shot(&emu, "sandford-end-keys");
    // A fresh A then plays again with the same settings.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: new game", 120);
    no_panic(&mut emu);
}

/// Solo with both heroes yours (the default): the heroes arrive and shop, then
/// the whole first wave is fought by key presses, through the repairs, until
/// wave 2 arrives.
#[test]
fn a_person_plays_the_setup_and_a_whole_wave() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    // Every house rule on (the paper's rules are hard on a simple strategy):
    // the last row, two below Start!, opens the house rules screen.
    keys(&mut emu, &[Key::Down, Key::Down, Key::A]);
    expect(&mut emu, "scene: sandford house rules", 60);
    for _ in 0..4 {
        keys(&mut emu, &[Key::A, Key::Down]);
    }
    keys(&mut emu, &[Key::A]); // Back
    expect(&mut emu, "sandford: house rules 15", 60);
    keys(&mut emu, &[Key::Up, Key::Up]);
    keys(&mut emu, &[Key::A]); // Start!: solo, both heroes yours, no hourglass.
    expect(&mut emu, "sandford: start players=1 seats=PP", 60);
    assert!(count(&emu, "sandford: start players=1 seats=PP timer=false") > 0);
    assert!(count(&emu, " house=15") > 0, "not every house rule is on");

    // The heroes arrive: each walks to the nearest shop (R jumps the cursor
    // there) and buys the first die it sees.
    let mut bought = [false; 2];
    let mut nothing = |_: &mut Emu| {};
    let mut menu = next_menu(&mut emu, 0, &mut nothing);
    while phase(&emu) == "heroes-arrive" {
        let h = menu.hero as usize;
        assert!(h < 2, "a solo game has two heroes");
        if menu.has("Buy...") && !bought[h] {
            choose(&mut emu, &menu, "Buy...");
            emu.run_frames(4);
            shot(&emu, "sandford-setup-buy");
            // The list says what it costs (on paper, nothing).
            expect(&mut emu, "sandford: list says Free! Take one:", 10);
            keys(&mut emu, &[Key::A]);
            expect(&mut emu, &format!("event bought hero={h} "), 60);
            if !bought.iter().any(|&b| b) {
                emu.run_frames(10);
                shot(&emu, "sandford-setup");
            }
            bought[h] = true;
        } else if bought.iter().all(|&b| b) {
            end_turn(&mut emu, &menu);
        } else if menu.has("Move") && !bought[h] {
            move_to_goal(&mut emu, &menu, None);
        } else {
            choose(&mut emu, &menu, "Do nothing");
        }
        menu = next_menu(&mut emu, menu.n, &mut nothing);
    }
    assert!(
        bought.iter().any(|&b| b),
        "no hero managed to buy a die while arriving"
    );
    assert!(count(&emu, "event wave-arrives wave=1 ") > 0);

    // The wave: attack what touches, else walk up to the nearest monster.
    let mut slid = false;
    let mut moves = 0;
    let mut attacked = false;
    let mut watch = |emu: &mut Emu| {
        if !slid && phase(emu) == "monsters" {
            // Watch the next monster that walks two cells or more slide, at
            // normal speed (5 frames a cell).
            emu.release_all();
            let start = emu.frame_count();
            let mut moved = count(emu, "event monster-moved");
            while emu.frame_count() - start < 3000 && phase(emu) == "monsters" {
                emu.run_frames(1);
                if count(emu, "event monster-moved") > moved {
                    moved = count(emu, "event monster-moved");
                    if last_move_length(emu) >= 2 {
                        emu.run_frames(7);
                        shot(emu, "sandford-monsters-sliding");
                        slid = true;
                        break;
                    }
                }
            }
            emu.hold(&[Key::R]);
        }
    };
    while phase(&emu) == "defend" {
        if menu.has("Attack") {
            choose(&mut emu, &menu, "Attack");
            emu.run_frames(4);
            keys(&mut emu, &[Key::A]); // the first target
            expect(&mut emu, "sandford: action attack ", 60);
            attacked = true;
        } else if menu.has("Move") {
            // The screenshot kept is of the last move before the first attack
            // (the monster in view), or of the last move.
            let name = (!attacked).then_some("sandford-defend-move");
            move_to_goal(&mut emu, &menu, name);
            moves += 1;
        } else {
            choose(&mut emu, &menu, "Do nothing");
        }
        menu = next_menu(&mut emu, menu.n, &mut watch);
    }
    assert!(slid, "never saw the monsters' turn");
    assert!(moves > 0, "never moved while defending");
    eprintln!("wave 1: {moves} moves, attacked: {attacked}");
    assert!(count(&emu, "event wave-defeated wave=1") > 0);

    // Repair, shop and train: rebuild or buy if possible, then end the turn.
    assert_eq!(phase(&emu), "repair");
    emu.run_frames(20);
    shot(&emu, "sandford-repair");
    let acted = if menu.has("Repair shop") {
        choose(&mut emu, &menu, "Repair shop");
        true
    } else if menu.has("Buy...") {
        choose(&mut emu, &menu, "Buy...");
        keys(&mut emu, &[Key::A]);
        expect(&mut emu, "event bought ", 60);
        true
    } else {
        false
    };
    if acted {
        let menu = next_menu(&mut emu, menu.n, &mut nothing);
        assert_eq!(phase(&emu), "repair");
        end_turn(&mut emu, &menu);
    } else {
        end_turn(&mut emu, &menu);
    }
    expect(&mut emu, "event wave-arrives wave=2 ", 600);
    // The camera looks where the wave lands, and the monsters appear.
    emu.run_frames(120);
    shot(&emu, "sandford-wave-2");
    assert_eq!(
        count(&emu, "to act human=false"),
        0,
        "the computer played a person's hero"
    );
    no_panic(&mut emu);
}

/// One person seat and one computer seat, set on the options screen: the
/// person is only ever asked for hero 1, the computer plays hero 2.
#[test]
fn a_person_and_the_computer_share_the_heroes() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    // Hero 2 -> Computer (four rows up from Start!), then back to Start!.
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up, Key::Up, Key::Right]);
    emu.run_frames(4);
    shot(&emu, "sandford-options-mixed");
    // (The game's seed comes from the frames of the presses: this one's
    // first wave leaves hero 1 standing while the person ends every turn.)
    emu.run_frames(1);
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::A],
    );
    expect(&mut emu, "sandford: start players=1 seats=PC", 60);
    expect(&mut emu, "sandford: hero 0 to act human=true", 300);
    emu.run_frames(10);
    shot(&emu, "sandford-menu");
    let menu = last_menu(&emu);
    assert_eq!(menu.hero, 0);
    assert!(
        !menu.has("Other hero"),
        "hero 2 is the computer's: {:?}",
        menu.items
    );

    // Move: too far is refused with a message, nothing changes.
    choose(&mut emu, &menu, "Move");
    keys(&mut emu, &[Key::Right; 7]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: refused move ", 60);
    emu.run_frames(5);
    shot(&emu, "sandford-refused");
    // Three cells back: two to the right of the hero.
    keys(&mut emu, &[Key::Left; 5]);
    shot(&emu, "sandford-move");
    // The hero slides two cells, five frames each: catch it halfway.
    emu.press_for(Key::A, 2);
    emu.run_frames(4);
    shot(&emu, "sandford-hero-sliding");
    expect(&mut emu, "sandford: action move hero=0 ", 60);
    let menu = next_menu(&mut emu, menu.n, &mut |_| {});
    choose(&mut emu, &menu, "Do nothing");
    expect(&mut emu, "sandford: action nothing hero=0 by=person", 60);
    // The computer's hero takes its round.
    expect(&mut emu, "sandford: hero 1 to act human=false", 120);
    emu.run_frames(10);
    shot(&emu, "sandford-computer-turn");
    expect(&mut emu, "sandford: action move hero=1 ", 600);

    // Back to the person: End turn starts the first wave; then the person
    // ends the defence at once and the monsters come.
    let menu = next_menu(&mut emu, menu.n, &mut |_| {});
    end_turn(&mut emu, &menu);
    expect(&mut emu, "event wave-arrives wave=1 ", 600);
    let menu = next_menu(&mut emu, menu.n, &mut |_| {});
    assert_eq!(phase(&emu), "defend");
    emu.run_frames(20);
    shot(&emu, "sandford-wave-1");
    end_turn(&mut emu, &menu);
    expect(&mut emu, "event phase phase=monsters", 600);
    expect(&mut emu, "event monster-moved", 3000);
    // Play on until the heroes' next turn: the computer still plays hero 2.
    let _ = next_menu(&mut emu, menu.n, &mut |_| {});
    assert!(
        emu.rom_lines()
            .filter(|l| l.contains(MENU))
            .all(|l| l.contains("menu hero=0 ")),
        "a menu opened for the computer's hero"
    );
    assert!(count(&emu, "hero 1 to act human=false") >= 2);
    assert_eq!(count(&emu, "hero 1 to act human=true"), 0);
    // Pause and quit to the menu.
    common::pause_and_quit(&mut emu, "sandford", "scene: menu");
    no_panic(&mut emu);
}

/// The temple shows its d20 (20 HP) and the spinner's needle, which spins as
/// the heroes arrive and as the wave arrives and settles on the rolled
/// direction; aiming a skill outlines its range.
#[test]
fn the_temple_spinner_settles_on_the_roll_and_skills_show_their_range() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1 seats=PP", 60);
    // The heroes' arrival: the needle turns (once the map is up: the first
    // frames still show the options while the village is built).
    emu.run_frames(4);
    for _ in 0..8 {
        if temple_marks(&emu).is_some_and(|m| m.purple > 100) {
            break;
        }
        emu.step_frame();
    }
    let a = temple_marks(&emu).expect("no d20 on the screen");
    emu.run_frames(5);
    let b = temple_marks(&emu).expect("no d20 on the screen");
    shot(&emu, "sandford-temple-spin");
    assert!(a.purple > 100, "the d20 is {} pixels", a.purple);
    assert_ne!(
        needle_steps(&a),
        needle_steps(&b),
        "the needle stands still"
    );

    let mut nothing = |_: &mut Emu| {};
    let menu = next_menu(&mut emu, 0, &mut nothing);
    // Look around, so that the menu box covers nothing.
    choose(&mut emu, &menu, "Look around");
    emu.run_frames(20);
    // The camera follows the cursor, which starts on the hero: bring the
    // temple fully into view if it stands near an edge.
    let purple =
        |_: usize, _: usize, p: [u8; 3]| near(p, [0x90, 0x48, 0xc0]) || near(p, [0x60, 0x28, 0x90]);
    for _ in 0..16 {
        if temple_marks(&emu).is_some_and(|m| m.purple > 100) {
            break;
        }
        let key = match centre_of(&emu, &purple) {
            Some(((_, y), _)) if y < 60.0 => Key::Up,
            Some(((_, y), _)) if y > 100.0 => Key::Down,
            Some(((x, _), _)) if x < 120.0 => Key::Left,
            Some(_) => Key::Right,
            None => break,
        };
        keys(&mut emu, &[key]);
        emu.run_frames(10);
    }
    let c = temple_marks(&emu).expect("no d20 on the screen");
    emu.run_frames(8);
    let d = temple_marks(&emu).expect("no d20 on the screen");
    shot(&emu, "sandford-temple-setup");
    assert_eq!(needle_steps(&c), needle_steps(&d), "the needle still turns");
    // The "20" in white on the d20.
    let white = |x: usize, y: usize, p: [u8; 3]| {
        (x as f64 - c.d20.0).abs() < 6.0 && (y as f64 - c.d20.1).abs() < 6.0 && near(p, [0xf8; 3])
    };
    let digits = centre_of(&emu, &white).map_or(0, |w| w.1);
    assert!(
        (15..=30).contains(&digits),
        "{digits} white pixels on the d20"
    );

    // The wave: the needle spins again and settles on the logged direction.
    // (B: back to the menu, still on Look around; End turn is next, and
    // asks first: the other hero could still take a round. Down, A: yes.)
    keys(&mut emu, &[Key::B, Key::Down, Key::A]);
    expect(&mut emu, END_ASKED, 30);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "event wave-arrives wave=1 ", 600);
    let line = emu
        .rom_lines()
        .filter(|l| l.contains("event wave-arrives"))
        .last()
        .unwrap_or_default()
        .to_string();
    let angle: i32 = field(&line, "angle")
        .expect("the wave's angle")
        .parse()
        .expect("an angle");
    emu.run_frames(12);
    let e = temple_marks(&emu).expect("the camera left the temple");
    emu.run_frames(4);
    let f = temple_marks(&emu).expect("the camera left the temple");
    shot(&emu, "sandford-wave-spin");
    assert_ne!(
        needle_steps(&e),
        needle_steps(&f),
        "the needle stands still"
    );
    emu.run_frames(26);
    let g = temple_marks(&emu).expect("the camera left the temple");
    shot(&emu, "sandford-wave-needle");
    let off = (needle_steps(&g) - angle).rem_euclid(256);
    assert!(
        off.min(256 - off) <= 16,
        "the needle points at {} for a spin of {angle}",
        needle_steps(&g)
    );

    // Defend: walk up to the monsters until a hero can attack, then aim.
    let mut menu = next_menu(&mut emu, menu.n, &mut nothing);
    let mut aimed = false;
    while phase(&emu) == "defend" {
        if menu.has("Attack") {
            let before = emu.screen_rgb();
            choose(&mut emu, &menu, "Attack");
            emu.run_frames(6);
            expect(&mut emu, "sandford: aim Attack range=1 outline=8", 10);
            // The outline's pixels: sky blue on the map where it was not before
            // (the menu's sky-blue "Hero 1" going away does not count).
            let now = emu.screen_rgb();
            let sky = [0x78, 0xc8, 0xf0];
            let ring = (12 * 240..136 * 240)
                .filter(|&i| near(now[i], sky) && !near(before[i], sky))
                .count();
            shot(&emu, "sandford-aim-range");
            assert!(ring >= 48, "the outline has {ring} new sky pixels");
            aimed = true;
            break;
        } else if menu.has("Move") {
            move_to_goal(&mut emu, &menu, None);
        } else {
            choose(&mut emu, &menu, "Do nothing");
        }
        menu = next_menu(&mut emu, menu.n, &mut nothing);
    }
    assert!(aimed, "no hero could attack in wave 1");
    no_panic(&mut emu);
}
