import Foundation
import HitLintCode
import HitLintCore

/// Swift files as a screen source: each SwiftUI tap target whose hit area the code settles is
/// a screen of one button at that size, located at its line and column; the others are listed
/// in `notLinted` with why (docs/swiftui.md). Where the app's code was read (`code:`), a `View`
/// type is a List row or a toolbar item where the other files show it so.
package struct SwiftUISource: ScreenSource {
    package init() {}

    package static let fileTypes = ["swift"]
    package static let summary = "Swift files"

    package func screens(_ request: ScreenRequest) throws(InputError) -> SourceScreens {
        let data: Data
        if let replacement = request.replacement {
            data = replacement
        } else {
            data = try TextFile.readBytes(
                at: request.url, displayPath: request.displayPath, maxBytes: request.limits.maxXMLBytes,
                limitName: "limits.maxXMLBytes", confinedTo: request.paths.allowOutsideRoot ? nil : request.root)
        }
        guard data.count <= request.limits.maxXMLBytes else {
            throw InputError(
                Diagnostic(
                    "the file is \(data.count) bytes, over the limit of \(request.limits.maxXMLBytes) (limits.maxXMLBytes)",
                    file: request.displayPath))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(Diagnostic("the file is not UTF-8 text", file: request.displayPath))
        }
        var result = SourceScreens()
        result.append(codeMadeButtons: CodeMadeButtons.read(text, path: request.displayPath), request)
        guard text.contains("SwiftUI") else { return result }
        let images = AssetImageSizes(request)
        let code = request.code?.index
        let file = SwiftUIReader.read(
            text, path: request.displayPath, imageSize: images.size, viewBody: { code?.body(ofView: $0) })
        if let why = file.unread {
            throw InputError(
                Diagnostic("the file \(why)", at: SourceLocation(file: request.displayPath, line: 1, column: 1)))
        }
        let watch = Self.isWatchFile(request.displayPath, text)
        for target in file.targets {
            let location = SourceLocation(file: request.displayPath, line: target.line, column: target.column)
            let id = "\(target.kind.rawValue)@\(target.line):\(target.column)"
            if watch {
                result.notLinted.append(
                    NotLinted(location: location, id: id, reason: "\(target.name): a watchOS file (hitlint lints iOS)"))
                continue
            }
            switch Self.settle(target, code: request.code?.index) {
            case .failure(let why):
                result.notLinted.append(NotLinted(location: location, id: id, reason: "\(target.name): \(why.text)"))
            case .success(let size):
                result.screens.append(Self.screen(target, size: size, id: id, at: location))
            }
        }
        return result
    }

    /// The UIKit buttons the file makes in code: those of constant size are screens of one
    /// button, the others are listed (docs/swiftui.md, "UIKit buttons made in code").
    static func screens(of buttons: [CodeMadeButton], _ request: ScreenRequest) -> SourceScreens {
        var result = SourceScreens()
        for button in buttons {
            let location = SourceLocation(file: request.displayPath, line: button.line, column: button.column)
            let id = "UIButton@\(button.line):\(button.column)"
            guard let size = button.size, size.width > 0, size.height > 0 else {
                let why = button.size == nil ? button.why : "it is made with a zero size"
                result.notLinted.append(
                    NotLinted(location: location, id: id, reason: "UIButton '\(button.name)': \(why)"))
                continue
            }
            var keys = ViewKeys()
            keys.kind = .button
            keys.fill = 1
            var view = keys.view(
                id: id, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), children: [],
                location: location)
            view.label = button.name
            var facts = ImportedFacts(customClass: "UIButton", staleFrame: nil, unknownClass: false, names: [id])
            facts.element = button.byConstraints ? ImportedFacts.codeConstraintsElement : ImportedFacts.codeFrameElement
            view.imported = facts
            var screen = ImportedScreen(
                name: "UIButton '\(button.name)' (line \(button.line))", ibID: id, selectors: [id, button.name],
                size: size, scale: nil, views: [view], location: location)
            screen.embedded = true
            result.screens.append(screen)
        }
        return result
    }

    /// A file of a watchOS app: in a folder named for the watch ("BookPlayerWatch", "Watch
    /// Extension"), or importing WatchKit.
    package static func isWatchFile(_ path: String, _ text: String) -> Bool {
        text.contains("import WatchKit")
            || path.split(separator: "/").dropLast().contains { $0.contains("Watch") || $0.contains("watchOS") }
    }

    /// The hit area hitlint lints, or why the target is not linted: the system gives targets in
    /// bars, rows, menus and dialogs their hit areas (docs/swiftui.md, "Where a target sits").
    package static func settle(_ target: SwiftUITarget, code: CodeBase?) -> Result<Size, Reason> {
        var placement = target.placement
        if target.placedByOwner, let code {
            // Helpers used in other files are placed by those uses, the owner's body by the
            // owner's; any way that is free, or unknown, leaves the target free.
            var shown = Set<SwiftUITarget.Placement>()
            var known = true
            for member in target.members {
                let places = code.placements(ofView: "." + member)
                known = known && !places.isEmpty
                shown.formUnion(places)
            }
            if target.members.isEmpty, let owner = target.owner {
                shown = code.placements(ofView: owner)
                known = !shown.isEmpty
            }
            if known, !shown.isEmpty, !shown.contains(.free) {
                placement = placement == .free ? shown.min()! : placement
            }
        }
        switch placement {
        case .free: break
        case .listRow:
            let ownArea = ["plain", "borderless"].contains(target.buttonStyle) && target.kind == .button
            if !ownArea, !target.kind.isControl {
                return .failure(Reason("the List row is its hit area (the whole row takes the tap)", system: true))
            }
        case .toolbar:
            return .failure(
                Reason("a toolbar item: the bar sizes its hit area, in ways Apple does not document", system: true))
        case .swipeAction, .contextMenu, .menu, .dialog:
            return .failure(Reason("\(placement.rawValue): the system draws it, at the system's size", system: true))
        case .otherPlatform:
            return .failure(Reason("in an `#if os(...)` block that iOS does not build"))
        case .preview:
            return .failure(Reason("in a preview (`#Preview`, a `PreviewProvider`): not the app's UI"))
        case .accessibility:
            return .failure(Reason("an accessibility action: VoiceOver and Switch Control offer it, not a tap"))
        }
        guard let size = target.hitArea else { return .failure(Reason(target.why)) }
        return .success(size)
    }

    package struct Reason: Error {
        package let text: String
        /// The system gives the target its hit area (a row, a bar, a menu): it has one, not ours to lint.
        package let systemGiven: Bool
        init(_ text: String, system: Bool = false) { (self.text, self.systemGiven) = (text, system) }
    }

    static func screen(_ target: SwiftUITarget, size: Size, id: String, at location: SourceLocation)
        -> ImportedScreen
    {
        var keys = ViewKeys()
        keys.kind = target.kind.isControl ? .control : .button
        keys.fill = 1
        keys.ignore = target.disabled.contains("all") ? Set(["all"]) : target.disabled
        // A width not known stands at the minimum: only the height is judged.
        let width = target.widthUnknown == nil ? size.width : max(size.width, SwiftUITargetBuilder.enough)
        var view = keys.view(
            id: id, frame: Rect(x: 0, y: 0, width: width, height: size.height), children: [], location: location)
        view.label = target.name
        var facts = ImportedFacts(customClass: nil, staleFrame: nil, unknownClass: false, names: [id])
        facts.element = ImportedFacts.swiftUIElement
        facts.widthUnknown = target.widthUnknown
        view.imported = facts
        var screen = ImportedScreen(
            name: "\(target.name) (line \(target.line))", ibID: id, selectors: [id, target.name], size: size,
            scale: nil, views: [view], location: location)
        screen.size.width = width
        screen.embedded = true
        return screen
    }
}

extension SourceScreens {
    mutating func append(codeMadeButtons buttons: [CodeMadeButton], _ request: ScreenRequest) {
        let found = SwiftUISource.screens(of: buttons, request)
        screens += found.screens
        notLinted += found.notLinted
    }
}
