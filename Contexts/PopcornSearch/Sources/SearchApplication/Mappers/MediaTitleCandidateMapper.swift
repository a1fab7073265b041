import CoreDomain
import Foundation
import SearchDomain

/// Turns a domain `MediaPreview` into the `MediaTitleCandidate` a title resolution returns.
struct MediaTitleCandidateMapper {
    func map(_ entity: MediaPreview) -> MediaTitleCandidate {
        MediaTitleCandidate(kind: entity.kind, id: entity.id, title: entity.title, date: entity.date)
    }
}
