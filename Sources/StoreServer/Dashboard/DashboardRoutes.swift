#if Server
import AppStoreModels
import Entitlements
import Foundation
import Hummingbird
import StoreHelperJSON
import StoreStorage
import StoreWeb

/// The dashboard at `/dashboard`: sign-in with an admin key, the figures and charts of a period, and
/// customers with their timelines. Every page but sign-in needs a session (or the admin key as a bearer
/// token); its one form (sign out) carries a csrf token bound to the session.
struct DashboardRoutes: Sendable {
    let storage: any PurchaseStore & NotificationStore & RetentionStore & SessionStore
    let customers: CustomerInfoService
    let analytics: Analytics
    /// The environments whose data the server accepts.
    let environments: [AppStoreEnvironment]
    let adminKeys: KeyAuthorization
    let sessions: DashboardSessions
    /// Whether cookies are `Secure` (the server is reached over TLS).
    let secureCookies: Bool
    /// The server's clock: what "now" is for the figures and the timelines.
    let clock: any ServiceClock
    let pages = WebPages(DashboardTemplates.all)

    func add(to router: Router<ServerRequestContext>) {
        router.get("static/store.css") { _, _ in WebPages.stylesheet() }
        router.get("dashboard/sign-in") { _, _ in
            let visit = sessions.visit()
            var response = pages.render("sign-in", page("Sign in", csrf: sessions.forms.token(for: Self.signInBinding(visit)), nav: false))
            response.setCookie(cookie(DashboardSessions.signInCookieName, visit, maxAge: 3_600))
            return response
        }
        router.post("dashboard/sign-in") { request, context in
            let form = try await Form(request)
            guard let visit = request.cookies[DashboardSessions.signInCookieName]?.value, !visit.isEmpty else {
                throw WebError.crossSite("open the sign-in page before signing in (its cookie is missing)")
            }
            try sessions.forms.check(request, form: form, binding: Self.signInBinding(visit))
            guard let key = form["key"], adminKeys.accepts(key) else {
                try adminKeys.failures.check(context.client)
                adminKeys.failures.record(context.client)
                var context = page("Sign in", csrf: sessions.forms.token(for: Self.signInBinding(visit)), nav: false)
                context["problem"] = "That is not an admin key."
                return pages.render("sign-in", context, status: .unauthorized)
            }
            var response = WebPages.seeOther("/dashboard")
            response.setCookie(cookie(DashboardSessions.cookieName, sessions.start(), maxAge: Int(DashboardSessions.lifetime)))
            response.setCookie(cookie(DashboardSessions.signInCookieName, "", maxAge: 0))
            return response
        }
        let signedIn = router.group("dashboard").add(middleware: SignedIn(sessions: sessions, adminKeys: adminKeys, storage: storage))
        signedIn.post("sign-out") { request, _ in
            let form = try await Form(request)
            try sessions.forms.check(request, form: form, binding: Self.binding(request))
            if let session = request.cookies[DashboardSessions.cookieName].flatMap({ sessions.session($0.value) }) {
                do { try await storage.revokeSession(session.id, until: session.expires, now: clock.now) } catch { throw ServerError.storage(error) }
            }
            var response = WebPages.seeOther("/dashboard/sign-in")
            response.setCookie(cookie(DashboardSessions.cookieName, "", maxAge: 0))
            return response
        }
        signedIn.get { request, _ in try await overview(request) }
        signedIn.get("customers") { request, _ in try await customerList(request) }
        signedIn.get("customers/:appUserId") { request, context in
            try await customerPage(try ServerRoutes.parameter("appUserId", of: context), request)
        }
    }

    // MARK: Pages

