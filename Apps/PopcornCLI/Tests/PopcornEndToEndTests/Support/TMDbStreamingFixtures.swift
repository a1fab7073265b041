/// TMDb-shaped `/search/keyword` pages and `/watch/providers/{movie|tv}` lists the loopback server
/// answers with, in the shapes TMDb documents (a paged list of `{id, name}`; `{"results": [...]}` of
/// services with each country's `display_priorities`). The services and most keywords are made up,
/// so a pass cannot come from the offline catalog by accident.
enum TMDbStreamingFixtures {
    /// `GET /search/keyword?query=heist`: the keyword itself among others like it, not first.
    static let heistKeywords = """
        {"page":1,"results":[
        {"id":228913,"name":"heist gone wrong"},{"id":10051,"name":"Heist"},{"id":279546,"name":"art heist"}
        ],"total_pages":1,"total_results":3}
        """

    /// `GET /search/keyword?query=heistz`: keywords like the name, none of them it.
    static let heistzKeywords = """
        {"page":1,"results":[{"id":10051,"name":"heist"},{"id":279546,"name":"art heist"}],
        "total_pages":1,"total_results":2}
        """

    /// `GET /search/keyword` for anything else: nothing found.
    static let noKeywords = #"{"page":1,"results":[],"total_pages":1,"total_results":0}"#

    /// `GET /watch/providers/movie?watch_region=GB`: four services, out of the region's order.
    static let movieProviders = """
        {"results":[
        {"display_priorities":{"GB":2,"US":1},"display_priority":1,"logo_path":"/loopback-netflix.jpg",
        "provider_name":"Netflix","provider_id":8},
        {"display_priorities":{"GB":1,"US":4},"display_priority":4,"logo_path":"/loopback-disney.jpg",
        "provider_name":"Disney Plus","provider_id":337},
        {"display_priorities":{"GB":3},"display_priority":30,"logo_path":null,
        "provider_name":"Loopback Cinema","provider_id":9001},
        {"display_priorities":{"GB":2},"display_priority":12,"logo_path":"/loopback-kids.jpg",
        "provider_name":"Netflix Kids","provider_id":175}
        ]}
        """

    /// `GET /watch/providers/tv?watch_region=US`: two services.
    static let seriesProviders = """
        {"results":[
        {"display_priorities":{"US":2},"display_priority":2,"logo_path":"/loopback-host.jpg",
        "provider_name":"Host Plus","provider_id":7001},
        {"display_priorities":{"US":1},"display_priority":1,"logo_path":null,
        "provider_name":"Socket TV","provider_id":7002}
        ]}
        """
}
