import CoreDomain
import Foundation
import TVSeriesDomain

extension Creator {
    /// Vince Gilligan, Breaking Bad's creator.
    public static func mock(
        id: Int = 66_633,
        creditID: String = "52542286760ee31328001a7b",
        name: String = "Vince Gilligan",
        originalName: String = "Vince Gilligan",
        gender: Gender = .male,
        profilePath: URL? = URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg")
    ) -> Creator {
        Creator(
            id: id, creditID: creditID, name: name, originalName: originalName, gender: gender,
            profilePath: profilePath)
    }
}
