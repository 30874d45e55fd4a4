#if Server
extension OpenAPIDocument {
    /// The document's components: security schemes, shared parameters, responses and schemas.
    static let components = """
        components:
          securitySchemes:
            appKey: {type: http, scheme: bearer, description: A key of the server's appKeys.}
            adminKey: {type: http, scheme: bearer, description: A key of the server's adminKeys.}
            dashboardSession: {type: apiKey, in: cookie, name: storehelper_dashboard, description: The session from signing in.}
          requestBodies:
            Form:
              required: true
              content:
                application/x-www-form-urlencoded:
                  schema: {type: object, properties: {csrf: {type: string}, key: {type: string}}, required: [csrf]}
          parameters:
            appUserId: {name: appUserId, in: path, required: true, description: '1 to 128 bytes of UTF-8 without control characters, percent-encoded', schema: {$ref: '#/components/schemas/Text'}}
            limit: {name: limit, in: query, required: false, schema: {type: integer, minimum: 1, maximum: 1000, default: 100}}
          responses:
            Error:
              description: '{"error": {"kind", "message"}}'
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            Page:
              description: An HTML page
              content: {text/html: {schema: {type: string}}}
          schemas:
            AnalyticsReport:
              type: object
              required: [from, to, currencies]
              properties:
                from: {type: integer, description: milliseconds since 1970}
                to: {type: integer}
                environment: {type: string}
                currencies:
                  type: object
                  additionalProperties:
                    type: object
                    properties:
                      activeSubscriptions: {type: integer}
                      activeTrials: {type: integer}
                      mrr: {type: integer, description: milliunits a month}
                      revenue: {type: integer, description: milliunits}
                      purchases: {type: integer}
                      refunds: {type: integer}
                      refundRate: {type: number}
                      activeAtStart: {type: integer}
                      churned: {type: integer}
                      churnRate: {type: number}
                      trialsEnded: {type: integer}
                      trialsConverted: {type: integer}
                      trialConversionRate: {type: number}
                      newCustomers: {type: integer}
                      lifetimeValueByProduct:
                        type: object
                        description: milliunits per customer, by product identifier
                        additionalProperties: {type: integer}
                      lifetimeValueByCohort:
                        type: object
                        description: milliunits per customer, by the month of the first purchase (2026-01)
                        additionalProperties: {type: integer}
            Error:
              type: object
              required: [error]
              properties:
                error:
                  type: object
                  required: [kind, message]
                  properties:
                    kind: {type: string, description: 'a stable kind: bad-request, unauthorized, too-many-attempts, owned-by-another-user, storage-failure, …'}
                    message: {type: string, description: safe to show; internal detail stays in the server's log}
                    requestId: {type: string, description: the id the server's log files the detail under}
            Text:
              description: 1 to 128 bytes of UTF-8 without control characters
              type: string
              minLength: 1
              maxLength: 128
              pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F]*$'
            ProductId:
              description: 1 to 256 bytes of UTF-8 without control characters
              type: string
              minLength: 1
              maxLength: 256
              pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F]*$'
            Environment:
              description: 1 to 32 bytes of UTF-8 without control characters
              type: string
              minLength: 1
              maxLength: 32
              pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F]*$'
            Status: {type: object, properties: {status: {type: string}}}
            NotificationBody: {type: object, required: [signedPayload], properties: {signedPayload: {type: string}}}
            NotificationResult: {type: object, properties: {result: {type: string, enum: [stored, duplicate, queued]}}}
            RetentionAnswer:
              type: object
              properties:
                message: {type: object, properties: {messageIdentifier: {type: string}}}
                alternateProduct: {type: object, properties: {messageIdentifier: {type: string}, productId: {type: string}, billingPlanType: {type: string, enum: [MONTHLY, BILLED_UPFRONT]}}}
                promotionalOffer: {type: object, properties: {messageIdentifier: {type: string}, promotionalOfferSignatureV2: {type: string}}}
            TransactionsRequest:
              type: object
              required: [appUserId, signedTransactions]
              properties:
                appUserId: {$ref: '#/components/schemas/Text'}
                signedTransactions: {type: array, minItems: 1, maxItems: 100, items: {type: string}}
            TransactionsAnswer:
              type: object
              properties:
                transactionIds: {type: array, items: {type: string}}
                refresh: {type: string, enum: [queued, skipped]}
            ReceiptRequest:
              type: object
              required: [appUserId, receipt]
              properties:
                appUserId: {$ref: '#/components/schemas/Text'}
                receipt: {type: string, description: 'The app receipt, base64 (Bundle.main.appStoreReceiptURL)'}
            ReceiptAnswer:
              type: object
              properties:
                transactionIds: {type: array, items: {type: string}}
                environment: {type: string, description: 'Where the history was made: Production or Sandbox (a local App Store''s data: Xcode or LocalTesting too)'}
                refresh: {type: string, enum: [queued]}
            ExtendRequest:
              type: object
              required: [extendByDays, extendReasonCode, requestIdentifier]
              properties:
                extendByDays: {type: integer, minimum: 1, maximum: 90}
                extendReasonCode: {type: integer, enum: [0, 1, 2, 3]}
                requestIdentifier: {type: string, minLength: 1, maxLength: 128}
            ExtendAnswer:
              type: object
              properties:
                originalTransactionId: {type: string}
                webOrderLineItemId: {type: string}
                success: {type: boolean}
                effectiveDate: {type: integer}
            ConsumeRequest:
              type: object
              required: [requestId]
              properties: {requestId: {$ref: '#/components/schemas/Text'}, quantity: {type: integer, minimum: 1, maximum: 1000000, default: 1}}
            Balance: {type: object, properties: {balance: {type: integer}}}
            OfferRequest:
              type: object
              required: [appUserId, productId, offerId]
              properties:
                appUserId: {type: string}
                productId: {type: string}
                offerId: {type: string}
                appAccountToken: {type: string, format: uuid}
                transactionId: {type: string}
            SignedOffer:
              type: object
              properties:
                productId: {type: string}
                offerId: {type: string}
                signature:
                  type: object
                  properties: {keyIdentifier: {type: string}, nonce: {type: string, format: uuid}, timestamp: {type: integer}, signature: {type: string}}
                compactJWS: {type: string}
            Entitlement:
              type: object
              properties:
                isActive: {type: boolean}
                productId: {type: string}
                transactionId: {type: string}
                originalTransactionId: {type: string}
                purchaseDate: {type: number}
                expiresDate: {type: number}
                gracePeriodExpiresDate: {type: number}
                willRenew: {type: boolean}
                billingIssueDetected: {type: boolean}
                ownershipType: {type: string}
                environment: {$ref: '#/components/schemas/Environment'}
            CustomerInfo:
              type: object
              properties:
                appUserId: {type: string}
                requestDate: {type: number}
                activeProductIds: {type: array, items: {type: string}}
                entitlements: {type: object, additionalProperties: {$ref: '#/components/schemas/Entitlement'}}
                subscriptions: {type: array, items: {type: object}}
                nonSubscriptionPurchases: {type: array, items: {type: object}}
                consumableBalances: {type: object, additionalProperties: {type: integer}}
                consentRescindedDate:
                  type: number
                  description: When a parent or guardian withdrew consent for the app (RESCIND_CONSENT), the earliest; absent when never.
            UserPage:
              type: object
              properties: {users: {type: array, items: {type: string}}, next: {type: [string, 'null']}}
            AdminNotification:
              type: object
              properties:
                notificationUUID: {type: string}
                notificationType: {type: string}
                subtype: {type: string}
                signedDate: {type: number}
                receivedDate: {type: number}
                signedPayload: {type: string}
            UserHistory:
              type: object
              properties:
                appUserId: {type: string}
                customerInfo: {$ref: '#/components/schemas/CustomerInfo'}
                transactions: {type: array, items: {type: object}}
                renewalInfos: {type: array, items: {type: object}}
                consumed: {type: object, additionalProperties: {type: integer}}
                notifications: {type: array, items: {$ref: '#/components/schemas/AdminNotification'}}
            Job:
              type: object
              properties:
                id: {type: string}
                kind: {type: string, enum: [catch-up, consumption, status-refresh]}
                payload: {type: string}
                state: {type: string, enum: [queued, done, dead]}
                attempts: {type: integer}
                runAfter: {type: integer}
                lastError: {type: string}
                createdDate: {type: integer}
                finishedDate: {type: integer}

        """
}
#endif
