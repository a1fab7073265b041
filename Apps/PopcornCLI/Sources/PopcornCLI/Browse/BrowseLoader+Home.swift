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
    /// The start screen's tabs; `page` of the paged ones (trending, popular movies, series, people).
    func home(_ tab: BrowseTab, page number: Int = 1) async throws(CLIFailure) -> BrowseScreen {
        switch tab {
        case .trending:
            let page: MediaPreviewDetailsPage
            do {
                page = try await session.trending.makeFetchTrendingUseCase().execute(TrendingQuery(page: number))
            } catch {
                throw session.failure(error, about: .list(name: "trending today", page: number))
            }
            return BrowseScreen(
                target: .home(tab), title: tab.title, rows: Self.rows(page.results),
                paging: Self.paging(page.page, page.totalPages, page.totalResults))
        case .popularMovies:
            do {
                let page = try await session.movies.makeFetchMovieListUseCase().execute(list: .popular, page: number)
                let rows = page.results.map {
                    BrowseRow($0.title, detail: DisplayFormat.year(of: $0.releaseDate) ?? "", target: .movie($0.id))
                }
                return BrowseScreen(
                    target: .home(tab), title: tab.title, rows: rows,
                    paging: Self.paging(page.page, page.totalPages, page.totalResults))
            } catch {
                throw session.failure(error, about: .list(name: "popular movies", page: number))
            }
        case .popularSeries:
            do {
                let page = try await session.tvSeries.makeFetchTVSeriesListUseCase().execute(
                    list: .popular, page: number)
                let rows = page.results.map {
                    BrowseRow($0.name, detail: DisplayFormat.year(of: $0.firstAirDate) ?? "", target: .tvSeries($0.id))
                }
                return BrowseScreen(
                    target: .home(tab), title: tab.title, rows: rows,
                    paging: Self.paging(page.page, page.totalPages, page.totalResults))
            } catch {
                throw session.failure(error, about: .list(name: "popular series", page: number))
            }
        case .popularPeople:
            do {
                let page = try await session.people.makeFetchPopularPeopleUseCase().execute(page: number)
                let rows = page.results.map {
                    BrowseRow($0.name, detail: $0.knownForDepartment ?? "", target: .person($0.id))
                }
                return BrowseScreen(
                    target: .home(tab), title: tab.title, rows: rows,
                    paging: Self.paging(page.page, page.totalPages, page.totalResults))
            } catch {
                throw session.failure(error, about: .list(name: "popular people", page: number))
            }
        case .watchlist:
            return try await watchlist()
        case .progress:
            return try await progress()
        case .history:
            return try await history()
        case .calendar:
            return try await calendar()
        }
    }

    /// Search results across movies, series and people; `page` of them.
    func search(_ text: String, page number: Int = 1) async throws(CLIFailure) -> BrowseScreen {
        let query = MediaSearchQuery(text: text, page: number)
        do {
            let page = try await session.search.makeSearchMediaUseCase().execute(query)
            return BrowseScreen(
                target: .search(text), title: "Search: \(text)", rows: Self.rows(page.results),
                emptyText: "Nothing found for “\(text)”.",
                paging: Self.paging(page.page, page.totalPages, page.totalResults))
        } catch {
            throw session.failure(error, about: .search(query: query.text, page: number))
        }
    }

    /// Where a loaded page stands in its list.
    static func paging(_ page: Int, _ totalPages: Int, _ totalResults: Int) -> BrowsePaging {
        BrowsePaging(page: page, totalPages: totalPages, totalResults: totalResults)
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
