import { vp8KeyFrame } from '../../../../worker/src/generators/media/vp8-frame.js';
import { frame } from './video-decoding.js';

describe('vp8KeyFrame', () => {
  it('starts with the key frame tag, start code and sizes of RFC 6386 section 9.1', () => {
    // Action
    const vp8 = vp8KeyFrame(frame(70, 42, 0), 70, 42);

    // Assert: a key frame (bit 0 clear), version 0, shown; the first partition lies within the frame.
    const tag = vp8.readUIntLE(0, 3);
    expect([tag & 1, (tag >> 1) & 7, (tag >> 4) & 1]).toEqual([0, 0, 1]);
    expect(10 + (tag >> 5)).toBeLessThan(vp8.length);
    expect([...vp8.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    expect([vp8.readUInt16LE(6), vp8.readUInt16LE(8)]).toEqual([70, 42]);
  });

  it('is the same for the same picture', () => {
    // Action
    const [a, b] = [vp8KeyFrame(frame(32, 32, 4), 32, 32), vp8KeyFrame(frame(32, 32, 4), 32, 32)];

    // Assert
    expect(a).toEqual(b);
  });
});
