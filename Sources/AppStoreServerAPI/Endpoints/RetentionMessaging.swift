#if Server
public import AppStoreModels
public import Foundation
import NIOHTTP1

/// The Retention Messaging API: images, messages, default messages, the realtime URL and performance tests.
extension AppStoreServerAPIClient {
    /// Upload Image: a PNG without transparency (`size` FULL_SIZE when nil).
    public func uploadImage(_ imageIdentifier: UUID, png: Data, size: ImageSize? = nil) async throws(AppStoreServerAPIError) {
        try await send(
            .PUT,
            "/inApps/v1/messaging/image/\(imageIdentifier.uuidString.lowercased())",
            query: size.map { [("imageSize", $0.rawValue)] } ?? [],
            bytes: png,
            contentType: "image/png"
        )
    }

    /// Delete Image.
    public func deleteImage(_ imageIdentifier: UUID) async throws(AppStoreServerAPIError) {
        try await send(.DELETE, "/inApps/v1/messaging/image/\(imageIdentifier.uuidString.lowercased())")
    }

    /// Get Image List.
    public func imageList() async throws(AppStoreServerAPIError) -> GetImageListResponse {
        try await send(.GET, "/inApps/v1/messaging/image/list", as: GetImageListResponse.self)
    }

    /// Upload Message.
    public func uploadMessage(_ messageIdentifier: UUID, _ message: UploadMessageRequestBody) async throws(AppStoreServerAPIError) {
        try await send(.PUT, "/inApps/v1/messaging/message/\(messageIdentifier.uuidString.lowercased())", body: message)
    }

    /// Delete Message.
    public func deleteMessage(_ messageIdentifier: UUID) async throws(AppStoreServerAPIError) {
        try await send(.DELETE, "/inApps/v1/messaging/message/\(messageIdentifier.uuidString.lowercased())")
    }

    /// Get Message List.
    public func messageList() async throws(AppStoreServerAPIError) -> GetMessageListResponse {
        try await send(.GET, "/inApps/v1/messaging/message/list", as: GetMessageListResponse.self)
    }

    /// Configure Default Message for `productId` in `locale` (`en-US`).
    public func configureDefaultMessage(
        productId: String,
        locale: String,
        _ request: DefaultConfigurationRequest
    ) async throws(AppStoreServerAPIError) {
        try await send(.PUT, Self.defaultPath(productId, locale), body: request)
    }

    /// Get Default Message.
    public func defaultMessage(productId: String, locale: String) async throws(AppStoreServerAPIError) -> DefaultConfigurationResponse {
        try await send(.GET, Self.defaultPath(productId, locale), as: DefaultConfigurationResponse.self)
    }

    /// Delete Default Message.
    public func deleteDefaultMessage(productId: String, locale: String) async throws(AppStoreServerAPIError) {
        try await send(.DELETE, Self.defaultPath(productId, locale))
    }

    /// Configure Realtime URL.
    public func configureRealtimeURL(_ request: RealtimeUrlRequest) async throws(AppStoreServerAPIError) {
        try await send(.PUT, "/inApps/v1/messaging/realtime/url", body: request)
    }

    /// Get Realtime URL.
    public func realtimeURL() async throws(AppStoreServerAPIError) -> RealtimeUrlResponse {
        try await send(.GET, "/inApps/v1/messaging/realtime/url", as: RealtimeUrlResponse.self)
    }

    /// Delete Realtime URL.
    public func deleteRealtimeURL() async throws(AppStoreServerAPIError) {
        try await send(.DELETE, "/inApps/v1/messaging/realtime/url")
    }

    /// Initiate Performance Test (sandbox only, at Apple).
    public func initiatePerformanceTest(_ request: PerformanceTestRequest) async throws(AppStoreServerAPIError) -> PerformanceTestResponse {
        try await send(.POST, "/inApps/v1/messaging/performanceTest", body: request, as: PerformanceTestResponse.self)
    }

    /// Get Performance Test Results.
    public func performanceTestResults(_ requestId: String) async throws(AppStoreServerAPIError) -> PerformanceTestResultResponse {
        try await send(.GET, "/inApps/v1/messaging/performanceTest/result/\(Self.segment(requestId))", as: PerformanceTestResultResponse.self)
    }

    private static func defaultPath(_ productId: String, _ locale: String) -> String {
        "/inApps/v1/messaging/default/\(segment(productId))/\(segment(locale))"
    }
}
#endif
