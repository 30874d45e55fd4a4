/// How the store plays Apple's review of uploaded retention images and messages (`store set retentionReview=…`).
public enum RetentionReview: String, Codable, Hashable, Sendable, CaseIterable {
    /// Uploads stay PENDING until `store review` (or the console) approves or rejects them.
    case manual
    /// Uploads are APPROVED at once.
    case approve
    /// Uploads are REJECTED at once.
    case reject

}
