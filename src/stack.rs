//! The stack's safety margin, watched on the cartridge itself.
//!
//! The stack grows down from the top of IWRAM towards agb's IWRAM heap, where
//! the sound mixer keeps its buffers and the state its timer interrupt reads.
//! Nothing stops the stack there: a call chain that goes too deep overwrites
//! the mixer, and the game crashes later somewhere unrelated ("RefCell already
//! borrowed" in the mixer's interrupt, or sound DMA from a bad address).
//!
//! So at power-on the free gap between the two is painted with a pattern.
//! Every frame the few words just above the heap are checked: if the stack
//! reached them, the game stops on agb's readable error screen rather than
//! run on with the mixer overwritten. And when a play screen ends, the log
//! says how deep the stack went since power-on and how much of the gap was
//! never touched (`stack: deepest=N free=M`); the end-to-end tests hold every
//! such line to a margin (`tests/tests/common`), and the benchmark logs it
//! too. Nothing but the mixer allocates in IWRAM (no dynamic sprites), and
//! the mixer is made before the painting, so the heap never grows into it.

use alloc::boxed::Box;

/// The word the free gap is painted with.
const PAINT: u32 = 0x5AC4_5AC4;

/// Where the stack starts: the top of IWRAM less agb's interrupt stacks.
const TOP: usize = 0x0300_7F00;

/// Bytes of paint just above the heap checked every frame.
const GUARD: usize = 64;

/// Bytes left unpainted below the stack pointer at painting time (the
/// painting's own calls and an interrupt's frames may be there).
const SPARE: usize = 512;

/// The painted gap between the IWRAM heap and the stack.
pub struct Stack {
    /// The gap's lowest address (a little above the heap's last allocation).
    low: usize,
    /// One past its highest (a little below the stack pointer at painting).
    high: usize,
}

impl Stack {
    /// Paints the free gap. Call once, after the mixer is made (it is the
    /// heap's only user) and from a shallow point of the stack.
    pub fn paint() -> Stack {
        // The heap's next allocation sits just above everything allocated so
        // far (nothing in IWRAM was ever freed before this).
        let marker = Box::new_in(0u32, agb::InternalAllocator);
        let low = (&*marker as *const u32 as usize + 64) & !3;
        drop(marker);
        let sp: usize;
        // SAFETY: reads the stack pointer register only.
        unsafe { core::arch::asm!("mov {}, sp", out(reg) sp) };
        let high = (sp - SPARE) & !3;
        let mut a = low;
        while a < high {
            // SAFETY: [low, high) is free IWRAM between the heap and the stack.
            unsafe { (a as *mut u32).write_volatile(PAINT) };
            a += 4;
        }
        Stack { low, high }
    }

    /// Stops the game with a readable error if the stack has reached the
    /// guard words just above the heap. Costs 16 reads: called every frame.
    pub fn check(&self) {
        let mut a = self.low;
        while a < self.low + GUARD && a < self.high {
            // SAFETY: reading back the painted gap.
            if unsafe { (a as *const u32).read_volatile() } != PAINT {
                panic!(
                    "stack overflow: the stack reached {:#x}, just above the sound mixer's memory",
                    a
                );
            }
            a += 4;
        }
    }

    /// The lowest address the stack has written since the painting.
    pub fn lowest_touched(&self) -> usize {
        let mut a = self.low;
        while a < self.high {
            // SAFETY: reading back the painted gap.
            if unsafe { (a as *const u32).read_volatile() } != PAINT {
                return a;
            }
            a += 4;
        }
        self.high
    }

    /// How deep the stack has gone since power-on (bytes below its top).
    pub fn deepest(&self) -> usize {
        TOP.saturating_sub(self.lowest_touched())
    }

    /// Bytes of the gap the stack has never touched: its margin.
    pub fn free(&self) -> usize {
        self.lowest_touched() - self.low
    }

    /// The gap's size when painted.
    pub fn gap(&self) -> usize {
        self.high - self.low
    }

    /// Logs `stack: deepest=N free=M gap=G at=<where>`; about 5,000 reads,
    /// so only when a screen ends, never every frame.
    pub fn log(&self, at: &str) {
        agb::println!(
            "stack: deepest={} free={} gap={} at={}",
            self.deepest(),
            self.free(),
            self.gap(),
            at
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn the_probe_finds_the_lowest_word_the_stack_wrote(_gba: &mut agb::Gba) {
        let stack = Stack::paint();
        assert!(stack.gap() > 8 * 1024, "gap {}", stack.gap());
        // The stack's deepest write so far is far above the gap's bottom.
        assert!(stack.free() > 4 * 1024, "free {}", stack.free());
        stack.check();
        // A word written 256 bytes above the heap is found as the deepest.
        let at = stack.low + 256;
        // SAFETY: a word of the painted gap, far below the stack.
        unsafe { (at as *mut u32).write_volatile(0) };
        assert_eq!(stack.lowest_touched(), at);
        assert_eq!(stack.free(), 256);
        assert_eq!(stack.deepest(), TOP - at);
        // The guard words below it are untouched: no stop.
        stack.check();
        // SAFETY: as above, painted again.
        unsafe { (at as *mut u32).write_volatile(PAINT) };
        assert!(stack.lowest_touched() > at);
    }
}
