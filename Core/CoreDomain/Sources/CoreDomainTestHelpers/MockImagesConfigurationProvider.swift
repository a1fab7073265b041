import CoreDomain
import Foundation
import Synchronization

/// A hand-written ``ImagesConfigurationProviding`` that records calls and returns a stub.
///
/// A call with no stub fails the test by throwing ``DataAccessError/unknown(_:)``.
public final class MockImagesConfigurationProvider: ImagesConfigurationProviding {
    private let state = Mutex<(callCount: Int, stub: Result<ImagesConfiguration, DataAccessError>?)>((0, nil))

    public init(stub: Result<ImagesConfiguration, DataAccessError>? = .success(.mock())) {
        state.withLock { $0.stub = stub }
    }

    /// How many times ``imagesConfiguration()`` was called.
    public var callCount: Int { state.withLock { $0.callCount } }

    public func imagesConfiguration() async throws(DataAccessError) -> ImagesConfiguration {
        let stub = state.withLock { state in
            state.callCount += 1
            return state.stub
        }
        guard let stub else {
            throw .unknown("MockImagesConfigurationProvider: no stub")
        }
        return try stub.get()
    }
}
