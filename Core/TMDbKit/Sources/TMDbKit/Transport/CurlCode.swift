import CTMDbCurl

/// The shim's own codes beside libcurl's CURLcode numbers (which are positive).
enum CurlCode {
    /// libcurl could not be loaded, or lacks a function the shim needs.
    static let notLoaded = Int32(TMDB_CURL_NOT_LOADED)
    /// libcurl loaded but could not start (its global or handle set-up failed).
    static let notStarted = Int32(TMDB_CURL_NOT_STARTED)
    /// The answer grew past the most the shim keeps.
    static let tooLarge = Int32(TMDB_CURL_TOO_LARGE)
}
