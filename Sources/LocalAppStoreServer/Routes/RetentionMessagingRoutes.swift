#if Server
import AppStoreModels
import Foundation
import Hummingbird
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreServerAPI
import Logging

/// The Retention Messaging API's routes, at Apple's paths (`/inApps/v1/messaging/…`).
struct RetentionMessagingRoutes: Sendable {
    let responder: APIResponder
    let runner: PerformanceTestRunner
    /// How long a performance test runs.
    let performanceTestDuration: Duration

    /// The most an uploaded image may weigh: a 3840 × 2160 PNG without compression is about 25 MB.
    static let maximumImageBytes = 32 * 1024 * 1024
    /// The uploads being read now, at most four.
    let uploads = ImageUploads()

    func add(to router: Router<BasicRequestContext>) {
        let messaging = router.group("inApps/v1/messaging")
        addImages(to: messaging)
        addMessages(to: messaging)
        addDefaults(to: messaging)
        addRealtime(to: messaging)
    }

    private func addImages(to api: RouterGroup<BasicRequestContext>) {
        api.put("image/:imageIdentifier") { request, context in
            let id = try context.parameter("imageIdentifier")
            let size = request.query("imageSize").last.map(ImageSize.init(rawValue:))
            // Authorized (and counted by the rate limit) once, before a body of up to 32 MB is read.
            try await responder.authorize(request)
            guard request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() == "image/png" else {
                throw ServerAPIError(.generalBadRequest, "Upload Image takes Content-Type: image/png")
            }
            let read = try await uploads.whileReading { () async throws -> [UInt8] in
                do { return Array(try await request.body.collect(upTo: Self.maximumImageBytes).readableBytesView) } catch {
                    throw ServerAPIError(.invalidImage, "the image is over \(Self.maximumImageBytes) bytes")
                }
            }
            guard let png = read else {
                throw ServerAPIError(.rateLimitExceeded, "\(uploads.limit) images are being uploaded already: send this one again shortly")
            }
            try await responder.access.change { (store) throws(ServerAPIError) in try store.retentionMessaging.uploadImage(id, size: size, png: png) }
            return Response(status: .ok)
        }
        api.delete("image/:imageIdentifier") { request, context in
            let id = try context.parameter("imageIdentifier")
            return try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in try store.retentionMessaging.deleteImage(id) }
        }
        api.get("image/list") { request, _ in
            try await responder.read(request) { store in store.retentionMessaging.imageList() }
        }
    }

    private func addMessages(to api: RouterGroup<BasicRequestContext>) {
        api.put("message/:messageIdentifier") { request, context in
            let id = try context.parameter("messageIdentifier")
            var request = request
            let body = try await request.decodedBody(UploadMessageRequestBody.self)
            return try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in
                try store.retentionMessaging.uploadMessage(id, body)
            }
        }
        api.delete("message/:messageIdentifier") { request, context in
            let id = try context.parameter("messageIdentifier")
            return try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in
                try store.retentionMessaging.deleteMessage(id)
            }
        }
        api.get("message/list") { request, _ in
            try await responder.read(request) { store in store.retentionMessaging.messageList() }
        }
    }

    private func addDefaults(to api: RouterGroup<BasicRequestContext>) {
        @Sendable func key(_ context: BasicRequestContext) throws(ServerAPIError) -> DefaultMessageKey {
            DefaultMessageKey(
                productId: try context.parameter("productId", error: .invalidProductId),
                locale: try context.parameter("locale", error: .invalidLocale)
            )
        }
        api.put("default/:productId/:locale") { request, context in
            let key = try key(context)
            var request = request
            let body = try await request.decodedBody(DefaultConfigurationRequest.self)
            return try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in
                try store.retentionMessaging.configureDefaultMessage(key, body)
            }
        }
        api.get("default/:productId/:locale") { request, context in
            let key = try key(context)
            return try await responder.read(request) { store throws(ServerAPIError) in try store.retentionMessaging.defaultMessage(key) }
        }
        api.delete("default/:productId/:locale") { request, context in
            let key = try key(context)
            return try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in
                try store.retentionMessaging.deleteDefaultMessage(key)
            }
        }
    }

    private func addRealtime(to api: RouterGroup<BasicRequestContext>) {
        api.put("realtime/url") { request, _ in
            var request = request
            let body = try await request.decodedBody(RealtimeUrlRequest.self)
            let response = try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in
                try store.retentionMessaging.configureRealtimeURL(body)
            }
            if let leniency = try await responder.access.read({ $0.retentionMessaging.realtimeURLLeniency }) { runner.logger.warning("\(leniency)") }
            return response
        }
        api.get("realtime/url") { request, _ in
            try await responder.read(request) { store throws(ServerAPIError) in try store.retentionMessaging.realtimeURL() }
        }
        api.delete("realtime/url") { request, _ in
            try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in try store.retentionMessaging.deleteRealtimeURL() }
        }
        api.post("performanceTest") { request, _ in
            var request = request
            let body = try await request.decodedBody(PerformanceTestRequest.self)
            let config = LocalAppStore.RetentionMessaging.performanceTestConfig(duration: performanceTestDuration)
            try await responder.authorize(request)
            let started = try await responder.access.change { (store) throws(ServerAPIError) in
                let (response, bodies) = try store.retentionMessaging.startPerformanceTest(body, config: config)
                return (response, bodies, store.retentionMessaging.retentionContent.realtimeURL ?? "", store.retentionMessaging.realtimeURLLeniency)
            }
            let runner = self.runner
            if let leniency = started.3 { runner.logger.warning("performance test \(started.0.requestId ?? ""): \(leniency)") }
            // The test outlives the request that started it, as Apple's does; a store that stops abandons it.
            Task { await runner.run(test: started.0.requestId ?? "", target: started.2, bodies: started.1, config: config) }
            return try APIResponder.json(started.0)
        }
        api.get("performanceTest/result/:requestId") { request, context in
            let id = try context.parameter("requestId", error: .invalidRequestId)
            return try await responder.read(request) { store throws(ServerAPIError) in try store.retentionMessaging.performanceTestResult(id) }
        }
    }
}
#endif
