import Foundation
import HitLintCore

/// `image-resolution`: an image has fewer pixels than its drawn rect needs.
package struct ImageResolutionRule: Rule {
    package init() {}

    package let readsHitTesting = false
    package static let description = RuleDescription(
        id: "image-resolution", name: "Image resolution",
        summary: "An image has fewer pixels than its drawn rect needs at the screen's scale.",
        details: """
            An image drawn larger than its pixels looks blurred, and its shape is sampled coarsely: the \
            hit edge moves in steps of whole image pixels.
            Example: a 100 x 100 px star drawn over 200 x 200 pt at @3x needs 600 x 600 px.
            """,
        defaultSeverity: .warning,
        boundToTargets: true,
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: star
                      frame: [20, 20, 60, 60]
                      image: ↓star.png
                      contentMode: scaleToFill
                    """, images: [ExampleImage("star.png", width: 30, height: 30)]),
            passing: .init(
                views: """
                    - id: star
                      frame: [20, 20, 60, 60]
                      image: star.png
                      contentMode: scaleToFill
                    """, images: [ExampleImage("star.png", width: 60, height: 60)])))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        let scale = analysis.raster.lattice.scale
        // One finding per image file and screen, at its first use, naming every view that draws
        // it too large, with the largest size it is drawn at.
        var order: [URL] = []
        var uses: [URL: [(view: SceneView, placed: PlacedImage)]] = [:]
        for (view, placed, _) in analysis.placedImages {
            // A view a layout gives no area (a negative height on a short screen) draws nothing.
            guard placed.rect.width > 0, placed.rect.height > 0 else { continue }
            let needWidth = placed.rect.width * scale
            let needHeight = placed.rect.height * scale
            guard Double(placed.image.width) < needWidth - 0.5 || Double(placed.image.height) < needHeight - 0.5 else {
                continue
            }
            if uses[placed.reference.url] == nil { order.append(placed.reference.url) }
            uses[placed.reference.url, default: []].append((view, placed))
        }
        for url in order {
            guard let all = uses[url], let (first, placed) = all.first else { continue }
            let width = all.map(\.placed.rect.width).max() ?? 0
            let height = all.map(\.placed.rect.height).max() ?? 0
            var views: [String] = []
            var names: [String] = []
            var named = Set<String>()
            for use in all where named.insert(use.view.id).inserted {
                views.append(use.view.id)
                names.append(use.view.quoted)
            }
            let use = Use(
                image: placed.reference.name, pixels: [Double(placed.image.width), Double(placed.image.height)],
                drawn: [MessageFormat.rounded(width, 2), MessageFormat.rounded(height, 2)],
                needed: [Self.wholePixels(width * scale), Self.wholePixels(height * scale)], scale: scale, views: views,
                names: names)
            emit(first, use.statement, use.evidence)
        }
    }

    /// The whole pixels that cover `pixels`, less a millionth: a frame solved to 36 pt may come
    /// out a hair over it, which is no pixel more.
    package static func wholePixels(_ pixels: Double) -> Double { (pixels - 1e-6).rounded(.up) }

    /// What a finding says: an image, the views that draw it too large (quoted), the largest
    /// size they draw it at and the pixels that needs.
    package struct Use {
        package let image: String
        package let pixels: [Double]
        /// Points, to two places.
        package let drawn: [Double]
        /// Whole pixels.
        package let needed: [Double]
        package let scale: Double
        /// Their ids, and their names as messages quote them.
        package let views: [String]
        package let names: [String]

        package init(
            image: String, pixels: [Double], drawn: [Double], needed: [Double], scale: Double, views: [String],
            names: [String]
        ) {
            (self.image, self.pixels, self.drawn, self.needed, self.scale) = (image, pixels, drawn, needed, scale)
            (self.views, self.names) = (views, names)
        }

        /// What `finding` says, read back from its evidence.
        package init?(_ finding: Finding) {
            let evidence = finding.evidence
            guard let image = evidence.image, let pixels = evidence.numbers("pixels"),
                let drawn = evidence.numbers("drawn"),
                let needed = evidence.numbers("needed"), let scale = evidence.numbers("scale")?.first,
                let views = evidence.texts("views"), let names = evidence.texts("names")
            else { return nil }
            guard pixels.count == 2, drawn.count == 2, needed.count == 2, !views.isEmpty, names.count == views.count
            else { return nil }
            self.init(
                image: image, pixels: pixels, drawn: drawn, needed: needed, scale: scale, views: views, names: names)
        }

        package var statement: String {
            let who =
                names.count == 1
                ? "\(names[0]) draws it" : "\(names.dropLast().joined(separator: ", ")) and \(names.last!) draw it"
            let need = "\(MessageFormat.number(needed[0])) x \(MessageFormat.number(needed[1])) px"
            return
                "'\(image)' is \(MessageFormat.number(pixels[0])) x \(MessageFormat.number(pixels[1])) px but \(who) at up to \(MessageFormat.size(drawn[0], drawn[1])), which needs \(need) at @\(MessageFormat.number(scale))x; supply an image of at least \(need)"
        }

        package var evidence: Evidence {
            Evidence([
                .image(image), .figure("pixels", .numbers(pixels)), .figure("needed", .numbers(needed)),
                .figure("drawn", .numbers(drawn)), .figure("scale", .number(scale)),
                .figure("views", .texts(views)), .figure("names", .texts(names)),
            ])
        }
    }

    /// One finding per image on a screen, on whichever view it first lands on each layout: the
    /// first view that draws it too large on one layout may draw it small enough on another.
    package func acrossLayoutsKey(_ finding: Finding) -> AcrossLayoutsKey {
        guard let image = finding.evidence.image else { return finding.identityAndPlace }
        return .image(rule: finding.rule, screen: finding.screen, name: image)
    }

    /// On several layouts an image needs the most pixels any of them needs, in each direction
    /// (a stretched image is widest in landscape and tallest in portrait), drawn by every view
    /// that draws it too large on one of them. Layouts of another scale or idiom draw another
    /// file of the image (@2x, @3x, ~ipad): the figures are those of the file that falls
    /// shortest, never one file's pixels beside another scale's need.
    package func acrossLayouts(_ findings: [Finding]) -> Finding {
        let all = findings.compactMap(Use.init)
        guard all.count == findings.count, !all.isEmpty else { return findings[0] }
        // The uses of each file, by its scale and size, in order of first use.
        var files: [[Double]] = []
        var usesOf: [[Double]: [Use]] = [:]
        for use in all {
            let file = [use.scale] + use.pixels
            if usesOf[file] == nil { files.append(file) }
            usesOf[file, default: []].append(use)
        }
        let most = { (values: [[Double]]) in [values.map { $0[0] }.max() ?? 0, values.map { $0[1] }.max() ?? 0] }
        func shortfall(_ uses: [Use]) -> Double {
            let needed = most(uses.map(\.needed))
            let pixels = uses[0].pixels
            return max(needed[0] / max(pixels[0], 1), needed[1] / max(pixels[1], 1))
        }
        var worst = usesOf[files[0]] ?? []
        for file in files.dropFirst() {
            if let uses = usesOf[file], shortfall(uses) > shortfall(worst) { worst = uses }
        }
        guard let first = worst.first else { return findings[0] }
        var views: [String] = []
        var names: [String] = []
        var named = Set<String>()
        for use in all {
            for (view, name) in zip(use.views, use.names) where named.insert(view).inserted {
                views.append(view)
                names.append(name)
            }
        }
        let use = Use(
            image: first.image, pixels: first.pixels, drawn: most(worst.map(\.drawn)),
            needed: most(worst.map(\.needed)), scale: first.scale, views: views, names: names)
        let finding = findings[0]
        return Finding(
            rule: finding.rule, severity: finding.severity, location: finding.location, screen: finding.screen,
            view: finding.view,
            message: use.statement, evidence: use.evidence, manifest: finding.manifest)
    }
}
