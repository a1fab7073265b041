/// One streaming, rental or shop service offering a title in one country, from a
/// `flatrate`/`rent`/`buy`/`free`/`ads` list of the watch-providers body. A provider
/// without an id or a name is dropped from its list.
public struct WatchProviderDTO: Codable, Equatable, Sendable {
    public let providerID: Int
    /// e.g. `Netflix`, `Apple TV`.
    public let providerName: String
    @Lossy public private(set) var logoPath: String?
    /// TMDb's ordering of providers in that country, lowest first.
    @Lossy public private(set) var displayPriority: Int?

    enum CodingKeys: String, CodingKey {
        case providerID = "provider_id"
        case providerName = "provider_name"
        case logoPath = "logo_path"
        case displayPriority = "display_priority"
    }

    public init(providerID: Int, providerName: String, logoPath: String? = nil, displayPriority: Int? = nil) {
        self.providerID = providerID
        self.providerName = providerName
        self.logoPath = logoPath
        self.displayPriority = displayPriority
    }
}
