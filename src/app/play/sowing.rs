//! A move shown seed by seed: lifted, each drop, each skip of the origin,
//! then each capture in chain order, then the position after.

use std::time::Duration;

use iced::time::Instant;

use crate::engine::{House, MoveReport, Position, SowStep};

/// How long each stage stays on screen at the normal speed.
pub const STAGE: Duration = Duration::from_millis(280);

pub use crate::classroom::Speed;

impl Speed {
    /// How long one stage lasts, or none when sowings are not shown.
    pub fn stage(self) -> Option<Duration> {
        match self {
            Speed::Slow => Some(STAGE * 2),
            Speed::Normal => Some(STAGE),
            Speed::Fast => Some(STAGE / 2),
            Speed::Off => None,
        }
    }
}

/// What the board draws during a sowing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    pub houses: [u8; 12],
    pub stores: [u8; 2],
    /// The emptied house the seeds came from; none for counts shown
    /// without a move (a position being set up on the teacher's board,
    /// which may not be a legal position yet: see [`Frame::still`]).
    pub origin: Option<House>,
    /// The house that has just received a seed (or been skipped).
    pub current: Option<House>,
    /// The origin was just passed over (12 or more seeds).
    pub skipping: bool,
    /// Houses captured so far, in chain order.
    pub captured: Vec<House>,
}

