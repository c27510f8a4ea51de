/** Turns `/api/packages/{id}` and `{ id: 'tobago' }` into `/api/packages/tobago`. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}

/**
 * Matches a request path against a template as API Gateway does: each `{name}` takes exactly one
 * non-empty segment. Answers the decoded parameters, or null when the path does not match.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const templateParts = template.split('/');
  const pathParts = path.split('/');
  if (templateParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of templateParts.entries()) {
    const actual = pathParts[index] ?? '';
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name) {
      if (actual === '') return null;
      try {
        params[name] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}
