/// The parts of a ``SampleScreen``, named by their raw values as a context's parts are.
enum SamplePart: String, Hashable, Sendable, CaseIterable {
    case details
    case credits
    case images
    case watchProviders
}
