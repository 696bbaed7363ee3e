//! Colour is never the only difference. Every pair of pieces a player must
//! tell apart by team, side, monster colour or state is cut from the sprite
//! sheets the cartridge draws with (`gfx/`, at the GBA's 15-bit colour), seen
//! through the protanopia and deuteranopia simulation of
//! `tabletop_emu::cvd`, and must still differ by shape, pattern or a letter:
//! at least `APART` boundaries between pixels that one has and the other has
//! not.
//! Pieces also stand out from the ground they are drawn on.

mod common;

use tabletop_emu::cvd::{Deficiency, Piece, Sheet};

/// Boundaries two pieces must differ by.
const APART: usize = 4;
/// Pixels of a piece that must stand out from its ground.
const SEEN: usize = 6;

fn sheet(name: &str) -> Sheet {
    Sheet::gfx(name)
}

/// Asserts every pair of `pieces` differs by shape for both deficiencies.
fn all_apart(what: &str, pieces: &[(String, Piece)]) {
    let mut faults = Vec::new();
    for (i, (a, pa)) in pieces.iter().enumerate() {
        for (b, pb) in &pieces[i + 1..] {
            for d in Deficiency::ALL {
                let n = pa.shape_difference(pb, d);
                if n < APART {
                    faults.push(format!("{a} and {b}: {n} boundaries apart ({d:?})"));
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{what}: told apart only by colour:\n{}",
        faults.join("\n")
    );
}

/// Asserts each piece stands out from `ground` for both deficiencies (and
/// for most eyes).
fn all_seen(what: &str, ground: [u8; 3], pieces: &[(String, Piece)]) {
    let mut faults = Vec::new();
    for (name, p) in pieces {
        let normal = p.standing_out_normally(ground);
        if normal < SEEN {
            faults.push(format!("{name}: {normal} pixels stand out for most eyes"));
        }
        for d in Deficiency::ALL {
            let n = p.standing_out(ground, d);
            if n < SEEN {
                faults.push(format!("{name}: {n} pixels stand out ({d:?})"));
            }
        }
    }
    assert!(faults.is_empty(), "{what}:\n{}", faults.join("\n"));
}

const SANDFORD_COLOURS: [&str; 6] = ["black", "blue", "green", "red", "white", "yellow"];

/// A Sandford monster: an 8x16 sprite of `gfx/sandford-monsters.png` (its
/// die, and its hit points above it).
fn sandford_monster(s: &Sheet, colour: usize, hp: usize) -> Piece {
    s.piece(8 * (colour * 3 + hp - 1), 0, 8, 16)
}

#[test]
fn sandford_s_six_monster_colours_differ_by_their_marks_for_colour_blind_eyes() {
    let s = sheet("sandford-monsters.png");
    for hp in 1..=3 {
        let pieces: Vec<(String, Piece)> = SANDFORD_COLOURS
            .iter()
            .enumerate()
            .map(|(ci, name)| {
                (
                    format!("{name} monster, {hp} HP"),
                    sandford_monster(&s, ci, hp),
                )
            })
            .collect();
        all_apart("Sandford's monsters", &pieces);
    }
}

#[test]
fn sandford_s_monsters_stand_out_on_the_grass_for_colour_blind_eyes() {
    let s = sheet("sandford-monsters.png");
    let grass = sheet("sandford-tiles.png")
        .at(0, 0)
        .expect("the grass tile");
    let pieces: Vec<(String, Piece)> = (0..18)
        .map(|k| {
            let name = format!("{} monster, {} HP", SANDFORD_COLOURS[k / 3], k % 3 + 1);
            (name, sandford_monster(&s, k / 3, k % 3 + 1))
        })
        .collect();
    all_seen("Sandford's monsters on the grass", grass, &pieces);
}

#[test]
fn a_sandford_monster_s_hit_points_differ_by_their_bars() {
    let s = sheet("sandford-monsters.png");
    for (ci, name) in SANDFORD_COLOURS.iter().enumerate() {
        let pieces: Vec<(String, Piece)> = (1..=3)
            .map(|hp| (format!("{name}, {hp} HP"), sandford_monster(&s, ci, hp)))
            .collect();
        // One bar more or less is two pixels of kind.
        for d in Deficiency::ALL {
            for (i, (a, pa)) in pieces.iter().enumerate() {
                for (b, pb) in &pieces[i + 1..] {
                    let n = pa.shape_difference(pb, d);
                    assert!(n >= 1, "{a} and {b} look alike ({d:?})");
                }
            }
        }
    }
}

#[test]
fn sandford_s_four_heroes_differ_by_their_numbers() {
    let s = sheet("sandford-sprites.png");
    let pieces: Vec<(String, Piece)> = (0..4)
        .map(|h| (format!("hero {}", h + 1), s.piece(8 * h, 0, 8, 8)))
        .collect();
    all_apart("Sandford's heroes", &pieces);
}

/// Every hero wears a colour of its own, far from the others' (the
/// playtest of issue 31 took hero 2's magenta and hero 4's pink, 51.0
/// apart, for one pink): each pair of body colours is at least `HEROES_APART`.
#[test]
fn sandford_s_four_heroes_wear_four_different_colours() {
    const HEROES_APART: f64 = 60.0;
    let s = sheet("sandford-sprites.png");
    // The body's colour, left of the number on its chest.
    let body: Vec<[u8; 3]> = (0..4)
        .map(|h| s.at(8 * h + 1, 0).expect("a hero's body"))
        .collect();
    for (i, a) in body.iter().enumerate() {
        for (j, b) in body.iter().enumerate().skip(i + 1) {
            let d = tabletop_emu::cvd::delta_e(*a, *b);
            assert!(
                d >= HEROES_APART,
                "hero {} ({a:?}) and hero {} ({b:?}) are {d:.1} apart",
                i + 1,
                j + 1
            );
        }
    }
}

/// The attack target's mark is bold: four yellow corners outlined in ink,
/// drawn outside the cell (the playtest found thin red brackets on the
/// die faint), standing out on the grass and on every monster's die.
#[test]
fn sandford_s_attack_target_is_marked_boldly() {
    let s = sheet("sandford-sprites.png");
    let corners: Vec<Piece> = (0..4).map(|k| s.piece(8 * (10 + k), 0, 8, 8)).collect();
    let grass = sheet("sandford-tiles.png")
        .at(0, 0)
        .expect("the grass tile");
    let dice = [
        [0x18, 0x18, 0x28],
        [0x48, 0x70, 0xe0],
        [0x50, 0xd0, 0x50],
        [0xd8, 0x58, 0x58],
        [0xf8, 0xf8, 0xf8],
        [0xf8, 0xd8, 0x38],
    ];
    for ground in dice.into_iter().chain([grass]) {
        let seen: usize = corners
            .iter()
            .map(|c| c.standing_out_normally(ground))
            .sum();
        assert!(
            seen >= 40,
            "the target's corners: {seen} pixels seen on {ground:?}"
        );
    }
}

/// Each hero wears its own hat (the cell above its body), so the number on
/// its chest is not the only difference.
#[test]
fn sandford_s_four_heroes_differ_by_their_hats() {
    let s = sheet("sandford-sprites.png");
    let pieces: Vec<(String, Piece)> = (0..4)
        .map(|h| {
            (
                format!("hero {}'s hat", h + 1),
                s.piece(8 * (108 + h), 0, 8, 8),
            )
        })
        .collect();
    all_apart("Sandford's heroes' hats", &pieces);
}

#[test]
fn sitters_battle_dice_differ_by_shape_for_colour_blind_eyes() {
    let s = sheet("pieces.png");
    for face in 0..6 {
        let goodie = s.piece(272 + face * 16, 0, 16, 16);
        let baddie = s.piece(368 + face * 16, 0, 16, 16);
        let pieces = [
            (format!("goodie's die {}", face + 1), goodie),
            (format!("baddie's die {}", face + 1), baddie),
        ];
        all_apart("SiTTeRS' battle dice", &pieces);
    }
    let markers = [
        ("goodie".to_string(), s.piece(0, 0, 16, 16)),
        ("baddie".to_string(), s.piece(16, 0, 16, 16)),
    ];
    all_apart("SiTTeRS' markers", &markers);
}

#[test]
fn rush_s_pieces_of_the_two_teams_differ_by_shape_for_colour_blind_eyes() {
    let s = sheet("rush-sprites.png");
    let tile = |k: usize| s.piece(16 * k, 0, 16, 16);
    let players: Vec<(String, Piece)> = ["zombie 1", "zombie 2", "jock 1", "jock 2"]
        .iter()
        .enumerate()
        .map(|(k, n)| (n.to_string(), tile(k)))
        .collect();
    all_apart("Rush's players", &players);
    let princesses = [
        ("the zombies' princess".to_string(), tile(4)),
        ("the jocks' princess".to_string(), tile(5)),
    ];
    all_apart("Rush's princesses", &princesses);
    let minions = [
        ("a zombie minion".to_string(), tile(6)),
        ("a jock minion".to_string(), tile(7)),
    ];
    all_apart("Rush's minions", &minions);
    // A fight's two dice, one per side (src/rush/campus.rs: the zombies'
    // faces from 49, the jocks' from 69), on every face.
    for face in 0..20 {
        let dice = [
            (
                format!("the zombies' fight die {}", face + 1),
                tile(49 + face),
            ),
            (
                format!("the jocks' fight die {}", face + 1),
                tile(69 + face),
            ),
        ];
        all_apart("Rush's fight dice", &dice);
    }
}

/// The width and height of what `p` draws, and its pixels.
fn drawn_size(p: &Piece) -> (usize, usize, usize) {
    let drawn: Vec<(usize, usize)> = p
        .pixels
        .iter()
        .enumerate()
        .filter(|(_, c)| c.is_some())
        .map(|(i, _)| (i % p.width, i / p.width))
        .collect();
    let span = |f: fn(&(usize, usize)) -> usize| {
        let lo = drawn.iter().map(f).min().unwrap_or(0);
        let hi = drawn.iter().map(f).max().unwrap_or(0);
        hi + 1 - lo
    };
    (span(|q| q.0), span(|q| q.1), drawn.len())
}

#[test]
fn rush_s_minions_are_big_enough_to_count_in_their_side_s_colour() {
    // The playtest: minions about 4 pixels across could be neither told
    // apart nor counted.
    let s = sheet("rush-sprites.png");
    let tile = |k: usize| s.piece(16 * k, 0, 16, 16);
    let (_, player_h, player_n) = drawn_size(&tile(0));
    let sides = [
        ("zombie", 6, [[0x50, 0xd0, 0x50], [0x20, 0x88, 0x30]]),
        ("jock", 7, [[0xf0, 0x88, 0x30], [0xa0, 0x48, 0x10]]),
    ];
    for (side, k, colours) in sides {
        let minion = tile(k);
        let (w, h, n) = drawn_size(&minion);
        assert!(
            w >= 7 && h >= 10 && n >= 45,
            "the {side} minion is {w}x{h} ({n} pixels)"
        );
        // Never taken for a player: smaller than one.
        assert!(n < player_n && h <= player_h + 1, "{side}: {n} pixels");
        // In its side's colour (and a little ink for the eyes).
        let coloured = minion
            .pixels
            .iter()
            .flatten()
            .filter(|&&c| colours.iter().any(|&t| tabletop_emu::cvd::gba(t) == c))
            .count();
        assert!(
            coloured * 10 >= n * 9,
            "{side}: {coloured} of {n} in its colour"
        );
    }
}

#[test]
fn rush_s_two_bases_differ_by_more_than_colour_and_number() {
    let campus = sheet("rush-campus.png");
    // The two bases are 2x2 blocks of 12x9 pixels: 5 at block (5, 3), 20
    // at block (9, 9). The number in the middle is left out: the two bases
    // must differ by their marks, not only by their numbers.
    let number = |x: usize, y: usize| !((6..18).contains(&x) && (5..12).contains(&y));
    let zombies = campus.piece(5 * 12, 3 * 9, 24, 18).without(number);
    let jocks = campus.piece(9 * 12, 9 * 9, 24, 18).without(number);
    all_apart(
        "Rush's bases",
        &[
            ("the zombies' base".to_string(), zombies),
            ("the jocks' base".to_string(), jocks),
        ],
    );
}

#[test]
fn hero_s_four_sides_differ_by_shape_for_colour_blind_eyes() {
    let s = sheet("hero-sprites.png");
    let names = ["Red", "Blue", "Green", "Gold"];
    // A side's plain mini, its hero, and both knocked out (4 tiles a
    // side); then its numbered minis 2-5, standing and knocked out.
    let tiles = [
        ("minis", 0),
        ("heroes", 1),
        ("knocked-out minis", 2),
        ("knocked-out heroes", 3),
    ];
    for (what, k) in tiles {
        let pieces: Vec<(String, Piece)> = names
            .iter()
            .enumerate()
            .map(|(side, n)| {
                (
                    format!("{n}'s {what}"),
                    s.piece(8 * (4 * side + k), 0, 8, 8),
                )
            })
            .collect();
        all_apart("Hero's sides", &pieces);
    }
    // Numbered minis from 43 (4 a side), knocked out from 59.
    for (what, first) in [("mini", 43), ("mini knocked out", 59)] {
        for n in 0..4 {
            let pieces: Vec<(String, Piece)> = names
                .iter()
                .enumerate()
                .map(|(side, name)| {
                    let tile = first + 4 * side + n;
                    (
                        format!("{name}'s {what} {}", n + 2),
                        s.piece(8 * tile, 0, 8, 8),
                    )
                })
                .collect();
            all_apart("Hero's numbered minis", &pieces);
        }
    }
}

#[test]
fn hero_s_minis_stand_out_on_the_grass_for_colour_blind_eyes() {
    let s = sheet("hero-sprites.png");
    let grass = sheet("hero-tiles.png").at(0, 0).expect("the grass tile");
    let names = ["Red", "Blue", "Green", "Gold"];
    let pieces: Vec<(String, Piece)> = (0..16)
        .map(|k| {
            let what = ["mini", "hero", "mini knocked out", "hero knocked out"][k % 4];
            (
                format!("{}'s {what}", names[k / 4]),
                s.piece(8 * k, 0, 8, 8),
            )
        })
        .collect();
    all_seen("Hero's minis on the grass", grass, &pieces);
}

/// The SGS map's cells (src/sgs/draw.rs): the top-left, a cell's size, and
/// the ground the pieces stand on (the text layer's shadow).
const SGS_MAP: (usize, usize) = (4, 14);
const SGS_CELL: usize = 8;
const SGS_GROUND: [u8; 3] = [0x18, 0x18, 0x28];

/// Every fighter of an SGS arena fight at `danger` as the ROM draws it on
/// the map at the fight's start (nobody acting yet), its mark (number or
/// initial, columns 2 to 4, rows 2 to 6) left out: (name, kind, piece).
fn sgs_fighters(danger: usize) -> Vec<(String, String, Piece)> {
    use tabletop_emu::Key;
    let mut emu = common::boot();
    common::to_game_options(&mut emu, "Simple Game System", "scene: sgs start");
    emu.run_frames(10);
    common::keys(&mut emu, &[Key::Down; 3]);
    common::keys(&mut emu, &vec![Key::Right; danger - 1]);
    common::keys(&mut emu, &[Key::A]);
    common::expect(
        &mut emu,
        &format!("sgs: start arena party=1 level={danger}"),
        60,
    );
    common::expect(&mut emu, "sgs: fighters listed", 120);
    emu.run_frames(2);
    common::shot(&emu, &format!("colour-blind-sgs-{danger}"));
    let px = emu.screen_rgb();
    let placed: Vec<(String, usize, usize)> = emu
        .rom_lines()
        .filter_map(|l| l.split("sgs: fighter ").nth(1))
        .filter_map(|l| {
            let (name, at) = l.rsplit_once(" at ")?;
            let (x, y) = at.trim().split_once(',')?;
            Some((name.to_owned(), x.parse().ok()?, y.parse().ok()?))
        })
        .collect();
    assert!(placed.len() >= 3, "{}", emu.log_tail(20));
    placed
        .into_iter()
        .map(|(name, cx, cy)| {
            let (x0, y0) = (SGS_MAP.0 + cx * SGS_CELL, SGS_MAP.1 + cy * SGS_CELL);
            let mut pixels = Vec::new();
            for y in 0..SGS_CELL {
                for x in 0..SGS_CELL {
                    let c = px[(y0 + y) * 240 + x0 + x];
                    let mark = (2..5).contains(&x) && (2..7).contains(&y);
                    let ground = common::pixels::near(c, SGS_GROUND);
                    pixels.push((!mark && !ground).then_some(c));
                }
            }
            // "Cellar Rat 2" is a Cellar Rat.
            let kind = match name.rsplit_once(' ') {
                Some((k, n)) if n.parse::<u8>().is_ok() => k.to_owned(),
                _ => name.clone(),
            };
            let piece = Piece {
                width: SGS_CELL,
                pixels,
            };
            (name, kind, piece)
        })
        .collect()
}

/// The playtest: the SGS's rats and goblin were one red square, told apart
/// only by a letter. Every kind of fighter (the hero and each kind of foe
/// of the three arenas) differs from every other by its figure's outline,
/// its mark left out, for colour-blind eyes too; and each stands out from
/// the map's ground.
#[test]
fn sgs_fighters_of_each_kind_differ_by_their_figures_for_colour_blind_eyes() {
    let mut kinds: Vec<(String, Piece)> = Vec::new();
    for danger in 1..=3 {
        for (name, kind, piece) in sgs_fighters(danger) {
            if !kinds.iter().any(|(k, _)| *k == kind) {
                all_seen(
                    "the SGS's fighters on the map",
                    SGS_GROUND,
                    &[(name, piece.clone())],
                );
                kinds.push((kind, piece));
            }
        }
    }
    let names: Vec<&str> = kinds.iter().map(|(k, _)| k.as_str()).collect();
    for want in ["Bram", "Cellar Rat", "Goblin", "Zombie", "Bone Knight"] {
        assert!(names.contains(&want), "{want} not met: {names:?}");
    }
    all_apart("the SGS's fighters (marks left out)", &kinds);
}
