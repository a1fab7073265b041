import CoreDomain

extension Keyword {
    /// "dual identity", for tests in any context.
    public static func mock(id: Int = 1721, name: String = "dual identity") -> Keyword {
        Keyword(id: id, name: name)
    }
}
