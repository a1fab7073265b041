import ArgumentParser

/// `popcorn account [status] | login [--no-browser] | logout`: the TMDb account the watchlist and
/// ratings sync with.
struct AccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Sign in to your TMDb account, see which is signed in, or sign out.",
        discussion: """
            The session is kept in $XDG_CONFIG_HOME/popcorn/session.json (mode 600) and never printed; \
            TMDB_SESSION_ID supplies one made elsewhere. 'popcorn sync' syncs the watchlist and ratings with \
            the account, and each change made here while signed in is sent at once.
            """,
        subcommands: [AccountStatusCommand.self, AccountLoginCommand.self, AccountLogoutCommand.self],
        defaultSubcommand: AccountStatusCommand.self
    )
}
