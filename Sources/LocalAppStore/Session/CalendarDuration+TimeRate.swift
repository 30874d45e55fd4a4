public import AppStoreModels

extension CalendarDuration {
    /// Whether this is one week or shorter (weekly subscriptions get shorter grace periods).
    public var isWeekOrShorter: Bool { years == 0 && months == 0 && weeks * 7 + days <= 7 }

    /// Length in months as Xcode's scaled time rates count it: a year is 12, a week a third of a month
    /// (with "monthly renewal every 30 seconds" a weekly subscription renews every 10 seconds).
    public var scaledMonths: Double { Double(years * 12 + months) + Double(weeks) / 3 + Double(days) / 21 }

    /// Length in days with a month of 30 days, as the old "X is one day" time rates count it.
    public var nominalDays: Double { Double(years * 365 + months * 30 + weeks * 7 + days) }
}
