import Foundation
import Testing

@testable import TMDbKit

@Suite struct TMDbResponseTests {
    @Test func lowerCasesHeaderNames() {
        let response = TMDbResponse(
            statusCode: 200, headers: ["Content-Type": "application/json", "Retry-After": "3"], body: Data())

        #expect(response.headers == ["content-type": "application/json", "retry-after": "3"])
    }
}
