//! The Simple Game System end to end with heroes made by hand: a hero
//! made on the keyboard (name, face, abilities, rolled skill picks, each
//! refusal's sentence) playing a roll, a contest, boxcars and a fight; a
//! medic treating the wounded; the widest name shown in full; the last
//! breath house rule on the start screen; the arena fighting with the
//! party shown. (Split from sgs.rs: one file, one idea.)

mod common;

use common::sgs::press_a_until;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Simple Game System";

fn to_start(emu: &mut Emu) {
    to_game_options(emu, NAME, "scene: sgs start");
    emu.run_frames(10);
}

/// Moves a list's cursor from `*at` to `row` with Up/Down.
fn to_row(emu: &mut Emu, at: &mut usize, row: usize) {
    while *at < row {
        keys(emu, &[Key::Down]);
        *at += 1;
    }
    while *at > row {
        keys(emu, &[Key::Up]);
        *at -= 1;
    }
}

/// Plays one adventure to its end (A: the first item, or the computer's
/// pick in fights): the contests, fights and bonus dice the person added seen in it,
/// and whether the first hero fell.
fn play_one(emu: &mut Emu) -> (usize, usize, usize, bool) {
    press_a_until(emu, 120_000, |e| count(e, "scene: sgs end") > 0, |_| {});
    // The end screen takes presses after half a second (an A meant for the
    // game never starts another).
    emu.run_frames(30);
    let seen = (
        count(emu, "sgs: event contest "),
        count(emu, "sgs: event fight-begins"),
        count(emu, "action bonus by=person"),
        count(emu, "event died hero=0") > 0,
    );
    emu.take_log();
    seen
}

/// Makes Mia by hand from the start screen's first row: the name on the
/// keyboard, a face, her abilities and skills, each refusal's sentence
/// checked on the way; back on the start screen with the cursor on "Make a
/// new hero". Returns the skill picks rolled.
fn make_mia(emu: &mut Emu, shots: bool) -> usize {
    make_hero(emu, shots, "Mia", &FIGHTER)
}

/// From "Make a new hero" on the start screen: three heroes, then play.
fn play_three(emu: &mut Emu) {
    keys(
        emu,
        &[
            Key::Up,
            Key::Up,
            Key::Up,
            Key::Up,
            Key::Right,
            Key::Right,
            Key::Up,
            Key::A,
        ],
    );
    expect(emu, "sgs: start adventure party=3", 60);
}

/// Skill rows picked in order, as far as the picks go: Blades, Climbing +1
/// (Climbing is free: the pick makes it +1), Persuasion, Blades +1, Healing,
/// Sneaking, Lore.
const FIGHTER: [usize; 7] = [0, 3, 8, 0, 4, 9, 6];
/// The same with Healing first (every hero has at least two picks).
const MEDIC: [usize; 7] = [4, 0, 3, 8, 0, 9, 6];

/// Types Mia on the keyboard (a fourth letter deleted with B).
fn type_mia(emu: &mut Emu, shots: bool) {
    // M (second row, fourth key), I (first row, last key), A (first key).
    keys(
        emu,
        &[Key::Down, Key::Right, Key::Right, Key::Right, Key::A],
    );
    keys(
        emu,
        &[
            Key::Up,
            Key::Right,
            Key::Right,
            Key::Right,
            Key::Right,
            Key::Right,
            Key::A,
        ],
    );
    keys(emu, &[Key::Right, Key::A]);
    expect(emu, "sgs: typed Mia", 30);
    // A fourth letter, deleted with B.
    keys(emu, &[Key::A, Key::B]);
    emu.run_frames(10);
    if shots {
        shot(emu, "sgs-keyboard");
    }
}

/// The widest name the keyboard makes: W (third row, fifth key) eight
/// times, a ninth refused.
const LONG: &str = "Wwwwwwww";

fn type_long(emu: &mut Emu) {
    keys(
        emu,
        &[
            Key::Down,
            Key::Down,
            Key::Right,
            Key::Right,
            Key::Right,
            Key::Right,
        ],
    );
    for _ in 0..9 {
        keys(emu, &[Key::A]);
    }
    expect(emu, &format!("sgs: typed {LONG}"), 30);
}

