//! Sizes and places in the layout walk (issue 32, section 3): screens that
//! stayed small in a corner of a projector, rows that were off centre or
//! left one item alone, bars that broke inside their items. Each check
//! lays one screen out at the window named and measures what the issue
//! saw; every screen it lays out is checked for overflow too.
//!
//! `WAHREE_FIT_SHOTS=dir` draws each screen laid out here as a PNG there,
//! to look at.

use iced::Rectangle;
use wahree::app::home::Message as H;
use wahree::app::play::BoardSize;
use wahree::app::{App, Message, Screen, picker};
use wahree::i18n::Lang;

use super::{
    Seen, Window, app, class_storage, friend_game, overflow, play_wrong, puzzle_on_show, set_look,
};

const PROJECTOR: (f32, f32) = (1920.0, 1080.0);
const LAPTOP: (f32, f32) = (1024.0, 640.0);
/// The browser's: a phone held upright, and a tablet held sideways.
const PHONE: (f32, f32) = (390.0, 844.0);
const TABLET: (f32, f32) = (1024.0, 768.0);

/// Lays `app` out in `window`, checks it for overflow, and draws it when
/// asked to.
fn look(name: &str, a: &App, lang: Lang, window: (f32, f32)) -> Seen {
    let seen = Window::new().lay_out(a, window);
    let found = overflow(&seen, window);
    super::shoot(name, a, lang, a.board_size(), window, true);
    assert!(
        found.is_empty(),
        "{lang:?} {window:?} {name}: {}",
        found.join("\n")
    );
    seen
}

/// The bounds of the first text that says `words`.
fn text_at(seen: &Seen, words: &str) -> Rectangle {
    seen.texts
        .iter()
        .find(|t| t.words == words)
        .unwrap_or_else(|| panic!("{words:?} not on show"))
        .bounds
}

/// The bounds of every text that says one of `words`, together.
fn union(rects: impl IntoIterator<Item = Rectangle>) -> Rectangle {
    rects
        .into_iter()
        .reduce(|a, b| a.union(&b))
        .expect("something to measure")
}

/// The class of thirty at `size`, its teacher on "Who is playing?".
fn class_at(lang: Lang, size: BoardSize) -> App {
    let mut a = App::with_storage(class_storage(), lang);
    let first = a.learners().named().next().unwrap().id.clone();
    let _ = a.update(Message::Picker(wahree::app::picker::Message::Pick(first)));
    let _ = a.update(Message::Home(H::Settings));
    set_look(&mut a, size);
    let _ = a.update(Message::Settings(wahree::app::settings::Message::Home));
    a
}

#[test]
fn home_s_rows_of_buttons_are_centred() {
    for lang in Lang::ALL {
        let a = app(lang, BoardSize::Normal);
        let i18n = wahree::i18n::Localizer::new(lang);
        for window in [LAPTOP, (1366.0, 768.0), PROJECTOR] {
            let seen = look("home", &a, lang, window);
            let at = |id: &str| text_at(&seen, &i18n.tr(id));
            let (lessons, puzzles) = (at("home-lessons"), at("home-puzzles"));
            let (play, computer) = (at("home-play"), at("home-play-computer"));
            let middle = window.0 / 2.0;
            let off = (lessons.x + puzzles.x + puzzles.width) / 2.0 - middle;
            assert!(
                off.abs() < 1.0,
                "{lang:?} {window:?}: Lessons and Puzzles {off} px off centre"
            );
            let off = (play.x + computer.x + computer.width) / 2.0 - middle;
            assert!(
                off.abs() < 1.0,
                "{lang:?} {window:?}: Play and the computer {off} px off centre"
            );
            assert!(
                (lessons.x - play.x).abs() < 1.0,
                "{lang:?} {window:?}: Lessons not under Play ({lessons:?} {play:?})"
            );
        }
    }
}

