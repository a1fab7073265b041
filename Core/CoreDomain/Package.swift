// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "CoreDomain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CoreDomain", targets: ["CoreDomain"]),
        .library(name: "CoreApplication", targets: ["CoreApplication"]),
        .library(name: "CoreDomainTestHelpers", targets: ["CoreDomainTestHelpers"]),
    ],
    targets: [
        .target(name: "CoreDomain"),
        .target(name: "CoreApplication", dependencies: ["CoreDomain"]),
        .target(name: "CoreDomainTestHelpers", dependencies: ["CoreDomain"]),
        .testTarget(name: "CoreDomainTests", dependencies: ["CoreDomain", "CoreDomainTestHelpers"]),
        .testTarget(
            name: "CoreApplicationTests",
            dependencies: ["CoreApplication", "CoreDomain", "CoreDomainTestHelpers"]
        ),
    ]
)
