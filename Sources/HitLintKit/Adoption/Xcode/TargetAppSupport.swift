import Foundation
import HitLintCore

/// What an iOS target shows (docs/layout.md): its idioms from `TARGETED_DEVICE_FAMILY` (1
/// iPhone, 2 iPad; 1 when unset, as Xcode builds it), and each idiom's orientations from its
/// Info.plist (`UISupportedInterfaceOrientations~iphone` or `~ipad`, else the plain key), else
/// from the build settings that generate it (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone`,
/// `_iPad`, or the plain one); both orientations where nothing says. Portrait upside down counts
/// as portrait, either landscape as landscape.
enum TargetAppSupport {
    static let maxPlistBytes = 1 << 20

    static func support(of target: XcodeProject.Target, sourceRoot: URL, root: String) -> AppSupport {
        let family = (target.settings["TARGETED_DEVICE_FAMILY"] ?? "1").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let plist = infoPlist(of: target, sourceRoot: sourceRoot, root: root)
        func orientations(idiom: String, setting: String) -> [Orientation] {
            let listed =
                (plist["UISupportedInterfaceOrientations~\(idiom)"] as? [String])
                ?? (plist["UISupportedInterfaceOrientations"] as? [String])
                ?? (target.settings["INFOPLIST_KEY_UISupportedInterfaceOrientations_\(setting)"]
                ?? target.settings["INFOPLIST_KEY_UISupportedInterfaceOrientations"]).map {
                    $0.split(separator: " ").map(String.init)
                }
            guard let listed else { return Orientation.allCases }
            let found = Set(listed.compactMap(orientation))
            return found.isEmpty ? Orientation.allCases : Orientation.allCases.filter(found.contains)
        }
        return AppSupport(
            phone: family.contains("1") ? orientations(idiom: "iphone", setting: "iPhone") : [],
            pad: family.contains("2") ? orientations(idiom: "ipad", setting: "iPad") : [])
    }

    /// `UIInterfaceOrientationPortrait` and the others as hitlint's two orientations.
    static func orientation(_ name: String) -> Orientation? {
        switch name {
        case "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown": .portrait
        case "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight": .landscape
        default: nil
        }
    }

    /// The target's Info.plist (`INFOPLIST_FILE`, with `$(SRCROOT)`, `$(PROJECT_DIR)` and
    /// `$(TARGET_NAME)` expanded), read inside `root` only; empty when there is none to read.
    static func infoPlist(of target: XcodeProject.Target, sourceRoot: URL, root: String) -> [String: Any] {
        guard var path = target.settings["INFOPLIST_FILE"], !path.isEmpty else { return [:] }
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for form in ["$(\(variable))/", "${\(variable)}/", "$(\(variable))", "${\(variable)}"] {
                path = path.replacingOccurrences(of: form, with: "")
            }
        }
        for form in ["$(TARGET_NAME)", "${TARGET_NAME}"] {
            path = path.replacingOccurrences(of: form, with: target.name)
        }
        guard !path.contains("$"), !path.hasPrefix("/") else { return [:] }
        let url = sourceRoot.appendingPathComponent(XcodeProject.normalized(path))
        guard
            let bytes = try? TextFile.readBytes(
                at: url, displayPath: url.path, maxBytes: maxPlistBytes,
                limitName: "the largest Info.plist hitlint reads",
                confinedTo: root),
            let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        else { return [:] }
        return object as? [String: Any] ?? [:]
    }
}
