//! The house rules screen, opened from the options' "House rules" row: each
//! of the project's changes to the paper's rules, on or off (all off plays
//! the paper's rules).

use alloc::vec::Vec;

use tabletop_core::sandford::HouseRules;

use crate::app::App;
use crate::options_list::{OptionsList, Pick, Row};
use crate::ui::ink;

const TOP: i32 = 40;
const STEP: i32 = 12;
const LABEL_X: i32 = 24;
const VALUE_X: i32 = 180;

/// What each house rule does, and what the paper says, in two short lines.
fn explain(rule: HouseRules) -> (&'static str, &'static str) {
    match rule {
        HouseRules::KIND_MONSTERS => (
            "Monsters need a 4+ to hit a hero",
            "(the paper: every blow lands)",
        ),
        HouseRules::EVERY_HIT_HURTS => (
            "A hit always does at least 1",
            "(the paper: armour can stop it all)",
        ),
        HouseRules::REST_BETWEEN_WAVES => (
            "Heroes heal fully after each wave",
            "(the paper: only a cleric heals)",
        ),
        HouseRules::FREE_TURN_ORDER => (
            "Any hero but the last may go next",
            "(the paper: all go once first)",
        ),
        _ => ("", ""),
    }
}

/// The value of the options' "House rules" row: none, all or how many.
pub fn summary(house: HouseRules) -> &'static str {
    let on = HouseRules::EACH.iter().filter(|r| house.has(**r)).count();
    match on {
        0 => "None (paper)",
        1 => "1 on",
        2 => "2 on",
        3 => "3 on",
        _ => "All on",
    }
}

fn rows(house: HouseRules) -> Vec<Row<'static>> {
    let mut rows: Vec<Row<'static>> = HouseRules::EACH
        .iter()
        .map(|&r| Row {
            label: r.label(),
            value: Some(if house.has(r) { "On" } else { "Off" }),
        })
        .collect();
    rows.push(Row {
        label: "Back",
        value: None,
    });
    rows
}

/// Shows the house rules until the player goes back (B or "Back").
pub fn run(app: &mut App, house: &mut HouseRules) {
    agb::println!("scene: sandford house rules");
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
            Some(Pick::Change(row, _)) => {
                if let Some(&rule) = HouseRules::EACH.get(row) {
                    *house = house.with(rule, !house.has(rule));
                }
            }
            Some(Pick::Choose(_)) | Some(Pick::Back) => {
                agb::println!("sandford: house rules {}", house.bits());
                return;
            }
            None => {}
        }
    }
}

fn draw(app: &mut App, list: &OptionsList, rows: &[Row]) {
    let (canvas, g) = app.blank_text();
    canvas.centred(g, 0, 240, 8, ink::YELLOW, "House rules");
    canvas.centred(g, 0, 240, 20, ink::GREY, "All off: the paper's own rules");
    list.draw(canvas, g, rows);
    let (what, paper) = HouseRules::EACH
        .get(list.row)
        .map_or(("", ""), |&r| explain(r));
    canvas.centred(g, 0, 240, 104, ink::WHITE, what);
    canvas.centred(g, 0, 240, 115, ink::GREY, paper);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn every_house_rule_is_explained_and_summed_up(_gba: &mut agb::Gba) {
        for r in HouseRules::EACH {
            let (what, paper) = explain(r);
            assert!(!what.is_empty() && paper.starts_with("(the paper"));
        }
        assert_eq!(summary(HouseRules::NONE), "None (paper)");
        assert_eq!(summary(HouseRules::ALL), "All on");
        assert_eq!(summary(HouseRules::KIND_MONSTERS), "1 on");
        assert_eq!(rows(HouseRules::NONE).len(), 5);
    }
}
