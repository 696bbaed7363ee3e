//! What each of the rules' events looks like on screen: a short sentence for
//! the story lines, the dice rows it changes, and how long it stays.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use tabletop_core::sgs::arena::{Event, Outcome, Side};
use tabletop_core::sgs::quest::QEvent;
use tabletop_core::sgs::scenes::{SCENES, Scene, Test};

#[cfg(test)]
pub use super::marks::look_alike;
pub use super::marks::{fighter_marks, fighter_names};
pub use super::tell::*;

/// One row of dice on screen.
#[derive(Clone, Default)]
pub struct DiceRow {
    /// Whose roll, in a word or two.
    pub label: String,
    /// The faces (pool dice, then bonus dice).
    pub faces: Vec<u8>,
    /// How many of the faces are the pool's.
    pub pool: usize,
    /// The result.
    pub result: i8,
    /// The fighter (or hero) it belongs to.
    pub who: u8,
    /// The oracle's answer, shown instead of successes.
    pub answer: Option<bool>,
}

/// What an event changes on screen.
pub struct Shown {
    /// A story line (empty: none).
    pub line: String,
    /// A line said before it (empty: none): why a roll has bonus dice.
    pub before: String,
    /// New dice rows (`None`: keep the ones shown).
    pub rows: Option<Vec<DiceRow>>,
    /// A bonus die added to the row of this fighter: (who, face, result).
    pub bonus: Option<(u8, u8, i8)>,
    /// Frames it stays before the next (A or B skip).
    pub hold: u32,
    /// A new scene's words (the quest's scene number).
    pub scene: Option<u8>,
    /// Said at once, as its dice appear, before they tumble (empty: none):
    /// what the roll is for (the playtest: a Tough roll's dice came before
    /// the words saying what they were for).
    pub intro: String,
}

impl Shown {
    fn line(line: String, hold: u32) -> Shown {
        Shown {
            line,
            before: String::new(),
            rows: None,
            bonus: None,
            hold,
            scene: None,
            intro: String::new(),
        }
    }
}

/// What the screen needs to name things while an action's events are
/// shown: the heroes' and fighters' names, and the scene the action began in.
pub struct Names {
    /// The quest's heroes.
    pub heroes: Vec<String>,
    /// The fight's fighters (and their pools of the attack being rolled).
    pub fighters: Vec<String>,
    /// The scene the action was taken in.
    pub scene: u8,
    /// Pools of the duel: (attacker, pool), (defender, pool).
    pub duel: [(u8, u8); 2],
    /// The fighter whose turn it is (the last to act): who rolls to help.
    pub actor: u8,
}

fn name(list: &[String], i: u8) -> &str {
    list.get(usize::from(i)).map_or("Someone", String::as_str)
}

/// The story line of a party medic's treatment.
pub fn treated_line(heroes: &[String], medic: u8, hero: u8, made: bool) -> String {
    let m = name(heroes, medic);
    let whom = if medic == hero {
        String::from("own wounds")
    } else {
        String::from(name(heroes, hero))
    };
    if made {
        format!("{{5}}{m} treats {whom}: healed!")
    } else {
        format!("{m} treats {whom}: no luck.")
    }
}

fn row(label: &str, faces: &[u8], pool: usize, result: i8, who: u8) -> DiceRow {
    DiceRow {
        label: String::from(label),
        faces: faces.to_vec(),
        pool: pool.min(faces.len()),
        result,
        who,
        answer: None,
    }
}

/// The pool a hero rolls for the scene's test (for the contest's row).
fn scene_test(scene: u8) -> Option<Test> {
    match SCENES.get(usize::from(scene))?.1 {
        Scene::Check { test, .. } => Some(test),
        _ => None,
    }
}

