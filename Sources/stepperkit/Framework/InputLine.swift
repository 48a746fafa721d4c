/// One line of standard input, or the news that a line was longer than the tool reads.
package enum InputLine: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// A line longer than ``LineReader/maximumLineBytes``; reading stops there.
    case tooLong
}
