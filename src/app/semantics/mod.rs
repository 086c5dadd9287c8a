//! What each screen is, told to screen readers and to the keyboard (issue
//! 31 §2). The app draws everything itself, so nothing of it is a page's
//! element. Each redraw, [`layer`] reads the window's widgets through
//! iced's operations (texts, text fields, containers, and what widgets
//! that draw for themselves tell: the board's houses) and asks the
//! widgets where a click would land (the pointer they show), to make an
//! [`Outline`]: headings, texts with their language, buttons and fields
//! with their names, the board's twelve houses and two stores. In the
//! browser the outline becomes a tree of page elements over the canvas
//! (`web/index.html`, `wahreeA11y`), which a screen reader reads and the
//! keyboard moves through; pressing one of its buttons clicks the app
//! where that button is drawn.

pub mod focus;
mod harvest;
pub mod layer;
pub mod outline;
pub mod told;

pub use harvest::TextSize;
pub use layer::{layer, published};
pub use outline::{Node, Outline, Role};
pub use told::{Thing, Told, sized, told};
