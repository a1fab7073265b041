import MoviesDomain

// Application models are encoded as the CLI's `--json` documents; the status encodes as its raw value.
extension MovieStatus: Codable {}
