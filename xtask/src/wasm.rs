//! Just enough of the WebAssembly binary format to list a module's custom
//! sections (their names and sizes): the site's build says whether the
//! function names are still in it, and the browser test checks that a
//! release site left them out.

/// Each custom section's name and size in bytes (the whole section, its
/// name included), in the order of the module.
pub fn custom_sections(module: &[u8]) -> Result<Vec<(String, usize)>, String> {
    const HEADER: [u8; 8] = [0, b'a', b's', b'm', 1, 0, 0, 0];
    if module.get(..8) != Some(&HEADER[..]) {
        return Err("not a WebAssembly module (version 1)".into());
    }
    let mut at = 8;
    let mut found = Vec::new();
    while at < module.len() {
        let id = module[at];
        at += 1;
        let size = leb128(module, &mut at)?;
        let end = at
            .checked_add(size)
            .filter(|&end| end <= module.len())
            .ok_or("a section runs past the end of the module")?;
        if id == 0 {
            let mut name_at = at;
            let len = leb128(&module[..end], &mut name_at)?;
            let name = module
                .get(name_at..name_at + len)
                .filter(|_| name_at + len <= end)
                .ok_or("a custom section's name runs past its section")?;
            found.push((String::from_utf8_lossy(name).into_owned(), size));
        }
        at = end;
    }
    Ok(found)
}

/// An unsigned LEB128 number at `*at` (a section's size, a name's length),
/// moving `*at` past it.
fn leb128(bytes: &[u8], at: &mut usize) -> Result<usize, String> {
    let mut value: usize = 0;
    for shift in (0..35).step_by(7) {
        let byte = *bytes.get(*at).ok_or("a number runs past the end")?;
        *at += 1;
        value |= usize::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err("a number longer than 32 bits".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module with a type section, a custom section `name` of 200 bytes
    /// (a size of two LEB128 bytes), and a custom section `producers`.
    fn module() -> Vec<u8> {
        let mut m = vec![0, b'a', b's', b'm', 1, 0, 0, 0];
        m.extend([1, 1, 0]);
        let mut name = vec![4];
        name.extend(b"name");
        name.resize(200, 7);
        m.push(0);
        m.extend([200 & 0x7f | 0x80, 200 >> 7]);
        m.extend(&name);
        let mut producers = vec![9];
        producers.extend(b"producers");
        m.extend([0, producers.len() as u8]);
        m.extend(producers);
        m
    }

    #[test]
    fn custom_sections_are_listed_with_their_sizes() {
        assert_eq!(
            custom_sections(&module()).unwrap(),
            [("name".to_owned(), 200), ("producers".to_owned(), 10)]
        );
    }

    #[test]
    fn a_cut_or_foreign_file_is_an_error_not_a_panic() {
        let m = module();
        for len in 0..m.len() {
            // Every prefix either parses (cut between sections) or says why.
            let _ = custom_sections(&m[..len]);
        }
        assert!(custom_sections(&m[..20]).is_err());
        assert!(custom_sections(b"\x7fELF\x02\x01\x01\x00").is_err());
    }
}
