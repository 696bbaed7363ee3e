//! The person's choices as a menu: the adventure's ways, who makes a roll
//! (each with its pool and its chance from the core's exact odds, said as a
//! child counts it: "4 in 10" and a bar of ten), the boxcars question, and
//! a hero's turn in a fight.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use tabletop_core::sgs::arena::{Action, Arena, Phase};
use tabletop_core::sgs::character::{Character, Untreatable};
use tabletop_core::sgs::odds::{opposed_win, static_success};
use tabletop_core::sgs::quest::{QAction, QPhase, Quest};
use tabletop_core::sgs::scenes::{SCENES, Scene, Test};

use super::words::{bar, in_ten, permille};
use crate::text::{Canvas, Glyphs};
use crate::ui::ink;
use tabletop_core::sgs::Game;

/// What a menu item does.
#[derive(Clone, Copy)]
pub enum Pick {
    /// This action.
    Act(QAction),
    /// Walk with the + pad.
    Walk,
    /// The computer picks (for the person's hero).
    Computer,
    /// A hero with no dice for the scene's roll while another has some:
    /// picking it says why ([`NO_DICE`]) and plays nothing.
    NoDice,
}

/// Said when a hero with no dice for the roll is picked.
pub const NO_DICE: &str = "{6}No dice for that: pick one with dice.";

/// Why a hero has no dice for a roll of `t`, in a word or two (the
/// playtest: a choice that could only fail was offered, unexplained): the
/// skill it lacks, a wound, or a weak ability.
pub fn no_dice_why(c: &Character, t: Test) -> &'static str {
    let (Test::Static { ability, skill, .. } | Test::Contest { ability, skill, .. }) = t;
    let unskilled = skill.is_some_and(|s| c.skill_dice(s) < 0);
    let hurt = c.wounds() > 0 && ability.physical();
    match (unskilled, hurt) {
        (true, true) => "hurt, no skill",
        (true, false) => "no skill",
        (false, true) => "hurt",
        (false, false) => "weak",
    }
}

/// A menu item.
#[derive(Clone)]
pub struct Item {
    /// Its words.
    pub text: String,
    /// What it does.
    pub action: Pick,
}

fn item(text: String, action: Pick) -> Item {
    Item { text, action }
}

/// The scene's test, if it has one.
pub fn scene_test(scene: u8) -> Option<Test> {
    match SCENES.get(usize::from(scene))?.1 {
        Scene::Check { test, .. } => Some(test),
        _ => None,
    }
}

/// A hero's pool for a test.
pub fn pool(c: &Character, t: Test) -> u8 {
    match t {
        Test::Static { ability, skill, .. } | Test::Contest { ability, skill, .. } => {
            c.pool(ability, skill, 0)
        }
    }
}

/// The chance in tenths of a percent of a hero with `pool` dice passing
/// `t` (0 only when impossible, 1000 only when certain).
fn chance(pool: u8, t: Test) -> u16 {
    permille(match t {
        Test::Static { difficulty, .. } => static_success(pool, difficulty),
        Test::Contest { npc, .. } => opposed_win(pool, npc),
    })
}

/// What a scene's roll is, and the question who makes it (none when
/// `alone`: one hero can make it); `who` names the person choosing (several
/// people), in place of the word "Roll"; `short` says the skill alone (a
/// long name leaves no room for the ability).
fn what(t: Test, who: Option<&str>, short: bool, alone: bool) -> String {
    let ask = if alone { "" } else { " Who?" };
    let (ability, skill) = match t {
        Test::Static { ability, skill, .. } | Test::Contest { ability, skill, .. } => {
            (ability, skill)
        }
    };
    let rolled = match skill {
        Some(s) if short => super::words::skill_name(s),
        Some(s) => format!("{} + {}", ability.name(), super::words::skill_name(s)),
        None => String::from(ability.name()),
    };
    match t {
        Test::Static { difficulty, .. } => match who {
            Some(name) => format!("{name}: {rolled}, need {difficulty}.{ask}"),
            None => format!("Roll {rolled}: need {difficulty}.{ask}"),
        },
        Test::Contest { npc, .. } => {
            let name = who.map_or(String::new(), |n| format!("{n}: "));
            format!("{name}{rolled} against {}.{ask}", crate::plural::dice(npc))
        }
    }
}

