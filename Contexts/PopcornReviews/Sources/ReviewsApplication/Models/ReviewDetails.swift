import Foundation

/// One review as presentations show it: who wrote it, their rating, the day, the whole text, and
/// where it can be read on themoviedb.org.
///
/// It is part of the `--json` document of the reviews commands, so property names are the JSON keys.
/// The text is whole: how much of it a screen shows is the screen's layout.
public struct ReviewDetails: Identifiable, Codable, Equatable, Sendable {
    /// TMDb's review id.
    public let id: String
    /// The author's display name, or their username when they set none.
    public let author: String
    /// The author's rating of the title, 0 to 10, or `nil` when they gave none.
    public let rating: Double?
    /// When the review was written (JSON writes its day, `YYYY-MM-DD`).
    public let date: Date
    /// The review as written, whole.
    public let content: String
    /// Its page on themoviedb.org, where it can be read whole.
    public let url: URL?

    public init(id: String, author: String, rating: Double? = nil, date: Date, content: String, url: URL? = nil) {
        self.id = id
        self.author = author
        self.rating = rating
        self.date = date
        self.content = content
        self.url = url
    }
}
