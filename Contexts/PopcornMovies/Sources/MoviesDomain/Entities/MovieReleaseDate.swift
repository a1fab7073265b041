import Foundation

/// One release of a movie in one country: when, of what kind, and the age rating it carried there.
public struct MovieReleaseDate: Equatable, Sendable {
    /// The country's rating for this release, e.g. `R` or `18`; `nil` when TMDb has none.
    public let certification: String?
    /// What the rating warns of (e.g. `Violence`); usually empty.
    public let descriptors: [String]
    /// ISO 639-1 code of the release's language, when TMDb says.
    public let languageCode: String?
    /// A festival's name, `Blu-ray`, a re-release...; `nil` when there is none.
    public let note: String?
    /// The day (an instant at midnight UTC) of the release.
    public let releaseDate: Date?
    public let type: MovieReleaseType

    public init(
        certification: String? = nil,
        descriptors: [String] = [],
        languageCode: String? = nil,
        note: String? = nil,
        releaseDate: Date? = nil,
        type: MovieReleaseType
    ) {
        self.certification = certification
        self.descriptors = descriptors
        self.languageCode = languageCode
        self.note = note
        self.releaseDate = releaseDate
        self.type = type
    }

    /// The certification when it says something: `nil` for an absent or blank one.
    var meaningfulCertification: String? {
        guard let certification, !certification.trimmingCharacters(in: .whitespaces).isEmpty else {
            return nil
        }
        return certification
    }
}
