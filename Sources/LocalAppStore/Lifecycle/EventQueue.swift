import Foundation

/// The subscriptions' timed events in order: a binary min-heap of (date, subscription index),
/// ties going to the lower index so runs are deterministic.
struct EventQueue {
    private var heap: [(date: Date, index: Int)] = []

    /// Queues every subscription event due at or before `target`.
    init(_ subscriptions: [SubscriptionRecord], notAfter target: Date) {
        for (index, record) in subscriptions.enumerated() {
            if let date = record.nextEventDate, date <= target { push(date, index) }
        }
    }

    private static func precedes(_ lhs: (date: Date, index: Int), _ rhs: (date: Date, index: Int)) -> Bool {
        lhs.date != rhs.date ? lhs.date < rhs.date : lhs.index < rhs.index
    }

    mutating func push(_ date: Date, _ index: Int) {
        heap.append((date, index))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (date: Date, index: Int)? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < heap.count && Self.precedes(heap[left], heap[first]) { first = left }
            if right < heap.count && Self.precedes(heap[right], heap[first]) { first = right }
            if first == parent { break }
            heap.swapAt(parent, first)
            parent = first
        }
        return top
    }
}
