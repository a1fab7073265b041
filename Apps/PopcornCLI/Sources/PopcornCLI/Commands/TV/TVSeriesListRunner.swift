import TVSeriesApplication
import TVSeriesDomain

/// What the four curated series list commands share: fetch one page, print it as text or JSON.
struct TVSeriesListRunner: Sendable {
    let kind: TVSeriesListKind
    let page: Int
    let options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let subject = FailureSubject.list(name: kind.displayName.lowercased(), page: page)
        let result: TVSeriesPreviewDetailsPage
        do {
            result = try await session.tvSeries.makeFetchTVSeriesListUseCase().execute(list: kind, page: page)
        } catch {
            throw session.failure(error, about: subject)
        }
        if session.configuration.outputsJSON {
            try session.write(try JSONOutput.document(result))
            return
        }
        let renderer = TVSeriesListRenderer(style: session.style, width: session.terminal.width)
        let text = renderer.render(result, heading: kind.displayName) { [kind] next in
            "popcorn tv \(kind.commandName) --page \(next)"
        }
        try session.write(text)
    }
}
