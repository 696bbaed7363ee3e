//! Cycle counting with the GBA's hardware timers 2 and 3, cascaded into one
//! 32-bit counter at the CPU clock (16.78 MHz: 280,896 cycles per frame).
//! agb's mixer uses timers 0 and 1, so these two are free.

use agb::timer::{Divider, Timer};

#[cfg(feature = "bench")]
pub mod timed;

/// Resets and starts the counter.
pub fn start(low: &mut Timer, high: &mut Timer) {
    low.set_enabled(false);
    high.set_enabled(false);
    low.set_divider(Divider::Divider1)
        .set_overflow_amount(0)
        .set_cascade(false);
    high.set_divider(Divider::Divider1)
        .set_overflow_amount(0)
        .set_cascade(true);
    high.set_enabled(true);
    low.set_enabled(true);
}

/// Cycles since [`start`] (the counter keeps running).
pub fn read(low: &Timer, high: &Timer) -> u32 {
    loop {
        let h = high.value();
        let l = low.value();
        if high.value() == h {
            return ((h as u32) << 16) | l as u32;
        }
    }
}

/// Stops the counter and returns the cycles since [`start`].
pub fn stop(low: &mut Timer, high: &mut Timer) -> u32 {
    let cycles = read(low, high);
    low.set_enabled(false);
    high.set_enabled(false);
    cycles
}

/// A game's benchmark on the benchmark ROM: it measures what it must (its
/// rules and computer players, then whole games played by the real play
/// loop, saving after every action as a person's game does), logs its
/// `bench`/`decide`/`info` lines, and returns its frames' cycle counts.
#[cfg(feature = "bench")]
pub type GameBench = fn(&mut crate::app::App, &mut Timer, &mut Timer) -> FrameStats;

/// The benchmark ROM (`make bench`): every game of the cartridge's table
/// ([`crate::games::GAMES`]) in turn, each logging its `frame <game>` line as
/// soon as it is done; then the stack and the saves; ends with `bench-done`.
/// `TABLETOP_BENCH=<game>` at build time (a table row's key: `sitters`,
/// `rush`, ...) runs one game's part.
#[cfg(feature = "bench")]
pub fn run(app: &mut crate::app::App, mut low: Timer, mut high: Timer) {
    agb::println!("bench: starting");
    let only = option_env!("TABLETOP_BENCH").unwrap_or("");
    let mut worst = 0;
    for (k, game) in crate::games::GAMES.iter().enumerate() {
        if !only.is_empty() && only != game.key {
            continue;
        }
        // The frames save after every action, as a person's game does, in
        // the game's own slot.
        app.saves.every_action = true;
        app.saves.begin(k, alloc::vec::Vec::new());
        app.saves.written = 0;
        let stats = (game.bench)(app, &mut low, &mut high);
        app.saves.every_action = false;
        agb::println!(
            "info saves-in-frames game={} saves={}",
            game.key,
            app.saves.written
        );
        if stats.count > 0 {
            agb::println!(
                "frame {} worst_cycles={} budget={} frames={} over_budget={}",
                game.key,
                stats.worst,
                FRAME_CYCLES,
                stats.count,
                stats.over_budget
            );
        }
        agb::println!(
            "info frame-{} median_cycles={} worst_cycles={} budget={} frames={} over_budget={}",
            game.key,
            stats.median(),
            stats.worst,
            FRAME_CYCLES,
            stats.count,
            stats.over_budget
        );
        worst = worst.max(stats.worst);
    }
    agb::println!("frame worst_cycles={} budget=280896", worst);
    // The gap was painted at power-on (`crate::stack`); this is the deepest
    // the stack went over every part above.
    agb::println!(
        "info stack deepest_below_top_bytes={} untouched_gap_bytes={} gap_bytes={}",
        app.stack.deepest(),
        app.stack.free(),
        app.stack.gap()
    );
    // After the stack report: the save bench plays random core games in one
    // deep call of its own (about 8 KiB deeper than play), which is not play.
    crate::save::bench(app, &mut low, &mut high);
    agb::println!("bench-done");
    loop {
        agb::halt();
    }
}

/// Cycles in one GBA frame.
pub const FRAME_CYCLES: u32 = 280_896;

/// How many frames each computer decision takes to work out on the cartridge,
/// counted frame by frame as the games play (the deliberate pause before a
/// decided move is shown is pacing and is not counted).
#[cfg(feature = "bench")]
pub struct Waits {
    frames: alloc::vec::Vec<u32>,
    current: u32,
    open: bool,
}