    private func overview(_ request: Request) async throws -> Response {
        let now = clock.now
        let toDay = try Self.day(request, "to") ?? Self.startOfDay(now)
        let fromDay = try Self.day(request, "from") ?? toDay.addingTimeInterval(-30 * 86_400)
        let to = min(toDay.addingTimeInterval(86_400), now)
        guard fromDay < to, to.timeIntervalSince(fromDay) <= 3_660 * 86_400 else {
            throw ServerError.badRequest("the period must start before it ends (and before now), and last at most ten years")
        }
        let asked = try request.uri.queryParameters["environment"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }.map {
            text throws(ServerError) in try TextInput.check(text, "environment", maximumBytes: 32)
        }
        let environment = Analytics.environment(asked: asked, accepting: environments)
        let stored: (transactions: [JWSTransactionDecodedPayload], renewalInfos: [JWSRenewalInfoDecodedPayload])
        do { stored = try await storage.everything(environment: environment) } catch { throw ServerError.storage(error) }
        let report = analytics.report(
            transactions: stored.transactions,
            renewalInfos: stored.renewalInfos,
            from: fromDay,
            to: to,
            environment: environment
        )
        let charts = DashboardCharts(
            analytics: analytics,
            transactions: stored.transactions,
            renewalInfos: stored.renewalInfos,
            environment: environment
        )
        .charts(from: fromDay, to: to)
        var context = page("Overview", csrf: sessions.forms.token(for: Self.binding(request)))
        context["from"] = Self.dayText(fromDay)
        context["to"] = Self.dayText(toDay)
        let choices = environments.map { ($0.rawValue, $0.rawValue) } + [(Analytics.allEnvironments, "All environments")]
        context["environments"] = choices.map { value, label in
            ["value": value, "label": label, "selected": value == (environment ?? Analytics.allEnvironments)] as [String: Any]
        }
        context["currencies"] = report.currencies.keys.sorted().map { code -> [String: Any] in
            let figures = report.currencies[code]!
            return [
                "code": code, "activeSubscriptions": figures.activeSubscriptions, "activeTrials": figures.activeTrials,
                "newCustomers": figures.newCustomers, "mrr": Display.milliunits(figures.mrr), "revenue": Display.milliunits(figures.revenue),
                "refundRate": Self.percent(figures.refundRate), "churnRate": Self.percent(figures.churnRate),
                "trialConversionRate": Self.percent(figures.trialConversionRate),
                "charts": (charts[code] ?? []).map { ["svg": $0.svg] },
                "lifetimeCharts": DashboardCharts.lifetimeValues(figures, currency: code).map { ["svg": $0.svg] },
                "byProduct": figures.lifetimeValueByProduct.sorted { $0.key < $1.key }.map {
                    ["name": $0.key, "value": Display.milliunits($0.value)]
                },
                "byCohort": figures.lifetimeValueByCohort.sorted { $0.key < $1.key }.map { ["name": $0.key, "value": Display.milliunits($0.value)] },
            ]
        }
        return pages.render("overview", context)
    }

    private func customerList(_ request: Request) async throws -> Response {
        if let query = request.uri.queryParameters["q"].map(String.init)?.trimmingCharacters(in: .whitespaces), !query.isEmpty {
            try TextInput.check(query, "the search", maximumBytes: 256)
            if let found = try await find(query) { return WebPages.seeOther("/dashboard/customers/\(Self.pathEscaped(found))") }
            var context = page("Customers", csrf: sessions.forms.token(for: Self.binding(request)))
            context["query"] = query
            context["problem"] = "No customer has the app user id, transaction or original transaction \(query)."
            return pages.render("customers", context, status: .notFound)
        }
        let after = try request.uri.queryParameters["after"].map { text throws(ServerError) in try TextInput.check(String(text), "after") }
        let ids: [String]
        do { ids = try await storage.userIds(after: after, limit: 100) } catch { throw ServerError.storage(error) }
        var context = page("Customers", csrf: sessions.forms.token(for: Self.binding(request)))
        context["users"] = ids.map { ["id": Display.visible($0), "path": Self.pathEscaped($0)] }
        context["next"] = ids.count == 100 ? ids.last.map(Self.queryEscaped) : nil
        return pages.render("customers", context)
    }

    /// The app user id a search names: the id itself, or the owner of a transaction or original transaction.
    private func find(_ query: String) async throws(ServerError) -> String? {
        let isUserId = (try? AppUserId.checkStored(query)) != nil
        do throws(StorageError) {
            if isUserId, try await storage.userExists(query) { return query }
            if let owner = try await storage.appUserId(owning: query) { return owner }
            if let original = try await storage.originalTransactionId(of: query) { return try await storage.appUserId(owning: original) }
            return nil
        } catch {
            throw .storage(error)
        }
    }

    /// What `appUserId` is entitled to at the server's now, and their timeline until then, from one read
    /// of their records.
    private func story(_ appUserId: String) async throws(ServerError) -> (info: CustomerInfo, timeline: [CustomerTimeline.Entry]) {
        do throws(StorageError) {
            let records = try await storage.customer(appUserId)
            let originals = Set(records.transactions.compactMap(\.payload.originalTransactionId)).sorted()
            let notifications = try await storage.notifications(about: originals)
            let transfers = try await storage.ownershipChanges(of: appUserId)
            let decisions = try await storage.retentionDecisions(about: originals)
            let now = clock.now
            // From the same read as the timeline (so both tell one story), through the service's evaluation.
            let info = customers.evaluate(appUserId, records: records, at: now).info
            let timeline = CustomerTimeline(
                records: records,
                notifications: notifications,
                ownershipChanges: transfers,
                retentionDecisions: decisions,
                evaluate: { [customers] instant in customers.evaluate(appUserId, records: records, at: instant).info }
            )
            .entries(until: now)
            return (info, timeline)
        } catch {
            throw .storage(error)
        }
    }

