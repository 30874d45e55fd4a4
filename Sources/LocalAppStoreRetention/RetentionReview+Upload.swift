import AppStoreModels
import LocalAppStore

extension RetentionReview {
    /// The state an upload (image or message) starts in.
    var stateOnUpload: ReviewState {
        switch self {
        case .manual: .pending
        case .approve: .approved
        case .reject: .rejected
        }
    }
}
