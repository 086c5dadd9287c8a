//! Language and look, both applied the moment they are picked.

use iced::widget::{button, column, container, row, text};
use iced::{Center, Element, Fill};

use super::play::sowing::Speed;
use super::theme::{self, ThemeChoice};
use crate::i18n::{Lang, Localizer};

#[derive(Debug, Default)]
pub struct Settings;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    Language(Lang),
    Theme(ThemeChoice),
    Speed(Speed),
    Home,
}

/// Settings own nothing: the app holds the language and the look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Language(Lang),
    Theme(ThemeChoice),
    Speed(Speed),
    Home,
}

impl Settings {
    pub fn update(&mut self, message: Message) -> Event {
        match message {
            Message::Language(l) => Event::Language(l),
            Message::Theme(t) => Event::Theme(t),
            Message::Speed(s) => Event::Speed(s),
            Message::Home => Event::Home,
        }
    }

    pub fn view<'a>(
        &self,
        i18n: &Localizer,
        current: ThemeChoice,
        speed: Speed,
    ) -> Element<'a, Message> {
        // Languages in a fixed order, each under its own name.
        let order = [Lang::It, Lang::Es, Lang::Ja, Lang::En];
        let languages = row(order.map(|l| {
            button(text(i18n.autonym(l)).size(20))
                .padding([10, 18])
                .style(theme::choice(l == i18n.lang()))
                .on_press(Message::Language(l))
                .into()
        }))
        .spacing(12);
        let themes = row(ThemeChoice::ALL.map(|t| {
            button(text(i18n.tr(t.message_id())).size(20))
                .padding([10, 18])
                .style(theme::choice(t == current))
                .on_press(Message::Theme(t))
                .into()
        }))
        .spacing(12);
        let speeds = row(Speed::ALL.map(|s| {
            button(text(i18n.tr(s.message_id())).size(20))
                .padding([10, 18])
                .style(theme::choice(s == speed))
                .on_press(Message::Speed(s))
                .into()
        }))
        .spacing(12);
        let content = column![
            text(i18n.tr("settings-title")).size(40),
            text(i18n.tr("settings-language")).size(22),
            languages,
            text(i18n.tr("settings-theme")).size(22),
            themes,
            text(i18n.tr("settings-speed")).size(22),
            speeds,
            button(text(i18n.tr("nav-home")).size(18))
                .padding([8, 20])
                .style(button::secondary)
                .on_press(Message::Home),
            text(i18n.tr("settings-keys")).size(14),
        ]
        .spacing(18)
        .align_x(Center);
        container(content).center(Fill).into()
    }
}
