//! A game record as a teacher types it from a tournament score sheet:
//!
//! ```text
//! # School tournament, round 2
//! position: 4,4,4,4,4,4/4,4,4,4,4,4 0-0 S
//! 1. S3 N4
//! 2. S1 N6
//! 24-24
//! ```
//!
//! Each move is the player's letter (`S` or `N`, or `南` or `北`) and the
//! house as that player sees it, 1 to 6 from their own left; the letter may
//! be left out. A number with a dot starts each pair of moves (the first
//! player's and the second's) and is checked. `position:` (optional, before
//! the moves) gives the starting position in the position notation; the
//! opening position otherwise. A final count `South-North` may end the
//! record and is checked against the game. `#` starts a comment. The form
//! is documented for teachers in `docs/review.md`.

use std::fmt;

use super::{Game, House, PlayError, Position, Side};

/// One move as written: its side letter (if any), the house as its player
/// sees it, and where it is in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    pub side: Option<Side>,
    pub own: u8,
    pub line: usize,
    pub column: usize,
}

/// A record read but not yet played: the moves are checked against the
/// rules by [`Record::play`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub start: Position,
    pub moves: Vec<WrittenMove>,
    /// The final count written at the end (South, North), and where.
    pub score: Option<([u8; 2], usize, usize)>,
}

/// Why a record cannot be read or played: what, and where (line and column
/// from 1, in characters). `index` is the move's index in the record, from
/// 0, for a move that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub column: usize,
    pub kind: RecordErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// Text that is not a move, a move number or a final count.
    Unexpected(String),
    /// `position:` with a position the notation does not accept.
    Position(String),
    /// `position:` after the first move.
    LatePosition,
    /// A move number other than the next pair's.
    Number { expected: usize, found: String },
    /// Something after the final count.
    AfterScore,
    /// A move written for the player who is not to move.
    WrongSide { index: usize, written: Side },
    /// A move the rules do not allow.
    Illegal { index: usize, error: PlayError },
    /// A final count, but the game is not over after the moves.
    NotOver { written: [u8; 2] },
    /// A final count other than the game's.
    Score { written: [u8; 2], game: [u8; 2] },
}

