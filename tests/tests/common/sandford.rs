//! Sandford helpers for the end-to-end tests: reach the options screen, read
//! the menus and phases the ROM logs, and pick menu items.

use tabletop_emu::{Emu, Key};

use super::{count, expect, keys, no_panic, shot};

/// From the title to the Sandford options screen.
pub fn to_sandford_options(emu: &mut Emu) {
    super::to_game_options(
        emu,
        "The Doom that Came to Sandford",
        "scene: sandford options",
    );
}

/// A game of two people from power-on: Players (six rows up from Start!)
/// set to 2, both seats left to people.
pub fn two_people() -> Emu {
    two_people_after(0)
}

/// [`two_people`], Start! pressed `wait` frames later (another game: the
/// games follow the frame they start on).
pub fn two_people_after(wait: u32) -> Emu {
    let mut emu = super::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::Up; 6]);
    keys(&mut emu, &[Key::Right]);
    keys(&mut emu, &[Key::Down; 6]);
    emu.run_frames(wait);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=2 seats=PP", 60);
    emu
}

/// Two people, hero 0's person given the console: their first menu.
pub fn first_person_s_menu() -> (Emu, Menu) {
    let mut emu = two_people();
    expect(&mut emu, "sandford: pass the console to hero 0", 300);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: hero 0 has the console", 60);
    emu.run_frames(10);
    let menu = last_menu(&emu);
    (emu, menu)
}

/// What the ROM last logged after `prefix` (e.g. "sandford: end turn
/// says "), if it ever did.
pub fn last_after(emu: &Emu, prefix: &str) -> Option<String> {
    emu.rom_lines()
        .filter_map(|l| l.split_once(prefix).map(|(_, r)| r.to_string()))
        .last()
}

/// A person's menu, as the ROM logs it when it opens.
pub struct Menu {
    pub hero: u8,
    pub items: Vec<String>,
    /// How many menus had opened by this one.
    pub n: usize,
}

impl Menu {
    pub fn has(&self, item: &str) -> bool {
        self.items.iter().any(|i| i == item)
    }
}

pub const MENU: &str = "sandford: menu hero=";
/// Logged when a person is asked how their hero takes a blow.
pub const SOAK: &str = "sandford: soak hero=";

/// The last menu the ROM opened.
pub fn last_menu(emu: &Emu) -> Menu {
    let line = emu
        .rom_lines()
        .filter(|l| l.contains(MENU))
        .last()
        .expect("no menu was opened");
    let rest = &line[line.find(MENU).unwrap_or(0) + MENU.len()..];
    let (hero, items) = rest
        .split_once(" items=")
        .expect("a menu line lists its items");
    Menu {
        hero: hero.parse().expect("a hero number"),
        items: items.split(',').map(str::to_string).collect(),
        n: count(emu, MENU),
    }
}

/// The phase of the last `phase` event (e.g. "defend").
pub fn phase(emu: &Emu) -> String {
    emu.rom_lines()
        .filter_map(|l| {
            l.split_once("event phase phase=")
                .map(|(_, p)| p.to_string())
        })
        .last()
        .unwrap_or_else(|| "heroes-arrive".to_string())
}

/// Runs (holding R, which speeds up the pieces) until the menu after the
/// `seen`th opens; `watch` looks at every few frames. Panics at the end of the
/// game.
pub fn next_menu(emu: &mut Emu, seen: usize, watch: &mut dyn FnMut(&mut Emu)) -> Menu {
    let start = emu.frame_count();
    emu.hold(&[Key::R]);
    let mut soaks = count(emu, SOAK);
    while count(emu, MENU) == seen {
        emu.run_frames(2);
        no_panic(emu);
        watch(emu);
        if count(emu, SOAK) > soaks {
            // A hero of ours takes a blow: A takes the computer's choice.
            soaks = count(emu, SOAK);
            emu.release_all();
            keys(emu, &[Key::A]);
            emu.hold(&[Key::R]);
        }
        assert!(
            count(emu, "game over outcome") == 0,
            "the game ended while a person waited to play; log tail:\n{}",
            emu.log_tail(30)
        );
        assert!(
            emu.frame_count() - start < 30_000,
            "no menu for a person; log tail:\n{}",
            emu.log_tail(30)
        );
    }
    emu.release_all();
    emu.run_frames(4);
    last_menu(emu)
}

