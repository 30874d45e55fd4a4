import Testing

/// StoreKit's state is process-wide, and so is the stand-in's: every suite that uses it is nested here and
/// runs one test at a time.
@Suite(.serialized) enum OneStoreKit {}