/// A class's first day: three children added on "Who is playing?".
fn first_day(lang: Lang, size: BoardSize) -> App {
    let mut a = app(lang, size);
    let _ = a.update(Message::Home(H::Learner));
    for name in ["Aiko", "Kofi", "Lia"] {
        let _ = a.update(Message::Picker(picker::Message::AddOpen));
        let _ = a.update(Message::Picker(picker::Message::Name(name.into())));
        let _ = a.update(Message::Picker(picker::Message::Add));
    }
    assert!(matches!(a.screen(), Screen::Picker(..)));
    a
}

/// The names on "Who is playing?" as laid out.
fn names(seen: &Seen, a: &App) -> Vec<Rectangle> {
    let i18n = wahree::i18n::Localizer::new(a.i18n().lang());
    let mut names: Vec<String> = a.learners().named().map(|l| l.name.clone()).collect();
    names.push(i18n.tr("learner-guest"));
    names.iter().map(|n| text_at(seen, n)).collect()
}

#[test]
fn who_is_playing_fills_a_projector() {
    for lang in Lang::ALL {
        // Four cards: a row across most of the screen.
        let a = first_day(lang, BoardSize::Projector);
        let seen = look("who is playing?, a class of three", &a, lang, PROJECTOR);
        let cards = union(names(&seen, &a));
        assert!(
            cards.width >= 0.7 * PROJECTOR.0,
            "{lang:?}: four cards {} px wide in all",
            cards.width
        );
        // Thirty-one: rows down most of the screen.
        let mut a = class_at(lang, BoardSize::Projector);
        let _ = a.update(Message::Home(H::Learner));
        let seen = look("who is playing?, a class of thirty", &a, lang, PROJECTOR);
        let cards = union(names(&seen, &a));
        assert!(
            cards.height >= 0.5 * PROJECTOR.1,
            "{lang:?}: thirty-one cards {} px high in all",
            cards.height
        );
    }
}

#[test]
fn my_games_fill_a_projector() {
    for lang in Lang::ALL {
        let mut a = app(lang, BoardSize::Projector);
        friend_game(&mut a, true);
        let _ = a.update(Message::Play(wahree::app::play::Message::Home));
        friend_game(&mut a, false);
        let _ = a.update(Message::Play(wahree::app::play::Message::Home));
        let _ = a.update(Message::Home(H::Games));
        let seen = look("my games", &a, lang, PROJECTOR);
        let i18n = wahree::i18n::Localizer::new(lang);
        let home = text_at(&seen, &i18n.tr("nav-home"));
        let review = text_at(&seen, &i18n.tr("review-this-game"));
        let (left, right) = (home.x, review.x + review.width);
        assert!(
            right - left >= 0.55 * PROJECTOR.0,
            "{lang:?}: the list {} px wide",
            right - left
        );
        let off = (left + right) / 2.0 - PROJECTOR.0 / 2.0;
        assert!(off.abs() < 40.0, "{lang:?}: the list {off} px off centre");
        let size = BoardSize::Projector.text(16);
        assert!(
            review.height >= size * 1.3 - 0.5,
            "{lang:?}: \"Review this game\" {} px high, not {size} px text",
            review.height
        );
    }
}

#[test]
fn the_move_list_grows_on_a_projector() {
    use wahree::app::play::Message as P;
    for lang in Lang::ALL {
        let mut a = app(lang, BoardSize::Projector);
        let _ = a.update(Message::Home(H::Play));
        for n in [3, 4, 2, 5] {
            let _ = a.update(Message::Play(P::PlayOwn(n)));
        }
        let seen = look("play, the move list on a projector", &a, lang, PROJECTOR);
        let i18n = wahree::i18n::Localizer::new(lang);
        let title = text_at(&seen, &i18n.tr("play-moves"));
        let size = BoardSize::Projector.text(22);
        assert!(
            title.height >= size * 1.3 - 0.5,
            "{lang:?}: the move list's title {} px high",
            title.height
        );
        let first = seen
            .texts
            .iter()
            .find(|t| t.words.starts_with("1.") || t.words.starts_with("1 "))
            .expect("the first move listed");
        let size = BoardSize::Projector.text(16);
        assert!(
            first.bounds.height >= size * 1.3 - 0.5,
            "{lang:?}: a move listed {} px high",
            first.bounds.height
        );
    }
}

