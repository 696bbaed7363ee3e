//! Tabletop Hero played as a seven-year-old would (issue 29): every press
//! that does nothing says why, L asks before it ends a turn, each side's
//! turn starts on its own minis, the minis carry their numbers (inside
//! their own cells) and the ground shows pictures, not digits. The real ROM
//! in mGBA, by key presses.

mod common;

use common::hero::red_turn;
use common::hero::{cursor, last, lines, minis, tail, two_people, wait_more, walk};
use common::pixels::near;
use common::{count, keys, no_panic, shot};
use tabletop_emu::{Emu, Key};

#[test]
fn l_asks_before_it_ends_the_turn() {
    let mut emu = red_turn();
    let ends = count(&emu, "hero: action end-turn");
    keys(&mut emu, &[Key::L]);
    emu.run_frames(30);
    assert_eq!(
        count(&emu, "hero: action end-turn"),
        ends,
        "one press of L ended the turn: {}",
        tail(&emu, 6)
    );
    let ask = last(&emu, "hero: prompt seat=0");
    assert!(
        ask.contains("Red{1}'s turn?") && ask.contains("A yes, B back"),
        "L did not ask: {ask}"
    );
    shot(&emu, "hero-child-end-turn-ask");
    // B says no: the turn goes on.
    keys(&mut emu, &[Key::B]);
    emu.run_frames(30);
    assert_eq!(
        count(&emu, "hero: action end-turn"),
        ends,
        "B ended the turn"
    );
    assert!(
        last(&emu, "hero: note").contains("keep playing"),
        "{}",
        tail(&emu, 6)
    );
    // L then A: the turn ends.
    keys(&mut emu, &[Key::L, Key::A]);
    assert!(
        wait_more(&mut emu, "hero: action end-turn", ends, 120),
        "L then A did not end the turn: {}",
        tail(&emu, 6)
    );
}

/// Presses `key` (`what` the press is, for the failure) and checks the
/// strip then says why it did nothing.
fn says_why(emu: &mut Emu, key: Key, what: &str) {
    let notes = count(emu, "hero: note");
    keys(emu, &[key]);
    emu.run_frames(20);
    assert!(
        count(emu, "hero: note") > notes,
        "{what} said nothing: {}",
        tail(emu, 6)
    );
}

#[test]
fn a_press_that_does_nothing_says_why() {
    let mut emu = red_turn();
    let taken: Vec<(i32, i32)> = minis(&emu).iter().map(|m| (m.1, m.2)).collect();
    let at = cursor(&emu);
    let empty = (1..6)
        .flat_map(|d| [(at.0 + d, at.1), (at.0 - d, at.1), (at.0, at.1 + d)])
        .find(|&(x, y)| (0..40).contains(&x) && (0..30).contains(&y) && !taken.contains(&(x, y)))
        .expect("an empty cell near the cursor");
    walk(&mut emu, at, empty);
    says_why(&mut emu, Key::A, "A on an empty cell");
    let note = last(&emu, "hero: note");
    assert!(
        note.contains("Here is") && note.contains("moves it"),
        "{note}"
    );
    shot(&emu, "hero-child-a-on-empty");
    // B puts the mini back; B again, with nothing picked, says why not.
    keys(&mut emu, &[Key::B]);
    emu.run_frames(10);
    says_why(&mut emu, Key::B, "B with nothing picked");
    // B says what it is: back, the one thing it means on Hero's screens.
    let note = last(&emu, "hero: note");
    assert!(note.contains("B: back"), "{note}");
}

/// Where the cursor stood at a prompt, and every mini then (side, column,
/// row).
type Prompt = ((i32, i32), Vec<(u8, i32, i32)>);

