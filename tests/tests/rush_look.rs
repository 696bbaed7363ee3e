//! What a child sees of Rush's dice: each player's order die stands beside
//! his piece in the panel (not over his cubes, and no arrow at a turn yet),
//! the princess's big die has her picture beside it, a fight's two dice are
//! each in its side's colour and shape, the computer's walks are told (a
//! person's are not), and in hot seat the console passes before the move
//! die is rolled, and only when the one choosing changes; on the options, each seat's piece stands
//! beside its name.

mod common;

use common::rush::{game_with, lines, new_game, pixels, until};
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

/// The side panel's left edge, its rows and the dice tray (src/rush).
const PANEL_X: usize = 193;
const TRAY_Y: usize = 74;
fn row_y(k: usize) -> usize {
    12 + k * 15
}
/// Colours of tools/gfx_rush.py: the cube's two purples, the d20's and
/// crown's yellow, the zombies' green.
const CUBE: [[u8; 3]; 2] = [[0x90, 0x48, 0xc0], [0xc0, 0x88, 0xf0]];
const YELLOW: [u8; 3] = [0xf8, 0xd8, 0x38];
const ZOMBIE: [u8; 3] = [0x50, 0xd0, 0x50];
const JOCK: [u8; 3] = [0xf0, 0x88, 0x30];

/// The panel's text pixels (the cube counts are written in white) right
/// of where the order dice stand.
fn count_ink(emu: &Emu, k: usize) -> usize {
    pixels(
        emu,
        (PANEL_X + 37, 240),
        (row_y(k) + 2, row_y(k) + 12),
        &[[0xf8, 0xf8, 0xf8], [0xe0, 0xe0, 0xe0]],
    )
}

#[test]
fn the_order_dice_stand_beside_the_pieces_not_over_the_cubes() {
    let mut emu = new_game();
    expect(&mut emu, "rush: event order-rolled", 300);
    // The dice tumble 18 frames, then stay until the turn begins.
    emu.run_frames(24);
    shot(&emu, "rush-order-roll");
    for k in 0..2 {
        let row = (row_y(k), row_y(k) + 16);
        let die = pixels(&emu, (PANEL_X + 20, PANEL_X + 36), row, &[YELLOW]);
        assert!(
            die > 40,
            "row {k}: no order die beside the piece ({die} yellow pixels)"
        );
        let cube = pixels(&emu, (PANEL_X + 14, 240), row, &CUBE);
        assert_eq!(cube, 0, "row {k}: a cube drawn under the order die");
        assert_eq!(
            count_ink(&emu, k),
            0,
            "row {k}: the cube count shows beside the die"
        );
    }
    // No arrow points at anyone's turn while the order is rolled.
    let arrow = pixels(
        &emu,
        (PANEL_X - 4, PANEL_X + 4),
        (row_y(0), row_y(1) + 16),
        &[YELLOW],
    );
    assert_eq!(arrow, 0, "an arrow at a turn before the order is known");
    // Once the turn begins (its words said) the cubes and their counts
    // come back.
    expect(&mut emu, ": catch the ", 600);
    emu.run_frames(10);
    shot(&emu, "rush-order-done");
    for k in 0..2 {
        let row = (row_y(k), row_y(k) + 16);
        assert!(
            pixels(&emu, (PANEL_X + 14, 240), row, &CUBE) > 20,
            "row {k}: no cube"
        );
        assert!(count_ink(&emu, k) > 5, "row {k}: no cube count");
    }
}

#[test]
fn the_princess_s_big_die_has_her_picture_beside_it() {
    let mut emu = new_game();
    expect(&mut emu, "rush: event princess-rolled", 600);
    emu.run_frames(24);
    shot(&emu, "rush-princess-roll");
    let beside = (PANEL_X + 26, PANEL_X + 42);
    let tray = (TRAY_Y, TRAY_Y + 16);
    let crown = pixels(&emu, beside, tray, &[YELLOW]);
    let face = pixels(&emu, beside, tray, &[ZOMBIE, JOCK]);
    assert!(
        crown > 10 && face > 10,
        "no princess beside her big die: {crown} crown and {face} face pixels"
    );
}

