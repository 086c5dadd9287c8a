#!/usr/bin/env bash
# Regenerates the app's bundled fonts. The whole subset (the desktop's, and
# the browser's once a name needs it): Noto Sans CJK JP Regular cut down to
# ASCII, Latin-1, a little punctuation, kana, the 6,355 kanji of JIS X 0208
# levels 1 and 2 (for what is typed, not shipped: learners' names, many of
# them level 2 like 翔 and 凛, and a teacher's own lessons) and every
# character any shipped .ftl file uses, so Japanese never shows as boxes and
# the binary stays small (about 4 MB instead of 16).
# The school's subset (the browser's first download, src/app/fonts.rs): the
# same cut down again to every character of the shipped .ftl and lesson
# files, the school kanji (assets/kanji-grades.txt), kana and Latin.
# Run it after changing texts (tests/i18n.rs fails until you do).
#
# Needs: apt-get install fonts-noto-cjk   and   pip install fonttools
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
src=${NOTO_CJK_TTC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
out="$root/assets/fonts/NotoSansCJKjp-Regular-subset.otf"

if [[ ! -f "$src" ]]; then
    echo "missing $src: apt-get install fonts-noto-cjk" >&2
    exit 1
fi
if ! command -v pyftsubset >/dev/null; then
    echo "missing pyftsubset: pip install fonttools" >&2
    exit 1
fi

text=$(mktemp)
trap 'rm -f "$text"' EXIT
# Every .ftl of every language, present and future (coach, lessons, ...).
find "$root/i18n" -name '*.ftl' -print0 | sort -z | xargs -0 cat >"$text"
# JIS X 0208 kanji (level 1 is 0xB0-0xCF, level 2 0xD0-0xF4): the two-byte
# EUC-JP codes whose first byte is 0xB0 to 0xF4.
python3 - >>"$text" <<'PY'
import sys
for cp in range(0x4E00, 0xA000):
    try:
        b = chr(cp).encode("euc_jp")
    except UnicodeEncodeError:
        continue
    if len(b) == 2 and 0xB0 <= b[0] <= 0xF4:
        sys.stdout.write(chr(cp))
PY

# Index 0 of the collection is the Japanese face ("Noto Sans CJK JP").
# Unicode ranges: ASCII, Latin-1, general punctuation (dashes, quotes,
# ellipsis), arrows, and all of Japanese punctuation, hiragana, katakana and
# full-width forms, so a new text rarely needs a new subset (kanji still do).
pyftsubset "$src" \
    --font-number=0 \
    --text-file="$text" \
    --unicodes="U+0020-007E,U+00A0-00FF,U+2010-2027,U+2190-2195,U+3000-30FF,U+FF01-FF5E" \
    --layout-features='*' \
    --name-IDs='*' \
    --name-languages='*' \
    --output-file="$out"

echo "wrote $out ($(wc -c <"$out") bytes)"

school="$root/assets/fonts/NotoSansCJKjp-Regular-school.otf"
find "$root/i18n" "$root/lessons" \( -name '*.ftl' -o -name '*.ron' \) -print0 | sort -z | xargs -0 cat >"$text"
grep -v -e '^#' -e '^grade' "$root/assets/kanji-grades.txt" >>"$text"
pyftsubset "$out" \
    --text-file="$text" \
    --unicodes="U+0020-007E,U+00A0-00FF,U+2010-2027,U+2190-2195,U+3000-30FF,U+FF01-FF5E" \
    --layout-features='*' \
    --name-IDs='*' \
    --name-languages='*' \
    --output-file="$school"
echo "wrote $school ($(wc -c <"$school") bytes)"
