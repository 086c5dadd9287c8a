//! `wahree serve`: the class server (docs/server.md). Without a command it
//! runs; `class add NAME` makes a class and prints its code, `class list`
//! lists them, `class password CODE` sets a new teacher's password, and
//! `backup FILE` copies the school's database.

use std::io::{BufRead, IsTerminal, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use wahree::server::{self, Db, Options, School};

use super::out::{Out, complain, say};

#[derive(clap::Args)]
pub struct ServeArgs {
    /// Where to listen (may be given several times); every interface at
    /// port 8080 by default.
    #[arg(long, value_name = "ADDR")]
    listen: Vec<SocketAddr>,
    /// The browser app to serve (as `cargo xtask web` writes it); by
    /// default `site/` beside the program, else the installed package's
    /// (`/usr/share/wahree/site`), else `target/web/`.
    #[arg(long, value_name = "DIR")]
    site: Option<PathBuf>,
    /// The school's database: `postgres://…` for a district; by default
    /// SQLite, `wahree.db` in the data folder.
    #[arg(long, value_name = "URL")]
    database: Option<String>,
    /// Serve HTTPS with this certificate (PEM) and `--tls-key`.
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// Requests a second allowed from one address (0: no limit).
    #[arg(long, value_name = "N", default_value_t = 50)]
    rate: u32,
    /// Connections open at once from one address (0: no limit, behind a
    /// proxy, which is then the one address the server sees).
    #[arg(long, value_name = "N", default_value_t = server::net::Limits::DEFAULT.per_address)]
    connections: usize,
    #[command(subcommand)]
    command: Option<ServeCommand>,
}

#[derive(clap::Subcommand)]
enum ServeCommand {
    /// The school's classes.
    #[command(subcommand)]
    Class(ClassCommand),
    /// Copy the school's database (SQLite) to FILE, safely while it runs.
    Backup { file: PathBuf },
    /// Copy the whole school into another, empty database (say, from the
    /// data folder's SQLite to a district's PostgreSQL).
    CopyTo { url: String },
    /// The organisers, above the teachers (docs/tournaments.md).
    #[command(subcommand)]
    Organiser(OrganiserCommand),
}

#[derive(clap::Subcommand)]
enum OrganiserCommand {
    /// Add an organiser; their password is read from standard input
    /// (asked for on a terminal). They sign in with NAME and it.
    Add { name: String },
    /// List the organisers.
    List,
}

#[derive(clap::Subcommand)]
enum ClassCommand {
    /// Add a class; its teacher's password is read from standard input
    /// (asked for on a terminal). Prints the code devices join with.
    Add { name: String },
    /// List the classes and their codes.
    List,
    /// Set a new teacher's password for the class with this code.
    Password { code: String },
}

fn database(args: &ServeArgs, data: Option<&Path>) -> Result<String, String> {
    if let Some(url) = &args.database {
        return Ok(url.clone());
    }
    let dir = data.ok_or("this system has no data folder; give one with --data-dir DIR")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    Ok(server::db::sqlite_url(dir))
}

/// A password from standard input: asked for twice on a terminal, read as
/// one line from a pipe.
fn read_password() -> Result<String, String> {
    read_password_of("The teacher's")
}

/// [`read_password`], asking for `whose` password ("The organiser's").
fn read_password_of(whose: &str) -> Result<String, String> {
    let stdin = std::io::stdin();
    let ask = stdin.is_terminal();
    let line = |prompt: &str| -> Result<String, String> {
        if ask {
            print!("{prompt}");
            let _ = std::io::stdout().flush();
        }
        let mut s = String::new();
        stdin.lock().read_line(&mut s).map_err(|e| e.to_string())?;
        Ok(s.trim_end_matches(['\r', '\n']).to_owned())
    };
    let first = line(&format!("{whose} password (at least 8 characters): "))?;
    if ask && line("Once more: ")? != first {
        return Err("the two passwords differ".into());
    }
    if first.chars().count() < server::school::MIN_PASSWORD {
        return Err("the password needs at least 8 characters".into());
    }
    Ok(first)
}

pub fn run(args: &ServeArgs, data: Option<&Path>) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            complain!("wahree serve: {e}");
            return ExitCode::FAILURE;
        }
    };
    let url = match database(args, data) {
        Ok(u) => u,
        Err(e) => {
            complain!("wahree serve: {e}");
            return ExitCode::from(2);
        }
    };
    let result = runtime.block_on(async {
        match &args.command {
            None => {
                let tls = args.tls_cert.clone().zip(args.tls_key.clone());
                let listen = if args.listen.is_empty() {
                    server::net::default_listen()
                } else {
                    args.listen.clone()
                };
                server::run(Options {
                    listen,
                    site: args.site.clone(),
                    database: url,
                    tls,
                    rate: args.rate,
                    limits: server::net::Limits {
                        per_address: args.connections,
                        ..server::net::Limits::DEFAULT
                    },
                })
                .await
            }
            Some(ServeCommand::Class(c)) => class(c, &url).await,
            Some(ServeCommand::Backup { file }) => backup(&url, file).await,
            Some(ServeCommand::CopyTo { url: to }) => copy_to(&url, to).await,
            Some(ServeCommand::Organiser(c)) => organiser(c, &url).await,
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            complain!("wahree serve: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn class(c: &ClassCommand, url: &str) -> Result<(), String> {
    let school = School::new(Db::open(url).await?);
    let mut out = Out::stdout();
    let words = |e: server::error::ApiError| match e.id() {
        "class-name" => "a class's name is 1 to 60 characters".to_owned(),
        "password-short" => "the password needs at least 8 characters".to_owned(),
        "not-found" => "no class has that code".to_owned(),
        other => other.to_owned(),
    };
    match c {
        ClassCommand::Add { name } => {
            let password = read_password()?;
            let card = school
                .add_class(name, &password, server::now())
                .await
                .map_err(words)?;
            let _ = say!(
                out,
                "Class \"{}\" added. Its code is {}: type it once on each child's device.",
                card.name,
                card.code
            );
        }
        ClassCommand::List => {
            for card in school.classes().await.map_err(words)? {
                let _ = say!(out, "{}\t{}", card.code, card.name);
            }
        }
        ClassCommand::Password { code } => {
            let password = read_password()?;
            school.set_password(code, &password).await.map_err(words)?;
            let _ = say!(
                out,
                "The teacher's password is changed; signed-in teachers sign in again."
            );
        }
    }
    Ok(())
}

async fn organiser(c: &OrganiserCommand, url: &str) -> Result<(), String> {
    let school = School::new(Db::open(url).await?);
    let mut out = Out::stdout();
    let words = |e: server::error::ApiError| match e.id() {
        "organiser-name" => "an organiser's name is 1 to 60 characters".to_owned(),
        "organiser-taken" => "there is an organiser of that name already".to_owned(),
        "password-short" => "the password needs at least 8 characters".to_owned(),
        other => other.to_owned(),
    };
    match c {
        OrganiserCommand::Add { name } => {
            let password = read_password_of("The organiser's")?;
            let card = school
                .add_organiser(name, &password, server::now())
                .await
                .map_err(words)?;
            let _ = say!(
                out,
                "Organiser \"{}\" added: they sign in with this name and the password.",
                card.name
            );
        }
        OrganiserCommand::List => {
            for card in school.organisers().await.map_err(words)? {
                let _ = say!(out, "{}", card.name);
            }
        }
    }
    Ok(())
}

async fn backup(url: &str, file: &Path) -> Result<(), String> {
    let db = Db::open(url).await?;
    db.backup(file).await?;
    let mut out = Out::stdout();
    let _ = say!(
        out,
        "The school's database is copied to {}.",
        file.display()
    );
    Ok(())
}

async fn copy_to(from: &str, to: &str) -> Result<(), String> {
    let source = Db::open(from).await?;
    let target = Db::open(to).await?;
    let rows = server::copy::copy(&source, &target).await?;
    let mut out = Out::stdout();
    let _ = say!(
        out,
        "The school is copied: {rows} {}. Start the server with --database {to}.",
        if rows == 1 { "row" } else { "rows" }
    );
    Ok(())
}
