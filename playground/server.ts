/**
 * The playground's HTTP server (`npm start`): one page with the workbook's tabs as
 * grids, the real sidebar and the map dialog, both with google.script.run bridged to the
 * BUILT bundle running on the in-memory services (docs/playground.md). node:http only.
 *
 * Routes: GET / (the page), /page.js, /page.css, /sidebar and /map (dist's HTML with the
 * google.script.run shim), /dialog/<n> (the n-th dialog the add-on opened, with the shim),
 * /api/workbook (JSON), /api/workbook.xlsx (download), /api/menu (the add-on's menu); POST
 * /rpc/<endpoint>, /api/cell, /api/menu (run an item), /api/reset, /api/workbook.xlsx (load a file).
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readDist, ROOT, type DistFiles } from './bundle';
import { menuItems, runMenuItem, type MenuAnswer } from './menu';
import { Session } from './session';
import { fromXlsx, toXlsx } from './xlsx';

export interface PlaygroundOptions {
  /** 0 = any free port. When the port asked for is taken, the next free one is used. Default 5173. */
  readonly port?: number;
  /** Default 127.0.0.1: the playground is for this machine only. */
  readonly host?: string;
  /** Where the build wrote the add-on; default dist/. */
  readonly dist?: string;
}

export interface Playground {
  /** `http://127.0.0.1:5173/` */
  readonly url: string;
  /** The workbook being played (replaced by Reset and by loading a file). */
  session(): Session;
  close(): Promise<void>;
}

const PAGE_DIR = join(ROOT, 'playground/page');
const MAX_BODY = 20 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The page's script, bundled for the browser once per server. */
async function pageScript(): Promise<string> {
  const out = await build({
    entryPoints: [join(PAGE_DIR, 'main.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    write: false,
    legalComments: 'none',
  });
  return out.outputFiles[0].text;
}

/** An Apps Script page with the google.script.run shim as the first script of its head. */
export function withShim(html: string, endpoints: readonly string[], shim: string): string {
  const script = `<script>window.__GATOR_ENDPOINTS__ = ${JSON.stringify(endpoints)};\n${shim.replace(/<\/script/gi, '<\\/script')}</script>`;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return script + html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n${script}${html.slice(at)}`;
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

function json(res: ServerResponse, value: unknown, status = 200): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('The request is too large.'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** Listens on `port`, or the next free port when it is taken (up to 20 tries, then any). */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let attempt = 0;
    const tryPort = (p: number) => {
      server.once('error', (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EADDRINUSE' || port === 0) return reject(err);
        attempt++;
        tryPort(attempt < 20 ? port + attempt : 0);
      });
      server.listen(p, host, () => {
        server.removeAllListeners('error');
        resolve();
      });
    };
    tryPort(port);
  });
}

/** Starts the playground with the demo battle loaded; resolves once it listens. */
export async function startPlayground(options: PlaygroundOptions = {}): Promise<Playground> {
  const dist: DistFiles = readDist(options.dist);
  let session = Session.demo(dist);
  session.view(); // evaluates every formula once now, so the first page load is quick
  const files = {
    index: readFileSync(join(PAGE_DIR, 'index.html'), 'utf8'),
    css: readFileSync(join(PAGE_DIR, 'page.css'), 'utf8'),
    shim: readFileSync(join(PAGE_DIR, 'rpc-shim.js'), 'utf8'),
    js: await pageScript(),
  };

  const replace = (next: Session) => {
    session = next;
  };

  const page = (res: ServerResponse, html: string | undefined, missing: string) => {
    if (html === undefined) return send(res, 404, 'text/plain; charset=utf-8', missing);
    send(res, 200, 'text/html; charset=utf-8', withShim(html, session.endpoints(), files.shim));
  };
  const frame = (res: ServerResponse, name: string) =>
    page(res, dist.html[name], `dist/${name}.html is missing: run npm run build.`);

  async function post(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    // Only this page may change the workbook: no cross-site form or fetch.
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`)
      return json(res, { ok: false, error: { message: 'Cross-origin request refused.' } }, 403);
    const type = String(req.headers['content-type'] ?? '');
    if (path === '/api/workbook.xlsx') {
      const body = await readBody(req);
      replace(Session.fromSheets(dist, await fromXlsx(body)));
      return json(res, { ok: true, workbook: session.view() });
    }
    if (!type.startsWith('application/json')) return json(res, { ok: false, error: { message: 'Send JSON.' } }, 415);
    const body = JSON.parse((await readBody(req)).toString('utf8') || 'null') as unknown;
    if (path.startsWith('/rpc/')) {
      const name = decodeURIComponent(path.slice('/rpc/'.length));
      const args = Array.isArray(body) ? body : [];
      try {
        return json(res, { ok: true, value: session.call(name, args) });
      } catch (error) {
        return json(res, { ok: false, error: { message: messageOf(error) } });
      }
    }
    if (path === '/api/cell') {
      const edit = (body ?? {}) as { tab?: unknown; row?: unknown; col?: unknown; input?: unknown };
      try {
        session.edit(String(edit.tab), Number(edit.row), Number(edit.col), String(edit.input ?? ''));
        return json(res, { ok: true, workbook: session.view() });
      } catch (error) {
        return json(res, { ok: false, error: { message: messageOf(error) }, workbook: session.view() });
      }
    }
    if (path === '/api/menu') {
      const run = (body ?? {}) as { functionName?: unknown; answers?: unknown };
      try {
        const outcome = runMenuItem(
          session,
          String(run.functionName),
          Array.isArray(run.answers) ? (run.answers as MenuAnswer[]) : [],
        );
        return json(res, { ok: true, outcome, workbook: session.view() });
      } catch (error) {
        return json(res, { ok: false, error: { message: messageOf(error) }, workbook: session.view() });
      }
    }
    if (path === '/api/reset') {
      replace(Session.demo(dist));
      return json(res, { ok: true, workbook: session.view() });
    }
    json(res, { ok: false, error: { message: `No route ${path}` } }, 404);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://playground').pathname;
    if (req.method === 'POST') return post(req, res, path);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    switch (path) {
      case '/':
        return send(res, 200, 'text/html; charset=utf-8', files.index);
      case '/page.js':
        return send(res, 200, 'text/javascript; charset=utf-8', files.js);
      case '/page.css':
        return send(res, 200, 'text/css; charset=utf-8', files.css);
      case '/favicon.ico':
        return send(res, 204, 'image/x-icon', '');
      case '/sidebar':
        return frame(res, 'Sidebar');
      case '/map':
        return frame(res, 'MapView');
      case '/api/workbook':
        return json(res, session.view());
      case '/api/menu':
        return json(res, { items: menuItems(session) });
      case '/api/workbook.xlsx':
        return send(res, 200, XLSX_TYPE, await toXlsx(session.fake.book, session.formulas), {
          'Content-Disposition': 'attachment; filename="gator-campaign.xlsx"',
        });
      default: {
        const dialog = /^\/dialog\/(\d+)$/.exec(path);
        if (dialog) return page(res, session.dialog(Number(dialog[1]))?.html, 'No such dialog.');
        return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, { ok: false, error: { message: messageOf(error) } }, 500);
      else res.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port ?? 5173, host);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    session: () => session,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
