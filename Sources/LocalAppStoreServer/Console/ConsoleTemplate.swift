#if Server
/// The console's one page: the store's clock and settings, accounts, purchases waiting, transactions,
/// subscriptions and notifications, each with the actions Xcode's transaction manager offers. Every
/// action is a small form (POST, with the page's csrf token) that answers with a redirect back here.
enum ConsoleTemplate {
    /// The page and its partial, by name.
    static let all = ["console": page, "subscription": subscriptionFields]

    /// The hidden fields of a form that acts on one subscription (an account's product).
    static let subscriptionFields =
        #"{{>csrf}}<input type="hidden" name="account" value="{{account}}"><input type="hidden" name="product" value="{{product}}">"#

    static let page = """
        {{<layout}}{{$main}}
        <section aria-labelledby="clock">
        <h2 id="clock">Clock and settings</h2>
        <p>The store's clock: <strong id="store-now">{{now}}</strong> · time rate: {{timeRate}} · environment: {{environment}} ·
        storefront: {{storefront}} · locale: {{locale}} · notifications to: {{notificationURL}}</p>
        <form method="post" action="/console/advance" class="inline">
        {{>csrf}}
        <label for="advance-by">Advance the clock by</label>
        <input id="advance-by" name="by" size="8" placeholder="30d, 12h, 1d12h" required>
        <button type="submit">Advance</button>
        </form>
        <form method="post" action="/console/set" class="inline">
        {{>csrf}}
        <label for="setting-key">Setting</label>
        <select id="setting-key" name="key">{{#settingKeys}}<option>{{.}}</option>{{/settingKeys}}</select>
        <label for="setting-value">value</label>
        <input id="setting-value" name="value" size="14" placeholder="on, off, 2, Sandbox" required>
        <button type="submit">Set</button>
        </form>
        <table aria-label="Settings">
        <tr><th scope="col">Ask to Buy</th><th scope="col">Interrupted purchases</th><th scope="col">Billing retry on renewal</th>
        <th scope="col">Grace period</th><th scope="col">Simulated StoreKit errors</th></tr>
        <tr><td>{{askToBuy}}</td><td>{{interruptedPurchases}}</td><td>{{billingRetry}}</td><td>{{gracePeriod}}</td>
        <td>{{#simulatedErrors}}{{api}}: {{failure}}<br>{{/simulatedErrors}}{{^simulatedErrors}}none{{/simulatedErrors}}</td></tr>
        </table>
        </section>

        <section aria-labelledby="buy">
        <h2 id="buy">Buy</h2>
        <form method="post" action="/console/buy">
        {{>csrf}}
        <label for="buy-product">Product</label>
        <select id="buy-product" name="product">{{#products}}<option value="{{id}}">{{name}} ({{price}})</option>{{/products}}</select>
        <label for="buy-plan">billed</label>
        <select id="buy-plan" name="plan"><option value="default">as usual</option><option value="MONTHLY">monthly, 12-month commitment</option></select>
        <label for="buy-account">for</label>
        <select id="buy-account" name="account">{{#accounts}}<option>{{id}}</option>{{/accounts}}</select>
        <button type="submit" class="primary">Buy</button>
        </form>
        <form method="post" action="/console/assign">
        {{>csrf}}
        <label for="seat-organization">Organization</label><input id="seat-organization" name="organization" size="12" required>
        <label for="seat-product">assigns a seat of</label>
        <select id="seat-product" name="product">{{#products}}<option value="{{id}}">{{name}}</option>{{/products}}</select>
        <label for="seat-account">to</label>
        <select id="seat-account" name="account">{{#accounts}}<option>{{id}}</option>{{/accounts}}</select>
        <button type="submit">Assign</button>
        </form>
        </section>

        <section aria-labelledby="accounts">
        <h2 id="accounts">Accounts</h2>
        <table aria-labelledby="accounts">
        <tr><th scope="col">Account</th><th scope="col">Family</th><th scope="col">App account token</th><th scope="col">Family sharing</th><th scope="col">Consent</th></tr>
        {{#accounts}}<tr><td>{{id}}</td><td>{{family}}</td><td>{{token}}</td><td>
        {{#inFamily}}<form method="post" action="/console/family/leave" class="inline">{{>csrf}}
        <input type="hidden" name="account" value="{{id}}"><button type="submit">Leave the family</button></form>{{/inFamily}}
        {{^inFamily}}<form method="post" action="/console/family/join" class="inline">{{>csrf}}
        <input type="hidden" name="account" value="{{id}}"><label for="family-{{id}}">Family</label>
        <input id="family-{{id}}" name="family" size="10" required><button type="submit">Join</button></form>{{/inFamily}}
        </td><td><form method="post" action="/console/rescind-consent" class="inline">{{>csrf}}
        <input type="hidden" name="account" value="{{id}}"><button type="submit" aria-label="Rescind consent for {{id}}">Rescind consent</button></form>
        </td></tr>{{/accounts}}
        </table>
        <form method="post" action="/console/accounts" class="inline">
        {{>csrf}}
        <label for="new-account">New account</label><input id="new-account" name="account" size="12" required>
        <label for="new-family">in family (optional)</label><input id="new-family" name="family" size="10">
        <button type="submit">Add</button>
        </form>
        </section>

        <section aria-labelledby="pending">
        <h2 id="pending">Purchases waiting</h2>
        {{^pending}}<p>None.</p>{{/pending}}
        {{#hasPending}}<table aria-labelledby="pending">
        <tr><th scope="col">Id</th><th scope="col">Product</th><th scope="col">Account</th><th scope="col">Why</th><th scope="col">State</th><th scope="col">Actions</th></tr>
        {{#pending}}<tr><td>{{id}}</td><td>{{product}}</td><td>{{account}}</td><td>{{reason}}</td><td>{{state}}</td><td>
        {{#askToBuy}}<form method="post" action="/console/transactions/{{id}}/approve" class="inline">{{>csrf}}<button type="submit">Approve</button></form>
        <form method="post" action="/console/transactions/{{id}}/decline" class="inline">{{>csrf}}<button type="submit">Decline</button></form>{{/askToBuy}}
        {{#interrupted}}<form method="post" action="/console/transactions/{{id}}/resolve" class="inline">{{>csrf}}<button type="submit">Resolve</button></form>{{/interrupted}}
        </td></tr>{{/pending}}
        </table>{{/hasPending}}
        </section>

        <section aria-labelledby="app-store-messages">
        <h2 id="app-store-messages">App Store messages waiting</h2>
        {{^appStoreMessages}}<p>None.</p>{{/appStoreMessages}}
        {{#hasAppStoreMessages}}<table aria-labelledby="app-store-messages">
        <tr><th scope="col">Account</th><th scope="col">Reason</th><th scope="col">Product</th><th scope="col">Id</th><th scope="col">Actions</th></tr>
        {{#appStoreMessages}}<tr><td>{{account}}</td><td>{{reason}}</td><td>{{product}}</td><td><code>{{id}}</code></td><td>
        <form method="post" action="/console/show-message" class="inline">{{>csrf}}<input type="hidden" name="account" value="{{account}}">
        <input type="hidden" name="message" value="{{id}}"><button type="submit" aria-label="Show {{reason}} to {{account}}">Show on the device</button></form>
        </td></tr>{{/appStoreMessages}}
        </table>{{/hasAppStoreMessages}}
        </section>

        <section aria-labelledby="transactions">
        <h2 id="transactions">Transactions</h2>
        {{^transactions}}<p>None yet.</p>{{/transactions}}
        {{#hasTransactions}}<table aria-labelledby="transactions">
        <tr><th scope="col">Id</th><th scope="col">Account</th><th scope="col">Product</th><th scope="col">Purchased</th><th scope="col">Expires</th>
        <th scope="col">Price</th><th scope="col">Offer</th><th scope="col">Ownership</th><th scope="col">Status</th><th scope="col">Actions</th></tr>
        {{#transactions}}<tr id="transaction-{{id}}"><td>{{id}}</td><td>{{account}}</td><td>{{product}}</td><td>{{purchased}}</td><td>{{expires}}</td>
        <td>{{price}}</td><td>{{offer}}</td><td>{{ownership}}</td><td class="{{statusClass}}">{{status}}</td><td>
        {{#refundable}}<form method="post" action="/console/transactions/{{id}}/refund" class="inline">{{>csrf}}<button type="submit" aria-label="Refund {{id}}">Refund</button></form>{{/refundable}}
        {{^finished}}<form method="post" action="/console/transactions/{{id}}/finish" class="inline">{{>csrf}}<button type="submit" aria-label="Finish {{id}}">Finish</button></form>{{/finished}}
        <form method="post" action="/console/transactions/{{id}}/delete" class="inline">{{>csrf}}<button type="submit" aria-label="Delete {{id}}">Delete</button></form>
        </td></tr>{{/transactions}}
        </table>{{/hasTransactions}}
        </section>

        <section aria-labelledby="subscriptions">
        <h2 id="subscriptions">Subscriptions</h2>
        {{^subscriptions}}<p>None yet.</p>{{/subscriptions}}
        {{#hasSubscriptions}}<table aria-labelledby="subscriptions">
        <tr><th scope="col">Account</th><th scope="col">Held</th><th scope="col">Product</th><th scope="col">Renews into</th><th scope="col">State</th><th scope="col">Expires</th>
        <th scope="col">Grace ends</th><th scope="col">Auto-renew</th><th scope="col">Price increase</th><th scope="col">Actions</th></tr>
        {{#subscriptions}}<tr><td>{{account}}</td><td>{{held}}</td><td>{{product}}</td><td>{{renewsInto}}</td><td>{{phase}}</td><td>{{expires}}</td><td>{{graceEnds}}</td>
        <td>{{autoRenew}}</td><td>{{priceIncrease}}</td><td>{{#live}}
        <form method="post" action="/console/subscriptions/renew" class="inline">{{>subscription}}<button type="submit">Renew now</button></form>
        <form method="post" action="/console/subscriptions/expire" class="inline">{{>subscription}}<button type="submit">Expire now</button></form>
        {{#own}}<form method="post" action="/console/subscriptions/auto-renew" class="inline">{{>subscription}}<input type="hidden" name="on" value="{{autoRenewToggle}}"><button type="submit">Auto-renew {{autoRenewToggle}}</button></form>{{/own}}
        {{#seat}}<form method="post" action="/console/unassign" class="inline">{{>csrf}}<input type="hidden" name="original" value="{{original}}"><button type="submit">Take the seat back</button></form>{{/seat}}
        {{#inBillingRetry}}<form method="post" action="/console/transactions/{{latestTransaction}}/resolve" class="inline">{{>csrf}}<button type="submit">Resolve the billing issue</button></form>{{/inBillingRetry}}
        <form method="post" action="/console/subscriptions/price-increase" class="inline">{{>subscription}}
        <label for="increase-{{latestTransaction}}">Price increase</label><select id="increase-{{latestTransaction}}" name="step"><option>request</option><option>accept</option><option>decline</option><option>notice</option></select><button type="submit">Apply</button></form>
        {{#cancellable}}<form method="post" action="/console/cancel-flow" class="inline">{{>subscription}}<button type="submit">Open the cancellation flow</button></form>{{/cancellable}}
        {{/live}}</td></tr>{{/subscriptions}}
        </table>{{/hasSubscriptions}}
        </section>

        <section aria-labelledby="retention">
        <h2 id="retention">Retention Messaging</h2>
        <p>Realtime URL: <code>{{realtimeURL}}</code> · review: {{retentionReview}}{{#lenient}} · <strong>{{leniency}}</strong>{{/lenient}}</p>
        {{#hasImages}}<table aria-labelledby="retention"><caption>Images</caption>
        <tr><th scope="col">Image</th><th scope="col">Size</th><th scope="col">Pixels</th><th scope="col">State</th><th scope="col">Review</th></tr>
        {{#images}}<tr><td><code>{{id}}</code></td><td>{{size}}</td><td>{{pixels}}</td><td>{{state}}</td><td>{{#pending}}
        <form method="post" action="/console/retention/{{id}}/approve" class="inline">{{>csrf}}<button type="submit">Approve</button></form>
        <form method="post" action="/console/retention/{{id}}/reject" class="inline">{{>csrf}}<button type="submit">Reject</button></form>{{/pending}}</td></tr>{{/images}}
        </table>{{/hasImages}}
        {{#hasMessages}}<table aria-labelledby="retention"><caption>Messages</caption>
        <tr><th scope="col">Message</th><th scope="col">Header</th><th scope="col">Body</th><th scope="col">Image</th><th scope="col">State</th><th scope="col">Review</th></tr>
        {{#messages}}<tr><td><code>{{id}}</code></td><td>{{header}}</td><td>{{body}}</td><td>{{image}} ({{bullets}} bullet points)</td><td>{{state}}</td><td>{{#pending}}
        <form method="post" action="/console/retention/{{id}}/approve" class="inline">{{>csrf}}<button type="submit">Approve</button></form>
        <form method="post" action="/console/retention/{{id}}/reject" class="inline">{{>csrf}}<button type="submit">Reject</button></form>{{/pending}}</td></tr>{{/messages}}
        </table>{{/hasMessages}}
        {{#hasConnectMessages}}<table aria-labelledby="retention"><caption>Set up in App Store Connect (shown when the real-time answer is unusable, before the default message)</caption>
        <tr><th scope="col">Message</th><th scope="col">For</th><th scope="col">Header</th><th scope="col">Body</th><th scope="col">Image</th><th scope="col">Retention offers</th><th scope="col">State</th></tr>
        {{#connectMessages}}<tr><td>{{name}}</td><td>{{products}}</td><td>{{header}}</td><td>{{body}}</td><td>{{image}}</td><td>{{offers}}</td><td>{{state}}</td></tr>{{/connectMessages}}
        </table>{{/hasConnectMessages}}
        {{#hasDefaults}}<p>Default messages: {{#defaults}}{{key}} → <code>{{message}}</code>; {{/defaults}}</p>{{/hasDefaults}}
        {{#hasPerformanceTests}}<p>Performance tests: {{#performanceTests}}{{id}} against {{target}}: {{result}}, {{successRate}} %, p50 {{p50}} ms, p99 {{p99}} ms, {{pending}} pending; {{/performanceTests}}</p>{{/hasPerformanceTests}}
        {{#hasFlows}}<table aria-labelledby="retention"><caption>Cancellation flows, newest first</caption>
        <tr><th scope="col">When</th><th scope="col">Subscriber</th><th scope="col">Answer</th><th scope="col">Shown</th><th scope="col">Choice</th></tr>
        {{#flows}}<tr><td>{{when}}</td><td>{{account}} · {{product}} [{{locale}}]</td><td>{{answer}}</td><td>{{shown}}</td><td>{{choice}}{{#open}}
        {{#offer}}<form method="post" action="/console/cancel-flows/{{id}}/accept-offer" class="inline">{{>csrf}}<button type="submit">Accept the offer</button></form>{{/offer}}
        {{#switch}}<form method="post" action="/console/cancel-flows/{{id}}/switch" class="inline">{{>csrf}}<button type="submit">Switch</button></form>{{/switch}}
        <form method="post" action="/console/cancel-flows/{{id}}/cancel" class="inline">{{>csrf}}<button type="submit">Cancel the subscription</button></form>
        <form method="post" action="/console/cancel-flows/{{id}}/keep" class="inline">{{>csrf}}<button type="submit">Keep it</button></form>{{/open}}</td></tr>{{/flows}}
        </table>{{/hasFlows}}
        </section>

        <section aria-labelledby="notifications">
        <h2 id="notifications">Notifications</h2>
        <p>{{notificationCount}} in all; the latest {{notificationsShown}} shown, newest first.</p>
        {{#notifications}}<details><summary><strong>{{type}}</strong> {{subtype}} · {{account}} · signed {{signed}} · {{delivery}}</summary>
        <p>Attempts: {{#attempts}}{{date}} {{result}}; {{/attempts}}{{^attempts}}none{{/attempts}}</p>
        {{#canSend}}<form method="post" action="/console/notifications/{{uuid}}/send" class="inline">{{>csrf}}<button type="submit">Send again</button></form>{{/canSend}}
        <pre>{{decoded}}</pre></details>{{/notifications}}
        </section>
        {{/main}}{{/layout}}
        """
}
#endif
