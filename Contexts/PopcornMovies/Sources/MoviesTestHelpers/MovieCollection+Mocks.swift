import Foundation
import MoviesDomain

extension MovieCollection {
    /// The Lord of the Rings Collection, with its poster and backdrop.
    public static func mock(
        id: Int = 119,
        name: String = "The Lord of the Rings Collection",
        posterPath: URL? = URL(string: "/oENY593nKRVL2PnxXsMtlh8izb4.jpg"),
        backdropPath: URL? = URL(string: "/bccR2CGTWVVSZAG0yqmy3DIvhTX.jpg")
    ) -> MovieCollection {
        MovieCollection(id: id, name: name, posterPath: posterPath, backdropPath: backdropPath)
    }
}
