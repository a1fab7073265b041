import CoreDomain
import Foundation
import SearchDomain

/// A title a typed name may mean: enough to open it, or to list it as a choice (kind, id, title,
/// year), and nothing that needs another request such as resolved images.
public struct MediaTitleCandidate: Identifiable, Equatable, Sendable {
    public let kind: MediaKind
    /// The TMDb id, within ``kind``.
    public let id: Int
    /// The movie's title, the series' or the person's name.
    public let title: String
    /// The release or first-air date; people have none.
    public let date: Date?

    public init(kind: MediaKind, id: Int, title: String, date: Date? = nil) {
        self.kind = kind
        self.id = id
        self.title = title
        self.date = date
    }
}
