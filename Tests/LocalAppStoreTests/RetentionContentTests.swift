#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreSQLite
import LocalAppStoreServerAPI
import StoreHelperFixtures
import Testing

/// The Retention Messaging content the store holds for an app — images, messages, default messages and the
/// realtime URL — with Apple's limits and error codes, and Apple's review. A refused call changes nothing.
@Suite struct RetentionContentTests {
    typealias F = Florist

    @Test func anOpaqueFullSizePNGIsAcceptedAndWaitsForReview() throws {
        var store = try F.store()
        let id = UUID().uuidString
        try store.retentionMessaging.uploadImage(id, size: nil, png: TestPNG.make(width: 3840, height: 200))
        let item = try #require(store.retentionMessaging.imageList().imageIdentifiers?.first)
        #expect(item.imageIdentifier == id.lowercased() && item.imageState == .pending && item.imageSize == .fullSize)
    }

    /// Images Apple refuses, each with what is wrong with it (typed: the literal alone took the compiler seconds).
    static let refusedImages: [(String, [UInt8])] = [
        ("not a PNG", [UInt8]("hello".utf8)),
        ("an alpha channel", TestPNG.make(width: 3840, height: 200, colorType: 6)),
        ("a transparency chunk", TestPNG.make(width: 3840, height: 200, colorType: 3, transparencyChunk: true)),
        ("the wrong width", TestPNG.make(width: 1920, height: 200)),
        ("too short", TestPNG.make(width: 3840, height: 100)),
        ("a chunk past the end", Array(TestPNG.make(width: 3840, height: 200).prefix(40)) + [0xFF, 0xFF, 0xFF, 0x00, 0x49, 0x44, 0x41, 0x54]),
        // N10 of the second outside attack: a damaged file, a colour type PNG does not have, sizes past PNG's.
        ("a chunk whose CRC is wrong", TestPNG.make(width: 3840, height: 200).enumerated().map { $0.offset == 42 ? $0.element ^ 0xFF : $0.element }),
        ("an IHDR whose CRC is wrong", TestPNG.make(width: 3840, height: 200).enumerated().map { $0.offset == 30 ? $0.element ^ 0xFF : $0.element }),
        ("colour type 99", TestPNG.make(width: 3840, height: 200, colorType: 99)),
    ]

    @Test(arguments: refusedImages)
    func anImageAppleRefusesIsAnInvalidImage(_ why: String, _ bytes: [UInt8]) throws {
        var store = try F.store()
        #expect(Self.code { try store.retentionMessaging.uploadImage(UUID().uuidString, size: .fullSize, png: bytes) } == .invalidImage, "\(why)")
        #expect(store.retentionMessaging.imageList().imageIdentifiers?.isEmpty == true)
    }

