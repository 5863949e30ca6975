/// The colours and marks of a hit map, shared by the PNG, its legend and the HTML report.
package enum HitMapStyle {
    /// The neutral background the screen is drawn over: a light checkerboard.
    package static let backgroundLight = RGBA(246, 246, 248)
    package static let backgroundDark = RGBA(232, 232, 236)
    /// A view's background colour (`fill`), which the manifest gives only as an alpha.
    package static let fill = RGBA(176, 186, 200)
    /// A button's title (the system tint) and other text.
    package static let title = RGBA(0, 122, 255)
    package static let text = RGBA(30, 30, 36)
    /// Taps taken by another view from what the user sees of a target.
    package static let stolen = RGBA(222, 35, 35)
    /// Visible parts of a target that no tap reaches.
    package static let dead = RGBA(70, 70, 78)
    /// The dashes around an enlarged hit area, and the gaps between them.
    package static let margin = RGBA(20, 20, 24)
    package static let marginGap = RGBA(255, 255, 255)
    /// The outline of a target that fails `too-small`.
    package static let tooSmall = RGBA(214, 0, 160)
    /// Aim points and their sigma circles (`tap-accuracy`).
    package static let aim = RGBA(20, 20, 20)
    /// The outline of the view that receives a probed tap.
    package static let probe = RGBA(255, 200, 0)
    /// How strongly a target's hit region is tinted.
    package static let tintAlpha: UInt8 = 115

    /// Distinct tints for targets, by their order in the screen.
    package static let tints: [RGBA] = [
        RGBA(31, 119, 180), RGBA(44, 160, 44), RGBA(255, 127, 14), RGBA(148, 103, 189), RGBA(23, 190, 207),
        RGBA(188, 189, 34), RGBA(140, 86, 75), RGBA(227, 119, 194), RGBA(0, 90, 70), RGBA(90, 60, 200),
    ]

    package static func tint(forTargetNumber n: Int) -> RGBA { tints[n % tints.count] }

    /// Diagonal stripes: `/` for stolen taps, `\` for dead areas, 3 of every 8 pixels (scaled).
    package static func onStolenStripe(_ i: Int, _ j: Int, scale: Int) -> Bool { ((i + j) / max(1, scale / 2)) % 8 < 3 }
    package static func onDeadStripe(_ i: Int, _ j: Int, scale: Int) -> Bool {
        ((i - j + 1 << 20) / max(1, scale / 2)) % 8 < 3
    }
}