#[test]
fn each_seat_s_piece_stands_beside_its_name_on_the_options() {
    let mut emu = boot();
    to_game_options(&mut emu, "Rush at Zeta Mu Beta", "scene: rush options");
    // Up to "Players", Right for four.
    common::keys(&mut emu, &[Key::Up, Key::Up, Key::Up, Key::Right]);
    emu.run_frames(5);
    shot(&emu, "rush-options-pieces");
    // The seats' rows (33 + 10 * row), each with its team's piece at
    // x 200..216: Zombie 1 and 2 green, Jock 1 and 2 orange.
    for (row, colour) in [(1, ZOMBIE), (2, ZOMBIE), (3, JOCK), (4, JOCK)] {
        let y = 33 + 10 * row;
        let n = pixels(&emu, (200, 216), (y - 4, y + 12), &[colour]);
        assert!(n > 20, "row {row}: no piece beside the name ({n} pixels)");
    }
}

#[test]
fn a_fight_s_two_dice_are_in_their_sides_colours() {
    // Both seats the computer: Up to the Zombie's row, Right makes it the
    // computer (Easy), Down back to "Start!".
    let mut emu = game_with(
        &[Key::Up, Key::Up, Key::Right, Key::Down, Key::Down],
        "seats=EE",
    );
    until(&mut emu, "fight", |e| {
        (!lines(e, "rush: event fight-started").is_empty()).then_some(())
    });
    // The computer's walks were told, step by step.
    let told = lines(&emu, "rush: says ");
    assert!(
        told.iter().any(|l| l.contains(" walks ")),
        "no computer's walk was told: {told:?}"
    );
    // At the pace a child sees, until the fight's dice have settled: each
    // is in its side's colour, none in the other's, none yellow.
    let mut seen = String::new();
    for _ in 0..400 {
        emu.run_frames(2);
        let started = lines(&emu, "rush: event fight-started")
            .pop()
            .unwrap_or_default();
        let team = |who: &str| {
            let f = started.split(&format!("{who}=")).nth(1).unwrap_or("");
            // p0 is the zombie, p1 the jock; mz/mj a minion.
            if f.starts_with("p0") || f.starts_with("mz") {
                [ZOMBIE, JOCK]
            } else {
                [JOCK, ZOMBIE]
            }
        };
        let tray = (TRAY_Y, TRAY_Y + 16);
        let dice: Vec<(usize, usize, usize)> = ["attacker", "defender"]
            .iter()
            .enumerate()
            .map(|(k, who)| {
                let x = PANEL_X + 2 + 24 * k;
                let [own, other] = team(who);
                (
                    pixels(&emu, (x, x + 16), tray, &[own]),
                    pixels(&emu, (x, x + 16), tray, &[other]),
                    pixels(&emu, (x, x + 16), tray, &[YELLOW]),
                )
            })
            .collect();
        if dice
            .iter()
            .all(|&(mine, theirs, yellow)| mine > 60 && theirs == 0 && yellow == 0)
        {
            shot(&emu, "rush-fight-dice");
            return;
        }
        seen = format!("{started}: (own, other's, yellow) pixels {dice:?}");
    }
    panic!("a fight's dice never showed in their sides' colours; last: {seen}");
}

/// A cube question about the princess's big die answered by a person in
/// another's turn: the action after a "princess-rolled" event is a person's.
fn nudge_answered(emu: &Emu) -> bool {
    let mut rolled = false;
    for line in emu.rom_lines() {
        if line.contains("rush: event princess-rolled") {
            rolled = true;
        } else if rolled && line.contains("rush: action ") {
            if line.contains("by=person") {
                return true;
            }
            rolled = false;
        }
    }
    false
}

