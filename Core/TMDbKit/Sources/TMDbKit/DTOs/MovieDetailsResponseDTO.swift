/// The body of `GET /movie/{id}?append_to_response=…` (see
/// ``Endpoint/movieDetails(id:language:appending:)``): the movie's details and each part
/// asked for under its TMDb key, so one request fills a whole details screen. The details
/// decode exactly as ``MovieDetailsDTO`` (its `id` and `title` are required); a part is
/// `nil` when it was not asked for, or TMDb sent `null` or something that is not that
/// part. TMDb leaves the id out of appended credits, so ``credits`` carries the movie's.
public struct MovieDetailsResponseDTO: Codable, Equatable, Sendable {
    public let details: MovieDetailsDTO
    /// `credits`.
    public let credits: MovieCreditsDTO?
    /// `release_dates`.
    public let releaseDates: MovieReleaseDatesDTO?
    /// `images`.
    public let images: ImageCollectionDTO?
    /// `recommendations`: its first page.
    public let recommendations: PagedResponseDTO<MovieListItemDTO>?
    /// `similar`: its first page.
    public let similar: PagedResponseDTO<MovieListItemDTO>?
    /// `watch/providers`.
    public let watchProviders: WatchProvidersDTO?
    /// `videos`: trailers, teasers, clips and featurettes.
    public let videos: VideoListDTO?
    /// `keywords`.
    public let keywords: KeywordListDTO?
    /// `translations`: the title's text in every language TMDb has it in.
    public let translations: TranslationListDTO?

    enum CodingKeys: String, CodingKey {
        case credits
        case releaseDates = "release_dates"
        case images
        case recommendations
        case similar
        case watchProviders = "watch/providers"
        case videos
        case keywords
        case translations
    }

    public init(
        details: MovieDetailsDTO,
        credits: MovieCreditsDTO? = nil,
        releaseDates: MovieReleaseDatesDTO? = nil,
        images: ImageCollectionDTO? = nil,
        recommendations: PagedResponseDTO<MovieListItemDTO>? = nil,
        similar: PagedResponseDTO<MovieListItemDTO>? = nil,
        watchProviders: WatchProvidersDTO? = nil,
        videos: VideoListDTO? = nil,
        keywords: KeywordListDTO? = nil,
        translations: TranslationListDTO? = nil
    ) {
        self.details = details
        self.credits = credits
        self.releaseDates = releaseDates
        self.images = images
        self.recommendations = recommendations
        self.similar = similar
        self.watchProviders = watchProviders
        self.videos = videos
        self.keywords = keywords
        self.translations = translations
    }

    public init(from decoder: any Decoder) throws {
        let details = try MovieDetailsDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.details = details
        credits = container.decodeLossy(AppendedCreditsDTO<CastMemberDTO, CrewMemberDTO>.self, forKey: .credits)
            .map { MovieCreditsDTO(id: $0.id ?? details.id, cast: $0.cast, crew: $0.crew) }
        releaseDates = container.decodeLossy(MovieReleaseDatesDTO.self, forKey: .releaseDates)
        images = container.decodeLossy(ImageCollectionDTO.self, forKey: .images)
        recommendations = container.decodeLossy(PagedResponseDTO<MovieListItemDTO>.self, forKey: .recommendations)
        similar = container.decodeLossy(PagedResponseDTO<MovieListItemDTO>.self, forKey: .similar)
        watchProviders = container.decodeLossy(WatchProvidersDTO.self, forKey: .watchProviders)
        videos = container.decodeLossy(VideoListDTO.self, forKey: .videos)
        keywords = container.decodeLossy(KeywordListDTO.self, forKey: .keywords)
        translations = container.decodeLossy(TranslationListDTO.self, forKey: .translations)
    }

    /// The body as TMDb sends it: the details' fields with each present part beside them.
    public func encode(to encoder: any Encoder) throws {
        try details.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(credits, forKey: .credits)
        try container.encodeIfPresent(releaseDates, forKey: .releaseDates)
        try container.encodeIfPresent(images, forKey: .images)
        try container.encodeIfPresent(recommendations, forKey: .recommendations)
        try container.encodeIfPresent(similar, forKey: .similar)
        try container.encodeIfPresent(watchProviders, forKey: .watchProviders)
        try container.encodeIfPresent(videos, forKey: .videos)
        try container.encodeIfPresent(keywords, forKey: .keywords)
        try container.encodeIfPresent(translations, forKey: .translations)
    }
}
