#if Server
import AppStoreModels
import ArgumentParser
import Foundation
import LocalAppStore

/// An instant on the command line: ISO 8601 (`2026-01-31T12:00:00Z`, or a day `2026-01-31`).
struct InstantArgument: ExpressibleByArgument, Sendable {
    let date: Date

    init?(argument: String) {
        if let instant = try? Date.ISO8601FormatStyle().parse(argument) {
            date = instant
        } else if let day = try? Date.ISO8601FormatStyle().year().month().day().parse(argument) {
            date = day
        } else {
            return nil
        }
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// When certificates must be valid: an instant, or `now`.
enum CheckTimeArgument: ExpressibleByArgument, Sendable {
    case now
    case instant(Date)

    init?(argument: String) {
        if argument == "now" {
            self = .now
        } else if let instant = InstantArgument(argument: argument) {
            self = .instant(instant.date)
        } else {
            return nil
        }
    }
}

/// A duration on the command line: `30d`, `12h`, `90m`, `45s`, `2w`, or sums such as `1d12h`.
struct DurationArgument: ExpressibleByArgument, Sendable {
    /// The longest duration a command takes: 100 years.
    static let maximum = DurationText.maximum

    let seconds: TimeInterval

    init?(argument: String) {
        guard let seconds = DurationText.seconds(argument) else { return nil }
        self.seconds = seconds
    }
}

/// An App Store environment by its documented name, in any letter case.
struct EnvironmentArgument: ExpressibleByArgument, Sendable {
    let environment: AppStoreEnvironment

    init?(argument: String) {
        guard let known = AppStoreEnvironment.documentedValues.first(where: { $0.rawValue.caseInsensitiveCompare(argument) == .orderedSame })
        else { return nil }
        environment = known
    }

    static var allValueStrings: [String] { AppStoreEnvironment.documentedValues.map(\.rawValue) }
}

/// A UUID on the command line (an app account token).
struct UUIDArgument: ExpressibleByArgument, Sendable {
    let uuid: UUID

    init?(argument: String) {
        guard let uuid = UUID(uuidString: argument) else { return nil }
        self.uuid = uuid
    }
}

/// On or off.
enum Switch: String, CaseIterable, ExpressibleByArgument, Sendable {
    case on, off
}
#endif
