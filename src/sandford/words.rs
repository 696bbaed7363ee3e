//! What the rules' events, pieces and phases are called on screen.

use alloc::format;
use alloc::string::String;
use core::fmt::Write;

use tabletop_core::sandford::{Angle, Cell, SUCCESS, WAVES};
use tabletop_core::sandford::{
    Event, Game, Loss, MonsterColour, Phase, Ring, StockColour, StockDie, Terrain, Victim,
};

use crate::audio::Sfx;

mod prompts;
pub use prompts::*;

/// A hero's name with its colour code (each hero has the colour of its pawn).
pub fn hero(h: u8) -> &'static str {
    match h {
        0 => "{8}Hero 1{1}",
        1 => "{9}Hero 2{1}",
        2 => "{a}Hero 3{1}",
        _ => "{b}Hero 4{1}",
    }
}

/// A hero's name without its colour: "Hero 2".
pub fn plain_hero(h: u8) -> &'static str {
    ["Hero 1", "Hero 2", "Hero 3", "Hero 4"]
        .get(usize::from(h))
        .copied()
        .unwrap_or("Hero 4")
}

/// Person `p` sharing the console, in their hero `h`'s colour: "Player 2".
pub fn player(h: u8, p: u8) -> String {
    let name = super::options::PLAYERS
        .get(usize::from(p))
        .copied()
        .unwrap_or("Player");
    let colour = &hero(h)[..3];
    format!("{colour}{name}{{1}}")
}

/// A hero's hat, as the help page names it (each hero's figure wears its
/// own): "a crown" is hero 3's.
pub fn hat(h: u8) -> &'static str {
    match h {
        0 => "pointed hat",
        1 => "horned helmet",
        2 => "crown",
        _ => "hood",
    }
}

/// The play screen's own messages (an in-ROM test measures each).
pub const ARRIVING: &str = "The heroes arrive...";
/// "Learn to play": A pressed while nothing can be chosen.
pub const WAIT: &str = "{4}Wait and watch: your go comes soon.";
/// "Learn to play": the first words, while the heroes arrive.
pub const ARRIVING_GUIDED: &str = "Watch the heroes arrive: then your go!";
/// "Learn to play": under the arrivals' words until the child's first go,
/// who plays which of the four heroes (the playtest: the options said one
/// player, and four heroes came with no word on whose they were).
pub const LESSON: &str = "You play {8}Hero 1{1}. Computer: Heroes 2-4";
/// Once every hero has arrived.
pub const GO_SHOPPING: &str = "The heroes are here. Go shopping!";
/// A saved game played on.
pub const WELCOME_BACK: &str = "Welcome back!";
/// While the computer thinks of a hint.
pub const THINKING: &str = "Thinking of a hint...";
/// Once the hint is ready.
pub const HINT: &str = "Hint: A takes the choice shown";
/// The hourglass is nearly empty: after the hourglasses (one for each
/// five seconds left), on the line under the map.
pub const HURRY: &str = " Hurry! The sand runs out";

/// "Hero 2 is played by the computer".
pub fn computer_plays(h: u8) -> String {
    format!("{} is played by the computer", hero(h))
}

/// "Now Hero 2 plays" ("Other hero" gave the round to another of the
/// person's heroes).
pub fn plays_now(h: u8) -> String {
    format!("Now {} plays!", hero(h))
}

/// "Time is up!" and what comes next, in the heroes' turn of `phase`.
pub fn time_up(phase: Phase) -> &'static str {
    match phase {
        Phase::HeroesArrive => "{6}Time is up!{1} Now the monsters come.",
        Phase::Repair => "{6}Time is up!{1} Now the next wave comes.",
        _ => "{6}Time is up!{1} Now the monsters move.",
    }
}

/// Hot seat, the menu's line while another person still plays: "End Hero
/// 1's turn" (the playtest: "End turn" ended both children's goes, and
/// could not be told from "Do nothing").
pub fn end_own_turn(h: u8) -> String {
    format!("End Hero {}'s turn", h + 1)
}

/// Hot seat: what "End Hero 1's turn" asks, and its "Yes".
pub fn end_own_turn_asks(h: u8) -> (String, String) {
    (
        format!("Hero {} done? Others play on.", h + 1),
        format!("Yes: Hero {} is done", h + 1),
    )
}

/// Hot seat: a done hero's round goes by on its own (its person ended
/// their turn; the tape measure still passes through their hands).
pub fn is_done(h: u8) -> String {
    format!("{} is done this turn.", hero(h))
}

