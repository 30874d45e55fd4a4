#if canImport(SwiftUI)
import Accessibility
public import SwiftUI

extension View {
    /// Has VoiceOver (and every assistive app) announce `announcement` each time it changes to a sentence: a view
    /// state's outcome, heard wherever the customer's attention is.
    func announcing(_ announcement: String?) -> some View {
        onChange(of: announcement) { _, sentence in
            if let sentence { AccessibilityNotification.Announcement(sentence).post() }
        }
    }
}
#endif
