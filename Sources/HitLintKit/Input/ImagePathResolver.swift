import Foundation

/// Resolves the image paths manifests write, once per (folder, name, root) in a run: the file's
/// URL and whether the path policy allows it, which costs a walk of the path's symbolic links.
/// An app's screens name the same few hundred images thousands of times.
final class ImagePathResolver: Sendable {
    private let resolved = Locked<[String: (url: URL, problem: String?)]>([:])

    func resolve(_ name: String, assets: URL, root: String, policy: PathPolicy) -> (url: URL, problem: String?) {
        let key = "\(assets.path)\u{0}\(name)\u{0}\(root)"
        if let known = resolved.withLock({ $0[key] }) { return known }
        let url = URL(fileURLWithPath: name, relativeTo: assets).standardizedFileURL
        let answer = (url: url, problem: policy.problem(with: url, written: name, root: root))
        resolved.withLock { $0[key] = answer }
        return answer
    }
}
