import ArgumentParser
import DiscoverDomain

/// `--asc` / `--desc` of `popcorn discover`: which way `--sort` runs, when not its own way.
enum DiscoverOrderFlag: String, CaseIterable, EnumerableFlag, Sendable {
    case asc
    case desc

    /// The order the flag asks for.
    var order: DiscoverSortOrder {
        switch self {
        case .asc: .ascending
        case .desc: .descending
        }
    }

    static func help(for value: DiscoverOrderFlag) -> ArgumentHelp? {
        switch value {
        case .asc: "Sort lowest, oldest or A first."
        case .desc: "Sort highest, newest or Z first."
        }
    }
}
