//! Guessing, bounded: wrong teacher's passwords and class codes that name
//! no class, counted per network address (an IPv6 address by its /64, the
//! block one machine may hold) in this process, and failed joins counted
//! for the whole server. The class-wide budget of wrong passwords is in
//! the database (`School::sign_in`), shared by every server of a district.
//!
//! Why per address and not per class: a wait per class let anyone who
//! knew the class code keep its teacher out with one wrong try every five
//! minutes. A wait per address slows the guesser and only the guesser.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

/// Where a guess comes from: an IPv4 address, an IPv6 /64, or a caller
/// with no address (the command line, a test without a socket), all one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Net {
    V4([u8; 4]),
    V6([u8; 8]),
    Unknown,
}

impl Net {
    pub fn of(ip: Option<IpAddr>) -> Net {
        match ip.map(|ip| ip.to_canonical()) {
            Some(IpAddr::V4(v4)) => Net::V4(v4.octets()),
            Some(IpAddr::V6(v6)) => {
                let mut block = [0u8; 8];
                block.copy_from_slice(&v6.octets()[..8]);
                Net::V6(block)
            }
            None => Net::Unknown,
        }
    }
}

/// Wrong sign-ins from one address that are free before each next one
/// waits.
pub const FREE_WRONG_SIGN_INS: u32 = 3;
/// Failed joins from one address that are free (a child mistyping).
pub const FREE_WRONG_JOINS: u32 = 10;
/// The longest wait an address is given.
pub const MAX_WAIT: u64 = 300;
/// An address with no wrong try for this long starts again from nothing
/// (and counts as "clean" for a class whose budget is spent).
pub const FORGET_AFTER: u64 = 3600;
/// Failed joins the whole server allows at once, and how fast that
/// budget comes back: one every `JOIN_LEAK` seconds (360 an hour).
pub const SERVER_JOIN_BUDGET: u64 = 120;
pub const JOIN_LEAK: u64 = 10;
/// Addresses remembered at most per kind (about 100 bytes each).
const MAX_ADDRESSES: usize = 50_000;

