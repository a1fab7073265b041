import DiscoverApplication
import DiscoverComposition
import GenresApplication
import GenresComposition
import MoviesApplication
import MoviesComposition
import PeopleApplication
import PeopleComposition
import SearchApplication
import SearchComposition
import TVSeriesApplication
import TVSeriesComposition
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

    init(root: CompositionRoot, dependencies: ContextDependencies) {
        movies = MadeOnce { root.makeMoviesFactory(using: dependencies) }
        tvSeries = MadeOnce { root.makeTVSeriesFactory(using: dependencies) }
        people = MadeOnce { root.makePeopleFactory(using: dependencies) }
        search = MadeOnce { root.makeSearchFactory(using: dependencies) }
        genres = MadeOnce { root.makeGenresFactory(using: dependencies) }
        trending = MadeOnce { root.makeTrendingFactory(using: dependencies) }
        watchlist = MadeOnce { root.makeWatchlistFactory(using: dependencies) }
        discover = MadeOnce { root.makeDiscoverFactory(using: dependencies) }
    }
}