/// The start of `key`'s words in `lang`, up to its first number.
fn words_before_number(i18n: &wahree::i18n::Localizer, key: &str) -> String {
    let args = [
        ("lessons", 0.into()),
        ("lessonsTotal", 13.into()),
        ("puzzles", 0.into()),
        ("puzzlesTotal", 223.into()),
    ];
    let said = i18n.tr_with(key, &args);
    said.chars().take_while(|c| !c.is_ascii_digit()).collect()
}

#[test]
fn the_learner_bar_keeps_each_item_whole_at_1024() {
    for lang in Lang::ALL {
        // The guest of an empty class (two buttons beside the bar) and a
        // child of a class (their card to continue beside it).
        for (name, a) in [
            ("home", app(lang, BoardSize::Normal)),
            (
                "home, a learner of a class",
                class_at(lang, BoardSize::Normal),
            ),
        ] {
            // In the child's language.
            let lessons = words_before_number(a.i18n(), "home-done-lessons");
            let puzzles = words_before_number(a.i18n(), "home-done-puzzles");
            let seen = look(name, &a, lang, LAPTOP);
            for start in [&lessons, &puzzles] {
                let t = seen
                    .texts
                    .iter()
                    .find(|t| t.words.starts_with(start.as_str()))
                    .unwrap_or_else(|| panic!("{lang:?} {name}: {start:?} not on show"));
                // One line of 15 px text.
                assert!(
                    t.bounds.height < 15.0 * 1.3 * 1.5,
                    "{lang:?} {name}: {:?} broken over lines: {:?}",
                    t.words,
                    t.bounds
                );
                assert!(
                    !t.words.contains(puzzles.as_str()) || start == &puzzles,
                    "{lang:?} {name}: lessons and puzzles in one text: {:?}",
                    t.words
                );
            }
        }
    }
}

#[test]
fn my_card_s_pictures_are_in_rows_of_equal_count() {
    for lang in Lang::ALL {
        let mut a = class_at(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::MyCard));
        for window in [LAPTOP, PROJECTOR, (1366.0, 768.0), PHONE, TABLET] {
            let seen = look("my card", &a, lang, window);
            // The 16 pictures' buttons: 44 px and a padding of 4.
            let mut rows = std::collections::BTreeMap::<i32, usize>::new();
            for (b, _) in &seen.boxes {
                if (b.width - 52.0).abs() < 0.5 && (b.height - 52.0).abs() < 0.5 {
                    *rows.entry(b.y.round() as i32).or_default() += 1;
                }
            }
            let counts: Vec<usize> = rows.values().copied().collect();
            assert_eq!(counts.iter().sum::<usize>(), 16, "{lang:?} {window:?}");
            assert!(
                counts.iter().all(|&c| c == counts[0]),
                "{lang:?} {window:?}: rows of {counts:?}"
            );
        }
    }
}

#[test]
fn settings_lists_the_learners_in_its_page_and_the_removal_shows() {
    use wahree::app::settings::Message as S;
    for lang in Lang::ALL {
        let mut a = class_at(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::Settings));
        let last = picker::order(a.learners())
            .iter()
            .rev()
            .find(|l| !l.is_guest())
            .unwrap()
            .id
            .clone();
        let _ = a.update(Message::Settings(S::Remove(last)));
        let seen = look("settings, a learner's removal asked", &a, lang, LAPTOP);
        assert_eq!(
            seen.areas.len(),
            1,
            "{lang:?}: a scroll area in Settings' page"
        );
        let i18n = wahree::i18n::Localizer::new(lang);
        let yes = seen
            .texts
            .iter()
            .find(|t| t.words == i18n.tr("learners-remove-yes"))
            .expect("the removal's question");
        assert_eq!(yes.area, Some(0), "{lang:?}: in the page");
        let page = &seen.areas[0];
        assert!(
            yes.bounds.y + yes.bounds.height <= page.content.y + page.content.height,
            "{lang:?}: the question below the page's end"
        );
    }
}

