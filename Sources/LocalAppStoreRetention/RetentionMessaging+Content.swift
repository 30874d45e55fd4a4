public import AppStoreModels
import Foundation
public import LocalAppStore
public import LocalAppStoreServerAPI

/// Retention Messaging's content endpoints (images, messages, default messages, the realtime URL), with
/// Apple's limits and error codes, and Apple's review of what was uploaded.
extension LocalAppStore.RetentionMessaging {
    /// What the app uploaded for Retention Messaging.
    public var retentionContent: RetentionContent { store.retentionRecords.content }

    private var content: RetentionContent {
        get { retentionContent }
        set { store.retentionRecords.content = newValue }
    }

    // MARK: Images

    /// Upload Image: a PNG without transparency; a full-size image is 3840 pixels wide and 160 to 2160 high, a
    /// bullet-point image 1024 × 1024 (https://developer.apple.com/documentation/retentionmessaging/upload-image).
    public mutating func uploadImage(_ identifier: String, size: ImageSize?, png: [UInt8]) throws(ServerAPIError) {
        let id = try Self.uuid(identifier, name: "imageIdentifier")
        let size = size ?? .fullSize
        guard size.isDocumented else {
            throw ServerAPIError(.badRequestImageSize, "imageSize '\(size.rawValue.prefix(20))' is not FULL_SIZE or BULLET_POINT")
        }
        guard content.images[id] == nil else { throw ServerAPIError(.imageAlreadyExists, "an image \(id) was already uploaded") }
        guard content.images.count < RetentionContent.maximumImages else {
            throw ServerAPIError(.maximumNumberOfImagesReached, "the app already has \(RetentionContent.maximumImages) images; delete one first")
        }
        let image: PNGImage
        do { image = try PNGImage(png) } catch { throw ServerAPIError(.invalidImage, error.reason) }
        guard !image.hasTransparency else { throw ServerAPIError(.invalidImage, "the image has transparency") }
        if size == .fullSize, image.width != 3840 || !(160...2160).contains(image.height) {
            throw ServerAPIError(
                .invalidImage,
                "a full-size image is 3840 pixels wide and 160 to 2160 high, not \(image.width) × \(image.height)"
            )
        }
        if size == .bulletPoint, image.width != 1024 || image.height != 1024 {
            throw ServerAPIError(.invalidImage, "a bullet-point image is 1024 × 1024 pixels, not \(image.width) × \(image.height)")
        }
        content.images[id] = RetentionImage(
            identifier: id,
            size: size,
            state: store.settings.retentionReview.stateOnUpload,
            width: image.width,
            height: image.height,
            byteCount: png.count,
            uploadDate: store.state.now
        )
    }

    /// Delete Image: refused while a message shows it.
    public mutating func deleteImage(_ identifier: String) throws(ServerAPIError) {
        let id = try Self.uuid(identifier, name: "imageIdentifier")
        guard content.images[id] != nil else { throw ServerAPIError(.imageNotFound, "no image \(id)") }
        if let user = content.messages.values.sorted(by: { $0.identifier < $1.identifier }).first(where: { $0.imageIdentifiers.contains(id) }) {
            throw ServerAPIError(.imageInUse, "message \(user.identifier) shows image \(id)")
        }
        content.images[id] = nil
    }

    /// Get Image List.
    public func imageList() -> GetImageListResponse {
        GetImageListResponse(
            imageIdentifiers: retentionContent.images.values.sorted { ($0.uploadDate, $0.identifier) < ($1.uploadDate, $1.identifier) }.map {
                GetImageListResponseItem(imageIdentifier: $0.identifier, imageState: $0.state, imageSize: $0.size)
            }
        )
    }

    // MARK: Messages

    /// Upload Message, checked as Apple does: lengths, bullet points, the images it names and their sizes.
    public mutating func uploadMessage(_ identifier: String, _ body: UploadMessageRequestBody) throws(ServerAPIError) {
        let id = try Self.uuid(identifier, name: "messageIdentifier")
        guard content.messages[id] == nil else { throw ServerAPIError(.messageAlreadyExists, "a message \(id) was already uploaded") }
        guard content.messages.count < RetentionContent.maximumMessages else {
            throw ServerAPIError(
                .maximumNumberOfMessagesReached,
                "the app already has \(RetentionContent.maximumMessages) messages; delete one first"
            )
        }
        try checkMessage(body)
        content.messages[id] = RetentionMessage(
            identifier: id,
            content: body,
            state: store.settings.retentionReview.stateOnUpload,
            uploadDate: store.state.now
        )
    }

