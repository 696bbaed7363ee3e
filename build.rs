//! Links the ROM with the project's own `linker.ld` (which includes agb's `gba.ld`
//! and adds the cartridge's size guard). Host builds are left alone.

fn main() {
    println!("cargo:rerun-if-changed=linker.ld");
    println!("cargo:rerun-if-changed=build.rs");
    let target = std::env::var("TARGET").unwrap_or_default();
    if target.starts_with("thumbv4t") || target.starts_with("armv4t") {
        let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
        println!("cargo:rustc-link-arg=-T{dir}/linker.ld");
    }
}
