import TVSeriesApplication

/// What `tv recommendations` and `tv similar` share: fetch one page of the list (the first with the
/// series' one request), print it as text or JSON.
struct TVRelatedListRunner: Sendable {
    let kind: RelatedListKind
    let reference: MediaReference
    let year: Int?
    let page: Int
    let options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let tvSeriesID = try await session.resolve(reference, as: .tv, year: year).id
        let subject = FailureSubject.tvSeriesPart(id: tvSeriesID, name: kind.commandName)
        let series: TVSeriesPreviewDetailsPage
        switch kind {
        case .recommendations:
            do {
                series = try await session.tvSeries.makeFetchTVSeriesRecommendationsUseCase()
                    .execute(tvSeriesID: tvSeriesID, page: page)
            } catch {
                throw session.failure(error, about: subject)
            }
        case .similar:
            do {
                series = try await session.tvSeries.makeFetchTVSeriesSimilarUseCase()
                    .execute(tvSeriesID: tvSeriesID, page: page)
            } catch {
                throw session.failure(error, about: subject)
            }
        }
        if session.configuration.outputsJSON {
            try session.write(try JSONOutput.document(series))
            return
        }
        let title = await TVFetches.titleLine(session, id: tvSeriesID)
        let renderer = TVSeriesListRenderer(style: session.style, width: session.terminal.width)
        try session.write(
            renderer.render(series, heading: kind.heading(title, noun: "Series")) { [kind] in
                "popcorn tv \(kind.commandName) \(tvSeriesID) --page \($0)"
            })
    }
}
