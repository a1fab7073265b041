/// The season a `popcorn tv season` command line names: a series `<ref>` and a season number,
/// or a season (or episode) URL on its own.
struct TVSeasonTarget: Sendable, Equatable {
    /// The series' TMDb id.
    let tvSeriesID: Int
    /// The season number, 0 for specials.
    let seasonNumber: Int

    /// The season from the reference and the optional season argument; they must agree when both say.
    static func resolve(reference: TMDbReference, seasonNumber argument: Int?) throws(ReferenceError) -> TVSeasonTarget
    {
        switch (reference.seasonNumber, argument) {
        case (nil, nil):
            throw ReferenceError(
                description: "give the season number after the series, e.g. 'popcorn tv season \(reference.id) 1'")
        case (let fromURL?, let given?) where fromURL != given:
            throw ReferenceError(
                description: "the URL names season \(fromURL) but the argument says \(given); give only one of them")
        case (let fromURL?, _):
            return TVSeasonTarget(tvSeriesID: reference.id, seasonNumber: fromURL)
        case (nil, let given?):
            return TVSeasonTarget(tvSeriesID: reference.id, seasonNumber: given)
        }
    }

    /// `popcorn tv season 1396 1`.
    var command: String {
        "popcorn tv season \(tvSeriesID) \(seasonNumber)"
    }
}
