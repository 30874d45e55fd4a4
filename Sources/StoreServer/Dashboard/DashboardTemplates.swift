#if Server
/// The dashboard's pages, as mustache templates over the shared layout.
enum DashboardTemplates {
    static let all = ["sign-in": signIn, "overview": overview, "customers": customers, "customer": customer]

    static let signIn = """
        {{<layout}}{{$main}}
        <form method="post" action="/dashboard/sign-in">
        {{>csrf}}
        <p><label for="admin-key">Admin key</label>
        <input id="admin-key" name="key" type="password" autocomplete="current-password" size="40" required autofocus></p>
        <p><button type="submit" class="primary">Sign in</button></p>
        </form>
        {{/main}}{{/layout}}
        """

    static let signOut = """
        <form method="post" action="/dashboard/sign-out" class="inline">{{>csrf}}
        <button type="submit">Sign out</button></form>
        """

    static let overview = """
        {{<layout}}{{$main}}
        <form method="get" action="/dashboard" aria-label="Period">
        <label for="from">From</label><input id="from" name="from" type="date" value="{{from}}">
        <label for="to">to</label><input id="to" name="to" type="date" value="{{to}}">
        <label for="environment">Environment</label>
        <select id="environment" name="environment">{{#environments}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/environments}}</select>
        <button type="submit">Show</button>
        </form>
        \(signOut)
        {{^currencies}}<p>No purchases in this period.</p>{{/currencies}}
        {{#currencies}}
        <section aria-labelledby="currency-{{code}}">
        <h2 id="currency-{{code}}">{{code}}</h2>
        <table aria-labelledby="currency-{{code}}">
        <tr><th scope="col">Active subscriptions</th><th scope="col">Active trials</th><th scope="col">New customers</th><th scope="col">MRR</th>
        <th scope="col">Revenue</th><th scope="col">Refund rate</th><th scope="col">Churn</th><th scope="col">Trial conversion</th></tr>
        <tr><td>{{activeSubscriptions}}</td><td>{{activeTrials}}</td><td>{{newCustomers}}</td><td>{{mrr}}</td><td>{{revenue}}</td>
        <td>{{refundRate}}</td><td>{{churnRate}}</td><td>{{trialConversionRate}}</td></tr>
        </table>
        <div class="charts">{{#charts}}<figure>{{{svg}}}</figure>{{/charts}}</div>
        <h3>Lifetime value of the period's new customers</h3>
        <div class="charts">{{#lifetimeCharts}}<figure>{{{svg}}}</figure>{{/lifetimeCharts}}</div>
        <table aria-label="Lifetime value by product, {{code}}"><tr><th scope="col">Product</th><th scope="col">Per customer</th></tr>
        {{#byProduct}}<tr><td>{{name}}</td><td>{{value}}</td></tr>{{/byProduct}}</table>
        <table aria-label="Lifetime value by first-purchase cohort, {{code}}"><tr><th scope="col">First purchase in</th><th scope="col">Per customer</th></tr>
        {{#byCohort}}<tr><td>{{name}}</td><td>{{value}}</td></tr>{{/byCohort}}</table>
        </section>
        {{/currencies}}
        {{/main}}{{/layout}}
        """

    static let customers = """
        {{<layout}}{{$main}}
        <form method="get" action="/dashboard/customers" role="search">
        <label for="q">App user id, transaction id or original transaction id</label>
        <input id="q" name="q" value="{{query}}" size="36" required>
        <button type="submit" class="primary">Find</button>
        </form>
        \(signOut)
        <h2>Customers</h2>
        {{^users}}<p>None yet.</p>{{/users}}
        <ul>{{#users}}<li><a href="/dashboard/customers/{{path}}">{{id}}</a></li>{{/users}}</ul>
        {{#next}}<p><a href="/dashboard/customers?after={{next}}">More</a></p>{{/next}}
        {{/main}}{{/layout}}
        """

    static let customer = """
        {{<layout}}{{$main}}
        \(signOut)
        <p>Entitled now to: <strong id="active-products">{{#active}}{{.}} {{/active}}{{^active}}nothing{{/active}}</strong></p>
        {{#consentRescinded}}<p id="consent-rescinded" class="status-lost">A parent or guardian withdrew consent for the app on {{.}} (RESCIND_CONSENT).</p>{{/consentRescinded}}
        <table aria-label="Entitlements">
        <tr><th scope="col">Entitlement</th><th scope="col">Active</th><th scope="col">Product</th><th scope="col">Expires</th></tr>
        {{#entitlements}}<tr><td>{{name}}</td><td class="{{class}}">{{active}}</td><td>{{product}}</td><td>{{expires}}</td></tr>{{/entitlements}}
        {{^entitlements}}<tr><td colspan="4">No entitlements are configured (settings: entitlements).</td></tr>{{/entitlements}}
        </table>
        <h2 id="timeline">Timeline</h2>
        <table aria-labelledby="timeline">
        <tr><th scope="col">When</th><th scope="col">What</th><th scope="col">Details</th></tr>
        {{#timeline}}<tr class="{{kind}}"><td>{{when}}</td><td>{{what}}</td><td>{{details}}</td></tr>{{/timeline}}
        </table>
        {{/main}}{{/layout}}
        """
}
#endif
