//! Every refusal says why, in the words for its own case: one position per
//! sentence of `Game::refusal`.

extern crate std;

use std::format;
use std::string::ToString;

use super::{apply, edit, k, moving};
use crate::rush::{Action, Game, Phase};

/// The sentence `a` is refused with in `g` (nothing changes).
fn why(g: &Game, a: Action) -> std::string::String {
    let mut h = g.clone();
    let e = h.try_apply(a, &mut 0usize).unwrap_err();
    assert_eq!(h.to_string(), g.to_string(), "{a:?} changed the game");
    e.to_string()
}

#[test]
fn api_each_refusal_says_why_in_its_own_words() {
    let far = Action::Step(k(12, 10));
    let mut g = moving(2, 0, 3);
    edit(&mut g, "p0 at=4,6");
    assert_eq!(why(&g, far), "You can only step to a space next to you.");
    assert_eq!(
        why(
            &g,
            Action::MinionStep {
                from: k(4, 6),
                to: k(5, 6)
            }
        ),
        "No minion can make that step now."
    );
    assert_eq!(why(&g, Action::Release), "You are not carrying a princess.");
    assert_eq!(
        why(&g, Action::AskRelay),
        "No teammate here can hand you the princess."
    );
    assert_eq!(
        why(&g, Action::PickCube),
        "You can't pick up a cube here now."
    );
    assert_eq!(
        why(&g, Action::Relay),
        "You can't do that now.",
        "an action with no sentence of its own in this phase"
    );
    for spent in ["rush points=0", "rush points=2 stopped=1"] {
        let mut h = g.clone();
        edit(&mut h, spent);
        assert_eq!(
            why(&h, Action::Step(k(5, 6))),
            "You have no movement points left.",
            "{spent}"
        );
    }
    let mut h = g.clone();
    edit(&mut h, "rush minion=1\nminions team=zombies at=8,6");
    assert_eq!(
        why(&h, Action::EndTurn),
        "First move a minion with your minion point."
    );

    let mut over = g.clone();
    edit(&mut over, "rush phase=over outcome=jocks");
    assert_eq!(why(&over, Action::Step(k(5, 6))), "The game is over.");
    assert_eq!(why(&over, Action::Continue), "The game is over.");

    // A fight's choices.
    let (here, there) = (k(8, 6), k(9, 6));
    let mut t = moving(4, 0, 3);
    edit(
        &mut t,
        &format!("p0 at={here}\np2 at={there}\nminions team=jocks at={there}"),
    );
    apply(&mut t, Action::Step(there));
    assert_eq!(t.phase(), Phase::Target);
    assert_eq!(why(&t, Action::EndTurn), "Choose whom to fight.");
    let mut d = g.clone();
    edit(&mut d, "rush phase=declare:0\np0 cubes=1");
    assert_eq!(why(&d, Action::Cubes(2)), "You don't have that many cubes.");
    assert_eq!(
        why(&d, Action::EndTurn),
        "Say how many cubes you add to the fight."
    );

    // The cube prompts and the relay.
    let mut n = g.clone();
    edit(&mut n, "rush phase=nudge-sign:1:7:3\np1 cubes=1");
    assert_eq!(
        why(&n, Action::UseCube),
        "Choose to add or take away the cube."
    );
    let mut p = g.clone();
    edit(
        &mut p,
        "rush phase=push:0:3\np0 cubes=1\np1 at=8,6\nprincess team=zombies carrier=1",
    );
    assert!(!p.pushes(0).is_empty());
    assert_eq!(
        why(&p, Action::Push(k(1, 1))),
        "He must be pushed away from his base."
    );
    let mut r = g.clone();
    edit(&mut r, "rush phase=relay");
    assert_eq!(why(&r, Action::EndTurn), "Choose whether to hand her over.");
}
