import Foundation

/// Constants of the live TMDb API that several modules need to agree on.
public enum TMDbAPI {
    /// The base URL of TMDb API v3; `TMDB_API_BASE_URL` may override it in the CLI.
    public static let defaultBaseURL: URL = {
        guard let url = URL(string: "https://api.themoviedb.org/3") else {
            preconditionFailure("the TMDb base URL literal is valid")
        }
        return url
    }()
}
