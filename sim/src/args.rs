//! A tiny `--key value` argument parser shared by the game simulators.

use std::collections::HashMap;

use tabletop_core::contract::Level;

/// Parsed `--key value` pairs.
pub struct Args {
    values: HashMap<String, String>,
}

impl Args {
    /// Parses `--key value` pairs; every key must be in `known`.
    pub fn parse(argv: &[String], known: &[&str]) -> Result<Args, String> {
        let mut values = HashMap::new();
        let mut it = argv.iter();
        while let Some(key) = it.next() {
            let name = key
                .strip_prefix("--")
                .ok_or_else(|| format!("expected --option, got {key:?}"))?;
            if !known.contains(&name) {
                return Err(format!(
                    "unknown option --{name}; known: --{}",
                    known.join(", --")
                ));
            }
            let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
            values.insert(name.to_string(), value.clone());
        }
        Ok(Args { values })
    }

    /// A number option, or its default.
    pub fn num(&self, key: &str, default: u64) -> Result<u64, String> {
        match self.values.get(key) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("--{key} wants a whole number, got {v:?}")),
        }
    }

    /// A computer level option (`random`, `easy`, `normal` or `hard`), or its
    /// default.
    pub fn level(&self, key: &str, default: Level) -> Result<Level, String> {
        match self.values.get(key) {
            None => Ok(default),
            Some(v) => Level::parse(v).ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("--{key} must be one of {}, got {v:?}", names.join(", "))
            }),
        }
    }

    /// A text option, if given.
    pub fn text(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }
}
