//! Compiles the C shim over Debian's libmgba (`libmgba-dev`) and links `-lmgba`.

fn main() {
    println!("cargo:rerun-if-changed=shim/mgba_shim.c");
    println!("cargo:rerun-if-changed=build.rs");
    if !std::path::Path::new("/usr/include/mgba/core/core.h").exists()
        && std::env::var_os("MGBA_INCLUDE_DIR").is_none()
    {
        println!(
            "cargo:warning=mGBA headers not found in /usr/include/mgba: install libmgba-dev \
             (apt-get install libmgba-dev) or set MGBA_INCLUDE_DIR"
        );
    }
    let mut build = cc::Build::new();
    build.file("shim/mgba_shim.c").warnings(true);
    if let Some(dir) = std::env::var_os("MGBA_INCLUDE_DIR") {
        build.include(dir);
    }
    println!("cargo:rerun-if-env-changed=MGBA_INCLUDE_DIR");
    println!("cargo:rerun-if-env-changed=MGBA_LIB_DIR");
    build.compile("mgba_shim");
    if let Some(dir) = std::env::var_os("MGBA_LIB_DIR") {
        println!("cargo:rustc-link-search=native={}", dir.to_string_lossy());
    }
    println!("cargo:rustc-link-lib=dylib=mgba");
}
