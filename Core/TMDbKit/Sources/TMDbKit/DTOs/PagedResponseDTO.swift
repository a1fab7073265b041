/// One page of any TMDb list or search (`{"page","results","total_pages","total_results"}`).
/// Malformed results are dropped; a missing `page` reads as 1, a missing `total_pages` as
/// `page` and a missing `total_results` as the number of results, so callers never guess.
public struct PagedResponseDTO<Item: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    /// 1-based page number.
    public let page: Int
    public let results: [Item]
    public let totalPages: Int
    public let totalResults: Int
    /// Only on `now_playing` and `upcoming`.
    public let dates: PagedDatesDTO?

    enum CodingKeys: String, CodingKey {
        case page
        case results
        case totalPages = "total_pages"
        case totalResults = "total_results"
        case dates
    }

    public init(page: Int, results: [Item], totalPages: Int, totalResults: Int, dates: PagedDatesDTO? = nil) {
        self.page = page
        self.results = results
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.dates = dates
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = container.decodeLossy(Int.self, forKey: .page) ?? 1
        results = container.decodeLossyArrayOrEmpty(Item.self, forKey: .results)
        totalPages = container.decodeLossy(Int.self, forKey: .totalPages) ?? page
        totalResults = container.decodeLossy(Int.self, forKey: .totalResults) ?? results.count
        dates = container.decodeLossy(PagedDatesDTO.self, forKey: .dates)
    }
}