#[test]
fn in_hot_seat_the_console_passes_only_when_the_one_choosing_changes() {
    // The Jock a person too: Up to his row, Left (from the computer's
    // Easy), Down back to "Start!".
    let mut emu = game_with(&[Key::Up, Key::Left, Key::Down], "seats=PP");
    let start = emu.frame_count();
    // Six move dice, and a cube question on her big die (asked of the
    // other side in the turn's player's turn) answered.
    while lines(&emu, "rush: event move-rolled").len() < 6 || !nudge_answered(&emu) {
        assert!(
            emu.frame_count() - start < 150_000,
            "fewer than six move dice or no cube question on her die; log tail:\n{}",
            emu.log_tail(30)
        );
        // The hint, then A takes it (or answers the hand-over).
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(6);
        keys(&mut emu, &[Key::A]);
        no_panic(&mut emu);
    }
    // A person's own walk is theirs: it is not told back to them.
    let told = lines(&emu, " walks ");
    assert!(told.is_empty(), "a person's walk told: {told:?}");
    // Whoever holds the console when the move die is rolled is its roller
    // (their choices come next).
    let (mut holder, mut mover) = (String::new(), String::new());
    // The playtest: the console passed three times in one turn (to the
    // Jock for her big die, to the Zombie for a cube, back to the Jock).
    // Each pass is followed by a choice of the one it passed to before it
    // passes again.
    let mut chose = true;
    for line in emu.rom_lines() {
        if let Some(p) = line.split("rush: event turn-started player=").nth(1) {
            mover = String::from(if p.starts_with('0') { "Zombie" } else { "Jock" });
        } else if let Some(who) = line
            .split("rush: ")
            .nth(1)
            .and_then(|l| l.strip_suffix(" has the console"))
        {
            holder = String::from(who);
        } else if line.contains("rush: pass the console to") {
            assert!(
                chose,
                "the console passed twice with no choice between: {line}"
            );
            chose = false;
        } else if line.contains("rush: action ") && line.contains("by=person") {
            chose = true;
        } else if line.contains("rush: event move-rolled") {
            assert_eq!(
                holder, mover,
                "{mover}'s die was rolled while {holder:?} held the console: {line}"
            );
        }
    }
}

#[test]
fn a_carried_princess_rides_on_her_carrier() {
    // Both seats the computer, games one after another until a carrier
    // steps onto a street block (its column and row are logged).
    let mut emu = game_with(
        &[Key::Up, Key::Up, Key::Right, Key::Down, Key::Down],
        "seats=EE",
    );
    let (player, at) = until(&mut emu, "carrier walking", carrier_on_a_street);
    // The step's 10 frames shown.
    emu.run_frames(12);
    shot(&emu, "rush-carried");
    // The zombie (player 0) carries the jocks' princess, the jock the
    // zombies': her face, in her team's colours (the jocks' triangle has
    // only 11 light pixels: its outline counts too), is drawn up and right
    // of the carrier's block (12x9 pixels), where no piece of hers stands.
    let her = if player == 0 {
        [JOCK, [0xa0, 0x48, 0x10]]
    } else {
        [ZOMBIE, [0x20, 0x88, 0x30]]
    };
    let (x, y) = (at.0 * 12, at.1 * 9);
    let face = pixels(&emu, (x + 2, x + 22), (y.saturating_sub(12), y + 4), &her);
    assert!(
        face > 15,
        "no princess on the shoulder of player {player} at {at:?}: {face} pixels"
    );
}

