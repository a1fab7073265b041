import CoreDomain
import Foundation
import TVSeriesDomain

extension CrewMember {
    static func mock(
        id: Int = 66_633,
        creditID: String = "52542287760ee31328001af1",
        name: String = "Vince Gilligan",
        job: String = "Director",
        department: String = "Directing",
        gender: Gender = .male,
        profilePath: URL? = URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg")
    ) -> CrewMember {
        CrewMember(
            id: id,
            creditID: creditID,
            name: name,
            job: job,
            department: department,
            gender: gender,
            profilePath: profilePath
        )
    }
}
