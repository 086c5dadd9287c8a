//! A crate's licence as it declares it (an SPDX expression, "MIT OR
//! Apache-2.0", or the old "MIT/Apache-2.0"), and the same in Debian's
//! copyright format ("MIT or Apache-2.0", "A or B, and C").

/// A licence expression, its alternatives and parts sorted, so that
/// "MIT OR Apache-2.0" and "Apache-2.0 OR MIT" are one licence.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Expr {
    /// One licence: its SPDX id, and the exception it is granted with
    /// ("Apache-2.0", Some("LLVM-exception")).
    Id(String, Option<String>),
    /// Any of these, at the user's choice (OR).
    Any(Vec<Expr>),
    /// All of these at once (AND).
    All(Vec<Expr>),
}

impl Expr {
    pub fn parse(text: &str) -> Result<Expr, String> {
        // "MIT/Apache-2.0", as crates wrote it before SPDX's OR.
        let spaced = text
            .replace('/', " OR ")
            .replace('(', " ( ")
            .replace(')', " ) ");
        let tokens: Vec<&str> = spaced.split_whitespace().collect();
        let mut at = 0;
        let expr = any(&tokens, &mut at)
            .and_then(|expr| match tokens.get(at) {
                None => Ok(expr),
                Some(t) => Err(format!("has {t:?} out of place")),
            })
            .map_err(|e| format!("licence expression {text:?} {e}"))?;
        Ok(expr)
    }

    /// Debian's form: "or" and "and", "and" binding tighter, a comma
    /// before "and" for an alternative that is one part of several ("MIT
    /// or Apache-2.0, and Unicode-3.0"); an exception as "with NAME
    /// exception". Deeper nesting, which no crate here uses, keeps SPDX's
    /// parentheses.
    pub fn debian(&self) -> String {
        match self {
            Expr::Id(id, None) => id.clone(),
            Expr::Id(id, Some(exception)) => {
                let name = exception.strip_suffix("-exception").unwrap_or(exception);
                format!("{id} with {name} exception")
            }
            Expr::Any(xs) => xs
                .iter()
                .map(|x| match x {
                    Expr::All(parts) if parts.iter().any(|p| matches!(p, Expr::Any(_))) => {
                        format!("({})", x.debian())
                    }
                    _ => x.debian(),
                })
                .collect::<Vec<_>>()
                .join(" or "),
            Expr::All(xs) => {
                let choices = xs.iter().filter(|x| matches!(x, Expr::Any(_))).count();
                if choices == 1 {
                    // The alternative first, then ", and" each other part.
                    let mut parts: Vec<String> = xs
                        .iter()
                        .filter(|x| matches!(x, Expr::Any(_)))
                        .map(Expr::debian)
                        .collect();
                    parts.extend(
                        xs.iter()
                            .filter(|x| !matches!(x, Expr::Any(_)))
                            .map(Expr::debian),
                    );
                    parts.join(", and ")
                } else {
                    xs.iter()
                        .map(|x| match x {
                            Expr::Any(_) => format!("({})", x.debian()),
                            _ => x.debian(),
                        })
                        .collect::<Vec<_>>()
                        .join(" and ")
                }
            }
        }
    }
}

/// `a OR b OR …`
fn any(tokens: &[&str], at: &mut usize) -> Result<Expr, String> {
    let mut xs = vec![all(tokens, at)?];
    while tokens
        .get(*at)
        .is_some_and(|t| t.eq_ignore_ascii_case("OR"))
    {
        *at += 1;
        xs.push(all(tokens, at)?);
    }
    Ok(join(xs, true))
}

/// `a AND b AND …`
fn all(tokens: &[&str], at: &mut usize) -> Result<Expr, String> {
    let mut xs = vec![one(tokens, at)?];
    while tokens
        .get(*at)
        .is_some_and(|t| t.eq_ignore_ascii_case("AND"))
    {
        *at += 1;
        xs.push(one(tokens, at)?);
    }
    Ok(join(xs, false))
}

