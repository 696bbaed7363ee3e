//! The text form of a position: one line per part, `key=value` fields.
//!
//! ```text
//! rush players=2 round=3 slot=1 order=1,0 phase=move points=3 minion=0 stopped=0 released=0 asked=0 pile=11 outcome=- house=0
//! roll keys=7,12 rolling=0 rolls=1
//! p0 at=b5 cubes=1 ban=cloud picked=cloud
//! p1 at=4,6 cubes=0 ban=cloud picked=cloud
//! princess team=zombies at=b12 carrier=-
//! princess team=jocks at=cloud carrier=-
//! minions team=zombies at=-
//! minions team=jocks at=3,4/b7
//! fight at=cloud side=zombies attacker=mz defender=mj added=0,0 ties=0 comeback=0 stops=0
//! ```
//!
//! Spaces are `cloud`, `b<n>` for building n, or `<col>,<row>` for a block.
//! Fighters are `p<n>` for player n, `mz` and `mj` for a minion. Phases are
//! `order`, `reappear:<seat>`, `comeback:<0|1>`, `princess-roll`,
//! `nudge:<seat>:<d20>`, `nudge-sign:<seat>:<d20>:<d6>`, `flee:<seat>`,
//! `push:<seat>:<left>`, `hold`, `move-roll`, `move`, `relay`, `target`,
//! `declare:<seat>`, `fight-roll`, `over`. `house` is the house rules' bits
//! ([`HouseRules::bits`]; a text without it plays the paper's rules). The
//! dice are not part of the text.

use core::fmt::{self, Write};
use core::str::FromStr;

use super::game::{Game, NOBODY};
use super::{Fighter, HouseRules, MAX_PLAYERS, MINIONS, Outcome, Phase, Spot, Team};

/// Why a position text could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParseError(pub &'static str);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_cloud() {
            f.write_str("cloud")
        } else if self.is_building() {
            write!(f, "b{}", self.0)
        } else if let Some((c, r)) = self.block_at() {
            write!(f, "{c},{r}")
        } else {
            write!(f, "?{}", self.0)
        }
    }
}

impl FromStr for Spot {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Spot, ParseError> {
        let bad = ParseError("bad space");
        let spot = if s == "cloud" {
            Spot::CLOUD
        } else if let Some(n) = s.strip_prefix('b') {
            let n: u8 = n.parse().map_err(|_| bad)?;
            if !(1..=20).contains(&n) {
                return Err(bad);
            }
            Spot::building(n)
        } else {
            let (c, r) = s.split_once(',').ok_or(bad)?;
            let (c, r): (u8, u8) = (c.parse().map_err(|_| bad)?, r.parse().map_err(|_| bad)?);
            if usize::from(c) >= super::map::COLS || usize::from(r) >= super::map::ROWS {
                return Err(bad);
            }
            Spot::block(c, r)
        };
        if spot.is_valid() { Ok(spot) } else { Err(bad) }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Team::Zombies => "zombies",
            Team::Jocks => "jocks",
        })
    }
}

fn team(s: &str) -> Result<Team, ParseError> {
    match s {
        "zombies" => Ok(Team::Zombies),
        "jocks" => Ok(Team::Jocks),
        _ => Err(ParseError("bad team")),
    }
}

impl fmt::Display for Fighter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fighter::Player(i) => write!(f, "p{i}"),
            Fighter::Minion(Team::Zombies) => f.write_str("mz"),
            Fighter::Minion(Team::Jocks) => f.write_str("mj"),
        }
    }
}

fn fighter(s: &str) -> Result<Fighter, ParseError> {
    match s {
        "mz" => Ok(Fighter::Minion(Team::Zombies)),
        "mj" => Ok(Fighter::Minion(Team::Jocks)),
        _ => Ok(Fighter::Player(seat(
            s.strip_prefix('p').ok_or(ParseError("bad fighter"))?,
        )?)),
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Phase::Order => f.write_str("order"),
            Phase::Reappear { seat } => write!(f, "reappear:{seat}"),
            Phase::Comeback { d20 } => write!(f, "comeback:{}", u8::from(d20)),
            Phase::PrincessRoll => f.write_str("princess-roll"),
            Phase::Nudge { seat, result } => write!(f, "nudge:{seat}:{result}"),
            Phase::NudgeSign { seat, result, d6 } => write!(f, "nudge-sign:{seat}:{result}:{d6}"),
            Phase::Flee { seat } => write!(f, "flee:{seat}"),
            Phase::Push { seat, left } => write!(f, "push:{seat}:{left}"),
            Phase::Hold => f.write_str("hold"),
            Phase::MoveRoll => f.write_str("move-roll"),
            Phase::Move => f.write_str("move"),
            Phase::Relay => f.write_str("relay"),
            Phase::Target => f.write_str("target"),
            Phase::Declare { seat } => write!(f, "declare:{seat}"),
            Phase::FightRoll => f.write_str("fight-roll"),
            Phase::Over => f.write_str("over"),
        }
    }
}