/// How many cells the last monster move logged covers.
pub fn last_move_length(emu: &Emu) -> i32 {
    let line = emu
        .rom_lines()
        .filter(|l| l.contains("event monster-moved"))
        .last()
        .unwrap_or_default();
    let numbers: Vec<i32> = line
        .split(|c: char| !c.is_ascii_digit() && c != '-')
        .filter_map(|w| w.parse().ok())
        .collect();
    // monster=n from=x,y to=x,y.
    match numbers[..] {
        [_, fx, fy, tx, ty] => (tx - fx).abs().max((ty - fy).abs()),
        _ => 0,
    }
}

/// Highlights `item` in the menu (the cursor starts on the first) and presses A.
pub fn choose(emu: &mut Emu, menu: &Menu, item: &str) {
    let i = menu
        .items
        .iter()
        .position(|m| m == item)
        .unwrap_or_else(|| panic!("no {item:?} in the menu {:?}", menu.items));
    for _ in 0..i {
        keys(emu, &[Key::Down]);
    }
    keys(emu, &[Key::A]);
}

/// "End turn" from `menu`; when it asks first (another hero could still
/// take a round), "Yes" ends it for all.
pub fn end_turn(emu: &mut Emu, menu: &Menu) {
    let asked = count(emu, END_ASKED);
    choose(emu, menu, "End turn");
    emu.run_frames(4);
    if count(emu, END_ASKED) > asked {
        keys(emu, &[Key::Down, Key::A]);
    }
}

/// The log line of "End turn" asking before it ends every hero's turn.
pub const END_ASKED: &str = "sandford: end turn asked";

/// Move, R (jump to the nearest goal: a shop with stock, a monster), A;
/// `shot_name` keeps a screenshot of the reachable disc with the cursor on
/// the goal.
pub fn move_to_goal(emu: &mut Emu, menu: &Menu, shot_name: Option<&str>) {
    choose(emu, menu, "Move");
    emu.run_frames(4);
    let moves = count(emu, "sandford: action move ");
    keys(emu, &[Key::R]);
    emu.run_frames(8);
    if let Some(name) = shot_name {
        shot(emu, name);
    }
    keys(emu, &[Key::A]);
    emu.run_frames(2);
    assert_eq!(
        count(emu, "sandford: action move "),
        moves + 1,
        "the jump to a goal did not give a move; log tail:\n{}",
        emu.log_tail(20)
    );
}

/// Runs with R held (fast) until the heroes defend against a wave.
pub fn to_defend(emu: &mut Emu) {
    emu.hold(&[Key::R]);
    while count(emu, "phase=defend") == 0 {
        emu.run_frames(10);
        no_panic(emu);
        assert!(emu.frame_count() < 60_000, "no Defend phase");
    }
    emu.release_all();
}

/// Steps frame by frame until a new `event` line is logged (within
/// `max_frames` of power-on); the line and its `roll` field.
pub fn next_roll(emu: &mut Emu, event: &str, max_frames: u64) -> (String, usize) {
    next_roll_in_game(emu, event, max_frames)
        .unwrap_or_else(|| panic!("the game ended with no {event} line"))
}

/// As [`next_roll`], but `None` when the game ends first (won or lost).
pub fn next_roll_in_game(emu: &mut Emu, event: &str, max_frames: u64) -> Option<(String, usize)> {
    let before = count(emu, event);
    let ended =
        |emu: &Emu| count(emu, "event phase phase=won") + count(emu, "event phase phase=lost") > 0;
    while count(emu, event) == before {
        if ended(emu) {
            return None;
        }
        emu.step_frame();
        no_panic(emu);
        assert!(emu.frame_count() < max_frames, "no {event} line");
    }
    let line = emu
        .rom_lines()
        .filter(|l| l.contains(event))
        .last()
        .unwrap()
        .to_string();
    let roll = tabletop_emu::log::field(&line, "roll")
        .and_then(|r| r.parse().ok())
        .expect("a roll");
    Some((line, roll))
}

