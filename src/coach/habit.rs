//! A beginner's way of choosing a move, for the lowest levels: take the
//! biggest capture in sight, as a beginner sees it, and sometimes look at
//! what the opponent can take back. What a beginner misses is switched off
//! here on purpose (a long chain, a big house's lap, the answer to a move),
//! so the computer's slips are ones a child can spot and learn from, never
//! random ones. See docs/coach.md, "The levels".

use std::fmt;

use super::rng::Rng;
use crate::engine::{House, Position};

/// What a beginner sees and how careful they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Habit {
    /// Counts the whole backward chain of a capture; otherwise only the
    /// house where the last seed lands.
    pub chains: bool,
    /// Can count the lap of a house of 12 seeds or more; otherwise such a
    /// move looks like it captures nothing.
    pub laps: bool,
    /// How often (in percent of its moves) it looks at the opponent's best
    /// capture in reply, as it would see it.
    pub reply: u8,
    /// Seeds of noise (0 to this) added to each move's value: a careless
    /// player picks a smaller capture now and then.
    pub noise: u8,
}

impl Habit {
    /// Seeds `house` takes from the opponent, as this beginner counts them
    /// (a wipe-out takes the whole board and anyone sees it).
    fn seen_gain(&self, pos: &Position, house: House) -> (i32, Position) {
        let (after, report) = pos.play_report(house).expect("a legal move");
        if !self.laps && pos.seeds(house) >= 12 {
            return (0, after);
        }
        if let Some(sweep) = report.wipe_out {
            return (i32::from(report.captured()) + i32::from(sweep), after);
        }
        let taken = if self.chains {
            report.captured()
        } else {
            report.captures.first().map_or(0, |c| c.seeds)
        };
        (i32::from(taken), after)
    }

    /// The biggest capture the player to move in `pos` can see.
    fn best_seen(&self, pos: &Position) -> i32 {
        pos.legal_moves()
            .map(|m| self.seen_gain(pos, m).0)
            .max()
            .unwrap_or(0)
    }

    /// This beginner's move in `pos` (which has a legal move).
    pub fn choose(&self, pos: &Position, rng: &mut Rng) -> House {
        let looks = rng.below(100) < u64::from(self.reply);
        let valued: Vec<(House, i32)> = pos
            .legal_moves()
            .map(|m| {
                let (gain, after) = self.seen_gain(pos, m);
                let answer = if looks && !after.is_over() {
                    self.best_seen(&after)
                } else {
                    0
                };
                let jitter = rng.below(u64::from(self.noise) + 1) as i32;
                (m, gain - answer + jitter)
            })
            .collect();
        let top = valued.iter().map(|v| v.1).max().expect("a legal move");
        let tops: Vec<House> = valued.iter().filter(|v| v.1 == top).map(|v| v.0).collect();
        rng.pick(&tops)
    }
}

/// `habit:` then any of `chains`, `laps`, `reply=P`, `noise=N`, comma
/// separated (`wahree match` accepts it, to try a level before it is one).
impl std::str::FromStr for Habit {
    type Err = ();

    fn from_str(s: &str) -> Result<Habit, ()> {
        let mut h = Habit {
            chains: false,
            laps: false,
            reply: 0,
            noise: 0,
        };
        let rest = s.strip_prefix("habit:").ok_or(())?;
        for part in rest.split(',').filter(|p| !p.is_empty()) {
            match part.split_once('=') {
                None if part == "chains" => h.chains = true,
                None if part == "laps" => h.laps = true,
                Some(("reply", p)) => h.reply = p.parse().ok().filter(|p| *p <= 100).ok_or(())?,
                Some(("noise", n)) => h.noise = n.parse().ok().filter(|n| *n <= 48).ok_or(())?,
                _ => return Err(()),
            }
        }
        Ok(h)
    }
}

impl fmt::Display for Habit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if self.chains {
            parts.push("chains".to_owned());
        }
        if self.laps {
            parts.push("laps".to_owned());
        }
        if self.reply > 0 {
            parts.push(format!("reply={}", self.reply));
        }
        if self.noise > 0 {
            parts.push(format!("noise={}", self.noise));
        }
        write!(f, "habit:{}", parts.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;

    fn pos(text: &str) -> Position {
        text.parse::<Setup>().unwrap().try_into().unwrap()
    }

    const BLIND: Habit = Habit {
        chains: false,
        laps: false,
        reply: 0,
        noise: 0,
    };

    #[test]
    fn a_beginner_without_chains_counts_only_the_last_house() {
        // South's house 5 (3 seeds) lands in North's 8 making 3, after 7
        // and 6 made 2 each: a chain of 7 seeds.
        let p = pos("1,0,0,0,0,3/1,1,2,5,5,5 13-12 S");
        let five = House::new(5).unwrap();
        assert_eq!(BLIND.seen_gain(&p, five).0, 3);
        let sees = Habit {
            chains: true,
            ..BLIND
        };
        assert_eq!(sees.seen_gain(&p, five).0, 7);
    }

    #[test]
    fn a_big_house_looks_empty_to_who_cannot_count_its_lap() {
        // 12 seeds in house 5: the lap skips house 5 and its last seed
        // lands in North's 6, which had 1 and got 2: 3 captured.
        let p = pos("1,1,1,1,0,12/1,4,4,4,4,3 6-6 S");
        let five = House::new(5).unwrap();
        let (counted, _) = Habit {
            laps: true,
            ..BLIND
        }
        .seen_gain(&p, five);
        assert_eq!(counted, 3);
        assert_eq!(BLIND.seen_gain(&p, five).0, 0);
    }

    #[test]
    fn looking_at_the_reply_avoids_a_capture_that_gives_more_back() {
        // House 5 takes 2, then North's 11 sows into 0 and 1 making 3 and
        // 3: 6 back. Houses 0 and 1 take nothing and spoil that answer.
        let p = pos("2,2,0,0,0,1/1,0,0,0,0,2 20-20 S");
        let five = House::new(5).unwrap();
        let careful = Habit {
            chains: true,
            reply: 100,
            ..BLIND
        };
        let greedy = Habit {
            chains: true,
            ..BLIND
        };
        let mut rng = Rng::new(1);
        for _ in 0..20 {
            assert_eq!(greedy.choose(&p, &mut rng), five);
            assert_ne!(careful.choose(&p, &mut rng), five);
        }
    }

    #[test]
    fn habits_parse_and_print_back() {
        for text in [
            "habit:",
            "habit:chains",
            "habit:chains,laps,reply=40,noise=2",
        ] {
            let h: Habit = text.parse().unwrap();
            assert_eq!(h.to_string(), text);
        }
        for bad in ["habits:", "habit:reply=101", "habit:chain", "habit:noise=x"] {
            assert!(bad.parse::<Habit>().is_err(), "{bad}");
        }
    }
}
