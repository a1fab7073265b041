import Foundation

/// A person's combined movie and series credits, one entry per title, newest first.
///
/// It is also the `--json` document of the command that lists them, so property names are the JSON keys.
public struct PersonCreditsDetails: Identifiable, Codable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    /// The person's name, which comes with their credits from the same request.
    public let name: String
    /// One entry per title, by release date descending; undated titles last, then by title.
    public let titles: [PersonTitleCreditsDetails]

    public init(id: Int, name: String, titles: [PersonTitleCreditsDetails]) {
        self.id = id
        self.name = name
        self.titles = titles
    }
}
