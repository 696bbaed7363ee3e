//! Characters by the paper's rules: abilities, skills, wounds and experience.

use core::fmt;

use heapless::String;

use super::roll::{self, Roll};
use super::setting::{SKILLS, Skill};
use super::{ABILITIES, Ability};
use crate::contract::Dice;

/// Letters a name holds.
pub const NAME_LEN: usize = 12;
/// XP that buy one skill pick.
pub const XP_PER_PICK: u8 = 10;
/// Most XP a sheet holds.
pub const MAX_XP: u8 = 200;
/// Most wounds counted (far past any Tough roll's reach).
pub const MAX_WOUNDS: u8 = 30;

/// How good a character is at an ability: −1 is the disability, 0 unlisted,
/// 1 the ability, 2 Very; 3 to 5 are the advanced levels only NPCs have
/// (Extremely, Super, Ultra).
pub type Rating = i8;

/// Dice a rating rolls: disability 1, unlisted 2, ability 3, Very 4,
/// Extremely 5, Super 6, Ultra 7 (the paper's table lost its numbers for the
/// advanced levels; the project rules one more die a level).
pub const fn dice_for(rating: Rating) -> u8 {
    let r = if rating < -1 {
        -1
    } else if rating > 5 {
        5
    } else {
        rating
    };
    (r + 2) as u8
}

/// The word a rating has on a sheet ("" for unlisted).
pub const fn rating_word(rating: Rating) -> &'static str {
    match rating {
        2 => "Very",
        3 => "Extremely",
        4 => "Super",
        5 => "Ultra",
        _ => "",
    }
}

/// Why a character sheet was refused; each reads as one short sentence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// No name, or a letter the keyboard lacks.
    Name,
    /// An ability and its own disability.
    Both(Ability),
    /// More than one disability.
    TwoDisabilities,
    /// Ability picks other than three (four with a disability).
    AbilityPicks {
        /// Picks allowed.
        allowed: u8,
        /// Picks made.
        made: u8,
    },
    /// Beyond Very (only the GM's creatures go further).
    TooHigh(Ability),
    /// More skill picks spent than rolled.
    SkillPicks {
        /// Picks rolled.
        allowed: u8,
        /// Picks spent.
        made: u8,
    },
    /// A beginner's skill beyond +1.
    SkillTooHigh(Skill),
    /// Too few XP to buy a pick.
    NotEnoughXp,
    /// A new skill without a tutor.
    NoTutor(Skill),
    /// Words the sheet's notation does not know.
    Unreadable,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::Name => f.write_str("Give your hero a name."),
            Refusal::Both(a) => write!(f, "Nobody is {} and {} at once.", a.name(), a.opposite()),
            Refusal::TwoDisabilities => f.write_str("Only one weakness is allowed."),
            Refusal::AbilityPicks { allowed, made } => {
                write!(f, "Pick {allowed} abilities, not {made}.")
            }
            Refusal::TooHigh(a) => write!(f, "Very {} is as high as heroes go.", a.name()),
            Refusal::SkillPicks { allowed, made } => {
                write!(f, "You have {allowed} skill picks, not {made}.")
            }
            Refusal::SkillTooHigh(s) => write!(f, "{} +1 is as good as a new hero gets.", s.name()),
            Refusal::NotEnoughXp => f.write_str("A skill pick costs 10 XP."),
            Refusal::NoTutor(s) => write!(f, "Find a tutor to learn {}.", s.name()),
            Refusal::Unreadable => f.write_str("That sheet can't be read."),
        }
    }
}

/// Why a medic may not treat a character now; each reads as one short
/// sentence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Untreatable {
    /// No wounds.
    NotHurt,
    /// Today's medic's roll is used and no injuring incident came since.
    TreatedAlready,
}

impl fmt::Display for Untreatable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Untreatable::NotHurt => "Not hurt: nothing to treat.",
            Untreatable::TreatedAlready => "Treated already. Wait for sleep or a new hurt.",
        })
    }
}

/// A character: player hero or the GM's creature.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Character {
    name: String<NAME_LEN>,
    ratings: [Rating; ABILITIES],
    /// Picks spent on each skill (a universal skill is known with none).
    skills: [u8; SKILLS],
    /// Skill picks the 1d6 + 1 gave (0 for the GM's creatures).
    picks: u8,
    xp: u8,
    wounds: u8,
    /// Skills a tutor has taught (bits by [`Skill::index`]).
    tutored: u16,
    /// Whether today's medic roll is used.
    medic_today: bool,
    /// Incidents with injuries not yet followed by a medic's roll.
    incidents: u8,
    /// Drawn up by the GM: may go beyond the player's limits.
    npc: bool,
}

