//! The first screen: what the app offers today.

use iced::widget::{Column, button, column, container, row, text};
use iced::{Center, Element, Fill};

use super::play::{BoardCache, BoardMessage, start_board};
use super::theme;
use crate::engine::House;
use crate::i18n::Localizer;

/// The home screen, with a starting board to touch: hovering a house shows
/// where its seeds would go, clicking it starts a game with that move.
#[derive(Debug, Default)]
pub struct Home {
    board: BoardCache,
    hovered: Option<House>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    Play,
    PlayComputer,
    Lessons,
    Puzzles,
    Settings,
    Board(BoardMessage),
}

/// What the home screen asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    OpenPlay,
    /// A game with a friend, opened with this move (if it is legal).
    OpenPlayWith(House),
    OpenComputer,
    OpenLessons,
    OpenPuzzles,
    OpenSettings,
}

impl Home {
    pub fn update(&mut self, message: Message) -> Option<Event> {
        Some(match message {
            Message::Play => Event::OpenPlay,
            Message::PlayComputer => Event::OpenComputer,
            Message::Lessons => Event::OpenLessons,
            Message::Puzzles => Event::OpenPuzzles,
            Message::Settings => Event::OpenSettings,
            Message::Board(BoardMessage::Clicked(h)) => Event::OpenPlayWith(h),
            Message::Board(BoardMessage::Hovered(h)) => {
                self.hovered = h;
                return None;
            }
        })
    }

    /// `notice`: the message id of something the learner must be told.
    pub fn view<'a>(&'a self, i18n: &Localizer, notice: Option<&str>) -> Element<'a, Message> {
        let wide = |label: String, message| {
            button(text(label).size(22).center().width(Fill))
                .padding([12, 24])
                .width(360)
                .on_press(message)
        };
        let notice = notice.map(|id| {
            container(text(i18n.tr(id)).size(16))
                .padding(12)
                .max_width(560)
                .style(theme::notice)
        });
        let content = column![
            text(i18n.tr("app-title")).size(56),
            text(i18n.tr("home-tagline")).size(20),
            container(start_board(&self.board, self.hovered, i18n).map(Message::Board))
                .max_width(760),
            row![
                column![
                    wide(i18n.tr("home-play"), Message::Play),
                    text(i18n.tr("home-play-hint")).size(15),
                ]
                .spacing(6)
                .align_x(Center),
                column![
                    wide(i18n.tr("home-play-computer"), Message::PlayComputer),
                    text(i18n.tr("home-play-computer-hint")).size(15),
                ]
                .spacing(6)
                .align_x(Center),
            ]
            .spacing(24),
            row![
                column![
                    wide(i18n.tr("home-lessons"), Message::Lessons),
                    text(i18n.tr("home-lessons-hint")).size(15),
                ]
                .spacing(6)
                .align_x(Center),
                column![
                    wide(i18n.tr("home-puzzles"), Message::Puzzles),
                    text(i18n.tr("home-puzzles-hint")).size(15),
                ]
                .spacing(6)
                .align_x(Center),
            ]
            .spacing(24),
            wide(i18n.tr("home-settings"), Message::Settings).style(button::secondary),
        ]
        .spacing(20)
        .align_x(Center);
        let content = Column::new()
            .push(content)
            .push(notice)
            .spacing(32)
            .align_x(Center);
        container(content).center(Fill).into()
    }
}
