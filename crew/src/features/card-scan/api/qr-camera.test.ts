import QRCode from 'qrcode';
import { decodeFrame, newReadings } from './qr-camera';

/** A QR code as a camera frame: black modules on white, 4 px each, a quiet zone of 4 modules, RGBA. */
function qrFrame(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const width = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const dark =
        row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height: width };
}

describe('the card scanner', () => {
  it("reads a rider card's QR code from a camera frame, and nothing from a blank one", () => {
    expect(decodeFrame(qrFrame('QR-1001'))).toBe('QR-1001');
    const blank = { data: new Uint8ClampedArray(160 * 160 * 4).fill(255), width: 160, height: 160 };
    expect(decodeFrame(blank)).toBeNull();
  });

  it('takes a card held in front of the camera once, and again once it was taken away', () => {
    const isNew = newReadings(3000);
    expect(isNew('QR-1001', 0)).toBe(true);
    // Read five times a second while held: one reading.
    for (let at = 200; at <= 10_000; at += 200) expect(isNew('QR-1001', at)).toBe(false);
    expect(isNew('QR-1002', 10_200)).toBe(true);
    expect(isNew('QR-1001', 10_400)).toBe(true);
    expect(isNew('QR-1001', 14_000)).toBe(true);
  });
});
