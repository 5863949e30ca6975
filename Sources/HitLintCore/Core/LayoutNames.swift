/// Layout names ("iPhone 16, landscape") as a message lists them: grouped by idiom and
/// orientation, a group holding every current device of its idiom named as "every iPhone in
/// landscape", the others as their devices and then the orientation once.
package enum LayoutNames {
    /// "every iPhone in landscape; iPad (A16), iPad Air 11-inch (M3) in portrait".
    package static func compact(_ names: [String]) -> String {
        var groups: [(key: String, devices: [String])] = []
        var loose: [String] = []
        for name in names {
            guard let comma = name.range(of: ", ", options: .backwards),
                let device = DeviceTable.named(String(name[..<comma.lowerBound]))
            else {
                loose.append(name)
                continue
            }
            let orientation = String(name[comma.upperBound...])
            let key = "\(device.isPad ? "iPad" : "iPhone") in \(orientation)"
            if let k = groups.firstIndex(where: { $0.key == key }) {
                groups[k].devices.append(device.name)
            } else {
                groups.append((key, [device.name]))
            }
        }
        let parts = groups.map { group -> String in
            let idiom = DeviceTable.current.filter { ($0.isPad ? "iPad" : "iPhone") == group.key.prefix { $0 != " " } }
                .map(\.name)
            if Set(idiom).isSubset(of: group.devices) && group.devices.count == idiom.count {
                return "every \(group.key)"
            }
            let orientation = group.key.drop { $0 != " " }.dropFirst()
            return "\(group.devices.joined(separator: ", ")) \(orientation)"
        }
        var merged: [String] = []
        for part in parts {
            // "every iPad in portrait" and "every iPad in landscape" are "every iPad".
            if part.hasPrefix("every "),
                let other = merged.firstIndex(where: {
                    $0.hasPrefix("every ") && $0.split(separator: " ")[1] == part.split(separator: " ")[1]
                })
            {
                merged[other] = "every \(part.split(separator: " ")[1])"
            } else {
                merged.append(part)
            }
        }
        return (merged + loose).joined(separator: "; ")
    }
}
