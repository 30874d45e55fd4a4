public import AppStoreModels
public import Foundation

/// What a verified payload must match, and at which instant certificates are checked.
public struct VerificationPolicy: Sendable {
    /// The instant at which every certificate in the chain must be valid.
    public enum CheckTime: Sendable, Hashable {
        /// The payload's own `signedDate` (for a notification without one, its nested tokens'; without
        /// any, the verifier's clock). This is how Apple's verifiers check offline, and the only way
        /// tokens signed by since-expired certificates still verify.
        case signedDate
        /// The verifier's clock at the moment of verification.
        case now
        /// A fixed instant.
        case fixed(Date)
    }

    /// The bundle id the payload must carry; not checked when `nil`.
    public var bundleId: String?
    /// The app Apple ID the payload must carry where it has one; required for Production.
    public var appAppleId: Int64?
    /// The environments the payload may come from; not checked when empty. An app accepts Production and
    /// Sandbox (App Review and TestFlight buy in Sandbox from the build that ships).
    public var environments: Set<AppStoreEnvironment>
    /// The one environment the payload must come from; `nil` when any or several are accepted.
    public var environment: AppStoreEnvironment? {
        get { environments.count == 1 ? environments.first : nil }
        set { environments = newValue.map { [$0] } ?? [] }
    }
    /// When certificates must be valid. Default: ``CheckTime/signedDate``.
    public var checkTime: CheckTime
    /// Inputs longer than this many bytes are rejected before parsing. Default: ``defaultMaximumInputSize``.
    public var maximumInputSize: Int

    /// The input size limit when none is given: 256 KiB.
    public static let defaultMaximumInputSize = 256 * 1024

    /// A policy. Throws ``VerificationError/invalidConfiguration(_:)`` when `environment` is Production
    /// without an `appAppleId`, as Apple requires.
    public init(
        bundleId: String? = nil,
        appAppleId: Int64? = nil,
        environment: AppStoreEnvironment? = nil,
        checkTime: CheckTime = .signedDate,
        maximumInputSize: Int = defaultMaximumInputSize
    ) throws(VerificationError) {
        try self.init(
            bundleId: bundleId,
            appAppleId: appAppleId,
            environments: environment.map { [$0] } ?? [],
            checkTime: checkTime,
            maximumInputSize: maximumInputSize
        )
    }

    /// A policy accepting any of `environments` (an app: `[.production, .sandbox]`). Throws
    /// ``VerificationError/invalidConfiguration(_:)`` when they include Production without an `appAppleId`.
    public init(
        bundleId: String? = nil,
        appAppleId: Int64? = nil,
        environments: Set<AppStoreEnvironment>,
        checkTime: CheckTime = .signedDate,
        maximumInputSize: Int = defaultMaximumInputSize
    ) throws(VerificationError) {
        if environments.contains(.production) && appAppleId == nil {
            throw .invalidConfiguration("an app Apple ID is required to verify Production data")
        }
        guard maximumInputSize > 0 else {
            throw .invalidConfiguration("the maximum input size must be positive")
        }
        self.bundleId = bundleId
        self.appAppleId = appAppleId
        self.environments = environments
        self.checkTime = checkTime
        self.maximumInputSize = maximumInputSize
    }

    /// Throws unless `payload` matches this policy's bundle id, app Apple ID and environment.
    func checkExpectations(of payload: some VerifiablePayload) throws(VerificationError) {
        if let expected = bundleId, case .some(let found) = payload.signedBundleId, found != expected {
            throw .bundleIdMismatch(expected: expected, found: found)
        }
        if !environments.isEmpty, payload.signingEnvironment.map({ environments.contains($0) }) != true {
            throw .environmentMismatch(expected: environments, found: payload.signingEnvironment)
        }
        if let expected = appAppleId, case .some(let found) = payload.signedAppAppleId {
            let required = found != nil || payload.signingEnvironment == .production
            if required && found != expected {
                throw .appAppleIdMismatch(expected: expected, found: found)
            }
        }
    }
}
