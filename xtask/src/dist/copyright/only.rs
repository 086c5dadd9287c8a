//! `cargo xtask dist --copyright-only DIR [--cross …]`: each package's
//! copyright file as `dist` would write it, alone, without building
//! anything; each checked as `dist --check` checks the packages', with
//! its size and the licences it holds printed, to read them before a
//! release.

use std::path::Path;

use super::super::cross::{Cross, crlf};
use super::super::{SITE_COPYRIGHT, mkdir, write};
use super::{Notice, Texts, check};

/// One package's copyright file: where it goes under DIR, its form, and
/// Windows' line ends for the zip's.
struct Paper {
    name: String,
    notice: Notice,
    texts: Texts,
    windows: bool,
}

pub fn only(root: &Path, dir: &Path, crosses: &[Cross]) -> Result<(), String> {
    mkdir(dir)?;
    // As `dist` makes them: with the browser app's crates when the site is
    // built, since the packages then carry it.
    let site = crate::site::dir(root).join("index.html").is_file();
    println!(
        "The copyright files in {} ({}):",
        dir.display(),
        if site {
            "the site is built, so the packages' cover the browser app too"
        } else {
            "no site built, so the packages' cover the program alone"
        }
    );
    let arch = std::env::consts::ARCH;
    let program = Notice::program(root, &[], site)?;
    let mut papers = vec![
        Paper {
            name: "deb/copyright".into(),
            notice: program.clone(),
            texts: Texts::Debian,
            windows: false,
        },
        Paper {
            name: format!("{arch}-linux/COPYRIGHT"),
            notice: program,
            texts: Texts::Full,
            windows: false,
        },
    ];
    for &c in crosses {
        papers.push(Paper {
            name: format!("{}/{}", c.triple(), c.copyright_name()),
            notice: Notice::program(root, &c.tree(), site)?,
            texts: Texts::Full,
            windows: c == Cross::Windows,
        });
    }
    papers.push(Paper {
        name: format!("site/{SITE_COPYRIGHT}"),
        notice: Notice::site(root)?,
        texts: Texts::Full,
        windows: false,
    });
    for p in papers {
        let text = p.notice.text(p.texts);
        let bytes = if p.windows {
            crlf(text.as_bytes())
        } else {
            text.into_bytes()
        };
        let path = dir.join(&p.name);
        write(&path, &bytes)?;
        let ids = check(&String::from_utf8_lossy(&bytes), p.texts == Texts::Full)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        println!(
            "  {:<42} {:>3} crates, {:>5.1} kB, {} licences: {}",
            p.name,
            p.notice.crates(),
            bytes.len() as f64 / 1e3,
            ids.len(),
            ids.join(", ")
        );
    }
    Ok(())
}
