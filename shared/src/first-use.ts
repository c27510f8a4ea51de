/**
 * A value made on its first use and kept. For `Intl` formatters and collators: building one loads
 * locale data, a few milliseconds that every cold start of a function importing the module would
 * pay, though most of those functions never format anything.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
