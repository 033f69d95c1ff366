import type { RegisteredRoute } from './platform/http/json-api.plugin';
import { createTestApp, type TestApp } from './testing/test-app';

// Every operation in /api/docs declares its shapes, so a partner can generate a
// client: a 2xx answer with its schema (or 204 without a body), the body of a
// write (unless the route takes none), and every parameter of its URL. The
// module tests check real answers against these schemas (checkAnswerShapes).

type Operation = {
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string; schema?: unknown }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function problemsOf(method: string, operation: Operation, route: RegisteredRoute): string[] {
  const takesNoBody = (route.config.body ?? (route.method === 'DELETE' ? 'none' : 'document')) === 'none';
  const problems: string[] = [];
  const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  // A route that fails on purpose (the test pages' server error) declares that 500 instead, and only such a route may.
  const deliberate = route.config.deliberateServerError === true;
  const declaresFailure = Object.values(operation.responses?.['500']?.content ?? {}).some((media) => media.schema);
  if (deliberate && (success.length > 0 || !declaresFailure)) problems.push('fails on purpose but does not declare only its 500');
  if (!deliberate && declaresFailure) problems.push('declares a 500 without failing on purpose (config.deliberateServerError)');
  if (success.length === 0 && !deliberate) problems.push('no 2xx answer declared');
  for (const [status, answer] of success) {
    const schemas = Object.values(answer.content ?? {}).map((media) => media.schema);
    if (status === '204' ? schemas.length > 0 : schemas.length === 0 || schemas.some((schema) => !schema)) {
      problems.push(status === '204' ? '204 declares a body' : `${status} declares no body schema`);
    }
  }
  const body = Object.values(operation.requestBody?.content ?? {});
  if (['post', 'put', 'patch'].includes(method)) {
    if (!takesNoBody && (body.length === 0 || body.some((media) => !media.schema))) problems.push('reads a body but declares none');
  }
  if (takesNoBody && body.length > 0) problems.push('takes no body (config.body) but declares one');
  // Swagger lists an undeclared path parameter as a bare string, so the route's own schema is asked.
  const declared = (route.schema?.params ?? {}) as { properties?: Record<string, unknown> };
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    if (!declared.properties?.[name!]) problems.push(`path parameter ${name} not declared`);
  }
  return problems;
}

test('every operation declares its answers, its body and its path parameters', async () => {
  const response = await t.request({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = response.json().paths as Record<string, Record<string, Operation>>;
  const routes = new Map(t.app.routeTable.map((route) => [`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route]));

  const problems: string[] = [];
  let operations = 0;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations += 1;
      const key = `${method.toUpperCase()} ${path}`;
      const route = routes.get(key);
      if (!route) throw new Error(`${key} is in the docs but not in the route table`);
      problems.push(...problemsOf(method, operation, route).map((problem) => `${key}: ${problem}`));
    }
  }
  expect(operations).toBeGreaterThan(100);
  expect(problems).toEqual([]);
});

test('a write that takes no body and one that reads a document are told apart in the docs', async () => {
  const paths = (await t.request({ url: '/api/docs/json' })).json().paths as Record<string, Record<string, Operation>>;
  expect(paths['/api/v1/menu_items']?.post?.requestBody?.content?.['application/vnd.api+json']?.schema).toMatchObject({
    required: ['data'],
    properties: { data: { properties: { type: { enum: ['menu_items'] }, attributes: { properties: { link_type: {} } } } } },
  });
  expect(paths['/api/v1/menu_items/{id}']?.delete?.responses?.['204']?.content).toBeUndefined();
});

test('an operation without shapes is named with each thing it lacks', () => {
  const route = { method: 'POST', url: '/api/v1/things/:id', config: {}, schema: {} } as unknown as RegisteredRoute;
  expect(problemsOf('post', { responses: { 200: {} } }, route)).toEqual([
    '200 declares no body schema',
    'reads a body but declares none',
    'path parameter id not declared',
  ]);
  expect(problemsOf('delete', { responses: {} }, { ...route, method: 'DELETE' })).toEqual(['no 2xx answer declared', 'path parameter id not declared']);
});

test('only a route that fails on purpose may declare a 500 instead of a 2xx, and it must', () => {
  const route = { method: 'GET', url: '/api/v1/things', config: {}, schema: {} } as unknown as RegisteredRoute;
  const deliberate = { ...route, config: { deliberateServerError: true } };
  const failure = { 500: { content: { 'application/vnd.api+json': { schema: { type: 'object' } } } } };
  const success = { 200: { content: { 'application/vnd.api+json': { schema: { type: 'object' } } } } };
  expect(problemsOf('get', { responses: failure }, deliberate)).toEqual([]);
  expect(problemsOf('get', { responses: success }, deliberate)).toEqual(['fails on purpose but does not declare only its 500']);
  expect(problemsOf('get', { responses: failure }, route)).toEqual([
    'declares a 500 without failing on purpose (config.deliberateServerError)',
    'no 2xx answer declared',
  ]);
});
