//! Links the `cfb` binary as a position-dependent executable on Linux.
//!
//! As a PIE the loader must patch about 20,000 pointers in cfb's static tables (the grammars'
//! parse tables and names) at every start, copying each page it touches: 80 of the 230 page
//! faults and a fifth of the time of `cfb --version`. At a fixed address they are final in the
//! file. The shared libraries, heap and stacks are still placed at random.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
