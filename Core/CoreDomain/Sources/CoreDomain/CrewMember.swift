import Foundation

/// A person in a movie's or series' crew, with their job and department; shared by every context.
public struct CrewMember: Identifiable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    /// Identifies this one credit; unique even when a person has two jobs.
    public let creditID: String
    public let name: String
    public let job: String
    public let department: String
    public let gender: Gender
    public let profilePath: URL?

    public init(
        id: Int,
        creditID: String,
        name: String,
        job: String,
        department: String,
        gender: Gender = .unknown,
        profilePath: URL? = nil
    ) {
        self.id = id
        self.creditID = creditID
        self.name = name
        self.job = job
        self.department = department
        self.gender = gender
        self.profilePath = profilePath
    }
}
