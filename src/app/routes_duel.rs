//! The app's routes for games between two devices (`duel/`): telling the
//! server whose card is picked here, following this device's children's
//! games (push and looks), "Play a classmate", the invitation and the
//! game's screen, and Home's card for them.

use iced::Task;
use iced::time::Instant;

use super::duel::classmates::{self, Classmate, Classmates};
use super::duel::game::{self, DuelGame, Player};
use super::duel::{Message as D, Say, other};
use super::remote::api::Failure;
use super::remote::duel as calls;
use super::remote::push;
use super::symbols::Picture;
use super::{App, Message, Screen};
use crate::classroom::LearnerId;
use crate::duel::wire::ChallengeIn;
use crate::duel::{Act, ActIn, First, Phase, View};

impl App {
    /// What the device tells the server, or asks it, when due: whose card
    /// is picked here (at once when it changes), else a look at the game
    /// on show or at this device's children's games.
    pub(super) fn duel_look(&mut self, at: Instant, now: Instant) -> Task<Message> {
        let (Some(remote), Some(link)) = (self.sync.remote(&self.class), self.class.link()) else {
            return Task::none();
        };
        let token = link.token.clone();
        let learner = self.class.learner();
        let cards: Vec<LearnerId> = if learner.is_guest() {
            Vec::new()
        } else {
            vec![learner.id.clone()]
        };
        match self.duel.here_due(&cards, at, now) {
            Some(Say::Claim(list)) => {
                return Task::perform(calls::here(remote, token, list), |r| {
                    Message::duel(D::Here(r))
                });
            }
            Some(Say::Check) => {
                return Task::perform(calls::who(remote, token), |r| Message::duel(D::Checked(r)));
            }
            None => {}
        }
        if !self.duel.look_due(at, now) {
            return Task::none();
        }
        match &self.screen {
            Screen::Duel(g) => Task::perform(calls::view(remote, token, g.id().to_owned()), |r| {
                Message::duel(D::Seen(r))
            }),
            _ => Task::perform(calls::games(remote, token), |r| Message::duel(D::Games(r))),
        }
    }

    /// The device's stream of its children's games, while the server
    /// holds a card of this device.
    pub(super) fn duel_pushes(&self) -> Option<iced::Subscription<Message>> {
        let remote = self.sync.remote(&self.class)?;
        self.duel.holds()?;
        let call = calls::stream(&self.class.link()?.token);
        Some(push::pushes(remote, call).map(|p| Message::duel(D::Pushed(p))))
    }

    /// A classmate as the screens show them: their card on this device
    /// (the class's cards come with the sync), or "your classmate".
    fn player(&self, id: &LearnerId) -> Player {
        match self.class.roster().named().find(|l| &l.id == id) {
            Some(l) => Player {
                name: l.name.clone(),
                picture: Picture::of(l),
            },
            None => Player {
                name: self.i18n.tr("duel-someone"),
                picture: Picture::Guest,
            },
        }
    }

    /// The classmates here now, the child's own card left out.
    fn classmates_here(&self) -> Vec<Classmate> {
        let me = &self.class.learner().id;
        self.class
            .roster()
            .named()
            .filter(|l| &l.id != me && self.duel.here.contains(&l.id))
            .map(|l| Classmate {
                id: l.id.clone(),
                name: l.name.clone(),
                picture: Picture::of(l),
            })
            .collect()
    }

    /// The classmates' list shows who the server said is here.
    fn show_classmates(&mut self) {
        let shown = self.classmates_here();
        if let Screen::Classmates(c) = &mut self.screen {
            c.shown = shown;
            c.asking = false;
        }
    }

    /// A refusal in the child's words (`name`: the classmate's). The
    /// server's `duel-busy` does not say which of the two plays already:
    /// when this child does (a game of theirs is on or adjourned), it is
    /// said to them, not blamed on the classmate.
    fn duel_words(&self, f: &Failure, name: &str, house: Option<u8>) -> String {
        let me = &self.class.learner().id;
        let mine_busy = self.duel.games.iter().any(|v| {
            matches!(v.phase, Phase::Playing | Phase::Adjourned)
                && v.seats.as_ref().is_some_and(|s| s.contains(me))
        });
        match f {
            Failure::Duel(id) if id == "duel-busy" && mine_busy => self.i18n.tr("duel-busy-you"),
            Failure::Duel(id) if self.i18n.has(id) => {
                let house = house.map_or(0, |h| h % 6 + 1);
                self.i18n.tr_with(
                    id,
                    &[("name", name.to_owned().into()), ("house", house.into())],
                )
            }
            _ => self.i18n.tr(f.message_id()),
        }
    }

