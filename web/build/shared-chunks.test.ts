import { readFileSync } from 'node:fs';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { sharedChunkName, shellScreenModules } from './shared-chunks';

/**
 * A small build: the HTML entry starts the app in stages, the enhance entry may load a form's
 * rules, and `start-app` loads four screens, booking's card form later.
 */
const staticImports: Record<string, string[]> = {
  '/p/web/index.html': ['/p/web/src/main.tsx'],
  '/p/web/src/main.tsx': [],
  '/p/web/src/enhance/main.ts': ['/p/web/src/lib/format.ts'],
  '/p/web/src/enhance/form-rules.ts': ['/p/shared/src/schemas/fields.ts'],
  '/p/web/src/app/start-app.tsx': ['/p/web/src/lib/format.ts', '/p/web/src/components/layout.tsx', '/p/web/src/lib/query-keys.ts', '/p/web/src/lib/toaster.ts'],
  '/p/web/src/routes/booking.tsx': ['/p/web/src/lib/a.ts', '/p/web/src/lib/b.ts', '/p/web/src/lib/c.ts', '/p/web/src/lib/d.ts', '/p/shared/src/schemas/fields.ts', '/p/web/src/lib/query-keys.ts', '/p/node_modules/lib/index.js'],
  '/p/web/src/routes/pay.tsx': ['/p/web/src/lib/a.ts', '/p/web/src/lib/e.ts', '/p/web/src/lib/query-keys.ts', '/p/web/src/lib/toaster.ts', '/p/node_modules/lib/index.js'],
  '/p/web/src/routes/admin-dashboard.tsx': ['/p/web/src/lib/a.ts', '/p/web/src/lib/b.ts', '/p/web/src/lib/e.ts', '/p/web/src/lib/f.ts'],
  '/p/web/src/routes/home.tsx': ['/p/web/src/lib/c.ts', '/p/web/src/lib/f.ts'],
  '/p/web/src/components/card-payment.tsx': ['/p/web/src/lib/a.ts', '/p/web/src/lib/g.ts'],
  '/p/web/src/lib/a.ts': [],
  '/p/web/src/lib/b.ts': [],
  '/p/web/src/lib/c.ts': [],
  '/p/web/src/lib/d.ts': [],
  '/p/web/src/lib/e.ts': [],
  '/p/web/src/lib/f.ts': [],
  '/p/web/src/lib/g.ts': [],
  '/p/web/src/lib/format.ts': [],
  '/p/web/src/lib/query-keys.ts': [],
  '/p/web/src/lib/toaster.ts': [],
  '/p/web/src/components/layout.tsx': [],
  '/p/shared/src/schemas/fields.ts': [],
  '/p/node_modules/lib/index.js': [],
  '/p/node_modules/react-dom/client.js': [],
};
const dynamicImports: Record<string, string[]> = {
  '/p/web/src/main.tsx': ['/p/node_modules/react-dom/client.js', '/p/web/src/app/start-app.tsx'],
  '/p/web/src/enhance/main.ts': ['/p/web/src/enhance/form-rules.ts'],
  '/p/web/src/app/start-app.tsx': ['/p/web/src/routes/booking.tsx', '/p/web/src/routes/pay.tsx', '/p/web/src/routes/admin-dashboard.tsx', '/p/web/src/routes/home.tsx'],
  '/p/web/src/routes/booking.tsx': ['/p/web/src/components/card-payment.tsx'],
  '/p/web/src/routes/pay.tsx': ['/p/web/src/components/card-payment.tsx'],
};

function moduleInfo(id: string): Rolldown.ModuleInfo | null {
  if (!(id in staticImports)) return null;
  const importers = (table: Record<string, string[]>) => Object.keys(table).filter((from) => table[from]?.includes(id));
  return {
    id,
    isEntry: id === '/p/web/index.html' || id === '/p/web/src/enhance/main.ts',
    importedIds: staticImports[id] ?? [],
    dynamicallyImportedIds: dynamicImports[id] ?? [],
    importers: importers(staticImports),
    dynamicImporters: importers(dynamicImports),
  } as Rolldown.ModuleInfo;
}

/** Each module's chunk name, as the build's chunking asks for them, with booking and pay as key screens. */
function chunkNames(): Record<string, ReturnType<Rolldown.CodeSplittingNameFunction>> {
  const name = sharedChunkName(/[\\/]routes[\\/](?:booking|pay)\.tsx$/);
  const ctx = { getModuleInfo: moduleInfo } as Rolldown.ChunkingContext;
  return Object.fromEntries(Object.keys(staticImports).map((id) => [id.replace(/^\/p\/(?:web\/src\/(?:lib\/)?)?/, ''), name(id, ctx)]));
}

describe('the chunk of a shared module of the app', () => {
  const names = chunkNames();

  it('leaves a module one entry imports, or a package, where Rolldown puts it', () => {
    expect(names['d.ts']).toBeNull();
    expect(names['g.ts']).toBeNull();
    expect(names['components/layout.tsx']).toBeNull();
    expect(names['node_modules/lib/index.js']).toBeNull();
  });

  it('groups modules by the key screens that import them, whatever else imports them', () => {
    // b: booking and the admin's dashboard; c: booking and the home screen. Booking needs both.
    expect(names['b.ts']).toMatch(/^shared-[0-9a-f]{6}$/);
    expect(names['c.ts']).toBe(names['b.ts']);
    // a: booking and pay (and two others); e: pay alone among the key screens.
    expect(names['a.ts']).toMatch(/^shared-/);
    expect(new Set([names['a.ts'], names['b.ts'], names['e.ts']]).size).toBe(3);
  });

  it('leaves a module no key screen or start stage imports to Rolldown', () => {
    expect(names['f.ts']).toBeNull();
  });

  it('keeps the enhance side apart, with a form’s rules as one of its entries', () => {
    // fields: a form's rules (loaded by the enhance entry) and booking.
    expect(names['shared/src/schemas/fields.ts']).toMatch(/^shared-/);
    expect(new Set([names['shared/src/schemas/fields.ts'], names['b.ts'], names['format.ts']]).size).toBe(3);
  });

  it('groups a module of the start stages by those stages alone, since every screen loads after them', () => {
    // query-keys: start-app, booking and pay; toaster: start-app and pay. format: start-app and the
    // enhance entry.
    expect(names['query-keys.ts']).toMatch(/^shared-/);
    expect(names['toaster.ts']).toBe(names['query-keys.ts']);
    expect(names['query-keys.ts']).not.toBe(names['a.ts']);
    expect(names['format.ts']).toMatch(/^shared-/);
    expect(names['format.ts']).not.toBe(names['query-keys.ts']);
  });
});

describe('the shell screens', () => {
  // The route table marks them (`handle: shellScreen`); the chunking names their modules.
  const routeTable = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8');
  const routes = [...routeTable.matchAll(/\{ path: '[^']+',(?<handle> handle: \w+,)? lazy: \(\) => import\('\.\.\/routes\/(?<module>[\w-]+)'\)/g)];

  it('are the screens the route table marks as shells', () => {
    expect(routes.length).toBeGreaterThan(15);
    const shells = routes.filter((route) => route.groups?.handle?.includes('shellScreen')).map((route) => route.groups?.module);
    expect(shells.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      const module = `/work/web/src/routes/${route.groups?.module}.tsx`;
      expect(shellScreenModules.test(module), module).toBe(shells.includes(route.groups?.module));
    }
  });
});
