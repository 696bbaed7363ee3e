//! A hero beside a shop but not in it cannot buy: on paper a hero buys
//! from the building it stands in (the playtest: a child stood beside a
//! shop, found no "Buy...", and could not tell which square let it in).
//! The square of the shop to step onto — its door, the one nearest the
//! hero — flashes on the map, and the line under the map says so.

use tabletop_core::sandford::{Cell, Game, Phase};

/// The door of the open shop with dice to take that hero `hero` stands
/// beside (not in): the shop's square it can step onto nearest to it
/// (`reach`, its Move squares); `None` when there is none, or while the
/// wave attacks (the shops are shut).
pub fn door(game: &Game, hero: u8, reach: &[Cell]) -> Option<Cell> {
    if !matches!(game.phase(), Phase::HeroesArrive | Phase::Repair) {
        return None;
    }
    let at = game.heroes().get(usize::from(hero))?.cell;
    if game.building_at(at).is_some() {
        return None;
    }
    game.buildings()
        .iter()
        .filter(|b| !b.razed && !b.stock.is_empty() && b.block.touches(at))
        .flat_map(|b| reach.iter().copied().filter(move |&c| b.block.contains(c)))
        .min_by_key(|&c| (c.dist2(at), c.y, c.x))
}

#[cfg(test)]
mod tests {
    use super::super::super::words::DOOR;
    use super::super::Ui;
    use super::*;
    use alloc::string::String;
    use tabletop_core::sandford::{Action, Config, HouseRules, MAX_ACTIONS, heapless};

    fn ui(game: &Game) -> Ui {
        let mut legal: heapless::Vec<Action, MAX_ACTIONS> = heapless::Vec::new();
        game.hero_legal_actions(0, &mut legal);
        Ui::new(game, &legal, 0, false, String::from("Hero 1"), (0, 0))
    }

    /// Beside a shop, its door flashes and the line says so; in the shop,
    /// or with the shops shut, nothing is said.
    #[test_case]
    fn a_hero_beside_a_shop_is_shown_its_door(_gba: &mut agb::Gba) {
        let mut game = Game::new(Config {
            heroes: 2,
            rings_option: false,
            seed: 7,
            house: HouseRules::NONE,
        });
        let (i, shop) = game
            .buildings()
            .iter()
            .enumerate()
            .find(|(_, b)| !b.stock.is_empty())
            .map(|(i, b)| (i, b.block))
            .expect("a shop with dice");
        // Beside the middle of one of the shop's sides (the first free one).
        let (o, n) = (shop.origin, shop.size);
        let beside = [
            Cell::new(o.x - 1, o.y + n / 2),
            Cell::new(o.x + n, o.y + n / 2),
            Cell::new(o.x + n / 2, o.y - 1),
            Cell::new(o.x + n / 2, o.y + n),
        ]
        .into_iter()
        .find(|&c| {
            c.on_map()
                && game.building_at(c).is_none()
                && !game.temple().contains(c)
                && game
                    .clone()
                    .set_up(|s| {
                        s.no_monsters().hero_at(0, c).phase(Phase::HeroesArrive);
                    })
                    .is_ok()
        })
        .expect("a free square beside the shop");
        game.set_up(|s| {
            s.no_monsters()
                .hero_at(0, beside)
                .phase(Phase::HeroesArrive);
        })
        .expect("the hero beside the shop");
        let ui = ui(&game);
        let door = ui.door.expect("a door beside the shop");
        assert!(shop.contains(door), "the door {door:?} is not shop {i}'s");
        assert!(
            door.touches(beside),
            "the door {door:?} is not beside the hero"
        );
        assert!(ui.lines(&game).0.is_some_and(|s| s == DOOR));
        // In the shop: no door, "Buy..." is on the menu.
        game.set_up(|s| {
            s.hero_at(0, door);
        })
        .expect("the hero in the shop");
        assert_eq!(ui_door(&game), None);
        // While the wave attacks, the shops are shut.
        game.set_up(|s| {
            s.hero_at(0, beside).phase(Phase::Defend);
        })
        .expect("the hero beside the shop, defending");
        assert_eq!(ui_door(&game), None);
    }

    fn ui_door(game: &Game) -> Option<Cell> {
        ui(game).door
    }
}
