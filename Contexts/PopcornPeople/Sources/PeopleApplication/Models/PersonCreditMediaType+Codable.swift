import PeopleDomain

// Application models are encoded as the CLI's `--json` documents; the media type encodes as its raw value.
extension PersonCreditMediaType: Codable {}
