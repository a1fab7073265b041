import CoreDomain
import Foundation

/// Why a season's details could not be fetched.
public enum FetchTVSeasonDetailsError: UseCaseError {
    /// The series, or the season in it, does not exist.
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
