import Foundation

/// Who wrote a review, as TMDb knows the reader: their display name and username, their picture, and
/// the rating they gave the title with the review.
public struct ReviewAuthorDetails: Equatable, Sendable {
    /// The display name, or `nil` when the reader set none.
    public let name: String?
    /// The TMDb username, or `nil` when TMDb sent none.
    public let username: String?
    /// The reader's picture: an image path, or a Gravatar URL.
    public let avatarPath: URL?
    /// The reader's rating of the title, 0 to 10, or `nil` when they gave none.
    public let rating: Double?

    public init(name: String? = nil, username: String? = nil, avatarPath: URL? = nil, rating: Double? = nil) {
        self.name = name
        self.username = username
        self.avatarPath = avatarPath
        self.rating = rating
    }
}
