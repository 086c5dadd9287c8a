//! The window's icon: the app's icon (assets/icon/wahree.svg) at 64
//! pixels, kept as raw RGBA by scripts/icon.sh so that no image decoder is
//! built for it. The desktop's menu and task bar find the larger sizes
//! through the window's application id, `wahree`, the name of the menu
//! entry (assets/linux/wahree.desktop).

use iced::window::Icon;

/// The application id: the menu entry's file name without `.desktop`.
pub const APP_ID: &str = "wahree";

const SIDE: u32 = 64;
const RGBA: &[u8] = include_bytes!("../../assets/icon/wahree-64.rgba");

/// The icon for the window, if its pixels make one (they do; the test
/// below checks it).
pub fn window_icon() -> Option<Icon> {
    iced::window::icon::from_rgba(RGBA.to_vec(), SIDE, SIDE).ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_icon_is_a_square_of_64_pixels_with_see_through_corners() {
        let icon = super::window_icon().expect("the raw pixels make an icon");
        assert_eq!(icon.into_raw().1, iced::Size::new(64, 64));
        // The board is wider than tall: the top-left pixel is transparent,
        // the middle one the board's own.
        assert_eq!(super::RGBA[3], 0);
        let middle = (32 * 64 + 32) * 4 + 3;
        assert_eq!(super::RGBA[middle], 255);
    }
}
