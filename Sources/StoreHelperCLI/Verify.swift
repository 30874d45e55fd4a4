#if Server
import AppStoreSignature
import ArgumentParser
import Foundation

/// `storehelper verify`: verifies one piece of signed App Store data and prints its payload.
struct Verify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Verify a signed transaction, renewal info, app transaction or notification.",
        discussion: """
            INPUT is a file holding a compact JWS, a file holding a notification body {"signedPayload": "…"}, \
            or - for stdin. On success the verified payload is printed as JSON (nested tokens decoded in place) \
            and the exit status is 0. On failure one line naming the failure goes to stderr, nothing to stdout, \
            and the exit status is 1.
            """
    )

    @Argument(help: "The signed data: a file path, or - for stdin.")
    var input: String = "-"

    @OptionGroup var verification: VerificationOptions

    @Option(help: "When certificates must be valid: an ISO 8601 instant, or 'now'. Default: each payload's signedDate.")
    var at: CheckTimeArgument?

    @Flag(help: "Print one line of JSON: {\"kind\": …, \"payload\": …}.")
    var json = false

    func run() async throws {
        let checkTime: VerificationPolicy.CheckTime =
            switch at {
            case nil: .signedDate
            case .now: .now
            case .instant(let date): .fixed(date)
            }
        let verifier = try verification.makeVerifier(checkTime: checkTime)
        let verified = try await verifier.verify(try SignedInput.read(input))
        let payload = try VerifiedOutput.object(of: verified)
        if json {
            Output.line(try VerifiedOutput.render(["kind": VerifiedOutput.kind(of: verified), "payload": payload], pretty: false))
        } else {
            Output.line(try VerifiedOutput.render(payload, pretty: true))
        }
    }
}
#endif
