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
        let makesButtons = CodeMadeButtons.mayMake(text)
        let declaresViews = text.containsBytes(of: "SwiftUI")
        guard makesButtons || declaresViews else { return SourceScreens() }
        // One parse for both readers.
        let parsed: ParsedSwift
        switch ParsedSwift.parse(text, path: request.displayPath) {
        case .success(let tree): parsed = tree
        case .failure(let refusal):
            throw InputError(
                Diagnostic("the file \(refusal.why)", at: SourceLocation(file: request.displayPath, line: 1, column: 1))
            )
        }
        var result = SourceScreens()
        var limiter = OneButtonScreens(request)
        if makesButtons {
            for button in CodeMadeButtons.read(parsed) { limiter.add(button, to: &result) }
        }
        guard declaresViews else { return result }
        let images = AssetImageSizes(request)
        let code = request.code?.index
        let file = SwiftUIReader.read(parsed, imageSize: images.size, viewBody: { code?.body(ofView: $0) })
        if Self.isWatchFile(request.displayPath, text) {
            for target in file.targets { limiter.list(target, "a watchOS file (hitlint lints iOS)", to: &result) }
            return result
        }
        let settled = file.targets.map { Self.settle($0, code: code) }
        let rows = Self.rows(file, settled)
        for (index, target) in file.targets.enumerated() {
            if let row = rows[index] {
                // A row is one screen, added where its first target is.
                if let first = row.members.first?.target, SourcePlace(first) == SourcePlace(target) {
                    limiter.add(row.members, stacked: row.stacked, to: &result)
                }
                continue
            }
            switch settled[index] {
            case .failure(let why): limiter.list(target, why.text, to: &result)
            case .success(let size): limiter.add(target, size: size, to: &result)
            }
        }
        return result
    }

    /// The targets linted side by side, by index: the members of a stack's run that are linted
    /// at their own hit areas (not listed, width known), when at least two are.
    static func rows(_ file: SwiftUIFile, _ settled: [Result<Size, Reason>])
        -> [Int: (members: [(target: SwiftUITarget, hit: Rect)], stacked: Bool)]
    {
        var index: [SourcePlace: Int] = [:]
        for (n, target) in file.targets.enumerated() { index[SourcePlace(target)] = n }
        var result: [Int: (members: [(target: SwiftUITarget, hit: Rect)], stacked: Bool)] = [:]
        for row in file.rows {
            let members = row.members.compactMap { member -> (Int, Rect)? in
                guard let n = index[SourcePlace(line: member.line, column: member.column)], result[n] == nil,
                    case .success = settled[n], file.targets[n].widthUnknown == nil
                else { return nil }
                return (n, member.hit)
            }
            guard members.count > 1 else { continue }
            let placed = members.map { (target: file.targets[$0.0], hit: $0.1) }
            for (n, _) in members { result[n] = (placed, row.stack != "overlay") }
        }
        return result
    }

    /// A file of a watchOS app: in a folder named for the watch ("BookPlayerWatch", "Watch
    /// Extension"), or importing WatchKit.
    package static func isWatchFile(_ path: String, _ text: String) -> Bool {
        text.containsBytes(of: "import WatchKit")
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
        if let owner = target.owner, let code, !code.reaches(owner) {
            return .failure(
                Reason("`\(owner)` is never shown: no code the app runs names it, nor what names it (docs/swiftui.md)"))
        }
        return .success(size)
    }

    /// A target's line and column: what matches a row's members to the file's targets.
    struct SourcePlace: Hashable {
        var line: Int
        var column: Int
        init(line: Int, column: Int) { (self.line, self.column) = (line, column) }
        init(_ target: SwiftUITarget) { (line, column) = (target.line, target.column) }
    }

    package struct Reason: Error {
        package let text: String
        /// The system gives the target its hit area (a row, a bar, a menu): it has one, not ours to lint.
        package let systemGiven: Bool
        init(_ text: String, system: Bool = false) { (self.text, self.systemGiven) = (text, system) }
    }
}

/// The one-button screens of a Swift file, held to the manifest's limits: a hit area larger than
/// a screen hitlint rasterizes, or past the file's screen count, is listed instead (a size read
/// from code is a number from a file like any other).
struct OneButtonScreens {
    let request: ScreenRequest
    private var count = 0

    init(_ request: ScreenRequest) { self.request = request }

    /// A UIKit button made in code: a screen of its constant size, or listed with why.
    mutating func add(_ button: CodeMadeButton, to result: inout SourceScreens) {
        let location = SourceLocation(file: request.displayPath, line: button.line, column: button.column)
        let id = "UIButton@\(button.line):\(button.column)"
        guard let size = button.size, size.width > 0, size.height > 0 else {
            let why = button.size == nil ? button.why : "it is made with a zero size"
            result.notLinted.append(NotLinted(location: location, id: id, reason: "UIButton '\(button.name)': \(why)"))
            return
        }
        var facts = ImportedFacts(customClass: "UIButton", staleFrame: nil, unknownClass: false, names: [id])
        facts.element = button.byConstraints ? ImportedFacts.codeConstraintsElement : ImportedFacts.codeFrameElement
        add(
            id: id, name: "UIButton '\(button.name)'", label: button.name, kind: .button, size: size, facts: facts,
            ignore: [], at: location, to: &result)
    }

