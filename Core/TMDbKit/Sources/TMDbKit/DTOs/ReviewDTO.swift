/// One review of a movie or a series, from `results[]` of `/movie/{id}/reviews` and
/// `/tv/{id}/reviews`: who wrote it, the text, when, and the page on themoviedb.org that shows it.
/// A review without its id or its text is dropped from the page (see ``PagedResponseDTO``).
public struct ReviewDTO: Codable, Equatable, Sendable {
    /// TMDb's review id, a hexadecimal string such as `5b1c13b9c3a36848f2026384`.
    public let id: String
    /// The name TMDb shows for the author (their display name, else their username).
    @Lossy public private(set) var author: String?
    @Lossy public private(set) var authorDetails: ReviewAuthorDetailsDTO?
    /// The review as written, in Markdown-like text with `\r\n` line breaks.
    public let content: String
    /// ISO 8601 with fractional seconds (`2016-05-10T13:59:59.043Z`); parse with
    /// ``TMDbDate/parseTimestamp(_:)``.
    @Lossy public private(set) var createdAt: String?
    /// ISO 8601, like ``createdAt``.
    @Lossy public private(set) var updatedAt: String?
    /// The review's own page on themoviedb.org, where it can be read whole.
    @Lossy public private(set) var url: String?

    enum CodingKeys: String, CodingKey {
        case id
        case author
        case authorDetails = "author_details"
        case content
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case url
    }

    public init(
        id: String,
        author: String? = nil,
        authorDetails: ReviewAuthorDetailsDTO? = nil,
        content: String,
        createdAt: String? = nil,
        updatedAt: String? = nil,
        url: String? = nil
    ) {
        self.id = id
        self.author = author
        self.authorDetails = authorDetails
        self.content = content
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.url = url
    }
}
