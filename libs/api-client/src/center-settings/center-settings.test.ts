import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '../client';
import { createMemoryCredentialStore } from '../credential-store';
import { updateCenterProfile, uploadFile } from './center-settings';

// A real HTTP server plays the API, so the multipart body is encoded by fetch exactly as in the browser.
type Received = { method?: string; url?: string; headers: IncomingMessage['headers']; body: Buffer };

let server: Server;
let baseUrl: string;
let answer: { status: number; body: unknown };
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer.status, { 'Content-Type': 'application/vnd.api+json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
});

function signedInClient() {
  return createApiClient({
    baseUrl,
    credentials: createMemoryCredentialStore({
      accessToken: 'token-1',
      client: 'client-a',
      uid: 'centrum@public.example',
      tokenType: 'Bearer',
      expiry: 1_800_000_000,
    }),
  });
}

/** The multipart form a request carried, parsed as a server would. */
function receivedForm(request: Received): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  return new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData();
}

const SHADES = { '50': '#eef2ff', '100': '#e0e7ff', '200': '#c7d2fe', '300': '#a5b4fc', '400': '#818cf8', '500': '#6366f1', '600': '#4f46e5', '700': '#4338ca', '800': '#3730a3', '900': '#312e81', '950': '#1e1b4b' };

describe('updateCenterProfile', () => {
  it('PATCHes the current profile with snake_case attributes, keeping shade steps and answering the stored profile', async () => {
    answer = {
      status: 200,
      body: {
        data: {
          type: 'volunteer_center_profiles',
          id: 'p1',
          attributes: { primary_color: '#4338ca', primary_color_shades: SHADES, footer_column_1_title: 'Contact', theme_config: { default_shape: 'straight', header: { full_width: true } } },
        },
      },
    };
    const profile = await updateCenterProfile(signedInClient(), {
      primaryColor: '#4338ca',
      primaryColorShades: SHADES,
      footerColumn1Title: 'Contact',
      themeConfig: { defaultShape: 'straight', header: { fullWidth: true } },
    });

    expect(received[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/volunteer_centers/current/profile' });
    expect(received[0]!.headers['content-type']).toBe('application/vnd.api+json');
    expect(JSON.parse(received[0]!.body.toString())).toEqual({
      data: {
        type: 'volunteer_center_profiles',
        attributes: {
          primary_color: '#4338ca',
          primary_color_shades: SHADES,
          footer_column_1_title: 'Contact',
          theme_config: { default_shape: 'straight', header: { full_width: true } },
        },
      },
    });
    expect(profile).toMatchObject({
      id: 'p1',
      primaryColor: '#4338ca',
      primaryColorShades: SHADES,
      footerColumn1Title: 'Contact',
      themeConfig: { defaultShape: 'straight', header: { fullWidth: true } },
    });
  });
});

describe('uploadFile', () => {
  it('POSTs the purpose and then the file as multipart/form-data with the session, and reads the upload', async () => {
    answer = {
      status: 201,
      body: {
        data: {
          type: 'uploads',
          id: 'u1',
          attributes: { url: '/uploads/public/u1.webp', content_type: 'image/webp', byte_size: 120, width: 40, height: 20, purpose: 'logo' },
        },
      },
    };
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const upload = await uploadFile(signedInClient(), new File([bytes], 'logo.png', { type: 'image/png' }), 'logo');

    const request = received[0]!;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/uploads' });
    expect(request.headers['access-token']).toBe('token-1');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await receivedForm(request);
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('logo');
    const file = form.get('file') as File;
    expect(file.name).toBe('logo.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(upload).toEqual({
      id: 'u1',
      type: 'uploads',
      url: '/uploads/public/u1.webp',
      contentType: 'image/webp',
      byteSize: 120,
      width: 40,
      height: 20,
      purpose: 'logo',
    });
  });

  it('throws the API’s refusal of a file over the limit with its limit', async () => {
    answer = {
      status: 422,
      body: {
        errors: [
          { status: '422', code: 'TOO_LARGE', detail: 'Bestand moet kleiner zijn dan 512 kB.', source: { pointer: '/data/attributes/file' }, meta: { max_bytes: 524_288 } },
        ],
      },
    };
    await expect(uploadFile(signedInClient(), new Blob([new Uint8Array(10)]), 'favicon')).rejects.toMatchObject({
      status: 422,
      code: 'TOO_LARGE',
      errors: [{ meta: { maxBytes: 524_288 } }],
    });
    // A bare blob still travels as a file, named after its purpose.
    const form = await receivedForm(received[0]!);
    expect((form.get('file') as File).name).toBe('favicon');
  });
});
