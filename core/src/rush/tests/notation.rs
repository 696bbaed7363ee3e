//! The text form of positions.

extern crate std;

use super::{b, k, moving};
use crate::rush::{Game, Team};

#[test]
fn api_notation_reads_like_the_position_and_round_trips() {
    let mut g = moving(2, 0, 3);
    g.p[0].at = k(4, 6);
    g.p[0].cubes = 1;
    g.pile = 11;
    g.princess[Team::Zombies.idx()] = b(12);
    g.minions[Team::Jocks.idx()].push(k(3, 4)).unwrap();
    g.minions[Team::Jocks.idx()].push(b(7)).unwrap();
    let text = std::format!("{g}");
    assert_eq!(
        text,
        "rush players=2 round=1 slot=0 order=0,1 phase=move points=3 minion=0 stopped=0 released=0 asked=0 pile=11 outcome=-\n\
         roll keys=0,0 rolling=3 rolls=0\n\
         p0 at=4,6 cubes=1 ban=cloud picked=cloud\n\
         p1 at=b20 cubes=0 ban=cloud picked=cloud\n\
         princess team=zombies at=b12 carrier=-\n\
         princess team=jocks at=cloud carrier=-\n\
         minions team=zombies at=-\n\
         minions team=jocks at=3,4/b7\n\
         fight at=cloud side=zombies attacker=mz defender=mj added=0,0 ties=0 comeback=0 stops=0"
    );
    let back: Game = text.parse().unwrap();
    assert_eq!(std::format!("{back}"), text);
    assert_eq!(back.player(0).at, k(4, 6));
}

#[test]
fn api_notation_refuses_bad_text() {
    let good = std::format!("{}", moving(2, 0, 3));
    for (from, to) in [
        ("players=2", "players=3"),
        ("at=b20", "at=b21"),
        ("at=b20", "at=5,3"),
        ("order=0,1", "order=0,0"),
        ("phase=move", "phase=dance"),
        ("p1 ", "p2 "),
    ] {
        let bad = good.replacen(from, to, 1);
        assert!(bad.parse::<Game>().is_err(), "{from} -> {to} was read");
    }
    assert!("".parse::<Game>().is_err());
}