/// Boots and starts a game the computer plays for both heroes at Easy
/// (Players 2, both heroes the computer), as the demo test sets it up.
pub fn demo_game() -> Emu {
    demo_game_after(0)
}

/// As [`demo_game`], with `wait` more frames on the options screen before
/// the start: the game's seed mixes the frame of the start, so each `wait`
/// gives another game (for a test that needs an event some games lack).
pub fn demo_game_after(wait: u32) -> Emu {
    let mut emu = super::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::Up; 6]);
    keys(
        &mut emu,
        &[Key::Right, Key::Down, Key::Right, Key::Down, Key::Right],
    );
    // Hard on a fresh cartridge: Right wraps it round to Easy (the presses
    // that made it Normal when Easy was the default: the seed is the same).
    keys(&mut emu, &[Key::Down, Key::Right]);
    keys(&mut emu, &[Key::Down, Key::Down, Key::Down]);
    emu.run_frames(wait);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=2 seats=CC", 60);
    emu
}

/// "Learn to play": the guide's last drawing for a cell or a line: the
/// hand (`sandford: hand at=X,Y cursor=X,Y`) or, while the cursor is off the
/// cell, the arrow beside the cursor
/// (`sandford: arrow=Dir at=X,Y cursor=X,Y target=X,Y`).
#[derive(Clone, Debug, PartialEq)]
pub enum Drawn {
    /// The hand: the cell (or line) pointed at, and the cursor.
    Hand((i32, i32), (i32, i32)),
    /// The arrow: the way (the pad's keys: two for a diagonal), its drawn
    /// square's top-left, the cursor and the target cell (all on screen).
    Arrow(Vec<Key>, (i32, i32), (i32, i32), (i32, i32)),
}

/// The guide's last drawing ([`Drawn`]), if any.
pub fn guide_drawn(emu: &Emu) -> Option<Drawn> {
    let line = emu
        .rom_lines()
        .filter(|l| l.contains("sandford: hand at=") || l.contains("sandford: arrow="))
        .last()?;
    let pair = |k: &str| -> (i32, i32) {
        let v = line
            .split(k)
            .nth(1)
            .and_then(|s| s.split_whitespace().next())
            .expect("a field");
        let (x, y) = v.split_once(',').expect("x,y");
        (x.parse().expect("x"), y.parse().expect("y"))
    };
    if line.contains("sandford: hand at=") {
        return Some(Drawn::Hand(pair("hand at="), pair("cursor=")));
    }
    let way = line.split("arrow=").nth(1)?.split_whitespace().next()?;
    Some(Drawn::Arrow(
        super::learn::way_keys(way),
        pair(" at="),
        pair("cursor="),
        pair("target="),
    ))
}

/// "Learn to play": where the hand and the cursor were last drawn, if the
/// guide's last drawing is the hand (not the arrow).
pub fn hand_and_cursor(emu: &Emu) -> Option<((i32, i32), (i32, i32))> {
    match guide_drawn(emu)? {
        Drawn::Hand(at, cursor) => Some((at, cursor)),
        Drawn::Arrow(..) => None,
    }
}

/// The hand is drawn, on the cursor's cell (the log names the cell
/// pointed at, on screen, and the cursor's).
pub fn hand_on_cursor(emu: &Emu) -> bool {
    hand_and_cursor(emu).is_some_and(|(hand, cursor)| hand == cursor)
}

