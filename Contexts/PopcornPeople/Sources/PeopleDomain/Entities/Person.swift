import CoreDomain
import Foundation

/// A person with every field of TMDb's `Person` type: an actor, director, writer or anyone credited.
///
/// The profile path stays raw (`/abc.jpg`); the application layer resolves it.
public struct Person: Identifiable, Equatable, Sendable {
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
    public let profilePath: URL?
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
        profilePath: URL? = nil,
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
        self.profilePath = profilePath
        self.popularity = popularity
        self.imdbID = imdbID
        self.homepageURL = homepageURL
    }
}
