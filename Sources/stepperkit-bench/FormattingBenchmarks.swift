enum FormattingBenchmarks {
    static func run() {}
}
