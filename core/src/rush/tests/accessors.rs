//! What the front end and the tools read of a game: the accessors agree with
//! the position's text.

use super::edit;
use crate::contract::{Level, Think};
use crate::rush::ai::Thinker;
use crate::rush::map::{COLS, ROWS, SPOTS};
use crate::rush::{Game, Spot};

#[test]
fn api_players_and_round_read_the_position() {
    for players in [2, 4] {
        let mut g = Game::new(3, players);
        assert_eq!(g.players(), players);
        assert_eq!(g.round(), 1);
        edit(&mut g, "rush round=17");
        assert_eq!(g.round(), 17);
    }
}

#[test]
fn api_block_at_names_every_block_and_nothing_past_the_last() {
    let last = Spot(SPOTS as u8 - 1);
    assert_eq!(last.block_at(), Some((COLS as u8 - 1, ROWS as u8 - 1)));
    assert_eq!(Spot(SPOTS as u8).block_at(), None);
    assert_eq!(Spot::block(0, 0).block_at(), Some((0, 0)));
    assert_eq!(Spot::building(20).block_at(), None);
}

#[test]
fn api_a_thinker_is_stuck_only_when_the_game_is_over() {
    let g = Game::new(3, 2);
    let t = <Thinker as Think<Game>>::start(&g, Level::Hard, 1);
    assert!(!Think::is_stuck(&t));
    let mut over = Game::new(3, 2);
    edit(&mut over, "rush phase=over outcome=jocks");
    assert!(over.outcome().is_some());
    let t = <Thinker as Think<Game>>::start(&over, Level::Hard, 1);
    assert!(Think::is_stuck(&t));
}
