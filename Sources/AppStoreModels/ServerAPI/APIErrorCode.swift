/// An App Store Server API error code (`errorCode` of an ``ErrorPayload``). Its first three digits are
/// the HTTP status Apple answers with (4040010: 404).
public struct APIErrorCode: OpenEnumeration {
    public let rawValue: Int64

    public init(rawValue: Int64) { self.rawValue = rawValue }

    /// The HTTP status this code comes with.
    public var httpStatus: Int { Int(rawValue / 10_000) }
    /// Whether Apple documents the request as worth retrying unchanged.
    public var isRetryable: Bool {
        [
            Self.accountNotFoundRetryable, .appNotFoundRetryable, .originalTransactionIdNotFoundRetryable, .generalInternalRetryable,
            .rateLimitExceeded,
        ]
        .contains(self)
    }

    public static let generalBadRequest = Self(rawValue: 4_000_000)
    public static let invalidAppIdentifier = Self(rawValue: 4_000_002)
    public static let invalidRequestRevision = Self(rawValue: 4_000_005)
    public static let invalidTransactionId = Self(rawValue: 4_000_006)
    public static let invalidOriginalTransactionId = Self(rawValue: 4_000_008)
    public static let invalidExtendByDays = Self(rawValue: 4_000_009)
    public static let invalidExtendReasonCode = Self(rawValue: 4_000_010)
    public static let invalidRequestIdentifier = Self(rawValue: 4_000_011)
    public static let startDateTooFarInPast = Self(rawValue: 4_000_012)
    public static let startDateAfterEndDate = Self(rawValue: 4_000_013)
    public static let invalidPaginationToken = Self(rawValue: 4_000_014)
    public static let invalidStartDate = Self(rawValue: 4_000_015)
    public static let invalidEndDate = Self(rawValue: 4_000_016)
    public static let paginationTokenExpired = Self(rawValue: 4_000_017)
    public static let invalidNotificationType = Self(rawValue: 4_000_018)
    public static let multipleFiltersSupplied = Self(rawValue: 4_000_019)
    public static let invalidTestNotificationToken = Self(rawValue: 4_000_020)
    public static let invalidSort = Self(rawValue: 4_000_021)
    public static let invalidProductType = Self(rawValue: 4_000_022)
    public static let invalidProductId = Self(rawValue: 4_000_023)
    public static let invalidSubscriptionGroupIdentifier = Self(rawValue: 4_000_024)
    public static let invalidInAppOwnershipType = Self(rawValue: 4_000_026)
    public static let invalidEmptyStorefrontCountryCodeList = Self(rawValue: 4_000_027)
    public static let invalidStorefrontCountryCode = Self(rawValue: 4_000_028)
    public static let invalidRevoked = Self(rawValue: 4_000_030)
    public static let invalidStatus = Self(rawValue: 4_000_031)
    public static let invalidAppAccountToken = Self(rawValue: 4_000_033)
    public static let invalidConsumptionStatus = Self(rawValue: 4_000_034)
    public static let invalidCustomerConsented = Self(rawValue: 4_000_035)
    public static let invalidDeliveryStatus = Self(rawValue: 4_000_036)
    public static let invalidSampleContentProvided = Self(rawValue: 4_000_041)
    public static let invalidTransactionNotConsumable = Self(rawValue: 4_000_043)
    public static let invalidTransactionTypeNotSupported = Self(rawValue: 4_000_047)
    public static let appTransactionIdNotSupported = Self(rawValue: 4_000_048)
    public static let invalidAppAccountTokenUUID = Self(rawValue: 4_000_183)
    public static let familyTransactionNotSupported = Self(rawValue: 4_000_185)
    public static let transactionIdIsNotOriginalTransactionId = Self(rawValue: 4_000_187)
    /// Send Consumption Information or Set App Account Token named a transaction an organization or group assigned
    /// (https://developer.apple.com/documentation/appstoreserverapi/invalidassignedtransactionnotsupportederror).
    public static let invalidAssignedTransactionNotSupported = Self(rawValue: 4_000_227)
    public static let subscriptionExtensionIneligible = Self(rawValue: 4_030_004)
    public static let subscriptionMaxExtension = Self(rawValue: 4_030_005)
    public static let familySharedSubscriptionExtensionIneligible = Self(rawValue: 4_030_007)
    /// An assigned subscription renews on its purchaser's schedule: no extension for one member
    /// (https://developer.apple.com/documentation/appstoreserverapi/assignedsubscriptionextensionineligibleerror).
    public static let assignedSubscriptionExtensionIneligible = Self(rawValue: 4_030_028)
    public static let accountNotFound = Self(rawValue: 4_040_001)
    public static let accountNotFoundRetryable = Self(rawValue: 4_040_002)
    public static let appNotFound = Self(rawValue: 4_040_003)
    public static let appNotFoundRetryable = Self(rawValue: 4_040_004)
    public static let originalTransactionIdNotFound = Self(rawValue: 4_040_005)
    public static let originalTransactionIdNotFoundRetryable = Self(rawValue: 4_040_006)
    public static let serverNotificationURLNotFound = Self(rawValue: 4_040_007)
    public static let testNotificationNotFound = Self(rawValue: 4_040_008)
    public static let statusRequestNotFound = Self(rawValue: 4_040_009)
    public static let transactionIdNotFound = Self(rawValue: 4_040_010)
    public static let appTransactionDoesNotExist = Self(rawValue: 4_040_019)
    // Retention Messaging API
    public static let invalidImage = Self(rawValue: 4_000_161)
    public static let headerTooLong = Self(rawValue: 4_000_162)
    public static let bodyTooLong = Self(rawValue: 4_000_163)
    public static let invalidLocale = Self(rawValue: 4_000_164)
    public static let altTextTooLong = Self(rawValue: 4_000_175)
    public static let invalidPerformanceTestRequest = Self(rawValue: 4_000_211)
    public static let invalidRequestId = Self(rawValue: 4_000_212)
    public static let existingPerformanceTestRun = Self(rawValue: 4_000_213)
    public static let badRequestRealtimeURL = Self(rawValue: 4_000_215)
    public static let badRequestImageSize = Self(rawValue: 4_000_216)
    public static let tooManyBulletPoints = Self(rawValue: 4_000_218)
    public static let bulletPointTextTooLong = Self(rawValue: 4_000_219)
    public static let aboveImageRequiresAnImage = Self(rawValue: 4_000_224)
    public static let maximumNumberOfImagesReached = Self(rawValue: 4_030_014)
    public static let maximumNumberOfMessagesReached = Self(rawValue: 4_030_016)
    public static let messageNotApproved = Self(rawValue: 4_030_017)
    public static let imageNotApproved = Self(rawValue: 4_030_018)
    public static let imageInUse = Self(rawValue: 4_030_019)
    public static let forbiddenNoPassingTest = Self(rawValue: 4_030_026)
    public static let imageNotFound = Self(rawValue: 4_040_014)
    public static let messageNotFound = Self(rawValue: 4_040_015)
    public static let performanceTestRunNotFound = Self(rawValue: 4_040_018)
    public static let defaultMessageNotFound = Self(rawValue: 4_040_020)
    public static let realtimeURLNotFound = Self(rawValue: 4_040_021)
    public static let imageAlreadyExists = Self(rawValue: 4_090_000)
    public static let messageAlreadyExists = Self(rawValue: 4_090_001)
    public static let rateLimitExceeded = Self(rawValue: 4_290_000)
    public static let generalInternal = Self(rawValue: 5_000_000)
    public static let generalInternalRetryable = Self(rawValue: 5_000_001)