/// How a quest event is shown.
pub fn quest(e: &QEvent, n: &mut Names, pools: &[u8]) -> Shown {
    match e {
        QEvent::Scene(s) => Shown {
            scene: Some(*s),
            ..Shown::line(String::from(introduces(*s)), super::stage::scene_hold(*s))
        },
        QEvent::Checked {
            hero,
            pool,
            faces,
            result,
            needed,
            made,
        } => {
            let who = name(&n.heroes, *hero);
            Shown {
                rows: Some(alloc::vec![row(
                    who,
                    faces,
                    usize::from(*pool),
                    *result,
                    *hero
                )]),
                before: bonus_why(faces.get(usize::from(*pool)..).unwrap_or(&[])),
                intro: needs_line(who, *needed),
                ..Shown::line(checked_line(who, *result, *needed, *made), 150)
            }
        }
        QEvent::Contest {
            hero,
            faces,
            result,
            npc,
            npc_result,
        } => {
            let who = name(&n.heroes, *hero);
            let mine = pools.get(usize::from(*hero)).copied().unwrap_or(0);
            let theirs = match scene_test(n.scene) {
                Some(Test::Contest { npc, .. }) => npc,
                _ => 0,
            };
            Shown {
                rows: Some(alloc::vec![
                    row(who, faces, usize::from(mine), *result, *hero),
                    row(
                        &capital(opponent(n.scene)),
                        npc,
                        usize::from(theirs),
                        *npc_result,
                        NOT_A_HERO
                    ),
                ]),
                before: bonus_why(npc.get(usize::from(theirs)..).unwrap_or(&[])),
                ..Shown::line(
                    contest_line(
                        who,
                        *result,
                        *npc_result,
                        faces.len() > usize::from(mine),
                        (mine, theirs),
                    ),
                    120,
                )
            }
        }
        QEvent::ContestOver { won } => Shown::line(
            String::from(if *won {
                "{5}You win the contest!"
            } else {
                "{6}They win the contest."
            }),
            120,
        ),
        QEvent::Hurt { hero, total } => Shown::line(
            format!(
                "{{6}}{} is hurt ({}).",
                name(&n.heroes, *hero),
                crate::plural::wounds(*total)
            ),
            90,
        ),
        QEvent::FightBegins(l) => Shown::line(
            format!("{{3}}A fight! {} foes. Who goes first?", capital(foes(*l))),
            super::stage::READ_HOLD,
        ),
        QEvent::Fight(f) => fight(f, n),
        // The dice of the roll before it leave with it (the playtest: old
        // dice stayed beside "Bram is gone").
        QEvent::Died(h) => Shown {
            rows: Some(Vec::new()),
            ..Shown::line(died_line(name(&n.heroes, *h)), 120)
        },
        QEvent::Healed { hero, made, total } => {
            let w = if *made { "heals" } else { "rests" };
            Shown::line(
                format!(
                    "{} {w}: {} left.",
                    name(&n.heroes, *hero),
                    crate::plural::wounds(*total)
                ),
                60,
            )
        }
        QEvent::Treated {
            medic, hero, made, ..
        } => Shown::line(treated_line(&n.heroes, *medic, *hero, *made), 90),
        QEvent::Taught(s) => Shown::line(format!("{{5}}You learn {}!", skill_name(*s)), 90),
        QEvent::Asked { face, odds, yes } => {
            let said = if *yes { "{5}yes!" } else { "{6}no." };
            Shown {
                rows: Some(alloc::vec![DiceRow {
                    answer: Some(*yes),
                    ..row(FATE, &[*face], 1, 0, NOT_A_HERO)
                }]),
                before: String::from(FATE_IS),
                ..Shown::line(
                    format!(
                        "{} odds, yes on {}-6: {said}",
                        capital(odds.word()),
                        odds.needs()
                    ),
                    150,
                )
            }
        }
        QEvent::Captured(_) => Shown::line(String::from("{6}Captured!"), 60),
        // Said again by the story (Stage::begin) with who came home.
        // Held two and a half seconds: the adventure's last words (A hurries).
        QEvent::Ended(o) => Shown::line(ended_line(o.xp, 0, 1), 150),
    }
}

/// The oracle's die's name on its row.
pub const FATE: &str = "Fate";

/// The `who` of a row that is no hero's: the other side of a contest (the
/// guard) and Fate's die.
pub const NOT_A_HERO: u8 = 9;

/// Who Fate is, said with its die.
pub const FATE_IS: &str = "{3}Nobody knows? Fate's die decides.";

/// Who Maud is, said where the adventure first names her, whichever way
/// it went (the playtest asked who she was where she teaches and where she
/// is asked the way); once a game.
pub const MAUD_IS: &str = "{3}Maud is a kind old healer.";

/// Who a scene's contest is against, as its row names them (never "Them":
/// the playtest took it for a name): the guard, or the other side.
pub fn opponent(scene: u8) -> &'static str {
    let words = SCENES.get(usize::from(scene)).map_or("", |s| s.0);
    if words.contains("guard") {
        "the guard"
    } else {
        "the other side"
    }
}

/// A line introducing someone the scene's words name (Maud), or none.
pub fn introduces(scene: u8) -> &'static str {
    let words = SCENES.get(usize::from(scene)).map_or("", |s| s.0);
    if words.contains("Maud") { MAUD_IS } else { "" }
}

/// What a chance "`n` in 10" means, said once in the guided game where
/// the first chance shows.
pub fn chance_line(n: u32) -> String {
    format!("{{3}}{n} in 10: you win {n} times out of 10.")
}

/// The hand-over's prompt: the console passes to `who`'s person.
pub fn pass_prompt(who: &str) -> String {
    format!("{{3}}Pass the console to {who}!")
}

