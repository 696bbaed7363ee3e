//! House rules: the project's own changes to the paper's rules. The paper is
//! always the default; each house rule is an option, off unless chosen on the
//! options screen (or with the simulator's `--house-rules`).

/// A set of house rules (a small bit set; [`HouseRules::NONE`] plays the
/// paper's rules).
///
/// ```
/// use tabletop_core::sandford::HouseRules;
///
/// let h = HouseRules::parse("kind-monsters,rest-between-waves").unwrap();
/// assert!(h.has(HouseRules::KIND_MONSTERS));
/// assert!(!h.has(HouseRules::EVERY_HIT_HURTS));
/// assert_eq!(HouseRules::parse("none"), Some(HouseRules::NONE));
/// assert_eq!(HouseRules::parse("all"), Some(HouseRules::ALL));
/// ```
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct HouseRules(u8);

impl HouseRules {
    /// No house rule: the paper's rules.
    pub const NONE: HouseRules = HouseRules(0);
    /// "Kind monsters": a monster's blow on a hero lands only on a 4+ (the
    /// paper: it always lands).
    pub const KIND_MONSTERS: HouseRules = HouseRules(1);
    /// "Every hit hurts": a hero's hit always does at least 1 damage (the
    /// paper: an armoured monster's armour can stop a weak weapon entirely).
    pub const EVERY_HIT_HURTS: HouseRules = HouseRules(2);
    /// "Heroes rest between waves": every living hero is back to full hit
    /// points after each wave (the paper: only a cleric heals).
    pub const REST_BETWEEN_WAVES: HouseRules = HouseRules(4);
    /// "Free turn order": any hero but the last may take the next round, from
    /// the turn's first round on (the paper: everyone has a round before
    /// anyone has a second; only then may the tape measure go to anyone but
    /// the last).
    pub const FREE_TURN_ORDER: HouseRules = HouseRules(8);
    /// Every house rule.
    pub const ALL: HouseRules = HouseRules(15);
    /// Each house rule on its own, in the options screen's order.
    pub const EACH: [HouseRules; 4] = [
        HouseRules::KIND_MONSTERS,
        HouseRules::EVERY_HIT_HURTS,
        HouseRules::REST_BETWEEN_WAVES,
        HouseRules::FREE_TURN_ORDER,
    ];

    /// True when every rule of `rule` is on.
    pub fn has(self, rule: HouseRules) -> bool {
        self.0 & rule.0 == rule.0
    }

    /// These rules with `rule` turned on (`on`) or off.
    pub fn with(self, rule: HouseRules, on: bool) -> HouseRules {
        if on {
            HouseRules(self.0 | rule.0)
        } else {
            HouseRules(self.0 & !rule.0)
        }
    }

    /// The bits (for saving and logging).
    pub fn bits(self) -> u8 {
        self.0
    }

    /// The simulator's name of one house rule ("kind-monsters"); "none" for
    /// none, "all" for all, "mixed" for another set.
    pub fn name(self) -> &'static str {
        match self {
            HouseRules::NONE => "none",
            HouseRules::ALL => "all",
            HouseRules::KIND_MONSTERS => "kind-monsters",
            HouseRules::EVERY_HIT_HURTS => "every-hit-hurts",
            HouseRules::REST_BETWEEN_WAVES => "rest-between-waves",
            HouseRules::FREE_TURN_ORDER => "free-turn-order",
            _ => "mixed",
        }
    }

    /// The options screen's label of one house rule (at most 25 characters).
    pub fn label(self) -> &'static str {
        match self {
            HouseRules::KIND_MONSTERS => "Kind monsters",
            HouseRules::EVERY_HIT_HURTS => "Every hit hurts",
            HouseRules::REST_BETWEEN_WAVES => "Heroes rest between waves",
            HouseRules::FREE_TURN_ORDER => "Free turn order",
            _ => "House rules",
        }
    }

    /// Reads `none`, `all` or a comma-separated list of names.
    pub fn parse(s: &str) -> Option<HouseRules> {
        match s {
            "none" => return Some(HouseRules::NONE),
            "all" => return Some(HouseRules::ALL),
            _ => {}
        }
        let mut set = HouseRules::NONE;
        for part in s.split(',') {
            let rule = HouseRules::EACH.into_iter().find(|r| r.name() == part)?;
            set = set.with(rule, true);
        }
        Some(set)
    }
}
