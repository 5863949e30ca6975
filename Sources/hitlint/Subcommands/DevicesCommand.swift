import ArgumentParser
import HitLintKit

/// `hitlint devices`: the device table `--device`, `--devices all` and `devices:` name
/// (docs/devices.md).
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices imported screens can be laid out for (--device, --devices all).")

    func run() throws {
        do {
            try Output.write(DeviceTable.listing)
        } catch {
            throw Output.fail(error)
        }
    }
}