/// A licence id (with its exception), or a parenthesized expression.
fn one(tokens: &[&str], at: &mut usize) -> Result<Expr, String> {
    let token = *tokens.get(*at).ok_or("ends too soon")?;
    *at += 1;
    if token == "(" {
        let inner = any(tokens, at)?;
        if tokens.get(*at) != Some(&")") {
            return Err("has a ( without its )".into());
        }
        *at += 1;
        return Ok(inner);
    }
    let id = licence_id(token)?;
    if tokens
        .get(*at)
        .is_some_and(|t| t.eq_ignore_ascii_case("WITH"))
    {
        let exception = licence_id(tokens.get(*at + 1).ok_or("ends after WITH")?)?;
        *at += 2;
        return Ok(Expr::Id(id, Some(exception)));
    }
    Ok(Expr::Id(id, None))
}

fn licence_id(token: &str) -> Result<String, String> {
    let operator = ["OR", "AND", "WITH"]
        .iter()
        .any(|o| token.eq_ignore_ascii_case(o));
    if operator
        || token.is_empty()
        || !token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-.+:".contains(c))
    {
        return Err(format!("has {token:?} where a licence's id goes"));
    }
    Ok(token.to_owned())
}

/// One part as itself; several flattened (`(a OR b) OR c` is `a OR b OR
/// c`), sorted and without repeats: alternatives (`any`) or parts.
fn join(xs: Vec<Expr>, any: bool) -> Expr {
    let mut flat = Vec::new();
    for x in xs {
        match x {
            Expr::Any(inner) if any => flat.extend(inner),
            Expr::All(inner) if !any => flat.extend(inner),
            x => flat.push(x),
        }
    }
    flat.sort();
    flat.dedup();
    match (flat.len(), any) {
        (1, _) => flat.remove(0),
        (_, true) => Expr::Any(flat),
        (_, false) => Expr::All(flat),
    }
}

#[cfg(test)]
mod tests {
    use super::Expr;

    fn debian(text: &str) -> String {
        Expr::parse(text).unwrap().debian()
    }

    #[test]
    fn alternatives_are_one_licence_whatever_their_order_or_spelling() {
        assert_eq!(debian("MIT OR Apache-2.0"), "Apache-2.0 or MIT");
        assert_eq!(debian("Apache-2.0 OR MIT"), "Apache-2.0 or MIT");
        assert_eq!(debian("MIT/Apache-2.0"), "Apache-2.0 or MIT");
        assert_eq!(debian("Apache-2.0 / MIT"), "Apache-2.0 or MIT");
        assert_eq!(
            debian("Zlib OR (MIT OR Apache-2.0)"),
            "Apache-2.0 or MIT or Zlib"
        );
    }

    #[test]
    fn parts_and_exceptions_in_debians_words() {
        assert_eq!(
            debian("(MIT OR Apache-2.0) AND Unicode-3.0"),
            "Apache-2.0 or MIT, and Unicode-3.0"
        );
        assert_eq!(debian("Apache-2.0 AND ISC"), "Apache-2.0 and ISC");
        let llvm = Expr::parse("Apache-2.0 WITH LLVM-exception OR Apache-2.0 OR MIT").unwrap();
        assert_eq!(
            llvm.debian(),
            "Apache-2.0 or Apache-2.0 with LLVM exception or MIT"
        );
        let ids: Vec<String> = super::super::gather::leaves(&llvm)
            .map(Expr::debian)
            .collect();
        assert_eq!(ids, ["Apache-2.0", "Apache-2.0 with LLVM exception", "MIT"]);
        assert_eq!(debian("(A OR B) AND (C OR D)"), "(A or B) and (C or D)");
    }

    #[test]
    fn a_broken_expression_is_an_error() {
        for bad in [
            "",
            "MIT OR",
            "(MIT",
            "MIT Apache-2.0",
            "MIT WITH",
            "OR MIT",
            "MIT, BSD",
        ] {
            assert!(Expr::parse(bad).is_err(), "{bad:?}");
        }
    }
}
