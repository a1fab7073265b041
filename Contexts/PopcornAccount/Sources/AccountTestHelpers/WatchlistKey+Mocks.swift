import AccountDomain

extension WatchlistKey {
    /// Fight Club, movie 550.
    public static let fightClub = WatchlistKey(.movie, 550)
    /// Pulp Fiction, movie 680.
    public static let pulpFiction = WatchlistKey(.movie, 680)
    /// Se7en, movie 807.
    public static let se7en = WatchlistKey(.movie, 807)
    /// Breaking Bad, series 1396.
    public static let breakingBad = WatchlistKey(.tv, 1396)
    /// Game of Thrones, series 1399.
    public static let gameOfThrones = WatchlistKey(.tv, 1399)
}
