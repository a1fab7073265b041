import TMDbKit

/// The parts a details request asks to have appended (`append_to_response=credits,images`) that
/// the catalog may answer for that kind of resource, so the transport fetches each once.
struct CatalogAppendRequest: Equatable {
    /// TMDb takes at most 20 names; the catalog reads no further.
    static let maximumNames = 20

    /// The names asked for, in the order given, each once, keeping only those in
    /// ``CatalogTitleKind/appendableParts`` and, for a series, its seasons (`season/1`: digits
    /// only); TMDb ignores names it does not know.
    let names: [String]

    init(_ request: TMDbRequest, kind: CatalogTitleKind) {
        let listed = (request.queryValue("append_to_response") ?? "")
            .split(separator: ",", omittingEmptySubsequences: true)
            .prefix(Self.maximumNames)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let known = Set(kind.appendableParts)
        var seen = Set<String>()
        names = listed.filter {
            (known.contains($0) || kind == .tvSeries && Self.isSeasonName($0)) && seen.insert($0).inserted
        }
    }

    /// Whether `name` is `season/<n>`, the name TMDb appends a series' season under.
    static func isSeasonName(_ name: String) -> Bool {
        TVSeriesDetailsResponseDTO.seasonNumber(inKey: name) != nil
    }
}
