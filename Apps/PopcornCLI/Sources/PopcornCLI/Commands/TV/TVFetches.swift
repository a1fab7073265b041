import TVSeriesApplication

/// What the series commands share beyond the session: the title line a part's view opens with.
enum TVFetches {
    /// The series' title line (`Breaking Bad (2008–2013)`) for a part's view, read after the part
    /// was fetched: no request of its own when that fetch went through the series' request (and so
    /// cached the details); the series alone otherwise (a further page, an episode's credits).
    /// `TV series 1396` when it cannot be had.
    static func titleLine(_ session: CommandSession, id: Int) async -> String {
        let details = try? await session.tvSeries.makeFetchTVSeriesDetailsUseCase()
            .execute(id: id, region: session.region, including: [])
        return details.map(TVSeriesTitle.line) ?? "TV series \(id)"
    }
}
