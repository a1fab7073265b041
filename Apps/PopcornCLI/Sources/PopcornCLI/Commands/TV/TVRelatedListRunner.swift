import CoreApplication
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
        let (kind, page) = (kind, page)
        let subject = FailureSubject.tvSeriesPart(id: tvSeriesID, name: kind.commandName)
        let render = { (series: TVSeriesPreviewDetailsPage) async -> String in
            let title = await TVFetches.titleLine(session, id: tvSeriesID)
            return TVSeriesListRenderer(style: session.style, width: session.terminal.width).render(
                series, heading: kind.heading(title, noun: "Series")
            ) { "popcorn tv \(kind.commandName) \(tvSeriesID) --page \($0)" }
        }
        switch kind {
        case .recommendations:
            try await session.present(
                about: subject,
                fetch: { () async throws(FetchError) in
                    try await session.tvSeries.makeFetchTVSeriesRecommendationsUseCase()
                        .execute(tvSeriesID: tvSeriesID, page: page)
                }, render: render)
        case .similar:
            try await session.present(
                about: subject,
                fetch: { () async throws(FetchError) in
                    try await session.tvSeries.makeFetchTVSeriesSimilarUseCase().execute(
                        tvSeriesID: tvSeriesID, page: page)
                }, render: render)
        }
    }
}
