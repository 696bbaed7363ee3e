//! Building blocks of the AI, one at a time, for the benchmark ROM to time on
//! the GBA and set the time units of [`super::cost`] from (not part of the
//! API: hidden from the docs).

use super::super::bits::Bits;
use super::super::game::{Game, Settle};
use super::super::reach::Walker;
use super::super::{Action, ActionList, Events, Phase, Side};
use super::chance::{Chance, Start};
use super::cost::Spent;
use super::eval::{GUARD, Lite, Next};
use super::quick::Quick;

/// The blocks [`run`] can time, by name.
pub const BLOCKS: [&str; 12] = [
    "bits",
    "quick-of",
    "lite-value",
    "clone-apply",
    "chance-setup",
    "walker-nodes",
    "step-values",
    "battle-values",
    "legal-actions",
    "try-apply",
    "walker-new",
    "walker-run",
];

/// Runs block `block` (an index into [`BLOCKS`]) on `g`, calling `clock(true)`
/// just before the timed part and `clock(false)` just after; returns how many
/// items the timed part did (nodes, values, actions; 1 for a single call).
pub fn run(g: &Game, block: usize, clock: &mut dyn FnMut(bool)) -> u32 {
    let side = g.phase().side().unwrap_or(Side::Baddie);
    let mut all = ActionList::new();
    g.legal_actions(&mut all);
    let first = all.first().copied().unwrap_or(Action::Pass);
    let bits = Bits::of(g);
    let quick = Quick::of(g, Next::after(g));
    let (open, stop) = bits.step_masks(side);
    let mut n = 1;
    match block {
        0 => {
            clock(true);
            let b = Bits::of(g);
            clock(false);
            n = b.goodies.count().min(1);
        }
        1 => {
            clock(true);
            let q = Quick::of_bits(g, &bits, Next::after(g), GUARD);
            clock(false);
            n = u32::from(q.lite.ng.min(1));
        }
        2 => {
            clock(true);
            let v = Lite::of(g).value();
            clock(false);
            n = u32::from(v != 0);
        }
        3 | 4 => {
            let settle = Settle::Forced {
                attacker_wins: true,
                loot: 3,
            };
            clock(block == 3);
            let mut s = g.clone();
            s.apply_checked(first, settle, &mut heapless::Vec::<_, 0>::new());
            if block == 3 {
                clock(false);
                return 1;
            }
            let mut spent = Spent::default();
            if let Start::Node(mut c) = Chance::start(s, GUARD, &mut spent) {
                clock(true);
                let _ = c.advance(&mut spent);
                clock(false);
            }
        }
        5 => {
            n = 0;
            bits.markers(side).for_each(|from| {
                clock(true);
                let mut w = Walker::new(from, 6, open, &stop);
                w.run(u32::MAX);
                clock(false);
                n += w.nodes();
            });
        }
        6 | 7 => {
            n = 0;
            let want = if block == 6 { 1 } else { 2 };
            for a in all.iter() {
                if let Action::Move { from, to } = *a {
                    let (Some(f), Some(t)) = (from.index(), to.index()) else {
                        continue;
                    };
                    if quick.move_value(g, side, f, t).1 == want {
                        clock(true);
                        let (v, _) = quick.move_value(g, side, f, t);
                        clock(false);
                        n += 1 + u32::from(v == i32::MIN);
                    }
                }
            }
        }
        8 => {
            clock(true);
            g.legal_actions(&mut all);
            clock(false);
            n = all.len() as u32;
        }
        10 | 11 => {
            n = 0;
            bits.markers(side).for_each(|from| {
                clock(block == 10);
                let mut w = Walker::new(from, 6, open, &stop);
                clock(block == 11);
                w.run(u32::MAX);
                if block == 11 {
                    clock(false);
                    n += w.nodes();
                } else {
                    n += 1;
                }
            });
        }
        _ => {
            let mut s = g.clone();
            let mut events = Events::new();
            clock(true);
            let ok = s.try_apply(first, &mut events).is_ok();
            clock(false);
            n = u32::from(ok);
        }
    }
    n
}

/// Whether `g` waits for a move (the positions the probes are meant for).
pub fn is_move(g: &Game) -> bool {
    matches!(g.phase(), Phase::Move { .. })
}