    private func checkMessage(_ body: UploadMessageRequestBody) throws(ServerAPIError) {
        guard let header = body.header, let text = body.body else { throw ServerAPIError(.generalBadRequest, "a message needs a header and a body") }
        if let excess = RetentionContent.excess(of: header, limit: RetentionContent.maximumHeaderLength, what: "the header") {
            throw ServerAPIError(.headerTooLong, excess)
        }
        if let excess = RetentionContent.excess(of: text, limit: RetentionContent.maximumBodyLength, what: "the body") {
            throw ServerAPIError(.bodyTooLong, excess)
        }
        let bullets = body.bulletPoints ?? []
        guard bullets.count <= RetentionContent.maximumBulletPoints else {
            throw ServerAPIError(.tooManyBulletPoints, "\(bullets.count) bullet points; at most \(RetentionContent.maximumBulletPoints)")
        }
        if body.headerPosition == .aboveImage, body.image == nil {
            throw ServerAPIError(.aboveImageRequiresAnImage, "headerPosition ABOVE_IMAGE needs an image")
        }
        if let position = body.headerPosition, !position.isDocumented {
            throw ServerAPIError(.generalBadRequest, "headerPosition '\(position.rawValue.prefix(20))' is not ABOVE_BODY or ABOVE_IMAGE")
        }
        var named: [(id: String?, alt: String?, size: ImageSize)] = []
        if let image = body.image { named.append((image.imageIdentifier, image.altText, .fullSize)) }
        for bullet in bullets {
            guard let text = bullet.text else { throw ServerAPIError(.generalBadRequest, "a bullet point needs its text") }
            if let excess = RetentionContent.excess(of: text, limit: RetentionContent.maximumBulletPointTextLength, what: "a bullet point") {
                throw ServerAPIError(.bulletPointTextTooLong, excess)
            }
            named.append((bullet.imageIdentifier, bullet.altText, .bulletPoint))
        }
        for (identifier, alt, size) in named {
            guard let alt else { throw ServerAPIError(.generalBadRequest, "an image needs its altText") }
            if let excess = RetentionContent.excess(of: alt, limit: RetentionContent.maximumAltTextLength, what: "an altText") {
                throw ServerAPIError(.altTextTooLong, excess)
            }
            let id = try Self.uuid(identifier ?? "", name: "imageIdentifier")
            guard let image = content.images[id] else { throw ServerAPIError(.imageNotFound, "no image \(id)") }
            guard image.size == size else {
                throw ServerAPIError(.badRequestImageSize, "image \(id) was uploaded as \(image.size.rawValue), not \(size.rawValue)")
            }
        }
    }

    /// Delete Message. Default messages that named it are removed with it.
    public mutating func deleteMessage(_ identifier: String) throws(ServerAPIError) {
        let id = try Self.uuid(identifier, name: "messageIdentifier")
        guard content.messages[id] != nil else { throw ServerAPIError(.messageNotFound, "no message \(id)") }
        content.messages[id] = nil
        content.defaultMessages = content.defaultMessages.filter { $0.value != id }
    }

    /// Get Message List.
    public func messageList() -> GetMessageListResponse {
        GetMessageListResponse(
            messageIdentifiers: retentionContent.messages.values.sorted { ($0.uploadDate, $0.identifier) < ($1.uploadDate, $1.identifier) }.map {
                GetMessageListResponseItem(messageIdentifier: $0.identifier, messageState: $0.state)
            }
        )
    }

    // MARK: Review

    /// Apple's review of an uploaded image or message: `approve` moves it to APPROVED, otherwise to REJECTED.
    public mutating func review(_ identifier: String, approve: Bool) throws(StoreError) {
        let id = identifier.lowercased()
        if content.images[id] != nil {
            content.images[id]?.state = approve ? .approved : .rejected
        } else if content.messages[id] != nil {
            content.messages[id]?.state = approve ? .approved : .rejected
        } else {
            throw StoreError.invalidRequest("no uploaded image or message \(identifier)")
        }
    }

    // MARK: Default messages

    /// Configure Default Message: an approved message (with approved images) for a subscription and a locale.
    public mutating func configureDefaultMessage(_ key: DefaultMessageKey, _ request: DefaultConfigurationRequest) throws(ServerAPIError) {
        try checkDefaultKey(key)
        let id = try Self.uuid(request.messageIdentifier ?? "", name: "messageIdentifier")
        guard let message = content.messages[id] else { throw ServerAPIError(.messageNotFound, "no message \(id)") }
        guard message.state == .approved else { throw ServerAPIError(.messageNotApproved, "message \(id) is \(message.state.rawValue)") }
        if let image = message.imageIdentifiers.first(where: { content.images[$0]?.state != .approved }) {
            throw ServerAPIError(.imageNotApproved, "image \(image) of message \(id) is not approved")
        }
        content.defaultMessages[key.text] = id
    }

    /// Get Default Message.
    public func defaultMessage(_ key: DefaultMessageKey) throws(ServerAPIError) -> DefaultConfigurationResponse {
        try checkDefaultKey(key)
        guard let id = retentionContent.defaultMessages[key.text] else {
            throw ServerAPIError(.defaultMessageNotFound, "no default message for \(key.productId) in \(key.locale)")
        }
        return DefaultConfigurationResponse(messageIdentifier: id)
    }

    /// Delete Default Message: idempotent, so a product with no default message in the locale is no error
    /// (https://developer.apple.com/documentation/retentionmessaging/delete-default-message: "the endpoint still
    /// responds with a 200 status code").
    public mutating func deleteDefaultMessage(_ key: DefaultMessageKey) throws(ServerAPIError) {
        try checkDefaultKey(key)
        content.defaultMessages.removeValue(forKey: key.text)
    }

