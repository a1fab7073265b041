import CoreApplication
import MoviesApplication
import MoviesDomain
import PeopleApplication
import PopcornBrowse
import SearchApplication
import SearchDomain
import TVSeriesApplication
import TVSeriesDomain
import TrendingApplication
import TrendingDomain

extension BrowseLoader {
    /// The start screen's tabs.
    func home(_ tab: BrowseTab) async throws(CLIFailure) -> BrowseScreen {
        switch tab {
        case .trending:
            let page: MediaPreviewDetailsPage
            do {
                page = try await session.trending.makeFetchTrendingUseCase().execute(TrendingQuery())
            } catch {
                throw session.failure(error, about: .list(name: "trending today", page: 1))
            }
            return BrowseScreen(target: .home(tab), title: "Trending today", rows: Self.rows(page.results))
        case .popularMovies:
            do {
                let page = try await session.movies.makeFetchMovieListUseCase().execute(list: .popular, page: 1)
                let rows = page.results.map {
                    BrowseRow($0.title, detail: DisplayFormat.year(of: $0.releaseDate) ?? "", target: .movie($0.id))
                }
                return BrowseScreen(target: .home(tab), title: "Popular movies", rows: rows)
            } catch {
                throw session.failure(error, about: .list(name: "popular movies", page: 1))
            }
        case .popularSeries:
            do {
                let page = try await session.tvSeries.makeFetchTVSeriesListUseCase().execute(list: .popular, page: 1)
                let rows = page.results.map {
                    BrowseRow($0.name, detail: DisplayFormat.year(of: $0.firstAirDate) ?? "", target: .tvSeries($0.id))
                }
                return BrowseScreen(target: .home(tab), title: "Popular series", rows: rows)
            } catch {
                throw session.failure(error, about: .list(name: "popular series", page: 1))
            }
        case .popularPeople:
            do {
                let page = try await session.people.makeFetchPopularPeopleUseCase().execute(page: 1)
                let rows = page.results.map {
                    BrowseRow($0.name, detail: $0.knownForDepartment ?? "", target: .person($0.id))
                }
                return BrowseScreen(target: .home(tab), title: "Popular people", rows: rows)
            } catch {
                throw session.failure(error, about: .list(name: "popular people", page: 1))
            }
        case .watchlist:
            return try await watchlist()
        case .history:
            return try await history()
        }
    }

    /// Search results across movies, series and people.
    func search(_ text: String) async throws(CLIFailure) -> BrowseScreen {
        let query = MediaSearchQuery(text: text)
        do {
            let page = try await session.search.makeSearchMediaUseCase().execute(query)
            return BrowseScreen(
                target: .search(text), title: "Search: \(text)", rows: Self.rows(page.results),
                emptyText: "Nothing found for “\(text)”.")
        } catch {
            throw session.failure(error, about: .search(query: query.text, page: 1))
        }
    }

    /// The searches kept in the history, newest first; each opens its results.
    func history() async throws(CLIFailure) -> BrowseScreen {
        do {
            let history = try await session.search.makeFetchMediaSearchHistoryUseCase().execute(limit: 50)
            let rows = history.results.map {
                BrowseRow($0.query, detail: DayFormatter.string(from: $0.searchedAt), target: .search($0.query))
            }
            return BrowseScreen(
                target: .home(.history), title: "Search history", rows: rows,
                emptyText: "No searches yet: press / to search.")
        } catch {
            throw CLIFailure(.userData, error.description)
        }
    }
}
