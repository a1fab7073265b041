import CoreDomain
import Foundation
import PeopleDomain

/// Picks the titles a person is known for from their credits, most popular first.
///
/// The department decides which credits count: `Acting` keeps the cast credits, any other department keeps
/// the crew credits in that department, and no department keeps every credit. The kept credits are merged
/// per title; titles are ordered by popularity descending (unknown popularity last, ties newest first) and
/// cut to `limit`.
struct PersonKnownForMapper {
    /// TMDb's department name for acting credits.
    static let actingDepartment = "Acting"

    private let titleMapper = PersonTitleCreditsDetailsMapper()

    func map(
        _ credits: PersonCredits,
        knownForDepartment: String?,
        limit: Int,
        imagesConfiguration: ImagesConfiguration
    ) -> [PersonTitleCreditsDetails] {
        guard limit > 0 else {
            return []
        }
        let selected = selectedCredits(credits, knownForDepartment: knownForDepartment)
        let titles = titleMapper.map(selected, imagesConfiguration: imagesConfiguration)
        return Array(titles.sorted(by: Self.isMorePopular).prefix(limit))
    }

    private func selectedCredits(_ credits: PersonCredits, knownForDepartment: String?) -> [PersonCredit] {
        let department = knownForDepartment?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !department.isEmpty else {
            return credits.cast + credits.crew
        }
        if Self.isSame(department, Self.actingDepartment) {
            return credits.cast
        }
        return credits.crew.filter { credit in
            credit.department.map { Self.isSame($0, department) } ?? false
        }
    }

    private static func isSame(_ lhs: String, _ rhs: String) -> Bool {
        lhs.caseInsensitiveCompare(rhs) == .orderedSame
    }

    private static func isMorePopular(_ lhs: PersonTitleCreditsDetails, than rhs: PersonTitleCreditsDetails) -> Bool {
        switch (lhs.popularity, rhs.popularity) {
        case (let left?, let right?) where left != right:
            return left > right
        case (.some, nil):
            return true
        case (nil, .some):
            return false
        default:
            return PersonTitleCreditsDetailsMapper.isNewer(lhs, than: rhs)
        }
    }
}
