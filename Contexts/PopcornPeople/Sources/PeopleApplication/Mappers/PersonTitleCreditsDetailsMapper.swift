import CoreDomain
import Foundation
import PeopleDomain

/// Groups a person's credits per title (same media type and title id) into `PersonTitleCreditsDetails`,
/// newest first.
///
/// Within a title, characters and jobs keep the credits' order (exact repeats dropped); the title's own
/// fields come from its first credit that has them, and the episode count is the largest any credit has.
/// Titles are ordered by release date descending, undated ones last, then by title, media type and id.
struct PersonTitleCreditsDetailsMapper {
    func map(_ credits: [PersonCredit], imagesConfiguration: ImagesConfiguration) -> [PersonTitleCreditsDetails] {
        var keys: [String] = []
        var groups: [String: [PersonCredit]] = [:]
        for credit in credits {
            let key = "\(credit.mediaType.rawValue)/\(credit.titleID)"
            if groups[key] == nil {
                keys.append(key)
            }
            groups[key, default: []].append(credit)
        }
        return
            keys
            .compactMap { groups[$0].flatMap { mapTitle($0, imagesConfiguration: imagesConfiguration) } }
            .sorted(by: Self.isNewer)
    }

    /// Whether `lhs` comes before `rhs` in newest-first order: dated before undated, later dates first,
    /// then by title, media type and title id so that the order never depends on the input's.
    static func isNewer(_ lhs: PersonTitleCreditsDetails, than rhs: PersonTitleCreditsDetails) -> Bool {
        switch (lhs.releaseDate, rhs.releaseDate) {
        case (let left?, let right?) where left != right:
            return left > right
        case (.some, nil):
            return true
        case (nil, .some):
            return false
        default:
            break
        }
        let titleOrder = lhs.title.localizedStandardCompare(rhs.title)
        if titleOrder != .orderedSame {
            return titleOrder == .orderedAscending
        }
        if lhs.mediaType != rhs.mediaType {
            return lhs.mediaType.rawValue < rhs.mediaType.rawValue
        }
        return lhs.titleID < rhs.titleID
    }

    private func mapTitle(
        _ credits: [PersonCredit],
        imagesConfiguration: ImagesConfiguration
    ) -> PersonTitleCreditsDetails? {
        guard let first = credits.first else {
            return nil
        }
        let characters = credits.filter(\.isCast).compactMap { credit -> String? in
            let character = credit.character?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return character.isEmpty ? nil : character
        }
        let jobs = credits.compactMap { credit in
            credit.job.map { PersonJobDetails(job: $0, department: credit.department) }
        }
        return PersonTitleCreditsDetails(
            mediaType: first.mediaType,
            titleID: first.titleID,
            title: credits.first { !$0.title.isEmpty }?.title ?? first.title,
            releaseDate: credits.lazy.compactMap(\.releaseDate).first,
            posterURLSet: imagesConfiguration.posterURLSet(for: credits.lazy.compactMap(\.posterPath).first),
            popularity: credits.lazy.compactMap(\.popularity).first,
            voteAverage: credits.lazy.compactMap(\.voteAverage).first,
            characters: withoutRepeats(characters),
            jobs: withoutRepeats(jobs),
            episodeCount: credits.compactMap(\.episodeCount).max()
        )
    }

    private func withoutRepeats<Element: Equatable>(_ elements: [Element]) -> [Element] {
        elements.reduce(into: []) { kept, element in
            if !kept.contains(element) {
                kept.append(element)
            }
        }
    }
}
