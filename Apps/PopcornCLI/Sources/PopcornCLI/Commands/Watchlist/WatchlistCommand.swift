import ArgumentParser

/// `popcorn watchlist ...`: the titles the reader means to watch, kept in a file of their own that no
/// cache command touches.
struct WatchlistCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlist",
        abstract: "Your watchlist of movies and series: add, remove, list, mark watched, notes, export, import.",
        discussion: """
            The watchlist is yours: it lives in watchlist.sqlite in the data directory ($POPCORN_DATA_DIR, \
            else $XDG_DATA_HOME/popcorn, else ~/.local/share/popcorn), beside a copy of its last good state \
            (watchlist.sqlite.bak); 'popcorn cache clear' never touches it. 'popcorn watchlist --streamable \
            [--provider NAME]' lists what on it you can stream in your region now.
            """,
        subcommands: [
            WatchlistAddCommand.self,
            WatchlistRemoveCommand.self,
            WatchlistListCommand.self,
            WatchlistMarkWatchedCommand.self,
            WatchlistUnmarkWatchedCommand.self,
            WatchlistNoteCommand.self,
            WatchlistExportCommand.self,
            WatchlistImportCommand.self,
        ],
        defaultSubcommand: WatchlistListCommand.self
    )
}
