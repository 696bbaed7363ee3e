//! The Doom that Came to Sandford (placeholder, being written).
