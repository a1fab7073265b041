import TVSeriesDomain

extension ContentRating {
    /// Breaking Bad's US rating, `TV-MA`, with nothing to warn of.
    public static func mock(
        countryCode: String = "US",
        rating: String? = "TV-MA",
        descriptors: [String] = []
    ) -> ContentRating {
        ContentRating(countryCode: countryCode, rating: rating, descriptors: descriptors)
    }
}
