//! How the app looks on this class's screens: colours, sowing speed and
//! board size. Plain data kept with the class; what each choice means on
//! screen (colours, durations, pixels) is the app's, in `src/app/`.

use serde::{Deserialize, Serialize};

/// Light or dark colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ThemeChoice {
    #[default]
    Light,
    Dark,
}

impl ThemeChoice {
    pub const ALL: [ThemeChoice; 2] = [ThemeChoice::Light, ThemeChoice::Dark];

    pub fn message_id(self) -> &'static str {
        match self {
            ThemeChoice::Light => "settings-theme-light",
            ThemeChoice::Dark => "settings-theme-dark",
        }
    }
}

/// How fast sowings are shown: slow for a classroom projector, fast for a
/// player who knows the rules, or not at all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    Off,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Off];

    pub fn message_id(self) -> &'static str {
        match self {
            Speed::Slow => "settings-speed-slow",
            Speed::Normal => "settings-speed-normal",
            Speed::Fast => "settings-speed-fast",
            Speed::Off => "settings-speed-off",
        }
    }
}

/// How big the board and the main texts are drawn: a classroom screen or
/// a projector seen from the back of the room needs them bigger than a
/// learner's own screen does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BoardSize {
    #[default]
    Normal,
    Large,
    Projector,
}

impl BoardSize {
    pub const ALL: [BoardSize; 3] = [BoardSize::Normal, BoardSize::Large, BoardSize::Projector];

    pub fn message_id(self) -> &'static str {
        match self {
            BoardSize::Normal => "settings-size-normal",
            BoardSize::Large => "settings-size-large",
            BoardSize::Projector => "settings-size-projector",
        }
    }
}

/// The look together, as the class keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(default)]
pub struct Look {
    pub theme: ThemeChoice,
    pub speed: Speed,
    pub board_size: BoardSize,
    /// On the desktop, what Tab moves the keyboard to is read aloud (for
    /// a child who cannot see the screen well; `app::semantics`).
    pub speak_focus: bool,
    /// "Less movement": moves shown at once, never seed by seed, whatever
    /// the speed (WCAG 2.3.3; the system's "reduce motion" does the same
    /// without it, `app::motion`).
    pub less_movement: bool,
}
