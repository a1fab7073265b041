import CoreDomain
import Foundation

/// A crew member with their profile photo resolved.
public struct CrewMemberDetails: Identifiable, Codable, Equatable, Sendable {
    /// The person's TMDb id, which `popcorn person <id>` opens.
    public let id: Int
    public let creditID: String
    public let name: String
    public let job: String
    public let department: String
    public let gender: Gender
    public let profileURLSet: ImageURLSet?

    public init(
        id: Int,
        creditID: String,
        name: String,
        job: String,
        department: String,
        gender: Gender,
        profileURLSet: ImageURLSet? = nil
    ) {
        self.id = id
        self.creditID = creditID
        self.name = name
        self.job = job
        self.department = department
        self.gender = gender
        self.profileURLSet = profileURLSet
    }

    /// Whether the credit is for directing (TMDb's `Director` job): who a "Directed by" line names.
    public var isDirector: Bool { job == "Director" }

    /// Whether the credit is in the `Writing` department (screenplay, story, novel, ...): who a
    /// "Written by" line names.
    public var isWriter: Bool { department == "Writing" }
}
