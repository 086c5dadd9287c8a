//! The app's routes for the live class (`live/`): the teacher's start and
//! projector, the devices' look for a session, their prompt, and the
//! child's screen. The screen the teacher or child left is kept
//! (`App::live_back`) and given back when they leave the session: an
//! unfinished game or lesson is as it was.

use iced::Task;
use iced::time::Instant;

use super::live::device::{self, LiveDevice};
use super::live::projector::{self, Child, Projector};
use super::live::{Message as L, start};
use super::remote::Remote;
use super::remote::api::Failure;
use super::remote::live as calls;
use super::remote::live::Action;
use super::remote::push;
use super::symbols::Picture;
use super::{App, Message, Screen};
use crate::live::wire::View;

impl App {
    /// The teacher's "Start a challenge": the running session's projector
    /// if one runs, else the choices of a new one.
    pub(super) fn open_live(&mut self, remote: Remote) -> Task<Message> {
        Task::perform(calls::running(remote), |r| Message::live(L::Running(r)))
    }

    /// The class on the projector: the teacher's view's learners.
    fn live_class(&self) -> Vec<Child> {
        let class = match &self.live_back {
            Some(s) => match &**s {
                Screen::Teacher(t) => t.online().map(|o| &o.class),
                _ => None,
            },
            None => None,
        };
        class
            .map(|c| children(c.roster().named()))
            .unwrap_or_default()
    }

    /// Leaves the teacher's view (kept) for a live screen.
    fn keep_screen(&mut self, next: Screen) {
        let left = std::mem::replace(&mut self.screen, next);
        if self.live_back.is_none() {
            self.live_back = Some(Box::new(left));
        }
    }

    /// Back to the screen kept when the live screens opened.
    fn live_leave(&mut self) {
        match self.live_back.take() {
            Some(s) => self.screen = *s,
            None => self.go_home(),
        }
        self.follow_language();
    }

    fn projector(&mut self, view: View) {
        let p = Projector::new(view, self.live_class(), self.speed());
        self.keep_screen(Screen::Projector(Box::new(p)));
        self.live.opened();
    }

    /// Whether a child's answer or vote is settled: the server has it
    /// (`Some(None)`) or refused it for good, with why (`Some(Some(..))`);
    /// `None` when it did not arrive and goes again at the next look.
    fn sent_for_good(&self, result: &Result<(), Failure>) -> Option<Option<String>> {
        match result {
            Ok(()) => Some(None),
            Err(f @ Failure::Live(_)) => Some(Some(self.failure_words(f))),
            Err(_) => None,
        }
    }

    fn failure_words(&self, f: &Failure) -> String {
        self.i18n.tr(f.message_id())
    }