/// The newest event, if it is a step by a player carrying a princess onto a
/// street block: the player and the block.
fn carrier_on_a_street(emu: &Emu) -> Option<(usize, (usize, usize))> {
    let events = lines(emu, "rush: event ");
    let last = events.last()?;
    let field = |l: &str, key: &str| -> String {
        l.split(key)
            .nth(1)
            .and_then(|f| f.split_whitespace().next())
            .unwrap_or("")
            .to_string()
    };
    if !last.contains("event stepped ") {
        return None;
    }
    let player = field(last, "player=");
    // Carrying: picked up (or handed to) since it last ended.
    let mut carrying = false;
    for l in &events {
        if (l.contains("event picked-up ") && field(l, "player=") == player)
            || (l.contains("event relayed ")
                && field(l, "to=") == player
                && field(l, "done=") == "true")
        {
            carrying = true;
        } else if l.contains("event released ")
            || l.contains("event princess-freed ")
            || l.contains("event relayed ")
            || l.contains("event won ")
            || l.contains("event unfinished ")
        {
            carrying = false;
        }
    }
    let to: Vec<usize> = field(last, "to=")
        .split(',')
        .filter_map(|n| n.parse().ok())
        .collect();
    if !carrying || to.len() != 2 {
        return None;
    }
    Some((player.parse().ok()?, (to[0], to[1])))
}

#[test]
fn a_on_his_own_block_never_ends_a_turn_with_points_left() {
    let mut emu = new_game();
    expect(&mut emu, "rush: prompt seat=0", 3_000);
    let prompt = lines(&emu, "rush: prompt seat=0").pop().unwrap_or_default();
    assert!(prompt.contains("A: walk"), "not a walk's prompt: {prompt}");
    // The cursor starts on the zombie: a child presses A, and again.
    for _ in 0..3 {
        keys(&mut emu, &[Key::A]);
        emu.run_frames(10);
    }
    shot(&emu, "rush-a-on-himself");
    assert!(
        lines(&emu, "rush: A on his own block").len() >= 3,
        "every A on his own block is answered: {}",
        emu.log_tail(10)
    );
    let played = lines(&emu, "by=person");
    assert!(played.is_empty(), "A on himself played {played:?}");
}

#[test]
fn a_hinted_walk_goes_on_without_a_press() {
    // The playtest: the hint walked one block, and a child took that for
    // the whole walk. A hint toward the goal (session 30: the princess, or
    // home) walks all the way to its block with one A; a hinted step of
    // the computer's taken with points left is followed by the next
    // step's hint, no SELECT pressed.
    let mut emu = new_game();
    let start = emu.frame_count();
    let (mut walked, mut stepped) = (false, false);
    while !(walked && stepped) {
        assert!(
            emu.frame_count() - start < 300_000,
            "walked toward the goal: {walked}; hinted the next step: {stepped}"
        );
        // The hints may carry her home before a computer's step is hinted
        // (the princess on the Cloud): the walk is what must be seen.
        if walked && count(&emu, "rush: event won") > 0 {
            break;
        }
        expect(&mut emu, "rush: prompt seat=0", 30_000);
        let prompt = lines(&emu, "rush: prompt seat=0").pop().unwrap_or_default();
        let before = hints(&emu);
        keys(&mut emu, &[Key::Select]);
        let hint = worked_out(&mut emu, before);
        let asked = lines(&emu, "rush: hint asked").len();
        // "2 points." and more (one point reads "1 point."; none "no points").
        let more = prompt.contains(" points.") && hint.contains("hint step");
        let before = hints(&emu);
        let steps = count(&emu, "action step to=");
        keys(&mut emu, &[Key::A]);
        if let Some(cost) = hint
            .split("hint goes to=")
            .nth(1)
            .and_then(|r| r.split("cost=").nth(1))
            .and_then(|c| c.trim().parse::<usize>().ok())
        {
            // One A, the whole walk: as many steps as the block costs.
            let mut waited = 0;
            while count(&emu, "action step to=") < steps + cost {
                waited += 1;
                assert!(
                    waited < 600,
                    "the hinted walk stopped; {}",
                    emu.log_tail(20)
                );
                emu.run_frames(5);
            }
            if !walked {
                shot(&emu, "rush-hint-walks");
            }
            // The prompts between its steps were the walk's own.
            for _ in 1..cost {
                expect(&mut emu, "rush: prompt seat=0", 600);
            }
            walked = true;
        } else if more && !stepped {
            // Asked again by the game itself: no SELECT was pressed.
            let next = worked_out(&mut emu, before);
            assert!(next.contains("hint "), "{next}");
            emu.run_frames(10);
            shot(&emu, "rush-hint-goes-on");
            assert_eq!(lines(&emu, "rush: hint asked").len(), asked + 1);
            stepped = true;
        }
    }
}