    /// N10 of the second outside attack: a bullet-point image of any size, even 4294967295 × 4294967295, was taken.
    /// Apple's bullet-point images are 1024 × 1024; PNG's dimensions stop at 2^31 - 1.
    @Test func aBulletPointImageIs1024By1024AndNoPNGIsPastPNGsLimits() throws {
        var store = try F.store()
        for (width, height) in [(96, 96), (1024, 1023), (UInt32.max, UInt32.max)] {
            let png = TestPNG.make(width: UInt32(width), height: UInt32(height))
            #expect(
                Self.code { try store.retentionMessaging.uploadImage(UUID().uuidString, size: .bulletPoint, png: png) } == .invalidImage,
                "\(width) × \(height)"
            )
        }
        try store.retentionMessaging.uploadImage(UUID().uuidString, size: .bulletPoint, png: TestPNG.make(width: 1024, height: 1024))
        #expect(store.retentionMessaging.imageList().imageIdentifiers?.count == 1)
    }

    @Test func anImageIdentifierIsUsedOnceAndAnUnknownSizeIsRefused() throws {
        var store = try F.store()
        let id = UUID().uuidString
        try store.retentionMessaging.uploadImage(id, size: .bulletPoint, png: TestPNG.make(width: 1024, height: 1024))
        #expect(
            Self.code { try store.retentionMessaging.uploadImage(id, size: .bulletPoint, png: TestPNG.make(width: 1024, height: 1024)) }
                == .imageAlreadyExists
        )
        #expect(
            Self.code {
                try store.retentionMessaging.uploadImage(
                    UUID().uuidString,
                    size: ImageSize(rawValue: "HUGE"),
                    png: TestPNG.make(width: 1024, height: 1024)
                )
            }
                == .badRequestImageSize
        )
        #expect(
            Self.code { try store.retentionMessaging.uploadImage("not-a-uuid", size: nil, png: TestPNG.make(width: 3840, height: 200)) }
                == .generalBadRequest
        )
    }

    @Test func aMessageIsCheckedAsAppleChecksIt() throws {
        var store = try F.store()
        let picture = UUID().uuidString
        let bullet = UUID().uuidString
        try store.retentionMessaging.uploadImage(picture, size: .fullSize, png: TestPNG.make(width: 3840, height: 200))
        try store.retentionMessaging.uploadImage(bullet, size: .bulletPoint, png: TestPNG.make(width: 1024, height: 1024))
        func body(_ change: (inout UploadMessageRequestBody) -> Void) -> UploadMessageRequestBody {
            var body = UploadMessageRequestBody(header: "Stay", body: "Your roses miss you.")
            change(&body)
            return body
        }
        let refusals: [(UploadMessageRequestBody, APIErrorCode)] = [
            (body { $0.header = String(repeating: "h", count: 67) }, .headerTooLong),
            (body { $0.body = String(repeating: "b", count: 145) }, .bodyTooLong),
            // N6 of the second outside attack: one character of 2,000 combining marks, and one of 57 KB.
            (body { $0.header = "e" + String(repeating: "\u{301}", count: 1_000) }, .headerTooLong),
            (body { $0.body = "b" + String(repeating: "\u{308}", count: 28_500) }, .bodyTooLong),
            (body { $0.image = UploadMessageImage(imageIdentifier: picture, altText: String(repeating: "a", count: 151)) }, .altTextTooLong),
            (
                body { $0.bulletPoints = Array(repeating: BulletPoint(text: "x", imageIdentifier: bullet, altText: "x"), count: 6) },
                .tooManyBulletPoints
            ),
            (
                body { $0.bulletPoints = [BulletPoint(text: String(repeating: "t", count: 67), imageIdentifier: bullet, altText: "x")] },
                .bulletPointTextTooLong
            ),
            (body { $0.headerPosition = .aboveImage }, .aboveImageRequiresAnImage),
            (body { $0.image = UploadMessageImage(imageIdentifier: bullet, altText: "a bullet as the picture") }, .badRequestImageSize),
            (body { $0.image = UploadMessageImage(imageIdentifier: UUID().uuidString, altText: "missing") }, .imageNotFound),
            (body { $0.header = nil }, .generalBadRequest),
        ]
        for (message, code) in refusals {
            #expect(Self.code { try store.retentionMessaging.uploadMessage(UUID().uuidString, message) } == code)
        }
        #expect(store.retentionMessaging.messageList().messageIdentifiers?.isEmpty == true)
        let fine = body {
            $0.image = UploadMessageImage(imageIdentifier: picture, altText: "A garden")
            $0.headerPosition = .aboveImage
            $0.bulletPoints = [BulletPoint(text: String(repeating: "t", count: 66), imageIdentifier: bullet, altText: "A flower")]
        }
        let id = UUID().uuidString
        try store.retentionMessaging.uploadMessage(id, fine)
        #expect(Self.code { try store.retentionMessaging.uploadMessage(id, fine) } == .messageAlreadyExists)
        #expect(
            store.retentionMessaging.messageList().messageIdentifiers == [
                GetMessageListResponseItem(messageIdentifier: id.lowercased(), messageState: .pending)
            ]
        )
        #expect(Self.code { try store.retentionMessaging.deleteImage(picture) } == .imageInUse)
        #expect(Self.code { try store.retentionMessaging.deleteImage(bullet) } == .imageInUse)
        try store.retentionMessaging.deleteMessage(id)
        try store.retentionMessaging.deleteImage(picture)
        #expect(Self.code { try store.retentionMessaging.deleteImage(picture) } == .imageNotFound)
        #expect(Self.code { try store.retentionMessaging.deleteMessage(id) } == .messageNotFound)
    }

    @Test func aDefaultMessageMustBeApprovedWithItsImages() throws {
        var store = try F.store()
        let picture = UUID().uuidString
        let message = UUID().uuidString
        try store.retentionMessaging.uploadImage(picture, size: .fullSize, png: TestPNG.make(width: 3840, height: 200))
        try store.retentionMessaging.uploadMessage(
            message,
            UploadMessageRequestBody(header: "Stay", body: "Body", image: UploadMessageImage(imageIdentifier: picture, altText: "A garden"))
        )
        let key = DefaultMessageKey(productId: F.gold, locale: "en-US")
        let request = DefaultConfigurationRequest(messageIdentifier: message)
        #expect(Self.code { try store.retentionMessaging.configureDefaultMessage(key, request) } == .messageNotApproved)
        try store.retentionMessaging.review(message, approve: true)
        #expect(Self.code { try store.retentionMessaging.configureDefaultMessage(key, request) } == .imageNotApproved)
        try store.retentionMessaging.review(picture, approve: true)
        #expect(
            Self.code { try store.retentionMessaging.configureDefaultMessage(DefaultMessageKey(productId: F.large, locale: "en-US"), request) }
                == .invalidProductId
        )
        // Rule: the locale is case-sensitive (https://developer.apple.com/documentation/retentionmessaging/locale).
        for locale in ["english!", "en_US", "e-US", "en-US-x-private-tag", "en-us", "EN-US", "zh-hans"] {
            #expect(
                Self.code { try store.retentionMessaging.configureDefaultMessage(DefaultMessageKey(productId: F.gold, locale: locale), request) }
                    == .invalidLocale
            )
        }
        #expect(
            Self.code { try store.retentionMessaging.configureDefaultMessage(key, DefaultConfigurationRequest(messageIdentifier: UUID().uuidString)) }
                == .messageNotFound
        )
        #expect(Self.code { _ = try store.retentionMessaging.defaultMessage(key) } == .defaultMessageNotFound)
        try store.retentionMessaging.configureDefaultMessage(key, request)
        #expect(try store.retentionMessaging.defaultMessage(key).messageIdentifier == message.lowercased())
        #expect(
            Self.code { _ = try store.retentionMessaging.defaultMessage(DefaultMessageKey(productId: F.gold, locale: "en-us")) } == .invalidLocale
        )
        try store.retentionMessaging.configureDefaultMessage(DefaultMessageKey(productId: F.gold, locale: "zh-Hans"), request)
        try store.retentionMessaging.deleteDefaultMessage(key)
        // Rule: Delete Default Message is idempotent (Apple's page: "still responds with a 200 status code").
        try store.retentionMessaging.deleteDefaultMessage(key)
        #expect(Self.code { _ = try store.retentionMessaging.defaultMessage(key) } == .defaultMessageNotFound)
    }

    @Test func deletingAMessageRemovesTheDefaultsThatNamedIt() throws {
        var store = try F.store(["retentionReview": "approve"])
        let message = UUID().uuidString
        try store.retentionMessaging.uploadMessage(message, UploadMessageRequestBody(header: "Stay", body: "Body"))
        #expect(store.retentionMessaging.messageList().messageIdentifiers?.first?.messageState == .approved)
        let key = DefaultMessageKey(productId: F.gold, locale: "fr-FR")
        try store.retentionMessaging.configureDefaultMessage(key, DefaultConfigurationRequest(messageIdentifier: message))
        try store.retentionMessaging.deleteMessage(message)
        #expect(Self.code { _ = try store.retentionMessaging.defaultMessage(key) } == .defaultMessageNotFound)
    }

    @Test func aRejectingReviewRejectsUploads() throws {
        var store = try F.store(["retentionReview": "reject"])
        try store.retentionMessaging.uploadImage(UUID().uuidString, size: nil, png: TestPNG.make(width: 3840, height: 2160))
        #expect(store.retentionMessaging.imageList().imageIdentifiers?.first?.imageState == .rejected)
        #expect(throws: StoreError.self) { try store.retentionMessaging.review(UUID().uuidString, approve: true) }
        #expect(throws: StoreError.self) { try store.set("retentionReview", to: "maybe") }
    }

    @Test func theRealtimeURLIsAnHTTPURLOfAtMost256Characters() throws {
        var store = try F.store()
        #expect(Self.code { _ = try store.retentionMessaging.realtimeURL() } == .realtimeURLNotFound)
        for bad in ["ftp://example.com/x", "not a url", "https://" + String(repeating: "a", count: 250) + ".com", ""] {
            #expect(Self.code { try store.retentionMessaging.configureRealtimeURL(RealtimeUrlRequest(realtimeURL: bad)) } == .badRequestRealtimeURL)
        }
        try store.retentionMessaging.configureRealtimeURL(RealtimeUrlRequest(realtimeURL: "https://example.com/retention"))
        #expect(try store.retentionMessaging.realtimeURL().realtimeURL == "https://example.com/retention")
        try store.retentionMessaging.deleteRealtimeURL()
        #expect(Self.code { try store.retentionMessaging.deleteRealtimeURL() } == .realtimeURLNotFound)
    }

    @Test func theContentSurvivesAStateDirectory() throws {
        let state = StateDirectory.temporary()
        try state.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let message = UUID().uuidString
        try state.change { store in
            try store.retentionMessaging.uploadMessage(message, UploadMessageRequestBody(header: "Stay", body: "Body"))
            try store.retentionMessaging.configureRealtimeURL(RealtimeUrlRequest(realtimeURL: "https://127.0.0.1:9/retention"))
        }
        let loaded = try state.load()
        #expect(loaded.retentionMessaging.messageList().messageIdentifiers?.map(\.messageIdentifier) == [message.lowercased()])
        #expect(try loaded.retentionMessaging.realtimeURL().realtimeURL == "https://127.0.0.1:9/retention")
    }

    /// The Apple error code `body` threw, if it threw one.
    static func code(_ body: () throws -> Void) -> APIErrorCode? {
        do {
            try body()
            return nil
        } catch let error as ServerAPIError {
            return error.code
        } catch {
            return nil
        }
    }
}
#endif
