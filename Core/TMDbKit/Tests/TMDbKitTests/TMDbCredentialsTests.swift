import Foundation
import Testing

@testable import TMDbKit

@Suite struct TMDbCredentialsTests {
    static let key = "FAKEKEY-d34db33f-never-print-me"

    @Test func neverPrintsTheSecret() {
        for credentials in [TMDbCredentials.apiKey(Self.key), .readAccessToken(Self.key)] {
            #expect(!String(describing: credentials).contains(Self.key))
            #expect(!String(reflecting: credentials).contains(Self.key))
            #expect(!"\(credentials)".contains(Self.key))
        }
    }

    @Test func keepsTheSecretOutOfTheTransportsDescription() {
        let transport = CurlTMDbTransport(credentials: .apiKey(Self.key))

        #expect(!String(describing: transport).contains(Self.key))
        #expect(!String(reflecting: transport).contains(Self.key))
    }
}
