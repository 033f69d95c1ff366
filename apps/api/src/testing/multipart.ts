import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Credentials, TestApp, TestResponse } from './test-app';

/** A part of a multipart/form-data body: a text field, or a file. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** Encodes parts as multipart/form-data, as a browser's FormData would. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}`), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export type UploadOptions = {
  purpose?: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
  credentials?: Credentials;
  host?: string;
  headers?: Record<string, string>;
};

/** `POST /api/v1/uploads` with the purpose first and then the file, as the portal sends them. */
export function postUpload(testApp: TestApp, options: UploadOptions): Promise<TestResponse> {
  const parts: FormPart[] = [
    ...(options.purpose === undefined ? [] : [{ name: 'purpose', value: options.purpose }]),
    { name: 'file', filename: options.filename ?? 'image.png', contentType: options.contentType ?? 'image/png', data: options.data },
  ];
  const { payload, contentType } = multipartBody(parts);
  return testApp.request({
    method: 'POST',
    url: '/api/v1/uploads',
    host: options.host,
    credentials: options.credentials,
    headers: { 'content-type': contentType, ...options.headers },
    payload,
  });
}

/** A small solid PNG. */
export function solidPng(width = 40, height = 20, color = '#0f766e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();
}

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3 bytes. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}