/// The cursor of each prompt for side `seat` that begins a choice in play,
/// with where every mini stood then.
fn play_prompts(emu: &Emu, seat: u8) -> Vec<Prompt> {
    let all: Vec<String> = emu.rom_lines().map(String::from).collect();
    let needle = format!("hero: prompt seat={seat} ");
    let mut found = Vec::new();
    for (k, l) in all.iter().enumerate() {
        if !(l.contains(&needle) && l.contains("pick a mini")) {
            continue;
        }
        let c = l.split("cursor=").nth(1).unwrap_or("0,0");
        let c = common::hero::cell(c.split_whitespace().next().unwrap_or("0,0"));
        let placed = all
            .get(k + 1)
            .map(|m| {
                m.split_whitespace()
                    .filter_map(|w| {
                        let (i, at) = w.split_once('@')?;
                        let (x, y) = common::hero::cell(at);
                        Some((i.parse().ok()?, x, y))
                    })
                    .collect()
            })
            .unwrap_or_default();
        found.push((c, placed));
    }
    found
}

#[test]
fn each_side_begins_its_turn_on_its_own_minis() {
    let mut emu = two_people();
    // Hints play both sides until each has begun a turn in play.
    let start = emu.frame_count();
    let mut shown = false;
    while play_prompts(&emu, 0).is_empty() || play_prompts(&emu, 1).is_empty() {
        assert!(
            emu.frame_count() - start < 40_000,
            "both sides never played: {}",
            tail(&emu, 20)
        );
        let handovers = count(&emu, "hero: pass the console to");
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(20);
        if count(&emu, "hero: pass the console to") > handovers {
            // The new side's player takes the console: the field shows
            // their minis at once.
            keys(&mut emu, &[Key::A]);
            emu.run_frames(30);
            if count(&emu, "event turn-started") > 0 && !shown {
                shot(&emu, "hero-child-own-minis");
                shown = true;
            }
            continue;
        }
        keys(&mut emu, &[Key::A]);
        no_panic(&mut emu);
    }
    for seat in 0..2u8 {
        let (c, placed) = play_prompts(&emu, seat).remove(0);
        let own = placed.iter().any(|&(i, x, y)| i / 5 == seat && (x, y) == c);
        assert!(
            own,
            "side {seat}'s turn began with the cursor at {c:?}, on none of its minis {placed:?}: {}",
            lines(&emu, "hero: prompt").join("\n")
        );
    }
}

/// The numbered minis on screen of side colours `light` and `dark`: a
/// white digit (3x5, in columns 2-4 and rows 1-5 of the cell) inside a
/// 7x7 body of the side's colours; the top-left pixel of each.
fn badges(emu: &Emu, light: [u8; 3], dark: [u8; 3]) -> Vec<(usize, usize)> {
    let px = emu.screen_rgb();
    let white = [0xf8, 0xf8, 0xf8];
    let mut found: Vec<(usize, usize)> = Vec::new();
    for y in 0..121 {
        for x in 0..233 {
            let at = |i: usize, j: usize| px[(y + j) * 240 + x + i];
            let digit = (1..6)
                .flat_map(|j| (2..5).map(move |i| (i, j)))
                .filter(|&(i, j)| near(at(i, j), white))
                .count();
            let body = (0..7)
                .flat_map(|j| (0..7).map(move |i| (i, j)))
                .filter(|&(i, j)| {
                    let p = at(i, j);
                    near(p, white) || near(p, light) || near(p, dark)
                })
                .count();
            if digit >= 5 && body >= 36 && near(at(3, 0), light) {
                found.push((x, y));
            }
        }
    }
    found
}

#[test]
fn the_minis_carry_their_numbers() {
    let emu = red_turn();
    shot(&emu, "hero-child-numbers");
    let red = badges(&emu, [0xe8, 0x48, 0x38], [0x80, 0x18, 0x10]);
    assert!(
        red.len() >= 4,
        "red's minis show no numbers on screen ({red:?}); minis: {}",
        last(&emu, "hero: minis")
    );
}

#[test]
fn the_ground_shows_pictures_not_digits() {
    let emu = red_turn();
    let px = emu.screen_rgb();
    // A crate, a wall or a house colour, as the old tiles had them.
    let solid = |p: [u8; 3]| {
        [[0xc8, 0x90, 0x48], [0xa8, 0xa8, 0xb8], [0xc0, 0x40, 0x40]]
            .iter()
            .any(|&c| near(p, c))
    };
    let ink = |p: [u8; 3]| near(p, [0x18, 0x18, 0x28]) || near(p, [0xf8, 0xf8, 0xf8]);
    let mut digits = 0;
    for y in 1..127 {
        for x in 1..239 {
            let around = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)];
            if ink(px[y * 240 + x]) && around.iter().all(|&(i, j)| solid(px[j * 240 + i])) {
                digits += 1;
            }
        }
    }
    shot(&emu, "hero-child-ground");
    assert_eq!(digits, 0, "digit pixels on the crates, walls and houses");
}

