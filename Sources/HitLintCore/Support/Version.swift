/// hitlint's version, reported by `--version` and in every machine-readable report.
public enum HitLintVersion {
    public static let current = "0.2.0"
    public static let informationURI = "https://github.com/hitlint/hitlint"
}
