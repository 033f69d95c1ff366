import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The API's modules import one another without cycles and only down the layers (issue 27). A
// module is a folder under a layer folder (`platform/http`, `areas/forms`); files at the top
// (`app.ts`, `job-handlers.ts`) and the folders beside the layers (`seed`, `testing`) are the
// composition root, which wires modules together. Only value imports count: a type import costs
// nothing at run time and cannot make a module load before another.

const src = path.resolve(__dirname);
/** The layers, lowest first: a module imports modules of its own layer or of a lower one. */
const LAYERS = ['platform', 'identity', 'areas'];
const LAYER_FOLDERS = new Set(LAYERS);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function moduleOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return parts[0]!;
  if (LAYER_FOLDERS.has(parts[0]!) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

/** The relative modules a file imports for their values (type-only imports and exports left out). */
export function valueImports(source: string): string[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.filter((specifier) => specifier.startsWith('.'));
}

export type ModuleGraph = Map<string, Set<string>>;

function apiModuleGraph(): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const file of sourceFiles(src)) {
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The groups of modules that import one another round in a circle (Tarjan's strongly connected components). */
export function cycles(graph: ModuleGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) found.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('the API module graph', () => {
  let graph: ModuleGraph;
  beforeAll(() => {
    graph = apiModuleGraph();
  });

  it('reads value imports and leaves type-only ones out', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b/b';",
      "import { type C } from '../c/c';",
      "import d, { type D } from '../d/d';",
      "export * from '../e/e';",
      "export type { F } from '../f/f';",
      "import x from 'fastify';",
      "const g = () => import('../g/g');",
    ].join('\n');
    expect(valueImports(source)).toEqual(['./a', '../d/d', '../e/e', '../g/g']);
  });

  it('finds a cycle however long, and none in a layered graph', () => {
    const graphOf = (edges: [string, string][]): ModuleGraph => {
      const built: ModuleGraph = new Map();
      for (const [from, to] of edges) {
        if (!built.has(from)) built.set(from, new Set());
        if (!built.has(to)) built.set(to, new Set());
        built.get(from)!.add(to);
      }
      return built;
    };
    expect(
      cycles(
        graphOf([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        graphOf([
          ['app', 'forms'],
          ['forms', 'http'],
          ['app', 'http'],
          ['forms', 'db'],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('imports only down the layers: platform, then identity, then the product areas', () => {
    const rank = (module: string) => {
      const layer = LAYERS.indexOf(module.split('/')[0]!);
      return layer === -1 ? LAYERS.length : layer;
    };
    const upward = [...graph].flatMap(([from, targets]) =>
      [...targets].filter((to) => rank(to) > rank(from)).map((to) => `${from} -> ${to}`),
    );
    expect(upward).toEqual([]);
    expect(rank('platform/http')).toBeLessThan(rank('identity/auth'));
    expect(graph.get('areas/forms')?.has('identity/access')).toBe(true);
  });

  it('has a module in every layer folder and nothing else there', () => {
    for (const layer of LAYERS) {
      const modules = [...graph.keys()].filter((module) => module.startsWith(`${layer}/`));
      expect([layer, modules.length > 0]).toEqual([layer, true]);
    }
  });
});
