/// The environment variables `popcorn` reads.
enum EnvironmentKey {
    /// A TMDb v4 read access token (wins over the API key when both are set).
    static let readAccessToken = "TMDB_READ_ACCESS_TOKEN"
    /// A TMDb v3 API key.
    static let apiKey = "TMDB_API_KEY"
    /// A TMDb session made elsewhere (a machine without a browser): used instead of the session
    /// file's. A credential, like the key and token.
    static let sessionID = "TMDB_SESSION_ID"
    /// Overrides `https://api.themoviedb.org/3` (proxies, mirrors, tests).
    static let baseURL = "TMDB_API_BASE_URL"
    /// Seconds allowed for each HTTP request (default 10).
    static let httpTimeout = "POPCORN_HTTP_TIMEOUT"
    /// The directory holding `popcorn/config.json` (else `~/.config`).
    static let configHome = "XDG_CONFIG_HOME"
    /// The default `--language`.
    static let language = "POPCORN_LANGUAGE"
    /// The default `--region`.
    static let region = "POPCORN_REGION"
    /// Where user data (the search history) lives: overrides `$XDG_DATA_HOME/popcorn`.
    static let dataDirectory = "POPCORN_DATA_DIR"
    /// `1` (or `true`, `yes`) stops recording searches in the history.
    static let noHistory = "POPCORN_NO_HISTORY"
    /// How pictures are drawn (`kitty`, `sixel`, `iterm`, `blocks`, `off`), instead of what the
    /// terminal is taken to speak.
    static let images = "POPCORN_IMAGES"
    /// Any non-empty value turns colour off.
    static let noColor = "NO_COLOR"
    /// A PEM file of the certificate authorities to trust instead of the system's (OpenSSL's name),
    /// for a proxy that signs TLS with its own authority.
    static let certificateFile = "SSL_CERT_FILE"
    /// The same, by curl's name; `SSL_CERT_FILE` wins when both are set.
    static let curlCertificateBundle = "CURL_CA_BUNDLE"
}
