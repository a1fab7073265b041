/// The body of `GET /tv/{id}?append_to_response=…` (see
/// ``Endpoint/tvSeriesDetails(id:language:appending:)``): the series' details and each
/// part asked for under its TMDb key, so one request fills a whole details screen. The
/// details decode exactly as ``TVSeriesDetailsDTO``; a part is `nil` when it was not asked
/// for, or TMDb sent `null` or something that is not that part. TMDb leaves the id out of
/// appended credits, so both credits parts carry the series'. Each season appended
/// (`season/1`) is in ``seasons`` under its number; one TMDb does not have is left out.
public struct TVSeriesDetailsResponseDTO: Codable, Equatable, Sendable {
    public let details: TVSeriesDetailsDTO
    /// `aggregate_credits`: everyone who worked on any season.
    public let aggregateCredits: TVSeriesAggregateCreditsDTO?
    /// `credits`: the latest season's cast and crew.
    public let credits: TVSeriesCreditsDTO?
    /// `content_ratings`.
    public let contentRatings: TVContentRatingsDTO?
    /// `images`.
    public let images: ImageCollectionDTO?
    /// `recommendations`: its first page.
    public let recommendations: PagedResponseDTO<TVSeriesListItemDTO>?
    /// `similar`: its first page.
    public let similar: PagedResponseDTO<TVSeriesListItemDTO>?
    /// `watch/providers`.
    public let watchProviders: WatchProvidersDTO?
    /// `videos`: trailers, teasers, clips and featurettes.
    public let videos: VideoListDTO?
    /// `keywords`.
    public let keywords: KeywordListDTO?
    /// `translations`: the title's text in every language TMDb has it in.
    public let translations: TranslationListDTO?
    /// `season/{n}`: each season asked for, with its episodes, by season number.
    public let seasons: [Int: TVSeasonDetailsDTO]

    /// `season/1`: the name TMDb appends season `number` under.
    public static func seasonKey(_ number: Int) -> String {
        "season/\(number)"
    }

    /// The number in a `season/{n}` name (ASCII digits only), or `nil` for any other name.
    public static func seasonNumber(inKey key: String) -> Int? {
        guard key.hasPrefix("season/") else {
            return nil
        }
        let digits = key.dropFirst("season/".count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(digits)
    }

    enum CodingKeys: String, CodingKey {
        case aggregateCredits = "aggregate_credits"
        case credits
        case contentRatings = "content_ratings"
        case images
        case recommendations
        case similar
        case watchProviders = "watch/providers"
        case videos
        case keywords
        case translations
    }

    public init(
        details: TVSeriesDetailsDTO,
        aggregateCredits: TVSeriesAggregateCreditsDTO? = nil,
        credits: TVSeriesCreditsDTO? = nil,
        contentRatings: TVContentRatingsDTO? = nil,
        images: ImageCollectionDTO? = nil,
        recommendations: PagedResponseDTO<TVSeriesListItemDTO>? = nil,
        similar: PagedResponseDTO<TVSeriesListItemDTO>? = nil,
        watchProviders: WatchProvidersDTO? = nil,
        videos: VideoListDTO? = nil,
        keywords: KeywordListDTO? = nil,
        translations: TranslationListDTO? = nil,
        seasons: [Int: TVSeasonDetailsDTO] = [:]
    ) {
        self.details = details
        self.aggregateCredits = aggregateCredits
        self.credits = credits
        self.contentRatings = contentRatings
        self.images = images
        self.recommendations = recommendations
        self.similar = similar
        self.watchProviders = watchProviders
        self.videos = videos
        self.keywords = keywords
        self.translations = translations
        self.seasons = seasons
    }

    public init(from decoder: any Decoder) throws {
        let details = try TVSeriesDetailsDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.details = details
        aggregateCredits = container.decodeLossy(
            AppendedCreditsDTO<AggregateCastMemberDTO, AggregateCrewMemberDTO>.self, forKey: .aggregateCredits
        )
        .map { TVSeriesAggregateCreditsDTO(id: $0.id ?? details.id, cast: $0.cast, crew: $0.crew) }
        credits = container.decodeLossy(AppendedCreditsDTO<CastMemberDTO, CrewMemberDTO>.self, forKey: .credits)
            .map { TVSeriesCreditsDTO(id: $0.id ?? details.id, cast: $0.cast, crew: $0.crew) }
        contentRatings = container.decodeLossy(TVContentRatingsDTO.self, forKey: .contentRatings)
        images = container.decodeLossy(ImageCollectionDTO.self, forKey: .images)
        recommendations = container.decodeLossy(PagedResponseDTO<TVSeriesListItemDTO>.self, forKey: .recommendations)
        similar = container.decodeLossy(PagedResponseDTO<TVSeriesListItemDTO>.self, forKey: .similar)
        watchProviders = container.decodeLossy(WatchProvidersDTO.self, forKey: .watchProviders)
        videos = container.decodeLossy(VideoListDTO.self, forKey: .videos)
        keywords = container.decodeLossy(KeywordListDTO.self, forKey: .keywords)
        translations = container.decodeLossy(TranslationListDTO.self, forKey: .translations)
        seasons = try Self.decodeSeasons(from: decoder)
    }

    /// The `season/{n}` members, by number. A `null` or TMDb's error object (a season it does not
    /// have) is left out, as an absent one is; any other member that does not decode as a season
    /// fails the body, since it would otherwise read as a season that does not exist.
    private static func decodeSeasons(from decoder: any Decoder) throws -> [Int: TVSeasonDetailsDTO] {
        let container = try decoder.container(keyedBy: JSONObjectKey.self)
        var seasons: [Int: TVSeasonDetailsDTO] = [:]
        for key in container.allKeys {
            guard let number = seasonNumber(inKey: key.stringValue), try !container.decodeNil(forKey: key) else {
                continue
            }
            do {
                seasons[number] = try container.decode(TVSeasonDetailsDTO.self, forKey: key)
            } catch {
                guard let failure = try? container.decode(TMDbErrorBodyDTO.self, forKey: key),
                    failure.success == false || failure.statusCode != nil
                else {
                    throw error
                }
            }
        }
        return seasons
    }

    /// The body as TMDb sends it: the details' fields with each present part beside them.
    public func encode(to encoder: any Encoder) throws {
        try details.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(aggregateCredits, forKey: .aggregateCredits)
        try container.encodeIfPresent(credits, forKey: .credits)
        try container.encodeIfPresent(contentRatings, forKey: .contentRatings)
        try container.encodeIfPresent(images, forKey: .images)
        try container.encodeIfPresent(recommendations, forKey: .recommendations)
        try container.encodeIfPresent(similar, forKey: .similar)
        try container.encodeIfPresent(watchProviders, forKey: .watchProviders)
        try container.encodeIfPresent(videos, forKey: .videos)
        try container.encodeIfPresent(keywords, forKey: .keywords)
        try container.encodeIfPresent(translations, forKey: .translations)
        var seasonContainer = encoder.container(keyedBy: JSONObjectKey.self)
        for (number, season) in seasons.sorted(by: { $0.key < $1.key }) {
            try seasonContainer.encode(season, forKey: JSONObjectKey(stringValue: Self.seasonKey(number)))
        }
    }
}
