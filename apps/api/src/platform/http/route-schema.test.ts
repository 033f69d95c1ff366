import Fastify, { type FastifyInstance } from 'fastify';
import { menuItemCreateSchema } from '@platform/contracts';
import { jsonApiPlugin } from './json-api.plugin';
import { resource } from './json-api';
import { describeRoute, routeSchemasPlugin } from './route-schema';

// The declared shapes document and, in the API tests, check answers; they never
// validate or trim what a client sends or gets.

const menu = (attributes: Record<string, unknown>) => ({ data: [resource('menus', 'm1', attributes)] });

async function appAnswering(answer: unknown, checkAnswers = true): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(jsonApiPlugin);
  await app.register(routeSchemasPlugin, { checkAnswers });
  const schema = describeRoute({
    tags: ['menus'],
    summary: 'test',
    query: {},
    body: { type: 'menu_items', attributes: menuItemCreateSchema },
    response: { 200: { document: 'many', type: 'menus' } },
  });
  app.post('/menus', { schema }, async (_request, reply) => reply.jsonApi(answer as Record<string, unknown>));
  await app.ready();
  return app;
}

const send = (app: FastifyInstance, url = '/menus', payload: unknown = { anything: ['but', 'a', 'document'] }) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/vnd.api+json' }, payload: JSON.stringify(payload) });

test('an answer of the declared shape passes, whatever body was sent (no ajv on requests)', async () => {
  const app = await appAnswering(menu({ name: 'Header', location: 'header' }));
  const response = await send(app);
  expect(response.statusCode).toBe(200);
  expect(response.json().data[0].attributes).toEqual({ name: 'Header', location: 'header' });
});

test('an attribute of the wrong type, a missing one or one not declared makes a 500 naming it', async () => {
  for (const attributes of [{ name: 1, location: 'header' }, { name: 'Header' }, { name: 'Header', location: 'header', colour: 'red' }]) {
    const response = await send(await appAnswering(menu(attributes)));
    expect(response.statusCode).toBe(500);
    expect(response.json().errors[0]).toMatchObject({ code: 'ANSWER_SHAPE', detail: expect.stringContaining('POST /menus') });
  }
});

test('a sparse fieldset may leave attributes out', async () => {
  const app = await appAnswering(menu({ name: 'Header' }));
  expect((await send(app, '/menus?fields[menus]=name')).statusCode).toBe(200);
});

test('without the check an answer goes out as the handler made it, nothing dropped', async () => {
  const answer = menu({ name: 'Header', location: 'header', colour: 'red' });
  const response = await send(await appAnswering(answer, false));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(answer);
});
