#if Server
/// How a debit of consumable units is decided, from what a backing read inside its transaction: one rule for
/// every backing, which only reads the inputs and writes what it returns.
enum ConsumptionRule {
    /// What a backing read for one debit.
    struct Inputs {
        /// The purchases of the product the user owns now, oldest first.
        var owned: [ConsumablePurchase]
        /// Units already taken from each of them, by transaction id.
        var used: [String: Int]
        /// Units the user consumed of the product before consumptions were counted against purchases.
        var unattributed: Int
        /// Whose, of which product and how many units the consumption recorded earlier under the same request
        /// id was, if there is one.
        var earlier: (appUserId: String, productId: String, quantity: Int)?
    }

    /// What the debit does: its outcome, and when it is applied, the units to take from each purchase.
    struct Decision {
        var outcome: ConsumptionOutcome
        /// Empty unless the consumption is to be recorded (the outcome is ``ConsumptionOutcome/consumed(balance:)``).
        var takes: [(transactionId: String, quantity: Int)]
    }

    /// Takes `consumption`'s units from the oldest owned purchases first, never more than a purchase bought; the
    /// same request again changes nothing, and a request id used for another request is refused.
    static func decide(_ consumption: Consumption, _ inputs: Inputs) -> Decision {
        let remaining = inputs.owned.map { ($0.transactionId, max(0, $0.units - inputs.used[$0.transactionId, default: 0])) }
        let balance = max(0, remaining.reduce(0) { $0 + $1.1 } - inputs.unattributed)
        if let earlier = inputs.earlier {
            let same =
                earlier.appUserId == consumption.appUserId && earlier.productId == consumption.productId
                && earlier.quantity == consumption.quantity
            return Decision(outcome: same ? .alreadyApplied(balance: balance) : .requestIdReused, takes: [])
        }
        guard balance >= consumption.quantity else { return Decision(outcome: .insufficientBalance(balance: balance), takes: []) }
        var left = consumption.quantity
        var takes: [(transactionId: String, quantity: Int)] = []
        for (transactionId, units) in remaining where left > 0 && units > 0 {
            let take = min(units, left)
            left -= take
            takes.append((transactionId, take))
        }
        return Decision(outcome: .consumed(balance: balance - consumption.quantity), takes: takes)
    }
}
#endif
