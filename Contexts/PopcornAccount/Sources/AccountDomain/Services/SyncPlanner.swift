/// The sync rule, in one place: a three-way comparison of each title on the watchlist and each
/// rating, here and on the account, with the base both sides agreed on at the last sync.
///
/// - A title one side changed since the last sync and the other did not: the change reaches the
///   other side (an addition, a removal, a new rating, a rating taken back).
/// - Both sides changed it alike: nothing to do.
/// - Both sides changed a rating differently: the newer change wins when both sides say when they
///   made it; otherwise the change made here wins (TMDb does not say when a rating was taken back).
///
/// Nothing is lost: whatever a side changed is either sent to the other side or overruled by a newer
/// change of the same title. Planning is pure, so a sync that was cut short plans again from what
/// each side holds by then, and changes nothing twice.
public enum SyncPlanner {
    /// The changes that bring `local` and `remote` together, given the `base` of the last sync.
    public static func plan(base: SyncBase, local: LocalLibrary, remote: RemoteLibrary) -> SyncPlan {
        var toHere: [SyncChange] = []
        var toTMDb: [SyncChange] = []
        var watchlist = Set<WatchlistKey>()
        let remoteWatchlist = Set(remote.watchlist.keys)
        for key in base.watchlist.union(local.watchlist.keys).union(remoteWatchlist) {
            let here = local.watchlist[key] != nil
            let there = remoteWatchlist.contains(key)
            var agreed = here
            // When the sides differ, one of them still holds the base's state: the other changed it.
            if here != there, here == base.watchlist.contains(key) {
                toHere.append(.watchlist(key, onWatchlist: there))
                agreed = there
            } else if here != there {
                toTMDb.append(.watchlist(key, onWatchlist: here))
            }
            if agreed {
                watchlist.insert(key)
            }
        }
        var ratings: [RatedKey: Int] = [:]
        let keys = Set(base.ratings.keys).union(local.ratings.keys).union(remote.ratings.keys)
        for key in keys {
            let mark = local.ratings[key]
            let here = mark?.halves
            let there = remote.ratings[key]
            let agreed: Int?
            if here == there?.halves {
                agreed = here
            } else if here == base.ratings[key] {
                toHere.append(.rating(key, halves: there?.halves))
                agreed = there?.halves
            } else if there?.halves == base.ratings[key] || !isNewer(there, than: mark) {
                toTMDb.append(.rating(key, halves: here))
                agreed = here
            } else {
                toHere.append(.rating(key, halves: there?.halves))
                agreed = there?.halves
            }
            ratings[key] = agreed
        }
        return SyncPlan(toHere: toHere.sorted(), toTMDb: toTMDb.sorted(), watchlist: watchlist, ratings: ratings)
    }

    /// The changes made here since the last sync, that TMDb does not have yet: what a sync would send
    /// if nothing had changed on the account.
    public static func pending(base: SyncBase, local: LocalLibrary) -> [SyncChange] {
        let unchanged = RemoteLibrary(
            watchlist: Dictionary(uniqueKeysWithValues: base.watchlist.map { ($0, AccountTitle(name: "")) }),
            ratings: base.ratings.mapValues { RemoteRating(halves: $0, ratedAt: nil, name: nil) })
        return plan(base: base, local: local, remote: unchanged).toTMDb
    }

    /// Whether the account's rating was given after the change made here: only when both say when.
    private static func isNewer(_ remote: RemoteRating?, than local: RatingMark?) -> Bool {
        guard let remoteTime = remote?.ratedAt, let localTime = local?.changedAt else {
            return false
        }
        return remoteTime > localTime
    }
}
