import Foundation

/// The outcome of one screen.
public struct ScreenReport: Sendable {
    public let manifest: String
    public let name: String
    public let scale: Int
    public let size: Size
    public let location: SourceLocation
    /// Every view in draw order.
    public let views: [ViewReport]
    /// Sorted by `Finding.reportOrder`.
    public let findings: [Finding]
    /// The hit map PNG, when hit maps were asked for.
    public let hitMap: Data?
    /// Imported buttons and controls of the screen that are not targets, with why.
    package var notLinted: [NotLinted] = []

    /// The same screen with other findings (a baseline applied).
    package func with(findings: [Finding]) -> ScreenReport {
        var copy = ScreenReport(
            manifest: manifest, name: name, scale: scale, size: size, location: location, views: views,
            findings: findings, hitMap: hitMap)
        copy.notLinted = notLinted
        return copy
    }
}
