//! Reading a TRF-16 file. Nothing is trusted: a file is refused as a
//! whole, with the first line found wrong and what is wrong with it.

use std::collections::HashMap;

use super::TrfError;
use super::write::decimal;
use crate::classroom::LearnerId;
use crate::tournament::model::{
    Board, DRAW, Excused, Format, MAX_PLAYERS, MAX_ROUNDS, Outcome, Player, Points, Round, Setup,
    TieBreak, Tournament, WIN,
};
use crate::tournament::problem::Problem;

/// The largest file read: a tournament of 9999 players over 99 rounds
/// writes about 10 MB; a class's, a school's or an island's far less.
pub const MAX_BYTES: usize = 4 << 20;
/// The longest line: a player's line of 100 rounds and some slack.
const MAX_LINE: usize = 91 + 10 * (MAX_ROUNDS as usize + 1) + 100;

fn err(line: usize, message: impl Into<String>) -> TrfError {
    TrfError {
        line,
        message: message.into(),
    }
}

/// One round of a player's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    Blank,
    Game {
        opponent: u32,
        /// `None`: "-", no colour (a forfeit).
        white: Option<bool>,
        result: Res,
    },
    Bye,
    Excused(Excused),
    Zero,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Res {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    Pending,
}

impl Res {
    /// What the opponent's entry must say.
    fn mirror(self, other: Res) -> bool {
        matches!(
            (self, other),
            (Res::Win, Res::Loss)
                | (Res::Loss, Res::Win)
                | (Res::Draw, Res::Draw)
                | (Res::ForfeitWin, Res::ForfeitLoss)
                | (Res::ForfeitLoss, Res::ForfeitWin)
                | (Res::ForfeitLoss, Res::ForfeitLoss)
                | (Res::Pending, Res::Pending)
        )
    }
}

struct PlayerLine {
    line: usize,
    name: String,
    rating: Option<u32>,
    points: Points,
    entries: Vec<Entry>,
}

/// A whole number of at most `max`, from a field of digits and spaces.
fn number(field: &str, max: u64, what: &str) -> Result<u32, String> {
    let t = field.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{what} {field:?} is not a number"));
    }
    match t.parse::<u64>() {
        Ok(n) if n <= max => Ok(n as u32),
        _ => Err(format!("{what} {t} is too large (at most {max})")),
    }
}

