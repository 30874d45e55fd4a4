#if Server
/// The OpenAPI 3.1 description of every route, served at `/openapi.yaml`. A test checks that each route
/// the router has is described here, with its method.
enum OpenAPIDocument {
    static let yaml = paths + "\n" + components

    /// The document's head and its paths.
    static let paths = """
        openapi: 3.1.0
        info:
          title: StoreHelper StoreServer
          version: 1.0.0
          description: >-
            The app's backend for the App Store: App Store Server Notifications V2 in, signed transactions
            from apps, customer info (optionally signed) out, promotional offers signed, and admin views.
            Dates are milliseconds since 1970, as Apple sends them.
        servers:
          - url: http://127.0.0.1:8090
        security: []
        paths:
          /healthz:
            get:
              summary: The process is up.
              responses:
                '200': {description: OK, content: {application/json: {schema: {$ref: '#/components/schemas/Status'}}}}
          /readyz:
            get:
              summary: The database answers.
              responses:
                '200': {description: Ready, content: {application/json: {schema: {$ref: '#/components/schemas/Status'}}}}
                '503': {$ref: '#/components/responses/Error'}
          /metrics:
            get:
              summary: Prometheus metrics (requests, notifications by type, verification failures, jobs, queue lag).
              responses:
                '200': {description: Prometheus text format, content: {text/plain: {schema: {type: string}}}}
          /openapi.yaml:
            get:
              summary: This document.
              responses:
                '200': {description: OpenAPI 3.1, content: {application/yaml: {schema: {type: string}}}}
          /apple/notifications:
            post:
              summary: App Store Server Notifications V2 (verified, stored once per notificationUUID before the 200).
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/NotificationBody'}}}
              responses:
                '200': {description: 'Stored, or a duplicate that changed nothing', content: {application/json: {schema: {$ref: '#/components/schemas/NotificationResult'}}}}
                '400': {$ref: '#/components/responses/Error'}
                '413': {$ref: '#/components/responses/Error'}
                '503': {$ref: '#/components/responses/Error'}
          /apple/retention:
            post:
              summary: 'Apple''s Get Retention Message endpoint: a verified real-time retention request, answered by the configured rules within the latency budget (an empty object when no rule applies); every decision is recorded.'
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/NotificationBody'}}}
              responses:
                '200': {description: 'The message, alternate product or signed promotional offer chosen', content: {application/json: {schema: {$ref: '#/components/schemas/RetentionAnswer'}}}}
                '400': {$ref: '#/components/responses/Error'}
                '413': {$ref: '#/components/responses/Error'}
                '503': {$ref: '#/components/responses/Error'}
          /v1/transactions:
            post:
              summary: 'Signed transactions from an app, for one of its users; a status refresh is queued. A purchase belongs to one app user at a time (the server''s purchaseOwnership policy: transfer or keep).'
              security: [{appKey: []}]
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/TransactionsRequest'}}}
              responses:
                '200': {description: Verified and stored, content: {application/json: {schema: {$ref: '#/components/schemas/TransactionsAnswer'}}}}
                '400': {$ref: '#/components/responses/Error'}
                '401': {$ref: '#/components/responses/Error'}
                '409': {description: 'owned-by-another-user: the purchase is bound to another app user (its appAccountToken) or the server keeps purchases with their owner', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '413': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /v1/receipts:
            post:
              summary: 'An app receipt from an app that sold before StoreKit 2, for one of its users: counted (10 a minute per client, 5 an hour per user), its PKCS #7 signature verified under a root trusted for receipts, then the purchases it names from the App Store Server API (Production first, then Sandbox), verified and stored for the user unless another user owns them; a status refresh is queued. Sending it again stores nothing new.'
              security: [{appKey: []}]
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/ReceiptRequest'}}}
              responses:
                '200': {description: The history verified and stored, content: {application/json: {schema: {$ref: '#/components/schemas/ReceiptAnswer'}}}}
                '400': {description: 'invalid-receipt (not an app receipt, not signed under a trusted root, another app''s, or an id the App Store does not write) or bad-request', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '401': {$ref: '#/components/responses/Error'}
                '404': {description: 'receipt-not-found: no environment it may import from knows its purchases for this app', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '409': {description: 'owned-by-another-user, or not-configured (no App Store Server API, no root for receipts)', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '413': {$ref: '#/components/responses/Error'}
                '422': {description: 'receipt-without-purchases: nothing to import', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '429': {$ref: '#/components/responses/Error'}
                '502': {description: 'app-store-unavailable: the App Store Server API failed; try again after Retry-After', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '503': {$ref: '#/components/responses/Error'}
          /v1/subscribers/{appUserId}:
            get:
              summary: The user's customer info at the server's clock; signed when the request carries a nonce.
              security: [{appKey: []}]
              parameters:
                - {$ref: '#/components/parameters/appUserId'}
                - name: X-StoreHelper-Nonce
                  in: header
                  required: false
                  description: Base64 of 16 to 64 random bytes; the answer is then signed (Ed25519) over nonce, request time and body.
                  schema: {type: string, pattern: '^(?:[A-Za-z0-9+/]{4}){5,21}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$'}
              responses:
                '200':
                  description: Customer info
                  headers:
                    X-StoreHelper-Signature: {description: Base64 Ed25519 signature (with a nonce only), schema: {type: string}}
                    X-StoreHelper-Request-Time: {description: 'The instant judged, in milliseconds (with a nonce only)', schema: {type: string}}
                  content: {application/json: {schema: {$ref: '#/components/schemas/CustomerInfo'}}}
                '400': {$ref: '#/components/responses/Error'}
                '401': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /v1/subscribers/{appUserId}/consumables/{productId}/consume:
            post:
              summary: Uses up units of a consumable, once per request id, never below zero.
              security: [{appKey: []}]
              parameters:
                - {$ref: '#/components/parameters/appUserId'}
                - {name: productId, in: path, required: true, description: 1 to 256 bytes without control characters, schema: {$ref: '#/components/schemas/ProductId'}}
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/ConsumeRequest'}}}
              responses:
                '200': {description: The balance left, content: {application/json: {schema: {$ref: '#/components/schemas/Balance'}}}}
                '400': {$ref: '#/components/responses/Error'}
                '401': {$ref: '#/components/responses/Error'}
                '404': {$ref: '#/components/responses/Error'}
                '409': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /v1/offers/sign:
            post:
              summary: Signs a promotional offer the product has (version 1 fields and the version 2 JWS) for a known customer who may have it.
              security: [{appKey: []}]
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/OfferRequest'}}}
              responses:
                '200': {description: Signed, content: {application/json: {schema: {$ref: '#/components/schemas/SignedOffer'}}}}
                '400': {$ref: '#/components/responses/Error'}
                '401': {$ref: '#/components/responses/Error'}
                '403': {$ref: '#/components/responses/Error'}
                '404': {$ref: '#/components/responses/Error'}
                '409': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /admin/v1/users:
            get:
              summary: App user ids, in order, a page at a time.
              security: [{adminKey: []}]
              parameters:
                - {$ref: '#/components/parameters/limit'}
                - {name: after, in: query, required: false, description: the last app user id of the previous page, schema: {$ref: '#/components/schemas/Text'}}
              responses:
                '200': {description: A page, content: {application/json: {schema: {$ref: '#/components/schemas/UserPage'}}}}
                '401': {$ref: '#/components/responses/Error'}
                '400': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /admin/v1/users/{appUserId}:
            get:
              summary: A user's full history, notifications included, and customer info.
              security: [{adminKey: []}]
              parameters:
                - {$ref: '#/components/parameters/appUserId'}
              responses:
                '200': {description: The history, content: {application/json: {schema: {$ref: '#/components/schemas/UserHistory'}}}}
                '401': {$ref: '#/components/responses/Error'}
                '404': {$ref: '#/components/responses/Error'}
                '400': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /admin/v1/users/{appUserId}/subscriptions/{originalTransactionId}/extend:
            post:
              summary: 'Extends the renewal date of a subscription the user owns (Extend a Subscription Renewal Date, in the purchase''s environment).'
              security: [{adminKey: []}]
              parameters:
                - {$ref: '#/components/parameters/appUserId'}
                - {name: originalTransactionId, in: path, required: true, schema: {$ref: '#/components/schemas/Text'}}
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/ExtendRequest'}}}
              responses:
                '200': {description: 'Apple''s answer', content: {application/json: {schema: {$ref: '#/components/schemas/ExtendAnswer'}}}}
                '400': {$ref: '#/components/responses/Error'}
                '401': {$ref: '#/components/responses/Error'}
                '403': {description: 'not-eligible: the App Store refused (a subscription not active, extended too often)', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '404': {description: 'unknown-product: the user owns no such subscription', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '409': {description: 'not-configured: no App Store Server API', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '413': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
                '502': {description: 'app-store-unavailable: try again after Retry-After', content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                '503': {$ref: '#/components/responses/Error'}
          /admin/v1/notifications:
            get:
              summary: The notifications stored (each passed verification), newest first.
              security: [{adminKey: []}]
              parameters:
                - {$ref: '#/components/parameters/limit'}
              responses:
                '200': {description: Notifications, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/AdminNotification'}}}}}
                '401': {$ref: '#/components/responses/Error'}
                '400': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /admin/v1/jobs:
            get:
              summary: The durable jobs, newest first.
              security: [{adminKey: []}]
              parameters:
                - {$ref: '#/components/parameters/limit'}
                - {name: state, in: query, required: false, schema: {type: string, enum: [queued, done, dead]}}
              responses:
                '200': {description: Jobs, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Job'}}}}}
                '400': {$ref: '#/components/responses/Error'}
                '401': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /admin/v1/catch-up:
            post:
              summary: Queues a catch-up from the App Store's notification history.
              security: [{adminKey: []}]
              responses:
                '202': {description: Queued, content: {application/json: {schema: {$ref: '#/components/schemas/NotificationResult'}}}}
                '401': {$ref: '#/components/responses/Error'}
                '409': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /v1/analytics/figures:
            get:
              summary: The dashboard's figures for a period and an environment, per currency (amounts in milliunits).
              security: [{adminKey: []}]
              parameters:
                - {name: from, in: query, required: false, description: ISO 8601 or milliseconds; default 30 days before to, schema: {type: string}}
                - {name: to, in: query, required: false, description: ISO 8601 or milliseconds; default the server's clock, schema: {type: string}}
                - {name: environment, in: query, required: false, description: 'Production, Sandbox, … or all; default Production when the server accepts Production data, else all', schema: {$ref: '#/components/schemas/Environment'}}
              responses:
                '200': {description: Figures, content: {application/json: {schema: {$ref: '#/components/schemas/AnalyticsReport'}}}}
                '400': {$ref: '#/components/responses/Error'}
                '401': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Error'}
          /static/store.css:
            get:
              summary: The stylesheet of the dashboard's pages.
              responses:
                '200': {description: CSS, content: {text/css: {schema: {type: string}}}}
          /dashboard/sign-in:
            get:
              summary: The dashboard's sign-in page.
              responses:
                '200': {$ref: '#/components/responses/Page'}
                '400': {$ref: '#/components/responses/Page'}
                '421': {$ref: '#/components/responses/Page'}
            post:
              summary: Signs in with an admin key (a form with its csrf token); sets the session cookie and redirects to /dashboard.
              requestBody: {$ref: '#/components/requestBodies/Form'}
              responses:
                '303': {description: Signed in}
                '401': {$ref: '#/components/responses/Page'}
                '403': {$ref: '#/components/responses/Page'}
                '400': {$ref: '#/components/responses/Page'}
                '429': {$ref: '#/components/responses/Page'}
                '421': {$ref: '#/components/responses/Page'}
          /dashboard/sign-out:
            post:
              summary: Ends the session (a form with the session's csrf token).
              security: [{dashboardSession: []}, {adminKey: []}]
              requestBody: {$ref: '#/components/requestBodies/Form'}
              responses:
                '303': {description: Signed out}
                '401': {$ref: '#/components/responses/Page'}
                '403': {$ref: '#/components/responses/Page'}
                '400': {$ref: '#/components/responses/Page'}
                '429': {$ref: '#/components/responses/Page'}
                '421': {$ref: '#/components/responses/Page'}
          /dashboard:
            get:
              summary: The figures and charts of a period, per currency.
              security: [{dashboardSession: []}, {adminKey: []}]
              parameters:
                - {name: from, in: query, required: false, description: a day (2026-11-01); default 30 days before to, schema: {type: string}}
                - {name: to, in: query, required: false, description: 'a day, included; default today on the server''s clock', schema: {type: string}}
                - {name: environment, in: query, required: false, description: 'Production, Sandbox, … or all; default Production when the server accepts Production data, else all', schema: {$ref: '#/components/schemas/Environment'}}
              responses:
                '200': {$ref: '#/components/responses/Page'}
                '303': {description: Not signed in; to /dashboard/sign-in}
                '400': {$ref: '#/components/responses/Page'}
                '401': {$ref: '#/components/responses/Page'}
                '429': {$ref: '#/components/responses/Page'}
                '421': {$ref: '#/components/responses/Page'}
          /dashboard/customers:
            get:
              summary: Customers; with q, the customer with that app user id, transaction id or original transaction id.
              security: [{dashboardSession: []}, {adminKey: []}]
              parameters:
                - {name: q, in: query, required: false, description: 1 to 256 bytes without control characters, schema: {$ref: '#/components/schemas/ProductId'}}
                - {name: after, in: query, required: false, description: the last app user id of the previous page, schema: {$ref: '#/components/schemas/Text'}}
              responses:
                '200': {$ref: '#/components/responses/Page'}
                '303': {description: 'Found (to the customer''s page), or not signed in'}
                '404': {$ref: '#/components/responses/Page'}
                '400': {$ref: '#/components/responses/Page'}
                '401': {$ref: '#/components/responses/Page'}
                '429': {$ref: '#/components/responses/Page'}
                '421': {$ref: '#/components/responses/Page'}
          /dashboard/customers/{appUserId}:
            get:
              summary: A customer's entitlements and timeline.
              security: [{dashboardSession: []}, {adminKey: []}]
              parameters: [{$ref: '#/components/parameters/appUserId'}]
              responses:
                '200': {$ref: '#/components/responses/Page'}
                '303': {description: Not signed in; to /dashboard/sign-in}
                '404': {$ref: '#/components/responses/Page'}
                '400': {$ref: '#/components/responses/Page'}
                '401': {$ref: '#/components/responses/Page'}
                '429': {$ref: '#/components/responses/Page'}
                '421': {$ref: '#/components/responses/Page'}
        """
}
#endif