/// The wait after `wrong` tries in a row, `free` of which cost nothing:
/// 2 s, 4 s, 8 s … up to five minutes.
pub fn wait_after(wrong: u32, free: u32) -> u64 {
    if wrong < free {
        0
    } else {
        (2u64 << (wrong - free).min(10)).min(MAX_WAIT)
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Tries {
    wrong: u32,
    /// When the last wrong try was (seconds since 1970).
    last: u64,
}

#[derive(Default)]
struct Book(HashMap<Net, Tries>);

impl Book {
    fn get(&self, net: Net, now: u64) -> Tries {
        match self.0.get(&net) {
            Some(t) if now.saturating_sub(t.last) < FORGET_AFTER => *t,
            _ => Tries::default(),
        }
    }

    fn wait(&self, net: Net, now: u64, free: u32) -> Option<u64> {
        let t = self.get(net, now);
        let until = t.last.saturating_add(wait_after(t.wrong, free));
        (t.wrong >= free && until > now).then(|| until - now)
    }

    fn wrong(&mut self, net: Net, now: u64) {
        if self.0.len() >= MAX_ADDRESSES && !self.0.contains_key(&net) {
            self.0
                .retain(|_, t| now.saturating_sub(t.last) < FORGET_AFTER);
            if self.0.len() >= MAX_ADDRESSES {
                // A flood of addresses: the oldest half is forgotten (the
                // class's budget in the database still holds).
                let mut lasts: Vec<u64> = self.0.values().map(|t| t.last).collect();
                lasts.sort_unstable();
                let cut = lasts[lasts.len() / 2];
                self.0.retain(|_, t| t.last > cut);
            }
        }
        let t = self.get(net, now);
        self.0.insert(
            net,
            Tries {
                wrong: t.wrong.saturating_add(1),
                last: now,
            },
        );
    }
}

/// A bucket that fills with each failure and empties at a steady rate.
#[derive(Default)]
struct Leaky {
    level: u64,
    at: u64,
}

impl Leaky {
    fn level(&self, now: u64, leak: u64) -> u64 {
        self.level
            .saturating_sub(now.saturating_sub(self.at) / leak.max(1))
    }

    fn add(&mut self, now: u64, leak: u64) {
        self.level = self.level(now, leak).saturating_add(1);
        self.at = now;
    }
}

/// This process's count of guesses.
#[derive(Default)]
pub struct Guesses {
    sign_ins: Mutex<Book>,
    joins: Mutex<Book>,
    server_joins: Mutex<Leaky>,
}

impl std::fmt::Debug for Guesses {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Guesses")
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Guesses {
    /// The seconds `net` must wait before its next sign-in, if any.
    pub fn sign_in_wait(&self, net: Net, now: u64) -> Option<u64> {
        lock(&self.sign_ins).wait(net, now, FREE_WRONG_SIGN_INS)
    }

    /// Whether `net` made no wrong sign-in lately: its password is checked
    /// even when the class's budget is spent.
    pub fn is_clean(&self, net: Net, now: u64) -> bool {
        lock(&self.sign_ins).get(net, now).wrong == 0
    }

    pub fn sign_in_wrong(&self, net: Net, now: u64) {
        lock(&self.sign_ins).wrong(net, now);
    }

    /// Takes back one wrong try (counted before a check that was not made).
    pub fn sign_in_forgive(&self, net: Net) {
        if let Some(t) = lock(&self.sign_ins).0.get_mut(&net) {
            t.wrong = t.wrong.saturating_sub(1);
        }
    }

    pub fn sign_in_right(&self, net: Net) {
        lock(&self.sign_ins).0.remove(&net);
    }

    /// Whether `net` may try a class code now; if not, the seconds to
    /// wait (its own failures, or the whole server's budget spent).
    pub fn join_wait(&self, net: Net, now: u64) -> Option<u64> {
        if let Some(w) = lock(&self.joins).wait(net, now, FREE_WRONG_JOINS) {
            return Some(w);
        }
        let server = lock(&self.server_joins);
        (server.level(now, JOIN_LEAK) >= SERVER_JOIN_BUDGET).then_some(JOIN_LEAK)
    }

    pub fn join_wrong(&self, net: Net, now: u64) {
        lock(&self.joins).wrong(net, now);
        lock(&self.server_joins).add(now, JOIN_LEAK);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> Net {
        Net::of(Some(s.parse().unwrap()))
    }

    #[test]
    fn an_ipv6_address_counts_by_its_block_and_mapped_ipv4_as_ipv4() {
        assert_eq!(ip("2001:db8::1"), ip("2001:db8::ffff:2"));
        assert_ne!(ip("2001:db8::1"), ip("2001:db8:0:1::1"));
        assert_eq!(ip("::ffff:10.0.0.7"), ip("10.0.0.7"));
    }

    #[test]
    fn wrong_sign_ins_slow_their_address_only() {
        let g = Guesses::default();
        let (bad, teacher) = (ip("10.0.0.66"), ip("10.0.0.2"));
        for _ in 0..FREE_WRONG_SIGN_INS {
            assert_eq!(g.sign_in_wait(bad, 100), None);
            g.sign_in_wrong(bad, 100);
        }
        assert_eq!(g.sign_in_wait(bad, 100), Some(2));
        assert!(!g.is_clean(bad, 100));
        assert_eq!(g.sign_in_wait(teacher, 100), None);
        assert!(g.is_clean(teacher, 100));
        for _ in 0..30 {
            g.sign_in_wrong(bad, 100);
        }
        assert_eq!(g.sign_in_wait(bad, 100), Some(MAX_WAIT));
        assert!(
            g.is_clean(bad, 100 + FORGET_AFTER),
            "forgotten after an hour"
        );
        g.sign_in_right(bad);
        assert!(g.is_clean(bad, 101));
    }

    #[test]
    fn failed_joins_of_many_addresses_spend_the_servers_budget() {
        let g = Guesses::default();
        for i in 0..SERVER_JOIN_BUDGET {
            let net = Net::V4([10, 1, (i >> 8) as u8, i as u8]);
            assert_eq!(g.join_wait(net, 50), None);
            g.join_wrong(net, 50);
        }
        let fresh = ip("10.9.9.9");
        assert_eq!(g.join_wait(fresh, 50), Some(JOIN_LEAK));
        assert_eq!(g.join_wait(fresh, 50 + JOIN_LEAK), None, "it comes back");
        // One address alone is slowed long before.
        let one = ip("10.2.2.2");
        for _ in 0..FREE_WRONG_JOINS {
            g.join_wrong(one, 10_000);
        }
        assert_eq!(g.join_wait(one, 10_000), Some(2));
    }

    #[test]
    fn a_flood_of_addresses_is_remembered_in_bounded_memory() {
        let g = Guesses::default();
        for i in 0..(MAX_ADDRESSES as u32 + 5_000) {
            g.sign_in_wrong(Net::V4(i.to_be_bytes()), u64::from(i));
        }
        assert!(lock(&g.sign_ins).0.len() <= MAX_ADDRESSES);
    }
}
