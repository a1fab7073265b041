import CoreDomain
import Foundation

/// Why a page of a series' recommendations could not be fetched.
public enum FetchTVSeriesRecommendationsError: UseCaseError {
    /// No series has the requested id, or the source does not know this part of it.
    case notFound
    /// TMDb refused the credentials; carries TMDb's status message.
    case unauthorised(String?)
    /// Any other failure, with the data-access reason behind it.
    case unknown(DataAccessError?)

    public var cause: DataAccessError {
        switch self {
        case .notFound: .notFound
        case .unauthorised(let message): .unauthorised(message)
        case .unknown(let cause): cause ?? .unknown(nil)
        }
    }
}
