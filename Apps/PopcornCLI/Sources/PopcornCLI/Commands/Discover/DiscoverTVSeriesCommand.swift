import ArgumentParser

/// `popcorn discover tv [filters] [--sort KEY] [--asc|--desc] [--page N]`.
struct DiscoverTVSeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tv",
        abstract: "Series that pass every filter given (not --runtime-max or --with-person, which are for movies)."
    ).leaf

    @OptionGroup var filters: DiscoverFilterOptions
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        do {
            try filters.check(for: .tvSeries)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        try await DiscoverRunner(mediaType: .tvSeries, filters: filters, options: options).run()
    }
}
