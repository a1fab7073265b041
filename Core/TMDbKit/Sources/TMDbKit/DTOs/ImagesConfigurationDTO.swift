/// The `images` part of `/configuration`: base URLs and the size names
/// (`w92`, `w500`, `original`...) TMDb serves per kind of image. Missing lists are `[]`.
public struct ImagesConfigurationDTO: Codable, Equatable, Sendable {
    /// `http://image.tmdb.org/t/p/`.
    public let baseURL: String?
    /// `https://image.tmdb.org/t/p/`; prefer this one.
    public let secureBaseURL: String?
    public let backdropSizes: [String]
    public let logoSizes: [String]
    public let posterSizes: [String]
    public let profileSizes: [String]
    public let stillSizes: [String]

    enum CodingKeys: String, CodingKey {
        case baseURL = "base_url"
        case secureBaseURL = "secure_base_url"
        case backdropSizes = "backdrop_sizes"
        case logoSizes = "logo_sizes"
        case posterSizes = "poster_sizes"
        case profileSizes = "profile_sizes"
        case stillSizes = "still_sizes"
    }

    public init(
        baseURL: String? = nil,
        secureBaseURL: String? = nil,
        backdropSizes: [String] = [],
        logoSizes: [String] = [],
        posterSizes: [String] = [],
        profileSizes: [String] = [],
        stillSizes: [String] = []
    ) {
        self.baseURL = baseURL
        self.secureBaseURL = secureBaseURL
        self.backdropSizes = backdropSizes
        self.logoSizes = logoSizes
        self.posterSizes = posterSizes
        self.profileSizes = profileSizes
        self.stillSizes = stillSizes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        baseURL = container.decodeLossy(String.self, forKey: .baseURL)
        secureBaseURL = container.decodeLossy(String.self, forKey: .secureBaseURL)
        backdropSizes = container.decodeLossyArrayOrEmpty(String.self, forKey: .backdropSizes)
        logoSizes = container.decodeLossyArrayOrEmpty(String.self, forKey: .logoSizes)
        posterSizes = container.decodeLossyArrayOrEmpty(String.self, forKey: .posterSizes)
        profileSizes = container.decodeLossyArrayOrEmpty(String.self, forKey: .profileSizes)
        stillSizes = container.decodeLossyArrayOrEmpty(String.self, forKey: .stillSizes)
    }
}
