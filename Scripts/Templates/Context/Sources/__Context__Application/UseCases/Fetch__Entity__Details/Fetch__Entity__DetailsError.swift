import CoreDomain
import Foundation

/// Why __a__ __entity_words__'s details could not be fetched.
public enum Fetch__Entity__DetailsError: UseCaseError {
    /// No __entity_words__ has the requested id.
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
