//! mGBA harness (being written).
