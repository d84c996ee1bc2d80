// React 18.3's server renderer can leave NUL bytes in the HTML: when a string
// does not fit the rest of its 2 KB buffer, it sends the whole buffer, and
// the one or two bytes a split multi-byte character did not fill are still
// zero (react-dom-server.node: `encodeInto` then `writeChunk(destination,
// currentView)`). Hindi text meets this at every such boundary, and a browser
// shows each NUL as "�". No NUL belongs in a page (the HTML parser refuses
// them in text), and 0x00 is never part of a UTF-8 multi-byte character, so
// dropping the bytes is exact and needs no decoding.
import { Transform } from 'node:stream';

export function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!chunk.includes(0)) return callback(null, chunk);
      callback(null, Buffer.from(chunk.filter((byte) => byte !== 0)));
    },
  });
}
