#if Server
/// The pages of a paged endpoint, fetched one at a time as they are asked for: the first without a
/// token, each next one with the token the page before returned, until a page says there are no more.
public struct PageSequence<Page: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Page
    public typealias Failure = AppStoreServerAPIError

    /// Fetches the page a token names (nil: the first), and the token of the next page if there is one.
    let fetch: @Sendable (String?) async throws(AppStoreServerAPIError) -> (page: Page, next: String?)

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(fetch: fetch) }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let fetch: @Sendable (String?) async throws(AppStoreServerAPIError) -> (page: Page, next: String?)
        var token: String?
        var finished = false

        init(fetch: @escaping @Sendable (String?) async throws(AppStoreServerAPIError) -> (page: Page, next: String?)) {
            self.fetch = fetch
        }

        public mutating func next() async throws(AppStoreServerAPIError) -> Page? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(AppStoreServerAPIError) -> Page? {
            guard !finished else { return nil }
            let (page, next) = try await fetch(token)
            token = next
            finished = next == nil
            return page
        }
    }
}
#endif
