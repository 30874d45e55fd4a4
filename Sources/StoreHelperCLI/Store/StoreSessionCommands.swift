import ArgumentParser
import Foundation
import LocalAppStore

/// `store set`: session settings.
struct StoreSet: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change session settings: KEY=VALUE …",
        discussion: "Keys: \(SessionSettings.keys.joined(separator: ", ")). error.<api> takes an error name or none; APIs: \(StoreAPI.allCases.map(\.key).joined(separator: ", ")).")
    @ParentCommand var parent: StoreCommand
    @Argument(help: "KEY=VALUE pairs.") var assignments: [String]

    func run() throws {
        do {
            let pairs = try assignments.map { assignment -> (String, String) in
                guard let equals = assignment.firstIndex(of: "=") else {
                    throw CommandFailure(.invalidOptions, "'\(assignment)' is not KEY=VALUE")
                }
                return (String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...]))
            }
            guard !pairs.isEmpty else { throw CommandFailure(.invalidOptions, "set needs KEY=VALUE") }
            try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
                for (key, value) in pairs { try local.set(key, to: value) }
            }
            for (key, value) in pairs { Output.line("\(key) = \(value)") }
        }
    }
}

struct StoreReset: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Drop every setting override: back to the file's settings.")
    @ParentCommand var parent: StoreCommand

    func run() throws {
        try change("settings reset to the configuration's") { (local: inout LocalAppStore) throws(StoreError) in local.resetSettings() }
    }
}

struct StoreClear: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove every transaction, pending purchase and subscription.")
    @ParentCommand var parent: StoreCommand

    func run() throws {
        try change("transactions cleared") { (local: inout LocalAppStore) throws(StoreError) in local.clearTransactions() }
    }
}

struct StoreDelete: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a transaction with its renewals.")
    @ParentCommand var parent: StoreCommand
    @Argument(help: "The transaction id.") var transaction: String

    func run() throws {
        try change("deleted \(transaction)") { (local: inout LocalAppStore) throws(StoreError) in try local.deleteTransaction(transaction) }
    }
}

struct StoreFinish: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "finish", abstract: "Mark a transaction finished (delivered by the app).")
    @ParentCommand var parent: StoreCommand
    @Argument(help: "The transaction id.") var transaction: String

    func run() throws {
        try change("finished \(transaction)") { (local: inout LocalAppStore) throws(StoreError) in try local.finish(transaction) }
    }
}

struct StoreTestNotification: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "test-notification", abstract: "Append a TEST notification.")
    @ParentCommand var parent: StoreCommand

    func run() throws {
        try change("TEST notification added") { (local: inout LocalAppStore) throws(StoreError) in try local.requestTestNotification() }
    }
}

/// `store account add|list`.
struct StoreAccount: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "account", abstract: "Add an account (add NAME) or list them (list).")
    @ParentCommand var parent: StoreCommand
    @Argument(help: "add or list.") var action: String
    @Argument(help: "The account name (add).") var name: String?
    @Option(help: "Put the account in this family.") var family: String?
    @Option(help: "The account's app account token (UUID).") var appAccountToken: String?

    func run() throws {
        do {
            switch action {
            case "list":
                for account in try store.read().accounts {
                    Output.line("\(account.id)\(account.familyId.map { "  family \($0)" } ?? "")\(account.appAccountToken.map { "  token \($0.uuidString.lowercased())" } ?? "")")
                }
            case "add":
                guard let name else { throw CommandFailure(.invalidOptions, "account add needs a NAME") }
                let token = try appAccountToken.map { text -> UUID in
                    guard let token = UUID(uuidString: text) else { throw CommandFailure(.invalidOptions, "--app-account-token takes a UUID") }
                    return token
                }
                try store.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.addAccount(name, appAccountToken: token, familyId: family) }
                Output.line("added account \(name)")
            default:
                throw CommandFailure(.invalidOptions, "account takes add or list, not '\(action)'")
            }
        }
    }
}

/// `store ca export`: the root certificate servers and verifiers should trust.
struct StoreCA: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "ca", abstract: "Export the store's root certificate: ca export FILE (DER).")
    @ParentCommand var parent: StoreCommand
    @Argument(help: "export.") var action: String
    @Argument(help: "Where to write the DER certificate.") var file: String

    func run() throws {
        do {
            guard action == "export" else { throw CommandFailure(.invalidOptions, "ca takes export FILE") }
            let der = try store.read().rootCertificateDER()
            guard FileManager.default.createFile(atPath: file, contents: Data(der)) else {
                throw CommandFailure(.unwritableOutput, "cannot write \(file)")
            }
            Output.line("wrote the root certificate (\(der.count) bytes DER) to \(file)")
        }
    }
}
