import Foundation

/// The ids a discovery's named filters come to, in the order they were given: what a
/// `DiscoverQuery` is built from.
public struct DiscoverFilterIDs: Equatable, Sendable {
    public let genreIDs: [Int]
    public let excludedGenreIDs: [Int]
    public let personIDs: [Int]
    public let keywordIDs: [Int]
    public let providerIDs: [Int]

    public init(
        genreIDs: [Int] = [], excludedGenreIDs: [Int] = [], personIDs: [Int] = [], keywordIDs: [Int] = [],
        providerIDs: [Int] = []
    ) {
        self.genreIDs = genreIDs
        self.excludedGenreIDs = excludedGenreIDs
        self.personIDs = personIDs
        self.keywordIDs = keywordIDs
        self.providerIDs = providerIDs
    }
}
