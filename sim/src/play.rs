//! One generic way to play a whole game of any [`Rules`] game: the game asks
//! whose turn it is, a seat (or the automatic step) decides, the rules apply it,
//! until the game is over.
//!
//! Every action's events are counted, and an action that emits more than the
//! game's [`Rules::MAX_EVENTS`] stops the run with an error: a simulator run
//! also checks the contract's promise that no event is silently lost.

use tabletop_core::contract::{Level, Rules, Think, Turn};

/// Safety net far above any real game's length (a game takes at most a few
/// thousand actions); a game that gets here is reported as an error.
pub const SAFETY_NET_ACTIONS: u32 = 1_000_000;

/// A finished game and how many actions it took.
#[derive(Debug, Clone)]
pub struct Played<G> {
    /// The game, over.
    pub game: G,
    /// Actions applied, automatic steps included.
    pub actions: u32,
}

/// Plays a game from `config` to the end. `decide` is asked for every action,
/// with the [`Turn`] it answers (`Seat(n)` or `Auto`, never `Over`); its action
/// must be legal.
pub fn play<G: Rules>(
    config: G::Config,
    mut decide: impl FnMut(&G, Turn) -> Result<G::Action, String>,
) -> Result<Played<G>, String> {
    let mut game = G::new(config);
    let mut actions = 0u32;
    loop {
        let turn = game.turn();
        if turn == Turn::Over {
            if game.outcome().is_none() {
                return Err("the game says it is over but has no outcome".into());
            }
            return Ok(Played { game, actions });
        }
        if actions >= SAFETY_NET_ACTIONS {
            return Err(format!("game did not finish in {actions} actions"));
        }
        let action = decide(&game, turn)?;
        let mut events = 0usize;
        game.try_apply(action, &mut events)
            .map_err(|e| format!("{turn:?} chose an illegal action {action:?}: {e}"))?;
        if events > G::MAX_EVENTS {
            return Err(format!(
                "{action:?} emitted {events} events, more than MAX_EVENTS ({})",
                G::MAX_EVENTS
            ));
        }
        actions += 1;
    }
}

/// One decision by the game's [`Think`] player `T` at `level`, started with the
/// AI seed `seed` and run to the end in one go (the decision does not depend on
/// slicing).
pub fn think<G: Rules, T: Think<G>>(
    game: &G,
    level: Level,
    seed: u64,
) -> Result<G::Action, String> {
    let mut thinker = T::start(game, level, seed);
    loop {
        if let Some(action) = thinker.step(game, u32::MAX) {
            return Ok(action);
        }
        if thinker.is_stuck() {
            return Err(format!("the {level} player found nothing to decide"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::sitters::ai::{self, AiRng, Thinker};
    use tabletop_core::sitters::{Config, Events, Game, Side};

    /// The generic player, with `think` for both sides, plays exactly the game
    /// SiTTeRS' own `ai::choose` loop plays.
    #[test]
    fn sim_generic_play_matches_the_games_own_loop() {
        for seed in [1u64, 2, 3] {
            let (mut g_rng, mut b_rng) = (AiRng::new(seed), AiRng::new(seed + 100));
            let played = play::<Game>(Config { seed }, |g, turn| {
                let (level, rng) = match turn {
                    Turn::Seat(0) => (Level::Easy, &mut g_rng),
                    _ => (Level::Normal, &mut b_rng),
                };
                think::<Game, Thinker>(g, level, rng.next_seed())
            })
            .unwrap();

            let mut game = Game::new(seed);
            let (mut g_rng, mut b_rng) = (AiRng::new(seed), AiRng::new(seed + 100));
            let mut actions = 0;
            while let Some(side) = game.side_to_act() {
                let (level, rng) = match side {
                    Side::Goodie => (Level::Easy, &mut g_rng),
                    Side::Baddie => (Level::Normal, &mut b_rng),
                };
                let a = ai::choose(&game, level, rng).unwrap();
                game.try_apply(a, &mut Events::new()).unwrap();
                actions += 1;
            }
            assert_eq!(played.game.to_string(), game.to_string());
            assert_eq!(played.game.score(), game.score());
            assert_eq!(played.actions, actions);
        }
    }

    #[test]
    fn sim_generic_play_reports_an_illegal_choice() {
        // The first action listed, then the same again: placing a second
        // goodie on the square the first took is refused.
        let mut first = None;
        let err = play::<Game>(Config { seed: 1 }, |g, _| {
            Ok(*first.get_or_insert_with(|| {
                let mut list = tabletop_core::sitters::ActionList::new();
                g.legal_actions(&mut list);
                list[0]
            }))
        });
        assert!(err.unwrap_err().contains("illegal action"));
    }
}
