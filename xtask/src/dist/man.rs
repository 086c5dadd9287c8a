//! The manual page, `man wahree`: the program's own `--help` texts (the
//! one place the options are written, so the page never drifts from
//! them), each command's in a section of its own, with a few words
//! around them on the files the package installs.

use std::path::Path;
use std::process::Command;

use super::output;

/// The page, in roff (`man 7 man-pages`).
pub fn page(bin: &Path, version: &str, epoch: u64) -> Result<String, String> {
    let help = |args: &[&str]| -> Result<String, String> {
        output(Command::new(bin).args(args).env("NO_COLOR", "1"))
    };
    let top = help(&["--help"])?;
    let about = top.lines().next().unwrap_or("Wahree").trim().to_owned();
    let mut page = format!(
        ".TH WAHREE 1 \"{date}\" \"wahree {version}\" \"User Commands\"
.SH NAME
wahree \\- {about}
.SH SYNOPSIS
.B wahree
[\\fIOPTIONS\\fR]
.br
.B wahree
\\fICOMMAND\\fR [\\fIOPTIONS\\fR]
.SH DESCRIPTION
Without a command,
.B wahree
opens the app: lessons, puzzles, games against the computer or a friend,
and the class's cards and the teacher's view.
Its commands check lessons, review games, manage the class and run the
class server that the devices of a school share
.RB ( \"wahree serve\" ).
.PP
{body}",
        date = date(epoch),
        about = escape(about.trim_end_matches('.')),
        // Its first line is the NAME's.
        body = verbatim(
            top.split_once('\n')
                .map_or("", |(_, rest)| rest.trim_start())
        ),
    );
    page.push_str(".SH COMMANDS\n");
    for command in commands(&top) {
        page.push_str(&format!(".SS \"wahree {command}\"\n"));
        page.push_str(&verbatim(&help(&[&command, "--help"])?));
    }
    page.push_str(
        ".SH FILES
.TP
.I /usr/lib/systemd/system/wahree-serve.service
The class server as a service, run as the system user
.BR wahree ;
installed, not enabled:
.B sudo systemctl enable \\-\\-now wahree\\-serve
turns it on.
.TP
.I /var/lib/wahree
The service's data folder: the school's database,
.IR wahree.db .
.TP
.I /usr/share/wahree/site
The browser app the class server serves, when the package carries it.
.TP
.I ~/.local/share/wahree
The app's class on this computer (learners, progress, settings, a
teacher's lessons), unless
.B \\-\\-data\\-dir
names another folder.
.SH SEE ALSO
.I /usr/share/doc/wahree/install.md
(installing, and the class server step by step),
.I /usr/share/doc/wahree/server.md
(the class server),
.I /usr/share/doc/wahree/README.md
",
    );
    Ok(page)
}

/// The subcommands `--help` lists under "Commands:", but `help`.
fn commands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| l.trim() != "Commands:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_owned)
        .collect()
}

/// The widest line of a fixed-width block: man indents it by 7 columns in
/// an 80-column terminal.
const WIDTH: usize = 72;

/// A text shown as it is, in a fixed-width block, its long lines wrapped
/// (`wrap`): roff's escapes and control characters made plain, hyphens
/// kept as the ASCII ones that a reader copies into a terminal.
fn verbatim(text: &str) -> String {
    let mut out = String::from(".nf\n");
    for line in text.trim_end().lines().flat_map(|l| wrap(l, WIDTH)) {
        let line = escape(&line);
        if line.starts_with('.') || line.starts_with('\'') {
            out.push_str("\\&");
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(".fi\n");
    out
}

/// A line of `--help` (clap writes each option's words on one line) cut
/// between words to `width` columns, its continuations indented to where
/// its words start: after the option's name and two spaces, or, for a
/// plain line, under its first word.
fn wrap(line: &str, width: usize) -> Vec<String> {
    if line.chars().count() <= width {
        return vec![line.to_owned()];
    }
    let lead = line.len() - line.trim_start().len();
    let column = line[lead..]
        .find("  ")
        .and_then(|gap| {
            let after = lead + gap;
            let words = line[after..].len() - line[after..].trim_start().len();
            Some(after + words).filter(|&c| c < width / 2)
        })
        .unwrap_or(lead);
    let mut lines = Vec::new();
    let mut now = line[..column].to_owned();
    let mut first = true;
    for word in line[column..].split(' ').filter(|w| !w.is_empty()) {
        let fits = now.chars().count() + 1 + word.chars().count() <= width;
        if !first && !fits {
            lines.push(now);
            now = " ".repeat(column);
            first = true;
        }
        if !first {
            now.push(' ');
        }
        now.push_str(word);
        first = false;
    }
    lines.push(now);
    lines
}

/// roff's own characters made plain, and every character beyond ASCII
/// as its code point (`\[u2026]`), which groff reads whatever the locale.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\e"),
            '-' => out.push_str("\\-"),
            c if c.is_ascii() => out.push(c),
            c => out.push_str(&format!("\\[u{:04X}]", u32::from(c))),
        }
    }
    out
}

/// The commit's date, "2026-12-01" (UTC), for the page's header.
fn date(epoch: u64) -> String {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let days = (epoch / 86_400) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(1_796_083_200), "2026-12-01");
    }

    #[test]
    fn the_commands_are_read_off_the_help() {
        let help = "About\n\nUsage: wahree [OPTIONS] [COMMAND]\n\nCommands:\n  engine  \
                    Answer JSON\n  check   Check lessons;\n          more words\n  help    \
                    Print this\n\nOptions:\n  --lessons <DIR>\n";
        assert_eq!(commands(help), ["engine", "check"]);
    }

    #[test]
    fn long_lines_wrap_under_their_words() {
        let option =
            "      --data-dir <DIR>  Keep the class in DIR instead of the user's data folder";
        assert_eq!(
            wrap(option, 50),
            [
                "      --data-dir <DIR>  Keep the class in DIR",
                "                        instead of the user's data",
                "                        folder",
            ]
        );
        assert_eq!(
            wrap("Usage: wahree serve [OPTIONS] [COMMAND] and more words", 30),
            ["Usage: wahree serve [OPTIONS]", "[COMMAND] and more words"]
        );
        assert_eq!(wrap("  short", 30), ["  short"]);
    }

    #[test]
    fn characters_beyond_ascii_are_code_points() {
        assert_eq!(escape("a … b·"), "a \\[u2026] b\\[u00B7]");
    }

    #[test]
    fn text_is_shown_as_it_is() {
        assert_eq!(
            verbatim(".dot\n'quote\n--data-dir C:\\x\n"),
            ".nf\n\\&.dot\n\\&'quote\n\\-\\-data\\-dir C:\\ex\n.fi\n"
        );
    }
}
