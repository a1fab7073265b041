/// `author_details` of a review: who wrote it on TMDb and the rating they gave the title with it.
/// Every field may be absent, `null` or `""` (a reader with no display name has `"name": ""`).
public struct ReviewAuthorDetailsDTO: Codable, Equatable, Sendable {
    /// The display name, `""` when the reader set none.
    @Lossy public private(set) var name: String?
    /// The TMDb username, which every reader has.
    @Lossy public private(set) var username: String?
    /// An image path like a profile's, or (for old accounts) a Gravatar URL after a `/`.
    @Lossy public private(set) var avatarPath: String?
    /// The author's rating of the title, 0 to 10; `null` when they gave none.
    @Lossy public private(set) var rating: Double?

    enum CodingKeys: String, CodingKey {
        case name
        case username
        case avatarPath = "avatar_path"
        case rating
    }

    public init(name: String? = nil, username: String? = nil, avatarPath: String? = nil, rating: Double? = nil) {
        self.name = name
        self.username = username
        self.avatarPath = avatarPath
        self.rating = rating
    }
}
