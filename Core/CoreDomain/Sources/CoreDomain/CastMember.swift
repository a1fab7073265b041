import Foundation

/// A person in a movie's or series' cast, in billing order; shared by every context that lists credits.
public struct CastMember: Identifiable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let castID: Int?
    /// Identifies this one credit; unique even when a person plays two roles.
    public let creditID: String
    public let name: String
    public let character: String
    public let gender: Gender
    public let profilePath: URL?
    /// 0-based billing order.
    public let order: Int

    public init(
        id: Int,
        castID: Int? = nil,
        creditID: String,
        name: String,
        character: String,
        gender: Gender = .unknown,
        profilePath: URL? = nil,
        order: Int
    ) {
        self.id = id
        self.castID = castID
        self.creditID = creditID
        self.name = name
        self.character = character
        self.gender = gender
        self.profilePath = profilePath
        self.order = order
    }
}
