// MP4 inspection without ffmpeg: duration, sample count and codec string, read from the boxes
// (classic moov and fragmented moof alike), to check a take's frame rate and the codec.

export function inspectMp4(buffer) {
  const info = { duration: 0, samples: 0, codec: null }
  const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf', 'mvex'])
  const walk = (start, end) => {
    let at = start
    while (at + 8 <= end) {
      let size = buffer.readUInt32BE(at)
      const type = buffer.toString('latin1', at + 4, at + 8)
      let header = 8
      if (size === 1) {
        size = Number(buffer.readBigUInt64BE(at + 8))
        header = 16
      } else if (size === 0) size = end - at
      if (size < header) break
      const body = at + header
      if (containers.has(type)) walk(body, at + size)
      else if (type === 'mvhd') {
        const v1 = buffer[body] === 1
        const timescale = buffer.readUInt32BE(body + (v1 ? 20 : 12))
        const duration = v1
          ? Number(buffer.readBigUInt64BE(body + 24))
          : buffer.readUInt32BE(body + 16)
        info.duration = duration / timescale
      } else if (type === 'trun') {
        info.samples += buffer.readUInt32BE(body + 4)
      } else if (type === 'stsz') {
        info.samples += buffer.readUInt32BE(body + 8)
      } else if (type === 'stsd') {
        const entry = body + 8
        const format = buffer.toString('latin1', entry + 4, entry + 8)
        const avcC = buffer.indexOf('avcC', entry, 'latin1')
        info.codec =
          format === 'avc1' && avcC > 0
            ? `avc1.${buffer.subarray(avcC + 5, avcC + 8).toString('hex')}`
            : format
      }
      at += size
    }
  }
  walk(0, buffer.length)
  return info
}
