import StateContainer
import Testing

/// Rapid input: a hundred moves in one turn, mid-animation, end in the
/// right place with one transition, and every `willAppear` is matched.
///
/// Pins <doc:NavigatingBetweenScreens#A-stack-of-screens>.
@Suite("Rapid input: many moves in one turn end in the right place with one transition")
@MainActor
struct NavigationRapidInputTests {
  /// Checks that every `willAppear` in `log` is followed by a `didAppear` or a
  /// `willDisappear` of the same component.
  func expectBalanced(_ log: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var appearing: [String: Bool] = [:]
    for line in log {
      let words = line.split(separator: " ")
      guard words.count >= 2 else { continue }
      let call = words[1]
      guard let dot = call.firstIndex(of: ".") else { continue }
      let name = String(call[..<dot])
      if call.contains(".willAppear(") { appearing[name] = true }
      if call.contains(".didAppear(") || call.contains(".willDisappear(") { appearing[name] = false }
    }
    #expect(appearing.values.allSatisfy { !$0 }, "unmatched: \(appearing)", sourceLocation: sourceLocation)
  }

  @Test("100 pushes, pops and jumps in one turn mid-animation: one transition to the final node")
  func hundredMoves() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    navigation.push("start", animated: true)
    stack.clock.advance(by: .milliseconds(100))
    var requests: [TransitionRequest] = []
    for index in 0..<100 {
      switch index % 4 {
      case 0, 1: requests.append(navigation.push("n\(index)", animated: true))
      case 2: requests.append(navigation.pop(animated: true))
      default: requests.append(navigation.jump(to: navigation.rootNode.children[0], animated: index != 99))
      }
    }
    // Each round of four pushes two, pops one, then jumps back to `start`.
    #expect(navigation.pathNames == ["root", "start"])
    #expect(navigation.rootNode.children[0].children.count == 25)
    stack.clock.run()