fn num<T: FromStr>(s: &str) -> Result<T, ParseError> {
    s.parse().map_err(|_| ParseError("bad number"))
}

fn seat(s: &str) -> Result<u8, ParseError> {
    let n: u8 = num(s)?;
    if usize::from(n) < MAX_PLAYERS {
        Ok(n)
    } else {
        Err(ParseError("bad seat"))
    }
}

fn bit(s: &str) -> Result<bool, ParseError> {
    match s {
        "0" => Ok(false),
        "1" => Ok(true),
        _ => Err(ParseError("bad flag")),
    }
}

fn phase(s: &str) -> Result<Phase, ParseError> {
    let mut it = s.split(':');
    let name = it.next().unwrap_or("");
    let mut arg = || it.next().ok_or(ParseError("phase lacks a number"));
    Ok(match name {
        "order" => Phase::Order,
        "reappear" => Phase::Reappear {
            seat: seat(arg()?)?,
        },
        "comeback" => Phase::Comeback { d20: bit(arg()?)? },
        "princess-roll" => Phase::PrincessRoll,
        "nudge" => Phase::Nudge {
            seat: seat(arg()?)?,
            result: num(arg()?)?,
        },
        "nudge-sign" => Phase::NudgeSign {
            seat: seat(arg()?)?,
            result: num(arg()?)?,
            d6: num(arg()?)?,
        },
        "flee" => Phase::Flee {
            seat: seat(arg()?)?,
        },
        "push" => Phase::Push {
            seat: seat(arg()?)?,
            left: num(arg()?)?,
        },
        "hold" => Phase::Hold,
        "move-roll" => Phase::MoveRoll,
        "move" => Phase::Move,
        "relay" => Phase::Relay,
        "target" => Phase::Target,
        "declare" => Phase::Declare {
            seat: seat(arg()?)?,
        },
        "fight-roll" => Phase::FightRoll,
        "over" => Phase::Over,
        _ => return Err(ParseError("bad phase")),
    })
}

fn list<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T], sep: char) -> fmt::Result {
    if items.is_empty() {
        return f.write_char('-');
    }
    for (k, x) in items.iter().enumerate() {
        if k > 0 {
            f.write_char(sep)?;
        }
        write!(f, "{x}")?;
    }
    Ok(())
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = usize::from(self.players);
        write!(
            f,
            "rush players={} round={} slot={} order=",
            n, self.round, self.slot
        )?;
        list(f, &self.order[..n], ',')?;
        let outcome = match self.outcome {
            None => "-",
            Some(Outcome::Won(Team::Zombies)) => "zombies",
            Some(Outcome::Won(Team::Jocks)) => "jocks",
            Some(Outcome::Unfinished) => "unfinished",
        };
        writeln!(
            f,
            " phase={} points={} minion={} stopped={} released={} asked={} pile={} outcome={} house={}",
            self.phase,
            self.points,
            u8::from(self.minion_point),
            u8::from(self.stopped),
            u8::from(self.released),
            u8::from(self.asked),
            self.pile,
            outcome,
            self.house.bits()
        )?;
        f.write_str("roll keys=")?;
        list(f, &self.keys[..n], ',')?;
        writeln!(f, " rolling={} rolls={}", self.rolling, self.order_rolls)?;
        for (i, p) in self.p[..n].iter().enumerate() {
            writeln!(
                f,
                "p{i} at={} cubes={} ban={} picked={}",
                p.at, p.cubes, p.ban, p.picked
            )?;
        }
        for t in Team::BOTH {
            write!(
                f,
                "princess team={t} at={} carrier=",
                self.princess[t.idx()]
            )?;
            match self.carrier_of(t) {
                Some(c) => writeln!(f, "{c}")?,
                None => writeln!(f, "-")?,
            }
        }
        for t in Team::BOTH {
            write!(f, "minions team={t} at=")?;
            list(f, &self.minions[t.idx()], '/')?;
            writeln!(f)?;
        }
        let x = &self.fight;
        write!(
            f,
            "fight at={} side={} attacker={} defender={} added={},{} ties={} comeback={} stops={}",
            x.at,
            x.side,
            x.attacker,
            x.defender,
            x.added[0],
            x.added[1],
            x.ties,
            u8::from(x.comeback),
            u8::from(x.stops)
        )
    }
}

