import Foundation
import HitLintCore
import HitLintInput

/// Turns a screen of a manifest into a `Scene`: absolute frames, images decoded (through the
/// shared store) and placed, opacity, clipping and hit-test eligibility inherited down the tree.
package struct SceneBuilder: Sendable {
    package let images: ImageStore

    package init(images: ImageStore) { self.images = images }

    package func scene(for screen: ScreenSpec, in manifest: Manifest, scale: Int? = nil, state: ControlState? = nil)
        -> Scene
    {
        var timings = PhaseTimings()
        return scene(for: screen, in: manifest, scale: scale, state: state, timings: &timings)
    }

    /// The scene; image decoding this call does is added to `timings`.
    /// `state`: every button checked in that state (`--state`); nil: each in its own.
    package func scene(
        for screen: ScreenSpec, in manifest: Manifest, scale: Int? = nil, state forced: ControlState? = nil,
        timings: inout PhaseTimings
    ) -> Scene {
        let scale = scale ?? screen.scale ?? manifest.scale
        let rootBounds = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        var state = State()
        state.forced = forced
        defer { timings.merge(state.timings) }
        let root = SceneView(
            index: 0, id: "", kind: .view, location: screen.location, ignore: [], parent: -1,
            subtreeEnd: screen.views.reduce(1) { $0 + $1.viewCount }, depth: 0,
            bounds: rootBounds, hitRect: rootBounds, enlarge: .zero, image: nil, background: nil, fill: 0, alpha: 1,
            opacity: 1, hidden: false, drawn: true, clip: nil, hitTest: .rect, threshold: 0, compare: .atLeast,
            userInteractionEnabled: true, enabled: true, clipsToBounds: true, contentMode: .scaleToFill,
            contentModeStated: false, hitEligible: true, isTarget: false)
        state.views.append(root)
        add(screen.views, parent: root, scale: scale, state: &state)
        return Scene(
            manifest: manifest, screen: screen, lattice: PixelLattice(screen: screen.size, scale: scale),
            views: state.views, imageProblems: state.problems)
    }

    private struct State {
        var views: [SceneView] = []
        var problems: [ImageProblem] = []
        var timings = PhaseTimings()
        /// `--state`: every button checked in it.
        var forced: ControlState?
        /// Decoded bytes of the distinct images this screen uses so far.
        var imageBytes = 0
        var counted = Set<URL>()
    }

    private func add(_ specs: [ViewSpec], parent: SceneView, scale: Int, state: inout State) {
        for plain in specs {
            let spec = plain.showing(plain.effectiveState(forced: state.forced))
            let index = state.views.count
            let bounds = spec.frame.offsetBy(dx: parent.bounds.x, dy: parent.bounds.y)
            let image = place(
                spec.image?.chosen(forScale: scale), explicitScale: spec.imageScale, spec: spec, bounds: bounds,
                stretched: false, view: index, state: &state)
            let background = place(
                spec.backgroundImage?.chosen(forScale: scale), explicitScale: spec.backgroundImageScale, spec: spec,
                bounds: bounds, stretched: true, view: index, state: &state)
            let text = textRect(spec: spec, bounds: bounds, imageSize: image?.pointSize)
            var clip = parent.clip
            if spec.clipsToBounds { clip = clip.map { $0.intersection(bounds) } ?? bounds }
            let eligible = parent.hitEligible && !spec.hidden && spec.userInteractionEnabled && spec.alpha >= 0.01
            let view = SceneView(
                index: index, id: spec.id, kind: spec.kind, location: spec.location, ignore: spec.ignore,
                label: spec.label, imported: spec.imported,
                parent: parent.index, subtreeEnd: index + spec.viewCount, depth: parent.depth + 1,
                bounds: bounds, hitRect: bounds.grown(by: spec.enlarge), enlarge: spec.enlarge,
                image: image, background: background, text: text, textString: text == nil ? nil : spec.text?.text,
                fill: spec.fill, colour: spec.colour, alpha: spec.alpha,
                opacity: parent.opacity * spec.alpha, hidden: spec.hidden, drawn: parent.drawn && !spec.hidden,
                clip: clip, hitTest: spec.hitTest, threshold: spec.threshold ?? 0, compare: spec.compare,
                userInteractionEnabled: spec.userInteractionEnabled, enabled: spec.enabled,
                clipsToBounds: spec.clipsToBounds, contentMode: spec.contentMode,
                contentModeStated: spec.contentModeStated,
                hitEligible: eligible,
                isTarget: eligible && spec.kind.isTappable && spec.enabled && spec.imported?.inert == nil)
            state.views.append(view)
            add(spec.children, parent: view, scale: scale, state: &state)
        }
    }

    private func place(
        _ reference: ImageReference?, explicitScale: Double?, spec: ViewSpec, bounds: Rect, stretched: Bool,
        view: Int, state: inout State
    ) -> PlacedImage? {
        guard let reference else { return nil }
        if let why = reference.unresolved {
            state.problems.append(ImageProblem(view: view, reference: reference, error: ImageError(why)))
            return nil
        }
        if let stated = reference.drawnSize {
            // An SF Symbol has no file, and a vector image is not rendered: one opaque texel
            // stretched over the size stated (a vector that states none fills the bounds).
            let size = stated.width > 0 ? stated : Size(width: bounds.width, height: bounds.height)
            let local = drawRect(spec: spec, bounds: bounds, stretched: stretched, pointSize: size)
            return PlacedImage(
                image: AlphaImage(width: 1, height: 1, alpha: [255], rgba: [128, 128, 128, 255]), reference: reference,
                rect: local.offsetBy(dx: bounds.x, dy: bounds.y), pointSize: size)
        }
        switch images.image(at: reference.url, confinedTo: reference.confinement, timings: &state.timings) {
        case .failure(let error):
            state.problems.append(ImageProblem(view: view, reference: reference, error: error))
            return nil
        case .success(let image):
            if !state.counted.contains(reference.url) {
                // Checked in view order, so the same images are refused however the run is scheduled.
                if state.imageBytes + image.byteCount > images.budgetBytes {
                    state.problems.append(
                        ImageProblem(
                            view: view, reference: reference,
                            error: ImageError(
                                "the images of this screen need more than \(MessageFormat.bytes(images.budgetBytes)) decoded (limits.maxDecodedImageBytes)"
                            )))
                    return nil
                }
                state.counted.insert(reference.url)
                state.imageBytes += image.byteCount
            }
            let scale = explicitScale ?? reference.fileScale ?? ImageScale.scale(of: reference.name, explicit: nil)
            let pointSize = Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
            let local = drawRect(spec: spec, bounds: bounds, stretched: stretched, pointSize: pointSize)
            return PlacedImage(
                image: image, reference: reference, rect: local.offsetBy(dx: bounds.x, dy: bounds.y),
                pointSize: pointSize)
        }
    }
}

