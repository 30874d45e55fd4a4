#if Server
import ArgumentParser
import Foundation
import LocalAppStore
import LocalAppStoreServerAPI

/// `store api-key`: the In-App Purchase keys `store serve` accepts for App Store Server API calls.
struct StoreAPIKey: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api-key",
        abstract: "Create, list and revoke the keys that sign App Store Server API tokens.",
        subcommands: [StoreAPIKeyCreate.self, StoreAPIKeyList.self, StoreAPIKeyRevoke.self]
    )
    @ParentCommand var parent: StoreCommand
}

/// One key as `--json` prints it.
struct APIKeyJSON: Encodable {
    var keyId: String
    var issuerId: String
    var createdDate: String
    var revokedDate: String?

    init(_ key: APIKey) {
        keyId = key.keyId
        issuerId = key.issuerId
        createdDate = StoreText.date(key.createdDate)
        revokedDate = key.revokedDate.map(StoreText.date)
    }
}

/// `store api-key create [--out FILE.p8]`.
struct StoreAPIKeyCreate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Make a key: writes its private half (PKCS#8 PEM, like App Store Connect's .p8) and prints its key id and issuer id."
    )
    @ParentCommand var apiKey: StoreAPIKey
    @OptionGroup var output: OutputOptions
    @Option(help: "Where to write the .p8 file (a new or regular file). Default: SubscriptionKey_<KEYID>.p8 in the current directory.")
    var out: String?

    /// What `--json` prints.
    struct Created: Encodable {
        var keyId: String
        var issuerId: String
        var file: String
    }

    func run() throws {
        let (key, pem) = try apiKey.parent.options.withStore { (local: inout LocalAppStore) throws(StoreError) in local.serverAPI.createAPIKey() }
        let file = out ?? "SubscriptionKey_\(key.keyId).p8"
        try OutputFile.write(Data(pem.utf8), to: file, what: "private key")
        if output.json {
            try Output.json(Created(keyId: key.keyId, issuerId: key.issuerId, file: file))
        } else {
            Output.line("key id \(key.keyId), issuer id \(key.issuerId); private key written to \(file)")
        }
    }
}

/// `store api-key list`.
struct StoreAPIKeyList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the keys, revoked ones included.")
    @ParentCommand var apiKey: StoreAPIKey
    @OptionGroup var output: OutputOptions

    func run() throws {
        let keys = try apiKey.parent.options.read().serverAPI.apiKeys
        if output.json {
            try Output.json(keys.map(APIKeyJSON.init))
        } else {
            if keys.isEmpty { Output.line("no API keys") }
            for key in keys {
                Output.line(
                    "\(key.keyId)  issuer \(key.issuerId)  created \(StoreText.date(key.createdDate))"
                        + (key.revokedDate.map { "  revoked \(StoreText.date($0))" } ?? "")
                )
            }
        }
    }
}

/// `store api-key revoke KEYID`.
struct StoreAPIKeyRevoke: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "revoke", abstract: "Revoke a key: tokens it signs are refused from now on.")
    @ParentCommand var apiKey: StoreAPIKey
    @OptionGroup var output: OutputOptions
    @Argument(help: "The key id.") var keyId: String

    func run() throws {
        try apiKey.parent.options.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.serverAPI.revokeAPIKey(keyId) }
        if output.json { try Output.json(ChangeJSON(message: "revoked \(keyId)")) } else { Output.line("revoked \(keyId)") }
    }
}
#endif
