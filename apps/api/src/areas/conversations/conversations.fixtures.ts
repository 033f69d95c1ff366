import type { Credentials, TestApp, TestResponse } from '../../testing/test-app';

// Test-only: conversations through the API, as the apps use it.

export const conversationDoc = (attributes: Record<string, unknown>) => ({ data: { type: 'conversations', attributes } });
export const messageDoc = (attributes: Record<string, unknown>) => ({ data: { type: 'conversation_messages', attributes } });

/** `POST /conversations` as `credentials`; the answer as it came. */
export function start(t: TestApp, credentials: Credentials | undefined, attributes: Record<string, unknown>, headers?: Record<string, string>): Promise<TestResponse> {
  return t.request({ method: 'POST', url: '/api/v1/conversations', credentials, headers, body: conversationDoc({ subject: 'Vraag', body: 'Hallo!', ...attributes }) });
}

/** Starts a conversation and returns its id; fails the test when refused. */
export async function started(t: TestApp, credentials: Credentials, attributes: Record<string, unknown>, headers?: Record<string, string>): Promise<string> {
  const response = await start(t, credentials, attributes, headers);
  if (response.statusCode !== 201) throw new Error(`No conversation started: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

/** `POST /conversations/{id}/messages`. */
export function send(t: TestApp, credentials: Credentials | undefined, id: string, attributes: Record<string, unknown>): Promise<TestResponse> {
  return t.request({ method: 'POST', url: `/api/v1/conversations/${id}/messages`, credentials, body: messageDoc(attributes) });
}
