import Foundation

/// What one ``CurlTransfer`` brought back: an HTTP answer of any status, or libcurl's code (or a
/// ``CurlCode``) for why there was none, with the shim's message.
enum CurlOutcome: Equatable, Sendable {
    case answer(status: Int, headers: [String: String], body: Data)
    case failure(code: Int32, message: String)
}