#[test]
fn the_teacher_s_table_keeps_its_header_and_fits_1024() {
    for lang in Lang::ALL {
        let mut a = class_at(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::Learner));
        let _ = a.update(Message::Picker(picker::Message::Teacher));
        assert!(matches!(a.screen(), Screen::Teacher(_)), "no PIN asked");
        let i18n = wahree::i18n::Localizer::new(lang);
        for window in [LAPTOP, TABLET] {
            let seen = look("the teacher's view", &a, lang, window);
            let head = seen
                .texts
                .iter()
                .find(|t| t.words == i18n.tr("teacher-col-learner"))
                .expect("the table's header");
            assert!(
                head.area.is_none(),
                "{lang:?} {window:?}: the header scrolls with the rows"
            );
            assert!(
                seen.areas.iter().any(|a| a.scrolls_down()),
                "{lang:?} {window:?}: thirty rows scroll"
            );
            assert!(
                !seen.areas.iter().any(|a| a.scrolls_sideways()),
                "{lang:?} {window:?}: the table scrolls sideways"
            );
        }
    }
}

#[test]
fn a_phone_s_board_writes_its_numbers_big_enough_to_read() {
    use wahree::app::play::{Layout, layout::MIN_LABEL};
    for lang in Lang::ALL {
        let mut a = app(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::Play));
        for window in [PHONE, TABLET] {
            let seen = look("play", &a, lang, window);
            let board = seen.board.expect("the board");
            let layout = Layout::new(board.size());
            let (count, radius) = layout.count();
            assert!(
                count >= MIN_LABEL && layout.label_size(0.24) >= MIN_LABEL,
                "{lang:?} {window:?}: counts of {count} px on cells of {}",
                layout.cell
            );
            // The disc holds two digits.
            assert!(2.0 * radius >= 1.4 * count, "{lang:?} {window:?}");
        }
    }
}

#[test]
fn a_lesson_s_progress_dots_keep_their_size_on_a_phone() {
    use wahree::app::lessons::Message as Ls;
    for lang in Lang::ALL {
        let mut a = app(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::Lessons));
        // The lesson with the most steps.
        let (most, steps) = a
            .lesson_list()
            .iter()
            .enumerate()
            .map(|(i, l)| (i, l.steps.len()))
            .max_by_key(|&(_, n)| n)
            .unwrap();
        let _ = a.update(Message::Lessons(Ls::Open(most)));
        for window in [PHONE, TABLET] {
            let seen = look("a lesson", &a, lang, window);
            // Each dot: 12 px, the one on show 16.
            let whole = seen
                .boxes
                .iter()
                .filter(|(b, _)| {
                    let square = (b.width - b.height).abs() < 0.5;
                    square && ((b.width - 12.0).abs() < 0.5 || (b.width - 16.0).abs() < 0.5)
                })
                .count();
            assert!(
                whole >= steps,
                "{lang:?} {window:?}: {whole} whole dots for {steps} steps"
            );
        }
    }
}