/// "Hero 2: your turn" (the hand-over box's title).
pub fn your_turn(h: u8) -> String {
    format!("{}: your turn", hero(h))
}

/// A monster colour's name and ability.
pub fn monster(c: MonsterColour) -> (&'static str, &'static str) {
    match c {
        MonsterColour::Black => ("black", "piercing"),
        MonsterColour::Blue => ("blue", "enchanted"),
        MonsterColour::Green => ("green", "fast"),
        MonsterColour::Red => ("red", "armoured"),
        MonsterColour::White => ("white", "regenerating"),
        MonsterColour::Yellow => ("yellow", "splitting"),
    }
}

/// The picture on a monster colour's die (tools/gfx_sandford.py draws it):
/// a shape a child can name, so that colour is never the only way to tell.
pub fn mark(c: MonsterColour) -> &'static str {
    match c {
        MonsterColour::Black => "arrow",
        MonsterColour::Blue => "ring",
        MonsterColour::Green => "star",
        MonsterColour::Red => "cross",
        MonsterColour::White => "heart",
        MonsterColour::Yellow => "moon",
    }
}

/// A monster by its colour and its picture: "red cross monster".
pub fn monster_name(c: MonsterColour) -> String {
    format!("{} {} monster", monster(c).0, mark(c))
}

/// A monster as the cursor finds it: "red cross monster ♥2/3 (armoured)",
/// its hit points by the hero line's heart.
pub fn monster_line(c: MonsterColour, hp: u8, max_hp: u8) -> String {
    format!(
        "{} {{6}}@{{1}}{hp}/{max_hp} ({})",
        monster_name(c),
        monster(c).1
    )
}

/// What a stock die is as equipment.
pub fn stock(c: StockColour) -> &'static str {
    match c {
        StockColour::Black => "armour",
        StockColour::Blue => "magic",
        StockColour::Red => "weapon",
        StockColour::White => "potion",
    }
}

/// A die as equipment: "weapon 5".
pub fn die(d: StockDie) -> String {
    format!("{} {}", stock(d.colour), d.face)
}

/// A die a shop gets, saying what its number does: "a magic die: 6
/// damage" (the playtest: "Shop 1 gets magic 6" said nothing).
pub fn new_die(d: StockDie) -> String {
    let f = d.face;
    match d.colour {
        StockColour::Red => format!("a weapon die: {f} damage"),
        StockColour::Black => format!("an armour die: blocks {f}"),
        StockColour::Blue => format!("a magic die: {f} damage"),
        StockColour::White => format!("a potion: stops {f}"),
    }
}

/// A die in a shop's list, saying what its number is: "weapon: 4
/// damage", "armour: blocks 4", "magic: 4 damage", "potion: stops 4".
pub fn die_does(d: StockDie) -> String {
    let f = d.face;
    match d.colour {
        StockColour::Red => format!("weapon: {f} damage"),
        StockColour::Black => format!("armour: blocks {f}"),
        StockColour::Blue => format!("magic: {f} damage"),
        StockColour::White => format!("potion: stops {f}"),
    }
}

/// An attack's die and where its damage comes from, in a child's words:
/// "6 hits! The sword does 4 damage.", an armoured monster's armour (the
/// wave number) taken off ("6 hits! Armour takes 2 of 4: 2 damage."), an
/// enchanted one's halving of magic, or "Hero 1 rolled 2: a miss. It needs
/// 4+." (the
/// playtest: "Die 6 hits! weapon 4 = 4 damage" was a sum, not words).
/// `magic` and `strength` are the attack's (magic's or the weapon's best
/// die, or 1), `wave` the monsters' armour; a new die (a ring's) begins
/// "Again, ".
pub fn attack_sum(
    who: u8,
    roll: u8,
    rerolls: u8,
    damage: u8,
    (magic, strength, wave): (bool, u8, u8),
) -> String {
    let again = if rerolls > 0 { "Again, " } else { "" };
    if roll < SUCCESS {
        // Said of the computer's heroes too: not "you" (the playtest), the
        // hero named, and "rolled 2", not "A 2" (read as the A button).
        let again = if rerolls > 0 { " again" } else { "" };
        return format!(
            "{} rolled {roll}{again}: a miss. It needs {SUCCESS}+.",
            hero(who)
        );
    }
    let kind = if magic { "magic" } else { "sword" };
    let body = if damage == strength {
        format!("The {kind} does {damage} damage.")
    } else if magic {
        format!("Magic is halved: {damage} damage.")
    } else if damage == 0 {
        // What "no damage" means: the monster's own armour took it all.
        format!("Its armour stops all {strength} damage.")
    } else if damage == strength.saturating_sub(wave) {
        format!("Armour takes {wave} of {strength}: {damage} damage.")
    } else {
        // The house rule "every hit hurts": at least 1.
        format!("Armour takes it all, but {damage} damage.")
    };
    let long = format!("{again}{roll} hits! {body}");
    if long.len() <= 39 {
        long
    } else {
        format!("{roll} hits! {body}")
    }
}

