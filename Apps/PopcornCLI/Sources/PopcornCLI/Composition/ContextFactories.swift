import AccountApplication
import AccountComposition
import CalendarApplication
import CollectionsApplication
import CollectionsComposition
import DiscoverApplication
import DiscoverComposition
import GenresApplication
import GenresComposition
import MoviesApplication
import MoviesComposition
import PeopleApplication
import PeopleComposition
import ReviewsApplication
import ReviewsComposition
import SearchApplication
import SearchComposition
import TVSeriesApplication
import TVSeriesComposition
import TrackingApplication
import TrackingComposition
import TrendingApplication
import TrendingComposition
import WatchlistApplication
import WatchlistComposition

/// Each context's one factory, made by the composition root when a command first asks for it and
/// kept for the rest of the command.
struct ContextFactories: Sendable {
    let movies: MadeOnce<PopcornMoviesFactory>
    let tvSeries: MadeOnce<PopcornTVSeriesFactory>
    let people: MadeOnce<PopcornPeopleFactory>
    let search: MadeOnce<PopcornSearchFactory>
    let genres: MadeOnce<PopcornGenresFactory>
    let trending: MadeOnce<PopcornTrendingFactory>
    let watchlist: MadeOnce<PopcornWatchlistFactory>
    let discover: MadeOnce<PopcornDiscoverFactory>
    let tracking: MadeOnce<PopcornTrackingFactory>
    let account: MadeOnce<PopcornAccountFactory>
    let calendar: MadeOnce<PopcornCalendarFactory>
    let collections: MadeOnce<PopcornCollectionsFactory>
    let reviews: MadeOnce<PopcornReviewsFactory>

    /// The contexts that ask others (Watchlist, Discover, Tracking, Account) are given the command's own factories of
    /// those, so no factory is made twice.
    init(root: CompositionRoot, dependencies: ContextDependencies) {
        let movies = MadeOnce { root.makeMoviesFactory(using: dependencies) }
        let tvSeries = MadeOnce { root.makeTVSeriesFactory(using: dependencies) }
        let search = MadeOnce { root.makeSearchFactory(using: dependencies) }
        let genres = MadeOnce { root.makeGenresFactory(using: dependencies) }
        self.movies = movies
        self.tvSeries = tvSeries
        self.search = search
        self.genres = genres
        people = MadeOnce { root.makePeopleFactory(using: dependencies) }
        trending = MadeOnce { root.makeTrendingFactory(using: dependencies) }
        collections = MadeOnce { root.makeCollectionsFactory(using: dependencies) }
        reviews = MadeOnce { root.makeReviewsFactory(using: dependencies) }
        discover = MadeOnce {
            root.makeDiscoverFactory(using: dependencies, genres: genres.value, search: search.value)
        }
        let watchlist = MadeOnce {
            root.makeWatchlistFactory(
                using: dependencies, movies: movies.value, tvSeries: tvSeries.value, search: search.value)
        }
        let tracking = MadeOnce {
            root.makeTrackingFactory(
                using: dependencies, movies: movies.value, tvSeries: tvSeries.value, search: search.value)
        }
        self.watchlist = watchlist
        self.tracking = tracking
        account = MadeOnce {
            root.makeAccountFactory(
                using: dependencies, watchlist: watchlist.value, tracking: tracking.value, tvSeries: tvSeries.value)
        }
        calendar = MadeOnce {
            root.makeCalendarFactory(
                watchlist: watchlist.value, tracking: tracking.value, tvSeries: tvSeries.value, movies: movies.value)
        }
    }
}