impl RecordError {
    /// The index of the move that cannot be played, if that is the problem.
    pub fn index(&self) -> Option<usize> {
        match self.kind {
            RecordErrorKind::WrongSide { index, .. } | RecordErrorKind::Illegal { index, .. } => {
                Some(index)
            }
            _ => None,
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match &self.kind {
            RecordErrorKind::Unexpected(t) => write!(
                f,
                "{t:?} is not a move (like S3 or N4), a move number (like 12.) or a final count (like 25-23)"
            ),
            RecordErrorKind::Position(why) => write!(f, "not a position: {why}"),
            RecordErrorKind::LatePosition => {
                f.write_str("the position must come before the first move")
            }
            RecordErrorKind::Number { expected, found } => {
                write!(f, "move number {expected}. expected here, not {found}")
            }
            RecordErrorKind::AfterScore => f.write_str("nothing may follow the final count"),
            RecordErrorKind::WrongSide { index, written } => {
                let name = |s: Side| match s {
                    Side::South => "South",
                    Side::North => "North",
                };
                write!(
                    f,
                    "move {} is written for {}, but it is {}'s turn",
                    index + 1,
                    name(*written),
                    name(!*written)
                )
            }
            RecordErrorKind::Illegal { index, error } => {
                write!(f, "move {} cannot be played: {error}", index + 1)
            }
            RecordErrorKind::NotOver { written } => write!(
                f,
                "the record ends {}-{}, but the game is not over after its moves",
                written[0], written[1]
            ),
            RecordErrorKind::Score { written, game } => write!(
                f,
                "the record ends {}-{}, but the game ends {}-{}",
                written[0], written[1], game[0], game[1]
            ),
        }
    }
}

impl std::error::Error for RecordError {}

/// The side a letter names: S, N (any case) or 南, 北.
fn side_letter(c: char) -> Option<Side> {
    match c {
        'S' | 's' | '南' => Some(Side::South),
        'N' | 'n' | '北' => Some(Side::North),
        _ => None,
    }
}

/// A move token: an optional side letter and a digit 1 to 6.
fn written_move(token: &str) -> Option<(Option<Side>, u8)> {
    let mut chars = token.chars();
    let first = chars.next()?;
    let (side, digit) = match side_letter(first) {
        Some(side) => (Some(side), chars.next()?),
        None => (None, first),
    };
    let own = digit.to_digit(10).filter(|d| (1..=6).contains(d))? as u8;
    chars.next().is_none().then_some((side, own))
}

/// A final count: two whole numbers joined by `-`.
fn score(token: &str) -> Option<[u8; 2]> {
    let (s, n) = token.split_once('-')?;
    let whole = |t: &str| {
        (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    Some([whole(s)?, whole(n)?])
}

/// Words of a line with their columns (from 1, in characters).
fn words(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut column = 0;
    let mut start: Option<(usize, usize)> = None;
    let mut out = Vec::new();
    for (byte, c) in line.char_indices() {
        column += 1;
        if c.is_whitespace() {
            if let Some((b, col)) = start.take() {
                out.push((col, &line[b..byte]));
            }
        } else if start.is_none() {
            start = Some((byte, column));
        }
    }
    if let Some((b, col)) = start {
        out.push((col, &line[b..]));
    }
    out.into_iter()
}

impl Record {
    /// Reads a record (see the module's documentation). Only its form is
    /// checked here; [`Record::play`] checks the moves.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut record = Record {
            start: Position::START,
            moves: Vec::new(),
            score: None,
        };
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let content = raw.split('#').next().unwrap_or("");
            let trimmed = content.trim_start();
            let indent = content.chars().count() - trimmed.chars().count();
            if let Some(rest) = strip_prefix_ignore_case(trimmed, "position:") {
                let err = |kind| RecordError {
                    line,
                    column: indent + 1,
                    kind,
                };
                if !record.moves.is_empty() || record.score.is_some() {
                    return Err(err(RecordErrorKind::LatePosition));
                }
                record.start = rest.trim().parse().map_err(|e: super::NotationError| {
                    err(RecordErrorKind::Position(e.to_string()))
                })?;
                continue;
            }
            for (column, token) in words(content) {
                record.read_token(token, line, column)?;
            }
        }
        Ok(record)
    }

    fn read_token(&mut self, token: &str, line: usize, column: usize) -> Result<(), RecordError> {
        let err = |kind| Err(RecordError { line, column, kind });
        if self.score.is_some() {
            return err(RecordErrorKind::AfterScore);
        }
        if let Some(number) = token.strip_suffix('.') {
            let expected = self.moves.len() / 2 + 1;
            let ok = self.moves.len().is_multiple_of(2) && number.parse() == Ok(expected);
            if !ok {
                return err(RecordErrorKind::Number {
                    expected,
                    found: token.to_owned(),
                });
            }
        } else if let Some((side, own)) = written_move(token) {
            self.moves.push(WrittenMove {
                side,
                own,
                line,
                column,
            });
        } else if let Some(s) = score(token) {
            self.score = Some((s, line, column));
        } else {
            return err(RecordErrorKind::Unexpected(token.to_owned()));
        }
        Ok(())
    }

    /// Plays the moves in turn: the game of those that can be played, and
    /// why the first that cannot (nothing after it is played), or why the
    /// final count written does not agree with the game.
    pub fn play(&self) -> (Game, Option<RecordError>) {
        let mut game = Game::new(self.start);
        for (index, m) in self.moves.iter().enumerate() {
            let err = |kind| RecordError {
                line: m.line,
                column: m.column,
                kind,
            };
            let to_move = game.position().to_move();
            if let Some(written) = m.side.filter(|&s| s != to_move && !game.is_over()) {
                return (
                    game,
                    Some(err(RecordErrorKind::WrongSide { index, written })),
                );
            }
            let side = m.side.unwrap_or(to_move);
            let house = House::from_own(side, m.own).expect("the digit is 1 to 6");
            if let Err(error) = game.play(house) {
                return (game, Some(err(RecordErrorKind::Illegal { index, error })));
            }
        }
        if let Some((written, line, column)) = self.score {
            let kind = match game.end() {
                None => Some(RecordErrorKind::NotOver { written }),
                Some(end) if end.stores != written => Some(RecordErrorKind::Score {
                    written,
                    game: end.stores,
                }),
                Some(_) => None,
            };
            let error = kind.map(|kind| RecordError { line, column, kind });
            return (game, error);
        }
        (game, None)
    }
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(text: &str) -> (Game, Option<RecordError>) {
        Record::parse(text).expect("reads").play()
    }

