//! The few lines of SSIP, speech-dispatcher's protocol, that reading aloud
//! needs, over its Unix socket (std only). Our own rather than a crate's
//! because the end of a text comes as an event on the same socket, between
//! answers, and is waited for with a short timeout: an answer's lines and
//! an event's are told apart by their codes (7xx for events), and a line
//! half read when a wait ends is kept for the next read.

use std::io::{self, BufRead, BufReader, ErrorKind, Write};
use std::os::unix::net::UnixStream;
use std::path::Path;
use std::time::Duration;

/// What speech-dispatcher answered: its code and the lines before the last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub code: u16,
    pub lines: Vec<String>,
}

/// A message's news: 701 begun, 702 ended, 703 cancelled (704, 705 paused
/// and resumed; 700 an index mark).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    pub code: u16,
    pub message: u64,
}

pub const END: u16 = 702;
pub const CANCELED: u16 = 703;

pub struct Ssip {
    out: UnixStream,
    input: BufReader<UnixStream>,
    /// A line read in part when a wait ended.
    partial: Vec<u8>,
    /// The lines read of a reply not yet read to its end.
    lines: Vec<String>,
    /// Events read while waiting for an answer.
    events: Vec<Event>,
    /// How long an answer may take.
    answer_wait: Duration,
}

/// Something went wrong: the connection is given up.
#[derive(Debug)]
pub struct Broken;

impl From<io::Error> for Broken {
    fn from(_: io::Error) -> Broken {
        Broken
    }
}

impl Ssip {
    pub fn open(path: &Path, answer_wait: Duration) -> io::Result<Ssip> {
        Ssip::on(UnixStream::connect(path)?, answer_wait)
    }

    pub fn on(stream: UnixStream, answer_wait: Duration) -> io::Result<Ssip> {
        Ok(Ssip {
            out: stream.try_clone()?,
            input: BufReader::new(stream),
            partial: Vec::new(),
            lines: Vec::new(),
            events: Vec::new(),
            answer_wait,
        })
    }

    /// Sends one command line and reads its answer; an error code (3xx
    /// and up, 4xx, 5xx) is an error.
    pub fn ask(&mut self, command: &str) -> Result<Answer, Broken> {
        self.out.write_all(command.as_bytes())?;
        self.out.write_all(b"\r\n")?;
        self.out.flush()?;
        self.answer()
    }

    /// Sends a text after `SPEAK` was accepted: its lines, each starting
    /// with a dot given another (a lone dot ends the text), then the end.
    pub fn data(&mut self, text: &str) -> Result<Answer, Broken> {
        let mut all = String::new();
        for line in text.lines() {
            if line.starts_with('.') {
                all.push('.');
            }
            all.push_str(line);
            all.push_str("\r\n");
        }
        all.push_str(".\r\n");
        self.out.write_all(all.as_bytes())?;
        self.out.flush()?;
        self.answer()
    }

    /// The next event, waiting at most `wait` for one.
    pub fn event(&mut self, wait: Duration) -> Result<Option<Event>, Broken> {
        if !self.events.is_empty() {
            return Ok(Some(self.events.remove(0)));
        }
        match self.reply(wait)? {
            None => Ok(None),
            Some(Reply::Event(e)) => Ok(Some(e)),
            Some(Reply::Answer(_)) => Err(Broken),
        }
    }

    fn answer(&mut self) -> Result<Answer, Broken> {
        loop {
            match self.reply(self.answer_wait)?.ok_or(Broken)? {
                Reply::Event(e) => self.events.push(e),
                Reply::Answer(a) if a.code < 300 => return Ok(a),
                Reply::Answer(_) => return Err(Broken),
            }
        }
    }

    /// The next reply read to its last line, or none if `wait` passed
    /// first (the lines read of it are kept for the next call).
    fn reply(&mut self, wait: Duration) -> Result<Option<Reply>, Broken> {
        loop {
            let Some(line) = self.line(wait)? else {
                return Ok(None);
            };
            let code: u16 = line.get(..3).and_then(|c| c.parse().ok()).ok_or(Broken)?;
            match line.as_bytes().get(3) {
                Some(b'-') => self.lines.push(line[4..].to_owned()),
                Some(b' ') | None => {
                    let lines = std::mem::take(&mut self.lines);
                    if (700..800).contains(&code) {
                        let message = lines.first().and_then(|m| m.parse().ok()).ok_or(Broken)?;
                        return Ok(Some(Reply::Event(Event { code, message })));
                    }
                    return Ok(Some(Reply::Answer(Answer { code, lines })));
                }
                Some(_) => return Err(Broken),
            }
        }
    }

