import CHeapUsage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Live heap and resident memory of this process, to turn into bytes per constraint.
public enum HeapUsage {
    /// Bytes currently allocated through malloc (glibc's `mallinfo2`: in-use chunks plus
    /// mmapped blocks), or nil where that is unavailable.
    public static func allocatedBytes() -> Int? {
        let bytes = plumb_bench_heap_bytes()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// Resident set size in bytes (Linux `/proc/self/statm`), or nil elsewhere.
    public static func residentBytes() -> Int? {
        procValue("/proc/self/statm", field: 1).map { $0 * pageSize }
    }

    /// Peak resident set size in bytes (Linux `VmHWM` in `/proc/self/status`), or nil elsewhere.
    public static func peakResidentBytes() -> Int? {
        guard let text = readFile("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").dropFirst().first { Int($0) != nil }
            return digits.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    private static var pageSize: Int {
        #if canImport(Glibc) || canImport(Musl)
            Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            4096
        #endif
    }

    private static func procValue(_ path: String, field: Int) -> Int? {
        guard let text = readFile(path) else { return nil }
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        return fields.count > field ? Int(fields[field]) : nil
    }

    private static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let read = fread(&buffer, 1, buffer.count, file)
            if read <= 0 { break }
            bytes.append(contentsOf: buffer[0..<read])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
