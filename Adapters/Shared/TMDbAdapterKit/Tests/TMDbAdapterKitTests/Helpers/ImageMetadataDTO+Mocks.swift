import TMDbKit

extension ImageMetadataDTO {
    /// A 2000x3000 English poster as TMDb lists it.
    static func mock(
        aspectRatio: Double? = 0.667,
        height: Int? = 3000,
        iso6391: String? = "en",
        filePath: String = "/poster.jpg",
        voteAverage: Double? = 5.6,
        voteCount: Int? = 21,
        width: Int? = 2000
    ) -> ImageMetadataDTO {
        ImageMetadataDTO(
            aspectRatio: aspectRatio, height: height, iso6391: iso6391, filePath: filePath, voteAverage: voteAverage,
            voteCount: voteCount, width: width)
    }
}
