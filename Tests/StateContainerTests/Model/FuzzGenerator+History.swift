extension FuzzGenerator {
  /// At the start of a sequence: history policies and guard scripts for some containers.
  mutating func historyPrologue(_ world: FuzzWorld) -> [FuzzOperation] {
    var operations: [FuzzOperation] = []
    for container in world.containerIDs {
      if random.chance(0.6) {
        operations.append(.perform(.history(.setPolicy(container: container, policy: policy()))))
      }
      if random.chance(0.5) {
        operations.append(historyScripts(world, container: container))
      }
    }
    return operations
  }

  mutating func policy() -> ModelHistoryPolicy {
    switch random.int(0...9) {
    case 0: .disabled
    case 1...4: .unlimited
    case 5: .bounded(random.pick([0, -1]))
    default: .bounded(random.int(1...4))
    }
  }

  /// Random verdicts (mostly allow) and history entries (mostly the state itself).
  mutating func historyScripts(_ world: FuzzWorld, container: Int) -> FuzzOperation {
    let states = world.containers[container]!.lists.count
    let verdicts: [ModelDecision] = (0..<random.int(0...5)).map { _ in
      switch random.int(0...9) {
      case 0...5: .allow
      case 6...7: .refuse
      default: .hold
      }
    }
    let entries: [ModelHistoryEntry] = (0..<random.int(0...4)).map { _ in
      switch random.int(0...9) {
      case 0...6: .same
      case 7...8: .other(random.int(0...(states - 1)))
      default: .none
      }
    }
    return .setHistoryScripts(container: container, verdicts: verdicts, entries: entries)
  }

  /// A history or guard call, made directly or from a hook.
  mutating func historyAction(_ world: FuzzWorld) -> FuzzHistoryAction {
    let container = random.pick(world.containerIDs)
    switch random.int(0...19) {
    case 0...8:
      return .goBack(
        container: container, steps: random.chance(0.75) ? 1 : random.int(0...3),
        animated: random.chance(0.6),
        reportsOutcome: random.chance(0.4))
    case 9...14:
      return .resolveHeld(
        container: container, handle: random.chance(0.25) ? random.int(0...3) : nil,
        proceed: random.chance(0.6))
    case 15...16:
      return .clear(container: container)
    default:
      return .setPolicy(container: container, policy: policy())
    }
  }

  mutating func historyOperation(_ world: FuzzWorld) -> FuzzOperation {
    random.chance(0.12)
      ? historyScripts(world, container: random.pick(world.containerIDs))
      : .perform(.history(historyAction(world)))
  }
}
