/// The release window TMDb attaches to `now_playing` and `upcoming` pages.
public struct PagedDatesDTO: Codable, Equatable, Sendable {
    /// `YYYY-MM-DD`.
    @Lossy public private(set) var maximum: String?
    /// `YYYY-MM-DD`.
    @Lossy public private(set) var minimum: String?

    enum CodingKeys: String, CodingKey {
        case maximum
        case minimum
    }

    public init(maximum: String? = nil, minimum: String? = nil) {
        self.maximum = maximum
        self.minimum = minimum
    }
}
