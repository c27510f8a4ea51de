/** The file a page path is served from: `/` → `index.html`, `/morocco` → `morocco/index.html`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
