//! Counted words, said right for one and for many ("1 wound", "2 wounds",
//! "1 die", "3 dice"): every message that counts something uses these.

use alloc::format;
use alloc::string::String;

/// `n` and the word for that many: `one` for exactly one, else `many`.
pub fn count(n: impl Into<u32>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "1 die", "2 dice".
pub fn dice(n: impl Into<u32>) -> String {
    count(n, "die", "dice")
}

/// "1 wound", "2 wounds".
pub fn wounds(n: impl Into<u32>) -> String {
    count(n, "wound", "wounds")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn one_is_said_alone_and_every_other_count_is_many(_gba: &mut agb::Gba) {
        assert_eq!(count(1u8, "block", "blocks"), "1 block");
        assert_eq!(count(0u8, "block", "blocks"), "0 blocks");
        assert_eq!(count(6u8, "block", "blocks"), "6 blocks");
        assert_eq!(dice(1u8), "1 die");
        assert_eq!(dice(3u8), "3 dice");
        assert_eq!(wounds(1u8), "1 wound");
        assert_eq!(wounds(2u8), "2 wounds");
        assert_eq!(count(21u16, "round", "rounds"), "21 rounds");
    }
}
