//! The fighters' list and the fight's map, drawn off screen a row at a
//! time while the frame has time, and shown whole.

use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::State;

use super::super::draw;
use super::super::play::Story;
use super::{FIGHT, Part, View};
use crate::lines::FrameLine;
use crate::text::{Canvas, Glyphs};

/// The fighters' list is the dearest region (up to about 200 lines with
/// eight fighters straight to the screen, measured by `make bench`), too
/// dear for the time before the display reaches it (the playtest saw it
/// torn, half drawn): it is drawn off screen ([`Canvas::set_deferred`],
/// about twice the cost), a row at a time over as many frames as it
/// takes, and shown whole in one frame ([`Canvas::hold`]). It begins
/// (copying the screen, about 32 lines) only this early in a frame...
const LIST_BEFORE_LINE: u16 = 80;

/// ...and a row of it only when the dearest row drawn so far (at least
/// this many lines: off screen a row took up to 82, measured by `make
/// bench`, the Easy demo's fight at frame 8060) would end by
/// [`ROWS_END_LINE`].
const ROW_LINES: u16 = 90;

/// The line the fighters' rows must end by (the frame has 228: the rest
/// is the loop's own work).
const ROWS_END_LINE: u16 = 222;

/// The list's area (x, y, w, h) and where its rows start.
pub(super) const LIST: (i32, i32, i32, i32) = (104, 12, 136, 69);
const LIST_AT: (i32, i32) = (104, 14);

impl View {
    /// Draws the fighters' list or the map (`part`, signature `want`) off
    /// screen, a fighter at a time while the frame has time; true once it
    /// is whole (shown in the next vertical blank, all at once: the
    /// playtest saw the list, then the map, torn while redrawn).
    pub(super) fn off_screen(
        &mut self,
        (part, want): (Part, u32),
        p: &Story,
        game: &Game,
        c: &mut Canvas,
        g: &Glyphs,
        at: &mut FrameLine,
    ) -> bool {
        let Some(a) = game.arena() else {
            return true;
        };
        let mut line = || at.now();
        let next = match self.off {
            Some((q, k, w)) if q == part && w == want => k,
            _ => {
                if line() >= LIST_BEFORE_LINE {
                    return false;
                }
                // Off screen from here: the screen as it is, then the part.
                c.set_deferred(true);
                c.hold(true);
                if part == Part::Map {
                    clear_map(c);
                    draw::map_ground(c);
                } else {
                    let (x, y, w, h) = LIST;
                    c.fill(x, y, w, h, 0);
                }
                0
            }
        };
        let rows = a.fighters().len();
        let mut k = next;
        let mut dearest = ROW_LINES;
        while k < rows {
            let row_at = line();
            #[cfg(feature = "bench")]
            let _ = self.trace.push((part, 1000 + k as u16, row_at));
            if row_at + dearest > ROWS_END_LINE {
                self.off = Some((part, k, want));
                return false;
            }
            if part == Part::Map {
                draw::map_piece(c, a, &p.seen, k);
            } else {
                draw::fighter_row(c, g, LIST_AT, a, &p.seen, k);
            }
            dearest = dearest.max(line().saturating_sub(row_at));
            k += 1;
        }
        if part == Part::Map {
            agb::println!("sgs: map drawn from={}", next);
        } else {
            // What the list shows (the tests check it shows nothing before
            // the dice that decided it settled).
            let down = p
                .seen
                .fighters
                .iter()
                .filter(|f| f.state != State::Up)
                .count();
            let wounds: u32 = p.seen.fighters.iter().map(|f| u32::from(f.wounds)).sum();
            agb::println!(
                "sgs: fighters listed rows={} from={} down={} wounds={}",
                rows,
                next,
                down,
                wounds
            );
        }
        self.off = None;
        c.hold(false);
        true
    }

    /// Records `part`, begun at line `t0`, for the benchmark.
    #[cfg_attr(not(feature = "bench"), allow(unused_variables))]
    pub(super) fn traced(&mut self, part: Part, t0: u16, at: &mut FrameLine) {
        #[cfg(feature = "bench")]
        let _ = self.trace.push((part, t0, at.now()));
    }
}

/// Clears the map's region but the map itself (which covers it but a
/// margin: a fill is dear).
fn clear_map(c: &mut Canvas) {
    let (x, y, w, h) = FIGHT[1].1;
    let (mx, my) = draw::MAP;
    let right = mx + tabletop_core::sgs::arena::WIDTH as i32 * draw::CELL + 1;
    let bottom = my + tabletop_core::sgs::arena::HEIGHT as i32 * draw::CELL + 1;
    c.fill(x, y, w, my - 1 - y, 0);
    c.fill(x, bottom, w, y + h - bottom, 0);
    c.fill(x, y, mx - 1 - x, h, 0);
    c.fill(right, y, x + w - right, h, 0);
}
