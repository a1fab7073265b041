import CoreDomain

/// The smallest `UseCaseError`, shaped like every use case's error.
enum SampleError: UseCaseError {
    case notFound
    case unauthorised(String?)
    case unknown(DataAccessError?)

    var cause: DataAccessError {
        switch self {
        case .notFound: .notFound
        case .unauthorised(let message): .unauthorised(message)
        case .unknown(let cause): cause ?? .unknown(nil)
        }
    }
}
