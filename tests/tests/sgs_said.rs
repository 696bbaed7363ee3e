//! The Simple Game System's leftovers from the session-31 playtest (issues
//! 29 and 31), end to end on the real ROM: every line of a fight's long
//! menu is seen (three lines, the arrows saying more are above or below),
//! the monsters' turn says so with the child's menu gone, the last hero's
//! fall says who and why and what to press, and presses that do nothing
//! say why (L/R at a menu, Right at the most people).

mod common;

use common::sgs::{WHITE, item, pixels};
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

/// The text layer's sky (src/ui.rs): the menu's scroll arrows.
const SKY: [u8; 3] = [0x78, 0xc8, 0xf0];
/// The text layer's yellow: the cursor's mark "> ".
const YELLOW: [u8; 3] = [0xf8, 0xd8, 0x38];
/// The screen's backdrop (src/ui.rs): nothing drawn.
const BACKDROP: [u8; 3] = [0x20, 0x28, 0x48];

/// From power-on to the SGS's start screen.
fn to_start(emu: &mut Emu) {
    to_game_options(emu, "Simple Game System", "scene: sgs start");
    emu.run_frames(10);
}

/// What the menu's last drawing showed: its first and last-but-one line
/// shown, of how many, from which row (`sgs: menu shows F-L of N top=T`).
fn menu_shows(emu: &Emu) -> Option<(usize, usize, usize, usize)> {
    let l = emu
        .rom_lines()
        .filter_map(|l| l.split("sgs: menu shows ").nth(1))
        .last()?
        .to_owned();
    let (range, rest) = l.split_once(" of ")?;
    let (f, t) = range.split_once('-')?;
    let (n, top) = rest.split_once(" top=")?;
    Some((
        f.parse().ok()?,
        t.parse().ok()?,
        n.parse().ok()?,
        top.trim().parse().ok()?,
    ))
}

/// The cursor's line in the menu last asked (`sgs: cursor k` after the
/// last `sgs: prompt`), 0 before any move (a new menu starts there).
fn cursor(emu: &Emu) -> usize {
    let lines: Vec<&str> = emu.rom_lines().collect();
    let asked = lines
        .iter()
        .rposition(|l| l.contains("sgs: prompt "))
        .unwrap_or(0);
    lines[asked..]
        .iter()
        .rev()
        .find_map(|l| l.split("sgs: cursor ").nth(1))
        .and_then(|c| c.trim().parse().ok())
        .unwrap_or(0)
}

/// The playtest: "the 2-line menu hides 4 lines". Bram's turn in a fight
/// has more than three choices: three show, the first on the prompt's
/// line (the title says whose turn it is), and the + pad's Down walks the
/// cursor through every one of them, each seen on the screen on its row
/// with the cursor's mark, a sky arrow saying more lines are below (and,
/// once scrolled, above).
#[test]
fn every_line_of_a_long_fight_menu_is_seen() {
    let mut emu = boot();
    to_start(&mut emu);
    common::sgs::to_bram_s_turn(&mut emu);
    emu.run_frames(20);
    let n = count(&emu, "sgs: item ");
    assert!(n >= 4, "Bram's turn has only {n} lines");
    shot(&emu, "sgs-said-menu-top");
    for k in 0..n {
        let (first, last, of, top) = menu_shows(&emu).expect("the menu drawn");
        assert_eq!(of, n, "the menu's size");
        assert_eq!(cursor(&emu), k);
        assert_eq!(last - first, 3, "three lines show of {n}");
        assert_eq!(top, 120, "the menu starts on the prompt's line");
        assert!((first..last).contains(&k), "line {k} not shown");
        let row = top + (k - first) * 10;
        // The line's words in white, the cursor's mark in yellow before.
        let words = pixels(&emu, (16, row, 200, 9), WHITE);
        assert!(words >= 20, "line {k}'s words not seen ({words} white)");
        let mark = pixels(&emu, (4, row, 10, 9), YELLOW);
        assert!(mark >= 4, "no cursor mark on line {k}");
        // The other shown lines are drawn too (in grey: not white).
        for j in first..last {
            if j != k {
                let r = top + (j - first) * 10;
                let drawn = 240 * 9 - pixels(&emu, (0, r, 226, 9), BACKDROP);
                assert!(drawn >= 20, "line {j} blank while {k} chosen");
            }
        }
        // Arrows: below when more lines follow, above when some precede.
        let down = pixels(&emu, (226, top + 20, 14, 9), SKY);
        let up = pixels(&emu, (226, top, 14, 9), SKY);
        assert_eq!(down > 0, last < n, "the down arrow at line {k}");
        assert_eq!(up > 0, first > 0, "the up arrow at line {k}");
        if k == n - 1 {
            shot(&emu, "sgs-said-menu-bottom");
        }
        keys(&mut emu, &[Key::Down]);
        emu.run_frames(6);
    }
    // Down on the last line goes round to the first.
    assert_eq!(cursor(&emu), 0);
    no_panic(&mut emu);
}