#[cfg(feature = "bench")]
impl Waits {
    /// No decisions yet.
    pub fn new() -> Waits {
        Waits {
            frames: alloc::vec::Vec::new(),
            current: 0,
            open: false,
        }
    }

    /// Call once a frame: `deciding` is whether a computer decision exists
    /// (from the frame it starts until its move is played), `thinking`
    /// whether it was still undecided at the end of the frame. A decision made
    /// in the frame it started counts as one frame.
    pub fn frame(&mut self, deciding: bool, thinking: bool) {
        if !deciding {
            self.end();
            return;
        }
        self.open = true;
        if thinking {
            self.current += 1;
        }
    }

    /// Ends the decision under way, if any (a new decision starts next frame).
    pub fn end(&mut self) {
        if self.open {
            // The frame it was decided in counts too.
            self.frames.push(self.current + 1);
            self.current = 0;
            self.open = false;
        }
    }

    /// Logs `decide <name> frames_median=<n> frames_worst=<n> decisions=<n>`.
    pub fn report(&mut self, name: &str) {
        self.end();
        self.frames.sort_unstable();
        let n = self.frames.len();
        let median = if n == 0 { 0 } else { self.frames[n / 2] };
        let worst = self.frames.last().copied().unwrap_or(0);
        agb::println!(
            "decide {} frames_median={} frames_worst={} decisions={}",
            name,
            median,
            worst,
            n
        );
    }
}

/// Per-frame cycle counts of a long run, kept as a histogram (tens of thousands
/// of frames would not fit in memory as a list).
pub struct FrameStats {
    buckets: alloc::vec::Vec<u32>,
    /// The most cycles any frame took.
    pub worst: u32,
    /// Frames counted.
    pub count: u32,
    /// Frames over [`FRAME_CYCLES`].
    pub over_budget: u32,
}

/// Histogram bucket width in cycles.
const BUCKET: u32 = 1024;

impl FrameStats {
    /// No frames yet.
    pub fn new() -> FrameStats {
        FrameStats {
            buckets: alloc::vec![0; 512],
            worst: 0,
            count: 0,
            over_budget: 0,
        }
    }

    /// Counts one frame.
    pub fn add(&mut self, cycles: u32) {
        let last = self.buckets.len() - 1;
        self.buckets[((cycles / BUCKET) as usize).min(last)] += 1;
        self.worst = self.worst.max(cycles);
        self.count += 1;
        if cycles > FRAME_CYCLES {
            self.over_budget += 1;
        }
    }

    /// Counts every frame of `other` too.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub fn merge(&mut self, other: &FrameStats) {
        for (a, b) in self.buckets.iter_mut().zip(&other.buckets) {
            *a += b;
        }
        self.worst = self.worst.max(other.worst);
        self.count += other.count;
        self.over_budget += other.over_budget;
    }

    /// The median frame, to the bucket's upper edge.
    pub fn median(&self) -> u32 {
        let mut seen = 0;
        for (i, n) in self.buckets.iter().enumerate() {
            seen += n;
            if seen * 2 >= self.count {
                return (i as u32 + 1) * BUCKET;
            }
        }
        0
    }
}

/// Median and worst of a sample (sorts it).
pub fn median_worst(sample: &mut [u32]) -> (u32, u32) {
    sample.sort_unstable();
    match sample.len() {
        0 => (0, 0),
        n => (sample[n / 2], sample[n - 1]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn median_and_worst(_gba: &mut agb::Gba) {
        assert_eq!(median_worst(&mut [5, 1, 9, 3, 7]), (5, 9));
        assert_eq!(median_worst(&mut []), (0, 0));
    }

    #[test_case]
    fn frame_stats_keep_worst_median_and_overruns(_gba: &mut agb::Gba) {
        let mut stats = FrameStats::new();
        for c in [10_000, 20_000, 30_000, 300_000, 5_000_000] {
            stats.add(c);
        }
        assert_eq!(stats.worst, 5_000_000);
        assert_eq!(stats.count, 5);
        assert_eq!(stats.over_budget, 2);
        assert_eq!(stats.median(), 30 * 1024);
    }

    #[test_case]
    fn the_timer_counts_cycles(gba: &mut agb::Gba) {
        let timers = gba.timers.timers();
        let (mut low, mut high) = (timers.timer2, timers.timer3);
        start(&mut low, &mut high);
        let mut x = 0u32;
        for i in 0..1000 {
            x = core::hint::black_box(x.wrapping_add(i));
        }
        let cycles = stop(&mut low, &mut high);
        assert!(
            cycles > 1000 && cycles < 200_000,
            "{cycles} cycles for 1000 additions"
        );
    }
}