impl Character {
    /// A blank sheet (everything unlisted, no skills).
    pub fn blank(name: &str) -> Character {
        let mut n = String::new();
        for c in name.chars().take(NAME_LEN) {
            let _ = n.push(c);
        }
        Character {
            name: n,
            ratings: [0; ABILITIES],
            skills: [0; SKILLS],
            picks: 0,
            xp: 0,
            wounds: 0,
            tutored: 0,
            medic_today: false,
            incidents: 0,
            npc: false,
        }
    }

    /// Starts a checked sheet: a new hero named `name` with `picks` skill
    /// picks (the 1d6 + 1 rolled for them).
    pub fn hero(name: &str, picks: u8) -> Sheet {
        let mut c = Character::blank(name);
        c.picks = picks;
        Sheet { c }
    }

    /// Starts a GM's creature's sheet: no limits but ability and disability.
    pub fn npc(name: &str) -> Sheet {
        let mut c = Character::blank(name);
        c.npc = true;
        Sheet { c }
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// An ability's rating.
    pub fn rating(&self, a: Ability) -> Rating {
        self.ratings[a.index()]
    }

    /// The dice an ability rolls, before skills and situations.
    pub fn dice(&self, a: Ability) -> u8 {
        dice_for(self.rating(a))
    }

    /// A skill's level: 0 unknown, 1 known, 2 is "+1", 3 is "+2".
    pub fn skill(&self, s: Skill) -> u8 {
        self.skills[s.index()] + u8::from(s.universal())
    }

    /// Dice a skill adds (or, when lacking it, takes away) for a roll that
    /// needs it: +1 a level past the first, or the setting's penalty.
    pub fn skill_dice(&self, s: Skill) -> i8 {
        match self.skill(s) {
            0 => -(s.penalty() as i8),
            n => n as i8 - 1,
        }
    }

    /// Skill picks the sheet was given.
    pub fn picks(&self) -> u8 {
        self.picks
    }

    /// Skill picks spent.
    pub fn picks_spent(&self) -> u8 {
        self.skills.iter().sum()
    }

    /// Experience points.
    pub fn xp(&self) -> u8 {
        self.xp
    }

    /// Wounds taken.
    pub fn wounds(&self) -> u8 {
        self.wounds
    }

    /// True when the GM drew it up.
    pub fn is_npc(&self) -> bool {
        self.npc
    }

    /// A pool for a roll of `a` with a needed skill (if any) and other
    /// bonuses (+) and penalties (−); a wounded character loses a die on
    /// physical rolls. Never below zero.
    pub fn pool(&self, a: Ability, skill: Option<Skill>, other: i8) -> u8 {
        self.pool_hurt(a, skill, other, self.wounds > 0)
    }

    /// [`Character::pool`] as it was when the character was (`hurt`) or
    /// was not yet wounded: the arena takes every pool at the start of the
    /// moment, so a wound struck at the same moment takes no die.
    pub fn pool_hurt(&self, a: Ability, skill: Option<Skill>, other: i8, hurt: bool) -> u8 {
        let mut m = other + skill.map_or(0, |s| self.skill_dice(s));
        if hurt && a.physical() {
            m -= 1;
        }
        roll::pool(self.dice(a), m)
    }

    /// The Tough pool against wounds (the one physical roll wounds never
    /// lessen).
    pub fn tough_against_wounds(&self) -> u8 {
        self.dice(Ability::Tough)
    }

    /// Takes `n` wounds.
    pub fn wound(&mut self, n: u8) {
        self.wounds = self.wounds.saturating_add(n).min(MAX_WOUNDS);
    }

    /// After a fight or accident that injured the character: one more medic's
    /// roll may follow.
    pub fn injured_in_incident(&mut self) {
        self.incidents = (self.incidents + 1).min(3);
    }

    /// After a night's sleep: a Tough roll against the wounds heals one on a
    /// success; a new day's medic roll is allowed. The roll (`None` unhurt).
    pub fn sleep(&mut self, dice: &mut Dice) -> Option<Roll> {
        self.medic_today = false;
        self.heal_roll(dice)
    }

    /// Whether a medic may treat the character now: hurt, and a medic's
    /// roll left (today's, or one for an injuring incident since).
    pub fn treatable(&self) -> Result<(), Untreatable> {
        if self.wounds == 0 {
            Err(Untreatable::NotHurt)
        } else if self.medic_today && self.incidents == 0 {
            Err(Untreatable::TreatedAlready)
        } else {
            Ok(())
        }
    }

    /// A medic's treatment (the medic must know Healing): another Tough roll
    /// against the wounds, at most once a day plus once after each injuring
    /// incident. `None` when not allowed or unhurt.
    pub fn treated_by(&mut self, medic: &Character, dice: &mut Dice) -> Option<Roll> {
        if medic.skill(Skill::Healing) == 0 || self.treatable().is_err() {
            return None;
        }
        // (Treatable: a first treatment today, or an incident's to use.)
        if self.medic_today {
            self.incidents = self.incidents.saturating_sub(1);
        } else {
            self.medic_today = true;
        }
        self.heal_roll(dice)
    }

    fn heal_roll(&mut self, dice: &mut Dice) -> Option<Roll> {
        if self.wounds == 0 {
            return None;
        }
        let r = roll::static_roll(self.tough_against_wounds(), self.wounds, dice);
        if r.beats(self.wounds) {
            self.wounds -= 1;
        }
        Some(r)
    }

    /// End of a session: 1 to 3 XP by how it went (clamped to 1..=3).
    pub fn award(&mut self, xp: u8) {
        self.xp = self.xp.saturating_add(xp.clamp(1, 3)).min(MAX_XP);
    }

    /// Adds XP as they stand on a sheet (the notation's `xp`).
    pub fn add_xp(&mut self, xp: u8) {
        self.xp = self.xp.saturating_add(xp).min(MAX_XP);
    }

    /// A tutor met in play teaches `s`: it may now be bought new.
    pub fn tutor(&mut self, s: Skill) {
        self.tutored |= 1 << s.index();
    }

    /// True when a tutor has taught `s`.
    pub fn was_tutored(&self, s: Skill) -> bool {
        self.tutored & (1 << s.index()) != 0
    }

    /// Spends 10 XP on a pick of `s`: an existing skill (or a universal one)
    /// improves; a new skill needs a tutor first. Heroes stop at +1.
    pub fn buy(&mut self, s: Skill) -> Result<(), Refusal> {
        if self.xp < XP_PER_PICK {
            return Err(Refusal::NotEnoughXp);
        }
        if self.skill(s) == 0 && !self.was_tutored(s) {
            return Err(Refusal::NoTutor(s));
        }
        if !self.npc && self.skill(s) >= 2 {
            return Err(Refusal::SkillTooHigh(s));
        }
        self.xp -= XP_PER_PICK;
        self.skills[s.index()] += 1;
        // The bought pick counts among the sheet's picks, so the sheet stays
        // sound (its picks spent never exceed its picks).
        self.picks = self.picks.saturating_add(1);
        Ok(())
    }

    /// The hero back from an adventure, rested for the next: the same sheet
    /// (abilities, skills, picks, XP and the tutors met) with no wounds and
    /// no medic's rolls pending. Between adventures the heroes have weeks in
    /// the village; the paper's nightly healing alone would never heal a hero
    /// whose wounds outnumber their Tough dice.
    pub fn rested(&self) -> Character {
        let mut c = self.clone();
        c.wounds = 0;
        c.incidents = 0;
        c.medic_today = false;
        c
    }

    /// The skills a pick bought with XP may go to now, in sheet order: known
    /// skills (and universal ones) below +1, and new ones a tutor taught.
    pub fn may_buy(&self, s: Skill) -> bool {
        (self.skill(s) > 0 || self.was_tutored(s)) && (self.npc || self.skill(s) < 2)
    }

    /// Checks a hero's sheet by the paper's rules (a creature's only for an
    /// ability with its own disability).
    pub fn check(&self) -> Result<(), Refusal> {
        if self.name.is_empty() || !self.name.chars().all(|c| c.is_ascii_graphic() || c == ' ') {
            return Err(Refusal::Name);
        }
        let dis = self.ratings.iter().filter(|&&r| r < 0).count() as u8;
        if self.npc {
            return Ok(());
        }
        if dis > 1 {
            return Err(Refusal::TwoDisabilities);
        }
        for a in Ability::ALL {
            if self.rating(a) > 2 {
                return Err(Refusal::TooHigh(a));
            }
        }
        // Three abilities; a disability allows (not requires) one more.
        let made: u8 = self.ratings.iter().map(|&r| r.max(0) as u8).sum();
        if !(3..=3 + dis).contains(&made) {
            // The nearest count allowed (never 3 itself here: 3 is always
            // allowed).
            let allowed = made.clamp(3, 3 + dis);
            return Err(Refusal::AbilityPicks { allowed, made });
        }
        if self.picks_spent() > self.picks {
            return Err(Refusal::SkillPicks {
                allowed: self.picks,
                made: self.picks_spent(),
            });
        }
        if let Some(&s) = Skill::ALL.iter().find(|&&s| self.skill(s) > 2) {
            return Err(Refusal::SkillTooHigh(s));
        }
        Ok(())
    }

    /// True when every count is possible (a loaded save's check).
    pub fn is_sound(&self) -> bool {
        self.ratings.iter().all(|r| (-1..=5).contains(r))
            && self.skills.iter().all(|&s| s <= 4)
            && self.wounds <= MAX_WOUNDS
            && self.xp <= MAX_XP
            && self.incidents <= 3
            && self.picks <= 40
            && self.tutored < 1 << SKILLS
            && self.check().is_ok()
    }

    /// A random hero by the paper's rules: 1d6 + 1 skill picks, three ability
    /// picks (a Very now and then), a disability for a fourth half the time.
    pub fn random(name: &str, dice: &mut Dice) -> Character {
        let picks = dice.d(6) + 1;
        let mut c = Character::blank(name);
        c.picks = picks;
        let mut abil = 3;
        if dice.below(2) == 0 {
            let d = Ability::ALL[dice.below(9) as usize];
            c.ratings[d.index()] = -1;
            abil += 1;
        }
        while abil > 0 {
            let a = Ability::ALL[dice.below(9) as usize];
            let r = c.ratings[a.index()];
            if (0..2).contains(&r) {
                c.ratings[a.index()] += 1;
                abil -= 1;
            }
        }
        // The first pick goes to Blades: a random hero carries a sword or a
        // dagger (the adventure's GM gives one), and without the skill every
        // blow would cost a die.
        // The others go to the skills the adventure asks for (a blade, the
        // rope, the lock, the guard, the runes, the wounded), never past +1.
        const USEFUL: [Skill; 6] = [
            Skill::Blades,
            Skill::Climbing,
            Skill::Lockpicking,
            Skill::Persuasion,
            Skill::Lore,
            Skill::Healing,
        ];
        c.skills[Skill::Blades.index()] = 1;
        let mut left = picks - 1;
        while left > 0 {
            let s = USEFUL[dice.below(USEFUL.len() as u32) as usize];
            if c.skill(s) < 2 {
                c.skills[s.index()] += 1;
                left -= 1;
            }
        }
        c
    }
}

/// A sheet being filled in; [`Sheet::done`] checks it by the rules.
#[derive(Clone, Debug)]
pub struct Sheet {
    c: Character,
}

impl Sheet {
    /// Takes an ability once more (twice is Very; the GM's creatures go on to
    /// Extremely, Super and Ultra).
    pub fn ability(mut self, a: Ability) -> Sheet {
        let r = &mut self.c.ratings[a.index()];
        // Taking both is remembered so [`Sheet::done`] can refuse it.
        *r = if *r < 0 { i8::MIN } else { (*r + 1).min(5) };
        self
    }