    /// Opens game `view` for the child whose card is picked.
    fn open_duel(&mut self, view: View) {
        let me = self.class.learner().id.clone();
        let mine = self.player(&me);
        let theirs = self.player(other(&view, &me));
        let g = DuelGame::new(view, me, mine, theirs, self.speed());
        self.screen = Screen::Duel(Box::new(g));
        self.duel.soon();
    }

    /// The game's two children named as this device knows them now: a
    /// classmate's card may come with a sync after the game opened (a
    /// classmate who joined from another device), and "your classmate"
    /// then gives way to their name.
    fn name_duel_players(&mut self) {
        let Screen::Duel(g) = &self.screen else {
            return;
        };
        let me = g.me().clone();
        let mine = self.player(&me);
        let theirs = self.player(other(g.view_seen(), &me));
        if let Screen::Duel(g) = &mut self.screen {
            g.name_players(mine, theirs);
        }
    }

    /// "Play a classmate": the list, and the server asked who is here.
    pub(super) fn open_classmates(&mut self) {
        let shown = self.classmates_here();
        self.screen = Screen::Classmates(Classmates {
            shown,
            asking: true,
            ..Classmates::default()
        });
        self.duel.say_again();
    }

    /// Home's card: the game Home offers the child, if any.
    pub(super) fn duel_offer(&self) -> Option<super::home::Offer> {
        let learner = self.class.learner();
        if learner.is_guest() || self.class.link().is_none() {
            return None;
        }
        let view = self.duel.offer_for(&learner.id)?;
        let key = match view.phase {
            Phase::Invited if view.invited == learner.id => "duel-card-invited",
            Phase::Invited => "duel-card-waiting",
            _ => "duel-card-continue",
        };
        let name = self.player(other(view, &learner.id)).name;
        let args = [("name", name.into())];
        Some(super::home::Offer::Duel {
            said: self.i18n.tr_with(key, &args),
            second: self.i18n.second().map(|l| l.tr_with(key, &args)),
            key: "duel-card-key",
        })
    }

    /// An invitation to the child whose card is picked, shown over their
    /// screen (Home's card says it on Home; a game's screen is busy with
    /// its own game; the live prompt comes first).
    pub fn duel_prompt(&self) -> Option<&View> {
        let learner = self.class.learner();
        let childs = !matches!(
            self.screen,
            Screen::Home(_)
                | Screen::Duel(_)
                | Screen::LiveDevice(_)
                | Screen::Projector(_)
                | Screen::ClassGames(_)
                | Screen::LiveStart(_)
                | Screen::Teacher(_)
                | Screen::SignIn(_)
                | Screen::OrganiserSignIn(_)
                | Screen::Lock(_)
                | Screen::Settings(_)
                | Screen::Join(_)
                | Screen::Picker(..)
        );
        if !childs || learner.is_guest() || self.live_prompt().is_some() {
            return None;
        }
        self.duel
            .offer_for(&learner.id)
            .filter(|v| v.phase == Phase::Invited && v.invited == learner.id)
    }

