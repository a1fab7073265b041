import CoreDomain
import Foundation

extension CrewMember {
    /// David Fincher directing, for tests in any context; override what a test is about.
    public static func mock(
        id: Int = 7467,
        creditID: String = "52fe4250c3a36847f8014a11",
        name: String = "David Fincher",
        job: String = "Director",
        department: String = "Directing",
        gender: Gender = .male,
        profilePath: URL? = URL(string: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg")
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
