#if Server
import ArgumentParser
import Crypto
import Foundation
import LocalAppStore
import StoreKitConfiguration

/// `store offer-key`: the key the store checks promotional-offer signatures with (the catalog's
/// `subscriptionOffersKeyPair`, or the one the store made for a catalog without one), for the app's server.
struct StoreOfferKey: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "offer-key",
        abstract: "Print the key promotional offers must be signed with: its key id, and its private key written as PKCS#8 PEM."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Option(help: "Where to write the private key (a new or regular file). Default: SubscriptionOfferKey_<KEYID>.p8 in the current directory.")
    var out: String?

    /// What `--json` prints.
    struct Printed: Encodable {
        var keyId: String
        var file: String
    }

    func run() throws {
        let local = try store.read()
        guard let pair = local.offerKey, let key = pair.signingKey else {
            throw CommandFailure(.invalidOptions, "this store has no usable offer key (the catalog's subscriptionOffersKeyPair is not a P-256 key)")
        }
        let file = out ?? "SubscriptionOfferKey_\(pair.id).p8"
        try OutputFile.write(Data(key.pemRepresentation.utf8), to: file, what: "offer key")
        if output.json {
            try Output.json(Printed(keyId: pair.id, file: file))
        } else {
            Output.line("offer key id \(pair.id); private key written to \(file) (StoreServer's offerKey: keyId and privateKeyFile)")
        }
    }
}
#endif
