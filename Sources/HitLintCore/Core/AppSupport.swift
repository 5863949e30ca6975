/// The idioms and orientations an app shows (docs/layout.md): read by `hitlint init` from its
/// targets' Info.plist files and build settings, written as the manifest's `app:`. Other
/// layouts (`--devices all` included) are never linted: a finding on a device or orientation the
/// app does not support cannot be real.
package struct AppSupport: Sendable, Hashable {
    /// Orientations on iPhones; empty: the app does not run on iPhones.
    package var phone: [Orientation]
    /// Orientations on iPads; empty: the app does not run on iPads.
    package var pad: [Orientation]

    package init(phone: [Orientation], pad: [Orientation]) {
        (self.phone, self.pad) = (Self.ordered(phone), Self.ordered(pad))
    }

    /// Every idiom in every orientation: what an app that says nothing supports.
    package static let everything = AppSupport(phone: Orientation.allCases, pad: Orientation.allCases)

    /// The orientations the app shows on `device`; empty when it does not run there.
    package func orientations(on device: Device) -> [Orientation] { device.isPad ? pad : phone }

    /// What it shows in these orientations alone (a view controller that allows only those),
    /// per idiom; nil leaves an idiom as it is.
    package func limited(phone onPhone: [Orientation]?, pad onPad: [Orientation]?) -> AppSupport {
        AppSupport(
            phone: onPhone.map { allowed in phone.filter(allowed.contains) } ?? phone,
            pad: onPad.map { allowed in pad.filter(allowed.contains) } ?? pad)
    }

    /// What either app shows (several targets build the same files).
    package func union(_ other: AppSupport) -> AppSupport {
        AppSupport(phone: phone + other.phone, pad: pad + other.pad)
    }

    /// "every iPhone in portrait, every iPad in portrait and landscape".
    package var description: String {
        let idioms = [("iPhone", phone), ("iPad", pad)].filter { !$0.1.isEmpty }.map { name, orientations in
            "every \(name) in \(orientations.map(\.rawValue).joined(separator: " and "))"
        }
        return idioms.isEmpty ? "no device" : idioms.joined(separator: ", ")
    }

    private static func ordered(_ orientations: [Orientation]) -> [Orientation] {
        Orientation.allCases.filter(orientations.contains)
    }
}
