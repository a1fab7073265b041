/// One country's age rating of a TV series (an item of `results` in
/// `GET /tv/{id}/content_ratings`), e.g. `US` `TV-MA`: a series' certification. An entry
/// without a country code is dropped.
public struct ContentRatingDTO: Codable, Equatable, Sendable {
    /// ISO 3166-1 code, e.g. `US`.
    public let iso31661: String
    /// e.g. `TV-MA`, `18`; TMDb may send `""`.
    @Lossy public private(set) var rating: String?
    /// The rating's content descriptors; usually empty.
    @LossyArrayOrEmpty public private(set) var descriptors: [String]

    enum CodingKeys: String, CodingKey {
        case iso31661 = "iso_3166_1"
        case rating
        case descriptors
    }

    public init(iso31661: String, rating: String? = nil, descriptors: [String] = []) {
        self.iso31661 = iso31661
        self.rating = rating
        self.descriptors = descriptors
    }
}
