//! Tabletop Hero's fights as the end-to-end games play them (split from
//! `hero.rs`, which was over 600 lines): whether red has a choice, an aimed
//! and fired attack (or bomb) with its forecast checked, the preview's
//! cover, a move into cover and the threat view.

use tabletop_emu::{Emu, Key};

use super::super::{count, keys, shot};
use super::{cell, cursor, last, minis, tail, wait_more, walk};

/// Whether the person (red, seat 0) has a choice in play.
pub fn red_playing(emu: &Emu) -> bool {
    let p = last(emu, "hero: prompt seat=0");
    let acted = count(emu, "hero: action ");
    p.contains("A: pick a mini") && acted > 0
}

/// Tries every red mini against every blue one: picks it, points at the
/// enemy and presses A. True once a forecast showed and the attack was fired
/// (with `bomb`, only an explosive: R switches the aim to it, and the blast
/// and where a miss could land show before A throws it).
pub fn aim_and_fire(emu: &mut Emu, bomb: bool) -> bool {
    let all = minis(emu);
    let reds: Vec<_> = all.iter().filter(|m| m.0 < 5).copied().collect();
    let blues: Vec<_> = all.iter().filter(|m| m.0 >= 5).copied().collect();
    let mut at = cursor(emu);
    for &(_, rx, ry) in &reds {
        for &(_, bx, by) in &blues {
            keys(emu, &[Key::B, Key::B]);
            walk(emu, at, (rx, ry));
            keys(emu, &[Key::A]);
            walk(emu, (rx, ry), (bx, by));
            at = (bx, by);
            let seen = count(emu, "hero: forecast");
            let refused = count(emu, "hero: refused");
            keys(emu, &[Key::A]);
            emu.run_frames(4);
            // A hidden target: what is in the way is said, and the line lit.
            if count(emu, "hero: refused") > refused
                && last(emu, "hero: refused").contains("hidden")
            {
                emu.run_frames(4);
                let said = last(emu, "hero: strip");
                assert!(
                    said.contains("in the way") && count(emu, "hero: hidden line") > 0,
                    "a hidden target without its reason: {said}\n{}",
                    tail(emu, 10)
                );
                shot(emu, "hero-hidden");
            }
            if count(emu, "hero: forecast") == seen {
                continue;
            }
            if bomb && !last(emu, "hero: forecast").contains("bomb=true") {
                let seen = count(emu, "hero: forecast");
                keys(emu, &[Key::R]);
                emu.run_frames(4);
                if count(emu, "hero: forecast") == seen
                    || !last(emu, "hero: forecast").contains("bomb=true")
                {
                    continue;
                }
            }
            // The chance as a bar and "n in 10", the damage as hearts: no
            // decimals for a child.
            let f = last(emu, "hero: forecast");
            assert!(f.contains(" in 10"), "no chance in ten: {f}");
            // A bomb warns when red's own minis stand in its blast (5 units
            // of the target), and only then ("Your hero is in the blast
            // too!", naming whose mini; a miss's bounce has words of its
            // own, "A miss may hit your ...").
            if f.contains("bomb=true") {
                let field = |k: &str| -> u8 {
                    f.split_whitespace()
                        .find_map(|w| w.strip_prefix(k)?.parse().ok())
                        .unwrap_or(99)
                };
                let at = |i: u8| all.iter().find(|m| m.0 == i).map(|m| (m.1, m.2));
                let t = at(field("target=")).unwrap_or((-99, -99));
                let friend = all
                    .iter()
                    .any(|m| m.0 < 5 && (m.1 - t.0).pow(2) + (m.2 - t.1).pow(2) <= 25);
                assert_eq!(
                    f.contains("is in the blast too!"),
                    friend,
                    "the bomb's warning and red's minis in its blast: {f}"
                );
                if friend {
                    shot(emu, "hero-bomb-warning");
                }
            }
            assert!(!f.contains("damage 0.") && !f.contains("damage 1."), "{f}");
            // A bomb that may hurt red's own side: an A on its warning's
            // heels is held (a mashing child threw one); a fresh A after a
            // quiet moment throws (below).
            if f.contains("in the blast too!") || f.contains("A miss may hit your") {
                let (thrown, held) = (
                    count(emu, "hero: action throw"),
                    count(emu, "hero: bomb warning holds A"),
                );
                keys(emu, &[Key::A]);
                emu.run_frames(10);
                assert_eq!(
                    count(emu, "hero: action throw"),
                    thrown,
                    "a mashed A threw: {f}"
                );
                assert_eq!(count(emu, "hero: bomb warning holds A"), held + 1);
                emu.run_frames(30);
            }
            emu.run_frames(20);
            shot(
                emu,
                if bomb {
                    "hero-bomb-aim"
                } else {
                    "hero-forecast"
                },
            );
            // A mini whose only weapon is a bomb aims with it.
            let verb = if bomb || last(emu, "hero: forecast").contains("bomb=true") {
                "hero: action throw"
            } else {
                "hero: action attack"
            };
            let fired = count(emu, verb);
            let prompts = count(emu, "hero: prompt seat=0");
            keys(emu, &[Key::A]);
            assert!(
                wait_more(emu, verb, fired, 60),
                "the aimed attack was not fired: {}",
                tail(emu, 10)
            );
            // Until its dice and damage have played and red is asked again.
            wait_more(emu, "hero: prompt seat=0", prompts, 2000);
            return true;
        }
    }
    keys(emu, &[Key::B, Key::B]);
    false
}