/// Makes `name` (Mia or [`LONG`]) by hand, as [`make_mia`] says, picking
/// the skill rows `skills` in order as far as the rolled picks go.
fn make_hero(emu: &mut Emu, shots: bool, name: &str, skills: &[usize; 7]) -> usize {
    keys(emu, &[Key::Down; 5]);
    keys(emu, &[Key::A]);
    expect(emu, "scene: sgs keyboard", 60);
    if name == LONG {
        type_long(emu);
    } else {
        type_mia(emu, shots);
    }
    keys(emu, &[Key::Start]);
    expect(emu, &format!("sgs: name {name}"), 30);
    expect(emu, "scene: sgs build face", 30);
    keys(emu, &[Key::Right]);
    emu.run_frames(10);
    shot(emu, "sgs-builder-face");
    keys(emu, &[Key::A]);
    expect(emu, "scene: sgs build abilities", 30);
    // Strong; Very Tough (Right twice on Tough; a third time is refused);
    // Ugly for a fourth pick.
    let mut row = 0;
    keys(emu, &[Key::Right]);
    to_row(emu, &mut row, 1);
    keys(emu, &[Key::Right, Key::Right, Key::Right]);
    expect(
        emu,
        "sgs: build refused Very Tough is as high as heroes go.",
        30,
    );
    to_row(emu, &mut row, 8);
    keys(emu, &[Key::Left]);
    // Three abilities and a weakness would do (the paper: a weakness allows
    // a fourth ability, it does not require one); a fourth is taken.
    to_row(emu, &mut row, 5);
    keys(emu, &[Key::Right]);
    // A second weakness, and a fifth ability, are refused.
    to_row(emu, &mut row, 3);
    keys(emu, &[Key::Left]);
    expect(emu, "sgs: build refused Only one weakness is allowed.", 30);
    to_row(emu, &mut row, 7);
    keys(emu, &[Key::Right]);
    expect(emu, "sgs: build refused Pick 4 abilities, not 5.", 30);
    emu.run_frames(10);
    if shots {
        shot(emu, "sgs-builder");
    }
    to_row(emu, &mut row, 9);
    keys(emu, &[Key::A]);
    // The skill picks: one die rolled on screen, plus one.
    expect(emu, "scene: sgs build roll", 30);
    keys(emu, &[Key::A]);
    expect(emu, "sgs: build rolled", 120);
    emu.run_frames(10);
    shot(emu, "sgs-builder-roll");
    let picks: usize = emu
        .rom_lines()
        .find_map(|l| l.split_once("picks=").map(|(_, p)| p.trim().to_string()))
        .expect("picks")
        .parse()
        .expect("a number");
    assert!((2..=7).contains(&picks), "1d6 + 1 is {picks}");
    keys(emu, &[Key::A]);
    expect(emu, "scene: sgs build skills", 30);
    let mut row = 0;
    for &k in &skills[..picks] {
        to_row(emu, &mut row, k);
        keys(emu, &[Key::Right]);
    }
    // Climbing beyond +1, and one pick too many, are refused.
    to_row(emu, &mut row, 3);
    keys(emu, &[Key::Right]);
    expect(emu, "sgs: build refused", 30);
    to_row(emu, &mut row, 11);
    keys(emu, &[Key::Right]);
    expect(
        emu,
        &format!(
            "sgs: build refused You have {picks} skill picks, not {}.",
            picks + 1
        ),
        30,
    );
    emu.run_frames(10);
    shot(emu, "sgs-builder-skills");
    to_row(emu, &mut row, 12);
    keys(emu, &[Key::A]);
    expect(emu, "scene: sgs build ready", 30);
    emu.run_frames(10);
    shot(emu, "sgs-builder-ready");
    keys(emu, &[Key::Down, Key::Down, Key::A]);
    expect(
        emu,
        &format!("sgs: built {name} ({picks}): Strong, Very Tough, Agile, Ugly; Blades"),
        30,
    );
    expect(emu, "sgs: heroes saved", 30);
    expect(emu, "scene: sgs start", 30);
    emu.run_frames(10);
    shot(emu, "sgs-start-built");
    picks
}