    /// Takes an ability's disability (Weak for Strong...).
    pub fn disability(mut self, a: Ability) -> Sheet {
        let r = &mut self.c.ratings[a.index()];
        *r = if *r > 0 || *r == i8::MIN { i8::MIN } else { -1 };
        self
    }

    /// Spends a pick on a skill.
    pub fn skill(mut self, s: Skill) -> Sheet {
        self.c.skills[s.index()] = self.c.skills[s.index()].saturating_add(1);
        self
    }

    /// Checks the sheet.
    pub fn done(self) -> Result<Character, Refusal> {
        if let Some(a) = Ability::ALL
            .into_iter()
            .find(|a| self.c.rating(*a) == i8::MIN)
        {
            return Err(Refusal::Both(a));
        }
        self.c.check()?;
        Ok(self.c)
    }

    /// A creature's sheet, refused only for an ability with its own
    /// disability.
    pub fn npc_checked(self) -> Result<Character, Refusal> {
        if let Some(a) = Ability::ALL
            .into_iter()
            .find(|a| self.c.rating(*a) == i8::MIN)
        {
            return Err(Refusal::Both(a));
        }
        Ok(self.npc_done())
    }

    /// The sheet as it stands, unchecked (the GM's creatures).
    pub fn npc_done(self) -> Character {
        let mut c = self.c;
        for r in c.ratings.iter_mut() {
            *r = (*r).clamp(-1, 5);
        }
        c
    }
}