/// The newest preview: (cell, enemies that could shoot there, cover).
pub fn preview(emu: &Emu) -> Option<((i32, i32), u32, String)> {
    let p = last(emu, "hero: preview");
    let field = |k: &str| {
        p.split_whitespace()
            .find_map(|w| w.strip_prefix(k))
            .map(String::from)
    };
    let c = cell(&field("cell=")?);
    let n = field("threats=")?.parse().ok()?;
    Some((c, n, field("cover=")?))
}

/// With a mini picked (the cursor on it), looks over the cells around it —
/// the preview under the cursor tells the cover there and who could shoot —
/// and moves it into the best: in cover from every shooter, or else out of
/// every enemy's reach, or else the fewest shooters. The preview's line and
/// whether it is in cover or out of reach; `None` when no cell was
/// previewed (the mini cannot move). The first time a cell some enemy could
/// shoot is seen (`*shown` false), it is shot for the README.
pub fn move_into_cover(emu: &mut Emu, shown: &mut bool) -> Option<(String, bool)> {
    let (mx, my) = cursor(emu);
    let mut at = (mx, my);
    let mut seen: Vec<((i32, i32), u32, String)> = Vec::new();
    for (k, dy) in (-4..=4).enumerate() {
        let row: Vec<i32> = if k % 2 == 0 {
            (-4..=4).collect()
        } else {
            (-4..=4).rev().collect()
        };
        for dx in row {
            let to = ((mx + dx).clamp(0, 39), (my + dy).clamp(0, 29));
            walk(emu, at, to);
            at = to;
            emu.run_frames(16);
            if let Some(p) = preview(emu)
                && p.0 == to
                && !seen.iter().any(|s| s.0 == to)
            {
                seen.push(p);
            }
        }
    }
    let rank = |p: &((i32, i32), u32, String)| match (p.1, p.2.as_str()) {
        (n, "covered" | "concealed") if n > 0 => 0,
        (0, _) => 1,
        (n, _) => 1 + n,
    };
    let best = seen.iter().min_by_key(|p| rank(p)).cloned()?;
    if !*shown
        && let Some(danger) = seen
            .iter()
            .filter(|p| p.1 > 0)
            .min_by_key(|p| (rank(p), p.0))
    {
        walk(emu, at, danger.0);
        at = danger.0;
        emu.run_frames(30);
        shot(emu, "hero-cover-preview");
        *shown = true;
    }
    walk(emu, at, best.0);
    emu.run_frames(30);
    let p = last(emu, "hero: preview");
    assert!(preview(emu).is_some_and(|p| p.0 == best.0), "{p}");
    shot(emu, "hero-move-preview");
    let moved = count(emu, "hero: action move");
    keys(emu, &[Key::A]);
    assert!(
        wait_more(emu, "hero: action move", moved, 400),
        "the move was not made: {}",
        tail(emu, 10)
    );
    Some((p, rank(&best) <= 1))
}

/// Holds R to see where the enemies can shoot (until every dot on the
/// screen is checked for cover), then lets go.
pub fn threat_view(emu: &mut Emu) {
    let seen = count(emu, "hero: threat view");
    let exact = count(emu, "hero: threat view exact");
    let held = emu.frame_count();
    emu.hold(&[Key::R]);
    emu.run_frames(8);
    shot(emu, "hero-threat-view-range");
    assert!(
        wait_more(emu, "hero: threat view exact", exact, 1200),
        "the threat view never checked its cover: {}",
        tail(emu, 10)
    );
    eprintln!(
        "hero: threat view exact within {} frames of holding R",
        emu.frame_count() - held
    );
    emu.run_frames(4);
    shot(emu, "hero-threat-view");
    emu.release_all();
    emu.run_frames(6);
    assert!(
        count(emu, "hero: threat view") > seen,
        "no threat view: {}",
        tail(emu, 10)
    );
}
