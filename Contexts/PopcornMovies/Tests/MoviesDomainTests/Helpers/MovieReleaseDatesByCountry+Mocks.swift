import MoviesDomain

extension MovieReleaseDatesByCountry {
    /// The US releases: one theatrical release rated R.
    static func mock(
        countryCode: String = "US",
        releaseDates: [MovieReleaseDate] = [.mock()]
    ) -> MovieReleaseDatesByCountry {
        MovieReleaseDatesByCountry(countryCode: countryCode, releaseDates: releaseDates)
    }
}