/// What a ring costs and what the hero has: "A ring: 2 kills (you: 3)".
pub fn ring_price(cost: u8, kills: u8) -> String {
    let s = |n: u8| if n == 1 { "" } else { "s" };
    format!("A ring: {cost} kill{} (you: {kills})", s(cost))
}

/// A ring's name.
pub fn ring(r: Ring) -> &'static str {
    match r {
        Ring::Paladin => "guard",
        Ring::Mage => "mage",
        Ring::Fighter => "fighter",
        Ring::Cleric => "cleric",
        Ring::Thief => "thief",
        Ring::Ranger => "ranger",
        Ring::Bard => "bard",
        Ring::Barbarian => "barbarian",
    }
}

/// The phase as a short word for the top strip.
pub fn phase(p: Phase) -> &'static str {
    match p {
        Phase::HeroesArrive => "Arrive",
        Phase::WaveApproaches => "Wave!",
        Phase::Defend => "Defend",
        Phase::Monsters => "Monsters",
        Phase::Recover => "Recover",
        Phase::Repair => "Repair",
        Phase::Won => "Won",
        Phase::Lost(_) => "Lost",
    }
}

/// Why the heroes lost.
pub fn loss(l: Loss) -> &'static str {
    match l {
        Loss::Temple => "The temple was destroyed.",
        Loss::Buildings => "Every shop was wrecked.",
        Loss::Heroes => "Every hero has fallen.",
    }
}

/// A cell with nothing on it, looking around or walking.
pub const GRASS: &str = "Grass: nothing here";

/// What is on a cell, for looking around the map.
pub fn cell_info(game: &Game, c: Cell) -> String {
    if let Some(h) = game.hero_at(c) {
        return super::hudline::hero_line(h, &game.heroes()[h as usize]);
    }
    if let Some(m) = game.monster_at(c).and_then(|id| game.monster(id)) {
        return monster_line(m.colour, m.hp, m.max_hp);
    }
    match game.terrain(c) {
        Terrain::Temple => format!("The temple: {} hearts", game.temple_hp()),
        Terrain::Building(b) => {
            let mut s = format!("Shop {}:", b + 1);
            let stock = &game.buildings()[b as usize].stock;
            if stock.is_empty() {
                s.push_str(" empty");
            }
            for d in stock.iter().take(4) {
                let _ = write!(s, " {}", die(*d));
            }
            s
        }
        Terrain::Rubble(b) => format!("Shop {} is rubble", b + 1),
        // Said, not left blank (the playtest: no words at all on grass,
        // or an old "Hero 2 waits" while choosing where to walk).
        Terrain::Open => String::from(GRASS),
        Terrain::OffMap => String::new(),
    }
}

/// The way the needle points, as a child says it ("north-east"): angle 0 is
/// east, a quarter turn (64) south, as the map is drawn (north up).
pub fn way(a: Angle) -> &'static str {
    const WAYS: [&str; 8] = [
        "east",
        "south-east",
        "south",
        "south-west",
        "west",
        "north-west",
        "north",
        "north-east",
    ];
    WAYS[usize::from(a.0.wrapping_add(16) / 32) % 8]
}

/// What the strip says while an event's dice tumble: the numbers of the
/// roll ([`event`]) wait until they settle.
pub fn rolling(e: &Event) -> String {
    match e {
        Event::AttackRolled { hero: who, .. } => format!("{} attacks...", hero(*who)),
        Event::ArmourRolled { hero: who, .. } => format!("{}'s armour rolls...", hero(*who)),
        Event::MonsterAttacked { victim: v, .. } => {
            format!("{{6}}A monster attacks{{1}} {}...", victim(*v))
        }
        Event::WaveArrives { wave, .. } => {
            format!("{{6}}Wave {wave} of {WAVES}! The needle and dice say where")
        }
        Event::HeroArrives { hero: who, .. } => {
            format!("{}: the needle and dice say where", hero(*who))
        }
        _ => String::new(),
    }
}

