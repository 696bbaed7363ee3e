//! The rules and AI of the Tabletop Advance games.
//!
//! `no_std` and allocation-free: collections are `heapless`, arithmetic that would
//! want floats uses the `fixed` crate, and every random number comes from a seeded
//! `tinyrand` generator owned by the game state. Rules emit events; front ends
//! (the GBA cartridge, the host simulator) animate or count them.
#![no_std]
#![deny(missing_docs)]

pub mod contract;
#[cfg(feature = "hero")]
pub mod hero;
#[cfg(feature = "rush")]
pub mod rush;
#[cfg(feature = "sandford")]
pub mod sandford;
#[cfg(feature = "sgs")]
pub mod sgs;
#[cfg(feature = "sitters")]
pub mod sitters;
#[cfg(any(test, feature = "toy"))]
pub mod toy;
