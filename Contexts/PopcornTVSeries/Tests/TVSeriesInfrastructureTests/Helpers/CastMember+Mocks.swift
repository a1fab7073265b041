import CoreDomain
import Foundation
import TVSeriesDomain

extension CastMember {
    static func mock(
        id: Int = 17_419,
        castID: Int? = 3,
        creditID: String = "52542282760ee313280017f9",
        name: String = "Bryan Cranston",
        character: String = "Walter White",
        gender: Gender = .male,
        profilePath: URL? = URL(string: "/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg"),
        order: Int = 0
    ) -> CastMember {
        CastMember(
            id: id,
            castID: castID,
            creditID: creditID,
            name: name,
            character: character,
            gender: gender,
            profilePath: profilePath,
            order: order
        )
    }
}
