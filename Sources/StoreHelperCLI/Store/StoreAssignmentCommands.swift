#if Server
import ArgumentParser
import LocalAppStore

/// `store assign PRODUCT`: an organization assigns a seat of a subscription to an account (`ASSIGNED`).
struct StoreAssign: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "assign",
        abstract: "An organization assigns a seat of a subscription to an account (ASSIGNED; SUBSCRIBED INITIAL_BUY)."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @OptionGroup var target: SubscriptionTarget
    @Option(help: "The organization that bought the seat.") var organization = "organization"

    func run() throws {
        try change("\(organization) assigned \(target.product) to \(target.account)") { (local: inout LocalAppStore) throws(StoreError) in
            try local.assign(target.product, to: target.account, organization: organization)
        }
    }
}

/// `store unassign ID`: the organization takes the seat back (`ASSIGNMENT_REVOKE`; `REVOKE`).
struct StoreUnassign: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "unassign",
        abstract: "The organization takes back an assigned seat (revocationType ASSIGNMENT_REVOKE; REVOKE)."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The seat's original transaction id.") var originalTransactionId: String

    func run() throws {
        try change("seat \(originalTransactionId) taken back") { (local: inout LocalAppStore) throws(StoreError) in
            try local.revokeAssignment(originalTransactionId)
        }
    }
}
#endif
