//! Which licence a file's text is (by phrases only that licence has), the
//! copyright lines in it, and where Debian keeps a licence's text.

/// A licence whose full text is recognized by `phrases` (all of them,
/// compared as lowercase words, so that wrapping, comment marks and
/// punctuation do not matter).
struct Kind {
    /// SPDX's id, without "-only"/"-or-later" (see `family`).
    family: &'static str,
    phrases: &'static [&'static str],
    /// A text that also holds another kind's phrases (Apache's with the
    /// LLVM exception holds Apache's), that kind then left aside.
    holds: Option<&'static str>,
    /// Its text is the same in every crate but for copyright lines and
    /// titles (Apache, MPL…): one copy is enough. The others (MIT, BSD,
    /// ISC, Zlib) name their holders in the terms, or may be reworded, so
    /// each distinct wording is kept.
    fixed: bool,
    /// Its file in Debian's /usr/share/common-licenses, and its name.
    debian: Option<(&'static str, &'static str)>,
}

const APACHE: Option<(&str, &str)> = Some(("Apache-2.0", "the Apache License, Version 2.0"));

const KINDS: &[Kind] = &[
    Kind {
        family: "Apache-2.0 WITH LLVM-exception",
        phrases: &["llvm exceptions to the apache 2 0 license"],
        holds: Some("Apache-2.0"),
        fixed: true,
        debian: APACHE,
    },
    Kind {
        family: "Apache-2.0",
        phrases: &[
            "apache license",
            "terms and conditions for use reproduction and distribution",
        ],
        holds: None,
        fixed: true,
        debian: APACHE,
    },
    Kind {
        family: "MIT",
        phrases: &[
            "permission is hereby granted free of charge to any person obtaining a copy of this software",
        ],
        holds: None,
        fixed: false,
        debian: None,
    },
    Kind {
        family: "BSD-3-Clause",
        phrases: &[
            "redistribution and use in source and binary forms",
            "may be used to endorse or promote products derived from this software",
        ],
        holds: Some("BSD-2-Clause"),
        fixed: false,
        debian: None,
    },
    Kind {
        family: "BSD-2-Clause",
        phrases: &["redistribution and use in source and binary forms"],
        holds: None,
        fixed: false,
        debian: None,
    },
    Kind {
        family: "ISC",
        phrases: &[
            "distribute this software for any purpose with or without fee is hereby granted provided that the above copyright notice and this permission notice appear in all copies",
        ],
        holds: None,
        fixed: false,
        debian: None,
    },
    Kind {
        family: "0BSD",
        phrases: &[
            "distribute this software for any purpose with or without fee is hereby granted the software is provided as is",
        ],
        holds: None,
        fixed: false,
        debian: None,
    },
    Kind {
        family: "Zlib",
        phrases: &[
            "this software is provided as is without any express or implied warranty",
            "altered source versions must be plainly marked as such",
        ],
        holds: None,
        fixed: false,
        debian: None,
    },
    Kind {
        family: "MPL-2.0",
        phrases: &["mozilla public license version 2 0"],
        holds: None,
        fixed: true,
        debian: Some(("MPL-2.0", "the Mozilla Public License, Version 2.0")),
    },
    Kind {
        family: "GPL-2.0",
        phrases: &["gnu general public license", "version 2 june 1991"],
        holds: None,
        fixed: true,
        debian: Some(("GPL-2", "the GNU General Public License, version 2")),
    },
    Kind {
        family: "CC0-1.0",
        phrases: &["cc0 1 0 universal"],
        holds: None,
        fixed: true,
        debian: Some(("CC0-1.0", "the Creative Commons CC0 1.0 Universal licence")),
    },
    Kind {
        family: "Unicode-3.0",
        phrases: &["unicode license v3"],
        holds: None,
        fixed: true,
        debian: None,
    },
    Kind {
        family: "Unlicense",
        phrases: &["this is free and unencumbered software released into the public domain"],
        holds: None,
        fixed: true,
        debian: None,
    },
    Kind {
        family: "BSL-1.0",
        phrases: &["boost software license version 1 0"],
        holds: None,
        fixed: true,
        debian: None,
    },
    Kind {
        family: "CDLA-Permissive-2.0",
        phrases: &["community data license agreement permissive version 2 0"],
        holds: None,
        fixed: true,
        debian: None,
    },
];

/// The text key of a licence id: "GPL-2.0-only" and "GPL-2.0-or-later"
/// are both GPL-2.0's text; an exception is part of it.
pub fn family(id: &str, exception: Option<&str>) -> String {
    let base = id
        .strip_suffix("-only")
        .or_else(|| id.strip_suffix("-or-later"))
        .or_else(|| id.strip_suffix('+'))
        .unwrap_or(id);
    match exception {
        Some(e) => format!("{base} WITH {e}"),
        None => base.to_owned(),
    }
}

