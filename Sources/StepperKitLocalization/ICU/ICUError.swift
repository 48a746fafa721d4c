internal import CICU

/// A failure reported by ICU, with the ICU function that reported it.
///
/// ICU status codes become this error in exactly one place, `ICUStatus.check(_:in:)`; warnings such
/// as `U_USING_DEFAULT_WARNING` are success. Seeing this error usually means ICU's data is missing
/// or memory ran out, not that the caller passed bad input: the kit validates input first.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's numeric status code.
    public let code: Int32
    /// ICU's name for the code, such as "U_ILLEGAL_ARGUMENT_ERROR".
    public let name: String
    /// The operation that failed, such as "open number formatter for 'currency/EUR' in es_ES".
    public let operation: String

    /// What failed and why, in words: ICU's status names are for the name property, not for people.
    public var description: String {
        "ICU failed to \(operation): \(explanation)"
    }

    /// The status code in words.
    var explanation: String {
        switch name {
        case "U_MEMORY_ALLOCATION_ERROR": "out of memory"
        case "U_MISSING_RESOURCE_ERROR": "ICU has no data for it"
        case "U_FILE_ACCESS_ERROR": "ICU's data file could not be opened"
        case "U_UNSUPPORTED_ERROR": "ICU does not support it"
        case "U_ILLEGAL_ARGUMENT_ERROR": "ICU rejected an argument"
        case "U_INVALID_FORMAT_ERROR", "U_NUMBER_SKELETON_SYNTAX_ERROR": "ICU rejected the format"
        case "U_PARSE_ERROR": "ICU could not parse it"
        case "U_INDEX_OUTOFBOUNDS_ERROR", "U_BUFFER_OVERFLOW_ERROR": "a result was larger than ICU allows"
        default: "ICU reported error \(code)"
        }
    }
}

/// The one place where ICU status codes turn into Swift errors.
enum ICUStatus {
    /// ICU's U_BUFFER_OVERFLOW_ERROR: the output did not fit and the call should be retried.
    static let bufferOverflow = Int32(CICU_BUFFER_OVERFLOW)

    /// Bytes of UTF-8 on the stack for the first try: a price or a plural keyword fits many times over.
    static let stackCapacity = 96

    /// Throws when `status` is an ICU failure (positive); zero and warnings (negative) pass.
    static func check(_ status: Int32, in operation: @autoclosure () -> String) throws(ICUError) {
        guard status > 0 else { return }
        throw error(status, in: operation())
    }

    /// The error for a failure status.
    static func error(_ status: Int32, in operation: String) -> ICUError {
        ICUError(code: status, name: String(cString: CICU_errorName(status)), operation: operation)
    }

    /// Runs a CICU function that writes UTF-8 text, growing the buffer once when ICU asks for more.
    ///
    /// `body` gets a buffer, its capacity and a status to set, and returns the length it needs.
    static func string(
        _ operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) throws(ICUError) -> String {
        var status: Int32 = 0
        guard let text = utf8String(status: &status, body) else { throw error(status, in: operation()) }
        return text
    }

    /// The text a CICU function writes, or nil with ICU's failure (always positive) left in `status`.
    ///
    /// The formatters' hot path: it never throws and builds no message, so a format call pays for
    /// one stack buffer and one `String`; ``string(_:_:)`` turns a failure into an error. Text
    /// longer than the stack buffer takes a second call, into a buffer of the size ICU reported.
    @inline(__always)
    static func utf8String(
        status: inout Int32,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) -> String? {
        var needed: Int32 = 0
        let first: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: stackCapacity) { buffer in
            needed = body(buffer.baseAddress!, Int32(stackCapacity), &status)
            guard status <= 0, needed <= stackCapacity else { return nil }
            return utf8String(buffer.baseAddress!, count: Int(needed))
        }
        if let first { return first }
        if status > 0 && status != bufferOverflow { return nil }
        return grownUTF8String(needed: needed, status: &status, body)
    }

    /// The second call of ``utf8String(status:_:)``, into a buffer of the size the first one needed.
    @inline(never)
    private static func grownUTF8String(
        needed: Int32,
        status: inout Int32,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) -> String? {
        let capacity = Int(needed)
        status = 0
        let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let length = body(buffer.baseAddress!, Int32(capacity), &status)
            return utf8String(buffer.baseAddress!, count: min(Int(length), capacity))
        }
        return status > 0 ? nil : text
    }

    private static func utf8String(_ start: UnsafeMutablePointer<CChar>, count: Int) -> String {
        let bytes = UnsafeRawBufferPointer(start: start, count: count).bindMemory(to: UInt8.self)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Facts about the ICU and CLDR data the kit runs on.
public enum ICUInfo {
    /// The version of the system ICU the kit was built against, such as "72.1".
    public static var icuVersion: String { String(cString: CICU_version()) }

    /// The CLDR version of ICU's data, such as "42.0".
    public static var cldrVersion: String {
        (try? ICUStatus.string("read the CLDR version") { CICU_cldrVersion($0, $1, &$2) }) ?? "unknown"
    }
}
