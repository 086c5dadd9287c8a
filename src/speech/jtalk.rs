//! Japanese read by Open JTalk where it is installed: espeak-ng, the voice
//! speech-dispatcher has for Japanese, says "Chinese letter" for each kanji
//! and reads kana poorly, and speech-dispatcher 0.11 (Debian 12) has no
//! Open JTalk module. So the app runs `open_jtalk` itself: the text on its
//! standard input, a WAV file out, played with the desktop's player
//! (`paplay`, `pw-play` or `aplay`); stopping kills the player. Runs on a
//! speech thread of its own (`worker.rs`).
//!
//! Debian: `open-jtalk`, `open-jtalk-mecab-naist-jdic` and, from the
//! `contrib` section, `hts-voice-nitech-jp-atr503-m001` (docs/app.md).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use super::VoiceInfo;
use super::worker::Engine;
use crate::i18n::Lang;

/// Where to look: the program folders (`PATH`) and the root the data
/// folders are under (`/`; a test's folder in tests).
#[derive(Clone, Debug)]
pub struct Places {
    pub path: Vec<PathBuf>,
    pub root: PathBuf,
}

impl Places {
    pub fn system() -> Places {
        let path = std::env::var_os("PATH")
            .map(|p| std::env::split_paths(&p).collect())
            .unwrap_or_default();
        Places {
            path,
            root: PathBuf::from("/"),
        }
    }

    fn program(&self, name: &str) -> Option<PathBuf> {
        use std::os::unix::fs::PermissionsExt;
        self.path.iter().map(|d| d.join(name)).find(|p| {
            std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
    }
}

/// The dictionary folders, the first with `sys.dic` taken: Debian's and
/// Ubuntu's, then the one a build from source installs.
const DICTIONARIES: &[&str] = &[
    "var/lib/mecab/dic/open-jtalk/naist-jdic",
    "usr/share/open-jtalk/dic",
    "usr/local/share/open_jtalk/dic",
];

/// Where the voices are: Debian's male voice first, else any voice in
/// these folders (one folder per voice).
const VOICE: &str = "usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice";
const VOICE_FOLDERS: &[&str] = &["usr/share/hts-voice", "usr/local/share/hts-voice"];

/// The players, best first: PulseAudio's (PipeWire has it too), PipeWire's,
/// ALSA's.
const PLAYERS: &[(&str, &[&str])] = &[("paplay", &[]), ("pw-play", &[]), ("aplay", &["-q"])];

/// An Open JTalk installation that can be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JTalk {
    program: PathBuf,
    dictionary: PathBuf,
    voice: PathBuf,
    player: PathBuf,
    player_args: &'static [&'static str],
}

impl JTalk {
    /// Open JTalk with a dictionary, a voice and a player to play what it
    /// says, or none if any is missing.
    pub fn find(places: &Places) -> Option<JTalk> {
        let program = places.program("open_jtalk")?;
        let root = &places.root;
        let dictionary = DICTIONARIES
            .iter()
            .map(|d| root.join(d))
            .find(|d| d.join("sys.dic").is_file())?;
        let voice = Some(root.join(VOICE))
            .filter(|v| v.is_file())
            .or_else(|| VOICE_FOLDERS.iter().find_map(|f| any_voice(&root.join(f))))?;
        let (player, player_args) = PLAYERS
            .iter()
            .find_map(|(name, args)| Some((places.program(name)?, *args)))?;
        Some(JTalk {
            program,
            dictionary,
            voice,
            player,
            player_args,
        })
    }

    /// The engine the speech thread runs (nothing to connect to: each
    /// text starts the program).
    pub fn connect(&self) -> Option<Box<dyn Engine>> {
        // One file per engine: a process may have several (tests do).
        static ENGINES: AtomicU64 = AtomicU64::new(0);
        let n = ENGINES.fetch_add(1, Ordering::Relaxed);
        let name = format!("wahree-jtalk-{}-{n}.wav", std::process::id());
        Some(Box::new(Talk {
            jtalk: Arc::new(self.clone()),
            wav: std::env::temp_dir().join(name),
            playing: None,
        }))
    }
}

