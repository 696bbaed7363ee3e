//! Host tests for the Simple Game System.

extern crate std;

mod arena;
mod characters;
mod contract;
mod odds;
mod rolls;
