//! House rules: the project's own changes to the paper's rules. The paper is
//! always the default; each house rule is an option, off unless chosen on the
//! options screen (or with the simulator's `--house-rules`).

/// A set of house rules (a small bit set; [`HouseRules::NONE`] plays the
/// paper's rules).
///
/// ```
/// use tabletop_core::rush::HouseRules;
///
/// let h = HouseRules::parse("safe-bases").unwrap();
/// assert!(h.has(HouseRules::SAFE_BASES));
/// assert_eq!(HouseRules::parse("none"), Some(HouseRules::NONE));
/// assert_eq!(HouseRules::parse("all"), Some(HouseRules::ALL));
/// assert_eq!(HouseRules::parse("kind-monsters"), None);
/// ```
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct HouseRules(u8);

impl HouseRules {
    /// No house rule: the paper's rules.
    pub const NONE: HouseRules = HouseRules(0);
    /// "Safe bases": a princess whose d20 names her hunters' base goes to the
    /// Cloud instead (the paper: she is placed there, unless one of her own
    /// team's players stands in it).
    pub const SAFE_BASES: HouseRules = HouseRules(1);
    /// Every house rule.
    pub const ALL: HouseRules = HouseRules(1);
    /// Each house rule on its own, in the options screen's order.
    pub const EACH: [HouseRules; 1] = [HouseRules::SAFE_BASES];

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

    /// The bits (for the position's text and logging).
    pub fn bits(self) -> u8 {
        self.0
    }

    /// The rules of these bits, if every bit names a house rule.
    pub fn from_bits(bits: u8) -> Option<HouseRules> {
        (bits & !HouseRules::ALL.0 == 0).then_some(HouseRules(bits))
    }

    /// The simulator's name of one house rule ("safe-bases"); "none" for
    /// none, "mixed" for another set.
    pub fn name(self) -> &'static str {
        match self {
            HouseRules::NONE => "none",
            HouseRules::SAFE_BASES => "safe-bases",
            _ => "mixed",
        }
    }

    /// The options screen's label of one house rule (at most 25 characters).
    pub fn label(self) -> &'static str {
        match self {
            HouseRules::SAFE_BASES => "Safe bases",
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
