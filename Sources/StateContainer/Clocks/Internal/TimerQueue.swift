/// A priority queue of payloads ordered by deadline, then by insertion order.
///
/// The heap holds small plain entries (deadline, sequence number, slot); payloads live in
/// a side table of slots. Sifting therefore moves and compares keys only, never retains or
/// releases a payload. Removal is lazy: ``remove(_:)`` frees the payload at once and leaves
/// a stale entry that ``popFirst(dueBy:)`` skips; the heap is compacted when stale
/// entries outnumber live ones.
struct TimerQueue<Payload> {
  /// Identifies one inserted payload; stays valid only until the payload is popped or
  /// removed.
  struct Token: Hashable, Sendable {
    fileprivate var slot: UInt32
    fileprivate var generation: UInt32
  }

  private struct Entry {
    /// The deadline in attoseconds: compared inline, unlike `Duration`.
    var deadline: Int128
    var sequence: UInt64
    var token: Token

    @inline(__always)
    func runsBefore(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
    }
  }

  private struct Slot {
    var payload: Payload?
    var generation: UInt32
  }

  private var heap: [Entry] = []
  private var slots: [Slot] = []
  private var freeSlots: [UInt32] = []
  private var nextSequence: UInt64 = 0

  /// The number of payloads waiting.
  private(set) var count = 0

  /// Adds a payload due at `deadline`.
  ///
  /// - Complexity: O(log n)
  mutating func insert(_ payload: Payload, at deadline: Duration) -> Token {
    let token: Token
    if let slot = freeSlots.popLast() {
      slots[Int(slot)].payload = payload
      token = Token(slot: slot, generation: slots[Int(slot)].generation)
    } else {
      slots.append(Slot(payload: payload, generation: 0))
      token = Token(slot: UInt32(slots.count - 1), generation: 0)
    }
    heap.append(Entry(deadline: deadline.attoseconds, sequence: nextSequence, token: token))
    nextSequence &+= 1
    count += 1
    siftUp(heap.count - 1)
    return token
  }

  /// Removes the payload for `token` and returns it, or returns `nil` if it already left.
  ///
  /// - Complexity: O(1), amortized.
  mutating func remove(_ token: Token) -> Payload? {
    guard let payload = take(token) else { return nil }
    if heap.count > 64 && heap.count > 2 * count { compact() }
    return payload
  }

  /// The deadline of the first live payload, if any.
  mutating func firstDeadline() -> Duration? {
    discardStaleTop()
    return heap.first.map { Duration(attoseconds: $0.deadline) }
  }

  /// Removes and returns the first payload if it is due at or before `limit`
  /// (or whatever its deadline when `limit` is `nil`).
  ///
  /// - Complexity: O(log n), amortized.
  mutating func popFirst(dueBy limit: Duration?) -> (deadline: Duration, payload: Payload)? {
    discardStaleTop()
    guard let first = heap.first else { return nil }
    if let limit, first.deadline > limit.attoseconds { return nil }
    removeTop()
    return (Duration(attoseconds: first.deadline), take(first.token)!)
  }

  // MARK: - Slots

  private mutating func take(_ token: Token) -> Payload? {
    let index = Int(token.slot)
    guard index < slots.count, slots[index].generation == token.generation,
      let payload = slots[index].payload
    else { return nil }
    slots[index].payload = nil
    slots[index].generation &+= 1
    freeSlots.append(token.slot)
    count -= 1
    return payload
  }

  private func isLive(_ entry: Entry) -> Bool {
    slots[Int(entry.token.slot)].generation == entry.token.generation
  }

  private mutating func discardStaleTop() {
    while let first = heap.first, !isLive(first) { removeTop() }
  }

  private mutating func compact() {
    let slots = self.slots
    heap.removeAll { slots[Int($0.token.slot)].generation != $0.token.generation }
    if heap.count > 1 {
      for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }
  }

  // MARK: - Heap

  private mutating func removeTop() {
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      siftDown(0)
    }
  }

  private mutating func siftUp(_ start: Int) {
    heap.withUnsafeMutableBufferPointer { buffer in
      let moving = buffer[start]
      var hole = start
      while hole > 0 {
        let parent = (hole - 1) / 2
        guard moving.runsBefore(buffer[parent]) else { break }
        buffer[hole] = buffer[parent]
        hole = parent
      }
      buffer[hole] = moving
    }
  }

  private mutating func siftDown(_ start: Int) {
    heap.withUnsafeMutableBufferPointer { buffer in
      let count = buffer.count
      let moving = buffer[start]
      var hole = start
      while true {
        var child = 2 * hole + 1
        guard child < count else { break }
        if child + 1 < count && buffer[child + 1].runsBefore(buffer[child]) { child += 1 }
        guard buffer[child].runsBefore(moving) else { break }
        buffer[hole] = buffer[child]
        hole = child
      }
      buffer[hole] = moving
    }
  }
}