    pub(super) fn on_live(&mut self, m: L) -> Task<Message> {
        let remote = self.sync.remote(&self.class);
        match m {
            L::Running(Ok(Some(view))) => self.projector(view),
            L::Running(Ok(None)) => {
                let kept = self.live_board.clone();
                self.keep_screen(Screen::LiveStart(start::StartForm::with_board(kept)));
            }
            L::Running(Err(f)) | L::Started(Err(f))
                if !matches!(self.screen, Screen::LiveStart(_)) =>
            {
                if let Screen::Teacher(t) = &mut self.screen {
                    t.server_failed(Some(self.i18n.tr(f.message_id())));
                }
            }
            L::Started(Err(f)) | L::Running(Err(f)) => {
                let why = self.failure_words(&f);
                if let Screen::LiveStart(s) = &mut self.screen {
                    s.failed(why);
                }
            }
            L::Started(Ok(view)) => {
                // The board's positions kept for it are asked now.
                if let Screen::LiveStart(s) = &self.screen
                    && s.source == start::Source::Board
                {
                    self.live_board.clear();
                }
                // The start form leaves; the teacher's view stays kept.
                let p = Projector::new(view, self.live_class(), self.speed());
                self.screen = Screen::Projector(Box::new(p));
                self.live.opened();
            }
            L::Seen(answer) => {
                self.live.projector_answered(answer.as_ref().err());
                // A change pushed while this look was on its way.
                let again = if self.live.take_again() {
                    self.live.soon();
                    self.projector_look()
                } else {
                    Task::none()
                };
                if let (Screen::Projector(p), Ok(view)) = (&mut self.screen, answer)
                    && view.session == p.session()
                {
                    let ended = view.ended && p.report().is_none();
                    let id = view.session.clone();
                    p.seen(view, Instant::now());
                    if ended && let Some(r) = remote {
                        let report =
                            Task::perform(calls::report(r, id), |r| Message::live(L::Report(r)));
                        return Task::batch([again, report]);
                    }
                }
                return again;
            }
            L::Pushed(heard) => {
                self.live.heard(heard);
                // A device looks after this update (`App::update`); the
                // projector here.
                if matches!(heard, push::Push::Open | push::Push::Event(_)) {
                    return self.projector_look();
                }
            }
            L::Acted { action, answer } => {
                let why = answer.as_ref().err().map(|f| self.failure_words(f));
                let Screen::Projector(p) = &mut self.screen else {
                    return Task::none();
                };
                match answer {
                    Ok(view) => {
                        let ended = view.ended;
                        let id = view.session.clone();
                        p.seen(view, Instant::now());
                        if ended && let Some(r) = remote {
                            return Task::perform(calls::report(r, id), |r| {
                                Message::live(L::Report(r))
                            });
                        }
                    }
                    Err(f) => {
                        // A tie (or no votes) asks for the teacher's pick;
                        // a pick refused (not among the tied moves) asks
                        // again.
                        let tie = matches!(action, Action::Close(_))
                            && matches!(&f, Failure::Live(id) if id == "live-tie" || id == "live-no-votes");
                        p.failed(why.unwrap_or_default(), tie);
                    }
                }
            }
            L::Report(Ok(r)) => {
                if let Screen::Projector(p) = &mut self.screen {
                    p.reported(r);
                }
            }
            L::Report(Err(_)) | L::Class(Err(_)) => {}
            L::Class(Ok(c)) => {
                if let Screen::Projector(p) = &mut self.screen {
                    p.set_class(children(&c.learners));
                }
            }
            L::Tick(now) => {
                self.live.ticks += 1;
                let Screen::Projector(p) = &mut self.screen else {
                    return Task::none();
                };
                let acted = p.update(projector::Message::Tick(now));
                let act = match acted {
                    Some(projector::Event::Act(a)) => self.act(a),
                    _ => Task::none(),
                };
                return Task::batch([self.projector_look(), act]);
            }
            L::Current(answer) => {
                self.live.answered(&answer);
                if self.live.take_again() {
                    // Looked at after this update.
                    self.live.soon();
                }
                if let (Screen::LiveDevice(d), Ok(Some(view))) = (&mut self.screen, &answer)
                    && view.session == d.session()
                {
                    d.seen(view.clone());
                    // What waits for the server goes again.
                    let waiting = d.waiting();
                    return Task::batch(waiting.into_iter().map(|e| self.device_event(e)));
                }
                if let (Screen::LiveDevice(d), Ok(running)) = (&mut self.screen, &answer) {
                    // The session ended (or another began): it shows as over.
                    let mut last = d.view_seen().clone();
                    if running.as_ref().is_none_or(|v| v.session != last.session) {
                        last.ended = true;
                        d.seen(last);
                    }
                }
            }
            L::Join => {
                if let Some(view) = self.live.running().cloned() {
                    let learner = self.class.learner().id.clone();
                    let hints = self
                        .class
                        .library()
                        .puzzles
                        .iter()
                        .map(|p| (p.id.clone(), p.hints.clone()))
                        .collect();
                    let d = LiveDevice::new(view, learner, self.speed(), hints);
                    // The projector's card says the child is here.
                    let waiting = d.waiting();
                    self.keep_screen(Screen::LiveDevice(Box::new(d)));
                    self.live.opened();
                    return Task::batch(waiting.into_iter().map(|e| self.device_event(e)));
                }
            }
            L::AnswerSent {
                session,
                index,
                result,
            } => {
                if let (Some(why), Screen::LiveDevice(d)) =
                    (self.sent_for_good(&result), &mut self.screen)
                    && d.session() == session
                {
                    d.answer_kept(index, why);
                }
            }
            L::JoinSent { session, result } => {
                if self.sent_for_good(&result).is_some()
                    && let Screen::LiveDevice(d) = &mut self.screen
                    && d.session() == session
                {
                    d.join_kept();
                }
            }
            L::VoteSent {
                session,
                ply,
                result,
            } => {
                if let (Some(why), Screen::LiveDevice(d)) =
                    (self.sent_for_good(&result), &mut self.screen)
                    && d.session() == session
                {
                    d.vote_kept(ply, why);
                }
            }
        }
        Task::none()
    }

