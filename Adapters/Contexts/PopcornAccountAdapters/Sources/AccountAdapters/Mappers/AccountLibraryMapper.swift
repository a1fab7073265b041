import AccountDomain
import Foundation
import TMDbAdapterKit
import TMDbKit

/// TMDb's account DTOs -> AccountDomain: a request token, an identity, each list's items as titles
/// and ratings (halves, and when given when TMDb says).
struct AccountLibraryMapper: Sendable {
    func map(_ dto: RequestTokenDTO) -> RequestToken {
        // `2016-08-26 17:04:39 UTC`, TMDb's own way of writing it, made ISO 8601.
        let iso = dto.expiresAt.map { $0.replacing(" UTC", with: "Z").replacing(" ", with: "T") }
        return RequestToken(value: dto.requestToken, expiresAt: TMDbDate.parseTimestamp(iso))
    }

    func map(_ dto: AccountDetailsDTO) -> AccountIdentity {
        AccountIdentity(id: dto.id, username: dto.username)
    }

    func title(_ dto: MovieListItemDTO) -> AccountTitle {
        AccountTitle(
            name: dto.title, releaseDate: TMDbDate.parse(dto.releaseDate), posterPath: dto.posterPath.nonEmpty,
            voteAverage: dto.voteAverage)
    }

    func title(_ dto: TVSeriesListItemDTO) -> AccountTitle {
        AccountTitle(
            name: dto.name, releaseDate: TMDbDate.parse(dto.firstAirDate), posterPath: dto.posterPath.nonEmpty,
            voteAverage: dto.voteAverage)
    }

    /// The rating, or `nil` when TMDb sent none on TMDb's scale.
    func rating<Item>(_ dto: RatedItemDTO<Item>, name: String?, episodeName: String? = nil) -> RemoteRating? {
        guard let value = dto.accountRating?.value ?? dto.rating, value.isFinite,
            case let halves = (value * 2).rounded(), (1...20).contains(halves)
        else {
            return nil
        }
        return RemoteRating(
            halves: Int(halves), ratedAt: TMDbDate.parseTimestamp(dto.accountRating?.createdAt), name: name,
            episodeName: episodeName)
    }
}
