import jsQR from 'jsqr';

/**
 * The phone's camera reading rider cards' QR codes. Loaded only when the crew opens the scanner,
 * so the decoder is no part of the app's first load.
 */

/** The text of a QR code in one frame's pixels (RGBA), or null. */
export function decodeFrame(frame: {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}): string | null {
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** A card still in front of the camera is not read again until it has been away this long. */
export const CARD_AWAY_MS = 3000;

/**
 * Whether a code read at `now` is a new reading: another card, or the same card shown again after
 * it left the camera (a held card is read many times a second).
 */
export function newReadings(awayMs = CARD_AWAY_MS): (text: string, now: number) => boolean {
  let last: string | null = null;
  let lastSeen = 0;
  return (text, now) => {
    const fresh = text !== last || now - lastSeen > awayMs;
    last = text;
    lastSeen = now;
    return fresh;
  };
}

const FRAME_MS = 200;
/** Frames are read at most this wide: a card held near fills enough of it, and it is cheap on a phone. */
const READ_WIDTH = 640;

/**
 * Opens the rear camera into `video` and calls `onText` with each card shown to it; `stop` lets the
 * camera go. Rejects when there is no camera or the crew member refuses it.
 */
export async function startCamera(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<{ stop(): void }> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  video.srcObject = stream;
  await video.play();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const isNew = newReadings();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = () => {
    if (context && video.videoWidth > 0) {
      const scale = Math.min(1, READ_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const text = decodeFrame(context.getImageData(0, 0, canvas.width, canvas.height));
      if (text !== null && isNew(text, Date.now())) onText(text);
    }
    timer = setTimeout(read, FRAME_MS);
  };
  read();
  return {
    stop() {
      clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}