    /// The projector's look at its session, unless one is on its way
    /// (its own clock asks twice a second, the sync loop's once a second
    /// as well).
    pub(super) fn projector_look(&mut self) -> Task<Message> {
        let (Some(r), Screen::Projector(p)) = (self.sync.remote(&self.class), &self.screen) else {
            return Task::none();
        };
        if !self.live.projector_due(Instant::now()) {
            return Task::none();
        }
        let id = p.session().to_owned();
        Task::perform(calls::teacher_view(r, id), |v| Message::live(L::Seen(v)))
    }

    /// The teacher's action on the projector's session.
    fn act(&mut self, action: Action) -> Task<Message> {
        let (Some(remote), Screen::Projector(p)) = (self.sync.remote(&self.class), &self.screen)
        else {
            return Task::none();
        };
        let id = p.session().to_owned();
        let asked = action.clone();
        Task::perform(calls::act(remote, id, action), move |answer| {
            Message::live(L::Acted {
                action: asked.clone(),
                answer,
            })
        })
    }

    pub(super) fn on_live_start(&mut self, m: start::Message) -> Task<Message> {
        let Screen::LiveStart(s) = &mut self.screen else {
            return Task::none();
        };
        match s.update(m) {
            Some(start::Event::Start(what)) => match self.sync.remote(&self.class) {
                Some(r) => Task::perform(calls::start(r, what), |v| Message::live(L::Started(v))),
                None => Task::done(Message::live(L::Started(Err(Failure::Unreachable)))),
            },
            Some(start::Event::Back) => {
                self.live_leave();
                Task::none()
            }
            None => Task::none(),
        }
    }

    pub(super) fn on_projector(&mut self, m: projector::Message) -> Task<Message> {
        let Screen::Projector(p) = &mut self.screen else {
            return Task::none();
        };
        match p.update(m) {
            Some(projector::Event::Act(a)) => self.act(a),
            Some(projector::Event::Review(game, side)) => {
                // The session is over: the review takes the projector's
                // place, and the teacher's view is opened again from Home.
                self.live_back = None;
                self.open_review(game, side)
            }
            Some(projector::Event::Back) => {
                self.live_leave();
                Task::none()
            }
            None => Task::none(),
        }
    }

    pub(super) fn on_live_device(&mut self, m: device::Message) -> Task<Message> {
        let Screen::LiveDevice(d) = &mut self.screen else {
            return Task::none();
        };
        match d.update(m) {
            Some(device::Event::Leave) => {
                self.live_leave();
                Task::none()
            }
            Some(e) => self.device_event(e),
            None => Task::none(),
        }
    }

    /// Sends a child's answer or vote.
    fn device_event(&self, e: device::Event) -> Task<Message> {
        let (Some(remote), Some(link), Screen::LiveDevice(d)) = (
            self.sync.remote(&self.class),
            self.class.link(),
            &self.screen,
        ) else {
            return Task::none();
        };
        let token = link.token.clone();
        let session = d.session().to_owned();
        match e {
            device::Event::Answer(a) => {
                let index = a.index;
                Task::perform(
                    calls::answer(remote, token, session.clone(), a),
                    move |result| {
                        Message::live(L::AnswerSent {
                            session: session.clone(),
                            index,
                            result,
                        })
                    },
                )
            }
            device::Event::Vote(v) => {
                let ply = v.ply;
                Task::perform(
                    calls::vote(remote, token, session.clone(), v),
                    move |result| {
                        Message::live(L::VoteSent {
                            session: session.clone(),
                            ply,
                            result,
                        })
                    },
                )
            }
            device::Event::Join(learner) => Task::perform(
                calls::join(remote, token, session.clone(), learner),
                move |result| {
                    Message::live(L::JoinSent {
                        session: session.clone(),
                        result,
                    })
                },
            ),
            device::Event::Leave => Task::none(),
        }
    }

