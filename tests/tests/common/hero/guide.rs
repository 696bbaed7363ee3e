//! Tabletop Hero's "Learn to play" read from the log: what the guide asks
//! (`hero: guide hand=..`) and what it draws (`hero: guide draws ..`): the
//! arrow beside the cursor while the cursor is off the asked cell, the hand
//! once it is on it.

use tabletop_emu::{Emu, Key};

use super::{cell, lines, walk};
use crate::common::learn::{arrow_beside, way_keys};
use crate::common::shot;

/// The value of `key` (`key=value`) in a log line, or "".
fn value(line: &str, key: &str) -> String {
    tabletop_emu::log::field(line, key).unwrap_or("").to_owned()
}

/// The last pointing: the hand's cell (-1,-1: none), the cursor's and the
/// key asked for.
pub fn pointed(emu: &Emu) -> ((i32, i32), (i32, i32), Key) {
    let l = super::last(emu, "hero: guide hand=");
    let field = |k: &str| value(&l, k);
    let key = match field("press").as_str() {
        "R" => Key::R,
        "L" => Key::L,
        _ => Key::A,
    };
    (cell(&field("hand")), cell(&field("cursor")), key)
}

/// A drawing: `arrow=Dir` or `hand`, its place, the cursor's, the target's.
pub type Drawing = (String, (i32, i32), (i32, i32), (i32, i32));

/// What the guide drew since its last pointing: `arrow=Dir` or `hand`,
/// with the drawn thing's, the cursor's and the target's places on screen
/// (`None` before anything is drawn).
pub fn drawn(emu: &Emu) -> Option<Drawing> {
    let all: Vec<String> = lines(emu, "hero: guide ");
    let from = all.iter().rposition(|l| l.contains("hero: guide hand="))?;
    let l = all[from..]
        .iter()
        .rfind(|l| l.contains("hero: guide draws "))?;
    let field = |k: &str| value(l, k);
    let what = l
        .split("draws ")
        .nth(1)?
        .split([' ', '='])
        .next()?
        .to_owned();
    let what = if what == "arrow" {
        format!("arrow={}", field("arrow"))
    } else {
        what
    };
    Some((
        what,
        cell(&field("at")),
        cell(&field("cursor")),
        cell(&field("target")),
    ))
}

/// With the cursor off the asked cell: no hand, the arrow beside the
/// cursor's yellow box pointing toward the cell. Returns the way (its
/// keys: two for a diagonal).
pub fn arrow_shown(emu: &Emu) -> Vec<Key> {
    let d = drawn(emu);
    let Some((what, at, (cx, cy), (tx, ty))) = d.clone() else {
        panic!("the guide drew nothing for {:?}", pointed(emu));
    };
    let Some(name) = what.strip_prefix("arrow=") else {
        panic!("the cursor is off the asked cell, but the guide drew {d:?}");
    };
    let way = way_keys(name);
    let square = (cx, cy, 8, 8);
    let keep = (cx - 4, cy - 4, 16, 16);
    arrow_beside(emu, &way, at, square, keep, (tx, ty, 8, 8));
    way
}

/// With the cursor on the asked cell: the hand, on that cell.
pub fn hand_shown(emu: &Emu) {
    let d = drawn(emu);
    let Some((what, _, cursor, target)) = d.clone() else {
        panic!("the guide drew nothing for {:?}", pointed(emu));
    };
    assert_eq!(what, "hand", "the cursor is on the asked cell: {d:?}");
    assert_eq!(cursor, target, "the hand's cell is the cursor's");
}

/// Runs until the guide has drawn since its last pointing (the choice is
/// the child's once the events have played), at most two seconds, and
/// then a few frames more: the log names a drawing in the frame it is
/// made, before that frame is on the screen.
pub fn wait_drawn(emu: &mut Emu) {
    for _ in 0..30 {
        if drawn(emu).is_some() {
            emu.run_frames(3);
            return;
        }
        emu.run_frames(4);
    }
}

/// Walks the cursor from where it was pointed to the hand, checking the
/// arrow beside the cursor before (where it was off the cell) and the hand
/// on the cell after; `shots` names a picture of each (none if empty).
/// The key the pointing asks for.
pub fn walk_to_hand(emu: &mut Emu, shots: &str) -> Key {
    let (hand, cursor, key) = pointed(emu);
    if hand.0 < 0 {
        return key;
    }
    wait_drawn(emu);
    if drawn(emu).is_none() {
        // Nothing drawn on the battlefield yet (a sheet or a forecast
        // stands over it): the pad as asked.
        if hand != cursor {
            walk(emu, cursor, hand);
        }
        return key;
    }
    // Where the guide drew the hand, the cursor is on the cell already.
    let on = drawn(emu).is_some_and(|d| d.0 == "hand");
    if !on {
        let way = arrow_shown(emu);
        if !shots.is_empty() {
            let way: Vec<String> = way.iter().map(|k| format!("{k:?}")).collect();
            shot(
                emu,
                &format!("{shots}-arrow-{}", way.join("")).to_lowercase(),
            );
        }
        // From where the cursor is drawn now (a mashing child may have
        // moved it since the pointing) to the cell.
        let (_, _, (cx, cy), (tx, ty)) = drawn(emu).expect("drawn");
        walk(emu, (0, 0), ((tx - cx) / 8, (ty - cy) / 8));
        wait_drawn(emu);
    }
    hand_shown(emu);
    if !shots.is_empty() && !on {
        shot(emu, &format!("{shots}-hand"));
    }
    key
}
