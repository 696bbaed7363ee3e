//! The fighters as the screen tells them apart: each one's name (two of a
//! kind numbered) and its mark on the map and in the list (never another
//! fighter's, of either side).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Every fighter's name as the screen says it: a name that two fighters
/// share gets its number on that side ("Cellar Rat 1", "Cellar Rat 2"), so
/// the list, the menus and the story tell them apart.
pub fn fighter_names(a: &tabletop_core::sgs::Arena) -> Vec<String> {
    let fighters = a.fighters();
    fighters
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let name = f.ch.name();
            let same = |g: &&tabletop_core::sgs::arena::Fighter| g.ch.name() == name;
            if fighters.iter().filter(same).count() < 2 {
                return String::from(name);
            }
            let n = fighters[..=i].iter().filter(same).count();
            format!("{name} {n}")
        })
        .collect()
}

/// Two marks whose small pictures differ by one pixel at most.
pub fn look_alike(a: char, b: char) -> bool {
    let (x, y) = (super::draw::tiny_bits(a), super::draw::tiny_bits(b));
    (x ^ y).count_ones() <= 1
}

/// Every fighter's mark on the map and in the list, one letter or digit
/// that matches its name as the screen says it: a numbered name's number
/// ("Cellar Rat 2": 2), else its initial ("Goblin": G). A mark another
/// fighter of either side has already gives way to the initial, then to
/// the initials of the name's other words ("Bone Knight" after "Bram": K),
/// then to the name's other letters ("Wren" after "Will": R), then to a
/// digit no name ends with, so no two pieces look alike, whatever their
/// colours (the playtest: Bram and the Bone Knight were both B).
pub fn fighter_marks(a: &tabletop_core::sgs::Arena) -> Vec<char> {
    let names = fighter_names(a);
    let fighters = a.fighters();
    let mut marks: Vec<char> = Vec::with_capacity(names.len());
    for (i, n) in names.iter().enumerate() {
        let numbered = n
            .rsplit_once(' ')
            .and_then(|(_, d)| d.parse::<u8>().ok())
            .filter(|d| (1..=9).contains(d))
            .map(|d| char::from(b'0' + d));
        let initial = n
            .chars()
            .find(char::is_ascii_alphabetic)
            .map(|c| c.to_ascii_uppercase());
        let side = fighters[i].side;
        let same_side = |k: usize| fighters[k].side == side;
        // Taken: an earlier fighter's mark, or (for a digit not this
        // fighter's own number) a later fighter's number.
        let taken = |m: char| {
            marks.contains(&m)
                // A piece of either side one pixel from another looks
                // like it on the small map ("H" and "W").
                || (0..i).any(|k| marks[k] != m && look_alike(marks[k], m))
                || Some(m) != numbered
                    && m.is_ascii_digit()
                    && (i + 1..names.len()).any(|k| same_side(k) && names[k].ends_with(m))
        };
        // Then the name's other letters, then a digit no fighter's name
        // ends with (so a hero's digit is never a foe's number).
        let letters = n
            .chars()
            .filter(char::is_ascii_alphabetic)
            .map(|c| c.to_ascii_uppercase());
        let free_digits = ('1'..='9').filter(|&d| !names.iter().any(|o| o.ends_with(d)));
        let words = n
            .split(' ')
            .skip(1)
            .filter_map(|w| w.chars().next())
            .filter(char::is_ascii_alphabetic)
            .map(|c| c.to_ascii_uppercase());
        let m = [numbered, initial]
            .into_iter()
            .flatten()
            .chain(words)
            .chain(letters)
            .chain(free_digits)
            .find(|&m| !taken(m))
            .unwrap_or('?');
        marks.push(m);
    }
    marks
}
