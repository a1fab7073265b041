// swift-tools-version: 6.1

import PackageDescription

// The CSV reading the contexts' imports share (the watchlist's, the diary's): SwiftCSV's RFC 4180
// parsing, with the line each record starts on and fields looked up by header name, so every
// message about a bad record names its line and column the same way.
let package = Package(
    name: "CoreCSV",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CoreCSV", targets: ["CoreCSV"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0")
    ],
    targets: [
        .target(name: "CoreCSV", dependencies: [.product(name: "SwiftCSV", package: "SwiftCSV")]),
        .testTarget(name: "CoreCSVTests", dependencies: ["CoreCSV"]),
    ]
)