impl Frame {
    /// Counts to draw as they are, with no move on them.
    pub fn still(houses: [u8; 12], stores: [u8; 2]) -> Frame {
        Frame {
            houses,
            stores,
            origin: None,
            current: None,
            skipping: false,
            captured: Vec::new(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Sowing {
    before: Position,
    after: Position,
    report: MoveReport,
    /// How long each stage lasts.
    pace: Duration,
    started: Option<Instant>,
    stage: usize,
}

impl Sowing {
    /// A sowing to show at `speed`, or none if sowings are not shown.
    pub fn new(
        before: Position,
        after: Position,
        report: MoveReport,
        speed: Speed,
    ) -> Option<Sowing> {
        Some(Sowing {
            before,
            after,
            report,
            pace: speed.stage()?,
            started: None,
            stage: 0,
        })
    }

    /// Stage 0 shows the seeds lifted; then one per step, one per capture,
    /// and the last stage is the position after (with a wipe-out's sweep).
    fn last_stage(&self) -> usize {
        self.report.steps.len() + self.report.captures.len() + 1
    }

    /// Moves on with the clock; true once the animation is over.
    pub fn tick(&mut self, now: Instant) -> bool {
        let started = *self.started.get_or_insert(now);
        let elapsed = now.saturating_duration_since(started);
        let stage = (elapsed.as_millis() / self.pace.as_millis().max(1)) as usize;
        self.stage = stage.min(self.last_stage());
        // The final position stays one stage before the board takes over.
        stage > self.last_stage()
    }

    pub fn frame(&self) -> Frame {
        let r = &self.report;
        if self.stage >= self.last_stage() {
            return Frame {
                houses: *self.after.houses(),
                stores: self.after.stores(),
                origin: Some(r.from),
                current: None,
                skipping: false,
                captured: r.captures.iter().map(|c| c.house).collect(),
            };
        }
        let mut houses = *self.before.houses();
        let mut stores = self.before.stores();
        houses[r.from.index()] = 0;
        let drops = self.stage.min(r.steps.len());
        let mut current = None;
        let mut skipping = false;
        for step in &r.steps[..drops] {
            match *step {
                SowStep::Drop { house, seeds } => {
                    houses[house.index()] = seeds;
                    current = Some(house);
                    skipping = false;
                }
                SowStep::SkipOrigin { house } => {
                    current = Some(house);
                    skipping = true;
                }
            }
        }
        let taken = self.stage.saturating_sub(r.steps.len());
        let mut captured = Vec::new();
        for cap in &r.captures[..taken] {
            houses[cap.house.index()] = 0;
            stores[r.mover.index()] += cap.seeds;
            captured.push(cap.house);
            current = Some(cap.house);
        }
        Frame {
            houses,
            stores,
            origin: Some(r.from),
            current,
            skipping,
            captured,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Side;

    fn sowing(position: Position, own: u8) -> Sowing {
        let house = House::from_own(position.to_move(), own).unwrap();
        let (after, report) = position.play_report(house).unwrap();
        Sowing::new(position, after, report, Speed::Normal).unwrap()
    }

    #[test]
    fn seeds_go_one_house_at_a_time_and_never_change_in_number() {
        let mut s = sowing(Position::START, 3);
        let t0 = Instant::now();
        assert!(!s.tick(t0));
        let lifted = s.frame();
        assert_eq!(lifted.houses[2], 0);
        assert_eq!(lifted.houses[3], 4);
        s.tick(t0 + STAGE * 2);
        let two = s.frame();
        assert_eq!(&two.houses[2..6], &[0, 5, 5, 4]);
        assert_eq!(two.current, House::new(4));
        // The last frame is the position after; then it is over.
        s.tick(t0 + STAGE * 5);
        let (after, _) = Position::START.play(House::new(2).unwrap()).unwrap();
        assert_eq!(s.frame().houses, *after.houses());
        assert!(s.tick(t0 + STAGE * 6));
    }

    #[test]
    fn speeds_set_the_pace_and_off_shows_nothing() {
        let (after, report) = Position::START.play_report(House::new(2).unwrap()).unwrap();
        assert!(Sowing::new(Position::START, after, report.clone(), Speed::Off).is_none());
        let t0 = Instant::now();
        let mut slow = Sowing::new(Position::START, after, report.clone(), Speed::Slow).unwrap();
        let mut fast = Sowing::new(Position::START, after, report, Speed::Fast).unwrap();
        for s in [&mut slow, &mut fast] {
            s.tick(t0);
            s.tick(t0 + STAGE * 2);
        }
        // Two normal stages are one slow stage and four fast ones: one
        // seed dropped slowly (into house 3), all four quickly (the last
        // into house 6).
        assert_eq!(slow.frame().current, House::new(3));
        assert_eq!(fast.frame().current, House::new(6));
    }

    #[test]
    fn a_big_house_shows_its_origin_skipped() {
        // South's house 6 (absolute 5) holds 12: one lap, skipping itself.
        let p: Position = "0,0,0,0,0,12/3,3,3,3,3,3 18-0 S".parse().unwrap();
        let mut s = sowing(p, 6);
        let t0 = Instant::now();
        s.tick(t0);
        // Steps: drops into 6..11 and 0..4 (11 drops), the skip, then 6.
        s.tick(t0 + STAGE * 12);
        let f = s.frame();
        assert!(f.skipping);
        assert_eq!(f.current, House::new(5));
        assert_eq!(f.houses[5], 0);
    }

    #[test]
    fn captures_light_up_in_chain_order_and_fill_the_store() {
        // South's house 6 (absolute 5) holds 2: sows into 6 and 7 making
        // 2 and 3; 7 is captured first, then 6.
        let p: Position = "4,4,4,4,4,2/1,2,4,4,4,4 5-2 S".parse().unwrap();
        let mut s = sowing(p, 6);
        let t0 = Instant::now();
        s.tick(t0);
        s.tick(t0 + STAGE * 3);
        let first = s.frame();
        assert_eq!(first.captured, [House::new(7).unwrap()]);
        assert_eq!(first.stores[Side::South.index()], 5 + 3);
        s.tick(t0 + STAGE * 4);
        let both = s.frame();
        assert_eq!(
            both.captured,
            [House::new(7).unwrap(), House::new(6).unwrap()]
        );
        assert_eq!(both.stores[Side::South.index()], 5 + 3 + 2);
    }
}
