import MoviesDomain

/// How a movie's status reads in the facts block.
enum MovieStatusLabel {
    /// `Released`, `In production`...; `nil` for a missing or unknown status.
    static func text(for status: MovieStatus?) -> String? {
        switch status {
        case .rumoured: "Rumoured"
        case .planned: "Planned"
        case .inProduction: "In production"
        case .postProduction: "Post-production"
        case .released: "Released"
        case .cancelled: "Cancelled"
        case .unknown, nil: nil
        }
    }
}
