import Foundation

/// A person as TMDb's searches and trending pages return them (`media_type` `person` where kinds
/// mix), with the titles they are known for.
public struct PersonMediaPreview: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let originalName: String?
    public let gender: Gender
    /// e.g. `Acting`, `Directing`.
    public let knownForDepartment: String?
    public let profilePath: URL?
    public let popularity: Double?
    /// TMDb's `adult` flag.
    public let isAdultOnly: Bool
    /// The movies and series TMDb says the person is known for, in TMDb's order; never people.
    public let knownFor: [MediaPreview]

    public init(
        id: Int,
        name: String,
        originalName: String? = nil,
        gender: Gender = .unknown,
        knownForDepartment: String? = nil,
        profilePath: URL? = nil,
        popularity: Double? = nil,
        isAdultOnly: Bool = false,
        knownFor: [MediaPreview] = []
    ) {
        self.id = id
        self.name = name
        self.originalName = originalName
        self.gender = gender
        self.knownForDepartment = knownForDepartment
        self.profilePath = profilePath
        self.popularity = popularity
        self.isAdultOnly = isAdultOnly
        self.knownFor = knownFor.filter { $0.kind != .person }
    }
}
