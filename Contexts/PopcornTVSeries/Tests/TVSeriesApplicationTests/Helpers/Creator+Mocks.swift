import CoreDomain
import Foundation
import TVSeriesDomain

extension Creator {
    static func mock(
        id: Int = 66633,
        name: String = "Vince Gilligan",
        profilePath: URL? = URL(string: "/creator.jpg")
    ) -> Creator {
        Creator(
            id: id,
            creditID: "52542282760ee313280017f9",
            name: name,
            originalName: "Vince Gilligan",
            gender: .male,
            profilePath: profilePath
        )
    }
}
