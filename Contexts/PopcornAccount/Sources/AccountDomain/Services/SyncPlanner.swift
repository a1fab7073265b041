import Foundation

/// The sync rule, in one place: a three-way comparison of each title on the watchlist and each
/// rating, here and on the account, with the base both sides agreed on (``SyncBase``).
///
/// - A side changed a title when it holds it otherwise than the base, or (here) put it back on the
///   watchlist or gave its rating again after both sides last agreed on it, or (on TMDb) rated it
///   after that.
/// - A title one side changed and the other did not: the change reaches the other side (an addition,
///   a removal, a new rating, a rating taken back).
/// - Both sides hold it alike: nothing to do.
/// - Both sides changed it differently: on the watchlist the change made here wins; a rating keeps
///   the newer change when both sides say when they made it, otherwise the change made here (TMDb
///   does not say when a rating was taken back).
/// - A title missing from a list TMDb let popcorn read only in part, or whose rating could not be
///   read, is taken as unchanged there.
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
        for key in base.watchlist.union(local.watchlist.keys).union(remote.watchlist.keys) {
            let before = base.watchlist.contains(key)
            let here = local.watchlist[key] != nil
            let there =
                remote.watchlist[key] != nil || (remote.partialLists.contains(AccountList.of(key)) && before)
            var agreed = here
            if here != there {
                let changedHere = here != before || isAfter(local.watchlistAddedAt[key], base.agreedAt(key))
                if changedHere {
                    toTMDb.append(.watchlist(key, onWatchlist: here))
                } else {
                    toHere.append(.watchlist(key, onWatchlist: there))
                    agreed = there
                }
            }
            if agreed {
                watchlist.insert(key)
            }
        }
        var ratings: [RatedKey: Int] = [:]
        for key in Set(base.ratings.keys).union(local.ratings.keys).union(remote.ratings.keys) {
            let before = base.ratings[key]
            let mark = local.ratings[key]
            let here = mark?.halves
            let unknownThere =
                remote.unreadableRatings.contains(key)
                || (remote.ratings[key] == nil && remote.partialLists.contains(AccountList.of(key)))
            let rating =
                unknownThere ? before.map { RemoteRating(halves: $0, ratedAt: nil, name: nil) } : remote.ratings[key]
            let there = rating?.halves
            var agreed = here
            if here != there {
                let changedHere = here != before || isAfter(mark?.changedAt, base.agreedAt(key))
                let changedThere = there != before || isAfter(rating?.ratedAt, base.agreedAt(key))
                if changedHere && (!changedThere || !isNewer(rating, than: mark)) {
                    toTMDb.append(.rating(key, halves: here))
                } else {
                    toHere.append(.rating(key, halves: there))
                    agreed = there
                }
            }
            ratings[key] = agreed
        }
        return SyncPlan(toHere: toHere.sorted(), toTMDb: toTMDb.sorted(), watchlist: watchlist, ratings: ratings)
    }

    /// The changes made here that TMDb does not have yet, as far as this machine knows: each title
    /// held here otherwise than the base (what a sync would send if nothing had changed on the account).
    public static func pending(base: SyncBase, local: LocalLibrary) -> [SyncChange] {
        var changes: [SyncChange] = []
        for key in base.watchlist.union(local.watchlist.keys)
        where base.watchlist.contains(key) != (local.watchlist[key] != nil) {
            changes.append(.watchlist(key, onWatchlist: local.watchlist[key] != nil))
        }
        for key in Set(base.ratings.keys).union(local.ratings.keys)
        where base.ratings[key] != local.ratings[key]?.halves {
            changes.append(.rating(key, halves: local.ratings[key]?.halves))
        }
        return changes.sorted()
    }

    /// Whether `date` is after `agreed`; never before the first sync (nothing agreed yet).
    private static func isAfter(_ date: Date?, _ agreed: Date?) -> Bool {
        guard let date, let agreed else {
            return false
        }
        return date > agreed
    }

    /// Whether the account's rating was given after the change made here: only when both say when.
    private static func isNewer(_ remote: RemoteRating?, than local: RatingMark?) -> Bool {
        guard let remoteTime = remote?.ratedAt, let localTime = local?.changedAt else {
            return false
        }
        return remoteTime > localTime
    }
}
