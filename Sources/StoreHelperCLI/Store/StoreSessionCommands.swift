#if Server
import ArgumentParser
import Crypto
import Foundation
import LocalAppStore

/// `store set`: session settings.
struct StoreSet: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change session settings: KEY=VALUE …",
        discussion:
            "Keys: \(SessionSettings.keys.joined(separator: ", ")), notify-url (where `store serve` POSTs notifications; none clears it). error.<api> takes an error name or none; APIs: \(StoreAPI.allCases.map(\.key).joined(separator: ", "))."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "KEY=VALUE pairs.") var assignments: [String]

    func run() throws {
        let pairs = try assignments.map { assignment -> (String, String) in
            guard let equals = assignment.firstIndex(of: "=") else {
                throw CommandFailure(.invalidOptions, "'\(assignment)' is not KEY=VALUE")
            }
            return (String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...]))
        }
        guard !pairs.isEmpty else { throw CommandFailure(.invalidOptions, "set needs KEY=VALUE") }
        try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
            for (key, value) in pairs {
                if key == "notify-url" {
                    try local.setNotificationURL(value == "none" ? nil : value)
                } else {
                    try local.set(key, to: value)
                }
            }
        }
        try emit(["settings": Dictionary(pairs, uniquingKeysWith: { _, last in last })]) {
            pairs.map { "\($0.0) = \($0.1)" }.joined(separator: "\n")
        }
    }
}

struct StoreReset: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Drop every setting override: back to the file's settings.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions

    func run() throws {
        try change("settings reset to the configuration's") { (local: inout LocalAppStore) throws(StoreError) in local.resetSettings() }
    }
}

struct StoreClear: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove every transaction, pending purchase and subscription.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions

    func run() throws {
        try change("transactions cleared") { (local: inout LocalAppStore) throws(StoreError) in local.clearTransactions() }
    }
}

struct StoreDelete: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a transaction with its renewals.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The transaction id.") var transaction: String

    func run() throws {
        try change("deleted \(transaction)") { (local: inout LocalAppStore) throws(StoreError) in try local.deleteTransaction(transaction) }
    }
}

struct StoreFinish: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "finish", abstract: "Mark a transaction finished (delivered by the app).")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The transaction id.") var transaction: String

    func run() throws {
        try change("finished \(transaction)") { (local: inout LocalAppStore) throws(StoreError) in try local.finish(transaction) }
    }
}

struct StoreTestNotification: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "test-notification", abstract: "Append a TEST notification.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions

    func run() throws {
        try change("TEST notification added") { (local: inout LocalAppStore) throws(StoreError) in try local.requestTestNotification() }
    }
}

/// `store rescind-consent`: a parent or guardian withdraws consent for the app (RESCIND_CONSENT).
struct StoreRescindConsent: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "rescind-consent",
        abstract: "A parent or guardian withdraws consent for the app: RESCIND_CONSENT with the account's app transaction."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Option(help: "The account (default: the default account).") var account = LocalAppStore.defaultAccountId

    func run() throws {
        let account = self.account
        try change("RESCIND_CONSENT for \(account)") { (local: inout LocalAppStore) throws(StoreError) in try local.rescindConsent(accountId: account)
        }
    }
}

/// `store account`: the store's customers.
struct StoreAccount: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Add an account, list them, or move one into or out of a family.",
        subcommands: [StoreAccountAdd.self, StoreAccountList.self, StoreAccountJoin.self, StoreAccountLeave.self]
    )
    @ParentCommand var parent: StoreCommand

    /// Applies `body` to the store and returns account `name` as it is afterwards.
    func change(_ name: String, _ body: (inout LocalAppStore) throws(StoreError) -> Void) throws -> AccountJSON {
        AccountJSON(
            try parent.options.withStore { (local: inout LocalAppStore) throws(StoreError) in
                try body(&local)
                return try local.account(name)
            }
        )
    }

    /// Prints `account` as JSON with `--json`, else `text`.
    func emit(_ account: AccountJSON, output: OutputOptions, text: String) throws {
        if output.json { try Output.json(account) } else { Output.line(text) }
    }
}

