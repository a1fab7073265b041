import CoreDomain
import Foundation

/// A person in a mixed page, with their profile photo resolved and the titles they are known for.
public struct PersonMediaPreviewDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let originalName: String?
    public let gender: Gender
    public let knownForDepartment: String?
    public let profileURLSet: ImageURLSet?
    public let popularity: Double?
    public let isAdultOnly: Bool
    /// Movies and series, in TMDb's order.
    public let knownFor: [MediaPreviewDetails]

    public init(
        id: Int,
        name: String,
        originalName: String? = nil,
        gender: Gender = .unknown,
        knownForDepartment: String? = nil,
        profileURLSet: ImageURLSet? = nil,
        popularity: Double? = nil,
        isAdultOnly: Bool = false,
        knownFor: [MediaPreviewDetails] = []
    ) {
        self.id = id
        self.name = name
        self.originalName = originalName
        self.gender = gender
        self.knownForDepartment = knownForDepartment
        self.profileURLSet = profileURLSet
        self.popularity = popularity
        self.isAdultOnly = isAdultOnly
        self.knownFor = knownFor
    }
}
