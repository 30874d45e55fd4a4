#if Server
import ArgumentParser
import Crypto
import Foundation

/// `storehelper server keys`: a new set of the keys `storehelper server` takes, to keep in its configuration
/// (an app that checks signed answers needs the same response-signing key on every start).
struct ServerKeys: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Make an app key, an admin key and a response-signing key, and print them with the public key apps check.",
        discussion: """
            Give the server the first three (--app-key, --admin-key and STOREHELPER_SERVER_RESPONSE_SIGNING_KEY, \
            or the configuration keys appKeys, adminKeys and responseSigningKey); give an app the app key and \
            the response-signing public key (ServerConnection.Configuration's signingKey).
            """
    )

    @Flag(help: "Print JSON instead of text.") var json = false

    /// The keys, as `--json` prints them.
    struct Keys: Codable {
        var appKey: String
        var adminKey: String
        /// The Ed25519 private key the server signs answers with (32 bytes, base64).
        var responseSigningKey: String
        /// Its public key, for apps (32 bytes, base64).
        var responseSigningPublicKey: String
    }

    func run() throws {
        let signing = Curve25519.Signing.PrivateKey()
        let keys = Keys(
            appKey: ServerCommand.newKey(),
            adminKey: ServerCommand.newKey(),
            responseSigningKey: signing.rawRepresentation.base64EncodedString(),
            responseSigningPublicKey: signing.publicKey.rawRepresentation.base64EncodedString()
        )
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            Output.line(String(decoding: try encoder.encode(keys), as: UTF8.self))
            return
        }
        Output.line("app key \(keys.appKey)")
        Output.line("admin key \(keys.adminKey)")
        Output.line("response signing key \(keys.responseSigningKey)")
        Output.line("response signing public key \(keys.responseSigningPublicKey)")
    }
}
#endif