/// The first `*.htsvoice` file in a folder of `folder`, by name.
fn any_voice(folder: &Path) -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(folder)
        .ok()?
        .filter_map(|e| Some(e.ok()?.path()))
        .collect();
    dirs.sort();
    dirs.iter().find_map(|d| {
        let mut voices: Vec<PathBuf> = std::fs::read_dir(d)
            .ok()?
            .filter_map(|e| Some(e.ok()?.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "htsvoice"))
            .collect();
        voices.sort();
        voices.into_iter().next()
    })
}

struct Talk {
    jtalk: Arc<JTalk>,
    /// The file each text is written to before it is played.
    wav: PathBuf,
    playing: Option<Child>,
}

/// How long Open JTalk may take for one text (a lesson's step takes well
/// under a second).
const SYNTHESIS_WAIT: Duration = Duration::from_secs(20);

impl Talk {
    /// Runs Open JTalk on `text`, writing the WAV file.
    fn synthesize(&self, text: &str) -> Result<(), ()> {
        let j = &self.jtalk;
        let mut child = Command::new(&j.program)
            .arg("-x")
            .arg(&j.dictionary)
            .arg("-m")
            .arg(&j.voice)
            .arg("-ow")
            .arg(&self.wav)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|_| ())?;
        if let Some(mut input) = child.stdin.take() {
            // A failed write shows as the program's failure below.
            let _ = writeln!(input, "{text}");
        }
        let start = std::time::Instant::now();
        loop {
            match child.try_wait() {
                Ok(Some(status)) if status.success() => return Ok(()),
                Ok(None) if start.elapsed() < SYNTHESIS_WAIT => {
                    std::thread::sleep(Duration::from_millis(10));
                }
                _ => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(());
                }
            }
        }
    }
}

impl Engine for Talk {
    fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()> {
        Ok(Some(vec![VoiceInfo::new("open_jtalk", Lang::Ja.code())]))
    }

    fn speak(&mut self, text: &str, _: Lang, _: Option<&VoiceInfo>) -> Result<(), ()> {
        self.stop()?;
        self.synthesize(text)?;
        let j = &self.jtalk;
        let child = Command::new(&j.player)
            .args(j.player_args)
            .arg(&self.wav)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|_| ())?;
        self.playing = Some(child);
        Ok(())
    }

    fn stop(&mut self) -> Result<(), ()> {
        if let Some(mut child) = self.playing.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        // Nothing is left in the temporary folder between texts.
        let _ = std::fs::remove_file(&self.wav);
        Ok(())
    }

    fn busy(&mut self, _: Duration) -> Result<bool, ()> {
        let playing = self
            .playing
            .as_mut()
            .is_some_and(|child| matches!(child.try_wait(), Ok(None)));
        if !playing {
            self.stop()?;
        }
        Ok(playing)
    }
}