/// The licence whose full text `text` is, when it is one licence's alone:
/// a file with two (libm's MIT text followed by Apache's) or none (a
/// COPYRIGHT file saying which licences apply) gives None.
pub fn kind_of(text: &str) -> Option<&'static str> {
    let words = words(text);
    let found: Vec<&Kind> = KINDS
        .iter()
        .filter(|k| k.phrases.iter().all(|p| words.contains(p)))
        .collect();
    let alone: Vec<&Kind> = found
        .iter()
        .filter(|k| !found.iter().any(|o| o.holds == Some(k.family)))
        .copied()
        .collect();
    match alone[..] {
        [k] => Some(k.family),
        _ => None,
    }
}

/// Whether one copy of the licence's text serves every crate.
pub fn is_fixed(family: &str) -> bool {
    KINDS.iter().any(|k| k.family == family && k.fixed)
}

/// On Debian: the paragraph's text pointing to /usr/share/common-licenses,
/// with what the licence adds to Debian's copy (the LLVM exception), for
/// a licence Debian keeps there.
pub fn debian_pointer(family: &str, text: &str) -> Option<String> {
    let (file, name) = KINDS.iter().find(|k| k.family == family)?.debian?;
    let mut out = format!(
        "On Debian systems, the complete text of {name} can be found in \
         \"/usr/share/common-licenses/{file}\"."
    );
    if family.contains(" WITH ") {
        out.push_str(" The exception:");
    }
    let mut out = super::format::wrap(&out, 72);
    if family.contains(" WITH ") {
        let lines: Vec<&str> = text.lines().collect();
        let from = lines
            .iter()
            .position(|l| words(l).contains("exceptions to the apache"))?;
        out.push_str(&format!("\n\n{}", lines[from..].join("\n")));
    }
    Some(out)
}

/// A copyright line of a licence file ("Copyright (c) 2019 David
/// Tolnay", "Copyright © 1991-2024 Unicode, Inc.", also behind `//` or
/// `#`), trimmed; not a sentence about copyright ("Copyright notices are
/// retained…", "COPYRIGHT HOLDERS") nor a template's blank ("Copyright
/// [yyyy] [name of copyright owner]").
pub fn notice(line: &str) -> Option<&str> {
    let line = line.trim().trim_start_matches(['/', '#', '*', ';']).trim();
    let rest = line.strip_prefix("Copyright")?;
    if !rest.starts_with([' ', '\t', ':', '©', '(']) {
        return None;
    }
    let rest = rest.trim_start_matches([' ', '\t', ':']).to_lowercase();
    let sentence = [
        "notice",
        "holder",
        "license",
        "licence",
        "owner",
        "and ",
        "statement",
    ]
    .iter()
    .any(|w| rest.starts_with(w));
    let blank = [
        "yyyy",
        "<year>",
        "name of copyright owner",
        "name of author",
    ]
    .iter()
    .any(|b| rest.contains(b));
    // The GNU licences' own line, on their text: not the crate's holder.
    let gnu = rest.contains("free software foundation");
    (!rest.is_empty() && !sentence && !blank && !gnu).then_some(line)
}

/// A licence file's text without the copyright lines above its terms
/// (and the "All rights reserved." after one), which go to its crate's
/// `Copyright:`. Those within the terms stay: they are part of them
/// (Unicode's, the list of sources in libm's).
pub fn without_notices(family: &str, text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let terms = terms_line(family, &lines).unwrap_or(lines.len());
    let mut out = Vec::new();
    let mut after_notice = false;
    for (n, line) in lines.iter().enumerate() {
        let reserved = line
            .trim()
            .trim_end_matches('.')
            .eq_ignore_ascii_case("all rights reserved");
        if n < terms && (notice(line).is_some() || (after_notice && reserved)) {
            after_notice = true;
            continue;
        }
        after_notice = false;
        out.push(line.trim_end());
    }
    // Blank lines run together where a notice was.
    let mut text = String::new();
    for line in out {
        if line.is_empty() && (text.is_empty() || text.ends_with("\n\n")) {
            continue;
        }
        text.push_str(line);
        text.push('\n');
    }
    text.trim_end().to_owned()
}

/// The line where the licence's terms start: the first holding the start
/// of one of its phrases.
fn terms_line(family: &str, lines: &[&str]) -> Option<usize> {
    let kind = KINDS.iter().find(|k| k.family == family)?;
    // Every word of the text with its line.
    let all: Vec<(String, usize)> = lines
        .iter()
        .enumerate()
        .flat_map(|(n, l)| {
            words(l)
                .split(' ')
                .filter(|w| !w.is_empty())
                .map(move |w| (w.to_owned(), n))
                .collect::<Vec<_>>()
        })
        .collect();
    kind.phrases
        .iter()
        .filter_map(|p| {
            let phrase: Vec<&str> = p.split(' ').collect();
            all.windows(phrase.len())
                .position(|w| w.iter().zip(&phrase).all(|((a, _), b)| a == b))
                .map(|at| all[at].1)
        })
        .min()
}

