import CoreApplication
import TVSeriesApplication
import TVSeriesDomain

/// What the four curated series list commands share: fetch one page, print it as text or JSON.
struct TVSeriesListRunner: Sendable {
    let kind: TVSeriesListKind
    let page: Int
    let options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let renderer = TVSeriesListRenderer(style: session.style, width: session.terminal.width)
        try await session.present(
            about: .list(name: kind.displayName.lowercased(), page: page),
            fetch: { () async throws(FetchError) in
                try await session.tvSeries.makeFetchTVSeriesListUseCase().execute(list: kind, page: page)
            },
            render: { [kind] in
                renderer.render($0, heading: kind.displayName) { "popcorn tv \(kind.commandName) --page \($0)" }
            }
        )
    }
}