    let log = stack.log.take()
    expectBalanced(log)
    #expect(navigation.children.map(recordingName) == ["start"])
    #expect(log.filter { $0.contains("N.willTransition") }.count == 1)
    #expect(requests.filter { $0.reported == "superseded" }.count == 25)
    #expect(requests.allSatisfy { $0.reported != "waiting" })
  }

  @Test("100 pops in one turn from a deep stack, mid-animation, end at the root after one transition")
  func hundredPops() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    for index in 0..<100 { navigation.push("n\(index)", animated: false) }
    _ = stack.log.take()
    navigation.push("top", animated: true)
    stack.clock.advance(by: .milliseconds(10))
    for _ in 0..<101 { navigation.pop(animated: true) }
    stack.clock.run()

    let log = stack.log.take()
    expectBalanced(log)
    #expect(navigation.pathNames == ["root"])
    #expect(navigation.entriesMade.filter { $0.component != nil }.map(\.name) == ["root"])
    expectWholeLog(
      log,
      [
        "@0ms make(top)",
        "@0ms N.willTransition(to: root / n0 / n1 / n2 / n3 / n4 / n5 / n6 / n7 / n8 / n9 / n10 / n11 / n12 / n13 / n14 / n15 / n16 / n17 / n18 / n19 / n20 / n21 / n22 / n23 / n24 / n25 / n26 / n27 / n28 / n29 / n30 / n31 / n32 / n33 / n34 / n35 / n36 / n37 / n38 / n39 / n40 / n41 / n42 / n43 / n44 / n45 / n46 / n47 / n48 / n49 / n50 / n51 / n52 / n53 / n54 / n55 / n56 / n57 / n58 / n59 / n60 / n61 / n62 / n63 / n64 / n65 / n66 / n67 / n68 / n69 / n70 / n71 / n72 / n73 / n74 / n75 / n76 / n77 / n78 / n79 / n80 / n81 / n82 / n83 / n84 / n85 / n86 / n87 / n88 / n89 / n90 / n91 / n92 / n93 / n94 / n95 / n96 / n97 / n98 / n99 / top, animated: true)",
        "@0ms n99.willMove(toParent: nil)",
        "@0ms N.childWillDisappear(n99, animated: true)",
        "@0ms n99.willDisappear(animated: true) [forward to top]",
        "@0ms top.willMove(toParent: N)",
        "@0ms N.childWillAppear(top, animated: true)",
        "@0ms top.willAppear(animated: true) [forward to top]",
        "@350ms n99.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(n99, animated: true)",
        "@350ms n99.didMove(toParent: nil)",
        "@350ms top.didAppear(animated: true)",
        "@350ms N.childDidAppear(top, animated: true)",
        "@350ms top.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / n0 / n1 / n2 / n3 / n4 / n5 / n6 / n7 / n8 / n9 / n10 / n11 / n12 / n13 / n14 / n15 / n16 / n17 / n18 / n19 / n20 / n21 / n22 / n23 / n24 / n25 / n26 / n27 / n28 / n29 / n30 / n31 / n32 / n33 / n34 / n35 / n36 / n37 / n38 / n39 / n40 / n41 / n42 / n43 / n44 / n45 / n46 / n47 / n48 / n49 / n50 / n51 / n52 / n53 / n54 / n55 / n56 / n57 / n58 / n59 / n60 / n61 / n62 / n63 / n64 / n65 / n66 / n67 / n68 / n69 / n70 / n71 / n72 / n73 / n74 / n75 / n76 / n77 / n78 / n79 / n80 / n81 / n82 / n83 / n84 / n85 / n86 / n87 / n88 / n89 / n90 / n91 / n92 / n93 / n94 / n95 / n96 / n97 / n98 / n99, animated: true)",
        "@350ms N.willTransition(to: root, animated: true)",
        "@350ms top.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(top, animated: true)",
        "@350ms top.willDisappear(animated: true) [back to root]",
        "@350ms root.willMove(toParent: N)",
        "@350ms N.childWillAppear(root, animated: true)",
        "@350ms root.willAppear(animated: true) [back to root]",
        "@700ms top.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(top, animated: true)",
        "@700ms top.didMove(toParent: nil)",
        "@700ms root.didAppear(animated: true)",
        "@700ms N.childDidAppear(root, animated: true)",
        "@700ms root.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / n0 / n1 / n2 / n3 / n4 / n5 / n6 / n7 / n8 / n9 / n10 / n11 / n12 / n13 / n14 / n15 / n16 / n17 / n18 / n19 / n20 / n21 / n22 / n23 / n24 / n25 / n26 / n27 / n28 / n29 / n30 / n31 / n32 / n33 / n34 / n35 / n36 / n37 / n38 / n39 / n40 / n41 / n42 / n43 / n44 / n45 / n46 / n47 / n48 / n49 / n50 / n51 / n52 / n53 / n54 / n55 / n56 / n57 / n58 / n59 / n60 / n61 / n62 / n63 / n64 / n65 / n66 / n67 / n68 / n69 / n70 / n71 / n72 / n73 / n74 / n75 / n76 / n77 / n78 / n79 / n80 / n81 / n82 / n83 / n84 / n85 / n86 / n87 / n88 / n89 / n90 / n91 / n92 / n93 / n94 / n95 / n96 / n97 / n98 / n99 / top, animated: true)",
      ])
  }

  @Test("100 backs in one turn, mid-animation: back 100 entries, one transition after the one in flight")
  func hundredBacks() {
    let stack = AppearedNavigation()
    let navigation = stack.navigation
    for tab in ["a", "b", "c"] {
      navigation.push(tab, identifier: tab.uppercased(), animated: false)
      navigation.jump(to: navigation.rootNode, animated: false)
    }
    navigation.historyPolicy = .unlimited
    // History: root, then a, b, c, a, … (102 jumps between three tabs); the last jump, to
    // c, is animated and still in flight when the backs come.
    for index in 0..<102 { navigation.jump(to: ["A", "B", "C"][index % 3], animated: index == 101) }
    #expect(navigation.stateHistory.count == 102)
    stack.clock.advance(by: .milliseconds(10))
    _ = stack.log.take()

    let backs = (0..<100).map { _ in navigation.requestGoBack(animated: true) }
    // Every back counts: entries 101 down to 2 are gone, and the last one removed (b) is
    // where the container heads.
    #expect(navigation.stateHistory.map(\.description) == ["root", "root / a"])
    #expect(navigation.pathNames == ["root", "b"])
    stack.clock.run()

    let log = stack.log.take()
    expectBalanced(log)
    #expect(navigation.children.map(recordingName) == ["b"])
    // A navigation move completes with the transition that shows the tree with it in.
    #expect(backs.allSatisfy { $0.reported == "completed" })
    expectWholeLog(
      log,
      [
        "@350ms b.didDisappear(animated: true)",
        "@350ms N.childDidDisappear(b, animated: true)",
        "@350ms b.didMove(toParent: nil)",
        "@350ms c.didAppear(animated: true)",
        "@350ms N.childDidAppear(c, animated: true)",
        "@350ms c.didMove(toParent: N)",
        "@350ms N.didTransition(from: root / b, animated: true)",
        "@350ms N.willTransition(to: root / b, animated: true)",
        "@350ms c.willMove(toParent: nil)",
        "@350ms N.childWillDisappear(c, animated: true)",
        "@350ms c.willDisappear(animated: true) [jump to b]",
        "@350ms b.willMove(toParent: N)",
        "@350ms N.childWillAppear(b, animated: true)",
        "@350ms b.willAppear(animated: true) [jump to b]",
        "@700ms c.didDisappear(animated: true)",
        "@700ms N.childDidDisappear(c, animated: true)",
        "@700ms c.didMove(toParent: nil)",
        "@700ms b.didAppear(animated: true)",
        "@700ms N.childDidAppear(b, animated: true)",
        "@700ms b.didMove(toParent: N)",
        "@700ms N.didTransition(from: root / c, animated: true)",
      ])
  }
}
