import { describe, expect, it } from 'vitest';
import { appRoutesSource } from './app-routes';
import { nginxConfig, type NginxConfigInput } from './nginx-config';
import { CACHE_ASSET, securityHeaders } from './web-headers';

const POLICY =
  "default-src 'self'; script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

const APP_ROUTES = appRoutesSource(['/', '/blogs', '/tool/$id']);
const PAGES = `location ~ "${APP_ROUTES}"`;

const input = (ports: number[]): NginxConfigInput => ({
  stateDir: '/srv/store/.data/cluster/nginx',
  listen: { host: '127.0.0.1', port: 8080 },
  webRoot: '/srv/store/.data/cluster/dist',
  api: { servers: ports.map((port) => `127.0.0.1:${port}`) },
  headers: securityHeaders(POLICY),
  mimeTypes: '/etc/nginx/mime.types',
  appRoutes: APP_ROUTES,
  frames: [{ paths: '^/tool/[^/]+/?$', file: 'frames/tool-id.html' }],
});
const TOOL_FRAME = 'location ~ "^/tool/[^/]+/?$"';

/** The directives of the block that opens with `head`, one a line, without indentation. */
function blockOf(config: string, head: string): string[] {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${head} {`);
  if (start === -1) throw new Error(`no block ${head}`);
  const depth = lines[start]?.search(/\S/) ?? 0;
  const end = lines.findIndex((line, i) => i > start && line === `${' '.repeat(depth)}}`);
  return lines.slice(start + 1, end).map((line) => line.trim());
}

describe('the nginx config of the local cluster', () => {
  it('balances over one upstream server per API process, with passive health checks', () => {
    const upstream = blockOf(nginxConfig(input([8791, 8792, 8793])), 'upstream api');
    expect(upstream).toContain('least_conn;');
    expect(upstream.filter((line) => line.startsWith('server '))).toEqual([
      'server 127.0.0.1:8791 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:8792 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:8793 max_fails=2 fail_timeout=5s;',
    ]);
    expect(upstream.some((line) => line.startsWith('keepalive '))).toBe(true);
    expect(blockOf(nginxConfig(input([8791])), 'upstream api')).toContain(
      'server 127.0.0.1:8791 max_fails=2 fail_timeout=5s;',
    );
  });

  it('sends nothing to a process that is not ready', () => {
    const config = nginxConfig({
      ...input([8791, 8792]),
      api: { servers: ['127.0.0.1:8791', '127.0.0.1:8792'], down: ['127.0.0.1:8792'] },
    });
    expect(blockOf(config, 'upstream api').filter((line) => line.startsWith('server '))).toEqual([
      'server 127.0.0.1:8791 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:8792 max_fails=2 fail_timeout=5s down;',
    ]);
  });

  it('refuses a cluster without an API process', () => {
    expect(() => nginxConfig(input([]))).toThrow(/at least one API process/);
  });

  it("passes the API's own pages on at their path, before the build's locations", () => {
    const config = nginxConfig(input([8791]));
    for (const head of [
      'location = /sitemap.xml',
      'location = /robots.txt',
      'location ~ "^/tools/[^/]+$"',
    ]) {
      const location = blockOf(config, head);
      expect(location).toContain('proxy_pass http://api;');
      expect(location.some((line) => line.startsWith('add_header'))).toBe(false);
      expect(config.indexOf(head)).toBeLessThan(config.indexOf(PAGES));
    }
  });

  it('proxies /api/ without the prefix, retrying only what may be repeated', () => {
    const api = blockOf(nginxConfig(input([8791, 8792])), 'location ^~ /api/');
    expect(api).toContain('proxy_pass http://api/;');
    expect(api).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(api).toContain('proxy_http_version 1.1;');
    expect(api).toContain('proxy_set_header Connection "";');
    // Not nginx's 1 MB: a catalogue import of 10,000 rows is larger, and the API caps it.
    expect(api).toContain('client_max_body_size 5242880;');
    const retry = api.find((line) => line.startsWith('proxy_next_upstream '));
    // A 503 (the database is away) is passed on, never counted against a process.
    expect(retry).toBe('proxy_next_upstream error timeout;');
    // The API's own headers only: the web app's policy is not for JSON.
    expect(api.some((line) => line.startsWith('add_header'))).toBe(false);
  });

  it("sends every header of the web server's with every file and page, even on a 404", () => {
    const config = nginxConfig(input([8791]));
    for (const head of [
      'location ^~ /assets/',
      'location ~ \\.[^/]+$',
      TOOL_FRAME,
      PAGES,
      'location /',
    ]) {
      const location = blockOf(config, head);
      for (const [name, value] of Object.entries(securityHeaders(POLICY))) {
        expect(location, `${head}: ${name}`).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });

  it('caches hashed assets for a year, revalidates pages, and falls back to the app shell', () => {
    const config = nginxConfig(input([8791]));
    expect(blockOf(config, 'location ^~ /assets/')).toEqual(
      expect.arrayContaining([`add_header Cache-Control "${CACHE_ASSET}";`, 'gzip_static on;']),
    );
    expect(blockOf(config, 'map $sent_http_content_type $web_cache_control')).toContain(
      '~^text/html "no-cache";',
    );
    expect(blockOf(config, PAGES)).toContain('try_files $uri $uri/index.html /app-shell.html;');
    // Not a page: 404, with the app shell that shows the not-found page.
    expect(blockOf(config, 'location /')).toEqual(
      expect.arrayContaining(['try_files $uri =404;', 'error_page 404 /app-shell.html;']),
    );
    expect(blockOf(config, 'location ~ \\.[^/]+$')).toContain('try_files $uri =404;');
  });

  it("serves a signed-in page its route's frame, before the pages' location can", () => {
    const config = nginxConfig(input([8791]));
    expect(blockOf(config, TOOL_FRAME)).toContain(
      'try_files "/frames/tool-id.html" /app-shell.html;',
    );
    expect(blockOf(config, TOOL_FRAME)).toContain('add_header Cache-Control $web_cache_control;');
    // nginx takes the first regular expression location that matches.
    expect(config.indexOf(TOOL_FRAME)).toBeLessThan(config.indexOf(PAGES));
    expect(config.indexOf('location ~ \\.[^/]+$')).toBeLessThan(config.indexOf(TOOL_FRAME));
  });

  it('keeps its pid, temp files and logs in its own folder, in the foreground', () => {
    const config = nginxConfig(input([8791]));
    expect(config).toContain('daemon off;');
    expect(config).toContain('pid "/srv/store/.data/cluster/nginx/nginx.pid";');
    expect(config).toContain('proxy_temp_path "/srv/store/.data/cluster/nginx/temp/proxy";');
    expect(config).not.toMatch(/\/var\/(log|run|lib)/);
  });

  it('refuses a header value that would break out of its quotes', () => {
    expect(() =>
      nginxConfig({ ...input([8791]), headers: { 'X-Evil': 'a"; return 200 "pwned' } }),
    ).toThrow(/cannot put/);
    expect(() => nginxConfig({ ...input([8791]), headers: { 'X-Var': '$host' } })).toThrow();
  });
});
