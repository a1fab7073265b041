import Foundation

/// A service where a title can be watched (Netflix, Apple TV...), as TMDb's watch-provider data
/// (from JustWatch) names it.
public struct WatchProvider: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let logoPath: URL?
    /// TMDb's ordering hint within a country: lower comes first.
    public let displayPriority: Int?

    public init(id: Int, name: String, logoPath: URL? = nil, displayPriority: Int? = nil) {
        self.id = id
        self.name = name
        self.logoPath = logoPath
        self.displayPriority = displayPriority
    }
}
