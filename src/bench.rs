//! Cycle counting with the GBA's hardware timers 2 and 3, cascaded into one
//! 32-bit counter at the CPU clock (16.78 MHz: 280,896 cycles per frame).
//! agb's mixer uses timers 0 and 1, so these two are free.

use agb::timer::{Divider, Timer};

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

/// The benchmark ROM (`make bench`): measures, logs `bench ...` / `frame ...` /
/// `info ...` lines and ends with `bench-done`.
#[cfg(feature = "bench")]
pub fn run(app: &mut crate::app::App, mut low: Timer, mut high: Timer) {
    use tabletop_core::contract::Level;
    agb::println!("bench: starting");
    // `TABLETOP_BENCH=sitters` (or `sandford`, `rush`, `hero`, `sgs`) at build time runs one game's part.
    let only = option_env!("TABLETOP_BENCH").unwrap_or("");
    let (sitters_on, sandford_on) = (
        only.is_empty() || only == "sitters",
        only.is_empty() || only == "sandford",
    );
    if sitters_on {
        crate::sitters::bench::ai_decisions(&mut low, &mut high);
    }
    if sandford_on {
        crate::sandford::bench::rules_and_ai(&mut low, &mut high);
    }
    // The frames below save after every action, as a person's game does.
    app.saves.every_action = true;
    let mut sitters = FrameStats::new();
    app.saves.written = 0;
    if sitters_on {
        app.saves.begin(0, alloc::vec::Vec::new());
        sitters = crate::sitters::bench::frames(app, &mut low, &mut high);
    }
    let sitters_saves = app.saves.written;
    let mut sandford = FrameStats::new();
    if sandford_on {
        app.saves.begin(1, alloc::vec::Vec::new());
        // The cartridge's default level plays a whole game; the other levels
        // play the first part of one each, for their `decide` lines.
        sandford = crate::sandford::bench::frames(app, &mut low, &mut high, Level::Hard, 150_000);
        for level in [Level::Easy, Level::Normal] {
            let part = crate::sandford::bench::frames(app, &mut low, &mut high, level, 20_000);
            sandford.merge(&part);
        }
    }
    let rush_from = app.saves.written;
    let mut rush = FrameStats::new();
    if only.is_empty() || only == "rush" {
        app.saves.begin(2, alloc::vec::Vec::new());
        rush = crate::rush::bench::frames(app, &mut low, &mut high, Level::Hard, 30_000);
        for level in [Level::Easy, Level::Normal] {
            let part = crate::rush::bench::frames(app, &mut low, &mut high, level, 10_000);
            rush.merge(&part);
        }
    }
    let rush_saves = app.saves.written - rush_from;
    let mut hero = FrameStats::new();
    if only.is_empty() || only == "hero" {
        crate::hero::bench::line_of_sight(&mut low, &mut high);
        app.saves.begin(3, alloc::vec::Vec::new());
        hero = crate::hero::bench::frames(app, &mut low, &mut high, Level::Hard, 30_000);
        for level in [Level::Easy, Level::Normal] {
            let part = crate::hero::bench::frames(app, &mut low, &mut high, level, 10_000);
            hero.merge(&part);
        }
    }
    let mut sgs = FrameStats::new();
    if only.is_empty() || only == "sgs" {
        sgs = crate::sgs::bench::frames(app, &mut low, &mut high, 30_000);
    }
    app.saves.every_action = false;
    agb::println!(
        "info saves-in-frames sitters={} sandford={} rush={}",
        sitters_saves,
        rush_from - sitters_saves,
        rush_saves
    );
    for (name, stats) in [
        ("sitters", &sitters),
        ("sandford", &sandford),
        ("rush", &rush),
        ("hero", &hero),
        ("sgs", &sgs),
    ] {
        if stats.count > 0 {
            agb::println!(
                "frame {} worst_cycles={} budget={} frames={} over_budget={}",
                name,
                stats.worst,
                FRAME_CYCLES,
                stats.count,
                stats.over_budget
            );
        }
        agb::println!(
            "info frame-{} median_cycles={} worst_cycles={} budget={} frames={} over_budget={}",
            name,
            stats.median(),
            stats.worst,
            FRAME_CYCLES,
            stats.count,
            stats.over_budget
        );
    }
    let worst = sitters
        .worst
        .max(sandford.worst)
        .max(rush.worst)
        .max(hero.worst)
        .max(sgs.worst);
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
