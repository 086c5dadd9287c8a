//! The app's routes for the teacher's "Games between classmates" and its
//! projector (`duel/class.rs`, `duel/boards.rs`): opened from the
//! teacher's view (kept, as the live class keeps it, in
//! `App::live_back`), the looks at the class's games with the teacher's
//! stream making them come at once, and what the teacher asks.

use iced::Task;
use iced::time::Instant;

use super::duel::class::{self, Answer, ClassGames, Event, Kid, Show};
use super::remote::Remote;
use super::remote::api::Failure;
use super::remote::duel as calls;
use super::remote::push;
use super::symbols::Picture;
use super::{App, Message, Screen};

fn answer(a: Answer) -> Message {
    Message::ClassDuels(Box::new(a))
}

/// The class's games and who is here, then the events since `after`.
async fn look(remote: Remote, after: u64) -> Result<class::Looked, Failure> {
    let (games, here) = calls::class_games(remote.clone()).await?;
    let events = calls::class_events(remote, after, None)
        .await
        .unwrap_or_default();
    Ok((games, here, events))
}

/// The class's children as the list names them.
fn kids<'a>(learners: impl IntoIterator<Item = &'a crate::classroom::Learner>) -> Vec<Kid> {
    learners
        .into_iter()
        .filter(|l| !l.is_guest())
        .map(|l| Kid {
            id: l.id.clone(),
            name: l.name.clone(),
            picture: Picture::of(l),
        })
        .collect()
}

impl App {
    /// "Games between classmates" from the teacher's view (signed in to
    /// the class server): the class's children are the teacher's view's.
    pub(super) fn open_class_games(&mut self) -> Task<Message> {
        let Screen::Teacher(t) = &self.screen else {
            return Task::none();
        };
        let Some(online) = t.online() else {
            return Task::none();
        };
        let kids = kids(online.class.roster().named());
        let c = ClassGames::new(kids, self.speed());
        let left = std::mem::replace(&mut self.screen, Screen::ClassGames(Box::new(c)));
        if self.live_back.is_none() {
            self.live_back = Some(Box::new(left));
        }
        Task::none()
    }

    /// A look at the class's games, when due (the sync loop's clock).
    pub(super) fn class_games_look(&mut self, at: Instant, now: Instant) -> Task<Message> {
        let Some(remote) = self.sync.remote(&self.class) else {
            return Task::none();
        };
        let Screen::ClassGames(c) = &mut self.screen else {
            return Task::none();
        };
        if !c.looks.due(at, now) {
            return Task::none();
        }
        Task::perform(look(remote, c.seq), |r| answer(Answer::Looked(r)))
    }

    /// The teacher's stream of the class's games (one game's on the
    /// projector's single board), while the screen is on show.
    pub(super) fn class_games_pushes(&self) -> Option<iced::Subscription<Message>> {
        let Screen::ClassGames(c) = &self.screen else {
            return None;
        };
        let remote = self.sync.remote(&self.class)?;
        let game = match &c.show {
            Show::One(id) => Some(id.as_str()),
            _ => None,
        };
        let call = calls::class_stream(game);
        Some(push::pushes(remote, call).map(|p| answer(Answer::Pushed(p))))
    }

    pub(super) fn on_class_games(&mut self, m: class::Message) -> Task<Message> {
        let remote = self.sync.remote(&self.class);
        let Screen::ClassGames(c) = &mut self.screen else {
            return Task::none();
        };
        let Some(event) = c.update(m) else {
            return Task::none();
        };
        let Some(remote) = remote else {
            if let Event::Back = event {
                self.leave_class_games();
            } else {
                let why = self.i18n.tr(Failure::Unreachable.message_id());
                if let Screen::ClassGames(c) = &mut self.screen {
                    c.answered(Some(why));
                }
            }
            return Task::none();
        };
        match event {
            Event::Back => {
                self.leave_class_games();
                Task::none()
            }
            Event::Pair { south, north } => {
                let asked = vec![south.clone(), north.clone()];
                Task::perform(calls::pair(remote, south, north), move |r| {
                    answer(Answer::Paired {
                        asked: asked.clone(),
                        answer: r,
                    })
                })
            }
            Event::Teach(id, t) => {
                Task::perform(calls::teach(remote, id, t), |r| answer(Answer::Taught(r)))
            }
            Event::ClassTimer(t) => Task::perform(calls::class_timer(remote, t), move |r| {
                answer(Answer::TimerSet(t, r))
            }),
        }
    }

    fn leave_class_games(&mut self) {
        match self.live_back.take() {
            Some(s) => self.screen = *s,
            None => self.go_home(),
        }
        self.follow_language();
    }

    pub(super) fn on_class_duels(&mut self, a: Answer) -> Task<Message> {
        let words = |app: &App, f: &Failure, asked: &[crate::classroom::LearnerId]| match (
            f,
            &app.screen,
        ) {
            (Failure::Duel(id), Screen::ClassGames(c)) => c.refusal(&app.i18n, id, asked),
            _ => app.i18n.tr(f.message_id()),
        };
        match a {
            Answer::Looked(r) => {
                let Screen::ClassGames(c) = &mut self.screen else {
                    return Task::none();
                };
                let again = c.looks.back();
                match r {
                    Ok((games, here, events)) => {
                        c.events(&events);
                        c.listed(games, here);
                    }
                    Err(f) => {
                        let why = self.i18n.tr(f.message_id());
                        if let Screen::ClassGames(c) = &mut self.screen {
                            c.said = Some(why);
                        }
                    }
                }
                let mut tasks = Vec::new();
                if let (Screen::ClassGames(c), Some(remote)) =
                    (&mut self.screen, self.sync.remote(&self.class))
                    && c.strangers()
                {
                    tasks.push(Task::perform(
                        async move {
                            let class = super::remote::api::class(remote).await?;
                            Ok(kids(&class.learners))
                        },
                        |r| answer(Answer::Class(r)),
                    ));
                }
                if again {
                    let now = Instant::now();
                    tasks.push(self.class_games_look(now, now));
                }
                return Task::batch(tasks);
            }
            Answer::Paired { asked, answer } => {
                let why = answer.as_ref().err().map(|f| words(self, f, &asked));
                if let Screen::ClassGames(c) = &mut self.screen {
                    c.answered(why);
                    if let Ok(view) = answer {
                        c.paired(view);
                    }
                    c.looks.soon();
                }
            }
            Answer::Taught(answer) => {
                let why = answer.as_ref().err().map(|f| words(self, f, &[]));
                if let Screen::ClassGames(c) = &mut self.screen {
                    c.answered(why);
                    if let Ok(view) = answer {
                        c.seen(view);
                    }
                    c.looks.soon();
                }
            }
            Answer::TimerSet(t, answer) => {
                let why = answer.as_ref().err().map(|f| words(self, f, &[]));
                if let Screen::ClassGames(c) = &mut self.screen {
                    c.answered(why);
                    if answer.is_ok() {
                        c.timer_set(t);
                    }
                }
            }
            Answer::Class(r) => {
                if let Screen::ClassGames(c) = &mut self.screen {
                    c.asking_class = false;
                    if let Ok(kids) = r {
                        c.class = kids;
                    }
                }
            }
            Answer::Pushed(p) => {
                if let Screen::ClassGames(c) = &mut self.screen {
                    c.looks.heard(p);
                }
                if matches!(p, push::Push::Open | push::Push::Event(_)) {
                    let now = Instant::now();
                    return self.class_games_look(now, now);
                }
            }
        }
        Task::none()
    }
}
