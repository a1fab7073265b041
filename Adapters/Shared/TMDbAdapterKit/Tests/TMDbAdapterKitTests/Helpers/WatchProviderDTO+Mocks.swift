import TMDbKit

extension WatchProviderDTO {
    /// Netflix as TMDb lists it among a country's offers.
    static func mock(
        providerID: Int = 8,
        providerName: String = "Netflix",
        logoPath: String? = "/netflix.jpg",
        displayPriority: Int? = 1
    ) -> WatchProviderDTO {
        WatchProviderDTO(
            providerID: providerID, providerName: providerName, logoPath: logoPath, displayPriority: displayPriority)
    }
}
