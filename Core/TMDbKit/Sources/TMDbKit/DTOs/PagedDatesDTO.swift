/// The release window TMDb attaches to `now_playing` and `upcoming` pages.
public struct PagedDatesDTO: Codable, Equatable, Sendable {
    /// `YYYY-MM-DD`.
    public let maximum: String?
    /// `YYYY-MM-DD`.
    public let minimum: String?

    enum CodingKeys: String, CodingKey {
        case maximum
        case minimum
    }

    public init(maximum: String? = nil, minimum: String? = nil) {
        self.maximum = maximum
        self.minimum = minimum
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        maximum = container.decodeLossy(String.self, forKey: .maximum)
        minimum = container.decodeLossy(String.self, forKey: .minimum)
    }
}
