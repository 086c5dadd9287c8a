//! The field a learner's name is typed in, with its save and cancel
//! buttons: Home's "Add your name", and adding or renaming in Settings.
//! Each screen gives the field its own id, to hand it the keyboard.

use super::theme;
use crate::app::furigana::text;
use iced::widget::{Row, button, row, text_input};
use iced::{Center, Length, Padding};

use super::learners::Change;
use crate::classroom::{NameProblem, Roster};
use crate::i18n::Localizer;

/// What the field says and sends.
pub struct NameField<M> {
    pub id: &'static str,
    pub on_input: fn(String) -> M,
    /// Sent by Enter and by the save button.
    pub save: M,
    /// The save button's message id ("Add", "Save", ...).
    pub save_label: &'static str,
    pub cancel: M,
    /// Text size; padding follows it.
    pub size: f32,
    /// The field's width (the buttons take what they need).
    pub width: Length,
}

impl<M: Clone + 'static> NameField<M> {
    pub fn view<'a>(self, i18n: &Localizer, name: &str) -> Row<'a, M> {
        let pad = Padding::from([self.size * 0.5, self.size]);
        let label = |id: &str| text(i18n.tr(id)).size(self.size);
        row![
            text_input(&i18n.tr("learners-new-placeholder"), name)
                .id(self.id)
                .on_input(self.on_input)
                .on_submit(self.save.clone())
                .padding(pad.top)
                .size(self.size)
                .width(self.width),
            button(label(self.save_label))
                .padding(pad)
                .on_press(self.save),
            button(label("learners-cancel"))
                .padding(pad)
                .style(theme::secondary)
                .on_press(self.cancel),
        ]
        .spacing(10)
        .align_y(Center)
    }
}

/// A new learner's name being typed, and why it was refused, until it is
/// typed again.
#[derive(Debug, Default)]
pub struct Typed {
    pub name: String,
    pub problem: Option<NameProblem>,
}

impl Typed {
    pub fn set(&mut self, name: String) {
        self.name = name;
        self.problem = None;
    }
}

/// Adds the name typed in `slot` (the field opened if it was not, so no
/// name is dropped): the change to make, the field then closed, or the
/// field to give the keyboard back to, the refusal shown under it (a
/// click on the button took the keyboard from the field).
pub fn add_typed(
    slot: &mut Option<Typed>,
    roster: &Roster,
    field: &'static str,
) -> Result<Change, &'static str> {
    let typed = slot.get_or_insert_default();
    match roster.check(&typed.name, None) {
        Ok(name) => {
            *slot = None;
            Ok(Change::Add(name, None))
        }
        Err(p) => {
            typed.problem = Some(p);
            Err(field)
        }
    }
}
