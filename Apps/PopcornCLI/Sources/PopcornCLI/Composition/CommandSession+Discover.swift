import DiscoverApplication

extension CommandSession {
    /// The Discover context's use cases.
    var discover: PopcornDiscoverFactory {
        factories.discover.value
    }
}
