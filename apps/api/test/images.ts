import sharp from 'sharp';

/** A real photo-like image of the given size and format, built in memory. */
export async function makeImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  return base[format]().toBuffer();
}

/** An image (PNG unless told) carrying EXIF with GPS coordinates (Caracas) and a camera model. */
export async function imageWithGps(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3355' } })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 29/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '66/1 54/1 0/1' },
    })
    [format]()
    .toBuffer();
}

/** A multipart/form-data body with one file part. */
export function multipart(buffer: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----vitrina${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, buffer, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
