import HitLintCore
import HitLintInput

/// What a screen is laid out for: a device in an orientation. `isFile` marks the file's own
/// device and orientation solved again (`--device file`, the check against the stored frames).
package struct LayoutTarget: Hashable, Sendable {
    package var device: Device
    package var orientation: Orientation
    package var isFile = false

    package init(device: Device, orientation: Orientation, isFile: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.isFile = isFile
    }

    /// "iPhone SE (3rd generation), landscape".
    package var description: String { "\(device.name), \(orientation.rawValue)" }

    /// The file's own device and orientation: its `<device id>`'s; for a file that names none (an
    /// older one), the device of the table whose screen its root fills, else a device of the
    /// root's size without safe-area insets.
    package static func file(of model: LayoutModel) -> LayoutTarget? {
        if let id = model.fileDevice {
            guard let device = DeviceTable.interfaceBuilder(id) else { return nil }
            return LayoutTarget(device: device, orientation: model.fileOrientation, isFile: true)
        }
        guard let root = model.items.first?.frame else { return nil }
        for device in DeviceTable.older + DeviceTable.current {
            for orientation in Orientation.allCases {
                let size = device.size(orientation)
                if abs(size.width - root.width) < 0.5 && abs(size.height - root.height) < 0.5 {
                    return LayoutTarget(device: device, orientation: orientation, isFile: true)
                }
            }
        }
        let zero = Insets(top: 0, right: 0, bottom: 0, left: 0)
        let own = Device(
            name: "the file's size", portrait: Size(width: root.width, height: root.height), scale: 2,
            safeAreaPortrait: zero,
            safeAreaLandscape: zero, isPad: root.width >= UIKitMetrics.oldestPadWidth)
        return LayoutTarget(device: own, orientation: .portrait, isFile: true)
    }
}
