//! Where a game puts its events and legal actions.

use heapless::Vec;

/// Somewhere to put items one at a time. A sink with no room must count what it
/// could not keep; nothing is dropped without trace.
pub trait Sink<T> {
    /// Adds `item` (or counts it as lost when full).
    fn put(&mut self, item: T);
    /// False for a sink that keeps nothing, so work done only to describe an
    /// item (a path for an event) can be skipped. The AI's look-ahead uses it.
    fn keeps(&self) -> bool {
        true
    }
}

/// A fixed-capacity list of events (or actions) that counts what did not fit.
///
/// ```
/// use tabletop_core::contract::{EventLog, Sink};
/// let mut log: EventLog<u8, 2> = EventLog::new();
/// log.put(1);
/// log.put(2);
/// log.put(3);
/// assert_eq!(log.as_slice(), &[1, 2]);
/// assert_eq!(log.lost(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventLog<T, const N: usize> {
    items: Vec<T, N>,
    lost: u16,
}

impl<T, const N: usize> EventLog<T, N> {
    /// An empty log.
    pub const fn new() -> Self {
        EventLog {
            items: Vec::new(),
            lost: 0,
        }
    }

    /// What was kept, oldest first.
    pub fn as_slice(&self) -> &[T] {
        &self.items
    }

    /// How many items did not fit since the log was made or last cleared.
    pub fn lost(&self) -> u16 {
        self.lost
    }

    /// Empties the log and its lost count.
    pub fn clear(&mut self) {
        self.items.clear();
        self.lost = 0;
    }

    /// Takes the items out, oldest first, leaving the log empty.
    pub fn take(&mut self) -> Vec<T, N> {
        self.lost = 0;
        core::mem::take(&mut self.items)
    }
}

impl<T, const N: usize> Default for EventLog<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T, const N: usize> core::ops::Deref for EventLog<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items
    }
}

impl<T, const N: usize> Sink<T> for EventLog<T, N> {
    fn put(&mut self, item: T) {
        if self.items.push(item).is_err() {
            self.lost = self.lost.saturating_add(1);
        }
    }
}

/// A plain `heapless::Vec` is a sink that drops what does not fit, as callers
/// of the games' inherent `try_apply` always had it; use [`EventLog`] where a
/// lost event must be noticed (the test kit and the cartridge do).
impl<T, const N: usize> Sink<T> for Vec<T, N> {
    fn put(&mut self, item: T) {
        let _ = self.push(item);
    }
    fn keeps(&self) -> bool {
        N > 0
    }
}

/// A counter is a sink too (for "how many" without keeping anything).
impl<T> Sink<T> for usize {
    fn put(&mut self, _: T) {
        *self += 1;
    }
}