    /// One line without its end, or none if `wait` passed first (what was
    /// read of it is kept). A closed connection is an error.
    fn line(&mut self, wait: Duration) -> Result<Option<String>, Broken> {
        self.input
            .get_ref()
            .set_read_timeout(Some(wait.max(Duration::from_millis(1))))?;
        loop {
            let buf = match self.input.fill_buf() {
                Ok(b) => b,
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                    return Ok(None);
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => return Err(Broken),
            };
            if buf.is_empty() {
                return Err(Broken);
            }
            match buf.iter().position(|&b| b == b'\n') {
                Some(i) => {
                    self.partial.extend_from_slice(&buf[..i]);
                    self.input.consume(i + 1);
                    let mut line = std::mem::take(&mut self.partial);
                    if line.last() == Some(&b'\r') {
                        line.pop();
                    }
                    return String::from_utf8(line).map(Some).map_err(|_| Broken);
                }
                None => {
                    let n = buf.len();
                    self.partial.extend_from_slice(buf);
                    self.input.consume(n);
                }
            }
        }
    }
}

enum Reply {
    Answer(Answer),
    Event(Event),
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn pair() -> (Ssip, UnixStream) {
        let (ours, theirs) = UnixStream::pair().unwrap();
        (Ssip::on(ours, Duration::from_secs(2)).unwrap(), theirs)
    }

    #[test]
    fn an_answer_is_read_past_the_events_before_it_which_are_kept() {
        let (mut s, mut server) = pair();
        server
            .write_all(b"703-12\r\n703-1\r\n703 CANCELED\r\n213 OK CANCELED\r\n")
            .unwrap();
        let a = s.ask("CANCEL self").unwrap();
        assert_eq!(a.code, 213);
        let mut got = [0u8; 13];
        server.read_exact(&mut got).unwrap();
        assert_eq!(&got, b"CANCEL self\r\n");
        assert_eq!(
            s.event(Duration::from_millis(1)).unwrap(),
            Some(Event {
                code: CANCELED,
                message: 12
            })
        );
        assert_eq!(s.event(Duration::from_millis(10)).unwrap(), None);
    }

    #[test]
    fn a_line_cut_by_a_wait_is_finished_at_the_next_read() {
        let (mut s, mut server) = pair();
        server.write_all(b"702-13\r\n702-1\r\n70").unwrap();
        assert_eq!(
            s.event(Duration::from_millis(30)).unwrap(),
            None,
            "incomplete"
        );
        server.write_all(b"2 END\r\n").unwrap();
        assert_eq!(
            s.event(Duration::from_millis(30)).unwrap(),
            Some(Event {
                code: END,
                message: 13
            })
        );
    }

    #[test]
    fn lines_of_data_and_a_list_and_an_error() {
        let (mut s, mut server) = pair();
        server
            .write_all(
                b"249-Italian\tit\tnone\r\n249-Japanese\tja\tnone\r\n249 OK VOICE LIST SENT\r\n",
            )
            .unwrap();
        let a = s.ask("LIST SYNTHESIS_VOICES").unwrap();
        assert_eq!(a.lines, ["Italian\tit\tnone", "Japanese\tja\tnone"]);
        server
            .write_all(b"225-21\r\n225 OK MESSAGE QUEUED\r\n")
            .unwrap();
        let a = s.data(".e poi?\nFine").unwrap();
        assert_eq!((a.code, a.lines[0].as_str()), (225, "21"));
        let mut sent = String::new();
        let mut buf = [0u8; 64];
        while !sent.ends_with("\r\n.\r\n") {
            let n = server.read(&mut buf).unwrap();
            sent.push_str(std::str::from_utf8(&buf[..n]).unwrap());
        }
        assert!(sent.ends_with("..e poi?\r\nFine\r\n.\r\n"), "{sent:?}");
        server.write_all(b"410 ERR INVALID\r\n").unwrap();
        assert!(s.ask("SET self FOO bar").is_err());
        drop(server);
        assert!(s.event(Duration::from_millis(10)).is_err(), "closed");
    }
}
