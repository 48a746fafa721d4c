/// The one character each icon is drawn as in a terminal (see ``TerminalRenderer``).
enum TerminalIcons {
    private static let characters: [IconName: Character] = [
        .plus: "+",
        .minus: "−",
        // Not "🗑": terminals disagree on its width; "✕" is one cell everywhere.
        .trash: "✕",
        .cart: "🛒",
        .cartBadgePlus: "🛒",
        .backpack: "🎒",
        .cup: "☕",
    ]

    /// The character for an icon; "•" for one this table does not know.
    static func character(for name: IconName) -> Character {
        characters[name] ?? "•"
    }
}
