import DiscoverComposition

extension CommandSession {
    /// The Discover context's use cases.
    var discover: PopcornDiscoverFactory {
        root.makeDiscoverFactory(using: dependencies)
    }
}
