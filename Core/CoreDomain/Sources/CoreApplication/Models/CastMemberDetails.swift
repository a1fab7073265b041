import CoreDomain
import Foundation

/// A cast member with their profile photo resolved.
public struct CastMemberDetails: Identifiable, Codable, Equatable, Sendable {
    /// The person's TMDb id, which `popcorn person <id>` opens.
    public let id: Int
    public let castID: Int?
    public let creditID: String
    public let name: String
    public let character: String
    public let gender: Gender
    public let profileURLSet: ImageURLSet?
    public let order: Int

    public init(
        id: Int,
        castID: Int? = nil,
        creditID: String,
        name: String,
        character: String,
        gender: Gender,
        profileURLSet: ImageURLSet? = nil,
        order: Int
    ) {
        self.id = id
        self.castID = castID
        self.creditID = creditID
        self.name = name
        self.character = character
        self.gender = gender
        self.profileURLSet = profileURLSet
        self.order = order
    }
}
