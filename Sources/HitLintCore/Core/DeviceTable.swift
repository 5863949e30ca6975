import Foundation

/// The built-in device table (docs/devices.md, with sources): the current iPhones and iPads a
/// manifest's `devices:` and `--device` name, and the older sizes Interface Builder files were
/// saved with, which only `file` (the file's own device) lays out.
package enum DeviceTable {
    private static func insets(_ top: Double, _ side: Double, _ bottom: Double) -> Insets {
        Insets(top: top, right: side, bottom: bottom, left: side)
    }

    private static func phone(
        _ name: String, _ width: Double, _ height: Double, scale: Int, top: Double, landscapeSide: Double,
        ids: [String] = []
    ) -> Device {
        // A phone with a home indicator keeps 34 pt below in portrait, 21 in landscape, and its
        // sensor housing's inset on both sides in landscape; one with a home button hides its
        // status bar in landscape and has no inset there.
        let indicator = top > 20
        return Device(
            name: name, portrait: Size(width: width, height: height), scale: scale,
            safeAreaPortrait: insets(top, 0, indicator ? 34 : 0),
            safeAreaLandscape: indicator ? insets(0, landscapeSide, 21) : insets(0, 0, 0), isPad: false,
            interfaceBuilderIDs: ids)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double, indicator: Bool, ids: [String] = [])
        -> Device
    {
        let safe = indicator ? insets(24, 0, 20) : insets(20, 0, 0)
        return Device(
            name: name, portrait: Size(width: width, height: height), scale: 2, safeAreaPortrait: safe,
            safeAreaLandscape: safe,
            isPad: true, interfaceBuilderIDs: ids)
    }

    /// The devices `all` means, smallest first within phones, then iPads.
    package static let current: [Device] = [
        phone("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, landscapeSide: 0, ids: ["retina4_7"]),
        phone("iPhone 16e", 390, 844, scale: 3, top: 47, landscapeSide: 47, ids: ["retina6_0"]),
        phone("iPhone 16", 393, 852, scale: 3, top: 59, landscapeSide: 59, ids: ["retina6_12"]),
        phone("iPhone 16 Plus", 430, 932, scale: 3, top: 59, landscapeSide: 59, ids: ["retina6_72"]),
        phone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, landscapeSide: 62, ids: ["retina6_3"]),
        phone("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, landscapeSide: 62, ids: ["retina6_9"]),
        phone("iPhone 17", 402, 874, scale: 3, top: 62, landscapeSide: 62),
        phone("iPhone Air", 420, 912, scale: 3, top: 68, landscapeSide: 68),
        phone("iPhone 17 Pro", 402, 874, scale: 3, top: 62, landscapeSide: 62),
        phone("iPhone 17 Pro Max", 440, 956, scale: 3, top: 62, landscapeSide: 62),
        pad("iPad mini (A17 Pro)", 744, 1133, indicator: true, ids: ["ipad8_3"]),
        pad("iPad (A16)", 820, 1180, indicator: true, ids: ["ipad10_9"]),
        pad("iPad Air 11-inch (M3)", 820, 1180, indicator: true),
        pad("iPad Air 13-inch (M3)", 1024, 1366, indicator: true, ids: ["ipad12_9rounded"]),
        pad("iPad Pro 11-inch (M4)", 834, 1210, indicator: true, ids: ["ipad11_0rounded"]),
        pad("iPad Pro 13-inch (M4)", 1032, 1376, indicator: true, ids: ["ipad13_0rounded"]),
    ]

    /// Older sizes, by Interface Builder's device id: only a file saved for them lays them out.
    package static let older: [Device] = [
        phone("iPhone 4s", 320, 480, scale: 2, top: 20, landscapeSide: 0, ids: ["retina3_5"]),
        phone("iPhone SE (1st generation)", 320, 568, scale: 2, top: 20, landscapeSide: 0, ids: ["retina4_0"]),
        phone("iPhone 8 Plus", 414, 736, scale: 3, top: 20, landscapeSide: 0, ids: ["retina5_5"]),
        phone("iPhone 11 Pro", 375, 812, scale: 3, top: 44, landscapeSide: 44, ids: ["retina5_9"]),
        phone("iPhone 11", 414, 896, scale: 2, top: 48, landscapeSide: 48, ids: ["retina6_1"]),
        phone("iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, landscapeSide: 44, ids: ["retina6_5"]),
        phone("iPhone 13 Pro Max", 428, 926, scale: 3, top: 47, landscapeSide: 47, ids: ["retina6_7"]),
        pad("iPad (9.7-inch)", 768, 1024, indicator: false, ids: ["ipad9_7", "ipad7_9"]),
        pad("iPad (10.2-inch)", 810, 1080, indicator: false, ids: ["ipad10_2"]),
        pad("iPad Air (10.5-inch)", 834, 1112, indicator: false, ids: ["ipad10_5"]),
        pad("iPad Pro (11-inch)", 834, 1194, indicator: true, ids: ["ipad11"]),
        pad("iPad Pro (12.9-inch)", 1024, 1366, indicator: false, ids: ["ipad12_9"]),
    ]

    /// The current device of this name, compared without case.
    package static func named(_ name: String) -> Device? {
        current.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The device of an Interface Builder `<device id>`.
    package static func interfaceBuilder(_ id: String) -> Device? {
        (current + older).first { $0.interfaceBuilderIDs.contains(id) }
    }

    /// The table as `hitlint devices` prints it: name, points, scale, safe areas.
    package static var listing: String {
        var lines = ["device                          points       scale  safe area portrait  landscape"]
        for device in current {
            let p = device.safeAreaPortrait
            let l = device.safeAreaLandscape
            let name = device.name.padding(toLength: 32, withPad: " ", startingAt: 0)
            let size = "\(MessageFormat.plain(device.portrait.width)) x \(MessageFormat.plain(device.portrait.height))"
                .padding(toLength: 13, withPad: " ", startingAt: 0)
            let portrait = "\(MessageFormat.plain(p.top)) top, \(MessageFormat.plain(p.bottom)) bottom".padding(
                toLength: 20, withPad: " ", startingAt: 0)
            let landscape =
                l.left > 0
                ? "\(MessageFormat.plain(l.left)) sides, \(MessageFormat.plain(l.bottom)) bottom"
                : "\(MessageFormat.plain(l.top)) top, \(MessageFormat.plain(l.bottom)) bottom"
            lines.append("\(name)\(size)\(device.scale)x     \(portrait)\(landscape)")
        }
        lines.append("")
        lines.append(
            "Also: design (the frames as stored), file (the file's own device solved again), all (every device above).")
        return lines.joined(separator: "\n") + "\n"
    }
}