#[test]
fn a_1080p_projector_less_its_window_s_frame_has_the_projector_s_texts() {
    use wahree::app::play::Message as P;
    // A maximised window on a 1920x1080 screen, less the title bar and the
    // desktop's panel.
    let window = (1920.0, 980.0);
    for lang in Lang::ALL {
        let mut a = app(lang, BoardSize::Projector);
        let _ = a.update(Message::Home(H::PlayComputer));
        for n in [3, 4] {
            let _ = a.update(Message::Play(P::PlayOwn(n)));
        }
        let seen = look("play against the computer", &a, lang, window);
        let i18n = wahree::i18n::Localizer::new(lang);
        let computer = text_at(&seen, &i18n.tr("play-computer"));
        let size = BoardSize::Projector.text(16);
        assert!(
            computer.height >= size * 1.3 - 0.5,
            "{lang:?}: the level's line {} px high",
            computer.height
        );
        let title = text_at(&seen, &i18n.tr("play-moves"));
        assert!(
            title.height >= BoardSize::Projector.text(22) * 1.3 - 0.5,
            "{lang:?}: the move list's title {} px high",
            title.height
        );
    }
}

/// A tablet held upright: the move list starts right under the game's
/// keys line, not a fifth of the screen lower (~180 px of nothing
/// between them at 768x1024).
#[test]
fn a_tablet_held_upright_has_its_move_list_under_the_game() {
    use wahree::app::play::Message as P;
    const UPRIGHT: (f32, f32) = (768.0, 1024.0);
    for lang in Lang::ALL {
        let mut a = app(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::PlayComputer));
        for n in [3, 4, 2, 5] {
            let _ = a.update(Message::Play(P::PlayOwn(n)));
        }
        let seen = look("play upright, the move list", &a, lang, UPRIGHT);
        let i18n = wahree::i18n::Localizer::new(lang);
        let title = text_at(&seen, &i18n.tr("play-moves"));
        let board = seen.board.expect("the game's board");
        // Over the list: the board, the line under it and the keys line
        // (two lines at most), with their spacing.
        let gap = title.y - (board.y + board.height);
        assert!(
            gap < 170.0,
            "{lang:?}: the move list's title {gap} px under the board"
        );
        assert!(
            board.width >= UPRIGHT.0 - 60.0,
            "{lang:?}: the board {} px wide in a window of {}",
            board.width,
            UPRIGHT.0
        );
    }
}

/// Hints asked for under a puzzle's verdict: the box under the board
/// holds the verdict and every hint without scrolling (their first lines
/// went out of sight when the newest hint was brought into it), the board
/// giving up room down to its smallest cells, and no further.
#[test]
fn hints_under_a_verdict_leave_its_first_lines_in_sight() {
    use wahree::app::play::layout::SMALLEST_CELL;
    use wahree::app::puzzle::{Message as P, Status};
    use wahree::app::puzzles::Message as Ps;
    for lang in Lang::ALL {
        for size in [BoardSize::Normal, BoardSize::Projector] {
            let mut a = app(lang, size);
            let _ = a.update(Message::Home(H::Puzzles));
            let _ = a.update(Message::Puzzles(Ps::Open(0)));
            play_wrong(&mut a);
            let _ = a.update(Message::Puzzle(P::Hint));
            let _ = a.update(Message::Puzzle(P::Hint));
            assert!(matches!(puzzle_on_show(&a).status(), Status::Wrong { .. }));
            for window in [LAPTOP, (1280.0, 720.0), (1366.0, 768.0)] {
                let seen = look("a wrong answer, then two hints", &a, lang, window);
                let board = seen.board.expect("the puzzle's board");
                let below = seen
                    .areas
                    .iter()
                    .find(|a| a.below)
                    .expect("the box under the board");
                assert!(
                    !below.scrolls_down() || board.height <= SMALLEST_CELL * 3.0 + 0.5,
                    "{lang:?} {size:?} {window:?}: the verdict and hints scroll ({} of {} px) under a board {} px high",
                    below.bounds.height,
                    below.content.height,
                    board.height
                );
                assert!(
                    board.height >= SMALLEST_CELL * 3.0 - 0.5,
                    "{lang:?} {size:?} {window:?}: the board left {} px high",
                    board.height
                );
            }
        }
    }
}
