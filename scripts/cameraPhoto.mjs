// A camera's picture for the photo journey and bench:photo (issue 40, P60): `width`×`height`
// stored pixels of noise (a few MB as JPEG at 0.9, as a phone's are), with EXIF orientation 6
// (the sensor sideways: shown turned 90° clockwise). Its stored top-left corner is red and its
// stored bottom-left blue (600 px squares on 4000×3000, scaled), so upright the top-left is
// blue and the top-right red. Drawn by Chromium in `page`; the EXIF segment is added here.
/* global OffscreenCanvas -- the page.evaluate callback runs in the browser */

/** The JPEG's bytes, EXIF orientation 6. */
export async function sidewaysPhoto(page, width = 4000, height = 3000) {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const g = canvas.getContext('2d');
      const noise = g.createImageData(w, h);
      let seed = 7;
      for (let i = 0; i < noise.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const v = 90 + (seed % 80);
        noise.data[i] = v;
        noise.data[i + 1] = v + 10;
        noise.data[i + 2] = v;
        noise.data[i + 3] = 255;
      }
      g.putImageData(noise, 0, 0);
      const mark = Math.round(h / 5);
      g.fillStyle = '#ff0000';
      g.fillRect(0, 0, mark, mark);
      g.fillStyle = '#0000ff';
      g.fillRect(0, h - mark, mark, mark);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(text);
    },
    [width, height],
  );
  const jpeg = Buffer.from(base64, 'base64');
  // APP1 "Exif": a big-endian TIFF header and one IFD entry, Orientation (0x0112) = 6.
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00,
    0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([
    Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}