#[test]
fn a_hero_made_by_hand_plays_a_roll_a_contest_boxcars_and_a_fight() {
    let mut emu = boot();
    to_start(&mut emu);
    make_mia(&mut emu, true);
    // Mia plays the adventure with Wren and Cole (the computer's): down the
    // well, her static roll first.
    play_three(&mut emu);
    expect(&mut emu, "sgs: prompt What do you do?", 600);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: prompt Roll Strong + Climbing: need 2", 900);
    expect(&mut emu, "sgs: item 0 Mia: ", 10);
    assert!(
        emu.rom_lines()
            .any(|l| l.contains("sgs: item 0 Mia: ") && l.ends_with(" 4 dice")),
        "Mia's item does not say her 4 dice"
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: event checked hero=0", 60);
    // Adventures until a contest, a fight and a bonus die added by the person
    // were seen (each with Mia first: made again by hand if she fell).
    let (mut contests, mut fights, mut bonus) = (0, 0, 0);
    for _ in 0..8 {
        let (c, f, b, fell) = play_one(&mut emu);
        (contests, fights, bonus) = (contests + c, fights + f, bonus + b);
        if contests > 0 && fights > 0 && bonus > 0 {
            break;
        }
        if fell {
            keys(&mut emu, &[Key::Start]);
            expect(&mut emu, "scene: sgs start", 60);
            // The cursor is on "Play the adventure".
            make_mia(&mut emu, false);
            keys(&mut emu, &[Key::Up; 5]);
            keys(&mut emu, &[Key::A]);
        } else {
            keys(&mut emu, &[Key::A]);
        }
        expect(&mut emu, "sgs: start adventure party=3", 60);
    }
    assert!(fights > 0, "no fight");
    assert!(contests > 0, "no opposed roll for Mia");
    assert!(bonus > 0, "no boxcars question answered by Mia");
    no_panic(&mut emu);
}

/// A hero who knows Healing treats the party: Mia (Healing is her first
/// skill pick) plays with two computer companions until someone is hurt in a
/// fight or an accident; the person then picks whom Mia treats.
#[test]
fn a_hero_who_knows_healing_treats_the_wounded() {
    let mut emu = boot();
    to_start(&mut emu);
    make_hero(&mut emu, false, "Mia", &MEDIC);
    assert!(
        emu.rom_lines()
            .any(|l| l.contains("sgs: built Mia") && l.contains("Healing")),
        "Mia does not know Healing; log tail:\n{}",
        emu.log_tail(10)
    );
    play_three(&mut emu);
    const ASKED: &str = "sgs: prompt Mia knows Healing. Treat whom?";
    // Adventures until Mia treats someone (the dice may lay the whole
    // party low first: Mia is then made again).
    for _ in 0..6 {
        let done = |e: &Emu| count(e, ASKED) > 0 || count(e, "scene: sgs end") > 0;
        press_a_until(&mut emu, 240_000, done, |_| {});
        if count(&emu, ASKED) > 0 {
            break;
        }
        emu.run_frames(30);
        let fell = count(&emu, "event died hero=0") > 0;
        emu.take_log();
        if fell {
            keys(&mut emu, &[Key::Start]);
            expect(&mut emu, "scene: sgs start", 60);
            make_hero(&mut emu, false, "Mia", &MEDIC);
            keys(&mut emu, &[Key::Up; 5]);
            keys(&mut emu, &[Key::A]);
        } else {
            keys(&mut emu, &[Key::A]);
        }
        expect(&mut emu, "sgs: start adventure party=3", 60);
    }
    assert!(count(&emu, ASKED) > 0, "Mia never treated anyone");
    // The first item may be treated: its wounds and chance to heal.
    expect(&mut emu, " in 10 to heal", 10);
    emu.run_frames(20);
    shot(&emu, "sgs-medic");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: event treated medic=0", 60);
    emu.run_frames(30);
    shot(&emu, "sgs-medic-treated");
    no_panic(&mut emu);
}

/// The widest name the keyboard makes shows in full: in the roll's menu and
/// dice row, on the heroes' line and in a fight (screenshots to look at).
#[test]
fn a_long_name_shows_in_full() {
    let mut emu = boot();
    to_start(&mut emu);
    make_hero(&mut emu, false, LONG, &FIGHTER);
    play_three(&mut emu);
    expect(&mut emu, "sgs: prompt What do you do?", 600);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, &format!("sgs: item 0 {LONG}: "), 900);
    assert!(
        emu.rom_lines()
            .any(|l| l.contains(&format!("sgs: item 0 {LONG}: ")) && l.ends_with(" 4 dice")),
        "the long name's item does not say its 4 dice"
    );
    emu.run_frames(10);
    shot(&emu, "sgs-long-name-odds");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: event checked hero=0", 60);
    emu.run_frames(40);
    shot(&emu, "sgs-long-name-dice");
    press_a_until(
        &mut emu,
        20_000,
        |e| count(e, ", what do you do?") > 0 || count(e, "scene: sgs end") > 0,
        |_| {},
    );
    emu.run_frames(20);
    shot(&emu, "sgs-long-name-fight");
    no_panic(&mut emu);
}

/// The house rule "last breath" is on the start screen, off (the paper's
/// rules) until the player turns it on, with a line saying what it does.
#[test]
fn last_breath_is_a_house_rule_on_the_start_screen() {
    let mut emu = boot();
    to_start(&mut emu);
    // Four rows up from the top (past "Back", "Learn to play" and "How to
    // play"): the row above "How to play".
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up, Key::Up]);
    emu.run_frames(10);
    shot(&emu, "sgs-start-last-breath");
    keys(&mut emu, &[Key::Right]);
    expect(&mut emu, "sgs: last breath true", 30);
    keys(&mut emu, &[Key::Left]);
    expect(&mut emu, "sgs: last breath false", 30);
    no_panic(&mut emu);
}

/// The arena fights with the party the start screen shows: Mia, made by
/// hand, not the ready-made Bram (issue 29).
#[test]
fn the_arena_fights_with_the_party_shown() {
    let mut emu = boot();
    to_start(&mut emu);
    make_mia(&mut emu, false);
    // From "Make a new hero" up to the arena's row.
    keys(&mut emu, &[Key::Up, Key::Up, Key::A]);
    expect(&mut emu, "sgs: start arena party=1", 60);
    expect(&mut emu, "sgs: fighters Mia vs ", 60);
    emu.run_frames(30);
    shot(&emu, "sgs-arena-mia");
    assert_eq!(count(&emu, "sgs: fighters Bram"), 0);
    no_panic(&mut emu);
}
