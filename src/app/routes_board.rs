//! What the teacher's board, the game review and the learner's game list
//! ask of the app: which screen comes next and which background task runs.

use iced::Task;

use super::board::{self, TeacherBoard};
use super::review::{self, ReviewScreen, games};
use super::{App, Message, Screen, clock};
use crate::content::author::Draft;
use crate::engine::{Game, Side};

impl App {
    pub(super) fn on_board(&mut self, m: board::Message) -> Task<Message> {
        let Screen::Board(screen) = &mut self.screen else {
            return Task::none();
        };
        let guarded = self.class.settings().pin.is_some() && !self.unlocked;
        screen.set_teacher(self.class.class_lang(self.system), guarded);
        let waiting = self.class.link().is_some().then_some(self.live_board.len());
        screen.set_live(waiting);
        let event = screen.update(m);
        self.board_event(event)
    }

    pub(super) fn on_review(&mut self, m: review::Message) -> Task<Message> {
        let Screen::Review(screen) = &mut self.screen else {
            return Task::none();
        };
        let event = screen.update(m);
        self.review_event(event)
    }

    pub(super) fn on_games(&mut self, m: games::Message) -> Task<Message> {
        match m {
            games::Message::Home => {
                self.go_home();
                Task::none()
            }
            games::Message::Review(i) => {
                let recent = &self.class.learner().games.recent;
                let Some(record) = games::newest_first(recent).nth(i) else {
                    return Task::none();
                };
                // A record that no longer replays has nothing to review.
                let Some(game) = record.game.replay() else {
                    return Task::none();
                };
                let side = games::learner_side(record);
                self.open_review(game, side)
            }
        }
    }

    /// The learner's last games, to review.
    pub(super) fn open_games(&mut self) {
        self.screen = Screen::Games(games::Games {
            now: clock::seconds(),
        });
    }

    /// Shows the teacher's board and starts what it asks for.
    pub(super) fn open_board(&mut self, mut screen: TeacherBoard) -> Task<Message> {
        let event = screen.start();
        self.screen = Screen::Board(Box::new(screen));
        self.board_event(event)
    }

    /// Shows a game's review, seen from `side`, and starts it.
    pub(super) fn open_review(&mut self, game: Game, side: Side) -> Task<Message> {
        let mut screen = ReviewScreen::new(game, side, self.speed());
        let event = screen.start();
        self.screen = Screen::Review(Box::new(screen));
        self.review_event(event)
    }

    fn board_event(&mut self, event: Option<board::Event>) -> Task<Message> {
        match event {
            None => Task::none(),
            // Opened from the teacher's view: back there.
            Some(board::Event::Home) if std::mem::take(&mut self.board_from_teacher) => {
                self.screen = Screen::Teacher(super::teacher::Teacher::default());
                self.follow_language();
                Task::none()
            }
            Some(board::Event::Home) => {
                // A search still on its way finds no board and is dropped.
                self.go_home();
                Task::none()
            }
            Some(board::Event::Analyse(ask)) => {
                let stop = ask.stop.clone();
                super::background::task(ask.job(), &stop, move |done| {
                    let crate::coach::Done::Analysed(analysis) = done else {
                        return None;
                    };
                    Some(Message::Board(board::Message::Seen(Box::new(
                        ask.seen(analysis),
                    ))))
                })
            }
            Some(board::Event::Focus(id)) => iced::widget::operation::focus(id),
            Some(board::Event::ForLive(choice)) => {
                // Each position once, and no more than a challenge holds.
                if self.live_board.len() < crate::live::MAX_PUZZLES
                    && !self.live_board.contains(&choice)
                {
                    self.live_board.push(choice);
                }
                if let Screen::Board(b) = &mut self.screen {
                    b.set_live(Some(self.live_board.len()));
                }
                Task::none()
            }
            Some(board::Event::SavePuzzle(mut draft)) => {
                if !self.teacher_saves() {
                    return Task::none();
                }
                let result = self.save_puzzle(&mut draft);
                self.on_board(board::Message::Saved(result))
            }
        }
    }

    fn review_event(&mut self, event: Option<review::Event>) -> Task<Message> {
        match event {
            None => Task::none(),
            // A step still on its way finds no review and is dropped; the
            // screen's reviewer is stopped when the screen goes.
            Some(review::Event::Back) => {
                self.go_home();
                Task::none()
            }
            Some(review::Event::ShowMove(y)) => iced::widget::operation::snap_to(
                review::MOVES_ID,
                iced::widget::operation::RelativeOffset {
                    x: None,
                    y: Some(y),
                },
            ),
            // One move's analysis per step, within its node budget: on the
            // desktop in the thread pool; in the browser on the page itself
            // (its reviewer and table go on from move to move), which
            // handles input between two steps (docs/web.md).
            Some(review::Event::Step(request)) => {
                Task::perform(async move { review::step(&request) }, |stepped| {
                    Message::Review(review::Message::Stepped(Box::new(stepped)))
                })
            }
            Some(review::Event::OpenBoard(game)) => {
                self.open_board(TeacherBoard::from_game(game, self.speed()))
            }
        }
    }

    /// Whether the teacher is the one saving a puzzle: the class has no
    /// PIN, or it was typed (in the form, or at a door since Home), else
    /// the form is told why not (a wrong PIN, or the wait after several).
    fn teacher_saves(&mut self) -> bool {
        let Some(pin) = self.class.settings().pin.clone() else {
            return true;
        };
        if self.unlocked {
            return true;
        }
        let Screen::Board(screen) = &mut self.screen else {
            return false;
        };
        let Some(form) = screen.form_mut() else {
            return false;
        };
        let typed = form.pin().unwrap_or_default().to_owned();
        let now = iced::time::Instant::now();
        match self.tries.check(&pin, &typed, now) {
            Some(true) => {
                self.unlocked = true;
                form.pin_accepted();
                true
            }
            Some(false) => {
                let mut why = self.i18n.tr("lock-wrong");
                if let Some(wait) = self.tries.say(&self.i18n, now) {
                    why = format!("{why} {wait}");
                }
                form.pin_refused(why);
                false
            }
            None => {
                let wait = self.tries.say(&self.i18n, now).unwrap_or_default();
                form.pin_refused(wait);
                false
            }
        }
    }

    /// Writes a puzzle from the teacher's board into the teacher's own
    /// lesson folder and reads the folders again, so that it joins the
    /// list at once.
    fn save_puzzle(&mut self, draft: &mut Draft) -> Result<String, &'static str> {
        let dir = self
            .folders
            .as_ref()
            .and_then(|f| f.own.clone())
            .ok_or("board-save-no-folder")?;
        let taken = self.puzzle_list().iter().map(|p| p.id.as_str());
        draft.id = board::save::next_id(&dir, taken);
        board::save::write(&dir, draft)?;
        self.reload_content();
        Ok(draft.id.clone())
    }
}
