import { rotateCredentials, type Credentials } from './credentials';

const session: Credentials = {
  accessToken: 'token-1',
  client: 'client-a',
  uid: 'admin@public.example',
  tokenType: 'Bearer',
  expiry: 1_800_000_000,
};

function authHeaders(values: Record<string, string>): Headers {
  return new Headers({
    'token-type': 'Bearer',
    client: 'client-a',
    uid: 'admin@public.example',
    ...values,
  });
}

describe('rotateCredentials', () => {
  it('keeps the session when the response carries no auth headers', () => {
    expect(
      rotateCredentials(session, new Headers({ 'content-type': 'application/json' }), session),
    ).toBe(session);
  });

  it('replaces the session with a newer token', () => {
    const next = rotateCredentials(
      session,
      authHeaders({ 'access-token': 'token-2', expiry: '1800000100' }),
      session,
    );
    expect(next).toEqual({ ...session, accessToken: 'token-2', expiry: 1_800_000_100 });
  });

  it("keeps the current token when the server answers ' ' inside the batch window", () => {
    expect(
      rotateCredentials(
        session,
        authHeaders({ 'access-token': ' ', expiry: '1800000100' }),
        session,
      ),
    ).toBe(session);
  });

  it('does not let a response with an older expiry overwrite a newer token', () => {
    const newer = { ...session, accessToken: 'token-3', expiry: 1_800_000_200 };
    const stale = authHeaders({ 'access-token': 'token-2', expiry: '1800000100' });
    expect(rotateCredentials(newer, stale, session)).toBe(newer);
  });

  it('starts a session from a sign-in response', () => {
    const headers = authHeaders({
      'access-token': 'fresh',
      client: 'client-b',
      expiry: '1800000000',
    });
    expect(rotateCredentials(null, headers, null)).toEqual({
      ...session,
      accessToken: 'fresh',
      client: 'client-b',
    });
  });

  it('ignores a late response for a session that was signed out meanwhile', () => {
    expect(
      rotateCredentials(
        null,
        authHeaders({ 'access-token': 'token-2', expiry: '1800000100' }),
        session,
      ),
    ).toBeNull();
  });

  it('ignores a late response for a session replaced by a new sign-in', () => {
    const other = { ...session, client: 'client-b', accessToken: 'other' };
    expect(
      rotateCredentials(
        other,
        authHeaders({ 'access-token': 'token-2', expiry: '1800000100' }),
        session,
      ),
    ).toBe(other);
  });

  it('ignores incomplete auth headers', () => {
    expect(rotateCredentials(null, new Headers({ 'access-token': 'x' }), null)).toBeNull();
  });
});
