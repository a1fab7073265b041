extension Endpoint where Response == ConfigurationDTO {
    /// `GET /configuration`: image base URLs and sizes.
    public static var configuration: Self {
        Self(path: "/configuration")
    }
}