/// What tells two wordings of a licence apart: its words from where its
/// terms start, so that a title above them ("MIT License", "The MIT
/// License (MIT)") makes no other wording.
pub fn terms(family: &str, text: &str) -> String {
    let words = words(text);
    let start = KINDS
        .iter()
        .find(|k| k.family == family)
        .and_then(|k| k.phrases.iter().filter_map(|p| words.find(p)).min())
        .unwrap_or(0);
    words[start..].to_owned()
}

/// The text as lowercase words separated by single spaces: two wordings
/// that differ in wrapping, quotes or comment marks only are one.
pub fn words(text: &str) -> String {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    const BSD3: &str = "Copyright (c) 2016 Dropbox, Inc.
All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

3. Neither the name of the copyright holder nor the names of its
   contributors may be used to endorse or promote products derived from
   this software without specific prior written permission.";

    #[test]
    fn a_text_is_known_by_its_own_phrases() {
        assert_eq!(kind_of(BSD3), Some("BSD-3-Clause"));
        let bsd2 = "Redistribution and use in source and binary\n forms, with or without";
        assert_eq!(kind_of(bsd2), Some("BSD-2-Clause"));
        let llvm = "Apache License\nTERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION\n\
                    --- LLVM Exceptions to the Apache 2.0 License ----\nAs an exception…";
        assert_eq!(kind_of(llvm), Some("Apache-2.0 WITH LLVM-exception"));
        // ISC behind a source file's comment marks, as untrusted has it.
        let isc = "// Permission to use, copy, modify, and/or distribute this software for any\n\
                   // purpose with or without fee is hereby granted, provided that the above\n\
                   // copyright notice and this permission notice appear in all copies.";
        assert_eq!(kind_of(isc), Some("ISC"));
        // Two licences in one file, or a note naming them: neither.
        let mit = "Permission is hereby granted, free of charge, to any person obtaining a copy of this software";
        assert_eq!(kind_of(mit), Some("MIT"));
        assert_eq!(kind_of(&format!("{mit}\n{llvm}")), None);
        assert_eq!(
            kind_of("Licensed under the Apache License, Version 2.0"),
            None
        );
    }

    #[test]
    fn copyright_lines_are_notices_and_sentences_are_not() {
        assert_eq!(
            notice("  Copyright (c) 2019 David Tolnay "),
            Some("Copyright (c) 2019 David Tolnay")
        );
        assert_eq!(
            notice("// Copyright 2015-2016 Brian Smith."),
            Some("Copyright 2015-2016 Brian Smith.")
        );
        assert!(notice("Copyright © 1991-2024 Unicode, Inc.").is_some());
        for not in [
            "Copyright [yyyy] [name of copyright owner]",
            "Copyright {yyyy} {name of copyright owner}",
            "Copyright (C) <year>  <name of author>",
            "COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM",
            "copyright notice and this permission notice appear in all copies.",
            "Copyrights in the Rand project are retained by their contributors.",
            "Copyright notices are retained in src/* files where relevant.",
            "Copyright",
        ] {
            assert_eq!(notice(not), None, "{not}");
        }
    }

    #[test]
    fn a_text_without_its_notices_starts_with_its_terms() {
        let text = without_notices("BSD-3-Clause", BSD3);
        assert!(text.starts_with("Redistribution and use"), "{text}");
        assert!(!text.contains("Dropbox") && !text.contains("reserved"));
        // A notice within the terms is part of them.
        let unicode = "UNICODE LICENSE V3\n\nCopyright © 1991-2024 Unicode, Inc.\n\nNOTICE TO USER";
        assert_eq!(without_notices("Unicode-3.0", unicode), unicode);
        assert_eq!(
            notice("Copyright (C) 1989, 1991 Free Software Foundation, Inc.,"),
            None
        );
    }

    #[test]
    fn a_title_above_the_terms_is_no_other_wording() {
        let mit = "Permission is hereby granted, free of charge, to any person obtaining a copy of this software";
        assert_eq!(
            terms("MIT", &format!("MIT License\n\n{mit}")),
            terms("MIT", mit)
        );
        assert_ne!(terms("MIT", &format!("{mit}\nP.S.")), terms("MIT", mit));
        assert_eq!(terms("LicenseRef-x", "A B"), "a b");
    }

    #[test]
    fn debian_points_to_its_copy_and_keeps_the_exception() {
        let llvm = "Apache License\n...\n---- LLVM Exceptions to the Apache 2.0 License ----\n\nAs an exception, if...";
        let text = debian_pointer("Apache-2.0 WITH LLVM-exception", llvm).unwrap();
        assert!(text.contains("/usr/share/common-licenses/Apache-2.0"));
        assert!(text.ends_with(
            "---- LLVM Exceptions to the Apache 2.0 License ----\n\nAs an exception, if..."
        ));
        assert!(
            debian_pointer("GPL-2.0", "")
                .unwrap()
                .contains("common-licenses/GPL-2\"")
        );
        assert_eq!(debian_pointer("MIT", "Permission is hereby granted"), None);
        assert_eq!(family("GPL-2.0-only", None), "GPL-2.0");
        assert_eq!(
            family("Apache-2.0", Some("LLVM-exception")),
            "Apache-2.0 WITH LLVM-exception"
        );
    }
}
