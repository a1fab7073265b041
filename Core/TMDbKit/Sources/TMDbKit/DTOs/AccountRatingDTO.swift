/// `account_rating` on a rated list's item: the account's rating and when it was given
/// (`2024-03-20T14:57:18.000Z`), which decides between two ratings of one title changed on two sides.
public struct AccountRatingDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var value: Double?
    /// ISO 8601; parse with ``TMDbDate/parseTimestamp(_:)``.
    @Lossy public private(set) var createdAt: String?

    enum CodingKeys: String, CodingKey {
        case value
        case createdAt = "created_at"
    }

    public init(value: Double? = nil, createdAt: String? = nil) {
        self.value = value
        self.createdAt = createdAt
    }
}
