//! Host tests for Tabletop Hero: the contract kit, one named test per paper
//! rule and per ruling, the forecast, the notation and the AI.

extern crate std;

mod contract;
