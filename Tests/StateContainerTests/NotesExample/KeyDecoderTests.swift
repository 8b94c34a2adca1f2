import Testing

@testable import NotesExample

/// The Notes app's terminal input: bytes in, keys out, whatever the reads cut.
@Suite struct KeyDecoderTests {
  /// Decodes `chunks` as successive reads, then flushes what is pending: every key, in
  /// order, with a `|` where a read ended.
  private func keys(_ chunks: [UInt8]...) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for chunk in chunks { keys += decoder.decode(chunk) }
    return keys + decoder.flush()
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func printableASCIIEnterBackspaceAndDeleteAreTheirKeys() {
    #expect(
      keys(bytes("ab 1/") + [0x0D, 0x0A, 0x7F, 0x08] + bytes("\u{1B}[3~"))
        == [
          .character("a"), .character("b"), .character(" "), .character("1"), .character("/"),
          .enter, .enter, .backspace, .backspace, .delete,
        ])
  }

  @Test func theArrowsHomeAndEndInBothTheirCSIAndSS3Forms() {
    let csi = bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")
    #expect(keys(csi) == [.up, .down, .right, .left, .home, .end, .home, .end, .home, .end])
    let ss3 = bytes("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD\u{1B}OH\u{1B}OF")
    #expect(keys(ss3) == [.up, .down, .right, .left, .home, .end])
  }

  /// F1 in both its forms, Alt+x and Ctrl-→ are one unknown key each (named for the hint),
  /// never Escape followed by the letters that would mean something else.
  @Test func aSequenceThatIsNoKnownKeyIsOneUnknownKeyNotEscape() {
    #expect(keys(bytes("\u{1B}OP")) == [.unknown("F1")])
    #expect(keys(bytes("\u{1B}[11~")) == [.unknown("F1")])
    #expect(keys(bytes("\u{1B}[24~")) == [.unknown("F12")])
    #expect(keys(bytes("\u{1B}x")) == [.unknown("Alt-x")])
    #expect(keys(bytes("\u{1B}[1;5C")) == [.unknown("ESC [ 1 ; 5 C")])
    #expect(keys(bytes("\u{1B}[99~q")) == [.unknown("ESC [ 9 9 ~"), .character("q")])
    #expect(keys(bytes("\u{1B}é")) == [.unknown("Alt-é")])
    #expect(keys([0x09, 0x04]) == [.unknown("Tab"), .unknown("Ctrl-D")])
  }

  @Test func ctrlCAsAByteIsInterrupt() {
    #expect(keys([0x03]) == [.interrupt])
  }

  /// A lone Escape waits: it may be the start of a sequence cut by the read. The next
  /// read completes the sequence; a flush (no byte came soon) makes it Escape.
  @Test func aLoneEscapeWaitsForTheNextReadOrAFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("!\u{1B}")) == [.character("!")])
    #expect(decoder.pending == [0x1B])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.pending == [])
    #expect(decoder.flush() == [])
    #expect(keys(bytes("\u{1B}\u{1B}[D")) == [.escape, .left])
  }

  /// Every cut of an escape sequence between reads gives the same key, once.
  @Test(arguments: ["\u{1B}[D", "\u{1B}OP", "\u{1B}[11~", "\u{1B}[3~", "\u{1B}[1;5C"])
  func anEscapeSequenceSplitAcrossReadsIsOneKey(sequence: String) {
    let whole = keys(bytes(sequence))
    #expect(whole.count == 1)
    let all = bytes(sequence)
    for cut in 1..<all.count {
      var decoder = KeyDecoder()
      let first = decoder.decode(all[..<cut])
      #expect(first == [], "nothing before the sequence is complete (cut at \(cut))")
      #expect(decoder.decode(all[cut...]) == whole, "cut at \(cut)")
      #expect(decoder.pending == [])
    }
  }

  /// "café" and an emoji typed, cut between reads at every byte: the same characters.
  @Test(arguments: ["café", "😀 ok", "naïve 日本"])
  func utf8SplitAcrossReadsIsDecodedAsTyped(text: String) {
    let all = bytes(text)
    let expected = text.unicodeScalars.map { Key.character(Character($0)) }
    #expect(keys(all) == expected)
    for cut in 1..<all.count {
      #expect(keys(Array(all[..<cut]), Array(all[cut...])) == expected, "cut at \(cut)")
    }
    // One byte a read.
    var decoder = KeyDecoder()
    #expect(all.flatMap { decoder.decode([$0]) } == expected)
  }

  /// A byte that is not UTF-8 is one unknown key, and what follows still decodes; a
  /// character cut short by the end of the input is one unknown key at the flush.
  @Test func bytesThatAreNotUTF8AreUnknownKeysAndDecodingGoesOn() {
    #expect(keys([0xFF] + bytes("a")) == [.unknown("the byte 0xFF (not UTF-8)"), .character("a")])
    #expect(keys([0xC3] + bytes("a")) == [.unknown("the byte 0xC3 (not UTF-8)"), .character("a")])
    #expect(keys([0xE2, 0x82]) == [.unknown("an incomplete character")])
  }
}