/// The hand-over's one line to press A on.
pub fn pass_item(who: &str) -> String {
    format!("{who}, your turn: press A")
}

/// The line after a static roll: what it got against what it needed.
pub fn checked_line(who: &str, result: i8, needed: u8, made: bool) -> String {
    let how = if made {
        "{5}made it!"
    } else {
        "{6}not enough."
    };
    format!("{who} got {}, needed {needed}: {how}", result.max(0))
}

/// Said as a static roll's dice appear, before they settle: what it
/// needs (the session-31 playtest: the guided game's first roll said
/// "needed 2" only after it).
pub fn needs_line(who: &str, needed: u8) -> String {
    let s = if needed == 1 { "success" } else { "successes" };
    format!("{{3}}{who} needs {needed} {s}.")
}

/// The words of the Tough roll every wound calls (an accident's, in the
/// adventure): what it is for, said with the dice, then what it did.
pub fn stay_up_lines(who: &str, result: i8, needed: u8, made: bool) -> (String, String) {
    let how = if made {
        "{5}stays up!"
    } else {
        "{6}knocked out."
    };
    (
        tough_intro(who, needed),
        format!("Got {}, needed {needed}: {how}", result.max(0)),
    )
}

/// The line after a contest's dice: the hero's successes against theirs
/// (again after the hero's bonus die). Equal results are said as a tie,
/// with the rule that settles it (the paper: more dice wins, as many is a
/// tie, which is no win past someone): the session-31 playtest saw 3
/// against 3 with no word why. `dice`: the hero's pool and theirs.
pub fn contest_line(who: &str, result: i8, theirs: i8, bonus: bool, dice: (u8, u8)) -> String {
    if result == theirs {
        let n = result.max(0);
        return match dice.0.cmp(&dice.1) {
            core::cmp::Ordering::Greater => format!("{{3}}Both got {n}: you have more dice!"),
            core::cmp::Ordering::Less => format!("{{3}}Both got {n}: they have more dice."),
            core::cmp::Ordering::Equal => format!("{{3}}Both got {n}, same dice: a tie, no win."),
        };
    }
    // Below zero is said 0 (no successes, as a child counts them); when
    // both say 0 but one is below the other, the lower says why it lost.
    let why = |x: i8, other: i8| {
        let low = x < 0 && other.max(0) == 0 && x < other;
        format!("{}{}", x.max(0), if low { " (too many 1s)" } else { "" })
    };
    let (r, t) = (why(result, theirs), why(theirs, result));
    if bonus {
        format!("With the bonus die: {who} {r}, them {t}.")
    } else {
        format!("{who} got {r}, they got {t}.")
    }
}

/// A chance in tenths of a percent (0 only when impossible, 1000 only when
/// certain) as a child counts it: in ten, never 0 unless impossible, never
/// 10 unless certain.
pub fn in_ten(permille: u16) -> u32 {
    match permille {
        0 => 0,
        1000.. => 10,
        p => (u32::from(p) + 50).div_euclid(100).clamp(1, 9),
    }
}

/// `o` in tenths of a percent, 0 only when impossible and 1000 only when
/// certain (for [`in_ten`]).
pub fn permille(o: tabletop_core::sgs::odds::Odds) -> u16 {
    if o.num == 0 {
        0
    } else if o.num >= o.den {
        1000
    } else {
        o.permille().clamp(1, 999)
    }
}

/// `n` of ten blocks full, yellow then grey (the colour after it is grey).
pub fn bar(n: u32) -> String {
    let mut s = String::from("{3}");
    for k in 0..10 {
        if k == n {
            s.push_str("{4}");
        }
        s.push(if k < n {
            crate::icons::FULL
        } else {
            crate::icons::EMPTY
        });
    }
    s
}

/// `w` with a capital first letter.
fn capital(w: &str) -> String {
    let mut c = w.chars();
    let mut s = String::new();
    if let Some(f) = c.next() {
        s.push(f.to_ascii_uppercase());
        s.push_str(c.as_str());
    }
    s
}

/// A skill's name.
pub fn skill_name(s: tabletop_core::sgs::Skill) -> String {
    // The paper's "Persuasion" in a child's word (the playtest: a hard word).
    match s {
        tabletop_core::sgs::Skill::Persuasion => String::from("Talking"),
        s => String::from(s.name()),
    }
}

