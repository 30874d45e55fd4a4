// DocC snippet of StoreHelper's guide: a consumable ledger kept where the app chooses, with `import StoreHelper`
// alone (compiled by CI; the article quotes it exactly).
// DocC StoreHelper ledger: imports
import Foundation
import StoreHelper

// DocC StoreHelper ledger: end

// DocC StoreHelper ledger: body
/// The ledger's state in `UserDefaults` (a keychain item is kept the same way): one value, written whole.
struct DefaultsLedgerStore: LedgerStore {
    let key = "com.example.consumable-ledger"

    func load() throws(LedgerError) -> LedgerState {
        guard let data = UserDefaults.standard.data(forKey: key) else { return LedgerState() }
        do { return try JSONDecoder().decode(LedgerState.self, from: data) } catch {
            throw LedgerError(.storageFailed, "the saved ledger cannot be read: \(error)")
        }
    }

    func save(_ state: LedgerState) throws(LedgerError) {
        do { UserDefaults.standard.set(try JSONEncoder().encode(state), forKey: key) } catch {
            throw LedgerError(.storageFailed, "the ledger cannot be written: \(error)")
        }
    }
}

/// The app's ledger over it: pass it to `StoreHelper(configuration:store:verifier:ledger:)`.
func defaultsLedger() throws -> ConsumableLedger { try ConsumableLedger(store: DefaultsLedgerStore()) }
// DocC StoreHelper ledger: end