    private func checkDefaultKey(_ key: DefaultMessageKey) throws(ServerAPIError) {
        guard store.catalog[key.productId]?.type == .autoRenewable else {
            throw ServerAPIError(.invalidProductId, "\(key.productId.prefix(100)) is not an auto-renewable subscription of the app")
        }
        guard Self.isLocale(key.locale) else {
            throw ServerAPIError(.invalidLocale, "'\(key.locale.prefix(20))' is not a locale like en-US")
        }
    }

    /// An App Store locale short code, in its case: a lowercase language (2 or 3 letters), then optionally a script
    /// (`Hans`) and a region (`US`, or 3 digits), separated by `-`. Apple's locale is case-sensitive
    /// (https://developer.apple.com/documentation/retentionmessaging/locale): `en-us` is not `en-US`.
    static func isLocale(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            let script =
                part.count == 4 && part.first?.isUppercase == true && part.allSatisfy { $0.isASCII && $0.isLetter }
                && part.dropFirst().allSatisfy(\.isLowercase)
            let region =
                part.count == 2 && part.allSatisfy { $0.isASCII && $0.isUppercase }
                || part.count == 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
            return script || region
        }
    }

    /// A device's locale as the App Store names it: `en_US` and `en-us` become `en-US`, `zh_hans` `zh-Hans`.
    static func normalized(_ key: DefaultMessageKey) -> DefaultMessageKey {
        let parts = key.locale.replacingOccurrences(of: "_", with: "-").split(separator: "-")
        let locale = parts.enumerated().map {
            switch ($0.offset, $0.element.count) {
            case (0, _): $0.element.lowercased()
            case (_, 2): $0.element.uppercased()
            case (_, 4): $0.element.prefix(1).uppercased() + $0.element.dropFirst().lowercased()
            default: String($0.element)
            }
        }
        return DefaultMessageKey(productId: key.productId, locale: locale.joined(separator: "-"))
    }

    // MARK: Realtime URL

    /// Configure Realtime URL: an `https://` URL of at most 256 characters, as Apple requires
    /// (https://developer.apple.com/documentation/retentionmessaging/realtimeurl); `http://` only with
    /// the lenient `allowHTTPRealtimeURL` setting. A store playing Production configures its URL only after the app
    /// passed a performance test, which runs in Sandbox (`passedSandboxPerformanceTest`; 4030026 otherwise:
    /// https://developer.apple.com/documentation/retentionmessaging/configure-realtime-url). The store keeps one URL,
    /// for the environment it plays.
    public mutating func configureRealtimeURL(_ request: RealtimeUrlRequest) throws(ServerAPIError) {
        if store.environment == .production, store.settings.passedSandboxPerformanceTest != true {
            throw ServerAPIError(
                .forbiddenNoPassingTest,
                "a Production realtime URL needs a passed performance test, which runs in Sandbox (store set passedSandboxPerformanceTest=on once it has)"
            )
        }
        let schemes = store.settings.allowHTTPRealtimeURL == true ? ["https", "http"] : ["https"]
        guard let text = request.realtimeURL, text.count <= RetentionContent.maximumRealtimeURLLength,
            let url = URL(string: text), schemes.contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false
        else {
            throw ServerAPIError(
                .badRequestRealtimeURL,
                "realtimeURL must be an \(schemes.count == 1 ? "https" : "http(s)") URL of at most \(RetentionContent.maximumRealtimeURLLength) characters"
            )
        }
        content.realtimeURL = text
    }

    /// What the store says each time it sends to an `http://` realtime URL, which only the lenient
    /// `allowHTTPRealtimeURL` setting lets through; nil when it follows Apple.
    public var realtimeURLLeniency: String? {
        guard let url = retentionContent.realtimeURL, Self.isHTTP(url), store.settings.allowHTTPRealtimeURL == true else { return nil }
        return "lenient (allowHTTPRealtimeURL=on): sent to \(url) over http, which Apple refuses (it sends only to https)"
    }

    /// Whether `url` is plain `http://`.
    static func isHTTP(_ url: String) -> Bool { url.lowercased().hasPrefix("http://") }

    /// Get Realtime URL.
    public func realtimeURL() throws(ServerAPIError) -> RealtimeUrlResponse {
        guard let url = retentionContent.realtimeURL else { throw ServerAPIError(.realtimeURLNotFound, "no realtime URL is configured") }
        return RealtimeUrlResponse(realtimeURL: url)
    }

    /// Delete Realtime URL.
    public mutating func deleteRealtimeURL() throws(ServerAPIError) {
        guard content.realtimeURL != nil else { throw ServerAPIError(.realtimeURLNotFound, "no realtime URL is configured") }
        content.realtimeURL = nil
    }

    /// `text` as a lowercase UUID.
    static func uuid(_ text: String, name: String) throws(ServerAPIError) -> String {
        guard let uuid = UUID(uuidString: text) else { throw ServerAPIError(.generalBadRequest, "\(name) '\(text.prefix(40))' is not a UUID") }
        return uuid.uuidString.lowercased()
    }
}
