import CoreDomain
import Foundation

/// One person in a popular or search page, with the profile photo resolved.
public struct PersonPreviewDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let knownForDepartment: String?
    public let gender: Gender
    public let profileURLSet: ImageURLSet?
    public let popularity: Double?
    /// The titles TMDb says the person is known for, most popular first.
    public let knownForTitles: [String]

    public init(
        id: Int,
        name: String,
        knownForDepartment: String? = nil,
        gender: Gender = .unknown,
        profileURLSet: ImageURLSet? = nil,
        popularity: Double? = nil,
        knownForTitles: [String] = []
    ) {
        self.id = id
        self.name = name
        self.knownForDepartment = knownForDepartment
        self.gender = gender
        self.profileURLSet = profileURLSet
        self.popularity = popularity
        self.knownForTitles = knownForTitles
    }
}