/// Moves the cursor to the last menu's line `k` (it goes round).
fn to_line(emu: &mut Emu, k: usize) {
    while cursor(emu) != k {
        keys(emu, &[Key::Down]);
    }
}

/// The playtest: the child's old prompt stayed into the monsters' turn.
/// Bram ends his turn; while the monsters act the title says it is their
/// turn, the story says whose, and nothing of Bram's menu or prompt is on
/// its lines (rows 120 to 150 hold at most the dice's key, never the
/// cursor's mark or a choice).
#[test]
fn the_monsters_turn_says_so_and_the_child_s_menu_is_gone() {
    let mut emu = boot();
    to_start(&mut emu);
    common::sgs::to_bram_s_turn(&mut emu);
    emu.run_frames(20);
    let end = item(&emu, "End my turn").expect("no End my turn");
    to_line(&mut emu, end);
    emu.take_log();
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: picked End my turn", 30);
    let mut seen = 0;
    for _ in 0..3000 {
        emu.run_frames(1);
        let title = emu
            .rom_lines()
            .filter_map(|l| l.split("sgs: title ").nth(1))
            .last()
            .map(str::to_owned);
        if count(&emu, "sgs: prompt Bram, what do you do?") > 0 || count(&emu, "scene: sgs end") > 0
        {
            break;
        }
        if !title
            .clone()
            .is_some_and(|t| t.starts_with("Monsters' turn: "))
        {
            continue;
        }
        seen += 1;
        if seen == 60 {
            shot(&emu, "sgs-said-monsters");
        }
        let mark = pixels(&emu, (0, 120, 16, 31), YELLOW);
        assert_eq!(mark, 0, "a cursor's mark in the monsters' turn");
        let menu = 240 * 21 - pixels(&emu, (0, 130, 240, 21), BACKDROP);
        if mark + menu > 0 {
            shot(&emu, "sgs-said-monsters-menu");
        }
        assert_eq!(menu, 0, "the menu's lines not blank in the monsters' turn");
    }
    assert!(seen > 0, "no monsters' turn seen");
    assert!(
        emu.rom_lines()
            .any(|l| l.contains("sgs: says ") && l.ends_with("'s turn.")),
        "the story never said whose turn"
    );
    no_panic(&mut emu);
}

/// The playtest: Bram alone dying ended the fight at once, unexplained.
/// An arena fight against the fiercest foes where Bram only ends his turn:
/// when he is down the end screen says who fell and why the foes won, and
/// what to press next.
#[test]
fn the_last_hero_s_fall_says_who_why_and_what_next() {
    let mut emu = boot();
    to_start(&mut emu);
    // The quick fight's row, its fiercest foes.
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Right, Key::Right],
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start arena party=1 level=3", 60);
    end_turns_to_the_end(&mut emu, 200_000);
    expect(&mut emu, "sgs: arena over The foes win!", 600);
    emu.run_frames(40);
    shot(&emu, "sgs-said-fallen");
    let why = emu
        .rom_lines()
        .find_map(|l| l.split("sgs: arena over why ").nth(1).map(str::to_owned))
        .expect("no why at the end");
    assert!(why.starts_with("Bram is "), "{why}");
    assert!(why.ends_with(", so the foes win."), "{why}");
    // The why on the screen under the title (red), the keys at the bottom.
    let red = pixels(&emu, (0, 30, 240, 9), [0xf8, 0x70, 0x70]);
    assert!(red >= 40, "the why not on the screen ({red} red)");
    let keys_line = pixels(&emu, (0, 146, 240, 9), SKY);
    assert!(keys_line >= 40, "what to press not on the screen");
    no_panic(&mut emu);
}