/// One account as `account list --json` and `account add --json` print it.
struct AccountJSON: Encodable {
    var id: String
    var familyId: String?
    var appAccountToken: String?

    init(_ account: Account) {
        id = account.id
        familyId = account.familyId
        appAccountToken = account.appAccountToken?.uuidString.lowercased()
    }

    var text: String { "\(id)\(familyId.map { "  family \($0)" } ?? "")\(appAccountToken.map { "  token \($0)" } ?? "")" }
}

/// `store account add NAME`.
struct StoreAccountAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add an account, optionally in a family.")
    @ParentCommand var account: StoreAccount
    @OptionGroup var output: OutputOptions
    @Argument(help: "The account name.") var name: String
    @Option(help: "Put the account in this family.") var family: String?
    @Option(help: "The account's app account token (UUID).") var appAccountToken: UUIDArgument?

    func run() throws {
        let added = try account.change(name) { (local: inout LocalAppStore) throws(StoreError) in
            try local.addAccount(name, appAccountToken: appAccountToken?.uuid, familyId: family)
        }
        try account.emit(added, output: output, text: "added account \(added.text)")
    }
}

/// `store account join NAME FAMILY`.
struct StoreAccountJoin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Put an account in a family: shared purchases reach it, and its own reach the family."
    )
    @ParentCommand var account: StoreAccount
    @OptionGroup var output: OutputOptions
    @Argument(help: "The account name.") var name: String
    @Argument(help: "The family.") var family: String

    func run() throws {
        let joined = try account.change(name) { (local: inout LocalAppStore) throws(StoreError) in try local.joinFamily(name, familyId: family) }
        try account.emit(joined, output: output, text: "\(name) joined family \(family)")
    }
}

/// `store account leave NAME`.
struct StoreAccountLeave: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leave",
        abstract: "Take an account out of its family: what was shared with it, and what it shared, is revoked (REVOKE)."
    )
    @ParentCommand var account: StoreAccount
    @OptionGroup var output: OutputOptions
    @Argument(help: "The account name.") var name: String

    func run() throws {
        let left = try account.change(name) { (local: inout LocalAppStore) throws(StoreError) in try local.leaveFamily(name) }
        try account.emit(left, output: output, text: "\(name) left its family")
    }
}

/// `store account list`.
struct StoreAccountList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the accounts.")
    @ParentCommand var account: StoreAccount
    @OptionGroup var output: OutputOptions

    func run() throws {
        let accounts = try account.parent.options.read().accounts.map(AccountJSON.init)
        if output.json { try Output.json(accounts) } else { Output.line(accounts.map(\.text).joined(separator: "\n")) }
    }
}

/// `store ca`: the store's certificate authority.
struct StoreCA: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ca",
        abstract: "The store's certificate authority.",
        subcommands: [StoreCAExport.self]
    )
    @ParentCommand var parent: StoreCommand
}

/// `store ca export FILE`: the root certificate servers and verifiers should trust.
struct StoreCAExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the store's root certificate (DER) to a new or regular file."
    )
    @ParentCommand var ca: StoreCA
    @OptionGroup var output: OutputOptions
    @Argument(help: "Where to write the DER certificate.") var file: String

    /// What `ca export --json` prints.
    struct Exported: Encodable {
        var file: String
        var bytes: Int
        var sha256: String
    }

    func run() throws {
        let der = try ca.parent.options.read().rootCertificateDER()
        try OutputFile.write(Data(der), to: file, what: "root certificate")
        let exported = Exported(file: file, bytes: der.count, sha256: SHA256.hash(data: der).map { String(format: "%02x", $0) }.joined())
        if output.json {
            try Output.json(exported)
        } else {
            Output.line("wrote the root certificate (\(exported.bytes) bytes DER, SHA-256 \(exported.sha256)) to \(file)")
        }
    }
}
#endif
