import Foundation

extension Endpoint where Response == RequestTokenDTO {
    /// `GET /authentication/token/new`: a request token for the person to approve on TMDb's website.
    public static func requestToken() -> Self {
        Self(path: "/authentication/token/new")
    }
}

extension Endpoint where Response == SessionDTO {
    /// `POST /authentication/session/new` with `{"request_token"}`: the session, once the token is
    /// approved (until then TMDb answers 401).
    public static func newSession(requestToken: String) -> Self {
        Self(
            method: .post, path: "/authentication/session/new",
            body: jsonBody(["request_token": requestToken]))
    }
}

extension Endpoint where Response == TMDbErrorBodyDTO {
    /// `DELETE /authentication/session` with `{"session_id"}`: the session stops working everywhere.
    public static func deleteSession(_ sessionID: String) -> Self {
        Self(method: .delete, path: "/authentication/session", body: jsonBody(["session_id": sessionID]))
    }
}

extension Endpoint {
    /// `object` as a JSON body, keys sorted so that the same change is always the same bytes.
    static func jsonBody(_ object: [String: any Sendable]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// `[session_id=…]`: the session every account request carries (redacted in every log line).
    static func sessionItems(_ sessionID: String) -> [URLQueryItem] {
        [URLQueryItem(name: "session_id", value: sessionID)]
    }
}
