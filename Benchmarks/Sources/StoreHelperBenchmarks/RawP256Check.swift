#if Server
import Crypto
import Foundation

/// One raw swift-crypto P-256 signature check over a 512-byte message, the unit of comparison.
struct RawP256Check: Sendable {
    let publicKey: P256.Signing.PublicKey
    let signature: P256.Signing.ECDSASignature
    let message = Array(repeating: UInt8(ascii: "x"), count: 512)

    init() throws {
        let key = P256.Signing.PrivateKey()
        signature = try key.signature(for: message)
        publicKey = key.publicKey
    }

    func run() -> Bool { publicKey.isValidSignature(signature, for: message) }
}

extension RawP256Check {
    /// Raw checks per second on every core at once, measured for `seconds`. Each core's task makes at least
    /// one round of checks, however late it starts (on a loaded machine a task can start after the deadline,
    /// and a rate of 0 would make every ratio to it infinite).
    static func ratePerSecondOnAllCores(seconds: Double) async throws -> Double {
        let check = try RawP256Check()
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let start = ContinuousClock.now
        let deadline = start + .milliseconds(Int(seconds * 1000))
        let total = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<cores {
                group.addTask {
                    var count = 0
                    repeat {
                        for _ in 0..<8 where check.run() { count += 1 }
                    } while ContinuousClock.now < deadline
                    return count
                }
            }
            return await group.reduce(0, +)
        }
        let elapsed = ContinuousClock.now - start
        return Double(total) / (elapsed / .seconds(1))
    }
}
#endif
