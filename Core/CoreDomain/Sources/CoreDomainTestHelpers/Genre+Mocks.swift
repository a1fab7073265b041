import CoreDomain

extension Genre {
    /// Drama, for tests in any context.
    public static func mock(id: Int = 18, name: String = "Drama") -> Genre {
        Genre(id: id, name: name)
    }
}