    /// The bar over a child's screen: who invites them, and "Look".
    pub(super) fn duel_prompt_bar(&self, view: &View) -> iced::Element<'_, Message> {
        use iced::widget::{button, container, row};
        let name = self.player(&view.challenger).name;
        let args = [("name", name.into())];
        let t = self.board_size().text(20).min(22.0);
        let said = self.i18n.tr_with("duel-card-invited", &args);
        let second = self
            .i18n
            .second()
            .map(|l| l.tr_with("duel-card-invited", &args));
        container(
            row![
                super::speak::both(said, second, t),
                button(super::furigana::text(self.i18n.tr("duel-prompt-open")).size(t))
                    .padding([8, 24])
                    .style(super::theme::primary)
                    .on_press(Message::duel(D::Open)),
            ]
            .spacing(24)
            .align_y(iced::Center)
            .wrap()
            .vertical_spacing(8),
        )
        .padding([6, 16])
        .width(iced::Fill)
        .style(super::theme::reminder)
        .into()
    }

    /// Home's card pressed: the game it offers.
    pub(super) fn open_offered_duel(&mut self) {
        let learner = self.class.learner().id.clone();
        if let Some(view) = self.duel.offer_for(&learner).cloned() {
            self.open_duel(view);
        }
    }

    pub(super) fn on_duel(&mut self, m: D) -> Task<Message> {
        match m {
            D::Here(answer) => {
                self.duel.here_answered(&answer);
                self.show_classmates();
            }
            D::Checked(answer) => {
                let again = self.duel.checked(&answer);
                self.show_classmates();
                if let (Some(cards), Some(remote), Some(link)) =
                    (again, self.sync.remote(&self.class), self.class.link())
                {
                    return Task::perform(calls::here(remote, link.token.clone(), cards), |r| {
                        Message::duel(D::Here(r))
                    });
                }
            }
            D::Games(answer) => {
                self.duel.looked();
                if self.duel.take_again() {
                    self.duel.soon();
                }
                if let Ok(games) = answer {
                    self.duel.seen_games(games);
                }
            }
            D::Seen(answer) => {
                self.duel.looked();
                if self.duel.take_again() {
                    self.duel.soon();
                }
                if let (Screen::Duel(g), Ok(view)) = (&mut self.screen, answer) {
                    g.seen(view);
                }
                self.name_duel_players();
            }
            D::Challenged(Ok(view)) => {
                if matches!(self.screen, Screen::Classmates(_)) {
                    self.duel.games.push(view.clone());
                    self.open_duel(view);
                }
            }
            D::Challenged(Err(f)) => {
                let name = match &self.screen {
                    Screen::Classmates(c) => c.chosen_name(),
                    _ => None,
                };
                let why = self.duel_words(&f, &name.unwrap_or_default(), None);
                if let Screen::Classmates(c) = &mut self.screen {
                    c.refused(why);
                }
            }
            D::Acted { act, answer } => {
                let Screen::Duel(g) = &self.screen else {
                    return Task::none();
                };
                let house = match act {
                    Act::Move { house, .. } => Some(house),
                    _ => None,
                };
                let name = self.player(other(g.view_seen(), g.me())).name;
                let answer = answer.map_err(|f| self.duel_words(&f, &name, house));
                let refused = answer.is_err();
                if let Screen::Duel(g) = &mut self.screen {
                    g.acted(answer);
                }
                self.name_duel_players();
                // The board as the server has it now.
                if refused {
                    self.duel.soon();
                }
            }
            D::Pushed(heard) => self.duel.heard(heard),
            D::Open => self.open_offered_duel(),
        }
        Task::none()
    }

    pub(super) fn on_classmates(&mut self, m: classmates::Message) -> Task<Message> {
        let Screen::Classmates(c) = &mut self.screen else {
            return Task::none();
        };
        match c.update(m) {
            Some(classmates::Event::Challenge(invited)) => {
                let (Some(remote), Some(link)) = (self.sync.remote(&self.class), self.class.link())
                else {
                    return Task::done(Message::duel(D::Challenged(Err(Failure::Unreachable))));
                };
                let challenge = ChallengeIn {
                    challenger: self.class.learner().id.clone(),
                    invited,
                    first: First::InvitedChooses,
                };
                Task::perform(
                    calls::challenge(remote, link.token.clone(), challenge),
                    |r| Message::duel(D::Challenged(r)),
                )
            }
            Some(classmates::Event::Back) => {
                self.go_home();
                Task::none()
            }
            None => Task::none(),
        }
    }

    pub(super) fn on_duel_game(&mut self, m: game::Message) -> Task<Message> {
        let Screen::Duel(g) = &mut self.screen else {
            return Task::none();
        };
        match g.update(m) {
            Some(game::Event::Act(act)) => {
                let (Some(remote), Some(link)) = (self.sync.remote(&self.class), self.class.link())
                else {
                    return Task::done(Message::duel(D::Acted {
                        act,
                        answer: Err(Failure::Unreachable),
                    }));
                };
                let Screen::Duel(g) = &self.screen else {
                    return Task::none();
                };
                let sent = ActIn {
                    learner: g.me().clone(),
                    act: act.clone(),
                };
                Task::perform(
                    calls::act(remote, link.token.clone(), g.id().to_owned(), sent),
                    move |answer| {
                        Message::duel(D::Acted {
                            act: act.clone(),
                            answer,
                        })
                    },
                )
            }
            Some(game::Event::Leave) => {
                self.go_home();
                self.duel.soon();
                Task::none()
            }
            Some(game::Event::Review(played, side)) => self.open_review(played, side),
            None => Task::none(),
        }
    }
}
