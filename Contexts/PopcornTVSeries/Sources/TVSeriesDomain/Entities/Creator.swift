import CoreDomain
import Foundation

/// A person credited with creating a TV series.
public struct Creator: Identifiable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let creditID: String
    public let name: String
    public let originalName: String
    public let gender: Gender
    public let profilePath: URL?

    public init(
        id: Int,
        creditID: String,
        name: String,
        originalName: String,
        gender: Gender = .unknown,
        profilePath: URL? = nil
    ) {
        self.id = id
        self.creditID = creditID
        self.name = name
        self.originalName = originalName
        self.gender = gender
        self.profilePath = profilePath
    }
}
