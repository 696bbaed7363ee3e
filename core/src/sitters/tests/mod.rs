//! Host tests for SiTTeRS.