/// Plays on to the end screen: Bram only ends his turns in a fight (a
/// bonus die's question and the adventure's choices take A).
fn end_turns_to_the_end(emu: &mut Emu, frames: u64) {
    let start = emu.frame_count();
    let mut answered = count(emu, "sgs: prompt Bram, what do you do?");
    while count(emu, "scene: sgs end") == 0 {
        assert!(
            emu.frame_count() - start < frames,
            "no end in {frames} frames: {}",
            emu.log_tail(20)
        );
        let asked = count(emu, "sgs: prompt Bram, what do you do?");
        if asked > answered {
            emu.run_frames(10);
            let end = item(emu, "End my turn").expect("no End my turn");
            to_line(emu, end);
            keys(emu, &[Key::A]);
            answered = asked;
            continue;
        }
        keys(emu, &[Key::A]);
        emu.run_frames(20);
    }
}

/// The playtest: Bram alone ended the adventure at once when he fell,
/// "Home again" said of a hero who never came home. Adventures of Bram
/// alone who never strikes back, until one ends with him fallen: its end
/// says the adventure is over, that Bram fell with no hero left to go on,
/// and what to press next.
#[test]
fn the_lone_hero_s_fall_ends_the_adventure_said_who_and_why() {
    let mut emu = boot();
    to_start(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start adventure party=1", 60);
    let mut fell = false;
    for _ in 0..10 {
        end_turns_to_the_end(&mut emu, 200_000);
        emu.run_frames(40);
        if count(&emu, "event died hero=0") > 0 {
            fell = true;
            break;
        }
        emu.take_log();
        keys(&mut emu, &[Key::A]);
        expect(&mut emu, "sgs: start adventure", 60);
    }
    assert!(fell, "Bram never fell in ten adventures");
    shot(&emu, "sgs-said-adventure-over");
    expect(&mut emu, "sgs: adventure over The adventure is over.", 10);
    expect(
        &mut emu,
        "sgs: adventure over why Bram fell: no hero is left to go on.",
        10,
    );
    assert_eq!(
        count(&emu, "Home again"),
        0,
        "'Home again' said of the fallen"
    );
    let red = pixels(&emu, (0, 20, 240, 9), [0xf8, 0x70, 0x70]);
    assert!(red >= 40, "the why not on the screen ({red} red)");
    let keys_line = pixels(&emu, (0, 146, 240, 9), SKY);
    assert!(keys_line >= 40, "what to press not on the screen");
    no_panic(&mut emu);
}

/// The frames `line` (the first said that starts so) stayed before the
/// next line was said.
fn stayed(said: &[(u64, String)], line: &str) -> u64 {
    let k = said
        .iter()
        .position(|(_, s)| s.starts_with(line))
        .unwrap_or_else(|| panic!("{line:?} never said: {said:?}"));
    let next = said.get(k + 1).expect("nothing said after it");
    next.0 - said[k].0
}

/// The session-33 playtest: "A fight! Small foes. Who goes first?" went by
/// in half a second, and a fight's scene ("Rats! Big ones.") flashed
/// before the fight's screen. Pressing nothing, each stays two seconds at
/// least (and "Round 2: who goes first?" as long: the same hold).
#[test]
fn a_fight_s_scene_and_its_first_question_stay_to_be_read() {
    let mut emu = boot();
    to_start(&mut emu);
    // The adventure: down the well, its roll, then the rats' scene.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start adventure party=1", 60);
    expect(&mut emu, "sgs: prompt What do you do?", 600);
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: prompt Roll Strong", 900);
    emu.run_frames(10);
    emu.take_log();
    keys(&mut emu, &[Key::A]);
    // The scene's words (rows 13 to 35) last change, then the fight's
    // screen comes (its title logged): the frames between.
    let words = |emu: &Emu| {
        let px = emu.screen_rgb();
        px[13 * 240..35 * 240].to_vec()
    };
    let (mut last, mut changed) = (words(&emu), emu.frame_count());
    let mut read = None;
    let mut said = Vec::new();
    let mut seen = 0;
    for _ in 0..3000 {
        emu.run_frames(1);
        let lines: Vec<String> = emu.rom_lines().skip(seen).map(str::to_owned).collect();
        seen += lines.len();
        for l in &lines {
            if let Some(s) = l.split("sgs: says ").nth(1) {
                said.push((emu.frame_count(), s.to_owned()));
            }
        }
        if read.is_some() {
            if said.iter().any(|(_, s)| s.starts_with("{3}A fight! ")) && said.len() >= 8 {
                break;
            }
            continue;
        }
        let now = words(&emu);
        // The fight's screen: its title, or the layer cleared for it.
        let blank = now.iter().all(|&p| p == now[0]);
        if count(&emu, "sgs: title Fight!") > 0 || blank {
            read = Some(emu.frame_count() - changed);
            shot(&emu, "sgs-said-fight-begins");
            continue;
        }
        if now != last {
            (last, changed) = (now, emu.frame_count());
        }
    }
    let read = read.expect("no fight after the roll");
    assert!(read >= 120, "the fight's scene stayed {read} frames");
    // Then "A fight! Small foes. Who goes first?" before the first dice.
    let begins = stayed(&said, "{3}A fight! ");
    assert!(begins >= 120, "'A fight!' stayed {begins} frames");
    no_panic(&mut emu);
}

/// The playtest: L/R at a menu, and Right at the most people, did nothing
/// and said nothing. Each says why now: the start screen on its keys'
/// line, the play screen in its story.
#[test]
fn presses_that_do_nothing_say_why() {
    let mut emu = boot();
    to_start(&mut emu);
    // Right on "Play the adventure": nothing to change there.
    keys(&mut emu, &[Key::Right]);
    emu.run_frames(5);
    expect(
        &mut emu,
        "sgs: start says Nothing to change here: Up/Down, then A.",
        10,
    );
    // People: one hero goes, so one child plays at most.
    keys(&mut emu, &[Key::Down, Key::Down, Key::Right]);
    emu.run_frames(5);
    expect(
        &mut emu,
        "sgs: start says A child a hero: add Heroes first.",
        10,
    );
    shot(&emu, "sgs-said-people");
    let said = pixels(&emu, (0, 151, 240, 9), YELLOW);
    assert!(said >= 40, "the why not on the keys' line");
    // Heroes: two go, then two can play.
    keys(&mut emu, &[Key::Up, Key::Right, Key::Down, Key::Right]);
    expect(&mut emu, "sgs: people 2", 10);
    keys(&mut emu, &[Key::Up, Key::Up]);
    emu.run_frames(5);
    // Heroes back to one, then the adventure's first choice.
    keys(&mut emu, &[Key::Down, Key::Left, Key::Left]);
    expect(
        &mut emu,
        "sgs: start says 1 hero is the fewest: one must go.",
        10,
    );
    // The computer's level: Right past Hard, then A, each said.
    keys(&mut emu, &[Key::Down; 5]);
    keys(&mut emu, &[Key::Right, Key::Right]);
    expect(&mut emu, "sgs: computer Hard", 10);
    keys(&mut emu, &[Key::Right]);
    expect(
        &mut emu,
        "sgs: start says Hard is the best the computer plays.",
        10,
    );
    keys(&mut emu, &[Key::A]);
    expect(
        &mut emu,
        "sgs: start says A does nothing here: Left/Right change it.",
        10,
    );
    emu.run_frames(5);
    shot(&emu, "sgs-said-computer-a");
    keys(&mut emu, &[Key::Left, Key::Left]);
    expect(&mut emu, "sgs: computer Easy", 10);
    keys(&mut emu, &[Key::Up; 6]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start adventure party=1", 60);
    expect(&mut emu, "sgs: prompt What do you do?", 600);
    emu.run_frames(10);
    emu.take_log();
    keys(&mut emu, &[Key::R]);
    expect(
        &mut emu,
        "sgs: says {3}L and R choose nothing: Up, Down, A.",
        10,
    );
    keys(&mut emu, &[Key::Left]);
    expect(&mut emu, "sgs: says {3}Up and Down choose, then A.", 10);
    emu.run_frames(10);
    shot(&emu, "sgs-said-up-down");
    // Nothing was played by them.
    assert_eq!(count(&emu, "sgs: action "), 0);
    no_panic(&mut emu);
}
