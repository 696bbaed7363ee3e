//! Rush's "Cubes" option: a person who chose "Ask on my turn only" is never
//! stopped by a cube question in another player's turn (bring a teammate
//! back, change a princess's big die, make a carrier flee, push him); the
//! computer answers it for them, and may spend their cubes. Played as a
//! child with the hint button would, taking a cube whenever one is offered.

mod common;

use common::rush::{choose_from_menu, lines, menu_of, newest};
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::Key;

/// Cube questions a person is asked in another player's turn.
const OTHERS: [&str; 4] = [
    "Change it?",
    "flee with a cube?",
    "back with a cube?",
    "push ",
];

#[test]
fn asked_only_on_my_turn_the_computer_answers_the_cube_questions_of_other_turns() {
    let mut emu = boot();
    to_game_options(&mut emu, "Rush at Zeta Mu Beta", "scene: rush options");
    // From "Start!" down to the last row (Learn to play, How to play, Safe
    // bases, Cubes) and change it.
    keys(&mut emu, &[Key::Down; 4]);
    keys(&mut emu, &[Key::Right]);
    expect(&mut emu, "rush: ask cubes false", 30);
    emu.run_frames(10);
    shot(&emu, "rush-options-cubes");
    keys(&mut emu, &[Key::Up; 4]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "rush: start players=2 seats=PE", 60);
    expect(&mut emu, "rush: new game", 60);
    // The zombie's cubes the computer spent for him.
    let for_him = |emu: &tabletop_emu::Emu| {
        let all: Vec<String> = emu.rom_lines().map(String::from).collect();
        all.windows(2)
            .filter(|w| {
                w[0].contains("rush: action use-cube by=computer")
                    && w[1].contains("rush: event cube-spent player=0")
            })
            .count()
    };
    let mut seen = 0;
    let mut games = 1;
    let start = emu.frame_count();
    while for_him(&emu) == 0 {
        assert!(
            emu.frame_count() - start < 900_000,
            "the computer never spent the zombie's cube in {games} games; log tail:\n{}",
            emu.log_tail(30)
        );
        if count(&emu, "scene: rush end") >= games {
            emu.run_frames(60);
            keys(&mut emu, &[Key::A]);
            expect(&mut emu, "rush: new game", 120);
            games += 1;
            continue;
        }
        let now = count(&emu, "rush: prompt seat=0");
        if now == seen {
            emu.run_frames(4);
            no_panic(&mut emu);
            continue;
        }
        seen = now;
        let prompt = newest(&emu, "rush: prompt seat=0").unwrap_or_default();
        for q in OTHERS {
            assert!(
                !prompt.contains(q),
                "asked in another's turn although the option says not to: {prompt}"
            );
        }
        let menu = menu_of(&prompt);
        if let Some(k) = menu.iter().position(|m| m == "pick-cube") {
            choose_from_menu(&mut emu, k);
        } else {
            keys(&mut emu, &[Key::Select]);
            emu.run_frames(6);
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(20);
        if count(&emu, "rush: prompt seat=0") == seen && newest(&emu, "rush: action ").is_none() {
            seen -= 1;
        }
        no_panic(&mut emu);
    }
    // Every cube the zombie spent outside his own turns was the computer's
    // answer.
    assert!(
        lines(&emu, "by=person")
            .iter()
            .all(|l| !l.contains("use-cube"))
    );
}
