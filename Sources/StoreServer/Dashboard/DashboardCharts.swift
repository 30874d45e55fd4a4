#if Server
import AppStoreModels
import Foundation
import StoreWeb

/// The dashboard's charts: the period cut into at most ``buckets`` equal parts, each part's figures
/// computed by ``Analytics`` (levels such as MRR at each part's end, flows such as revenue within it).
struct DashboardCharts {
    static let buckets = 12

    let analytics: Analytics
    let transactions: [JWSTransactionDecodedPayload]
    let renewalInfos: [JWSRenewalInfoDecodedPayload]
    let environment: String?

    /// The charts of `[from, to)` by currency code.
    func charts(from: Date, to: Date) -> [String: [Chart]] {
        let days = max(1, Int((to.timeIntervalSince(from) / 86_400).rounded(.up)))
        let count = min(Self.buckets, days)
        let step = to.timeIntervalSince(from) / Double(count)
        let parts = (0..<count).map { index in
            let start = from.addingTimeInterval(step * Double(index))
            let end = index == count - 1 ? to : from.addingTimeInterval(step * Double(index + 1))
            return (
                end: end,
                report: analytics.report(transactions: transactions, renewalInfos: renewalInfos, from: start, to: end, environment: environment)
            )
        }
        let currencies = Set(parts.flatMap { $0.report.currencies.keys }).sorted()
        var charts: [String: [Chart]] = [:]
        for currency in currencies {
            func series(
                _ title: String,
                format: @escaping @Sendable (Double) -> String = Chart.plain,
                smallestStep: Double = 1,
                _ value: (Analytics.Figures) -> Double
            ) -> Chart {
                var chart = Chart(
                    title: "\(title) (\(currency))",
                    points: parts.map { part in
                        Chart.Point(label: Self.label(part.end), value: value(part.report.currencies[currency] ?? Analytics.Figures()))
                    },
                    format: format
                )
                chart.smallestStep = smallestStep
                return chart
            }
            charts[currency] = [
                series("Active subscriptions") { Double($0.activeSubscriptions) },
                series("Active trials") { Double($0.activeTrials) },
                series("MRR", format: Self.money, smallestStep: 0.01) { Double($0.mrr) / 1000 },
                series("Revenue after refunds", format: Self.money, smallestStep: 0.01) { Double($0.revenue) / 1000 },
                series("New customers") { Double($0.newCustomers) },
                series("Churn", format: Self.percent, smallestStep: 0.01) { $0.churnRate ?? 0 },
                series("Trial conversion", format: Self.percent, smallestStep: 0.01) { $0.trialConversionRate ?? 0 },
                series("Refund rate", format: Self.percent, smallestStep: 0.01) { $0.refundRate ?? 0 },
            ]
        }
        return charts
    }

    /// Lifetime value per customer by product and by cohort, as bars (products by the last part of their id).
    static func lifetimeValues(_ figures: Analytics.Figures, currency: String) -> [Chart] {
        func bars(_ title: String, _ values: [String: Int64], name: (String) -> String) -> Chart {
            var chart = Chart(
                title: "\(title) (\(currency))",
                points: values.sorted { $0.key < $1.key }.map { Chart.Point(label: name($0.key), value: Double($0.value) / 1000) },
                style: .bars,
                format: money
            )
            chart.smallestStep = 0.01
            return chart
        }
        return [
            bars("Lifetime value by product", figures.lifetimeValueByProduct) { String($0.split(separator: ".").last ?? Substring($0)) },
            bars("Lifetime value by first-purchase month", figures.lifetimeValueByCohort) { $0 },
        ]
    }

    static let money: @Sendable (Double) -> String = { String(format: "%.2f", $0) }
    static let percent: @Sendable (Double) -> String = { String(format: "%.0f%%", $0 * 100) }

    /// A part's end as `Nov 23` (UTC).
    static func label(_ date: Date) -> String {
        var format = Date.FormatStyle().month(.abbreviated).day()
        format.timeZone = TimeZone(identifier: "UTC")!
        return date.formatted(format)
    }
}
#endif
