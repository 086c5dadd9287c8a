//! The school grade that teaches each kanji: the Ministry of Education's
//! list (学年別漢字配当表, 2020), kept as data in `assets/kanji-grades.txt`.
//! A child in grade 3 reads the kanji of grades 1 to 3; any other kanji in
//! a text for children needs its reading written beside it
//! ([`needs_reading`], checked by `content::readings`).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::ruby::is_kanji;

/// The list as shipped.
const LIST: &str = include_str!("../../assets/kanji-grades.txt");

/// The last grade whose kanji a young reader is taken to know: the
/// lessons are written for children from grade 3.
pub const READER_GRADE: u8 = 3;

/// The grade (1 to 6) that teaches `c`, or none for a kanji taught after
/// primary school (or a character that is no kanji).
pub fn grade(c: char) -> Option<u8> {
    static GRADES: OnceLock<HashMap<char, u8>> = OnceLock::new();
    GRADES.get_or_init(|| parse(LIST)).get(&c).copied()
}

/// Whether a young reader needs the reading of `c` written beside it: a
/// kanji above [`READER_GRADE`], or one the list does not hold. The
/// repetition mark 々 repeats the kanji before it and needs nothing of
/// its own.
pub fn needs_reading(c: char) -> bool {
    is_kanji(c) && c != '々' && grade(c).is_none_or(|g| g > READER_GRADE)
}

/// The list's kanji by grade: `grade N` starts a grade, `#` a comment,
/// every other character on a line is a kanji of the grade above it.
fn parse(list: &str) -> HashMap<char, u8> {
    let mut grades = HashMap::new();
    let mut current = 0;
    for line in list.lines().map(str::trim) {
        if line.starts_with('#') {
            continue;
        }
        if let Some(n) = line.strip_prefix("grade ") {
            current = n.trim().parse().unwrap_or(0);
            continue;
        }
        for c in line.chars().filter(|c| !c.is_whitespace()) {
            grades.entry(c).or_insert(current);
        }
    }
    grades
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kanji of the list, with its grade, as written (duplicates
    /// kept).
    fn listed() -> Vec<(u8, char)> {
        let mut out = Vec::new();
        let mut current = 0;
        for line in LIST.lines().map(str::trim) {
            if line.starts_with('#') {
                continue;
            }
            if let Some(n) = line.strip_prefix("grade ") {
                current = n.parse().expect("a grade number");
                continue;
            }
            out.extend(line.chars().map(|c| (current, c)));
        }
        out
    }

    #[test]
    fn the_list_has_the_ministrys_counts_and_no_kanji_twice() {
        let all = listed();
        let counts: Vec<usize> = (1..=6)
            .map(|g| all.iter().filter(|&&(n, _)| n == g).count())
            .collect();
        assert_eq!(counts, [80, 160, 200, 202, 193, 191]);
        assert_eq!(all.len(), 1026);
        let mut seen = std::collections::BTreeSet::new();
        for &(g, c) in &all {
            assert!(is_kanji(c), "grade {g}: {c:?} is no kanji");
            assert!(seen.insert(c), "{c} listed twice");
        }
    }

    #[test]
    fn grades_of_the_games_words() {
        // 穴 (house) is a grade 6 kanji; 貯蔵庫 (store) is 5, 6 and 3;
        // the 20 kanji of prefecture names came to grade 4 in 2020.
        assert_eq!(grade('一'), Some(1));
        assert_eq!(grade('石'), Some(1));
        assert_eq!(grade('番'), Some(2));
        assert_eq!(grade('取'), Some(3));
        assert_eq!(grade('最'), Some(4));
        assert_eq!(grade('岡'), Some(4));
        assert_eq!(grade('総'), Some(5));
        assert_eq!(grade('貯'), Some(5));
        assert_eq!(grade('穴'), Some(6));
        assert_eq!(grade('蔵'), Some(6));
        assert_eq!(grade('盤'), None);
        assert_eq!(grade('あ'), None);
    }

    #[test]
    fn a_young_reader_needs_the_reading_of_kanji_above_grade_three_only() {
        for c in ['石', '取', '庫', '番'] {
            assert!(!needs_reading(c), "{c}");
        }
        for c in ['穴', '最', '総', '盤', '蔵'] {
            assert!(needs_reading(c), "{c}");
        }
        for c in ['あ', 'ア', '々', '3', 'a', '。'] {
            assert!(!needs_reading(c), "{c}");
        }
    }
}