    public static let documentedValues: [Self] = [
        .generalBadRequest, .invalidAppIdentifier, .invalidRequestRevision, .invalidTransactionId, .invalidOriginalTransactionId,
        .invalidExtendByDays, .invalidExtendReasonCode, .invalidRequestIdentifier, .startDateTooFarInPast, .startDateAfterEndDate,
        .invalidPaginationToken, .invalidStartDate, .invalidEndDate, .paginationTokenExpired, .invalidNotificationType,
        .multipleFiltersSupplied, .invalidTestNotificationToken, .invalidSort, .invalidProductType, .invalidProductId,
        .invalidSubscriptionGroupIdentifier, .invalidInAppOwnershipType, .invalidEmptyStorefrontCountryCodeList,
        .invalidStorefrontCountryCode, .invalidRevoked, .invalidStatus, .invalidAppAccountToken, .invalidConsumptionStatus,
        .invalidCustomerConsented, .invalidDeliveryStatus, .invalidSampleContentProvided, .invalidTransactionNotConsumable,
        .invalidTransactionTypeNotSupported, .appTransactionIdNotSupported, .invalidAppAccountTokenUUID,
        .familyTransactionNotSupported, .transactionIdIsNotOriginalTransactionId, .invalidAssignedTransactionNotSupported,
        .subscriptionExtensionIneligible, .subscriptionMaxExtension, .familySharedSubscriptionExtensionIneligible,
        .assignedSubscriptionExtensionIneligible, .accountNotFound, .accountNotFoundRetryable,
        .appNotFound, .appNotFoundRetryable, .originalTransactionIdNotFound, .originalTransactionIdNotFoundRetryable,
        .serverNotificationURLNotFound, .testNotificationNotFound, .statusRequestNotFound, .transactionIdNotFound,
        .appTransactionDoesNotExist, .invalidImage, .headerTooLong, .bodyTooLong, .invalidLocale, .altTextTooLong, .invalidPerformanceTestRequest,
        .invalidRequestId, .existingPerformanceTestRun, .badRequestRealtimeURL, .badRequestImageSize, .tooManyBulletPoints, .bulletPointTextTooLong,
        .aboveImageRequiresAnImage, .maximumNumberOfImagesReached, .maximumNumberOfMessagesReached, .messageNotApproved, .imageNotApproved,
        .imageInUse, .forbiddenNoPassingTest, .imageNotFound, .messageNotFound, .performanceTestRunNotFound, .defaultMessageNotFound,
        .realtimeURLNotFound, .imageAlreadyExists, .messageAlreadyExists,
        .rateLimitExceeded, .generalInternal, .generalInternalRetryable,
    ]
}
