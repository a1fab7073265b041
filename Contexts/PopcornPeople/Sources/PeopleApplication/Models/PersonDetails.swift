import CoreDomain
import Foundation

/// A person as presentations need it: every domain field, with the profile path resolved to a URL set.
///
/// It is also the `--json` document of the command that shows one, so property names are the JSON keys.
public struct PersonDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let alsoKnownAs: [String]?
    /// e.g. `Acting`, `Directing`.
    public let knownForDepartment: String?
    public let biography: String?
    public let birthday: Date?
    public let deathday: Date?
    public let gender: Gender
    public let placeOfBirth: String?
    public let profileURLSet: ImageURLSet?
    public let popularity: Double?
    public let imdbID: String?
    public let homepageURL: URL?

    public init(
        id: Int,
        name: String,
        alsoKnownAs: [String]? = nil,
        knownForDepartment: String? = nil,
        biography: String? = nil,
        birthday: Date? = nil,
        deathday: Date? = nil,
        gender: Gender = .unknown,
        placeOfBirth: String? = nil,
        profileURLSet: ImageURLSet? = nil,
        popularity: Double? = nil,
        imdbID: String? = nil,
        homepageURL: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.alsoKnownAs = alsoKnownAs
        self.knownForDepartment = knownForDepartment
        self.biography = biography
        self.birthday = birthday
        self.deathday = deathday
        self.gender = gender
        self.placeOfBirth = placeOfBirth
        self.profileURLSet = profileURLSet
        self.popularity = popularity
        self.imdbID = imdbID
        self.homepageURL = homepageURL
    }
}
