import ArgumentParser

/// `popcorn discover movie [filters] [--sort KEY] [--asc|--desc] [--page N]`.
struct DiscoverMoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movie",
        abstract: "Movies that pass every filter given, most popular first unless --sort says otherwise."
    ).leaf

    @OptionGroup var filters: DiscoverFilterOptions
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        do {
            try filters.check(for: .movie)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        try await DiscoverRunner(mediaType: .movie, filters: filters, options: options).run()
    }
}
