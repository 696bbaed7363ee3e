mod common;
use common::{boot, keys, shot};
use tabletop_emu::Key;

fn key(s: &str) -> Key {
    match s {
        "A" => Key::A, "B" => Key::B, "Sel" => Key::Select, "St" => Key::Start,
        "U" => Key::Up, "D" => Key::Down, "L" => Key::Left, "R" => Key::Right,
        "LB" => Key::L, "RB" => Key::R, _ => panic!("bad key {s}"),
    }
}

#[test]
fn playtest() {
    let path = std::env::var("PT_SCRIPT").unwrap();
    let script = std::fs::read_to_string(path).unwrap();
    let mut emu = boot();
    let mut seen = 0usize;
    for line in script.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') { continue; }
        let mut w = line.split_whitespace();
        let cmd = w.next().unwrap();
        match cmd {
            "k" => for t in w {
                // t like A or Rx5
                let (k, n) = t.split_once('x').map(|(a,b)|(a,b.parse().unwrap())).unwrap_or((t,1));
                for _ in 0..n { keys(&mut emu, &[key(k)]); }
            },
            "f" => emu.run_frames(w.next().unwrap().parse().unwrap()),
            "s" => { emu.run_frames(2); shot(&emu, &format!("pt-{}", w.next().unwrap())); },
            "hold" => { let ks: Vec<Key> = w.map(key).collect(); emu.hold(&ks); },
            "rel" => emu.release_all(),
            _ => panic!("bad cmd {cmd}"),
        }
    }
    let lines: Vec<String> = emu.rom_lines().map(String::from).collect();
    if std::env::var("PT_LOG").is_ok() {
        for l in &lines[seen.min(lines.len())..] { eprintln!("LOG {l}"); }
    }
    seen = lines.len(); let _ = seen;
}
