import Foundation

/// One job a person held on a title, e.g. `Director` in `Directing`.
public struct PersonJobDetails: Codable, Equatable, Sendable {
    public let job: String
    public let department: String?

    public init(job: String, department: String? = nil) {
        self.job = job
        self.department = department
    }
}