    /// The device's look for its class's session, when one is due: while
    /// it is in a class with a child's card picked.
    pub(super) fn live_look(&mut self, at: Instant, now: Instant) -> Task<Message> {
        let learner = self.class.learner();
        if learner.is_guest() || matches!(self.screen, Screen::Projector(_)) {
            return Task::none();
        }
        let (Some(remote), Some(link)) = (self.sync.remote(&self.class), self.class.link()) else {
            return Task::none();
        };
        let in_session = matches!(self.screen, Screen::LiveDevice(_));
        if !self.live.due(at, now, in_session) {
            return Task::none();
        }
        let ids = vec![learner.id.clone()];
        Task::perform(calls::current(remote, link.token.clone(), ids), |r| {
            Message::live(L::Current(r))
        })
    }

    /// What the server pushes about the session on show (the projector's
    /// or the child's), until it ends.
    pub(super) fn live_pushes(&self) -> Option<iced::Subscription<Message>> {
        let remote = self.sync.remote(&self.class)?;
        let call = match &self.screen {
            Screen::Projector(p) if !p.view_seen().ended => push::teacher(p.session()),
            Screen::LiveDevice(d) if !d.view_seen().ended => {
                push::device(d.session(), &self.class.link()?.token)
            }
            _ => return None,
        };
        Some(push::pushes(remote, call).map(|p| Message::live(L::Pushed(p))))
    }

    /// Whether the prompt "Your teacher started a challenge" shows: a
    /// session runs that this child is not in, and the screen is a
    /// child's.
    pub fn live_prompt(&self) -> Option<&View> {
        let view = self.live.running()?;
        let childs = !matches!(
            self.screen,
            Screen::LiveDevice(_)
                | Screen::Projector(_)
                | Screen::LiveStart(_)
                | Screen::Teacher(_)
                | Screen::SignIn(_)
                | Screen::OrganiserSignIn(_)
                | Screen::Lock(_)
                | Screen::Settings(_)
                | Screen::Join(_)
        );
        (childs && !self.class.learner().is_guest()).then_some(view)
    }
}

impl App {
    /// The live class in a line, for tests of the site (`data-live`,
    /// `web/page.rs`) and of the app: fields between `|`. The projector:
    /// `projector|PHASE|answered=N|played=N|solved=N|views=N` (the counts
    /// on the board added up; solved once revealed; the server's views
    /// taken in), or `projector|summary|
    /// solved=2,3` at the end; a child's device: `device|PHASE|answered=
    /// yes|right=yes|position=…|goal=…` (the open puzzle, to answer it);
    /// `prompt` while a child's screen offers to join; empty otherwise.
    /// PHASE: `lobby`, `open-0`, `revealed-0`, `voting-0`, `computer-1`,
    /// `over`, `ended`.
    pub fn live_state(&self) -> String {
        fn phase(v: &View) -> String {
            if v.ended {
                return "ended".into();
            }
            if let Some(c) = &v.challenge {
                return match c.phase {
                    crate::live::Phase::Lobby => "lobby".into(),
                    crate::live::Phase::Open { index, .. } => format!("open-{index}"),
                    crate::live::Phase::Revealed { index } => format!("revealed-{index}"),
                    crate::live::Phase::Ended => "ended".into(),
                };
            }
            match v.vote.as_ref().map(|v| v.phase) {
                Some(crate::live::VotePhase::Voting { ply, .. }) => format!("voting-{ply}"),
                Some(crate::live::VotePhase::Computer { ply }) => format!("computer-{ply}"),
                Some(crate::live::VotePhase::Over) => "over".into(),
                _ => "ended".into(),
            }
        }
        match &self.screen {
            Screen::Projector(p) => {
                if let Some(s) = p.report().and_then(|r| r.challenge.as_ref()) {
                    let solved: Vec<String> =
                        s.puzzles.iter().map(|p| p.solved.to_string()).collect();
                    return format!("projector|summary|solved={}", solved.join(","));
                }
                let v = p.view_seen();
                let solved = v
                    .challenge
                    .as_ref()
                    .and_then(|c| c.reveal.as_ref())
                    .map_or_else(String::new, |r| r.solved.to_string());
                format!(
                    "projector|{}|answered={}|played={}|solved={solved}|views={}|looks={}|failed={}|why={}|ticks={}/{}|push={}",
                    phase(v),
                    p.answered().len(),
                    p.counts().iter().sum::<u32>(),
                    p.views_seen(),
                    self.live.looks,
                    self.live.failed_looks,
                    self.live.last_failure.as_deref().unwrap_or_default(),
                    self.live.ticks,
                    self.live.sync_ticks,
                    on_off(self.live.pushed),
                )
            }
            Screen::LiveDevice(d) => {
                let v = d.view_seen();
                let index = match v.challenge.as_ref().map(|c| c.phase) {
                    Some(
                        crate::live::Phase::Open { index, .. }
                        | crate::live::Phase::Revealed { index },
                    ) => Some(index),
                    _ => None,
                };
                let mine = v
                    .mine
                    .iter()
                    .find(|m| Some(m.index) == index && &m.learner == d.learner());
                let answered = index.is_some_and(|i| d.has_answered(i));
                let right = match mine.and_then(|m| m.solved) {
                    Some(true) => "yes",
                    Some(false) => "no",
                    None => "",
                };
                let (position, goal) = v.challenge.as_ref().and_then(|c| c.puzzle.as_ref()).map_or(
                    (String::new(), String::new()),
                    |p| {
                        (
                            p.position.clone(),
                            serde_json::to_string(&p.goal).unwrap_or_default(),
                        )
                    },
                );
                let voted = match v.vote.as_ref().map(|v| v.phase) {
                    Some(crate::live::VotePhase::Voting { ply, .. }) => d.has_voted(ply),
                    _ => false,
                };
                format!(
                    "device|{}|answered={}|right={right}|voted={}|position={position}|goal={goal}|push={}",
                    phase(v),
                    if answered { "yes" } else { "no" },
                    if voted { "yes" } else { "no" },
                    on_off(self.live.pushed),
                )
            }
            _ if self.live_prompt().is_some() => "prompt".into(),
            _ => String::new(),
        }
    }
}

