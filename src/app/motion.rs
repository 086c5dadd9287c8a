//! Whether the system asks for less movement: the browser's
//! `prefers-reduced-motion: reduce` (asked each time, so a change in the
//! device's settings counts from the next move), GNOME's
//! `org.gnome.desktop.interface enable-animations` on Linux (read once).
//! With it, or with Settings' "Less movement", a move is shown at once,
//! never seed by seed (`App::speed`).

/// The system asks for less movement.
#[cfg(target_arch = "wasm32")]
pub fn system_asks() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// The system asks for less movement.
#[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
pub fn system_asks() -> bool {
    use std::sync::OnceLock;
    static ASKS: OnceLock<bool> = OnceLock::new();
    *ASKS.get_or_init(|| {
        std::process::Command::new("gsettings")
            .args(["get", "org.gnome.desktop.interface", "enable-animations"])
            .stderr(std::process::Stdio::null())
            .output()
            .ok()
            .filter(|o| o.status.success())
            .is_some_and(|o| gnome_says_no_animations(&o.stdout))
    })
}

/// The system asks for less movement: not known here, so no.
#[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
pub fn system_asks() -> bool {
    false
}

/// What `gsettings get … enable-animations` printed means "off".
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn gnome_says_no_animations(out: &[u8]) -> bool {
    String::from_utf8_lossy(out).trim() == "false"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_gnome_s_false_turns_animations_off() {
        assert!(gnome_says_no_animations(b"false\n"));
        assert!(!gnome_says_no_animations(b"true\n"));
        assert!(!gnome_says_no_animations(b""));
        assert!(!gnome_says_no_animations(b"No such schema"));
    }
}
