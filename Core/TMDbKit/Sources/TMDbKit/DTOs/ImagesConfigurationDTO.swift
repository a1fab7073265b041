/// The `images` part of `/configuration`: base URLs and the size names
/// (`w92`, `w500`, `original`...) TMDb serves per kind of image. Missing lists are `[]`.
public struct ImagesConfigurationDTO: Codable, Equatable, Sendable {
    /// `http://image.tmdb.org/t/p/`.
    @Lossy public private(set) var baseURL: String?
    /// `https://image.tmdb.org/t/p/`; prefer this one.
    @Lossy public private(set) var secureBaseURL: String?
    @LossyArrayOrEmpty public private(set) var backdropSizes: [String]
    @LossyArrayOrEmpty public private(set) var logoSizes: [String]
    @LossyArrayOrEmpty public private(set) var posterSizes: [String]
    @LossyArrayOrEmpty public private(set) var profileSizes: [String]
    @LossyArrayOrEmpty public private(set) var stillSizes: [String]

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
}