fn on_off(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}

/// The cards of `learners` (the guest left out).
fn children<'a>(learners: impl IntoIterator<Item = &'a crate::classroom::Learner>) -> Vec<Child> {
    learners
        .into_iter()
        .filter(|l| !l.is_guest())
        .map(|l| Child {
            id: l.id.clone(),
            name: l.name.clone(),
            picture: Picture::of(l),
        })
        .collect()
}

impl App {
    /// Home's card: what to continue (or a classmate's game). The class's
    /// live session does not take its place: its bar runs across the top
    /// of Home as over any child's screen (`App::view`), where a child
    /// looks first, and the card to continue stays under it.
    pub(super) fn home_offer(&self) -> Option<super::home::Offer> {
        self.duel_offer()
            .or_else(|| self.tournament_offer())
            .or_else(|| self.card().map(super::home::Offer::Continue))
    }
}

fn prompt_key(view: &View) -> &'static str {
    if view.vote.is_some() {
        "live-prompt-vote"
    } else {
        "live-prompt-challenge"
    }
}

/// The prompt over a child's screen. Over Home (`slim`) it is one line,
/// in the child's language: Home's board keeps its room in a 1024x640
/// window.
pub(super) fn prompt<'a>(
    i18n: &crate::i18n::Localizer,
    view: &View,
    size: crate::classroom::BoardSize,
    slim: bool,
) -> iced::Element<'a, Message> {
    use iced::widget::{button, container, row};
    let key = prompt_key(view);
    // A bar over a child's screen, read at arm's length: not as big as
    // the projector's size would make it, so the screen under it keeps
    // its room.
    let t = if slim { 17.0 } else { size.text(20).min(22.0) };
    let main = i18n.tr(key);
    let second = i18n.second().filter(|_| !slim).map(|l| l.tr(key));
    container(
        row![
            super::speak::both(main, second, t),
            button(super::furigana::text(i18n.tr("live-prompt-join")).size(t))
                .padding(if slim { [3, 20] } else { [8, 24] })
                .style(super::theme::primary)
                .on_press(Message::live(L::Join)),
        ]
        .spacing(24)
        .align_y(iced::Center)
        .wrap()
        .vertical_spacing(8),
    )
    .padding(if slim { [2, 16] } else { [6, 16] })
    .width(iced::Fill)
    .style(super::theme::reminder)
    .into()
}
