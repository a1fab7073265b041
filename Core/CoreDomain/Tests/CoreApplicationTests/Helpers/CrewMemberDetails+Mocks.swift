import CoreDomain
import Foundation

@testable import CoreApplication

extension CrewMemberDetails {
    /// A crew member with only what grouping and picking look at.
    static func mock(id: Int, name: String = "Someone", job: String, department: String) -> CrewMemberDetails {
        CrewMemberDetails(
            id: id, creditID: "crew-\(id)", name: name, job: job, department: department, gender: .unknown)
    }
}
