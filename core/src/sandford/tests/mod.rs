//! Host tests of the Sandford rules: one named test per rule and ruling.
extern crate std;