impl Drop for Talk {
    fn drop(&mut self) {
        let _ = self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// A folder laid out as a Debian system with `programs` installed
    /// (shell scripts with the given bodies) and the data packages chosen.
    fn system(name: &str, programs: &[(&str, &str)], dictionary: bool, voice: bool) -> Places {
        let root = std::env::temp_dir().join(format!("wahree-jtalk-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let bin = root.join("usr/bin");
        std::fs::create_dir_all(&bin).unwrap();
        for (p, body) in programs {
            let path = bin.join(p);
            std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        if dictionary {
            let d = root.join(DICTIONARIES[0]);
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join("sys.dic"), "").unwrap();
        }
        if voice {
            let v = root.join(VOICE);
            std::fs::create_dir_all(v.parent().unwrap()).unwrap();
            std::fs::write(v, "").unwrap();
        }
        Places {
            path: vec![bin],
            root,
        }
    }

    #[test]
    fn open_jtalk_is_used_only_with_its_dictionary_a_voice_and_a_player() {
        let all = [("open_jtalk", ""), ("aplay", "")];
        let places = system("all", &all, true, true);
        let found = JTalk::find(&places).expect("found");
        assert_eq!(found.player, places.path[0].join("aplay"));
        assert_eq!(found.voice, places.root.join(VOICE));
        assert!(JTalk::find(&system("novoice", &all, true, false)).is_none());
        assert!(JTalk::find(&system("nodic", &all, false, true)).is_none());
        assert!(JTalk::find(&system("noplayer", &all[..1], true, true)).is_none());
        assert!(JTalk::find(&system("noprogram", &all[1..], true, true)).is_none());
        // paplay is preferred to aplay; another voice is taken if
        // Debian's is not there.
        let places = system(
            "paplay",
            &[("open_jtalk", ""), ("aplay", ""), ("paplay", "")],
            true,
            false,
        );
        let mei = places
            .root
            .join("usr/share/hts-voice/mei/mei_normal.htsvoice");
        std::fs::create_dir_all(mei.parent().unwrap()).unwrap();
        std::fs::write(&mei, "").unwrap();
        let found = JTalk::find(&places).expect("found");
        assert_eq!(found.player, places.path[0].join("paplay"));
        assert_eq!(found.voice, mei);
        for name in ["all", "novoice", "nodic", "noplayer", "noprogram", "paplay"] {
            let _ = std::fs::remove_dir_all(system(name, &[], false, false).root);
        }
    }

    #[test]
    fn a_text_goes_to_open_jtalk_and_its_sound_to_the_player_which_a_stop_kills() {
        // The fake Open JTalk writes its input as the "sound"; the fake
        // player appends the "sound" to a log and plays for a while.
        let places = system(
            "run",
            &[
                (
                    "open_jtalk",
                    r#"while [ "$1" != -ow ]; do shift; done; cat > "$2""#,
                ),
                ("aplay", r#"cat "$2" >> "$(dirname "$0")/played"; sleep 5"#),
            ],
            true,
            true,
        );
        let log = places.path[0].join("played");
        let wav = places.root.join("said.wav");
        let mut talk = Talk {
            jtalk: Arc::new(JTalk::find(&places).unwrap()),
            wav: wav.clone(),
            playing: None,
        };
        talk.speak("このあなから", Lang::Ja, None).unwrap();
        let start = std::time::Instant::now();
        while std::fs::read_to_string(&log).unwrap_or_default().is_empty() {
            assert!(start.elapsed() < Duration::from_secs(5), "nothing played");
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(std::fs::read_to_string(&log).unwrap(), "このあなから\n");
        assert_eq!(talk.busy(Duration::ZERO), Ok(true));
        talk.stop().unwrap();
        assert_eq!(talk.busy(Duration::ZERO), Ok(false));
        assert!(!wav.exists(), "the sound file is removed once stopped");
        let _ = std::fs::remove_dir_all(&places.root);
    }

    #[test]
    fn japanese_is_read_by_open_jtalk_when_it_is_installed_and_the_rest_by_the_service() {
        use crate::speech::{Fake, Voice, with_jtalk};
        let programs = [
            (
                "open_jtalk",
                r#"while [ "$1" != -ow ]; do shift; done; cat > "$2""#,
            ),
            ("paplay", r#"cat "$1" >> "$(dirname "$0")/played""#),
        ];
        let places = system("chosen", &programs, true, true);
        let log = places.path[0].join("played");
        let service = Fake::with(&[Lang::It]);
        let speaker = with_jtalk(&places, Arc::new(service.clone()));
        assert_eq!(speaker.voices().voice(Lang::Ja), Voice::Ready);
        // As the app sends a lesson text with readings.
        speaker.speak("この穴《あな》から", Lang::Ja);
        let start = std::time::Instant::now();
        while std::fs::read_to_string(&log).unwrap_or_default().is_empty() {
            assert!(start.elapsed() < Duration::from_secs(5), "nothing played");
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(std::fs::read_to_string(&log).unwrap(), "このあなから\n");
        assert!(service.heard().is_empty());
        speaker.speak("Da questa casa", Lang::It);
        assert_eq!(service.said(), [("Da questa casa".to_owned(), Lang::It)]);
        let _ = std::fs::remove_dir_all(&places.root);
        // Without a voice for it, Japanese is not read (espeak-ng would
        // say "Chinese letter" for each kanji) and says so.
        let places = system("notchosen", &programs, true, false);
        let service = Fake::with(&Lang::ALL);
        let speaker = with_jtalk(&places, Arc::new(service.clone()));
        assert_eq!(speaker.voices().voice(Lang::Ja), Voice::Unfit);
        speaker.speak("この穴《あな》から", Lang::Ja);
        assert_eq!(service.said(), []);
        let _ = std::fs::remove_dir_all(&places.root);
    }
}
