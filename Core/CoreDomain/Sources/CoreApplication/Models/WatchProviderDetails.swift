import CoreDomain

/// A streaming, rental or retail service with its logo resolved to a URL set.
public struct WatchProviderDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let logoURLSet: ImageURLSet?
    public let displayPriority: Int?

    public init(id: Int, name: String, logoURLSet: ImageURLSet?, displayPriority: Int?) {
        self.id = id
        self.name = name
        self.logoURLSet = logoURLSet
        self.displayPriority = displayPriority
    }
}