fn victim(v: Victim) -> String {
    match v {
        Victim::Temple => String::from("the temple"),
        Victim::Building(b) => format!("shop {}", b + 1),
        Victim::Hero(h) => String::from(hero(h)),
    }
}

/// A monster's blow on a hero, the monster named by its colour and picture:
/// "A red cross monster hits Hero 2: 1 damage".
pub fn monster_hits(c: MonsterColour, who: u8, damage: u8) -> String {
    format!(
        "{{6}}A {} hits {}:{{1}} {damage} damage",
        monster_name(c),
        hero(who)
    )
}

/// What the strip says while a hero's armour die tumbles, naming the
/// monster that struck (the playtest: an armour roll with no attacker).
pub fn armour_rolling(who: u8, attacker: Option<MonsterColour>) -> String {
    match attacker {
        Some(c) => format!("A {} hits {}!", monster_name(c), hero(who)),
        None => format!("{}'s armour rolls...", hero(who)),
    }
}

/// The message and sound for an event (empty message: nothing to say).
pub fn event(e: &Event) -> (String, Option<Sfx>) {
    let h = |i: &u8| hero(*i);
    match e {
        Event::PhaseChanged(Phase::Defend) => ("{3}Defend the village!".into(), None),
        Event::PhaseChanged(Phase::Monsters) => ("{6}The monsters' turn".into(), None),
        Event::PhaseChanged(Phase::Repair) => ("{5}Repair, shop and train".into(), None),
        Event::PhaseChanged(Phase::Won) => ("{5}Sandford is saved!".into(), Some(Sfx::Win)),
        Event::PhaseChanged(Phase::Lost(l)) => (format!("{{6}}{}", loss(*l)), Some(Sfx::Lose)),
        Event::PhaseChanged(_) | Event::MonsterVanished { .. } => (String::new(), None),
        Event::HeroMoved { hero, from, to } if from == to => {
            (format!("{} stands firm", h(hero)), None)
        }
        Event::HeroMoved { hero, .. } => (format!("{} moves", h(hero)), Some(Sfx::Step)),
        Event::MonsterMoved { .. } => (String::new(), Some(Sfx::Step)),
        Event::TurnStarted { rounds } => (format!("Heroes' turn: {rounds} rounds each"), None),
        Event::Bought { hero, die: d, .. } => (
            format!("{} buys {}", h(hero), die_does(*d)),
            Some(Sfx::Loot),
        ),
        Event::AttackRolled {
            hero,
            roll,
            damage,
            rerolls,
            ..
        } => {
            let again = if *rerolls > 0 { " again" } else { "" };
            if *damage > 0 {
                (
                    format!("{} rolls {roll}{again}: {damage} damage", h(hero)),
                    Some(Sfx::Battle),
                )
            } else if *roll >= SUCCESS {
                // A hit the armoured monster's armour stops entirely.
                (
                    format!("{} rolls {roll}{again}: armour stops it", h(hero)),
                    Some(Sfx::Roll),
                )
            } else {
                (
                    format!("{} rolls {roll}{again}: a miss", h(hero)),
                    Some(Sfx::Roll),
                )
            }
        }
        Event::MonsterKilled { hero, .. } => {
            (format!("{} slays a monster!", h(hero)), Some(Sfx::Defeat))
        }
        Event::MonsterSpawned { colour, .. } => {
            (format!("{{6}}Here comes a {}", monster_name(*colour)), None)
        }
        Event::MonsterHealed { hp, .. } => (
            format!("A {} heals to {hp}", monster_name(MonsterColour::White)),
            None,
        ),
        Event::MonsterAttacked {
            victim: v,
            damage,
            roll: Some(roll),
            ..
        } if *damage == 0 => (
            format!("A monster rolls {roll}: misses {}", victim(*v)),
            Some(Sfx::Roll),
        ),
        Event::MonsterAttacked {
            victim: v,
            damage,
            roll: Some(roll),
            ..
        } => (
            // The number said as what it is (the playtest: "(1)").
            format!(
                "{{6}}A monster rolls {roll}:{{1}} {damage} damage to {}",
                victim(*v)
            ),
            Some(Sfx::Battle),
        ),
        Event::MonsterAttacked {
            victim: v, damage, ..
        } => (
            format!(
                "{{6}}A monster hits:{{1}} {damage} damage to {}",
                victim(*v)
            ),
            Some(Sfx::Battle),
        ),
        Event::TempleDamaged { hp } => (
            format!(
                "{{6}}The temple has {} left",
                crate::plural::count(*hp, "heart", "hearts")
            ),
            None,
        ),
        Event::BuildingRazed { building, .. } => (
            format!("{{6}}Shop {} is wrecked!", building + 1),
            Some(Sfx::Defeat),
        ),
        Event::StockCaptured { colour, .. } => {
            (format!("A monster carries off {}!", stock(*colour)), None)
        }
        Event::ArmourRolled {
            hero,
            roll,
            left: 0,
            ..
        } => (
            format!("{}'s armour rolled {roll}: stops the blow", h(hero)),
            Some(Sfx::Safe),
        ),
        Event::ArmourRolled {
            hero,
            roll,
            stopped: 0,
            ..
        } => (
            // The words match the die: the armour blocks only on a 4+
            // (the playtest: "blocks 6" on the die, then "no block").
            format!(
                "{}'s armour rolled {roll}: it needs {SUCCESS}+ to block",
                h(hero)
            ),
            Some(Sfx::Roll),
        ),
        Event::ArmourRolled {
            hero,
            roll,
            stopped,
            ..
        } => (
            format!("{}'s armour rolled {roll}: stops {stopped}", h(hero)),
            Some(Sfx::Roll),
        ),
        // Nothing new to say: the blow's words ("A monster hits: 1 damage
        // to Hero 1") stay, under the hand-over box if the console must
        // pass; the choice's own words come with the choice, after it (the
        // playtest: the box came over "Hero 1 must take 1").
        Event::Soaking { .. } => (String::new(), None),
        Event::PotionUsed { hero, amount } => {
            (format!("{} drinks a potion: stops {amount}", h(hero)), None)
        }
        Event::GearDiscarded { hero, die: d } => (format!("{} loses {}", h(hero), die(*d)), None),
        Event::RingDiscarded { hero, ring: r } => {
            (format!("{} loses the {} ring", h(hero), ring(*r)), None)
        }
        Event::HeroWounded { hero, hp } => (
            format!(
                "{{6}}{} is hurt: {} left",
                h(hero),
                crate::plural::count(*hp, "heart", "hearts")
            ),
            None,
        ),
        Event::HeroKilled { hero } => (format!("{{6}}{} has fallen!", h(hero)), Some(Sfx::Defeat)),
        Event::HeroHealed { hero, hp } => (
            format!("{} is healed: {hp} hearts", h(hero)),
            Some(Sfx::Safe),
        ),
        Event::HeroInspired { hero } => (format!("{} is inspired!", h(hero)), Some(Sfx::Safe)),
        Event::RingBought { hero, ring: r } => (
            format!(
                "{}: {} ring ({})",
                h(hero),
                ring(*r),
                super::rings::does(*r)
            ),
            Some(Sfx::Loot),
        ),
        Event::BuildingRepaired { building, .. } => (
            format!("{{5}}Shop {} is rebuilt", building + 1),
            Some(Sfx::Safe),
        ),
        Event::Waited { hero } => (format!("{} waits", h(hero)), None),
        Event::HeroArrives {
            hero, dice, angle, ..
        } => (
            format!(
                "{}: {} + {} = {} cells {}",
                h(hero),
                dice[0],
                dice[1],
                dice[0] + dice[1],
                way(*angle)
            ),
            Some(Sfx::Roll),
        ),
        Event::WaveArrives {
            wave, dice, angle, ..
        } => (
            format!(
                "{{6}}Wave {wave}: {} + {} = {} cells out, {}",
                dice[0],
                dice[1],
                dice[0] + dice[1],
                way(*angle)
            ),
            Some(Sfx::Battle),
        ),
        Event::WaveDefeated { wave } => (format!("{{5}}Wave {wave} is defeated!"), Some(Sfx::Win)),
        Event::Storm => ("{6}The monsters storm the temple!".into(), Some(Sfx::Lose)),
        Event::ShopStocked { building, die: d } => {
            (format!("Shop {} gets {}", building + 1, new_die(*d)), None)
        }
        Event::KillsReturned { hero, count } => {
            (format!("{} hands back {count} kills", h(hero)), None)
        }
    }
}

#[cfg(test)]
mod tests;
