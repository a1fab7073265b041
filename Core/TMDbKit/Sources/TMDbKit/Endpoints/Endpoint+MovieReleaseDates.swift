extension Endpoint where Response == MovieReleaseDatesDTO {
    /// `GET /movie/{id}/release_dates`: every country's releases of the movie, with the
    /// certification each carried.
    public static func movieReleaseDates(id: Int) -> Self {
        Self(path: "/movie/\(id)/release_dates")
    }
}
