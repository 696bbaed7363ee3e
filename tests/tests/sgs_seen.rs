//! The Simple Game System's session-28 playtest (issues 29 and 31, a
//! 7-year-old's eyes), as the screen shows it: dice before words (the
//! title names who acts only once the order dice settled, a fighter's
//! "dying" or "out" in the list shows only once its Tough roll was rolled
//! and said); a real game's dice roll for half a second, A held; the map
//! never seen half drawn; the keys' help never blinking.

mod common;

use common::sgs::press_a_until;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

/// From the start screen, an arena fight at the first level (Bram against
/// two Cellar Rats and a Goblin).
fn to_arena(emu: &mut Emu) {
    to_game_options(emu, "Simple Game System", "scene: sgs start");
    emu.run_frames(10);
    keys(emu, &[Key::Down, Key::Down, Key::Down, Key::A]);
    expect(emu, "sgs: start arena party=1 level=1", 60);
}

fn lines(emu: &Emu) -> Vec<String> {
    emu.rom_lines().map(str::to_owned).collect()
}

/// The first title naming whose turn it is comes after the last order
/// throw before it settled (the playtest: the title named the next
/// fighter while the order dice still rolled).
#[test]
fn the_title_names_who_acts_only_once_the_order_dice_settled() {
    let mut emu = boot();
    to_arena(&mut emu);
    // A hero's turn ("Bram's turn") or the monsters' banner ("Monsters'
    // turn: Goblin"), which names the monster acting.
    let turn = |l: &String| {
        l.contains("sgs: title ") && (l.contains("'s turn") || l.contains("Monsters' turn: "))
    };
    let start = emu.frame_count();
    while !lines(&emu).iter().any(turn) {
        assert!(emu.frame_count() - start < 2000, "{}", emu.log_tail(20));
        emu.run_frames(1);
    }
    shot(&emu, "sgs-seen-title");
    let lines = lines(&emu);
    let title = lines.iter().position(turn).expect("a turn's title");
    let throws = lines[..title]
        .iter()
        .filter(|l| l.contains("sgs: event initiative"))
        .count();
    let settled = lines[..title]
        .iter()
        .filter(|l| l.contains("sgs: dice settled"))
        .count();
    assert!(throws >= 4, "{throws} order throws");
    assert!(
        settled >= throws,
        "the title named who acts with {settled} of {throws} order throws settled:\n{}",
        emu.log_tail(30)
    );
    no_panic(&mut emu);
}

/// The first fighter the list shows down (dying or knocked out) is shown
/// so only after the words that say it, which come once its Tough roll
/// settled (the playtest: "dying" showed before the dice that decided it).
#[test]
fn the_list_shows_a_fighter_down_only_after_its_tough_roll() {
    let mut emu = boot();
    to_arena(&mut emu);
    let down = |l: &str| l.contains("sgs: fighters listed") && !l.contains("down=0 ");
    press_a_until(
        &mut emu,
        40_000,
        |e| e.rom_lines().any(down) || count(e, "scene: sgs end") > 0,
        |_| {},
    );
    shot(&emu, "sgs-seen-down");
    let lines = lines(&emu);
    let listed = lines.iter().position(|l| down(l)).expect("someone down");
    let said = lines
        .iter()
        .position(|l| {
            l.contains("sgs: says") && (l.contains("is dying") || l.contains("knocked out"))
        })
        .expect("someone said down");
    assert!(
        said < listed,
        "the list showed a fighter down before it was said:\n{}",
        lines[listed.saturating_sub(30)..=listed.max(said)].join("\n")
    );
    // Its Tough roll settled before.
    let tough = lines[..said]
        .iter()
        .rposition(|l| l.contains("sgs: event static"))
        .expect("a Tough roll");
    assert!(
        lines[tough..said]
            .iter()
            .any(|l| l.contains("sgs: dice settled")),
        "said before its Tough roll settled"
    );
    no_panic(&mut emu);
}