/// A scene's roll's prompt: what is rolled, and who is to choose the hero
/// to roll (`who`, with several people; not asked when `alone`: one hero
/// can make it).
/// The whole of it when it fits the line (`g` measures), else with the
/// skill alone, else only who is asked (each hero's item tells its chance).
pub fn check_prompt(t: Test, who: Option<&str>, alone: bool, g: &Glyphs) -> String {
    let fits = |s: &str| 4 + g.width(s) <= super::draw::RIGHT;
    let full = what(t, who, false, alone);
    if fits(&full) {
        return full;
    }
    let short = what(t, who, true, alone);
    match who {
        Some(name) if !fits(&short) => format!("{name}, who rolls?"),
        _ => short,
    }
}

/// The prompt and the items for the decision at hand; `who`, with several
/// people, names the person's hero the choice is for (a fight's turn and
/// the medic's choice name their hero always).
pub fn build(m: &Game, who: Option<&str>, g: &Glyphs) -> (String, Vec<Item>) {
    if let Some(q) = m.quest() {
        match q.phase() {
            QPhase::Contest { .. } => return boxcars(who),
            QPhase::Treat { medic, .. } => return treat(q, medic),
            QPhase::Scene => {
                let scene = SCENES.get(usize::from(q.scene())).map(|s| s.1);
                match scene {
                    Some(Scene::Choice { a, b }) => {
                        return (
                            who.map_or(String::from("What do you do?"), turn_prompt),
                            alloc::vec![
                                item(String::from(a.0), Pick::Act(QAction::Choose(0))),
                                item(String::from(b.0), Pick::Act(QAction::Choose(1))),
                            ],
                        );
                    }
                    Some(Scene::Check { test, .. }) => return check(q, test, who, g),
                    _ => return (String::new(), Vec::new()),
                }
            }
            _ => {}
        }
    }
    match m.arena() {
        Some(a) => fight(a, who),
        None => (String::new(), Vec::new()),
    }
}

/// Who makes a scene's roll `test`: each living hero with its chance; a
/// hero with no dice for it says so (and is not played while another has
/// dice); when no one has dice the roll cannot be made, said so, and A
/// goes on (the rules: a pool of none rolls nothing and counts 0). With
/// one hero nobody is asked who.
fn check(q: &Quest, test: Test, who: Option<&str>, g: &Glyphs) -> (String, Vec<Item>) {
    let living: Vec<(usize, &Character)> = q
        .heroes()
        .iter()
        .enumerate()
        .filter(|(_, h)| !h.dead)
        .map(|(i, h)| (i, &h.ch))
        .collect();
    let prompt = check_prompt(test, who, living.len() == 1, g);
    let any = living.iter().any(|(_, c)| pool(c, test) > 0);
    let items = match living.first() {
        Some(&(i, c)) if !any => alloc::vec![item(
            no_dice_item(no_dice_why(c, test), living.len() == 1),
            Pick::Act(QAction::Attempt(i as u8)),
        )],
        _ => living
            .into_iter()
            .map(|(i, c)| match pool(c, test) {
                0 => item(
                    format!("{}: no dice ({})", c.name(), no_dice_why(c, test)),
                    Pick::NoDice,
                ),
                p => item(
                    check_item(c.name(), p, chance(p, test)),
                    Pick::Act(QAction::Attempt(i as u8)),
                ),
            })
            .collect(),
    };
    (prompt, items)
}

/// The one item when no hero has a die for the scene's roll (`alone`: the
/// only one, and `why` it has none): it cannot be made, and A goes on.
pub fn no_dice_item(why: &str, alone: bool) -> String {
    if alone {
        format!("No dice ({why}): go on")
    } else {
        String::from("No one has dice for this: go on")
    }
}

/// The party's medic picks whom to treat: every living hero who may be
/// treated, with its wounds and its chance to heal one; then the others
/// with why not (picking one shows the core's refusal); then "Go on".
fn treat(q: &Quest, medic: u8) -> (String, Vec<Item>) {
    let mut heroes: Vec<(usize, &Character)> = q
        .heroes()
        .iter()
        .enumerate()
        .filter(|(_, h)| !h.dead)
        .map(|(i, h)| (i, &h.ch))
        .collect();
    heroes.sort_by_key(|(_, c)| c.treatable().is_err());
    let mut items: Vec<Item> = heroes
        .into_iter()
        .map(|(i, c)| {
            let chance = permille(static_success(c.tough_against_wounds(), c.wounds()));
            item(
                treat_item(c.name(), c.wounds(), chance, c.treatable().err()),
                Pick::Act(QAction::Treat(i as u8)),
            )
        })
        .collect();
    items.push(item(String::from("Go on"), Pick::Act(QAction::Continue)));
    let name = q
        .heroes()
        .get(usize::from(medic))
        .map_or("", |h| h.ch.name());
    (treat_prompt(name), items)
}

/// The prompt when `name`, the party's medic, may treat the wounded.
pub fn treat_prompt(name: &str) -> String {
    format!("{name} knows Healing. Treat whom?")
}

