//! One test for every rule and worked check of RULES.md, on hand-made positions.

mod common;

use common::{house, pos};
use wahree::engine::{
    Capture, EndReason, Game, House, Outcome, PlayError, Position, Side, SowStep,
};

fn play(p: &str, h: usize) -> (Position, wahree::engine::MoveReport) {
    pos(p).play_report(house(h)).expect("legal move")
}

#[test]
fn start_position_has_four_seeds_everywhere_and_south_moves() {
    assert_eq!(Position::START.to_string(), "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S");
    let moves: Vec<usize> = Position::START.legal_moves().map(House::index).collect();
    assert_eq!(moves, [0, 1, 2, 3, 4, 5]);
}

#[test]
fn worked_check_start_south_plays_house_2() {
    let (after, report) = play("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S", 2);
    assert_eq!(after.houses(), &[4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    assert_eq!(after.to_move(), Side::North);
    assert_eq!(report.captured(), 0);
    assert_eq!(report.last, house(6));
    assert!(report.end.is_none());
}

#[test]
fn worked_check_wipe_out_at_23_23_decides_the_winner() {
    let (after, report) = play("0,0,0,0,0,1/1,0,0,0,0,0 23-23 S", 5);
    assert_eq!(
        report.captures,
        [Capture {
            house: house(6),
            seeds: 2
        }]
    );
    assert_eq!(report.wipe_out, Some(0));
    assert_eq!(after.houses(), &[0; 12]);
    assert_eq!(after.stores(), [25, 23]);
    let end = report.end.expect("a wipe-out ends the game");
    assert_eq!(end.reason, EndReason::WipeOut);
    assert_eq!(end.outcome, Outcome::Winner(Side::South));
}

#[test]
fn worked_check_twelve_seeds_skip_the_origin_and_end_in_house_6() {
    // 12 seeds from house 5: 6..11 and 0..4 get one each, 5 is skipped,
    // the twelfth lands in 6 (which then holds 2 and is captured).
    let (after, report) = play("0,0,0,0,0,12/0,0,0,0,0,0 18-18 S", 5);
    let drops: Vec<usize> = report
        .steps
        .iter()
        .filter_map(|s| match s {
            SowStep::Drop { house, .. } => Some(house.index()),
            SowStep::SkipOrigin { .. } => None,
        })
        .collect();
    assert_eq!(drops, [6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 6]);
    assert_eq!(report.steps[11], SowStep::SkipOrigin { house: house(5) });
    assert_eq!(report.last, house(6));
    assert_eq!(report.captured(), 2);
    assert_eq!(after.to_string(), "1,1,1,1,1,0/0,1,1,1,1,1 20-18 N");
}

#[test]
fn twenty_three_seeds_skip_the_origin_twice() {
    let (after, report) = play("23,0,0,0,0,0/0,0,0,0,0,0 12-13 S", 0);
    let skips = report
        .steps
        .iter()
        .filter(|s| matches!(s, SowStep::SkipOrigin { .. }))
        .count();
    assert_eq!(skips, 2);
    assert_eq!(report.last, house(1));
    assert_eq!(after.to_string(), "0,3,2,2,2,2/2,2,2,2,2,2 12-13 N");
}

#[test]
fn twenty_three_seeds_from_house_5_capture_only_house_6() {
    // Two laps leave 2 everywhere; the last seed makes house 6 a 3. The
    // chain cannot go back past the start of North's row.
    let (after, report) = play("0,0,0,0,0,23/0,0,0,0,0,0 12-13 S", 5);
    assert_eq!(
        report.captures,
        [Capture {
            house: house(6),
            seeds: 3
        }]
    );
    assert_eq!(after.to_string(), "2,2,2,2,2,0/0,2,2,2,2,2 15-13 N");
}

#[test]
fn chain_runs_back_to_the_end_of_the_row() {
    let (after, report) = play("4,4,4,4,4,4/1,1,2,1,4,4 6-5 S", 5);
    let chain: Vec<(usize, u8)> = report
        .captures
        .iter()
        .map(|c| (c.house.index(), c.seeds))
        .collect();
    assert_eq!(chain, [(9, 2), (8, 3), (7, 2), (6, 2)]);
    assert_eq!(after.to_string(), "4,4,4,4,4,0/0,0,0,0,4,4 15-5 N");
    assert!(report.wipe_out.is_none());
}

#[test]
fn chain_stops_at_a_house_holding_one() {
    let (after, report) = play("4,4,4,4,4,4/1,0,2,1,4,4 6-6 S", 5);
    assert_eq!(report.captured(), 5);
    assert_eq!(after.to_string(), "4,4,4,4,4,0/2,1,0,0,4,4 11-6 N");
}

#[test]
fn chain_stops_at_a_house_holding_four() {
    let (after, report) = play("4,4,4,4,4,4/1,3,2,1,4,4 5-4 S", 5);
    assert_eq!(report.captured(), 5);
    assert_eq!(after.to_string(), "4,4,4,4,4,0/2,4,0,0,4,4 10-4 N");
}

#[test]
fn a_two_or_three_in_the_movers_own_row_is_not_captured() {
    // South's last seed makes house 2 a 2: South's own house, nothing happens.
    let (after, report) = play("2,0,1,4,4,4/4,4,4,4,4,4 0-9 S", 0);
    assert_eq!(report.last, house(2));
    assert_eq!(report.captured(), 0);
    assert_eq!(after.to_string(), "0,1,2,4,4,4/4,4,4,4,4,4 0-9 N");
    // And the same for North ending in North's own row.
    let (after, report) = play("4,4,4,4,4,4/2,0,1,4,4,4 9-0 N", 6);
    assert_eq!(report.captured(), 0);
    assert_eq!(after.to_string(), "4,4,4,4,4,4/0,1,2,4,4,4 9-0 S");
}

#[test]
fn north_captures_in_souths_row() {
    // North's house 11 with 2 seeds: houses 0 and 1 become 2 and 3.
    let (after, report) = play("1,2,4,4,4,4/4,4,4,4,4,2 3-4 N", 11);
    let chain: Vec<usize> = report.captures.iter().map(|c| c.house.index()).collect();
    assert_eq!(chain, [1, 0]);
    assert_eq!(after.to_string(), "0,0,4,4,4,4/4,4,4,4,4,0 3-9 S");
}

#[test]
fn feeding_obligation_leaves_only_the_moves_that_reach() {
    let p = pos("1,0,0,0,3,2/0,0,0,0,0,0 21-21 S");
    let moves: Vec<usize> = p.legal_moves().map(House::index).collect();
    assert_eq!(moves, [4, 5]);
    assert_eq!(
        p.check_move(house(0)),
        Err(PlayError::MustFeed { house: house(0) })
    );
    let (after, _) = p.play(house(4)).expect("feeds");
    assert!(after.row_seeds(Side::North) > 0);
}

#[test]
fn no_feeding_move_ends_the_game_and_each_side_claims_its_own() {
    let p = pos("1,1,0,0,0,0/0,0,0,0,0,0 23-23 S");
    assert!(p.is_over());
    assert_eq!(p.check_move(house(0)), Err(PlayError::GameOver));
    let game = Game::new(p);
    let end = game.end().expect("over");
    assert_eq!(end.reason, EndReason::NoMoves);
    assert_eq!(end.stores, [25, 23]);
    assert_eq!(end.outcome, Outcome::Winner(Side::South));
}

#[test]
fn an_empty_own_row_ends_the_game() {
    let p = pos("0,0,0,0,0,0/1,2,3,0,0,0 20-22 S");
    assert!(p.is_over());
    let end = Game::new(p).end().expect("over");
    assert_eq!(end.stores, [20, 28]);
    assert_eq!(end.outcome, Outcome::Winner(Side::North));
}

#[test]
fn a_move_that_leaves_the_opponent_without_a_move_ends_the_game() {
    // South's only seed crosses to North. North must now feed South's empty
    // row, but houses 6 and 7 hold one seed each and neither reaches it.
    let (after, report) = play("0,0,0,0,0,1/0,1,0,0,0,0 23-23 S", 5);
    assert_eq!(after.to_string(), "0,0,0,0,0,0/1,1,0,0,0,0 23-23 N");
    let end = report.end.expect("North cannot move");
    assert_eq!(end.reason, EndReason::NoMoves);
    assert_eq!(end.stores, [23, 25]);
}

#[test]
fn illegal_moves_are_refused_with_the_reason() {
    let p = pos("0,4,4,4,4,4/4,4,4,4,4,4 4-0 S");
    assert_eq!(
        p.play(house(7)),
        Err(PlayError::NotYourHouse { house: house(7) })
    );
    assert_eq!(
        p.play(house(0)),
        Err(PlayError::EmptyHouse { house: house(0) })
    );
    assert_eq!(
        PlayError::EmptyHouse { house: house(0) }.message_id(),
        "move-empty-house"
    );
}

#[test]
fn wipe_out_by_a_chain_sweeps_the_movers_row_too() {
    let (after, report) = play("3,0,0,0,0,2/1,1,0,0,0,0 20-21 S", 5);
    assert_eq!(report.captured(), 4);
    assert_eq!(report.wipe_out, Some(3));
    assert_eq!(after.houses(), &[0; 12]);
    assert_eq!(after.stores(), [27, 21]);
    let end = report.end.expect("over");
    assert_eq!(end.reason, EndReason::WipeOut);
    assert_eq!(end.outcome, Outcome::Winner(Side::South));
}

#[test]
fn wipe_out_by_north() {
    let (after, report) = play("1,0,0,0,0,0/0,0,0,0,0,1 30-16 N", 11);
    assert_eq!(report.wipe_out, Some(0));
    assert_eq!(after.stores(), [30, 18]);
    assert_eq!(
        report.end.map(|e| e.outcome),
        Some(Outcome::Winner(Side::South))
    );
}

/// S's seed and N's seed chase each other round the board; after twelve
/// moves the first position is back and the game ends by repetition.
#[test]
fn repetition_ends_the_game_and_each_side_claims_its_own() {
    let mut game = Game::new(pos("1,0,0,0,0,0/1,0,0,0,0,0 23-23 S"));
    let line = [0, 6, 1, 7, 2, 8, 3, 9, 4, 10, 5, 11];
    for (k, &m) in line.iter().enumerate() {
        assert!(!game.is_over(), "over too early, before move {k}");
        game.play(house(m)).expect("legal");
    }
    assert_eq!(game.position(), game.start());
    let end = game.end().expect("repetition");
    assert_eq!(end.reason, EndReason::Repetition);
    assert_eq!(end.stores, [24, 24]);
    assert_eq!(end.outcome, Outcome::Draw);
    assert_eq!(game.play(house(0)), Err(PlayError::GameOver));
}

#[test]
fn a_capture_resets_the_repetition_window() {
    let mut game = Game::new(pos("4,4,4,4,4,4/1,1,2,1,4,4 6-5 S"));
    game.play(house(5)).expect("captures");
    let window: Vec<Position> = game.positions_since_capture().collect();
    assert_eq!(window, [game.position()]);
}

#[test]
fn undo_and_redo() {
    let mut game = Game::default();
    game.play(house(2)).unwrap();
    game.play(house(7)).unwrap();
    let after_two = game.position();
    assert_eq!(game.undo(), Some(house(7)));
    assert_eq!(game.undo(), Some(house(2)));
    assert_eq!(game.undo(), None);
    assert_eq!(game.position(), Position::START);
    assert!(game.redo().is_some());
    assert!(game.redo().is_some());
    assert!(game.redo().is_none());
    assert_eq!(game.position(), after_two);
    // A different move after an undo forgets the undone line.
    game.undo();
    game.play(house(8)).unwrap();
    assert!(!game.can_redo());
    let played: Vec<usize> = game.moves().map(House::index).collect();
    assert_eq!(played, [2, 8]);
}

#[test]
fn replaying_the_undone_move_keeps_the_rest_of_the_redo_line() {
    let mut game = Game::default();
    for m in [2, 7, 3] {
        game.play(house(m)).unwrap();
    }
    game.undo();
    game.undo();
    game.play(house(7)).unwrap();
    assert!(game.can_redo());
    game.redo().expect("3 again");
    let played: Vec<usize> = game.moves().map(House::index).collect();
    assert_eq!(played, [2, 7, 3]);
}
