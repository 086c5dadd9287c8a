//! The languages the app speaks and how the first one is chosen.

/// A language with translations shipped in `i18n/`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    #[default]
    En,
    It,
    Es,
    Ja,
}

impl Lang {
    /// All languages, English (the fallback) first.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::It, Lang::Es, Lang::Ja];

    /// The BCP 47 code, which is also the folder name under `i18n/`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Es => "es",
            Lang::Ja => "ja",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The language of a locale tag such as `it-IT`, `ja_JP.UTF-8` or `es`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the operating system's preferred languages that we
    /// speak, or English.
    pub fn from_system() -> Lang {
        sys_locale::get_locales()
            .find_map(|tag| Lang::from_tag(&tag))
            .unwrap_or_default()
    }
}

/// Written as its code (`"ja"`), so files stay readable and a language
/// added later does not shift the others.
impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let code = String::deserialize(d)?;
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown language {code:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn locale_tags_map_to_languages() {
        assert_eq!(Lang::from_tag("it-IT"), Some(Lang::It));
        assert_eq!(Lang::from_tag("ja_JP.UTF-8"), Some(Lang::Ja));
        assert_eq!(Lang::from_tag("ES"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("en_US@euro"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr-FR"), None);
        assert_eq!(Lang::from_tag("C"), None);
        assert_eq!(Lang::from_tag(""), None);
    }

    #[test]
    fn index_follows_all() {
        for (i, l) in Lang::ALL.iter().enumerate() {
            assert_eq!(l.index(), i);
        }
    }
}
