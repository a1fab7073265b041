/// The body of `GET /configuration`: where images live and which sizes exist, needed to
/// turn any `*_path` into a URL. A missing `images` object decodes as an empty one.
public struct ConfigurationDTO: Codable, Equatable, Sendable {
    public let images: ImagesConfigurationDTO
    public let changeKeys: [String]?

    enum CodingKeys: String, CodingKey {
        case images
        case changeKeys = "change_keys"
    }

    public init(images: ImagesConfigurationDTO, changeKeys: [String]? = nil) {
        self.images = images
        self.changeKeys = changeKeys
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        images = container.decodeLossy(ImagesConfigurationDTO.self, forKey: .images) ?? ImagesConfigurationDTO()
        changeKeys = container.decodeLossyArray(String.self, forKey: .changeKeys)
    }
}