/// The value of `key=` on a line.
fn get<'a>(line: &'a str, key: &str) -> Result<&'a str, ParseError> {
    line.split(' ')
        .skip(1)
        .find_map(|kv| {
            kv.split_once('=')
                .filter(|(k, _)| *k == key)
                .map(|(_, v)| v)
        })
        .ok_or(ParseError("a field is missing"))
}

fn spots(s: &str) -> impl Iterator<Item = Result<Spot, ParseError>> + '_ {
    s.split('/').filter(|x| *x != "-").map(str::parse)
}

impl FromStr for Game {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Game, ParseError> {
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        let mut next = |name: &str| {
            lines
                .next()
                .filter(|l| l.split(' ').next() == Some(name))
                .ok_or(ParseError("a line is missing or out of place"))
        };
        let head = next("rush")?;
        let players: u8 = num(get(head, "players")?)?;
        if players != 2 && players != 4 {
            return Err(ParseError("players must be 2 or 4"));
        }
        let mut g = Game::new(1, players);
        let n = usize::from(players);
        g.round = num(get(head, "round")?)?;
        g.slot = num(get(head, "slot")?)?;
        let mut seen = 0u8;
        for (k, o) in get(head, "order")?.split(',').enumerate() {
            let o = seat(o)?;
            if k >= n || o >= players || seen & (1 << o) != 0 {
                return Err(ParseError("bad order"));
            }
            seen |= 1 << o;
            g.order[k] = o;
        }
        if seen.count_ones() as usize != n || usize::from(g.slot) >= n {
            return Err(ParseError("bad order"));
        }
        g.phase = phase(get(head, "phase")?)?;
        g.points = num(get(head, "points")?)?;
        g.minion_point = bit(get(head, "minion")?)?;
        g.stopped = bit(get(head, "stopped")?)?;
        g.released = bit(get(head, "released")?)?;
        g.asked = bit(get(head, "asked")?)?;
        g.pile = num(get(head, "pile")?)?;
        g.outcome = match get(head, "outcome")? {
            "-" => None,
            "zombies" => Some(Outcome::Won(Team::Zombies)),
            "jocks" => Some(Outcome::Won(Team::Jocks)),
            "unfinished" => Some(Outcome::Unfinished),
            _ => return Err(ParseError("bad outcome")),
        };
        // Texts written before the house rules have none: the paper's rules.
        g.house = match get(head, "house") {
            Ok(b) => HouseRules::from_bits(num(b)?).ok_or(ParseError("bad house rules"))?,
            Err(_) => HouseRules::NONE,
        };
        let roll = next("roll")?;
        for (k, v) in get(roll, "keys")?.split(',').enumerate() {
            *g.keys.get_mut(k).ok_or(ParseError("bad keys"))? = num(v)?;
        }
        g.rolling = num(get(roll, "rolling")?)?;
        g.order_rolls = num(get(roll, "rolls")?)?;
        for i in 0..n {
            let mut name = heapless::String::<4>::new();
            let _ = write!(name, "p{i}");
            let l = next(&name)?;
            let p = &mut g.p[i];
            p.at = get(l, "at")?.parse()?;
            p.cubes = num(get(l, "cubes")?)?;
            p.ban = get(l, "ban")?.parse()?;
            p.picked = get(l, "picked")?.parse()?;
        }
        for t in Team::BOTH {
            let l = next("princess")?;
            if team(get(l, "team")?)? != t {
                return Err(ParseError("princesses out of order"));
            }
            g.princess[t.idx()] = get(l, "at")?.parse()?;
            g.carrier[t.idx()] = match get(l, "carrier")? {
                "-" => NOBODY,
                c => seat(c)?,
            };
        }
        for t in Team::BOTH {
            let l = next("minions")?;
            if team(get(l, "team")?)? != t {
                return Err(ParseError("minions out of order"));
            }
            for s in spots(get(l, "at")?) {
                g.minions[t.idx()]
                    .push(s?)
                    .map_err(|_| ParseError("too many minions"))?;
            }
            if g.minions[t.idx()].len() > MINIONS {
                return Err(ParseError("too many minions"));
            }
        }
        let l = next("fight")?;
        let x = &mut g.fight;
        x.at = get(l, "at")?.parse()?;
        x.side = team(get(l, "side")?)?;
        x.attacker = fighter(get(l, "attacker")?)?;
        x.defender = fighter(get(l, "defender")?)?;
        let (a, d) = get(l, "added")?
            .split_once(',')
            .ok_or(ParseError("bad added"))?;
        x.added = [num(a)?, num(d)?];
        x.ties = num(get(l, "ties")?)?;
        x.comeback = bit(get(l, "comeback")?)?;
        x.stops = bit(get(l, "stops")?)?;
        Ok(g)
    }
}