/// A real game's roll, A held through it as a child does to go on: its
/// dice tumble for half a second before they settle (the playtest: about
/// 8 frames, too short to see them roll; A hurried them).
#[test]
fn a_real_game_s_dice_roll_for_half_a_second_with_a_held() {
    let mut emu = boot();
    to_game_options(&mut emu, "Simple Game System", "scene: sgs start");
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: prompt What do you do?", 600);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: prompt Roll ", 900);
    expect(&mut emu, "sgs: item 0 Bram: ", 10);
    emu.run_frames(10);
    // The roll picked (A let go a frame), then A held.
    let start = emu.frame_count();
    let (mut rolled, mut settled) = (None, None);
    let mut look = |emu: &Emu| {
        if rolled.is_none() && count(emu, "sgs: dice rolled") > 0 {
            rolled = Some(emu.frame_count());
        }
        if settled.is_none() && count(emu, "sgs: dice settled") > 0 {
            settled = Some(emu.frame_count());
        }
        settled.is_some()
    };
    emu.press_for(Key::A, 2);
    look(&emu);
    emu.run_frames(1);
    look(&emu);
    emu.hold(&[Key::A]);
    while !look(&emu) {
        assert!(emu.frame_count() - start < 300, "{}", emu.log_tail(20));
        emu.run_frames(1);
    }
    emu.release_all();
    let (rolled, settled) = (rolled.expect("rolled"), settled.expect("settled"));
    assert!(
        settled - rolled >= 24,
        "the dice tumbled {} frames with A held",
        settled - rolled
    );
    no_panic(&mut emu);
}

/// The fight's map (x 0..104, y 13..81: its frame and ground; row 12
/// holds the title's lowest pixels) as the screen shows it.
fn map(emu: &Emu) -> Vec<[u8; 3]> {
    let px = emu.screen_rgb();
    (13..81)
        .flat_map(|y| px[y * 240..y * 240 + 104].to_vec())
        .collect()
}

/// The playtest saw the fight's map torn while it was redrawn (drawn
/// straight to the screen while the display showed it). Frame by frame
/// through a fight (the computer picking Bram's moves, nothing hurried),
/// every picture of the map stays at least two frames: it is drawn off
/// screen, a fighter at a time, and shown whole.
#[test]
fn the_map_is_never_seen_half_drawn() {
    let mut emu = boot();
    to_arena(&mut emu);
    let mut last: Option<Vec<[u8; 3]>> = None;
    let (mut run, mut changes) = (0u32, 0u32);
    let mut since = 0u32;
    for _ in 0..6000u32 {
        emu.step_frame();
        since += 1;
        // A choice waits (the menu the last thing logged, or its drawing,
        // which says the lines it shows): the computer's pick, once it is
        // on screen.
        let waiting = emu.rom_lines().last().is_some_and(|l| {
            l.contains("sgs: item ")
                || l.contains("sgs: cursor ")
                || l.contains("sgs: footer A pick")
                || l.contains("sgs: menu shows ")
        });
        if waiting && since > 20 {
            since = 0;
            emu.tap(common::sgs::next_key(&emu));
        }
        let m = map(&emu);
        if last.as_ref() == Some(&m) {
            run += 1;
            continue;
        }
        if last.is_some() {
            changes += 1;
            if changes <= 8 {
                shot(&emu, &format!("sgs-seen-map-{changes}"));
            }
            assert!(
                run >= 2 || changes == 1,
                "a picture of the map showed for {run} frame only (change {changes}):\n{}",
                emu.log_tail(12)
            );
        }
        last = Some(m);
        run = 1;
        if count(&emu, "sgs: event outcome") > 0 {
            break;
        }
    }
    no_panic(&mut emu);
    assert!(changes >= 3, "the map changed {changes} times");
    assert!(count(&emu, "sgs: map drawn") >= 3);
}

/// The keys' help on the bottom line never blinks between two lines while
/// nobody is asked: the same through the computer's actions and their
/// events (the playtest: it flickered).
#[test]
fn the_keys_help_never_blinks_while_the_computer_plays() {
    let mut emu = boot();
    to_arena(&mut emu);
    press_a_until(
        &mut emu,
        20_000,
        |e| {
            count(e, "sgs: event hit") + count(e, "sgs: event missed") >= 4
                || count(e, "scene: sgs end") > 0
        },
        |_| {},
    );
    let feet: Vec<String> = emu
        .rom_lines()
        .filter_map(|l| l.split("sgs: footer ").nth(1).map(str::to_owned))
        .collect();
    assert!(feet.len() >= 2, "{feet:?}");
    let asked = |f: &String| f.starts_with("A pick") || f.starts_with("+ pad");
    for w in feet.windows(3) {
        assert!(
            !(w[0] == w[2] && w[0] != w[1] && !w.iter().any(asked)),
            "the keys' help blinked: {w:?}"
        );
    }
    no_panic(&mut emu);
}
