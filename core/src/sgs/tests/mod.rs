//! Host tests for the Simple Game System.

extern crate std;

mod ai;
mod arena;
mod arena_setup;
mod characters;
mod contract;
mod medic;
mod odds;
mod quest;
mod rolls;
mod wounds;
