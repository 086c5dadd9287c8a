//! The position notation and setup validation: exact errors.

use wahree::engine::{House, NotationError, Position, Setup, SetupError, SetupProblem, Side};

fn syntax_error(text: &str) -> (usize, &'static str) {
    match text.parse::<Position>() {
        Err(NotationError::Syntax { column, expected }) => (column, expected),
        other => panic!("{text:?}: expected a syntax error, got {other:?}"),
    }
}

#[test]
fn start_round_trips() {
    let text = "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S";
    let p: Position = text.parse().unwrap();
    assert_eq!(p, Position::START);
    assert_eq!(p.to_string(), text);
}

#[test]
fn extra_spaces_between_fields_are_accepted() {
    let p: Position = "4,4,4,4,4,4/4,4,4,4,4,4   0-0  S".parse().unwrap();
    assert_eq!(p, Position::START);
}

#[test]
fn syntax_errors_name_the_column_and_what_was_expected() {
    assert_eq!(syntax_error("4,4,4,4,4/4,4,4,4,4,4,4 0-0 S").0, 10);
    assert_eq!(
        syntax_error("4,4,4,4,4,4/4,4,4,4,4,4 0-0 X"),
        (29, "the player to move, S or N")
    );
    assert_eq!(syntax_error("4,4,4,4,4,4/4,4,4,4,4,4 0:0 S").0, 26);
    assert_eq!(syntax_error("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S extra").0, 30);
    assert_eq!(syntax_error("4,4,4,4,4,4/4,4,4,4,4,4").0, 24);
    assert_eq!(syntax_error("").0, 1);
    assert_eq!(syntax_error("4,4,4,-4,4,4/4,4,4,4,4,4 0-0 S").0, 7);
    // A count too long for any number is a syntax error, not a panic.
    assert_eq!(
        syntax_error("99999999999999999999999,4,4,4,4,4/4,4,4,4,4,4 0-0 S").0,
        1
    );
}

#[test]
fn a_stray_non_ascii_character_is_reported_at_its_column() {
    assert_eq!(syntax_error("4,4,4,4,4,4/4,4,4,4,4,4 0-0 é,").0, 29);
    assert_eq!(syntax_error("4,4,4,4,4,4/4,4,4,4,4,4 0-0 Sé").0, 30);
}

#[test]
fn a_wrong_total_is_a_setup_error() {
    match "4,4,4,4,4,4/4,4,4,4,4,3 0-0 S".parse::<Position>() {
        Err(NotationError::Setup(e)) => {
            assert_eq!(e.problems(), [SetupProblem::WrongTotal { total: 47 }]);
            assert_eq!(e.problems()[0].message_id(), "setup-wrong-total");
        }
        other => panic!("expected a setup error, got {other:?}"),
    }
}

#[test]
fn every_problem_of_a_setup_is_listed() {
    let setup = Setup {
        houses: [4, -1, 4, 4, 4, 4, 4, 4, 4, 4, 4, -2],
        stores: [-3, 0],
        to_move: Side::North,
    };
    let err: SetupError = Position::try_from(setup).unwrap_err();
    assert_eq!(
        err.problems(),
        [
            SetupProblem::NegativeHouse {
                house: House::new(1).unwrap(),
                seeds: -1
            },
            SetupProblem::NegativeHouse {
                house: House::new(11).unwrap(),
                seeds: -2
            },
            SetupProblem::NegativeStore {
                side: Side::South,
                seeds: -3
            },
            SetupProblem::WrongTotal { total: 34 },
        ]
    );
    let text = err.to_string();
    assert!(
        text.contains("house 1") && text.contains("house 11") && text.contains("34 seeds"),
        "{text}"
    );
}

#[test]
fn huge_counts_do_not_overflow_the_total() {
    let setup = Setup {
        houses: [i64::MAX, i64::MAX, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        stores: [i64::MAX, 0],
        to_move: Side::South,
    };
    let err = Position::try_from(setup).unwrap_err();
    assert!(matches!(err.problems(), [SetupProblem::WrongTotal { .. }]));
}

#[test]
fn setup_round_trips_through_position() {
    let p: Position = "0,1,14,2,0,3/2,1,0,3,1,2 9-10 N".parse().unwrap();
    assert_eq!(Position::try_from(p.to_setup()), Ok(p));
}

#[test]
fn own_house_numbers_map_to_absolute_ones() {
    assert_eq!(House::from_own(Side::South, 1), House::new(0));
    assert_eq!(House::from_own(Side::North, 1), House::new(6));
    assert_eq!(House::from_own(Side::North, 6), House::new(11));
    assert_eq!(House::from_own(Side::South, 7), None);
    assert_eq!(House::from_own(Side::South, 0), None);
    let h = House::new(9).unwrap();
    assert_eq!((h.owner(), h.own_number()), (Side::North, 4));
    assert_eq!(h.opposite(), House::new(2).unwrap());
}
