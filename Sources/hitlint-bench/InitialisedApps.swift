import Foundation

/// The apps of a folder of `../shared` (each a repository as it stands), copied afresh into
/// `work/name` and initialised with `hitlint init`, as a team starts: the manifest of each, by
/// app, in name order.
func initialisedApps(of source: URL, into work: URL, named name: String, hitlint: String) throws -> [(
    app: String, folder: URL, manifest: String
)] {
    let folder = work.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var apps: [(app: String, folder: URL, manifest: String)] = []
    for app in try FileManager.default.contentsOfDirectory(atPath: source.path).sorted() where !app.hasSuffix(".md") {
        let copy = folder.appendingPathComponent(app)
        try FileManager.default.copyItem(at: source.appendingPathComponent(app), to: copy)
        let initRun = try ProcessRun.run(hitlint, ["init", "--directory", copy.path])
        guard initRun.status == 0 else { throw BenchError("hitlint init failed in \(app): \(initRun.stderr)") }
        apps.append((app, copy, copy.appendingPathComponent("hitlint.yaml").path))
    }
    return apps
}