/// Points with at most one decimal ("1.5", "10", "0.0").
fn points(field: &str, what: &str) -> Result<Points, String> {
    let t = field.trim();
    let (whole, tenth) = t.split_once('.').unwrap_or((t, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(whole) && tenth.len() == 1 && digits(tenth)) {
        return Err(format!("{what} {field:?} is not a number of points"));
    }
    let whole = number(whole, 999, what)?;
    Ok(whole * 10 + number(tenth, 9, what)?)
}

fn field(chars: &[char], from: usize, to: usize) -> String {
    (from..to)
        .map(|i| chars.get(i).copied().unwrap_or(' '))
        .collect()
}

fn player_line(line: usize, chars: &[char]) -> Result<(u32, PlayerLine), TrfError> {
    let e = |m: String| err(line, m);
    if chars.len() < 84 {
        return Err(e(
            "a player line (001) is too short: it needs the points in columns 81-84".into(),
        ));
    }
    for col in [3, 8, 13, 47, 52, 56, 68, 79] {
        if chars[col] != ' ' {
            return Err(e(format!(
                "column {} should be blank: the fields are not in their columns",
                col + 1
            )));
        }
    }
    let number = self::number(
        &field(chars, 4, 8),
        MAX_PLAYERS as u64,
        "the pairing number",
    )
    .map_err(e)?;
    if number == 0 {
        return Err(e("pairing number 0".into()));
    }
    let name = field(chars, 14, 47).trim().to_string();
    let rating_field = field(chars, 48, 52);
    let rating = if rating_field.trim().is_empty() {
        None
    } else {
        Some(self::number(&rating_field, 9999, "the rating").map_err(e)?)
    };
    let points = points(&field(chars, 80, 84), "the score").map_err(e)?;
    let rank = field(chars, 85, 89);
    if !rank.trim().is_empty() {
        self::number(&rank, 9999, "the rank").map_err(e)?;
    }
    let mut entries = Vec::new();
    let mut start = 91;
    while start - 2 < chars.len() && chars[start - 2..].iter().any(|c| *c != ' ') {
        let round = entries.len() + 1;
        if round > MAX_ROUNDS as usize + 1 {
            return Err(e(format!("more than {MAX_ROUNDS} rounds")));
        }
        let block = field(chars, start - 2, start + 8);
        let b: Vec<char> = block.chars().collect();
        if b[0] != ' ' || b[1] != ' ' || b[6] != ' ' || b[8] != ' ' {
            return Err(e(format!(
                "round {round}: the entry is not in its columns (opponent in {}-{}, colour {}, result {})",
                start + 1,
                start + 4,
                start + 6,
                start + 8
            )));
        }
        let opponent: String = b[2..6].iter().collect();
        let entry = self::entry(number, &opponent, b[7], b[9])
            .map_err(|m| e(format!("round {round}: {m}")))?;
        entries.push(entry);
        start += 10;
    }
    while entries.last() == Some(&Entry::Blank) {
        entries.pop();
    }
    Ok((
        number,
        PlayerLine {
            line,
            name,
            rating,
            points,
            entries,
        },
    ))
}

fn entry(me: u32, opponent: &str, colour: char, result: char) -> Result<Entry, String> {
    let result = result.to_ascii_uppercase();
    if opponent.trim().is_empty() {
        return if colour == ' ' && result == ' ' {
            Ok(Entry::Blank)
        } else {
            Err("a colour or a result without an opponent".into())
        };
    }
    let opponent = number(opponent, MAX_PLAYERS as u64, "the opponent")?;
    if opponent == 0 {
        if !matches!(colour, '-' | ' ') {
            return Err("a bye or an absence has no colour (\"-\")".into());
        }
        // "+" and "=" are older programs' codes for the bye and a
        // half-point bye, as bbpPairings reads them.
        return match result {
            'U' | '+' => Ok(Entry::Bye),
            'H' | '=' => Ok(Entry::Excused(Excused::Half)),
            'F' => Ok(Entry::Excused(Excused::Full)),
            'Z' | '-' | ' ' => Ok(Entry::Zero),
            c => Err(format!(
                "{c:?} is not a result without an opponent (U, H, F, Z)"
            )),
        };
    }
    if opponent == me {
        return Err("a player paired with themselves".into());
    }
    let white = match colour {
        'w' | 'W' => Some(true),
        'b' | 'B' => Some(false),
        '-' => None,
        c => return Err(format!("{c:?} is not a colour (w, b or -)")),
    };
    let result = match result {
        '1' | 'W' => Res::Win,
        '=' | 'D' => Res::Draw,
        '0' | 'L' => Res::Loss,
        '+' => Res::ForfeitWin,
        '-' => Res::ForfeitLoss,
        ' ' => Res::Pending,
        c => return Err(format!("{c:?} is not a result (1, =, 0, +, -)")),
    };
    if white.is_none() && !matches!(result, Res::ForfeitWin | Res::ForfeitLoss) {
        return Err("a game needs a colour (w or b)".into());
    }
    Ok(Entry::Game {
        opponent,
        white,
        result,
    })
}

/// The text after a line's code, trimmed.
fn rest(chars: &[char]) -> String {
    chars.iter().skip(4).collect::<String>().trim().to_string()
}

fn tokens(chars: &[char]) -> Vec<String> {
    rest(chars).split_whitespace().map(str::to_string).collect()
}

/// What the lines other than players' say.
#[derive(Default)]
struct Header {
    name: String,
    date: String,
    count: Option<(usize, u32)>,
    rounds: Option<(usize, u32)>,
    top_moves_first: Option<bool>,
    bye_points: Option<Points>,
    forbidden: Vec<(u32, u32, usize)>,
    format: Option<(usize, Format)>,
    tie_breaks: Option<Vec<TieBreak>>,
    learners: Vec<(usize, u32, LearnerId)>,
    withdrawn: Vec<(usize, u32)>,
    tables: Vec<(usize, u32, Vec<u32>)>,
}

fn header_line(h: &mut Header, line: usize, code: &str, chars: &[char]) -> Result<(), TrfError> {
    let e = |m: String| err(line, m);
    let num = |s: &str, max: u64, what: &str| number(s, max, what).map_err(e);
    match code {
        "012" => h.name = rest(chars),
        "042" => h.date = rest(chars),
        "062" => {
            let t = tokens(chars);
            let first = t.first().map(String::as_str).unwrap_or("");
            h.count = Some((
                line,
                num(first, MAX_PLAYERS as u64, "the number of players")?,
            ));
        }
        // 142 is the newer form's line for the rounds, 152 for the first
        // colour; bbpPairings reads both.
        "XXR" | "142" => {
            let t = tokens(chars);
            if t.len() != 1 {
                return Err(e(format!("{code} holds one number, the rounds")));
            }
            h.rounds = Some((
                line,
                num(&t[0], u64::from(MAX_ROUNDS), "the number of rounds")?,
            ));
        }
        "152" => match rest(chars).as_str() {
            "W" => h.top_moves_first = Some(true),
            "B" => h.top_moves_first = Some(false),
            _ => return Err(e("152 holds W or B".into())),
        },
        "XXC" => {
            for t in tokens(chars) {
                match t.as_str() {
                    "white1" => h.top_moves_first = Some(true),
                    "black1" => h.top_moves_first = Some(false),
                    "rank" => return Err(e("XXC rank is not supported".into())),
                    _ => {}
                }
            }
        }
        "BBU" => h.bye_points = Some(points(&rest(chars), "the bye's points").map_err(e)?),
        "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" => {
            let p = points(&rest(chars), "the points").map_err(e)?;
            let standard = match code {
                "BBW" => WIN,
                "BBD" => DRAW,
                _ => 0,
            };
            if p != standard {
                return Err(e(format!(
                    "{code} {}: only 1, ½ and 0 points for a win, a draw and a loss are supported",
                    decimal(p)
                )));
            }
        }
        "162" => return Err(e("other point systems (162) are not supported".into())),
        "013" | "310" => return Err(e("team tournaments are not supported".into())),
        "XXP" => {
            let t = tokens(chars);
            if t.len() < 2 {
                return Err(e("XXP lists at least two players".into()));
            }
            let mut players = Vec::new();
            for s in &t {
                players.push(num(s, MAX_PLAYERS as u64, "the player")?);
            }
            for (i, &a) in players.iter().enumerate() {
                for &b in &players[i + 1..] {
                    h.forbidden.push((a, b, line));
                }
            }
        }
        "WHF" => {
            let t = tokens(chars);
            let format = match t.iter().map(String::as_str).collect::<Vec<_>>()[..] {
                ["swiss"] => Format::Swiss { rounds: 0 },
                ["roundrobin", c] => Format::RoundRobin {
                    cycles: num(c, 2, "the cycles")?,
                },
                _ => {
                    return Err(e(
                        "WHF is \"swiss\" or \"roundrobin 1\" or \"roundrobin 2\"".into(),
                    ));
                }
            };
            h.format = Some((line, format));
        }
        "WHT" => {
            let mut list = Vec::new();
            for t in tokens(chars) {
                match TieBreak::from_code(&t) {
                    Some(tb) => list.push(tb),
                    None => return Err(e(format!("{t:?} is not a tie-break"))),
                }
            }
            h.tie_breaks = Some(list);
        }
        "WHL" => {
            let t = tokens(chars);
            if t.len() != 2 {
                return Err(e("WHL holds a player and a learner".into()));
            }
            let player = num(&t[0], MAX_PLAYERS as u64, "the player")?;
            let id = LearnerId::try_from(t[1].clone())
                .map_err(|_| e(format!("{:?} is not a learner's id", t[1])))?;
            h.learners.push((line, player, id));
        }
        "WHW" => {
            let t = tokens(chars);
            if t.len() != 1 {
                return Err(e("WHW holds one player".into()));
            }
            h.withdrawn
                .push((line, num(&t[0], MAX_PLAYERS as u64, "the player")?));
        }
        "WHR" => {
            let t = tokens(chars);
            let Some((round, firsts)) = t.split_first() else {
                return Err(e("WHR holds a round and its tables".into()));
            };
            let round = num(round, u64::from(MAX_ROUNDS), "the round")?;
            let mut list = Vec::new();
            for s in firsts {
                list.push(num(s, MAX_PLAYERS as u64, "the player")?);
            }
            h.tables.push((line, round, list));
        }
        // Other codes (022 the city, 102 the arbiter, 132 the dates, ...)
        // say nothing the tournament keeps.
        _ => {}
    }
    Ok(())
}

/// Reads a TRF-16 file into a tournament, or says the first thing wrong.
pub fn read(bytes: &[u8]) -> Result<Tournament, TrfError> {
    if bytes.len() > MAX_BYTES {
        return Err(err(
            0,
            format!("the file is larger than {} MB", MAX_BYTES >> 20),
        ));
    }
    let text = std::str::from_utf8(bytes).map_err(|u| {
        let line = bytes[..u.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        err(line, "the file is not UTF-8 text")
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // bbpPairings ends its lines with a carriage return alone.
    let text = if text.contains('\n') {
        text.replace('\r', "")
    } else {
        text.replace('\r', "\n")
    };
    let mut header = Header::default();
    let mut players: HashMap<u32, PlayerLine> = HashMap::new();
    for (i, raw) in text.split('\n').enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() {
            continue;
        }
        let chars: Vec<char> = raw.chars().collect();
        if chars.len() > MAX_LINE {
            return Err(err(line, "the line is too long"));
        }
        if let Some(c) = chars.iter().find(|c| c.is_control() && **c != '\t') {
            return Err(err(line, format!("a control character ({:?})", c)));
        }
        let code: String = chars.iter().take(3).collect();
        let code_ok = code.chars().count() == 3
            && code
                .chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase());
        if !code_ok || chars.get(3).is_some_and(|c| *c != ' ') {
            return Err(err(
                line,
                "not a TRF line: a line starts with a three-character code and a space",
            ));
        }
        if code == "001" {
            let (number, p) = player_line(line, &chars)?;
            if let Some(other) = players.get(&number) {
                return Err(err(
                    line,
                    format!(
                        "pairing number {number} again (first on line {})",
                        other.line
                    ),
                ));
            }
            players.insert(number, p);
        } else {
            header_line(&mut header, line, &code, &chars)?;
        }
    }
    build(header, players)
}

fn build(h: Header, mut lines: HashMap<u32, PlayerLine>) -> Result<Tournament, TrfError> {
    let n = lines.len() as u32;
    for number in 1..=n {
        if !lines.contains_key(&number) {
            let max = lines.keys().max().copied().unwrap_or(0);
            let line = lines[&max].line;
            return Err(err(
                line,
                format!("pairing number {max}, but there is no player {number}"),
            ));
        }
    }
    if let Some((line, count)) = h.count
        && count != n
    {
        return Err(err(
            line,
            format!("{count} players, but the file lists {n}"),
        ));
    }
    // The rounds paired: the last holding a game or the bye.
    let paired = lines
        .values()
        .filter_map(|l| {
            l.entries
                .iter()
                .rposition(|e| matches!(e, Entry::Game { .. } | Entry::Bye))
        })
        .max()
        .map_or(0, |i| i + 1);
    let mut rounds = vec![Round::default(); paired];
    let mut absent_next = Vec::new();
    for p in 1..=n {
        let l = &lines[&p];
        for (i, entry) in l.entries.iter().enumerate() {
            let r = i + 1;
            let e = |m: String| err(l.line, format!("round {r}: {m}"));
            if r > paired + 1 {
                return Err(e(format!("an entry after the next round ({})", paired + 1)));
            }
            if r == paired + 1 {
                match entry {
                    Entry::Zero => absent_next.push((p, None)),
                    Entry::Excused(x) => absent_next.push((p, Some(*x))),
                    _ => {}
                }
                continue;
            }
            let round = &mut rounds[i];
            match *entry {
                Entry::Blank | Entry::Zero => {}
                Entry::Bye => {
                    if let Some(other) = round.bye {
                        return Err(e(format!("a second bye (player {other} has one)")));
                    }
                    round.bye = Some(p);
                }
                Entry::Excused(x) => round.excused.push((p, x)),
                Entry::Game {
                    opponent,
                    white,
                    result,
                } => {
                    let Some(o) = lines.get(&opponent) else {
                        return Err(e(format!("there is no player {opponent}")));
                    };
                    let theirs = o.entries.get(i).copied().unwrap_or(Entry::Blank);
                    let Entry::Game {
                        opponent: back,
                        white: their_white,
                        result: their_result,
                    } = theirs
                    else {
                        return Err(e(format!(
                            "player {opponent}'s line does not have this game"
                        )));
                    };
                    let colours_agree = match (white, their_white) {
                        (Some(a), Some(b)) => a != b,
                        (None, None) => true,
                        _ => false,
                    };
                    if back != p || !colours_agree || !result.mirror(their_result) {
                        return Err(e(format!(
                            "player {opponent}'s line says otherwise about this game"
                        )));
                    }
                    if p > opponent {
                        continue;
                    }
                    let i_first = white.unwrap_or(true);
                    let (first, second) = if i_first {
                        (p, opponent)
                    } else {
                        (opponent, p)
                    };
                    let (a, b) = if i_first {
                        (result, their_result)
                    } else {
                        (their_result, result)
                    };
                    let outcome = match (a, b) {
                        (Res::Win, _) => Some(Outcome::FirstWins),
                        (Res::Draw, _) => Some(Outcome::Draw),
                        (Res::Loss, _) => Some(Outcome::SecondWins),
                        (Res::ForfeitWin, _) => Some(Outcome::FirstWinsByForfeit),
                        (Res::ForfeitLoss, Res::ForfeitLoss) => Some(Outcome::BothForfeit),
                        (Res::ForfeitLoss, _) => Some(Outcome::SecondWinsByForfeit),
                        (Res::Pending, _) => None,
                    };
                    round.boards.push(Board {
                        first,
                        second,
                        outcome,
                    });
                }
            }
        }
    }
    for (line, r, firsts) in &h.tables {
        let Some(round) = rounds.get_mut((*r as usize).wrapping_sub(1)) else {
            return Err(err(*line, format!("there is no round {r}")));
        };
        let mut ordered = Vec::new();
        for f in firsts {
            match round.boards.iter().position(|b| b.first == *f) {
                Some(i) => ordered.push(round.boards.remove(i)),
                None => {
                    return Err(err(
                        *line,
                        format!("round {r}: player {f} does not move first at any table"),
                    ));
                }
            }
        }
        if !round.boards.is_empty() {
            return Err(err(*line, format!("round {r}: tables are missing")));
        }
        round.boards = ordered;
    }
    let bye_points = h.bye_points.unwrap_or(WIN);
    let mut computed = vec![0; n as usize];
    for r in &rounds {
        for (sum, seat) in computed.iter_mut().zip(r.seats(n as usize)) {
            *sum += seat.points(bye_points).unwrap_or(0);
        }
    }
    let mut players = Vec::with_capacity(n as usize);
    for p in 1..=n {
        let l = lines.remove(&p).expect("every number was checked");
        let mut player = Player::named(&l.name);
        player.rating = l.rating;
        let computed = computed[p as usize - 1];
        if computed != l.points {
            return Err(err(
                l.line,
                format!(
                    "player {p}'s score is {}, but the results give {}",
                    decimal(l.points),
                    decimal(computed)
                ),
            ));
        }
        players.push((l.line, player));
    }
    let mut setup = Setup::new(&h.name, Format::Swiss { rounds: 1 });
    setup.date = h.date;
    setup.bye_points = bye_points;
    setup.rounds = rounds;
    setup.players = players.iter().map(|(_, p)| p.clone()).collect();
    let lines_of: Vec<usize> = players.iter().map(|(l, _)| *l).collect();
    let player_line = |p: u32| {
        lines_of
            .get((p as usize).wrapping_sub(1))
            .copied()
            .unwrap_or(0)
    };
    let unknown = |line: usize, p: u32| {
        if p == 0 || p > n {
            Err(err(line, format!("there is no player {p}")))
        } else {
            Ok(())
        }
    };
    for (line, p, id) in h.learners {
        unknown(line, p)?;
        setup.players[p as usize - 1].learner = Some(id);
    }
    for (line, p) in h.withdrawn {
        unknown(line, p)?;
        setup.players[p as usize - 1].withdrawn = true;
    }
    setup.absent_next = absent_next
        .into_iter()
        .filter(|(p, _)| !setup.players[*p as usize - 1].withdrawn)
        .collect();
    for (a, b, line) in h.forbidden {
        unknown(line, a)?;
        unknown(line, b)?;
        setup.forbidden.push((a, b));
    }
    setup.top_moves_first = h.top_moves_first;
    if let Some(tb) = h.tie_breaks {
        setup.tie_breaks = tb;
    }
    let rounds_line = h.rounds.map_or(0, |(l, _)| l);
    setup.format = match h.format.map(|(_, f)| f) {
        Some(Format::RoundRobin { cycles }) => {
            let format = Format::RoundRobin { cycles };
            let mut probe = setup.clone();
            probe.format = format;
            if let Some((line, r)) = h.rounds
                && r != probe.rounds_total()
            {
                return Err(err(
                    line,
                    format!(
                        "{r} rounds, but a round robin of {n} players has {}",
                        probe.rounds_total()
                    ),
                ));
            }
            format
        }
        _ => match h.rounds {
            Some((_, r)) => Format::Swiss { rounds: r },
            None if paired > 0 => Format::Swiss {
                rounds: paired as u32,
            },
            None => return Err(err(0, "the number of rounds (XXR) is missing")),
        },
    };
    Tournament::try_from(setup).map_err(|problems| {
        let first = &problems.0[0];
        let line = match first {
            Problem::TooManyPaired { .. } | Problem::Rounds { .. } => rounds_line,
            p => p.player().map_or(0, player_line),
        };
        err(line, problems.to_string())
    })
}
