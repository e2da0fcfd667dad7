/// `value` as an unsigned LEB128 number, as the map resources write their counts and lengths.
func leb128(_ value: Int) -> [UInt8] {
    var value = value, out: [UInt8] = []
    repeat {
        let low = UInt8(value & 0x7F)
        value >>= 7
        out.append(low | (value > 0 ? 0x80 : 0))
    } while value > 0
    return out
}
