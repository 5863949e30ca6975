// `import HitLintKit` is the library's one import: the targets below it are its seams, not
// separate products (as SwiftLintFramework re-exports SwiftLintCore).
@_exported import HitLintCode
@_exported import HitLintCore
@_exported import HitLintEngine
@_exported import HitLintInput
@_exported import HitLintLinting
@_exported import HitLintReporting
