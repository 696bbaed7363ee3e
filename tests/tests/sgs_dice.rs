//! The Simple Game System's dice rows after the session-31 playtest, end
//! to end on the real ROM: a roll's row and its result ("= 3 successes")
//! are never seen half drawn (the playtest caught "= 5" and "= 3 su..."
//! cut off with six or more dice: the display overtook the drawing).

mod common;

use common::sgs::item;
use common::{boot, count, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Simple Game System";

/// Bram's turn prompt (one person: no name asked for).
const BRAM_ASKED: &str = "sgs: prompt Bram, what do you do?";

/// The fight's dice rows: lines 81 to 109 (src/sgs/view.rs, `FIGHT`).
const DICE_ROWS: (usize, usize) = (81, 110);

/// Every picture of the dice rows seen during the monsters' turn (from
/// Bram's "End my turn" to his next choice, A pressed at each prompt),
/// frame by frame.
fn monsters_turn_dice(emu: &mut Emu) -> Vec<Vec<[u8; 3]>> {
    to_game_options(emu, NAME, "scene: sgs start");
    emu.run_frames(10);
    common::sgs::to_bram_s_turn(emu);
    let end = item(emu, "End my turn").expect("no End my turn");
    for _ in 0..end {
        keys(emu, &[Key::Down]);
    }
    let asked = count(emu, BRAM_ASKED);
    keys(emu, &[Key::A]);
    let rows = |emu: &Emu| -> Vec<[u8; 3]> {
        emu.screen_rgb()[240 * DICE_ROWS.0..240 * DICE_ROWS.1].to_vec()
    };
    let mut seen = vec![rows(emu)];
    let mut prompts = count(emu, "sgs: prompt ");
    let start = emu.frame_count();
    while count(emu, BRAM_ASKED) == asked && emu.frame_count() - start < 6000 {
        emu.run_frames(1);
        seen.push(rows(emu));
        let now = count(emu, "sgs: prompt ");
        if now > prompts && count(emu, BRAM_ASKED) == asked {
            emu.tap(Key::A);
            emu.run_frames(1);
            seen.push(rows(emu));
        }
        prompts = now;
    }
    seen
}

/// The first dice row's lines within [`DICE_ROWS`] (then the second's):
/// each row is drawn in a frame of its own.
const FIRST_ROW: usize = 14;

/// A picture torn by the display: in one row's band, part the picture
/// before, part the one after, pixel by pixel, and neither (a tumbling
/// die's new face differs from both: no tear; one row redrawn a frame
/// before the other is no tear either).
fn torn(before: &[[u8; 3]], now: &[[u8; 3]], after: &[[u8; 3]]) -> bool {
    let cut = 240 * FIRST_ROW;
    [(0, cut), (cut, now.len())].into_iter().any(|(a, b)| {
        let (before, now, after) = (&before[a..b], &now[a..b], &after[a..b]);
        now != before
            && now != after
            && now
                .iter()
                .zip(before.iter().zip(after))
                .all(|(p, (b, a))| p == b || p == a)
    })
}

/// The session-31 playtest: "= 3 su..." cut off. No picture of the dice
/// rows is torn: part the rows before, part the rows after (the display
/// overtaking the drawing shows such a picture for a frame).
#[test]
fn a_dice_row_is_never_seen_half_drawn() {
    let mut emu = boot();
    let seen = monsters_turn_dice(&mut emu);
    let changes = seen.windows(2).filter(|w| w[0] != w[1]).count();
    println!(
        "the dice rows changed {changes} times in {} frames",
        seen.len()
    );
    assert!(changes >= 4, "no dice seen");
    for (k, w) in seen.windows(3).enumerate() {
        if torn(&w[0], &w[1], &w[2]) {
            for (j, pic) in w.iter().enumerate() {
                let mut ppm = format!("P3\n240 {}\n255\n", DICE_ROWS.1 - DICE_ROWS.0).into_bytes();
                for p in pic {
                    ppm.extend(format!("{} {} {}\n", p[0], p[1], p[2]).bytes());
                }
                std::fs::write(
                    tabletop_emu::out_dir().join(format!("sgs-dice-torn-{j}.ppm")),
                    ppm,
                )
                .unwrap();
            }
            panic!("frame {} of the monsters' turn: dice rows seen torn", k + 1);
        }
    }
    shot(&emu, "sgs-dice-turn-end");
    no_panic(&mut emu);
}
