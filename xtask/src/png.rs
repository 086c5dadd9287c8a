//! Reads the PNG screenshots WebDriver sends (8-bit RGB or RGBA, not
//! interlaced: what Chromium, Firefox and WebKitGTK write) into pixels, to
//! ask whether a browser drew the app: its colours, not a blank page.

use std::io::Read;

/// An image's size and its pixels, RGB, row after row.
#[derive(Debug)]
pub struct Image {
    pub width: usize,
    pub height: usize,
    pub rgb: Vec<[u8; 3]>,
}

pub fn decode(png: &[u8]) -> Result<Image, String> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    let mut rest = png
        .strip_prefix(SIGNATURE)
        .ok_or("not a PNG (no signature)")?;
    let (mut width, mut height, mut channels) = (0, 0, 0);
    let mut data = Vec::new();
    while rest.len() >= 12 {
        let len = u32::from_be_bytes(rest[..4].try_into().unwrap()) as usize;
        let kind = &rest[4..8];
        let body = rest.get(8..8 + len).ok_or("a PNG chunk is cut short")?;
        match kind {
            b"IHDR" if len >= 13 => {
                width = u32::from_be_bytes(body[..4].try_into().unwrap()) as usize;
                height = u32::from_be_bytes(body[4..8].try_into().unwrap()) as usize;
                let (depth, colour, interlace) = (body[8], body[9], body[12]);
                channels = match (depth, colour, interlace) {
                    (8, 2, 0) => 3,
                    (8, 6, 0) => 4,
                    _ => {
                        return Err(format!(
                            "a PNG of depth {depth}, colour type {colour}, interlace {interlace}: \
                             only 8-bit RGB or RGBA, not interlaced, is read"
                        ));
                    }
                };
            }
            b"IDAT" => data.extend_from_slice(body),
            b"IEND" => break,
            _ => {}
        }
        rest = &rest[(12 + len).min(rest.len())..];
    }
    if channels == 0 || width == 0 || height == 0 {
        return Err("a PNG without its header".into());
    }
    let stride = width * channels;
    let mut raw = Vec::with_capacity((stride + 1) * height);
    flate2::read::ZlibDecoder::new(&data[..])
        .read_to_end(&mut raw)
        .map_err(|e| format!("a PNG's pixels: {e}"))?;
    if raw.len() < (stride + 1) * height {
        return Err("a PNG's pixels are cut short".into());
    }
    // Each row is stored as its difference from its neighbours (the
    // filter named by its first byte): undone row by row.
    let mut pixels = vec![0u8; stride * height];
    for y in 0..height {
        let filter = raw[y * (stride + 1)];
        let src = &raw[y * (stride + 1) + 1..(y + 1) * (stride + 1)];
        let (done, row) = pixels.split_at_mut(y * stride);
        let row = &mut row[..stride];
        let up = if y == 0 {
            None
        } else {
            Some(&done[(y - 1) * stride..])
        };
        for i in 0..stride {
            let a = if i >= channels { row[i - channels] } else { 0 };
            let b = up.map_or(0, |u| u[i]);
            let c = if i >= channels {
                up.map_or(0, |u| u[i - channels])
            } else {
                0
            };
            let predicted = match filter {
                0 => 0,
                1 => a,
                2 => b,
                3 => ((u16::from(a) + u16::from(b)) / 2) as u8,
                4 => paeth(a, b, c),
                f => return Err(format!("a PNG row with filter {f}")),
            };
            row[i] = src[i].wrapping_add(predicted);
        }
    }
    let rgb = pixels
        .chunks_exact(channels)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    Ok(Image { width, height, rgb })
}

fn paeth(a: u8, b: u8, c: u8) -> u8 {
    let (ia, ib, ic) = (i16::from(a), i16::from(b), i16::from(c));
    let p = ia + ib - ic;
    let (pa, pb, pc) = ((p - ia).abs(), (p - ib).abs(), (p - ic).abs());
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

impl Image {
    /// The share of pixels within `tolerance` of `colour` on each channel.
    pub fn share(&self, colour: [u8; 3], tolerance: u8) -> f64 {
        let near = self
            .rgb
            .iter()
            .filter(|p| (0..3).all(|i| p[i].abs_diff(colour[i]) <= tolerance))
            .count();
        near as f64 / self.rgb.len().max(1) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    /// A PNG written here: 3x2 RGBA, its rows stored with filters 1 and
    /// 4 (a browser's encoder picks any).
    fn png(rows: &[(u8, [[u8; 4]; 3])]) -> Vec<u8> {
        let mut raw = Vec::new();
        for (filter, pixels) in rows {
            raw.push(*filter);
            let flat: Vec<u8> = pixels.iter().flatten().copied().collect();
            raw.extend(flat);
        }
        let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
        z.write_all(&raw).unwrap();
        let idat = z.finish().unwrap();
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut chunk = |kind: &[u8], body: &[u8]| {
            out.extend((body.len() as u32).to_be_bytes());
            out.extend(kind);
            out.extend(body);
            out.extend([0; 4]); // the CRC, not checked
        };
        let mut ihdr = Vec::new();
        ihdr.extend(3u32.to_be_bytes());
        ihdr.extend((rows.len() as u32).to_be_bytes());
        ihdr.extend([8, 6, 0, 0, 0]);
        chunk(b"IHDR", &ihdr);
        chunk(b"IDAT", &idat);
        chunk(b"IEND", &[]);
        out
    }

    #[test]
    fn rows_stored_as_differences_are_undone() {
        // Row 0, filter 0 (as is): red, green, blue. Row 1, filter 1
        // (each byte after its left neighbour): 10, 20, 30 grey.
        let image = decode(&png(&[
            (0, [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]]),
            (1, [[10, 10, 10, 255], [10, 10, 10, 0], [10, 10, 10, 0]]),
        ]))
        .unwrap();
        assert_eq!((image.width, image.height), (3, 2));
        assert_eq!(
            image.rgb,
            [
                [255, 0, 0],
                [0, 255, 0],
                [0, 0, 255],
                [10, 10, 10],
                [20, 20, 20],
                [30, 30, 30]
            ]
        );
        assert!((image.share([20, 20, 20], 0) - 1.0 / 6.0).abs() < 1e-9);
        assert!((image.share([20, 20, 20], 10) - 3.0 / 6.0).abs() < 1e-9);
    }

    #[test]
    fn the_paeth_filter_predicts_from_its_neighbours() {
        // Row 1 with filter 4 and zero differences repeats what Paeth
        // predicts: the pixel above where left and above-left are alike.
        let image = decode(&png(&[
            (0, [[1, 2, 3, 255], [4, 5, 6, 255], [7, 8, 9, 255]]),
            (4, [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]),
        ]))
        .unwrap();
        assert_eq!(&image.rgb[3..], &image.rgb[..3]);
    }

    #[test]
    fn what_is_not_a_png_is_refused() {
        assert!(decode(b"GIF89a").unwrap_err().contains("not a PNG"));
        let mut cut = png(&[(0, [[0; 4]; 3])]);
        cut.truncate(40);
        assert!(decode(&cut).is_err());
    }
}