    private func customerPage(_ appUserId: String, _ request: Request) async throws -> Response {
        try AppUserId.checkStored(appUserId)
        let exists: Bool
        do { exists = try await storage.userExists(appUserId) } catch { throw ServerError.storage(error) }
        guard exists else { throw ServerError(.unknownUser, "no user \(Display.visible(appUserId))") }
        let (info, timeline) = try await story(appUserId)
        var context = page("Customer \(Display.visible(appUserId))", csrf: sessions.forms.token(for: Self.binding(request)))
        context["active"] = info.activeProductIds
        context["consentRescinded"] = info.consentRescindedDate.map { Display.instant($0.date) }
        context["entitlements"] = info.entitlements.sorted { $0.key < $1.key }.map { name, entitlement in
            [
                "name": name, "active": entitlement.isActive ? "active" : "inactive", "class": entitlement.isActive ? "status-active" : "status-lost",
                "product": entitlement.productId, "expires": entitlement.expiresDate.map { Display.instant($0.date) } ?? "—",
            ] as [String: Any]
        }
        context["timeline"] = timeline.map { entry in
            ["when": Display.instant(entry.when), "kind": entry.kind, "what": entry.what, "details": entry.details]
        }
        return pages.render("customer", context)
    }

    // MARK: Helpers

    private func page(_ heading: String, csrf: String, nav: Bool = true) -> [String: Any] {
        [
            "title": "\(heading) — StoreServer", "heading": heading, "product": "StoreServer", "csrf": csrf,
            "nav": nav ? [["href": "/dashboard", "label": "Overview"], ["href": "/dashboard/customers", "label": "Customers"]] : [],
        ]
    }

    /// What the sign-in form is bound to: the visit's cookie.
    static func signInBinding(_ visit: String) -> String { "dashboard-sign-in:\(visit)" }

    /// A dashboard cookie: HTTP only, same site, `Secure` when the server is reached over TLS.
    private func cookie(_ name: String, _ value: String, maxAge: Int) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: "/dashboard", secure: secureCookies, httpOnly: true, sameSite: .strict)
    }

    /// What a signed-in request's forms are bound to: its session (or, with the admin key as a bearer token, that).
    static func binding(_ request: Request) -> String {
        request.cookies[DashboardSessions.cookieName]?.value ?? "bearer"
    }

    /// The query parameter `name` as a UTC day (`2026-11-23`); nil when absent.
    static func day(_ request: Request, _ name: String) throws(ServerError) -> Date? {
        guard let text = request.uri.queryParameters[Substring(name)].map(String.init), !text.isEmpty else { return nil }
        guard let day = try? Date.ISO8601FormatStyle().year().month().day().parse(text) else {
            throw ServerError.badRequest("\(name) is not a day like 2026-11-23: \(text.prefix(40))")
        }
        return day
    }

    static func startOfDay(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
    }

    static func dayText(_ date: Date) -> String { date.formatted(Date.ISO8601FormatStyle().year().month().day()) }

    static func percent(_ rate: Double?) -> String { rate.map { String(format: "%.1f%%", $0 * 100) } ?? "—" }

    static func pathEscaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;"))) ?? text
    }

    /// `text` as one value of a query string (`&`, `=`, `+` and `#` escaped too).
    static func queryEscaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#;"))) ?? text
    }
}

/// Lets a dashboard request through with a valid session cookie or the admin key as a bearer token;
/// otherwise a page goes to sign-in and anything else is refused.
struct SignedIn: RouterMiddleware {
    typealias Context = ServerRequestContext
    let sessions: DashboardSessions
    let adminKeys: KeyAuthorization
    let storage: any SessionStore

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let session = request.cookies[DashboardSessions.cookieName].flatMap({ sessions.session($0.value) }) {
            let revoked: Bool
            do { revoked = try await storage.isSessionRevoked(session.id) } catch { throw ServerError.storage(error) }
            if !revoked { return try await next(request, context) }
        }
        if request.headers[.authorization] != nil {
            try adminKeys.check(request, client: context.client)
            return try await next(request, context)
        }
        guard request.method == .get else { throw ServerError(.unauthorized, "sign in to the dashboard first") }
        return WebPages.seeOther("/dashboard/sign-in")
    }
}
#endif
