import ArgumentParser
import Foundation
import HitLintKit

struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Show which view receives a tap at a point, and why.")

    @Argument(help: "The manifest.")
    var manifest: String

    @Option(name: .long, help: "The screen's name (needed when the manifest has more than one).")
    var screen: String?

    @Argument(help: ArgumentHelp("The tap, in points: X,Y.", valueName: "x,y"))
    var point: String

    @OptionGroup var input: InputOptions
    @OptionGroup var layout: LayoutOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Also write the screen's hit map with the tap marked to this PNG file.", valueName: "file"))
    var hitmap: String?

    func parsedPoint() throws -> Point {
        let parts = point.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite,
            abs(x) <= 100_000, abs(y) <= 100_000
        else {
            throw ValidationError("the point must be X,Y in points within ±100000, e.g. 120,340; not '\(point)'")
        }
        return Point(x: x, y: y)
    }

    func validate() throws { _ = try parsedPoint() }

    func run() throws {
        do {
            let settings = input.settings()
            let (configuration, problems) = settings.configuration(for: [manifest])
            if !problems.isEmpty { throw InputError(problems) }
            var options = settings.options(configuration)
            options.layouts = layout.layoutSelection
            let loaded = try options.loader.load(path: manifest)
            var spec = try chosenScreen(of: loaded)
            // `--device NAME [--orientation O]`: probe that layout of an imported screen.
            if let selection = layout.layoutSelection {
                switch ScreenLayouts.screen(spec, for: selection, limits: configuration.manifestLimits) {
                case .success(let laidOut): spec = laidOut
                case .failure(let error): throw InputError(Diagnostic(error.message, at: spec.location))
                }
            }
            let point = try parsedPoint()
            guard point.x >= 0, point.y >= 0, point.x < spec.size.width, point.y < spec.size.height else {
                throw InputError(
                    Diagnostic(
                        "the point \(MessageFormat.point(point)) lies off screen \(MessageFormat.quote(spec.name)), which is \(MessageFormat.size(spec.size.width, spec.size.height)): x must be in 0..<\(MessageFormat.number(spec.size.width)) and y in 0..<\(MessageFormat.number(spec.size.height))",
                        file: manifest))
            }
            let images = ImageStore(decoder: PNGDecoder(limits: configuration.pngLimits), keepColour: hitmap != nil)
            let scene = SceneBuilder(images: images).scene(
                for: spec, in: loaded, scale: layout.scale, state: layout.controlState)
            for problem in scene.imageProblems {
                Output.error(
                    "\(problem.reference.location): warning: image '\(problem.reference.name)' cannot be used: \(problem.error.message)"
                )
            }
            let probe = Probe(scene: scene, point: point)
            // Each line is escaped whole, names and all: a line break in a name stays in its line.
            try Output.write(probe.explanation().map { TerminalText.escaped($0) + "\n" }.joined())
            if let hitmap { try writeHitMap(probe, scene: scene, spec: spec, to: hitmap) }
        } catch let error as InputError {
            throw Output.fail(error)
        }
    }

    /// The screen `--screen` names, or the manifest's only one.
    private func chosenScreen(of loaded: Manifest) throws(InputError) -> ScreenSpec {
        let names = loaded.screens.map(\.name)
        if let screen {
            guard let found = loaded.screens.first(where: { $0.name == screen }) else {
                throw InputError(
                    Diagnostic(
                        "no screen named \(MessageFormat.quote(screen))\(Suggestion.didYouMean(screen, among: names)); screens: \(names.joined(separator: ", "))",
                        file: manifest))
            }
            return found
        } else if loaded.screens.count == 1 {
            return loaded.screens[0]
        } else {
            throw InputError(
                Diagnostic(
                    "the manifest has \(names.count) screens: name one with --screen (\(names.joined(separator: ", ")))",
                    file: manifest
                ))
        }
    }

    /// `--hitmap FILE`: the screen's hit map with the tap marked, as a PNG.
    private func writeHitMap(_ probe: Probe, scene: Scene, spec: ScreenSpec, to hitmap: String) throws {
        guard HitMapRenderer.draws(scene.lattice) else {
            throw InputError(
                Diagnostic(
                    "no hit map: hit maps are drawn for screens of up to \(HitMapRenderer.maxPixels) pixels, and '\(TerminalText.escaped(spec.name))' has \(scene.lattice.width * scene.lattice.height)",
                    file: hitmap))
        }
        let png: Data
        do {
            png = try probe.hitMap().png()
        } catch {
            throw InputError(Diagnostic("cannot encode the hit map: \(error)", file: hitmap))
        }
        try OutputFile.replace(hitmap, with: [UInt8](png))
    }
}
