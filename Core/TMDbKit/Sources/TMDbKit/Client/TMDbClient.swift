import Foundation

/// Runs typed ``Endpoint``s over any ``TMDbTransport``: sends the request, sorts error
/// statuses into ``TMDbError`` cases and decodes 2xx bodies. The same client serves live
/// TMDb, the offline catalog and test stubs.
public struct TMDbClient: Sendable {
    private let transport: any TMDbTransport

    public init(transport: any TMDbTransport) {
        self.transport = transport
    }

    /// The decoded body of `endpoint`, or the ``TMDbError`` that explains why there is none. The
    /// name is the common case's: an endpoint that posts or deletes is sent with its own method.
    public func get<R>(_ endpoint: Endpoint<R>) async throws(TMDbError) -> R {
        let response = try await transport.send(endpoint.request)
        return try Self.decode(R.self, from: response, path: endpoint.path)
    }

    /// Maps one HTTP answer to a value or an error; split out so it is testable without I/O.
    static func decode<R: Decodable>(_ type: R.Type, from response: TMDbResponse, path: String) throws(TMDbError) -> R {
        guard (200..<300).contains(response.statusCode) else {
            throw error(for: response)
        }
        do {
            return try TMDbJSON.decode(R.self, from: response.body)
        } catch let error as DecodingError {
            throw .decoding(path: path, description: TMDbJSON.summary(of: error))
        } catch {
            throw .decoding(path: path, description: "unexpected \(Swift.type(of: error))")
        }
    }

    /// The ``TMDbError`` for a non-2xx answer, with TMDb's code and message when the body has them.
    static func error(for response: TMDbResponse) -> TMDbError {
        let body = try? TMDbJSON.decode(TMDbErrorBodyDTO.self, from: response.body)
        let status = TMDbStatus(
            httpStatus: response.statusCode,
            statusCode: body?.statusCode,
            statusMessage: body?.statusMessage
        )
        switch response.statusCode {
        case 401, 403:
            return .unauthorized(status)
        case 404:
            return .notFound(status)
        case 429:
            return .rateLimited(status, retryAfter: retryAfter(response.headers["retry-after"]))
        case 500..<600:
            return .server(status)
        default:
            return .http(status)
        }
    }

    /// `Retry-After` in seconds; `nil` when absent, negative or an HTTP date.
    static func retryAfter(_ value: String?) -> Double? {
        guard let value, let seconds = Double(value.trimmingCharacters(in: .whitespaces)),
            seconds.isFinite, seconds >= 0
        else {
            return nil
        }
        return seconds
    }
}