    #[test]
    fn a_score_sheet_is_read_with_houses_as_each_player_sees_them() {
        let (game, err) = play("# round 2\n1. S3 N4   # a comment\n2. s1 北6\n");
        assert_eq!(err, None);
        let moves: Vec<usize> = game.moves().map(House::index).collect();
        // South's 3 is house 2, North's 4 is house 9, North's 6 house 11.
        assert_eq!(moves, [2, 9, 0, 11]);
    }

    #[test]
    fn letters_and_numbers_may_be_left_out() {
        let (game, err) = play("3 4 1 6");
        assert_eq!(err, None);
        assert_eq!(
            game.moves().map(House::index).collect::<Vec<_>>(),
            [2, 9, 0, 11]
        );
    }

    #[test]
    fn a_set_up_position_can_start_with_north() {
        let (game, err) = play("Position: 4,4,4,4,4,4/4,4,4,4,4,4 0-0 N\n1. N1 S1\n");
        assert_eq!(err, None);
        assert_eq!(game.moves().map(House::index).collect::<Vec<_>>(), [6, 0]);
    }

    #[test]
    fn mistakes_in_the_form_say_where_they_are() {
        let e = Record::parse("1. S3 N4\n3. S1").unwrap_err();
        assert_eq!((e.line, e.column), (2, 1));
        assert!(matches!(
            e.kind,
            RecordErrorKind::Number { expected: 2, .. }
        ));
        let e = Record::parse("1. S3 N7").unwrap_err();
        assert_eq!((e.line, e.column), (1, 7));
        assert_eq!(e.kind, RecordErrorKind::Unexpected("N7".into()));
        assert!(matches!(
            Record::parse("1. S3\nposition: 4,4,4,4,4,4/4,4,4,4,4,4 0-0 S")
                .unwrap_err()
                .kind,
            RecordErrorKind::LatePosition
        ));
        assert!(matches!(
            Record::parse("position: 4,4,4 0-0 S").unwrap_err().kind,
            RecordErrorKind::Position(_)
        ));
        assert_eq!(
            Record::parse("1. S3 24-24 N4").unwrap_err().kind,
            RecordErrorKind::AfterScore
        );
    }

    #[test]
    fn a_move_for_the_wrong_player_or_against_the_rules_stops_the_game_there() {
        let (game, err) = play("1. S3 S4 2. S1");
        let err = err.unwrap();
        assert_eq!(game.plies().len(), 1);
        assert_eq!(err.index(), Some(1));
        assert_eq!((err.line, err.column), (1, 7));
        assert_eq!(
            err.kind,
            RecordErrorKind::WrongSide {
                index: 1,
                written: Side::South
            }
        );
        // North's 1 (house 6) after South's 3 holds 5; after North plays it,
        // South's house 3 (index 2) is empty.
        let (game, err) = play("1. S3 N1 2. S3");
        assert_eq!(game.plies().len(), 2);
        let err = err.unwrap();
        assert_eq!(err.index(), Some(2));
        assert!(matches!(
            err.kind,
            RecordErrorKind::Illegal { index: 2, .. }
        ));
        assert!(
            err.to_string()
                .starts_with("line 1, column 13: move 3 cannot be played")
        );
    }

    #[test]
    fn a_final_count_is_checked_against_the_game() {
        // South's 6 wipes out North's row: 25-23.
        let start = "position: 1,0,0,0,0,1/1,0,0,0,0,0 22-23 S\n";
        assert_eq!(play(&format!("{start}1. S6 25-23")).1, None);
        assert!(matches!(
            play(&format!("{start}1. S6 24-24")).1.unwrap().kind,
            RecordErrorKind::Score {
                written: [24, 24],
                game: [25, 23]
            }
        ));
        assert!(matches!(
            play("1. S3 24-24").1.unwrap().kind,
            RecordErrorKind::NotOver { .. }
        ));
    }
}
