//! What a running program knows of the device it runs on, for the
//! classroom's records: a random origin for its stamps (two windows or
//! devices never stamp alike), and the device's name in a class folder
//! that several computers share (each keeps its own guest and who learns
//! on it now). The classroom itself draws no random numbers and reads no
//! system names: the app and the command line give it these.

/// A random number for this run's stamps.
#[cfg(not(target_arch = "wasm32"))]
pub fn origin() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    // std seeds each `RandomState` from the system's random source.
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.write_u32(std::process::id());
    h.finish()
}

/// A random number for this page's stamps (the browser's generator).
#[cfg(target_arch = "wasm32")]
pub fn origin() -> u64 {
    let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let lo = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (hi << 32) ^ lo ^ (js_sys::Date::now() as u64)
}

/// This computer's name (its host name), as a class folder keys it.
#[cfg(not(target_arch = "wasm32"))]
pub fn name() -> String {
    let raw = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .or_else(|_| std::fs::read_to_string("/etc/hostname"))
        .ok()
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_default();
    crate::classroom::save::device_name(raw.trim())
}

/// In the browser the class's storage is this device's alone.
#[cfg(target_arch = "wasm32")]
pub fn name() -> String {
    "this".to_owned()
}
