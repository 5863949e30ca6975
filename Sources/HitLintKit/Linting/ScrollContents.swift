/// The screens the reader made of scroll views' content (`ScreenSpec.scrollContent`), by the
/// file and scroll view they come from, so that the screen holding a scroll view places its
/// content again on each solved layout (`ScreenLayouts.laidOut`): the content then follows the
/// device (as wide as the screen, grown with its stack views) instead of keeping the canvas's
/// frames, and the same targets are linted whatever the layouts asked for.
struct ScrollContents {
    /// Content screens by file and scroll view IB id.
    private let byScrollView: [String: [String: ScreenSpec]]

    init(_ screens: [ScreenSpec]) {
        var byScrollView: [String: [String: ScreenSpec]] = [:]
        for screen in screens where screen.scrollContent && screen.layout == nil {
            guard let file = screen.importedFrom, let id = screen.importedID else { continue }
            byScrollView[file, default: [:]][id] = screen
        }
        self.byScrollView = byScrollView
    }

    /// The content screens of the scroll views `screen`'s layout model holds.
    func held(by screen: ScreenSpec) -> [String: ScreenSpec] {
        guard let model = screen.layout, let file = screen.importedFrom, let all = byScrollView[file] else { return [:] }
        var held: [String: ScreenSpec] = [:]
        for item in model.items.dropFirst() where item.element == "scrollView" {
            if let content = all[item.id] { held[item.id] = content }
        }
        return held
    }

    /// The indices of the content screens whose holder (in `screens`, with `layouts`) is linted
    /// on solved layouts only, which place the content again.
    func claimed(_ screens: [ScreenSpec], layouts: [ScreenLayouts]) -> Set<Int> {
        var placed: Set<String> = []
        for (screen, layout) in zip(screens, layouts) where !layout.layouts.isEmpty && layout.layouts.allSatisfy({ $0.target != nil }) {
            guard let file = screen.importedFrom else { continue }
            for id in held(by: screen).keys { placed.insert("\(file)\u{0}\(id)") }
        }
        guard !placed.isEmpty else { return [] }
        return Set(
            screens.indices.filter { n in
                let s = screens[n]
                guard s.scrollContent, s.layout == nil, let file = s.importedFrom, let id = s.importedID else { return false }
                return placed.contains("\(file)\u{0}\(id)")
            })
    }
}