/// A medic's menu item: hero `name` with `wounds`, its chance to heal one
/// (`chance` in tenths of a percent, said "4 in 10"), or why it cannot be
/// treated.
pub fn treat_item(name: &str, wounds: u8, chance: u16, why_not: Option<Untreatable>) -> String {
    match why_not {
        None => format!(
            "{name}: {}, {} in 10 to heal",
            crate::plural::wounds(wounds),
            in_ten(chance)
        ),
        Some(Untreatable::NotHurt) => format!("{name}: not hurt"),
        Some(Untreatable::TreatedAlready) => format!("{name}: treated already"),
    }
}

/// A menu item: `name` makes the scene's roll with `pool` dice, its chance
/// (`chance` in tenths of a percent) said "4 in 10" and shown as a bar of
/// ten, then the dice in the bar's grey (the lesser news).
pub fn check_item(name: &str, pool: u8, chance: u16) -> String {
    let n = in_ten(chance);
    format!("{name}: {n} in 10 {} {}", bar(n), crate::plural::dice(pool))
}

/// A menu item: hit `name` using `ability`, its chance (`chance` in tenths
/// of a percent) said "4 in 10"; Strong and Dexterous said in a child's
/// words ("hard", "with skill": the playtest found the names hard).
pub fn hit_item(name: &str, ability: &str, chance: u16) -> String {
    let n = in_ten(chance);
    match ability {
        "Strong" => format!("Hit {name} hard: {n} in 10"),
        "Dexterous" => format!("Hit {name} with skill: {n} in 10"),
        _ => format!("Hit {name} ({ability}): {n} in 10"),
    }
}

/// A menu item: tend `name`.
pub fn help_item(name: &str) -> String {
    format!("Help {name} (Clever)")
}

/// The prompt on `name`'s turn in a fight.
pub fn turn_prompt(name: &str) -> String {
    format!("{name}, what do you do?")
}

/// The boxcars question, with why it is asked: a 6 earns a die, and in a
/// fight only the side behind may add it (a choice: its 1 could take a
/// success away), where a roll's other bonus dice are added for everyone.
pub const BOXCARS: &str = "{3}You are losing: add your 6's die?";

/// The boxcars question to `who` (several people): whose 6 it is.
pub fn boxcars_prompt(who: Option<&str>) -> String {
    match who {
        Some(name) => format!("{{3}}{name}, losing: add the 6's die?"),
        None => String::from(BOXCARS),
    }
}

/// The boxcars question's "no": the dice stay as they are.
pub const KEEP: &str = "No, keep these dice";

fn boxcars(who: Option<&str>) -> (String, Vec<Item>) {
    (
        boxcars_prompt(who),
        alloc::vec![
            item(
                String::from("Yes, add a bonus die"),
                Pick::Act(QAction::Bonus)
            ),
            item(String::from(KEEP), Pick::Act(QAction::Stand)),
        ],
    )
}

/// The fight menu's last line: the computer picks for the hero.
pub const COMPUTER_PICKS: &str = "Let the computer pick";

fn fight(a: &Arena, who: Option<&str>) -> (String, Vec<Item>) {
    if let Phase::Boxcars { .. } = a.phase() {
        return (
            boxcars_prompt(who),
            alloc::vec![
                item(
                    String::from("Yes, add a bonus die"),
                    Pick::Act(QAction::Fight(Action::Bonus))
                ),
                item(String::from(KEEP), Pick::Act(QAction::Fight(Action::Stand))),
            ],
        );
    }
    let Phase::Turn { who } = a.phase() else {
        return (String::new(), Vec::new());
    };
    let names = super::words::fighter_names(a);
    let name = |i: u8| names.get(usize::from(i)).cloned().unwrap_or_default();
    let mut items = Vec::new();
    let mut walk = false;
    let mut rest = Vec::new();
    for x in a.legal_list() {
        match x {
            Action::Attack { target, with } => items.push(item(
                hit_item(
                    &name(target),
                    with.name(),
                    permille(a.attack_odds(who, target, with)),
                ),
                Pick::Act(QAction::Fight(x)),
            )),
            Action::Tend { target } => {
                items.push(item(help_item(&name(target)), Pick::Act(QAction::Fight(x))))
            }
            Action::Step(_) => walk = true,
            Action::Hold => rest.push(item(
                String::from("Wait for a better moment"),
                Pick::Act(QAction::Fight(x)),
            )),
            Action::Done => rest.push(item(
                String::from("End my turn"),
                Pick::Act(QAction::Fight(x)),
            )),
            _ => {}
        }
    }
    // The turn's blow or help spent (nothing to hit, no waiting left):
    // "End my turn" comes before "Walk", so A pressed on and on ends the
    // turn instead of starting and stopping a walk (the playtest: a child
    // mashing A was stuck walking).
    let spent = items.is_empty() && !a.legal_list().contains(&Action::Hold);
    let walk = walk.then(|| item(String::from("Walk (+ pad)"), Pick::Walk));
    if spent {
        items.extend(rest);
        items.extend(walk);
    } else {
        items.extend(walk);
        items.extend(rest);
    }
    // The child's own choices first, the computer's last (the playtest:
    // "Let the computer pick" was often the first line).
    items.push(item(String::from(COMPUTER_PICKS), Pick::Computer));
    (turn_prompt(&name(who)), items)
}

