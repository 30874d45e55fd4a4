#if Server
import AppStoreModels
import ArgumentParser
import LocalAppStore

/// `store messages`: the App Store messages waiting for an account (StoreKit's `Message`), or, with `--show`, one
/// shown to the customer.
struct StoreMessages: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "messages",
        abstract: "List the App Store messages waiting for an account (billing problem, price increase, win-back offer).",
        discussion: "With --show ID the device shows that message: it is not raised again."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Option(help: "The account.") var account = LocalAppStore.defaultAccountId
    @Option(help: "Show this waiting message to the customer.") var show: String?

    func run() throws {
        if let show {
            return try change("showed \(show) to \(account)") { (local: inout LocalAppStore) throws(StoreError) in
                try local.markDisplayed(show, accountId: account)
            }
        }
        let messages = try store.read().messages(for: account)
        try emit(messages) {
            messages.isEmpty
                ? "no App Store messages wait for \(account)"
                : messages.map { "\($0.id)  \($0.reason.rawValue)\($0.productId.map { "  \($0)" } ?? "")" }.joined(separator: "\n")
        }
    }
}
#endif
