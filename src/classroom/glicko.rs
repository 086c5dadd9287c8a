//! Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a
//! rating, its deviation (how sure it is) and its volatility (how much it
//! swings), updated after each rating period from the results against
//! rated opponents. Lichess rates puzzle solvers this way, each puzzle an
//! opponent and each attempt a period of one game; so does Wahree, the
//! puzzle's opponent rating being the one the engine computed.
//!
//! Pure arithmetic, no clock: the same results give the same rating.

use serde::{Deserialize, Serialize};

/// Glicko-2's scale: 173.7178 rating points per unit.
const SCALE: f64 = 173.7178;
/// Ratings are centred on 1500 in Glicko.
const CENTRE: f64 = 1500.0;
/// How much the volatility may change (the paper's τ; 0.3 to 1.2).
pub const TAU: f64 = 0.5;
/// The convergence tolerance of the volatility iteration.
const EPSILON: f64 = 0.000_001;

/// A player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Glicko {
    pub rating: f64,
    /// The rating deviation: about a 95 % chance that the true rating lies
    /// within two of it.
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Glicko {
    /// The paper's unrated player: 1500, deviation 350, volatility 0.06.
    fn default() -> Glicko {
        Glicko {
            rating: CENTRE,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// One game of a rating period: the opponent's rating and deviation, and
/// the score (1 won, 0.5 drawn, 0 lost).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    pub rating: f64,
    pub deviation: f64,
    pub score: f64,
}

/// g(φ): how much an opponent's uncertainty dampens the result.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// E: the expected score against an opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Glicko {
    /// The rating after a period with `games` (none: only the deviation
    /// grows, as time passes without play), with volatility constraint
    /// `tau`. Steps 2 to 8 of the paper.
    pub fn after(self, games: &[Game], tau: f64) -> Glicko {
        // Step 2: to the Glicko-2 scale.
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Glicko {
                deviation: phi_star * SCALE,
                ..self
            };
        }
        let opponents: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|o| ((o.rating - CENTRE) / SCALE, o.deviation / SCALE, o.score))
            .collect();
        // Steps 3 and 4: the estimated variance and improvement.
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for &(mu_j, phi_j, s) in &opponents {
            let e = expected(mu, mu_j, phi_j);
            let gj = g(phi_j);
            inv_v += gj * gj * e * (1.0 - e);
            sum += gj * (s - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        // Step 5: the new volatility (the Illinois algorithm).
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let mut f_a = f(big_a);
        let mut f_b = f(big_b);
        while (big_b - big_a).abs() > EPSILON {
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
        }
        let sigma2 = (big_a / 2.0).exp();
        // Steps 6 and 7: the new deviation and rating.
        let phi_star = (phi * phi + sigma2 * sigma2).sqrt();
        let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu2 = mu + phi2 * phi2 * sum;
        // Step 8: back to the Glicko scale.
        Glicko {
            rating: mu2 * SCALE + CENTRE,
            deviation: phi2 * SCALE,
            volatility: sigma2,
        }
    }

    /// The expected score against an opponent rated `rating` with
    /// `deviation`: the chance of solving a puzzle of that rating.
    pub fn expected(&self, rating: f64, deviation: f64) -> f64 {
        expected(
            (self.rating - CENTRE) / SCALE,
            (rating - CENTRE) / SCALE,
            deviation / SCALE,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    /// The paper's worked example: a player rated 1500 (deviation 200,
    /// volatility 0.06) beats a 1400 (30), loses to a 1550 (100) and to a
    /// 1700 (300), with τ = 0.5: 1464.06, 151.52, 0.05999.
    #[test]
    fn the_papers_example_comes_out_as_published() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            Game {
                rating: 1400.0,
                deviation: 30.0,
                score: 1.0,
            },
            Game {
                rating: 1550.0,
                deviation: 100.0,
                score: 0.0,
            },
            Game {
                rating: 1700.0,
                deviation: 300.0,
                score: 0.0,
            },
        ];
        let after = player.after(&games, 0.5);
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    /// The paper's intermediate quantities: g and E for the three
    /// opponents (0.9955, 0.9531, 0.7242; 0.639, 0.432, 0.303).
    #[test]
    fn the_papers_intermediate_values_match() {
        let mu = 0.0;
        let cases = [
            (-0.5756, 0.1727, 0.9955, 0.639),
            (0.2878, 0.5756, 0.9531, 0.432),
            (1.1513, 1.7269, 0.7242, 0.303),
        ];
        for (mu_j, phi_j, gj, e) in cases {
            assert!(close(g(phi_j), gj, 0.0001), "g({phi_j})");
            assert!(close(expected(mu, mu_j, phi_j), e, 0.001), "E({mu_j})");
        }
    }

    #[test]
    fn a_period_without_games_only_makes_the_rating_less_sure() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after(&[], TAU);
        assert_eq!(after.rating, 1500.0);
        assert_eq!(after.volatility, 0.06);
        // √(φ² + σ²) on Glicko-2's scale: 200 grows to about 200.27.
        assert!(close(after.deviation, 200.27, 0.01), "{after:?}");
    }

    #[test]
    fn solving_raises_missing_lowers_and_both_make_it_surer() {
        let player = Glicko::default();
        let puzzle = |score| Game {
            rating: 1500.0,
            deviation: 60.0,
            score,
        };
        let won = player.after(&[puzzle(1.0)], TAU);
        let lost = player.after(&[puzzle(0.0)], TAU);
        assert!(won.rating > player.rating && lost.rating < player.rating);
        assert!(won.deviation < player.deviation && lost.deviation < player.deviation);
        // Against an equal opponent, symmetric.
        assert!(close(won.rating - 1500.0, 1500.0 - lost.rating, 1e-6));
        assert!(close(player.expected(1500.0, 60.0), 0.5, 1e-12));
    }
}