extension SceneBuilder {
    /// Where an image of `pointSize` is drawn in a view's own coordinates: a background over the
    /// bounds; a foreground image in `imageRect` when given, else by content mode.
    package func drawRect(spec: ViewSpec, bounds: Rect, stretched: Bool, pointSize: Size) -> Rect {
        if stretched { return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height) }
        if let rect = spec.imageRect { return rect }
        if let layout = spec.imageLayout,
            let rect = layout.rects(
                bounds: Size(width: bounds.width, height: bounds.height), imageSize: pointSize, title: spec.text
            ).image
        {
            return rect
        }
        return ImagePlacement.drawRect(
            mode: spec.contentMode, bounds: Size(width: bounds.width, height: bounds.height), imageSize: pointSize)
    }
}

extension SceneBuilder {
    /// The absolute box a view's text is drawn in: a button's title beside its image, by its
    /// content layout; any other view's text centred vertically in its bounds and placed
    /// across by its alignment, as UILabel and UITextField draw it. Nil when there is none.
    package func textRect(spec: ViewSpec, bounds: Rect, imageSize: Size?) -> Rect? {
        if let box = spec.textBox, box.width > 0, box.height > 0 { return box.offsetBy(dx: bounds.x, dy: bounds.y) }
        guard let text = spec.text else { return nil }
        let size = Size(width: bounds.width, height: bounds.height)
        let local: Rect?
        if let layout = spec.imageLayout {
            local = layout.rects(bounds: size, imageSize: imageSize, title: text).title
        } else {
            let box = text.size(width: size.width, height: size.height)
            guard box.width > 0, box.height > 0 else { return nil }
            let x: Double
            switch text.alignment {
            case .leading: x = 0
            case .center: x = (size.width - box.width) / 2
            case .trailing: x = size.width - box.width
            }
            local = Rect(x: x, y: (size.height - box.height) / 2, width: box.width, height: box.height)
        }
        return local.map { $0.offsetBy(dx: bounds.x, dy: bounds.y) }
    }
}