/// Presses the pad the way the guide's arrow points (a diagonal's first
/// key) until the hand is on the cursor (aiming, any arrow picks the next
/// target: Right); how many presses. The hand is never drawn on the target while the cursor is off
/// it: the arrow is beside the cursor then.
pub fn follow_arrow(emu: &mut Emu, aiming: bool) -> usize {
    let mut pad = 0;
    while !hand_on_cursor(emu) && pad < 40 {
        let drawn = guide_drawn(emu);
        let Some(Drawn::Arrow(k, ..)) = drawn else {
            panic!("the cursor is off the target, but the guide drew {drawn:?}");
        };
        keys(emu, &[if aiming { Key::Right } else { k[0] }]);
        emu.run_frames(4);
        pad += 1;
    }
    assert!(hand_on_cursor(emu), "the cursor never reached the target");
    pad
}

/// "Learn to play": the guide's last word on where its hand is
/// (`sandford: guide hand cell=..` or `line=N`).
pub fn guide_hand(emu: &Emu) -> String {
    emu.rom_lines()
        .filter_map(|l| {
            l.split_once("sandford: guide hand ")
                .map(|(_, r)| r.to_string())
        })
        .last()
        .unwrap_or_default()
}

/// "Learn to play": plays the pointed step as a real game asks, reading
/// only where the hand is: A on the menu's line the hand is beside, then
/// for a cell (a move's or a target's) the pad the way the guide's arrow
/// points until the hand is on the cursor, for a list (Buy..., Rings...) nothing (its pointer opens on
/// the hand's line); then A. Returns the presses of the pad it took.
pub fn play_pointed(emu: &mut Emu) -> usize {
    let hand = guide_hand(emu);
    let (aims, hands) = (
        count(emu, "sandford: aim "),
        count(emu, "sandford: guide hand "),
    );
    keys(emu, &[Key::A]);
    emu.run_frames(6);
    let mut pad = 0;
    if hand.starts_with("cell=") {
        // Aiming, any arrow picks the next target; moving, the way the
        // guide's arrow points.
        let aiming = count(emu, "sandford: aim ") > aims;
        pad = follow_arrow(emu, aiming);
    } else if let Some(n) = guide_hand(emu).strip_prefix("line=") {
        // A list opened (or it was the menu's line itself): its pointer is
        // on the hand's line already, and A takes it (the playtest: the
        // list opened at its top, and A there said "Not that one!").
        if count(emu, "sandford: guide hand ") > hands {
            let n: usize = n.trim().parse().expect("a line");
            let opened = emu
                .rom_lines()
                .filter_map(|l| {
                    l.split_once("sandford: list opens ")
                        .map(|(_, r)| r.to_string())
                })
                .last()
                .unwrap_or_default();
            assert_eq!(
                opened,
                format!("cursor={n} hand={n}"),
                "the list's pointer is not on the hand's line"
            );
        }
    }
    keys(emu, &[Key::A]);
    pad
}

/// How many computer games [`armour_roll`] tries.
const GAMES: u32 = 8;

/// The first of [`GAMES`] computer games (each started a frame later, so a
/// new seed) with a hero's armour roll, stopped at the roll's line: some
/// games have none (a hero with no armour falls, or the heroes lose first),
/// and which do changes with the cartridge's boot.
pub fn armour_roll() -> (Emu, String, usize) {
    for wait in 0..GAMES {
        let mut emu = demo_game_after(wait);
        to_defend(&mut emu);
        if let Some((line, roll)) = next_roll_in_game(&mut emu, "event armour-rolled", 200_000) {
            return (emu, line, roll);
        }
    }
    panic!("no armour roll in {GAMES} computer games");
}

/// Boots with `sram` (the power was cut) and continues its suspended
/// Sandford game from the cartridge menu, until it is resumed.
pub fn continue_saved(sram: &[u8]) -> Emu {
    let mut emu = super::saves::boot_with(sram);
    super::saves::to_title(&mut emu);
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    let row = super::game_table(&emu)
        .into_iter()
        .find(|r| r.name == "The Doom that Came to Sandford")
        .expect("Sandford is in the table");
    for _ in 0..row.index {
        keys(&mut emu, &[Key::Down]);
    }
    keys(&mut emu, &[Key::A]);
    expect(
        &mut emu,
        "save: continue offered The Doom that Came to Sandford",
        120,
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: resumed game", 120);
    emu
}
