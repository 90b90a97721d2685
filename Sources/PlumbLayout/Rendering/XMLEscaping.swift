/// Escapes text for XML character data and attribute values.
///
/// Replaces `&`, `<`, `>`, `"` and `'` with entities, and drops the control characters that
/// XML 1.0 forbids outright (everything below U+0020 except tab, line feed and carriage
/// return), so that any identifier a user chose yields a well-formed document.
enum XMLEscaping {
    /// `text` with markup characters replaced by entities and forbidden characters removed.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                // U+FFFE and U+FFFF are not XML characters either.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    continue
                }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
