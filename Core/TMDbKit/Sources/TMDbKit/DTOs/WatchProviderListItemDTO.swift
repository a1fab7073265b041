/// One streaming, rental or shop service in TMDb's list of every service it knows for movies or
/// series (`GET /watch/providers/movie|tv`), with its place in each country's listing: what a
/// person picks a `--provider` from, and what discover's `with_watch_providers` takes the id of.
///
/// A service without an id or a name is dropped from the list; the logo and the priorities may be
/// missing, `null` or malformed, and read as `nil` or `[:]` (a malformed country's entry is dropped).
public struct WatchProviderListItemDTO: Codable, Equatable, Sendable {
    public let providerID: Int
    /// e.g. `Netflix`, `Amazon Prime Video`.
    public let providerName: String
    public let logoPath: String?
    /// TMDb's ordering of the service among all services, lowest first.
    public let displayPriority: Int?
    /// Its ordering in each country it is offered in, by ISO 3166-1 code (`{"US": 3, "GB": 5}`),
    /// lowest first.
    public let displayPriorities: [String: Int]

    enum CodingKeys: String, CodingKey {
        case providerID = "provider_id"
        case providerName = "provider_name"
        case logoPath = "logo_path"
        case displayPriority = "display_priority"
        case displayPriorities = "display_priorities"
    }

    public init(
        providerID: Int, providerName: String, logoPath: String? = nil, displayPriority: Int? = nil,
        displayPriorities: [String: Int] = [:]
    ) {
        self.providerID = providerID
        self.providerName = providerName
        self.logoPath = logoPath
        self.displayPriority = displayPriority
        self.displayPriorities = displayPriorities
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        providerID = try container.decode(Int.self, forKey: .providerID)
        providerName = try container.decode(String.self, forKey: .providerName)
        logoPath = container.decodeLossy(String.self, forKey: .logoPath)
        displayPriority = container.decodeLossy(Int.self, forKey: .displayPriority)
        displayPriorities = container.decodeLossyDictionary(Int.self, forKey: .displayPriorities) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(providerID, forKey: .providerID)
        try container.encode(providerName, forKey: .providerName)
        try container.encodeIfPresent(logoPath, forKey: .logoPath)
        try container.encodeIfPresent(displayPriority, forKey: .displayPriority)
        try container.encode(displayPriorities, forKey: .displayPriorities)
    }
}