/// While the console waits to change hands, a key other than A does
/// nothing and says so (issue 31: the gate ignored every key but A without
/// a word); A then takes the console.
#[test]
fn a_key_but_a_at_the_hand_over_gets_a_word() {
    let mut emu = two_people();
    let start = emu.frame_count();
    while count(&emu, "hero: pass the console to") == 0 {
        assert!(
            emu.frame_count() - start < 3000,
            "no hand-over: {}",
            tail(&emu, 20)
        );
        if count(&emu, "hero: dice wait for a press") > count(&emu, "hero: dice taken on") {
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(10);
    }
    emu.run_frames(20);
    let taken = count(&emu, "has the console");
    for (k, key) in [Key::B, Key::Right, Key::L].into_iter().enumerate() {
        keys(&mut emu, &[key]);
        emu.run_frames(10);
        assert_eq!(count(&emu, "hero: only A takes the console"), k + 1);
        assert_eq!(count(&emu, "has the console"), taken, "{key:?} took it");
    }
    shot(&emu, "hero-child-only-a");
    assert!(
        last(&emu, "hero: strip").contains("Only A takes the console"),
        "{}",
        tail(&emu, 10)
    );
    keys(&mut emu, &[Key::A]);
    emu.run_frames(10);
    assert_eq!(count(&emu, "has the console"), taken + 1);
    no_panic(&mut emu);
}

/// R has one meaning on each screen (issue 31: "faster" and "bomb" both):
/// on a person's own turn R never hurries (it aims a bomb or shows the
/// danger); on the computer's turn, where the status line says "R:
/// faster", it does.
#[test]
fn r_hurries_only_the_computer_s_turn() {
    let mut emu = red_turn();
    let hurried = count(&emu, "hero: events hurried");
    // Red's own move (the hint's), R held while it plays.
    let moves = count(&emu, "hero: action move");
    keys(&mut emu, &[Key::Select]);
    assert!(
        wait_more(&mut emu, "hero: hinted", 0, 600),
        "no hint: {}",
        tail(&emu, 10)
    );
    // A hint is said as a hint, never as the computer's "good move".
    let strips = lines(&emu, "hero: strip");
    assert!(
        strips.iter().any(|l| l.contains("Looking for a hint"))
            && !strips.iter().any(|l| l.contains("good move")),
        "the hint's words: {}",
        tail(&emu, 10)
    );
    emu.run_frames(4);
    keys(&mut emu, &[Key::A]);
    emu.hold(&[Key::R]);
    emu.run_frames(60);
    emu.release_all();
    emu.run_frames(10);
    assert!(
        count(&emu, "hero: action move") > moves,
        "{}",
        tail(&emu, 10)
    );
    assert_eq!(
        count(&emu, "hero: events hurried"),
        hurried,
        "R hurried red's own turn"
    );
    // The computer's turn: R hurries it.
    keys(&mut emu, &[Key::L]);
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    emu.run_frames(10);
    emu.hold(&[Key::R]);
    assert!(
        wait_more(&mut emu, "hero: events hurried", hurried, 3000),
        "R never hurried the computer: {}",
        tail(&emu, 10)
    );
    emu.release_all();
    no_panic(&mut emu);
}

/// In hot seat, while the console waits to change hands, the status line
/// names the side it goes to (the playtest's "Setting up: Red" stood over
/// "Blue, your turn! Pass the console").
#[test]
fn the_status_names_the_side_the_console_goes_to() {
    let mut emu = two_people();
    let start = emu.frame_count();
    let mut checked = 0;
    // Every hand-over of the set-up (sides, then minis) and one in play.
    while checked < 3 || count(&emu, "event turn-started") == 0 {
        assert!(
            emu.frame_count() - start < 20_000,
            "too few hand-overs: {}",
            tail(&emu, 20)
        );
        if count(&emu, "hero: pass the console to") > count(&emu, "has the console") {
            emu.run_frames(20);
            let pass = last(&emu, "hero: pass the console to");
            let who = pass.rsplit(' ').next().unwrap_or_default();
            let status = last(&emu, "hero: status");
            assert!(
                status.contains(&format!("{who}{{1}}")),
                "{pass:?} under {status:?}: {}",
                tail(&emu, 12)
            );
            if checked == 1 {
                shot(&emu, "hero-child-pass-status");
            }
            checked += 1;
        }
        keys(&mut emu, &[Key::A]);
        emu.run_frames(10);
        no_panic(&mut emu);
    }
}

/// R held through the computer's turn (to hurry it) does not open the
/// danger view when the child's own turn comes: only a fresh press of R
/// does (the playtest: the held R carried into the child's turn).
#[test]
fn r_held_from_the_computer_s_turn_does_not_open_the_danger_view() {
    let mut emu = red_turn();
    let ends = count(&emu, "hero: action end-turn");
    keys(&mut emu, &[Key::L, Key::A]);
    assert!(
        wait_more(&mut emu, "hero: action end-turn", ends, 120),
        "the turn did not end: {}",
        tail(&emu, 6)
    );
    // R held from now through the computer's turn into red's next one
    // (its first prompt after the computer's turn).
    emu.run_frames(2);
    let prompts = count(&emu, "hero: prompt seat=0");
    emu.hold(&[Key::R]);
    let mut back = false;
    for _ in 0..3000 {
        emu.run_frames(10);
        no_panic(&mut emu);
        if count(&emu, "hero: prompt seat=0") > prompts {
            back = true;
            break;
        }
    }
    assert!(back, "red's turn did not come back: {}", tail(&emu, 10));
    let views = count(&emu, "hero: threat view");
    emu.run_frames(60);
    assert_eq!(
        count(&emu, "hero: threat view"),
        views,
        "the R held from the computer's turn opened the danger view: {}",
        tail(&emu, 6)
    );
    shot(&emu, "hero-child-r-held-over");
    // Let go, then hold R again: now the danger view opens.
    emu.release_all();
    emu.run_frames(10);
    emu.hold(&[Key::R]);
    emu.run_frames(30);
    assert!(
        count(&emu, "hero: threat view") > views,
        "a fresh R did not open the danger view: {}",
        tail(&emu, 6)
    );
    emu.release_all();
    emu.run_frames(10);
    no_panic(&mut emu);
}

/// A mini that has had its go this turn wears a tick (the playtest:
/// nothing showed which minis had gone); the next turn's minis start
/// without one.
#[test]
fn a_mini_that_has_had_its_go_wears_a_tick() {
    let mut emu = red_turn();
    let start = emu.frame_count();
    // Hints play red's minis until one has had its go.
    while !last(&emu, "hero: done minis").contains("0x")
        || last(&emu, "hero: done minis").ends_with(" 0x0")
    {
        assert!(
            emu.frame_count() - start < 20_000,
            "no mini had its go: {}",
            tail(&emu, 20)
        );
        let hints = count(&emu, "hero: hinted");
        keys(&mut emu, &[Key::Select]);
        if wait_more(&mut emu, "hero: hinted", hints, 600) {
            emu.run_frames(4);
            if last(&emu, "hero: hinted").contains("end") {
                break;
            }
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(120);
        no_panic(&mut emu);
    }
    let said = last(&emu, "hero: done minis");
    let mask = u32::from_str_radix(said.rsplit("0x").next().unwrap_or("0").trim(), 16).unwrap_or(0);
    assert!(mask != 0, "no tick: {}", tail(&emu, 20));
    // Only red's own minis (0 to 4) wear it.
    assert_eq!(mask & !0x1f, 0, "{said}");
    emu.run_frames(10);
    shot(&emu, "hero-child-tick");
    // The tick's white and ink show beside the mini's lower right.
    let px = emu.screen_rgb();
    let white = px
        .iter()
        .take(128 * 240)
        .filter(|&&p| near(p, [0xf8, 0xf8, 0xf8]))
        .count();
    assert!(white > 0, "no white tick on the map");
}
