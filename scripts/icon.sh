#!/usr/bin/env bash
# Makes the app's icon files from their hand-written sources:
# assets/icon/wahree.svg (every size from 32 up) and wahree-16.svg (the
# 16-pixel one, drawn on the pixel grid), as PNGs at 16, 32, 48, 64, 128,
# 256 and 512 pixels, the Windows icon wahree.ico (16, 32, 48, 256), and
# the 64-pixel one as raw RGBA for the app's window (src/app/icon.rs: no
# image decoder is built for it). The packages (`cargo xtask dist`,
# docs/install.md) and the app use the committed results; run this after
# editing an SVG and look at the PNGs before committing them.
#
# Needs: apt-get install librsvg2-bin imagemagick
set -euo pipefail

dir=$(cd "$(dirname "$0")/../assets/icon" && pwd)
for tool in rsvg-convert convert; do
    if ! command -v "$tool" >/dev/null; then
        echo "missing $tool: apt-get install librsvg2-bin imagemagick" >&2
        exit 1
    fi
done

for size in 16 32 48 64 128 256 512; do
    src="$dir/wahree.svg"
    [[ $size == 16 ]] && src="$dir/wahree-16.svg"
    rsvg-convert --width "$size" --height "$size" "$src" --output "$dir/wahree-$size.png"
done
# Small sizes as bitmaps, 256 as PNG inside the .ico (what Windows expects).
convert "$dir/wahree-16.png" "$dir/wahree-32.png" "$dir/wahree-48.png" \
    "$dir/wahree-256.png" "$dir/wahree.ico"
convert "$dir/wahree-64.png" -depth 8 "rgba:$dir/wahree-64.rgba"
ls -l "$dir"
