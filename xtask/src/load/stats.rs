//! Latencies in microseconds, summed up.

pub struct Summary {
    pub n: usize,
    pub p50: f64,
    pub p99: f64,
    pub max: f64,
}

/// Percentiles of `micros` (sorted here), in milliseconds.
pub fn summary(micros: &mut [u32]) -> Summary {
    micros.sort_unstable();
    let at = |q: f64| {
        if micros.is_empty() {
            return 0.0;
        }
        let i = ((micros.len() as f64 * q).ceil() as usize).clamp(1, micros.len()) - 1;
        f64::from(micros[i]) / 1000.0
    };
    Summary {
        n: micros.len(),
        p50: at(0.50),
        p99: at(0.99),
        max: at(1.0),
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} requests)",
            self.p50, self.p99, self.max, self.n
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_of_the_sorted_samples() {
        let mut v: Vec<u32> = (1..=100).rev().map(|ms| ms * 1000).collect();
        let s = summary(&mut v);
        assert_eq!((s.p50, s.p99, s.max, s.n), (50.0, 99.0, 100.0, 100));
        assert_eq!(summary(&mut []).p99, 0.0);
    }
}