    /// A SwiftUI target whose hit area is settled. A width not known stands at the minimum, so
    /// that only the height is judged.
    mutating func add(_ target: SwiftUITarget, size: Size, to result: inout SourceScreens) {
        let id = "\(target.kind.rawValue)@\(target.line):\(target.column)"
        let width = target.widthUnknown == nil ? size.width : max(size.width, SwiftUITargetBuilder.enough)
        var facts = ImportedFacts(customClass: nil, staleFrame: nil, unknownClass: false, names: [id])
        facts.element = ImportedFacts.swiftUIElement
        facts.widthUnknown = target.widthUnknown
        add(
            id: id, name: target.name, label: target.name, kind: target.kind.isControl ? .control : .button,
            size: Size(width: width, height: size.height), facts: facts,
            ignore: target.disabled.contains("all") ? ["all"] : target.disabled,
            at: location(of: target), to: &result)
    }

    /// Targets side by side in a stack, or one in another's `.overlay`: one screen, each at its
    /// hit box (what an overlay holds in front), so that the rules that
    /// compare targets (`target-spacing`, overlaps) see them together.
    mutating func add(_ row: [(target: SwiftUITarget, hit: Rect)], stacked: Bool, to result: inout SourceScreens) {
        let left = row.map(\.hit.x).min() ?? 0
        let top = row.map(\.hit.y).min() ?? 0
        var views: [ViewSpec] = []
        for (target, hit) in row {
            let id = "\(target.kind.rawValue)@\(target.line):\(target.column)"
            var facts = ImportedFacts(customClass: nil, staleFrame: nil, unknownClass: false, names: [id])
            facts.element = ImportedFacts.swiftUIElement
            var keys = ViewKeys()
            keys.kind = target.kind.isControl ? .control : .button
            keys.fill = 1
            keys.ignore = target.disabled.contains("all") ? ["all"] : target.disabled
            var view = keys.view(
                id: id, frame: Rect(x: snap(hit.x - left), y: snap(hit.y - top), width: hit.width, height: hit.height),
                children: [], location: location(of: target))
            view.label = target.name
            view.imported = facts
            views.append(view)
        }
        let size = Size(
            width: row.map { snap($0.hit.x - left) + $0.hit.width }.max() ?? 0,
            height: row.map { snap($0.hit.y - top) + $0.hit.height }.max() ?? 0)
        let first = row[0].target
        let name = "\(row.count) targets \(stacked ? "side by side" : "one over another"), from \(first.name)"
        addScreen(
            id: "row@\(first.line):\(first.column)", name: name,
            selectors: views.flatMap { [$0.id] + ($0.label.map { [$0] } ?? []) }, size: size, views: views,
            listed: row.map {
                (
                    "\($0.target.kind.rawValue)@\($0.target.line):\($0.target.column)", $0.target.name,
                    location(of: $0.target)
                )
            },
            at: location(of: first), to: &result)
    }

    /// A row's origins on the 3x pixel grid (within 1/6 pt), so that each target covers the
    /// same whole pixels as it does alone and its measured size does not depend on its place.
    private func snap(_ value: Double) -> Double { (value * 3).rounded() / 3 }

    /// A SwiftUI target that is not linted, with why.
    func list(_ target: SwiftUITarget, _ why: String, to result: inout SourceScreens) {
        let id = "\(target.kind.rawValue)@\(target.line):\(target.column)"
        result.notLinted.append(NotLinted(location: location(of: target), id: id, reason: "\(target.name): \(why)"))
    }

    private func location(of target: SwiftUITarget) -> SourceLocation {
        SourceLocation(file: request.displayPath, line: target.line, column: target.column)
    }

    private mutating func add(
        id: String, name: String, label: String, kind: ViewKind, size: Size, facts: ImportedFacts,
        ignore: Set<String>, at location: SourceLocation, to result: inout SourceScreens
    ) {
        var keys = ViewKeys()
        keys.kind = kind
        keys.fill = 1
        keys.ignore = ignore
        var view = keys.view(
            id: id, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), children: [], location: location)
        view.label = label
        view.imported = facts
        addScreen(
            id: id, name: name, selectors: [id, label], size: size, views: [view],
            listed: [(id, name, location)], at: location, to: &result)
    }

    /// A screen of the views given, held to the limits: a screen too large to rasterize, or
    /// past the file's screen count, lists its views instead.
    private mutating func addScreen(
        id: String, name: String, selectors: [String], size: Size, views: [ViewSpec],
        listed: [(id: String, name: String, location: SourceLocation)], at location: SourceLocation,
        to result: inout SourceScreens
    ) {
        let limits = request.limits
        // Rasterized at up to 3x.
        let pixels = size.width * size.height * 9
        let why: String?
        if size.width > limits.maxScreenSide || size.height > limits.maxScreenSide
            || pixels > Double(limits.maxScreenPixels)
        {
            why =
                "\(views.count > 1 ? "the hit areas of its row span" : "its hit area,") \(MessageFormat.size(size.width, size.height)), \(views.count > 1 ? "larger" : "is larger") than a screen hitlint rasterizes (limits.maxScreenSide, limits.maxScreenPixels)"
        } else if count >= limits.maxScreens {
            why = "past the \(limits.maxScreens) screens hitlint reads from one file (limits.maxScreens)"
        } else {
            why = nil
        }
        if let why {
            for view in listed {
                result.notLinted.append(NotLinted(location: view.location, id: view.id, reason: "\(view.name): \(why)"))
            }
            return
        }
        count += 1
        var screen = ImportedScreen(
            name: "\(name) (line \(location.line))", ibID: id, selectors: selectors, size: size, scale: nil,
            views: views, location: location)
        screen.embedded = true
        result.screens.append(screen)
    }
}
