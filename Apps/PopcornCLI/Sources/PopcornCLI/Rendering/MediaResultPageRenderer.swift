import CoreApplication

/// The human view of a page that may mix movies, series and people (a search, what is trending):
/// a header, one row per result with its kind, year and command, then the command that opens the
/// next page.
struct MediaResultPageRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - heading: What the page is, e.g. `Movies, series and people matching "pitt"`.
    ///   - nextPageCommand: The command that shows a given page of the same search or list.
    func render(_ page: MediaPreviewDetailsPage, heading: String, nextPageCommand: (Int) -> String) -> String {
        let rows = MediaResultTable(style: style, width: width).lines(page.results.map(MediaResultRow.init))
        return PreviewListRenderer(style: style, width: width, noun: "results", detailsCommand: nil).render(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, lines: rows,
            heading: heading, nextPageCommand: nextPageCommand)
    }
}
