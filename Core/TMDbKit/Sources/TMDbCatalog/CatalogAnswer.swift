import Foundation
import TMDbKit

/// The HTTP answers the catalog gives, with the bodies TMDb itself sends, so that
/// ``TMDbClient`` cannot tell the catalog from the live API.
enum CatalogAnswer {
    private static let headers = ["content-type": "application/json;charset=utf-8"]

    /// HTTP 404, TMDb status 34.
    static let notFound = TMDbResponse(
        statusCode: 404,
        headers: headers,
        body: Data(
            #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
                .utf8
        )
    )

    /// HTTP 400, TMDb status 22, for a page outside 1...500.
    static let invalidPage = TMDbResponse(
        statusCode: 400,
        headers: headers,
        body: Data(
            #"{"success":false,"status_code":22,"status_message":"Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."}"#
                .utf8
        )
    )

    /// HTTP 200 with a file's bytes.
    static func ok(_ body: Data) -> TMDbResponse {
        TMDbResponse(statusCode: 200, headers: headers, body: body)
    }

    /// HTTP 200 with one page of list items; `total` counts all pages' items.
    static func page<Item: Codable & Equatable & Sendable>(_ page: Int, of items: [Item], total: Int) -> TMDbResponse {
        let pageSize = CatalogTMDbTransport.pageSize
        return json(
            PagedResponseDTO(
                page: page,
                results: items,
                totalPages: max(1, (total + pageSize - 1) / pageSize),
                totalResults: total
            )
        )
    }

    /// HTTP 200 with `value` encoded as TMDb would send it (`nil` fields left out, slashes
    /// unescaped), keys sorted so the same answer is always the same bytes.
    static func json(_ value: some Encodable) -> TMDbResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(value) else {
            return TMDbResponse(statusCode: 500, headers: headers, body: Data())
        }
        return ok(body)
    }
}