/// How a fight event is shown.
pub fn fight(e: &Event, n: &mut Names) -> Shown {
    let f = |i: u8| String::from(name(&n.fighters, i));
    match e {
        Event::Round(r) => Shown::line(
            format!("{{3}}Round {r}: who goes first?"),
            super::stage::READ_HOLD,
        ),
        Event::Initiative {
            who, faces, result, ..
        } => Shown {
            // The whole roll, its bonus dice too, as one row: the more
            // successes, the sooner the fighter acts.
            rows: Some(alloc::vec![row(
                &f(*who),
                faces,
                faces.len(),
                *result,
                *who
            )]),
            ..Shown::line(String::new(), INITIATIVE_HOLD)
        },
        Event::Acts { who, .. } => {
            n.actor = *who;
            Shown::line(format!("{}'s turn.", f(*who)), 20)
        }
        Event::Stepped { .. } => Shown::line(String::new(), 6),
        Event::Holds(w) => Shown::line(format!("{} waits.", f(*w)), 30),
        Event::Attacks {
            attacker,
            defender,
            pool,
            against,
            permille,
            answer,
            ..
        } => {
            n.duel = [(*attacker, *pool), (*defender, *against)];
            let line = if *answer {
                answer_line(&f(*attacker))
            } else {
                format!(
                    "{} attacks {}: {} in 10.",
                    f(*attacker),
                    f(*defender),
                    in_ten(*permille)
                )
            };
            Shown {
                rows: Some(Vec::new()),
                ..Shown::line(line, 60)
            }
        }
        Event::Rolled {
            who, faces, result, ..
        } => {
            let pool = n
                .duel
                .iter()
                .find(|d| d.0 == *who)
                .map_or(faces.len(), |d| usize::from(d.1));
            Shown {
                rows: Some(alloc::vec![row(&f(*who), faces, pool, *result, *who)]),
                ..Shown::line(String::new(), 50)
            }
        }
        Event::BonusDie { who, face, result } => Shown {
            bonus: Some((*who, *face, *result)),
            // Why, as the die appears (it was behind: only the side behind
            // adds one); where it stands after, once it settles.
            intro: bonus_line(&f(*who)),
            ..Shown::line(String::new(), 60)
        },
        Event::Missed { attacker, .. } => Shown::line(format!("{} misses.", f(*attacker)), 90),
        Event::Hit {
            defender,
            wounds,
            ignored,
            ..
        } => {
            // "Hit!" says the attack landed (a tie goes to the attacker);
            // a zombie's shrug needs the room.
            let (hit, extra) = if *ignored > 0 {
                ("", ", ignores one")
            } else {
                ("Hit! ", "")
            };
            Shown::line(
                format!(
                    "{{6}}{hit}{} takes {}{extra}.",
                    f(*defender),
                    crate::plural::wounds(*wounds)
                ),
                90,
            )
        }
        Event::Static {
            who,
            with,
            faces,
            result,
            needed,
            made,
        } => {
            let how = if *made { "made it" } else { "failed" };
            // A Tough roll is against the wounds taken: to stay standing.
            // Helping the dying is the helper's roll (the one whose turn
            // it is), for the fighter helped (the playtest: a dying foe's
            // name on a roll made in another's turn).
            let (roller, intro, said) = if *with == tabletop_core::sgs::Ability::Tough {
                (*who, String::new(), tough_line(&f(*who), *needed, how))
            } else {
                let helper = n.actor;
                let (intro, line) = help_lines(&f(helper), &f(*who), *result, *needed, *made);
                (helper, intro, line)
            };
            Shown {
                rows: Some(alloc::vec![row(
                    &f(roller),
                    faces,
                    faces.len(),
                    *result,
                    roller
                )]),
                intro,
                ..Shown::line(said, 90)
            }
        }
        Event::KnockedOut { who, rounds } => Shown::line(
            format!(
                "{{6}}{} is knocked out ({}).",
                f(*who),
                crate::plural::count(*rounds, "round", "rounds")
            ),
            90,
        ),
        Event::Dying { who, .. } => Shown::line(format!("{{6}}{} is dying!", f(*who)), 90),
        Event::Wakes(w) => Shown::line(format!("{} wakes up.", f(*w)), 40),
        Event::Dies(w) => Shown {
            rows: Some(Vec::new()),
            ..Shown::line(dies_line(&f(*w)), 90)
        },
        Event::Over(o) => Shown::line(
            String::from(match o {
                // Why the fight ended (the playtest: one bad roll ended
                // the game, unexplained).
                Outcome::Won(Side::A) => FOES_DOWN,
                Outcome::Won(Side::B) => HEROES_DOWN,
                Outcome::Draw => "Nobody wins the fight.",
            }),
            // Two and a half seconds to read (the playtest: the fight
            // just ended); A hurries.
            150,
        ),
    }
}

#[cfg(test)]
mod child;
#[cfg(test)]
mod numbered;
#[cfg(test)]
mod seen28;
#[cfg(test)]
mod seen29;
#[cfg(test)]
mod seen30;
#[cfg(test)]
mod seen31;
#[cfg(test)]
mod told;
