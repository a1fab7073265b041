/// TMDb-shaped trending bodies the loopback server answers with, in the shape TMDb documents for
/// `/trending/{all|movie|tv|person}/{day|week}`: every row carries its `media_type`. The rows are
/// the search fixtures' movie 4242, series 1396 and person 287, so each listed command opens
/// through the same server, plus a row of a kind popcorn does not know.
enum TMDbTrendingFixtures {
    /// A `podcast` row: a kind TMDb might add one day, which popcorn must skip.
    static let podcastRow = """
        {"adult":false,"id":31337,"name":"The Loopback Podcast","original_name":"The Loopback Podcast",
        "popularity":99.0,"media_type":"podcast"}
        """

    /// `GET /trending/all/day`: the series, the podcast, the movie and the person, page 1 of 3.
    static let allDay = page(
        [
            TMDbSearchFixtures.row(TMDbSearchFixtures.loopbackSeries, mediaType: "tv"), podcastRow,
            TMDbSearchFixtures.row(TMDbSearchFixtures.loopbackMovie, mediaType: "movie"),
            TMDbSearchFixtures.row(TMDbSearchFixtures.adaSocket, mediaType: "person"),
        ], page: 1, totalPages: 3, totalResults: 60)

    /// `GET /trending/movie/{day|week}`: the movie alone.
    static let movies = page(
        [TMDbSearchFixtures.row(TMDbSearchFixtures.loopbackMovie, mediaType: "movie")], page: 1, totalPages: 1,
        totalResults: 1)

    /// `GET /trending/tv/{day|week}`: the series alone.
    static let series = page(
        [TMDbSearchFixtures.row(TMDbSearchFixtures.loopbackSeries, mediaType: "tv")], page: 1, totalPages: 1,
        totalResults: 1)

    /// `GET /trending/person/{day|week}`: the person alone.
    static let people = page(
        [TMDbSearchFixtures.row(TMDbSearchFixtures.adaSocket, mediaType: "person")], page: 1, totalPages: 1,
        totalResults: 1)

    /// A trending page with TMDb's paging fields.
    static func page(_ rows: [String], page: Int, totalPages: Int, totalResults: Int) -> String {
        #"{"page":\#(page),"results":["# + rows.joined(separator: ",")
            + #"],"total_pages":\#(totalPages),"total_results":\#(totalResults)}"#
    }
}
