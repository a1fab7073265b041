import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import __Context__Domain
import __Context__Infrastructure

/// The __Context__ context's remote data source, answered by TMDb's `/__endpoint__/{id}` (live or the
/// offline catalog).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDb__Entity__RemoteDataSource: __Entity__RemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let mapper = __Entity__Mapper()
    private let errorMapper = TMDbErrorMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func __entity__(withID id: Int) async throws(DataAccessError) -> __Entity__ {
        do {
            return mapper.map(try await client.get(.namedResource("__endpoint__", id: id, language: language)))
        } catch {
            throw errorMapper.map(error)
        }
    }
}