/// Where a menu's lines show: the first line's top pixel, how many lines
/// show, and the pixels from one line to the next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Window {
    /// The first line's top pixel.
    pub top: i32,
    /// How many lines show.
    pub rows: usize,
    /// The pixels from one line to the next.
    pub step: i32,
}

/// The adventure's menu: three lines nine apart, so the third ends above
/// the keys' help (the playtest: the medic's third line ran under it).
pub const QUEST_MENU: Window = Window {
    top: 124,
    rows: 3,
    step: 9,
};

/// A fight's menu of two lines, under its prompt (the boxcars question,
/// passing the console, a guided game's sentence).
pub const FIGHT_MENU: Window = Window {
    top: 130,
    rows: 2,
    step: 10,
};

/// A fight's menu of more than two lines: three, the first on the
/// prompt's line (the title says whose turn it is), ten apart so each
/// stays in its region (the session-31 playtest: "the 2-line menu hides
/// 4 lines").
pub const TALL_FIGHT_MENU: Window = Window {
    top: 120,
    rows: 3,
    step: 10,
};

/// The window of a menu: the adventure's, or a fight's (`tall`: more
/// than two lines, no prompt over them).
pub fn window(fight: bool, tall: bool) -> Window {
    match (fight, tall) {
        (false, _) => QUEST_MENU,
        (true, false) => FIGHT_MENU,
        (true, true) => TALL_FIGHT_MENU,
    }
}

/// The first item shown when the cursor is on `cursor` and `rows` show.
pub fn first_shown(cursor: usize, rows: usize) -> usize {
    cursor.saturating_sub(rows - 1)
}

/// Draws the items of the menu in window `w`, the cursor's item marked:
/// only the window's lines in `lines` (0 the first shown; a tall fight
/// menu draws its first line in the prompt's region, the others in the
/// menu's). An arrow on the first line says more lines are above, on the
/// last that more are below.
pub fn draw(
    c: &mut Canvas,
    g: &Glyphs,
    items: &[Item],
    cursor: usize,
    w: Window,
    lines: core::ops::Range<usize>,
) {
    // No menu, no arrows (the session-31 playtest: a menu's arrow stayed
    // into the monsters' turn, its cursor left on a line gone).
    if items.is_empty() {
        return;
    }
    let first = first_shown(cursor, w.rows);
    for (k, it) in items.iter().enumerate().skip(first).take(w.rows) {
        if !lines.contains(&(k - first)) {
            continue;
        }
        let ly = w.top + (k - first) as i32 * w.step;
        let (mark, colour) = if k == cursor {
            ("> ", ink::WHITE)
        } else {
            ("  ", ink::GREY)
        };
        let x = c.text(g, 4, ly, ink::YELLOW, mark);
        c.text(g, x, ly, colour, &it.text);
    }
    if first + w.rows < items.len() && lines.contains(&(w.rows - 1)) {
        arrow(c, ARROW_X, w.top + (w.rows as i32 - 1) * w.step - 1, false);
    }
    if first > 0 && lines.contains(&0) {
        arrow(c, ARROW_X, w.top, true);
    }
}

/// The scroll arrows' left edge (the items end before x 226).
pub const ARROW_X: i32 = 227;

/// A big sky arrow nine pixels wide and eight high at `(x, y)`, a line's
/// height: up (more lines above) or down (more below); the playtest missed
/// the small ones. Drawn, not a letter: the font's "^" is the skull icon
/// (an earlier playtest read the mark as a skull).
pub fn arrow(c: &mut Canvas, x: i32, y: i32, up: bool) {
    for k in 0..5 {
        let row = if up { k } else { 7 - k };
        c.fill(x + 4 - k, y + row, 2 * k + 1, 1, ink::SKY);
    }
    // A stem three wide: a block arrow, never read as a "+".
    let stem = if up { y + 5 } else { y };
    c.fill(x + 3, stem, 3, 3, ink::SKY);
}
