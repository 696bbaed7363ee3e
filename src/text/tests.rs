//! In-ROM tests of the glyph set and the canvas.

use super::*;

#[test_case]
fn glyphs_cover_printable_ascii(_gba: &mut agb::Gba) {
    let g = Glyphs::new();
    assert_eq!(g.glyphs.len(), (LAST - FIRST + 1) as usize);
    assert!(g.glyph(' ').is_some_and(|r| r.rows.iter().all(|&m| m == 0)));
    for c in ['A', 'g', '6', '?'] {
        assert!(
            g.glyph(c).is_some_and(|r| r.rows.iter().any(|&m| m != 0)),
            "{c} is blank"
        );
    }
    // Letters outside ASCII fall back to '?'.
    assert!(core::ptr::eq(g.glyph('é').unwrap(), g.glyph('?').unwrap()));
}

#[test_case]
fn narrow_letters_sit_evenly(_gba: &mut agb::Gba) {
    let g = Glyphs::new();
    let mut table = alloc::string::String::new();
    for c in (FIRST..=LAST).map(char::from) {
        table.push(c);
        table.push(char::from(b'0' + g.advance(c) as u8));
    }
    agb::println!("text: advances {}", table);
    // Every glyph's ink starts at its left edge and the pen moves one
    // column past its ink: the gap between any two letters is one column.
    for c in (FIRST + 1..=LAST).map(char::from) {
        let rows = g.glyph(c).unwrap().rows;
        let used = rows.iter().fold(0, |a, &m| a | m);
        assert!(used & 1 != 0, "{c:?} does not start at its left edge");
        let ink = 8 - used.leading_zeros() as i32 / 4;
        assert_eq!(g.advance(c), ink + 1, "{c:?}");
        let most = if c.is_ascii_alphanumeric() {
            ADVANCE
        } else {
            ADVANCE + 1
        };
        assert!(g.advance(c) <= most, "{c:?} is {} wide", g.advance(c));
    }
    // i and l are narrow, m and w are not: "Tabletop" is not "Tabl etop".
    assert!(g.advance('i') <= 3 && g.advance('l') <= 4);
    assert!(g.advance('m') >= 6 && g.advance('w') >= 6);
    assert_eq!(g.width("il"), g.advance('i') + g.advance('l'));
    assert_eq!(g.advance(' '), SPACE);
    // Colour codes take no space; tabs line columns up; lines are measured apart.
    assert_eq!(g.width("{3}il{1}"), g.width("il"));
    assert_eq!(g.width("A\tB"), TAB + g.advance('B'));
    assert_eq!(g.width("iii\nmmm"), 3 * g.advance('m'));
}

#[test_case]
fn colour_codes_take_no_space(_gba: &mut agb::Gba) {
    assert_eq!(visible_len("{3}Gold{1} 12"), 7);
    assert_eq!(visible_len(""), 0);
}

#[test_case]
fn drawing_sets_pixels_and_clips(gba: &mut agb::Gba) {
    let _gfx = gba.graphics.get();
    let glyphs = Glyphs::new();
    let mut canvas = Canvas::new(Priority::P1, 0, 0, 4, 2);
    canvas.set_deferred(true);
    let end = canvas.text(&glyphs, 0, 0, ink::WHITE, "Hi");
    assert_eq!(end, glyphs.width("Hi"));
    // Nothing reaches video memory before the flush.
    assert!(canvas.tiles[0].data().iter().all(|&row| row == 0));
    assert!(canvas.pending());
    canvas.flush();
    assert!(!canvas.pending());
    assert!(canvas.tiles[0].data().iter().any(|&row| row != 0));
    // Far outside the canvas: no panic, nothing drawn there.
    canvas.text(&glyphs, 500, 500, ink::WHITE, "out of bounds");
    canvas.text(&glyphs, -40, -40, ink::WHITE, "out of bounds");
    canvas.clear();
    canvas.flush();
    assert!(
        canvas
            .tiles
            .iter()
            .all(|t| t.data().iter().all(|&row| row == 0))
    );
    // Straight to video memory when not deferred.
    canvas.set_deferred(false);
    canvas.text(&glyphs, 0, 0, ink::WHITE, "Hi");
    assert!(!canvas.pending());
    assert!(canvas.tiles[0].data().iter().any(|&row| row != 0));
    // Deferring again starts from what the screen shows.
    canvas.set_deferred(true);
    canvas.fill(0, 8, 8, 8, ink::WHITE);
    canvas.flush();
    assert!(canvas.tiles[0].data().iter().any(|&row| row != 0));
    assert!(canvas.tiles[4].data().iter().all(|&row| row == 0x1111_1111));
}

#[test_case]
fn cost_of_a_forty_letter_line(gba: &mut agb::Gba) {
    let _gfx = gba.graphics.get();
    let glyphs = Glyphs::new();
    let mut canvas = Canvas::full(Priority::P1);
    let timers = gba.timers.timers();
    let (mut t2, mut t3) = (timers.timer2, timers.timer3);
    crate::bench::start(&mut t2, &mut t3);
    canvas.text(
        &glyphs,
        0,
        0,
        ink::WHITE,
        "Hello there this is forty letters long!!",
    );
    let cycles = crate::bench::stop(&mut t2, &mut t3);
    agb::println!("text: 40 letters in {} cycles", cycles);
    assert!(cycles < 80_000, "text drawing got slow: {cycles} cycles");
    // Deferred (into RAM, copied in the vertical blank).
    canvas.set_deferred(true);
    crate::bench::start(&mut t2, &mut t3);
    canvas.text(
        &glyphs,
        0,
        20,
        ink::WHITE,
        "Hello there this is forty letters long!!",
    );
    let deferred = crate::bench::stop(&mut t2, &mut t3);
    crate::bench::start(&mut t2, &mut t3);
    canvas.flush();
    let flush = crate::bench::stop(&mut t2, &mut t3);
    agb::println!("text: 40 letters deferred in {deferred} cycles, flushed in {flush}");
    assert!(
        deferred < 100_000,
        "deferred text got slow: {deferred} cycles"
    );
    assert!(
        flush < 10_000,
        "the flush of a line got slow: {flush} cycles"
    );
}
