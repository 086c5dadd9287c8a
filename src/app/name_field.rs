//! The field a learner's name is typed in, with its save and cancel
//! buttons: Home's "Add your name", and adding or renaming in Settings.
//! Each screen gives the field its own id, to hand it the keyboard.

use super::theme;
use iced::widget::{Row, button, row, text, text_input};
use iced::{Center, Length, Padding};

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
