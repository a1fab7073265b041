import ArgumentParser

/// `popcorn history ...`: the diary, listed (the default), exported or imported.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Your diary: what you watched and when, newest first; export it, import it.",
        discussion: """
            The diary is yours: it lives in tracking.sqlite in the data directory, beside a copy of its last \
            good state (tracking.sqlite.bak), with your ratings; 'popcorn cache clear' never touches it.
            """,
        subcommands: [HistoryListCommand.self, HistoryExportCommand.self, HistoryImportCommand.self],
        defaultSubcommand: HistoryListCommand.self
    )
}
