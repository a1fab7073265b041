import Foundation

/// One of the people a name may mean, with what a person needs to tell them apart and open one.
public struct DiscoverPersonCandidate: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
