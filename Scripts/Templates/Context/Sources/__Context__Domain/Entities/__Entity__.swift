import Foundation

/// A TMDb __entity_words__, as the __Context__ context reasons about it.
///
/// Generated from the context template: it starts with the fields most TMDb resources share.
/// Add the rest of the TMDb type reference with the update-domain-model workflow
/// (`docs/CONTRIBUTING.md`); `Scripts/model-coverage.sh` lists what is missing.
public struct __Entity__: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let overview: String?
    public let posterPath: URL?

    public init(
        id: Int,
        name: String,
        overview: String? = nil,
        posterPath: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.posterPath = posterPath
    }
}
