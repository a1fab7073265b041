import ArgumentParser

/// `popcorn tv episode ...`: one episode's details (the default, so `popcorn tv episode 1396 1 1`
/// and `popcorn tv episode 1396 S01E01` open it) and its cast and crew.
struct TVEpisodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episode",
        abstract: "An episode ('popcorn tv episode 1396 1 1' or 'popcorn tv episode 1396 S01E01') and its credits.",
        subcommands: [
            TVEpisodeDetailsCommand.self,
            TVEpisodeCreditsCommand.self,
        ],
        defaultSubcommand: TVEpisodeDetailsCommand.self
    )
}
