#if Server
import Hummingbird
import NIOConcurrencyHelpers

/// A receiver that answers the first `failures` POSTs with 500, then 200, and keeps what it got.
final class NotificationReceiver: Sendable {
    let failures: Int
    let received = NIOLockedValueBox<[String]>([])

    init(failures: Int) { self.failures = failures }

    func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.post("notifications") { request, _ -> HTTPResponse.Status in
            let body = try await request.body.collect(upTo: 1 << 20)
            let count = self.received.withLockedValue { list in
                list.append(String(buffer: body))
                return list.count
            }
            return count <= self.failures ? .internalServerError : .ok
        }
        return router
    }
}
#endif
