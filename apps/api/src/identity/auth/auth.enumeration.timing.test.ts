import { createAccount } from '../../testing/accounts';
import { centerIdOf } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Sign-up and the reset request must not tell by their answer time whether an
// address has an account (issue 11, item 6). Known and unknown addresses are
// sent in turn, so a burst of load on the machine hits both alike; the file runs
// alone, after the other API tests (apps/api/jest.config.cjs).

const ROUNDS = 40;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A fresh account per request, so no request is cut short as a repeat (one reset mail a minute per account).
  const zwolle = await centerIdOf(t, 'public', 'zwolle');
  for (let i = 0; i <= ROUNDS; i += 1) await createAccount(t, { volunteerCenterId: zwolle, email: `bekend-${i}@example.nl` });
});
afterAll(() => t.close());

/** The i-th known address; -1 is the warm-up's. */
const knownAddress = (i: number) => `bekend-${i + 1}@example.nl`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
}

async function timed(send: () => Promise<{ statusCode: number; body: string }>): Promise<{ ms: number; statusCode: number; body: string }> {
  const started = process.hrtime.bigint();
  const response = await send();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, statusCode: response.statusCode, body: response.body };
}

/** Medians of interleaved known/unknown requests, after a warm-up round of each. */
async function compare(send: (email: string) => Promise<{ statusCode: number; body: string }>, unknownAddress: (i: number) => string) {
  await send(knownAddress(-1));
  await send(unknownAddress(-1));
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < ROUNDS; i += 1) {
    const first = i % 2 === 0;
    const a = await timed(() => send(first ? knownAddress(i) : unknownAddress(i)));
    const b = await timed(() => send(first ? unknownAddress(i) : knownAddress(i)));
    (first ? known : unknown).push(a.ms);
    (first ? unknown : known).push(b.ms);
    for (const answer of [a, b]) answers.add(`${answer.statusCode} ${answer.body.replace(/[\w.+-]+@[\w.-]+/g, '<email>')}`);
  }
  return { known: median(known), unknown: median(unknown), answers: [...answers] };
}

function expectAlike({ known, unknown }: { known: number; unknown: number }) {
  expect(Math.abs(known - unknown) / Math.max(known, unknown)).toBeLessThanOrEqual(0.2);
}

describe('no account enumeration by answer time', () => {
  it('signs up a known and an unknown address in the same time, with the same answer', async () => {
    const result = await compare(
      (email) => t.request({ method: 'POST', url: '/auth', body: { email, password: 'een-lang-wachtwoord' } }),
      (i) => `nieuw-${i + 1}@example.nl`,
    );
    expect(result.answers).toHaveLength(1);
    expect(result.answers[0]).toMatch(/^200 /);
    expectAlike(result);
  });

  it('answers a reset request for a known and an unknown address in the same time, with the same answer', async () => {
    const result = await compare(
      (email) => t.request({ method: 'POST', url: '/auth/password', body: { email } }),
      (i) => `onbekend-${i + 1}@example.nl`,
    );
    expect(result.answers).toHaveLength(1);
    expect(result.answers[0]).toMatch(/^200 /);
    expectAlike(result);
    // The queued jobs still decide right: a link for every account, nothing for unknown addresses.
    const mails = await t.mails();
    expect(mails.filter((m) => m.to.includes('onbekend-'))).toHaveLength(0);
    expect(mails.filter((m) => /\bbekend-/.test(m.to) && m.subject.startsWith('Nieuw wachtwoord'))).toHaveLength(ROUNDS + 1);
  });
});
