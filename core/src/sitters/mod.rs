//! SiTTeRS (placeholder, being written).
