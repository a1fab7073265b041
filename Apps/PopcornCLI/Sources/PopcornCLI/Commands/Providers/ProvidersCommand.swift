import ArgumentParser
import CoreApplication
import DiscoverApplication

/// `popcorn providers movie|tv [--region XX]`: the streaming, rental and shop services TMDb knows in
/// the reader's region, in the region's order, each with the id `popcorn discover --provider` takes.
struct ProvidersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "providers",
        abstract:
            "The streaming services TMDb knows in a region, with their ids ('popcorn providers movie --region GB').",
        discussion: """
            Services are listed in the region's own order; the region is --region, else $POPCORN_REGION, \
            else the language's region, else US. 'popcorn discover movie|tv --provider NAME|ID' keeps the \
            titles any of the services given offers there. The lists come from JustWatch, through TMDb, \
            and are cached for a day; the offline demo catalog has none.
            """
    ).leaf

    @Argument(help: ArgumentHelp("Whose services to list: movie or tv.", valueName: "kind"))
    var kind: ProviderKindOption

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let (mediaType, region) = (kind.mediaType, session.region)
        let renderer = WatchProviderListRenderer(style: session.style, width: session.terminal.width)
        try await session.present(
            about: .namedPlural("the \(kind.noun) streaming services of \(region)"),
            fetch: { () async throws(FetchError) in
                try await session.discover.makeFetchWatchProvidersListUseCase().execute(
                    mediaType: mediaType, region: region)
            },
            render: { renderer.render($0) }
        )
    }
}
