import CoreDomain
import TVSeriesDomain

extension Genre {
    static func mock(id: Int = 18, name: String = "Drama") -> Genre {
        Genre(id: id, name: name)
    }
}