/// The hints worked out so far (not the asking).
fn hints(emu: &Emu) -> Vec<String> {
    lines(emu, "rush: hint ")
        .into_iter()
        .filter(|l| !l.contains("hint asked"))
        .collect()
}

/// Runs until a hint is worked out (more than `before`); its log line.
fn worked_out(emu: &mut Emu, before: Vec<String>) -> String {
    for _ in 0..300 {
        let now = hints(emu);
        if now.len() > before.len() {
            return now.last().cloned().unwrap_or_default();
        }
        emu.run_frames(2);
    }
    panic!("no hint worked out; log tail:\n{}", emu.log_tail(20))
}

/// A princess is a girl in a long dress with a crown, not her team's piece
/// with a crown (the playtest, session 32: the Zombie and the zombies'
/// princess were both green faces, the Jock and his princess both orange
/// cones): under her crown her face is no team's colour, her team's colour
/// is her dress, which flares wider than her head, and she stands taller
/// than any player's piece.
#[test]
fn a_princess_is_a_girl_in_a_dress_not_her_team_s_piece() {
    let s = tabletop_emu::cvd::Sheet::gfx("rush-sprites.png");
    let drawn = |k: usize, x: usize, y: usize| s.at(16 * k + x, y);
    let rows = |k: usize| (0..16).filter(move |&y| (0..16).any(|x| drawn(k, x, y).is_some()));
    let tallest_player = (0..4).map(|k| rows(k).count()).max().unwrap_or(0);
    let gba = tabletop_emu::cvd::gba;
    for (k, team) in [(4, gba(ZOMBIE)), (5, gba(JOCK))] {
        let width = |y: usize, c: Option<[u8; 3]>| {
            (0..16)
                .filter(|&x| drawn(k, x, y).is_some() && (c.is_none() || drawn(k, x, y) == c))
                .count()
        };
        let crown_end = rows(k)
            .filter(|&y| width(y, Some(gba(YELLOW))) > 0)
            .max()
            .expect("no crown");
        let face: Vec<usize> = (crown_end + 1..crown_end + 4).collect();
        let team_in_face: usize = face.iter().map(|&y| width(y, Some(team))).sum();
        assert_eq!(
            team_in_face, 0,
            "princess {k}: her face is her team's colour"
        );
        let head = face.iter().map(|&y| width(y, None)).max().unwrap_or(0);
        let dress = rows(k)
            .filter(|&y| y > crown_end + 3)
            .map(|y| width(y, None))
            .max()
            .unwrap_or(0);
        let dress_colour: usize = rows(k).map(|y| width(y, Some(team))).sum();
        assert!(
            dress > head + 2 && dress_colour >= 20,
            "princess {k}: no dress ({dress} wide under a head {head} wide, {dress_colour} pixels of her team's colour)"
        );
        assert!(
            rows(k).count() > tallest_player,
            "princess {k} is no taller than a player's piece"
        );
    }
}

