import Foundation
import __Context__Domain

extension __Entity__ {
    static func mock(
        id: Int = 1,
        name: String = "Test __Entity__",
        overview: String? = "An overview.",
        posterPath: URL? = URL(string: "/poster.jpg")
    ) -> __Entity__ {
        __Entity__(id: id, name: name, overview: overview, posterPath: posterPath)
    }
}
