//! The one event player every game's play screen feeds: a queue of the rules'
//! events, each shown for as many frames as the game's stage says, with the
//! same controls everywhere — R held plays four times as fast, B (where the game
//! allows it: the computer's and the automatic turns) shows everything queued
//! at once. Only the view changes while events play, never the game.

use alloc::collections::VecDeque;

use agb::input::{Button, ButtonController};

/// How fast the player runs this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// Frames of showing per frame (4 with R held, else 1).
    pub speed: u32,
    /// Show everything queued at once (B, where skipping is allowed).
    pub skip: bool,
}

impl Pace {
    /// Frames of showing per frame while R is held.
    pub const FAST: u32 = 4;
}

/// Reads the buttons into a [`Pace`]. B skips only once it has been up since
/// the game started or came back from the pause menu, so the B that closed a
/// menu never skips what follows.
#[derive(Default)]
pub struct Pacer {
    armed: bool,
}

impl Pacer {
    /// This frame's pace from the buttons; B skips only when `may_skip`.
    pub fn read(&mut self, input: &ButtonController, may_skip: bool) -> Pace {
        let b = input.is_pressed(Button::B);
        if !b {
            self.armed = true;
        }
        Pace {
            speed: if input.is_pressed(Button::R) {
                Pace::FAST
            } else {
                1
            },
            skip: may_skip && b && self.armed,
        }
    }

    /// B must be let go before it skips again (after a menu).
    pub fn disarm(&mut self) {
        self.armed = false;
    }
}

/// What a game does with its events as the player shows them (sounds and
/// messages are handed to the play loop, which plays the last one).
pub trait Stage<E> {
    /// Starts showing `event` (set overlays, message, sound); returns how many
    /// frames it lasts (0: shown at once, the next one starts this frame).
    fn begin(&mut self, event: &E) -> u32;
    /// One frame further into the current event (`t` of `len`, `t` from 1), or
    /// into a pause from [`Player::hold`] (`event` is `None`).
    fn tick(&mut self, _event: Option<&E>, _t: u32, _len: u32) {}
    /// `event` has been shown: the view catches up with it.
    fn end(&mut self, _event: Option<&E>) {}
    /// True to end the current event now (asked once a frame, after its
    /// tick): a press that hurries words the stage holds to be read.
    fn cut(&mut self) -> bool {
        false
    }
}

/// A front whose events are all shown by one field of its own: `Stage` for
/// `$front` hands `begin`, `tick` and `end` to `self.$field`.
macro_rules! stage_through {
    ($front:ty, $event:ty, $field:ident) => {
        impl $crate::player::Stage<$event> for $front {
            fn begin(&mut self, event: &$event) -> u32 {
                $crate::player::Stage::begin(&mut self.$field, event)
            }
            fn tick(&mut self, event: Option<&$event>, t: u32, len: u32) {
                $crate::player::Stage::tick(&mut self.$field, event, t, len);
            }
            fn end(&mut self, event: Option<&$event>) {
                $crate::player::Stage::end(&mut self.$field, event);
            }
            fn cut(&mut self) -> bool {
                $crate::player::Stage::<$event>::cut(&mut self.$field)
            }
        }
    };
}
pub(crate) use stage_through;

struct Current<E> {
    /// `None` for a pause ([`Player::hold`]).
    event: Option<E>,
    t: u32,
    len: u32,
}

/// The queue of events still to show, and the one being shown.
pub struct Player<E> {
    queue: VecDeque<E>,
    current: Option<Current<E>>,
}

impl<E> Default for Player<E> {
    fn default() -> Self {
        Player {
            queue: VecDeque::new(),
            current: None,
        }
    }
}

impl<E> Player<E> {
    /// Queues the events of one action, to show after those already queued.
    pub fn push(&mut self, events: impl IntoIterator<Item = E>) {
        self.queue.extend(events);
    }

    /// True while anything is being shown or waits to be.
    pub fn busy(&self) -> bool {
        self.current.is_some() || !self.queue.is_empty()
    }

    /// One frame of the player at `pace`, driving `stage`.
    pub fn update<S: Stage<E>>(&mut self, stage: &mut S, pace: Pace) {
        if pace.skip {
            if let Some(cur) = self.current.take() {
                stage.end(cur.event.as_ref());
            }
            while let Some(event) = self.queue.pop_front() {
                stage.begin(&event);
                stage.end(Some(&event));
            }
            return;
        }
        let mut left = pace.speed.max(1);
        while left > 0 {
            self.start_next(stage);
            if let Some(cur) = self.current.as_mut() {
                cur.t += 1;
                left -= 1;
                stage.tick(cur.event.as_ref(), cur.t, cur.len);
                if (cur.t >= cur.len || stage.cut())
                    && let Some(done) = self.current.take()
                {
                    stage.end(done.event.as_ref());
                }
            } else {
                return;
            }
        }
        // What comes next starts now, so no frame sits idle between events
        // (and the game never acts while events are still queued).
        self.start_next(stage);
    }

    /// Begins queued events until one lasts (those of no length are shown at
    /// once), unless one is already showing.
    fn start_next<S: Stage<E>>(&mut self, stage: &mut S) {
        while self.current.is_none() {
            let Some(event) = self.queue.pop_front() else {
                return;
            };
            let len = stage.begin(&event);
            if len == 0 {
                stage.end(Some(&event));
            } else {
                self.current = Some(Current {
                    event: Some(event),
                    t: 0,
                    len,
                });
            }
        }
    }
}
