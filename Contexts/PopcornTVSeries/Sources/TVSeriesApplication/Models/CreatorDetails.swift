import CoreDomain
import Foundation

/// A person credited with creating a series, with their profile photo resolved.
public struct CreatorDetails: Identifiable, Codable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let creditID: String
    public let name: String
    public let originalName: String
    public let gender: Gender
    public let profileURLSet: ImageURLSet?

    public init(
        id: Int,
        creditID: String,
        name: String,
        originalName: String,
        gender: Gender,
        profileURLSet: ImageURLSet? = nil
    ) {
        self.id = id
        self.creditID = creditID
        self.name = name
        self.originalName = originalName
        self.gender = gender
        self.profileURLSet = profileURLSet
    }
}
