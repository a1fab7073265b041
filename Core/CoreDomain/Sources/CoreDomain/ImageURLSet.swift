import Foundation

/// Ready-to-use URLs for one image at the renditions a presentation needs.
///
/// Resolved once in the application layer so that no caller has to know TMDb's size names.
public struct ImageURLSet: Codable, Equatable, Sendable {
    /// The raw TMDb path the set was built from, e.g. `/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg`.
    public let path: URL
    public let thumbnail: URL
    public let card: URL
    public let detail: URL
    public let full: URL

    public init(path: URL, thumbnail: URL, card: URL, detail: URL, full: URL) {
        self.path = path
        self.thumbnail = thumbnail
        self.card = card
        self.detail = detail
        self.full = full
    }
}
