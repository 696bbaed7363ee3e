//! Rush with two people at one console (issue 29's playtest): a question
//! for the other player in the mover's turn (a cube to change the
//! princess's big die, to make her carrier flee, to bring a teammate back,
//! cubes for a fight) is shown only once the console has passed to the one
//! it asks ("Pass the console"), and the console comes back before the
//! mover's next choice. Played as a child would: the hint, then A.

mod common;

use common::rush::{game_with, headers_name_the_chooser, lines};
use common::{count, keys, no_panic, shot};
use tabletop_emu::Key;

/// Questions asked of a player outside her own choices of the turn.
const OTHERS: [&str; 4] = [
    "Change it?",
    "flee with a cube?",
    "back with a cube?",
    "add cubes?",
];

#[test]
fn a_question_for_the_other_player_waits_for_the_console_to_pass() {
    // The jock's seat a person too (Up to his row, Left from Easy).
    let mut emu = game_with(
        &[Key::Up, Key::Left, Key::Down],
        "rush: start players=2 seats=PP",
    );
    let start = emu.frame_count();
    let others = |emu: &tabletop_emu::Emu| {
        lines(emu, "rush: strip ")
            .iter()
            .filter(|l| OTHERS.iter().any(|q| l.contains(q)))
            .count()
    };
    let mut games = 1;
    let mut shot_taken = false;
    while others(&emu) < 3 {
        assert!(
            emu.frame_count() - start < 400_000,
            "fewer than three questions for the other player in {games} games; log tail:\n{}",
            emu.log_tail(30)
        );
        if count(&emu, "scene: rush end") >= games {
            emu.run_frames(60);
            keys(&mut emu, &[Key::A]);
            games += 1;
            continue;
        }
        let waiting = count(&emu, "rush: pass the console to") > count(&emu, "has the console");
        if waiting {
            if !shot_taken && others(&emu) == 0 {
                let newest = lines(&emu, "rush: pass the console to")
                    .pop()
                    .unwrap_or_default();
                let mover = lines(&emu, "rush: event turn-started")
                    .pop()
                    .unwrap_or_default();
                // A hand-over in the middle of another's turn.
                if (newest.contains("Zombie") && mover.contains("player=1"))
                    || (newest.contains("Jock") && mover.contains("player=0"))
                {
                    emu.run_frames(10);
                    shot(&emu, "rush-hotseat-handover");
                    shot_taken = true;
                }
            }
            keys(&mut emu, &[Key::A]);
        } else {
            keys(&mut emu, &[Key::Select]);
            emu.run_frames(6);
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(4);
        no_panic(&mut emu);
    }
    // "then press A." yellow ({3}) as every other "Press A!".
    for l in lines(&emu, "rush: strip ") {
        if l.contains("Pass the console") {
            assert!(l.ends_with("{3}then press A."), "{l}");
        }
    }
    // Every question on the strip names the one it asks ("Jock: ..."): the
    // console was last taken by that player.
    let mut holder = String::new();
    let mut header = String::new();
    let mut asked = 0;
    for l in emu.rom_lines() {
        if let Some(h) = l.split("rush: header ").nth(1) {
            header = h.to_string();
        }
        if let Some(who) = l
            .split("rush: ")
            .nth(1)
            .and_then(|rest| rest.strip_suffix(" has the console"))
        {
            holder = who.to_string();
        }
        if let Some(text) = l.split("rush: strip ").nth(1) {
            for who in ["Zombie", "Jock"] {
                // (The game's opening says each side's goal, "Jock: catch
                // the zombies' princess!", to everyone: not a question.)
                let question = OTHERS.iter().any(|q| text.contains(q)) || text.contains(": push ");
                if question && text.starts_with(&format!("{who}: ")) {
                    asked += 1;
                    assert_eq!(
                        holder, who,
                        "{who} was asked while {holder:?} held the console: {text}"
                    );
                    // The header says who chooses, and whose turn it is
                    // (the playtest, session 32: the Zombie's question
                    // under "Jock's turn").
                    assert!(
                        header.starts_with(&format!("{who} ")) && header.contains("turn"),
                        "{text} asked under the header {header:?}"
                    );
                }
            }
        }
    }
    assert!(asked > 0);
    // The words of each cube's use under a header naming its user, and
    // each header in the colour of the one it names first.
    headers_name_the_chooser(&emu);
    shot(&emu, "rush-hotseat-last");
}
