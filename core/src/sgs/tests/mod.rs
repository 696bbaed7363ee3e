//! Host tests for the Simple Game System.

extern crate std;

mod ai;
mod arena;
mod arena_dice;
mod arena_setup;
mod arena_sound;
mod characters;
mod contract;
mod either;
mod guide;
mod medic;
mod moments;
mod odds;
mod odds_big;
mod odds_played;
mod quest;
mod quest_engine;
mod quest_fights;
mod quest_sound;
mod rolls;
mod wounds;
