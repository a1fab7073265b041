import Foundation
import ReviewsDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's `author_details` to the domain `ReviewAuthorDetails`: an empty name, username or
/// picture is no value, and so is a rating TMDb sent as `null`.
struct ReviewAuthorDetailsMapper {
    func map(_ dto: ReviewAuthorDetailsDTO?) -> ReviewAuthorDetails {
        ReviewAuthorDetails(
            name: dto?.name.nonEmpty,
            username: dto?.username.nonEmpty,
            avatarPath: dto?.avatarPath.tmdbURL,
            rating: dto?.rating.flatMap { $0.isFinite ? $0 : nil }
        )
    }
}
