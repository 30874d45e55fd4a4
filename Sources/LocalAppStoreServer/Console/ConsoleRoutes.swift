#if Server
import AppStoreModels
import Foundation
import Hummingbird
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreServerAPI
import Logging
import StoreWeb

/// The local App Store's web console at `/console`: the page, a revision the page polls to follow the
/// store (changes made by `storehelper store` in another process included), and one POST per action.
/// Every action checks the form's csrf token, changes the store under its lock (nothing when it fails),
/// and redirects back to the page with what happened.
struct ConsoleRoutes: Sendable {
    let access: StoreAccess
    let poster: NotificationPoster
    /// Sends the real-time requests of the cancellation flows the console opens.
    let requester: RealtimeRequester
    let schedule: RetrySchedule
    let formGuard: FormGuard
    /// Where the store says when it departs from Apple (a lenient setting).
    let logger: Logger
    let pages = WebPages(ConsoleTemplate.all)

    /// What the csrf tokens of the console's forms are bound to.
    static let binding = "local-app-store-console"

    func add(to router: Router<BasicRequestContext>) {
        router.get("static/store.css") { _, _ in WebPages.stylesheet() }
        router.get("static/live.js") { _, _ in WebPages.liveScript() }
        router.get("console") { request, _ in
            let csrf = formGuard.token(for: Self.binding)
            let done = request.uri.queryParameters["done"].map { String($0.prefix(300)) }
            let problem = request.uri.queryParameters["problem"].map { String($0.prefix(300)) }
            let pages = self.pages
            let html = try await access.read { store in
                var context = ConsoleView(store: store).context(csrf: csrf)
                context["message"] = done
                context["problem"] = problem
                return pages.text("console", context)
            }
            return WebPages.html(html)
        }
        router.get("console/revision") { _, _ in
            let revision = try await access.read { store in Self.revision(of: store) }
            return Response(
                status: .ok,
                headers: [.contentType: "text/plain", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: revision))
            )
        }
        router.post("console/:action") { request, context in
            try await act(request) { form, store throws(StoreError) in
                try ConsoleAction.store(context.parameters.percentDecoded("action") ?? "", form: form, on: &store)
            }
        }
        router.post("console/family/:action") { request, context in
            try await act(request) { form, store throws(StoreError) in
                try ConsoleAction.family(context.parameters.percentDecoded("action") ?? "", form: form, on: &store)
            }
        }
        router.post("console/subscriptions/:action") { request, context in
            try await act(request) { form, store throws(StoreError) in
                try ConsoleAction.subscription(context.parameters.percentDecoded("action") ?? "", form: form, on: &store)
            }
        }
        router.post("console/transactions/:id/:action") { request, context in
            let id = context.parameters.percentDecoded("id") ?? ""
            return try await act(request) { _, store throws(StoreError) in
                try ConsoleAction.transaction(id, context.parameters.percentDecoded("action") ?? "", on: &store)
            }
        }
        router.post("console/retention/:id/:decision") { request, context in
            let id = context.parameters.percentDecoded("id") ?? ""
            let approve = context.parameters.percentDecoded("decision") == "approve"
            return try await act(request) { _, store throws(StoreError) in
                try store.retentionMessaging.review(id, approve: approve)
                return "\(id) is now \(approve ? "approved" : "rejected")."
            }
        }
        router.post("console/cancel-flow") { request, _ in
            let form = try await Form(request)
            try formGuard.check(request, form: form, binding: Self.binding)
            return WebPages.seeOther(await openCancelFlow(form))
        }
        router.post("console/cancel-flows/:id/:choice") { request, context in
            let id = context.parameters.percentDecoded("id") ?? ""
            let choice = context.parameters.percentDecoded("choice") ?? ""
            return try await act(request) { _, store throws(StoreError) in
                guard let chosen = CancelFlow.Choice(rawValue: choice) else { throw StoreError.invalidRequest("no choice \(choice.prefix(20))") }
                let flow = try store.retentionMessaging.choose(chosen, inCancelFlow: id)
                return "The subscriber chose \(chosen.rawValue): \(flow.choiceOutcome ?? "")."
            }
        }
        router.post("console/notifications/:uuid/send") { request, context in
            let form = try await Form(request)
            try formGuard.check(request, form: form, binding: Self.binding)
            let uuid = context.parameters.percentDecoded("uuid") ?? ""
            return WebPages.seeOther(await sendAgain(uuid))
        }
    }

    /// Checks the form, applies `change` to the store and redirects to the page saying how it went.
    private func act(
        _ request: Request,
        _ change: @escaping @Sendable (Form, inout LocalAppStore) throws(StoreError) -> String
    ) async throws -> Response {
        let form = try await Form(request)
        try formGuard.check(request, form: form, binding: Self.binding)
        do {
            let done = try await access.change { (store) throws(ServerAPIError) -> String in
                do throws(StoreError) { return try change(form, &store) } catch { throw ServerAPIError(.generalBadRequest, error.message) }
            }
            return WebPages.seeOther(Self.page(done: done))
        } catch let error as ServerAPIError {
            return WebPages.seeOther(Self.page(problem: error.message))
        }
    }

    /// Opens the cancellation flow of the form's subscription: the real-time request is sent to the realtime
    /// URL, and the page shows what the subscriber sees.
    private func openCancelFlow(_ form: Form) async -> String {
        let account = form["account"] ?? LocalAppStore.defaultAccountId
        let product = form["product"] ?? ""
        do {
            let prepared = try await access.read { (store) throws(ServerAPIError) in
                do throws(StoreError) { return try store.retentionMessaging.prepareCancelFlow(product: product, accountId: account) } catch {
                    throw ServerAPIError(.generalBadRequest, error.message)
                }
            }
            let attempt = await requester.send(prepared)
            let limit = requester.timeout
            let flow = try await access.change { (store) throws(ServerAPIError) in
                do throws(StoreError) { return try store.retentionMessaging.recordCancelFlow(prepared, attempt: attempt, timeLimit: limit) } catch {
                    throw ServerAPIError(.generalBadRequest, error.message)
                }
            }
            if let leniency = flow.leniency { logger.warning("cancellation flow \(flow.id): \(leniency)") }
            let lenient = flow.leniency.map { " Note, \($0)." } ?? ""
            return Self.page(done: "\(account) opened the cancellation flow of \(product): \(ConsoleView.screen(flow.shown)).\(lenient)")
        } catch let error as ServerAPIError {
            return Self.page(problem: error.message)
        } catch {
            return Self.page(problem: "the cancellation flow could not be opened: \(error)")
        }
    }

    /// POSTs notification `uuid` to the notification URL once more and records the attempt.
    private func sendAgain(_ uuid: String) async -> String {
        let schedule = self.schedule
        do {
            let found = try await access.read { store -> (String, PendingDelivery)? in
                let outbox = store.outbox
                guard let url = store.notificationURL, let index = outbox.firstIndex(where: { $0.notificationUUID == uuid }) else { return nil }
                return (url, PendingDelivery(index: index, entry: outbox[index]))
            }
            guard let (url, delivery) = found else { return Self.page(problem: "no notification \(uuid.prefix(40)) to send, or no notification URL") }
            let result = await poster.post(delivery.entry.signedPayload, to: url)
            try await access.change { store in store.recordAttempt(delivery, result: result, schedule: schedule) }
            return Self.page(done: "\(delivery.entry.notificationType.rawValue) sent again: \(result.rawValue)")
        } catch {
            return Self.page(problem: "the notification could not be sent again: \(error)")
        }
    }

    static func page(done: String? = nil, problem: String? = nil) -> String {
        var components = URLComponents()
        components.path = "/console"
        components.queryItems = [done.map { URLQueryItem(name: "done", value: $0) }, problem.map { URLQueryItem(name: "problem", value: $0) }]
            .compactMap { $0 }
        return components.string ?? "/console"
    }

    /// A short digest of everything the page shows: it changes exactly when the page would.
    static func revision(of store: LocalAppStore) -> String {
        var hasher = Hasher()
        hasher.combine(store.now)
        hasher.combine(store.settings)
        hasher.combine(store.accounts)
        hasher.combine(store.transactions)
        hasher.combine(store.subscriptions)
        hasher.combine(store.pendingPurchases)
        hasher.combine(store.outboxCount)
        hasher.combine(store.outbox(from: max(0, store.outboxCount - ConsoleView.notificationsShown)))
        hasher.combine(store.notificationURL)
        hasher.combine(store.retentionMessaging.retentionContent)
        hasher.combine(store.retentionMessaging.cancelFlows.suffix(ConsoleView.flowsShown))
        hasher.combine(store.retentionMessaging.performanceTests)
        return String(UInt(bitPattern: hasher.finalize()), radix: 36)
    }
}
#endif
