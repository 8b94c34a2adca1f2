/// The yardstick for `SimulatedClock`: a minimal binary min-heap of closures ordered by
/// deadline, then by the order they were scheduled.
///
/// Comparisons read the keys in place and entries move without copying their closures
/// (a heap that compares whole entries, closures included, fires several times slower).
/// Actions must not schedule on the heap that runs them.
struct ClosureHeap {
  typealias Action = @MainActor () -> Void

  /// When an entry is due: by deadline, then by scheduling order.
  private struct Key: Comparable {
    /// The deadline in attoseconds, compared inline (as `SimulatedClock` does).
    var deadline: Int128
    var sequence: UInt64

    static func < (lhs: Key, rhs: Key) -> Bool {
      lhs.deadline < rhs.deadline || (lhs.deadline == rhs.deadline && lhs.sequence < rhs.sequence)
    }
  }

  private struct Entry {
    var key: Key
    var action: Action
  }

  private var entries: [Entry] = []
  private var nextSequence: UInt64 = 0

  /// The time of the action that ran last, or the target of the last advance.
  private(set) var now: Duration = .zero

  /// Schedules `action` to run `delay` after `now`.
  mutating func schedule(after delay: Duration, _ action: @escaping Action) {
    entries.append(
      Entry(key: Key(deadline: (now + delay).attoseconds, sequence: nextSequence), action: action))
    nextSequence &+= 1
    entries.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress!
      var hole = buffer.count - 1
      let moving = (base + hole).move()
      while hole > 0 {
        let parent = (hole - 1) / 2
        guard moving.key < base[parent].key else { break }
        (base + hole).moveInitialize(from: base + parent, count: 1)
        hole = parent
      }
      (base + hole).initialize(to: moving)
    }
  }

  /// Runs every action due by `now + duration`, in order, then sets `now` to that time.
  @MainActor
  mutating func advance(by duration: Duration) {
    let target = now + duration
    let targetKey = target.attoseconds
    while let deadline = entries.first?.key.deadline, deadline <= targetKey {
      let entry = removeFirst()
      now = Duration(attoseconds: entry.key.deadline)
      entry.action()
    }
    now = target
  }

  /// Removes the first entry: the last one fills the hole at the root and sinks.
  private mutating func removeFirst() -> Entry {
    let last = entries.removeLast()
    if entries.isEmpty { return last }
    return entries.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress!
      let count = buffer.count
      let first = base.move()
      var hole = 0
      while true {
        var child = 2 * hole + 1
        guard child < count else { break }
        if child + 1 < count, base[child + 1].key < base[child].key { child += 1 }
        guard base[child].key < last.key else { break }
        (base + hole).moveInitialize(from: base + child, count: 1)
        hole = child
      }
      (base + hole).initialize(to: last)
      return first
    }
  }
}
