import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput

/// The edits advice and `hitlint fix` make in one kind of file a screen is imported from, besides
/// the manifest's own keys (docs/fixes.md, "Fix backends"): how the file sizes a view, the edit
/// that makes it larger, a number set where the view's class reads it, and the frames the edit
/// moves stored again. Storyboards and XIBs have one; each further kind of source is one type
/// (`FixBackends`, generated from the conforming types), so `Linting/` names none of them.
package protocol FixBackend: Sendable {
    /// The file name extensions whose screens it edits, lowercased, without the dot.
    static var fileTypes: [String] { get }
    /// The tool a developer makes the change in, for messages ("Interface Builder").
    static var editorName: String { get }
    init()
    /// The file's bytes, read for the sizes of its views.
    func scan(_ bytes: [UInt8]) -> any SizedFile
    /// The edits of a file of bytes `bytes` that make `changes`, its frames not updated yet.
    func edits(making changes: [ViewChange], in bytes: [UInt8]) -> [TextEdit]
    /// The edits that store `moves` in the file, and the byte ranges they rewrite: an earlier
    /// edit inside one of those ranges is replaced by these.
    func frameEdits(_ moves: [FrameMove], in bytes: [UInt8]) -> (edits: [TextEdit], rewritten: [Range<Int>])
    /// What setting `number` on the view `name` is, in the editor's words: "set the runtime
    /// attribute 'threshold' of 'Star' to 25".
    static func numberWording(_ number: ClassNumber, of name: String) -> String
}

/// A file read for the sizes of its views.
package protocol SizedFile: Sendable {
    /// How the file sizes the view `id`, named `name` in messages; a refusal says why hitlint
    /// cannot change its size.
    func sizing(ofViewWithID id: String, name: String) -> Result<any ViewSizing, ResizeRefusal>
}

/// How a file sizes one view, and the change of it that makes the view larger.
package protocol ViewSizing: Sendable {
    /// The frame the file stores.
    var frame: Rect { get }
    var horizontal: ResizeAxis { get }
    var vertical: ResizeAxis { get }
    /// A stack view arranges the view: growing it moves its neighbours, which only solving the
    /// layout again shows (its growth is taken as centred until then).
    var arranged: Bool { get }
    /// What the edits do, in the editor's words: "set the height constraint of 'Cancel' to 44 pt".
    func wording(name: String, growing growth: Insets) -> String
}

extension ViewSizing {
    /// The sizes `wording` names for `growth`, as values.
    package func settings(growing growth: Insets) -> [ResizeSetting] {
        let (wide, tall) = (growth.left + growth.right, growth.top + growth.bottom)
        var settings: [ResizeSetting] = []
        var insets = false
        for (axis, extra, size, setting) in [
            (horizontal, wide, frame.width, ResizeSetting.width), (vertical, tall, frame.height, ResizeSetting.height),
        ] where extra != 0 {
            switch axis.source {
            case .constraint(_, let constant): settings.append(setting(constant + extra))
            case .frame: settings.append(setting(size + extra))
            case .contentInsets: insets = true
            }
        }
        return insets ? settings + [.contentInsets(growth)] : settings
    }

    /// The ids of the size constraints whose constants growing by `growth` changes.
    package func constraintsEdited(growing growth: Insets) -> [String] {
        [(horizontal, growth.left + growth.right), (vertical, growth.top + growth.bottom)].compactMap { axis, extra in
            guard extra != 0, case .constraint(let id?, _) = axis.source else { return nil }
            return id
        }
    }
}

/// How one axis of a view may grow, and what sets its size.
package struct ResizeAxis: Sendable, Equatable {
    package var growth: ResizeGrowth
    package var source: ResizeSource
    /// Why the axis cannot grow, when it cannot.
    package var refusal: String? = nil
    /// The view whose size constraint `source` is when it is not the view's own: the stack view
    /// that fills the view across ("its stack view (id)"), in messages.
    package var owner: String? = nil

    package init(growth: ResizeGrowth, source: ResizeSource, refusal: String? = nil, owner: String? = nil) {
        (self.growth, self.source, self.refusal, self.owner) = (growth, source, refusal, owner)
    }
}

/// Where an axis may grow.
package enum ResizeGrowth: Sendable, Equatable {
    /// Either side, as room allows (a view without constraints).
    case free
    /// At the end (bottom or right): the start is pinned.
    case atEnd
    /// At the start (top or left): the end is pinned.
    case atStart
    /// Half on each side: the centre is pinned.
    case centred
    /// Not at all: hitlint cannot change this axis (`ResizeAxis.refusal` says why).
    case fixed
}

/// What sets one axis's size, and so what a fix edits.
package enum ResizeSource: Sendable, Equatable {
    /// A constraint on the view's own width or height, or on its stack view's where the stack
    /// fills it across (`ResizeAxis.owner`): its id in the layout model, and its constant.
    case constraint(id: String?, constant: Double)
    /// The frame alone (no constraint on the view).
    case frame
    /// The button's content (its intrinsic size): its content insets.
    case contentInsets
}

/// Why hitlint cannot change a view's size in its file.
package enum ResizeRefusal: Error, Sendable, Equatable {
    case refused(String)
}

/// One view's change in its file: its frame grown, a number its class reads set, or both.
package struct ViewChange: Sendable, Hashable {
    /// The view's id in the file.
    package let id: String
    /// The growth of its frame on each side.
    package var growth: Insets?
    /// A number the view's class reads (a threshold), set where the file gives it to the class.
    package var number: ClassNumber?

    package init(id: String, growth: Insets? = nil, number: ClassNumber? = nil) {
        (self.id, self.growth, self.number) = (id, growth, number)
    }
}

/// A number a view's class reads, by its key path (a threshold the class scales).
package struct ClassNumber: Sendable, Hashable {
    package let keyPath: String
    package let value: Double

    package init(keyPath: String, value: Double) { (self.keyPath, self.value) = (keyPath, value) }
}

/// A view whose stored frame an edit changes: its id, the frame the file should hold now, and
/// the frame it is known to hold (a view whose file says otherwise is left alone).
package struct FrameMove: Sendable, Hashable {
    package let id: String
    package let stored: Rect
    package let frame: Rect

    package init(id: String, stored: Rect, frame: Rect) { (self.id, self.stored, self.frame) = (id, stored, frame) }
}

/// The fix backends, by file type.
package enum FixBackends {
    /// The backend of the file `screen` is imported from, or nil (a screen written in the manifest).
    package static func backend(for screen: ScreenSpec) -> (any FixBackend)? {
        guard let url = screen.importedURL else { return nil }
        let type = url.pathExtension.lowercased()
        return all.first { $0.fileTypes.contains(type) }.map { $0.init() }
    }

    /// A number as a source file writes one: no trailing zeros, no exponent.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int(rounded)) }
        return MessageFormat.plain(rounded)
    }
}
