//! The house rules screen, opened from the options' "Rule changes" row: each
//! of the project's changes to the paper's rules, on or off (all off plays
//! the paper's rules).

use alloc::vec::Vec;

use tabletop_core::hero::House;

use crate::app::App;
use crate::options_list::{OptionsList, Pick, Row};
use crate::ui::ink;

const TOP: i32 = 40;
const STEP: i32 = 12;
const LABEL_X: i32 = 24;
const VALUE_X: i32 = 180;

/// Each house rule's row label, what it does and what the paper says.
const RULES: [(&str, &str, &str); 3] = [
    (
        "First turn only",
        "Only the game's first turn holds fire",
        "(the paper: the whole first round)",
    ),
    (
        "Knocked out stops",
        "A mini knocked out stops at once",
        "(the paper: it plays on this turn)",
    ),
    (
        "Sniper moves",
        "A sniper may fire after a move",
        "(the paper: not if it moved)",
    ),
];

/// The value of the options' "Rule changes" row: none, all or how many.
pub fn summary(house: House) -> &'static str {
    let on = (0..House::NAMES.len()).filter(|&k| house.get(k)).count();
    match on {
        0 => "None (paper)",
        1 => "1 on",
        2 => "2 on",
        _ => "All on",
    }
}

/// `house` with rule `k` turned on or off.
fn toggled(mut house: House, k: usize) -> House {
    match k {
        0 => house.first_turn_only = !house.first_turn_only,
        1 => house.knocked_out_stops = !house.knocked_out_stops,
        2 => house.sniper_moves = !house.sniper_moves,
        _ => {}
    }
    house
}

fn rows(house: House) -> Vec<Row<'static>> {
    let mut rows: Vec<Row<'static>> = RULES
        .iter()
        .enumerate()
        .map(|(k, r)| Row {
            label: r.0,
            value: Some(if house.get(k) { "On" } else { "Off" }),
        })
        .collect();
    rows.push(Row {
        label: "Back",
        value: None,
    });
    rows
}

/// The house rules in play as the log writes them ("none" or names).
pub fn names(house: House) -> alloc::string::String {
    let mut s = alloc::string::String::new();
    let _ = house.write_names(&mut s);
    s
}

/// Shows the house rules until the player goes back (B or "Back").
pub fn run(app: &mut App, house: &mut House) {
    agb::println!("scene: hero house rules");
    let mut list = OptionsList::new(0, TOP, STEP, LABEL_X, VALUE_X);
    let mut dirty = true;
    loop {
        let rows = rows(*house);
        if dirty {
            draw(app, &list, &rows);
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        list.show(&mut frame);
        frame.commit();
        app.next_frame();
        let before = list.row;
        let pick = list.update(app, &rows);
        dirty = pick.is_some() || list.row != before;
        match pick {
            Some(Pick::Change(row, _)) => *house = toggled(*house, row),
            Some(Pick::Choose(_)) | Some(Pick::Back) => {
                agb::println!("hero: house rules {}", names(*house));
                return;
            }
            None => {}
        }
    }
}

fn draw(app: &mut App, list: &OptionsList, rows: &[Row]) {
    let (canvas, g) = app.blank_text();
    canvas.centred(g, 0, 240, 8, ink::YELLOW, "Rule changes");
    canvas.centred(g, 0, 240, 20, ink::GREY, "All off: the paper's own rules");
    list.draw(canvas, g, rows);
    let (what, paper) = RULES.get(list.row).map_or(("", ""), |r| (r.1, r.2));
    canvas.centred(g, 0, 240, 104, ink::WHITE, what);
    canvas.centred(g, 0, 240, 115, ink::GREY, paper);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn every_hero_house_rule_has_a_row_and_toggles_alone(_gba: &mut agb::Gba) {
        assert_eq!(RULES.len(), House::NAMES.len());
        for (k, rule) in RULES.iter().enumerate() {
            let on = toggled(House::NONE, k);
            assert!(on.get(k));
            assert_eq!((0..RULES.len()).filter(|&j| on.get(j)).count(), 1);
            assert_eq!(toggled(on, k), House::NONE);
            assert!(rule.2.starts_with("(the paper"));
        }
        assert_eq!(summary(House::NONE), "None (paper)");
        assert_eq!(summary(House::ALL), "All on");
        assert_eq!(rows(House::NONE).len(), 4);
        assert_eq!(names(House::NONE), "none");
    }
}
