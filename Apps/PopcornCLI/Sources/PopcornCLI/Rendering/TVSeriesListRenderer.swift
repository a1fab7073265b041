import TVSeriesApplication

/// The human view of a page of TV series: a header, one row per series (id, name, first-air
/// year, rating), then the commands that open the next page and a series.
struct TVSeriesListRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - heading: What the page is, e.g. `Popular TV series`.
    ///   - nextPageCommand: The command that shows a given page of the same list.
    func render(_ page: TVSeriesPreviewDetailsPage, heading: String, nextPageCommand: (Int) -> String) -> String {
        let preview = PreviewPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            rows: page.results.map(Self.row))
        let list = PreviewListRenderer(style: style, width: width, noun: "series", detailsCommand: "popcorn tv <id>")
        return list.render(preview, heading: heading, nextPageCommand: nextPageCommand)
    }

    /// The list row of one series.
    static func row(_ series: TVSeriesPreviewDetails) -> PreviewRow {
        PreviewRow(
            id: series.id, title: series.name, date: series.firstAirDate, voteAverage: series.voteAverage,
            voteCount: series.voteCount)
    }
}
