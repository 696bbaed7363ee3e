//! Sandford's dice in words a child follows (issue 31's playtest): an
//! armour roll names the monster that struck, its result says what the die
//! needed, and A mashed from before the roll never skips the result; a
//! hero's line says "fallen" only once the blow that fells it is shown.

mod common;

use common::sandford::{armour_roll, demo_game, last_after};
use common::{count, no_panic, shot};
use tabletop_emu::{Emu, Key};

/// The first line under the map (the message).
fn message_strip(emu: &Emu) -> Vec<[u8; 3]> {
    emu.screen_rgb()[136 * 240..148 * 240].to_vec()
}

/// The last `rolling says` line: what the strip said while the die tumbled.
fn rolling_said(emu: &Emu) -> String {
    last_after(emu, "sandford: rolling says ").unwrap_or_default()
}

/// A mashed all through an armour roll: the die settles, its words come
/// and stay at least a second and a half (A may hurry them only then);
/// the words name the monster that struck while the die tumbles.
#[test]
fn mashing_a_does_not_skip_an_armour_result() {
    let (mut emu, line, roll) = armour_roll();
    let said = count(&emu, "sandford: said after the dice");
    let rolling = count(&emu, "sandford: rolling says ");
    let mut frames = 0;
    let mash = |emu: &mut Emu, frames: &mut u32| {
        if *frames % 4 < 2 {
            emu.hold(&[Key::A]);
        } else {
            emu.release_all();
        }
        emu.step_frame();
        *frames += 1;
    };
    let mut rolling_shot = false;
    while count(&emu, "sandford: said after the dice") == said {
        mash(&mut emu, &mut frames);
        assert!(frames < 600, "{line}: its words never came");
        if !rolling_shot && count(&emu, "sandford: rolling says ") > rolling {
            emu.run_frames(6);
            shot(&emu, "sandford-armour-attacker");
            rolling_shot = true;
        }
    }
    mash(&mut emu, &mut frames);
    let result = message_strip(&emu);
    let mut stayed = 0;
    while message_strip(&emu) == result && stayed < 400 {
        mash(&mut emu, &mut frames);
        stayed += 1;
        if stayed == 30 {
            shot(&emu, "sandford-armour-result-mashed");
        }
    }
    emu.release_all();
    assert!(
        stayed >= 85,
        "{line}: with A mashed the armour's result stayed {stayed} frames"
    );
    let rolling = rolling_said(&emu);
    assert!(
        rolling.contains(" monster hits ") && rolling.contains("Hero "),
        "the armour roll names no attacker: {rolling:?}"
    );
    // The words match the die: under 4 it blocks nothing, and says why.
    let words = last_after(&emu, "sandford: said after the dice: ").unwrap_or_default();
    assert!(
        words.contains(&format!("armour rolled {roll}")),
        "{line}: {words}"
    );
    if roll < 4 {
        assert!(words.contains("it needs 4+ to block"), "{line}: {words}");
    }
    no_panic(&mut emu);
}

/// A computer game until a hero falls: the hero's line under the map says
/// "fallen" only once the blow that fells them is being shown.
#[test]
fn a_hero_is_fallen_only_once_the_blow_is_shown() {
    let mut emu = demo_game();
    let start = emu.frame_count();
    emu.hold(&[Key::R]);
    while count(&emu, "sandford: shows hero killed") == 0 {
        emu.run_frames(4);
        no_panic(&mut emu);
        if count(&emu, "game over outcome") > 0 {
            break;
        }
        assert!(
            emu.frame_count() - start < 150_000,
            "no hero fell; log tail:\n{}",
            emu.log_tail(20)
        );
    }
    emu.release_all();
    emu.run_frames(30);
    // A hero's hearts reach 0 as the blow's wound is shown, after the
    // blow itself; the line says "fallen" only from then.
    let mut blows: Vec<char> = Vec::new();
    let mut shown_killed: Vec<char> = Vec::new();
    let mut fallen_lines = 0;
    for l in emu.rom_lines() {
        if let Some(rest) = l.split("sandford: shows the blow on hero=").nth(1) {
            blows.extend(rest.chars().next());
        }
        if let Some(rest) = l.split("sandford: shows hero down hero=").nth(1) {
            let h = rest.chars().next().unwrap_or('?');
            assert!(blows.contains(&h), "hero {h} down before a blow was shown");
            shown_killed.push(h);
        }
        if let Some(line) = l.split("sandford: hud hero line ").nth(1)
            && line.contains("fallen")
        {
            fallen_lines += 1;
            // "{9}H2{1} {6}fallen{1}": hero 1.
            let n = line
                .split('H')
                .nth(1)
                .and_then(|r| r.chars().next())
                .and_then(|c| c.to_digit(10))
                .map_or('?', |d| char::from_digit(d - 1, 10).unwrap_or('?'));
            assert!(
                shown_killed.contains(&n),
                "the line said fallen before the blow was shown: {line}"
            );
        }
    }
    assert!(
        count(&emu, "sandford: shows hero killed") > 0,
        "no hero fell in the game"
    );
    eprintln!("{fallen_lines} fallen lines");
    shot(&emu, "sandford-hero-fallen");
}