/// A big die's two digits stand clear of its outline, two pixels of the
/// die's colour on each side in every row (the playtest, session 32: "13"
/// and "18" touched the outline and blurred into it): the princess's die
/// and both fight dice.
#[test]
fn a_big_die_s_two_digits_stand_clear_of_its_outline() {
    let ink = tabletop_emu::cvd::gba([0x18, 0x18, 0x28]);
    let s = tabletop_emu::cvd::Sheet::gfx("rush-sprites.png");
    // src/rush/campus.rs: spr::D20, spr::D20_ZOMBIES, spr::D20_JOCKS.
    let mut numbered = 0;
    for first in [16, 49, 69] {
        for face in 10..=20 {
            let tile = first + face - 1;
            for y in 0..16 {
                let at = |x: usize| s.at(16 * tile + x, y);
                let die: Vec<usize> = (0..16)
                    .filter(|&x| at(x).is_some_and(|c| c != ink))
                    .collect();
                let (Some(&l), Some(&r)) = (die.first(), die.last()) else {
                    continue;
                };
                let digits: Vec<usize> = (l..=r).filter(|&x| at(x) == Some(ink)).collect();
                let (Some(&a), Some(&b)) = (digits.first(), digits.last()) else {
                    continue;
                };
                numbered += 1;
                assert!(
                    a >= l + 2 && b + 2 <= r,
                    "die {first} face {face}, row {y}: the number at {a}..={b} too near the outline ({l}..={r} inside)"
                );
            }
        }
    }
    // Every face's number was found: 7 rows each.
    assert!(numbered >= 3 * 11 * 7, "{numbered} rows with digits");
}

/// The move die is big enough to read: a triangle about 32 pixels wide and 28 tall,
/// its digit at least 12 pixels tall (the playtest, session 32: "a tiny
/// triangle with a tiny digit").
#[test]
fn the_move_die_is_big_and_its_digit_readable() {
    const SKY: [u8; 3] = [0x78, 0xc8, 0xf0];
    const INK: [u8; 3] = [0x18, 0x18, 0x28];
    let mut emu = new_game();
    expect(&mut emu, "rush: event move-rolled", 1200);
    // The die tumbles 18 frames, then lands.
    emu.run_frames(30);
    shot(&emu, "rush-move-die");
    let px = emu.screen_rgb();
    let sky: Vec<(usize, usize)> = (0..160)
        .flat_map(|y| (PANEL_X..240).map(move |x| (x, y)))
        .filter(|&(x, y)| common::pixels::near(px[y * 240 + x], SKY))
        .collect();
    let xs = || sky.iter().map(|p| p.0);
    let ys = || sky.iter().map(|p| p.1);
    let (x0, x1) = (xs().min().unwrap_or(0), xs().max().unwrap_or(0));
    let (y0, y1) = (ys().min().unwrap_or(0), ys().max().unwrap_or(0));
    assert!(
        x1 - x0 >= 26 && y1 - y0 >= 20,
        "the move die is {}x{} pixels of sky",
        x1 - x0 + 1,
        y1 - y0 + 1
    );
    // Clear of the Cloud (its top at row 100) and of the panel's rows.
    assert!(y0 >= 68 && y1 < 100, "the move die spans rows {y0}..={y1}");
    // The digit: the ink rows inside the triangle's sky.
    let digit_rows = (y0..=y1)
        .filter(|&y| {
            let row: Vec<usize> = (x0..=x1)
                .filter(|&x| common::pixels::near(px[y * 240 + x], SKY))
                .collect();
            let (Some(&a), Some(&b)) = (row.first(), row.last()) else {
                return false;
            };
            (a..=b).any(|x| common::pixels::near(px[y * 240 + x], INK))
        })
        .count();
    assert!(
        digit_rows >= 12,
        "the move die's digit is {digit_rows} rows tall"
    );
}

/// A round's words come before its dice: "Everyone rolls the big die"
/// is on the strip a while before the order's dice tumble (the playtest,
/// session 32: the dice rolled under a bare "Round 1", the words after).
#[test]
fn a_round_s_words_come_before_its_order_dice() {
    let mut emu = new_game();
    expect(&mut emu, "rush: strip Everyone rolls the big die", 300);
    let told = emu.frame_count();
    expect(&mut emu, "rush: event order-rolled", 600);
    let rolled = emu.frame_count();
    assert!(
        rolled - told >= 120,
        "the dice rolled {} frames after the words",
        rolled - told
    );
    // The words stay while the dice tumble and settle.
    emu.run_frames(30);
    shot(&emu, "rush-order-words");
    let strip = lines(&emu, "rush: strip ").pop().unwrap_or_default();
    assert!(strip.contains("Everyone rolls"), "{strip}");
}
