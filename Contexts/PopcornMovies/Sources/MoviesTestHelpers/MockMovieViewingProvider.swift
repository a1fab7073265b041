import Foundation
import MoviesDomain
import Synchronization

/// A diary that answers each movie with its given viewing (unwatched otherwise), and records which
/// it was asked about.
public final class MockMovieViewingProvider: MovieViewingProviding {
    private let viewings: [Int: MovieViewing]
    private let asked = Mutex<[Int]>([])

    public init(_ viewings: [Int: MovieViewing]) {
        self.viewings = viewings
    }

    /// The movie ids asked about, in order.
    public var calledWith: [Int] { asked.withLock { $0 } }

    public func viewing(ofMovieID movieID: Int) async -> MovieViewing {
        asked.withLock { $0.append(movieID) }
        return viewings[movieID] ?? .unwatched
    }
}
