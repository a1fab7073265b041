import Foundation

/// The first step of signing in: a token the person approves on TMDb's website, good until it
/// expires (about an hour), after which a new sign-in has to start.
public struct RequestToken: Equatable, Sendable {
    public let value: String
    /// When TMDb stops accepting it; `nil` when TMDb did not say.
    public let expiresAt: Date?

    public init(value: String, expiresAt: Date?) {
        self.value = value
        self.expiresAt = expiresAt
    }

    /// The page on which the person approves the token.
    public var approvalURL: String {
        "https://www.themoviedb.org/authenticate/\(value)"
    }
}
