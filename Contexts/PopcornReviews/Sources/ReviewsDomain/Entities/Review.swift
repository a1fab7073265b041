import Foundation

/// One reader's review of a movie or a series on TMDb: who wrote it, the whole text, when, and the
/// page on themoviedb.org where it can be read.
public struct Review: Identifiable, Equatable, Sendable {
    /// TMDb's review id, a hexadecimal string.
    public let id: String
    /// The name TMDb shows for the author.
    public let author: String
    public let authorDetails: ReviewAuthorDetails
    /// The review as written, whole.
    public let content: String
    /// When it was written.
    public let createdAt: Date
    /// When it was last edited, or `nil` when TMDb does not say.
    public let updatedAt: Date?
    /// Its page on themoviedb.org, or `nil` when TMDb sent none.
    public let url: URL?

    public init(
        id: String,
        author: String,
        authorDetails: ReviewAuthorDetails = ReviewAuthorDetails(),
        content: String,
        createdAt: Date,
        updatedAt: Date? = nil,
        url: URL? = nil
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
