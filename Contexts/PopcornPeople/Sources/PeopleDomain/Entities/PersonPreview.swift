import CoreDomain
import Foundation

/// The summary of a person that TMDb's popular list and search return.
public struct PersonPreview: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let knownForDepartment: String?
    public let gender: Gender
    public let profilePath: URL?
    public let popularity: Double?
    /// The titles TMDb says the person is known for, most popular first.
    public let knownForTitles: [String]

    public init(
        id: Int,
        name: String,
        knownForDepartment: String? = nil,
        gender: Gender = .unknown,
        profilePath: URL? = nil,
        popularity: Double? = nil,
        knownForTitles: [String] = []
    ) {
        self.id = id
        self.name = name
        self.knownForDepartment = knownForDepartment
        self.gender = gender
        self.profilePath = profilePath
        self.popularity = popularity
        self.knownForTitles = knownForTitles
    }
}
