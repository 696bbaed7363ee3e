//! Host tests of the Sandford rules: one named test per rule and ruling.
extern crate std;
use super::*;
use heapless::Vec;
use std::println;

#[test]
#[ignore]
fn trace_game() {
    let mut g = Game::new(Config {
        heroes: 2,
        rings_option: false,
        seed: 5,
    });
    let mut rng = ai::rng(3);
    let mut n = 0;
    while !g.is_over() && n < 3000 {
        let a = ai::choose(&g, ai::Policy::Normal, &mut rng);
        let mut ev: Vec<Event, 256> = Vec::new();
        g.try_apply(a, &mut ev).unwrap();
        println!("{:?} {:?}", g.phase(), a);
        for e in ev {
            println!("    {:?}", e);
        }
        if matches!(a, Action::EndTurn) || matches!(g.phase(), Phase::Monsters) && n % 1 == 0 {
            for h in g.heroes() {
                println!("  H {:?} hp{} gear{:?} k{}", h.cell, h.hp, h.gear, h.kills);
            }
        }
        n += 1;
    }
    println!("{:?} waves {}", g.phase(), g.waves_defeated());
}
