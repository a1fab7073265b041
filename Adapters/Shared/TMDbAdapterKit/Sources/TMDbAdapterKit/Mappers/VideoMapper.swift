import CoreDomain
import Foundation
import TMDbKit

/// Maps TMDb's videos of a title (`/movie/{id}/videos`, `/tv/{id}/videos`, or the appended `videos`
/// part) to domain `Video`s, in TMDb's order.
public struct VideoMapper: Sendable {
    public init() {}

    /// A video without a site or type keeps what is known (`""` names no site, `Clip` stands in
    /// for no type); an entry without an id is known by its key.
    public func map(_ dto: VideoListDTO) -> [Video] {
        dto.results.map(map)
    }

    public func map(_ dto: VideoDTO) -> Video {
        Video(
            id: dto.id.nonEmpty ?? dto.key,
            name: dto.name ?? "",
            key: dto.key,
            site: VideoSite(name: dto.site ?? ""),
            kind: VideoKind(name: dto.type.nonEmpty ?? "Clip"),
            size: dto.size,
            isOfficial: dto.official ?? false,
            publishedAt: TMDbDate.parseTimestamp(dto.publishedAt),
            languageCode: dto.iso6391.nonEmpty,
            countryCode: dto.iso31661.nonEmpty
        )
    }
}
