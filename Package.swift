// swift-tools-version: 6.0
import Foundation
import PackageDescription

// No unsafe flags by default: SwiftPM refuses a package dependency (or plugin) whose manifest
// has them. Bit counting, the one place a CPU level matters, picks POPCNT at run time
// (CBitCount). HITLINT_TARGET_CPU=nehalem (or another CPU) compiles the core for that CPU, for a
// local build only (docs/speed.md, "Build flags").
let coreSettings: [SwiftSetting] =
    ProcessInfo.processInfo.environment["HITLINT_TARGET_CPU"].map {
        [.unsafeFlags(["-target-cpu", $0])]
    } ?? []

let package = Package(
    name: "hitlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hitlint", targets: ["hitlint"]),
        .library(name: "HitLintKit", targets: ["HitLintKit"]),
        // As SwiftLint's: lint a target's manifests as part of its build, or on demand.
        .plugin(name: "HitLintBuildToolPlugin", targets: ["HitLintBuildToolPlugin"]),
        .plugin(name: "HitLintCommandPlugin", targets: ["HitLintCommandPlugin"]),
        .plugin(name: "HitLintFixCommandPlugin", targets: ["HitLintFixCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Swift source read as the compiler reads it (section 13 of the spec: the app's code).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // libpng's simplified API, from the system (apt: libpng-dev).
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // Set-bit counts of bit masks, with POPCNT chosen at run time on x86-64.
        .target(name: "CBitCount"),
        // The library, one target per seam; a target may import only those above it, so a stage
        // that reaches back does not compile (docs/architecture.md draws them).
        // Values every stage shares, support, the YAML front end, PNG decoding, text metrics.
        .target(
            name: "HitLintCore",
            dependencies: ["CLibPNG", .product(name: "Yams", package: "Yams")],
            swiftSettings: coreSettings
        ),
        // The app's code: Swift (swift-syntax) and Objective-C (a tokenizer) read into neutral facts,
        // the hit tests, enlargements and sizes its classes declare.
        .target(
            name: "HitLintCode",
            dependencies: [
                "HitLintCore", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: coreSettings
        ),
        // What a run reads: manifests, storyboards and XIBs, asset catalogs, and what the code says.
        .target(name: "HitLintInput", dependencies: ["HitLintCore", "HitLintCode"], swiftSettings: coreSettings),
        // Layout solved per device, the view tree, the raster, metrics, rules and their findings.
        .target(
            name: "HitLintEngine",
            dependencies: ["HitLintCore", "HitLintInput", "CBitCount"],
            swiftSettings: coreSettings
        ),
        // The pipeline over screens and layouts, advice checked by relinting, fixes and file edits.
        .target(
            name: "HitLintLinting",
            dependencies: ["HitLintCore", "HitLintInput", "HitLintEngine"],
            swiftSettings: coreSettings
        ),
        // One reporter per output format.
        .target(
            name: "HitLintReporting", dependencies: ["HitLintCode", "HitLintCore", "HitLintInput", "HitLintEngine"],
            swiftSettings: coreSettings),
        // The public library: adoption (baselines, starter manifests), the commands as calls, fuzzing.
        .target(
            name: "HitLintKit",
            dependencies: [
                "CLibPNG", "HitLintCode", "HitLintCore", "HitLintInput", "HitLintEngine", "HitLintLinting",
                "HitLintReporting",
            ],
            swiftSettings: coreSettings
        ),
        // Antialiased shape drawing, for the examples, the tests and the benchmark corpus.
        .target(name: "ShapeKit", dependencies: ["HitLintKit"]),
        // The thin command line.
        .executableTarget(
            name: "hitlint",
            dependencies: ["HitLintKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            plugins: ["HitLintVersionPlugin"]
        ),
        // The commit `hitlint --version` prints, read from .git at build time.
        .plugin(name: "HitLintVersionPlugin", capability: .buildTool()),
        // Lints the *.hitlint.yaml manifests of the target it is applied to, at build time.
        .plugin(name: "HitLintBuildToolPlugin", capability: .buildTool(), dependencies: ["hitlint"]),
        // `swift package hitlint [ARGUMENTS]`.
        .plugin(
            name: "HitLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "hitlint", description: "Lint the tappable areas of iOS buttons (hitlint)")),
            dependencies: ["hitlint"]
        ),
        // `swift package hitlint-fix [ARGUMENTS]`: `hitlint fix`, allowed to write the manifests.
        .plugin(
            name: "HitLintFixCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "hitlint-fix",
                    description:
                        "Write hitlint's checked fixes into the manifests, storyboards and XIBs (preview: swift package hitlint fix --dry-run)"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "hitlint fix writes the checked fixes of too-small buttons into the package's manifests, storyboards and XIBs; to preview them without this permission, run swift package hitlint fix --dry-run"
                    )
                ]),
            dependencies: ["hitlint"]
        ),
        // Draws the PNGs of Examples/ (run: swift run hitlint-examples Examples).
        .executableTarget(name: "hitlint-examples", dependencies: ["ShapeKit", "HitLintKit"]),
        // The benchmark: a synthetic corpus generator and the timing of hitlint against the decode floor.
        .executableTarget(name: "hitlint-bench", dependencies: ["HitLintKit", "ShapeKit", "CLibPNG"]),
        // The project's generators (registries, rules.yaml, the rules table) and `hitlint-dev`
        // over them: `swift run hitlint-dev generate` (docs/architecture.md).
        .target(name: "HitLintDevKit", dependencies: ["HitLintKit"]),
        .executableTarget(name: "hitlint-dev", dependencies: ["HitLintDevKit"]),
        // The libFuzzer targets, manifest and png (see .ci/fuzz); built normally it replays inputs from files.
        .executableTarget(name: "hitlint-fuzz", dependencies: ["HitLintKit"]),
        .testTarget(
            name: "HitLintKitTests",
            dependencies: [
                "HitLintKit", "HitLintDevKit", "ShapeKit", "CLibPNG",
                // The SwiftUI coverage test counts tap targets with a syntax walk of its own.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "hitlintCLITests", dependencies: ["hitlint", "hitlint-bench", "HitLintKit", "ShapeKit", "CLibPNG"],
            exclude: ["BadInputs"]
        ),
    ]
)
