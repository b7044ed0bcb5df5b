// The nginx configuration of `npm run start:cluster`: the built app served with the web
// server's headers and caching (web-headers.ts), and /api/ balanced over the API processes.
// Everything nginx writes (pid, temp files, logs) stays in `stateDir`, so it runs without
// root paths; `daemon off` keeps it a child the launcher can stop.
import { CATALOGUE_IMPORT_MAX_BODY_BYTES } from '../../src/domain/catalogue-import-schemas';
import { MAX_IMAGE_BYTES } from '../../src/domain/image-upload';
import type { FramePage } from '../prerender-frames';
import {
  API_FILES,
  API_PAGE_PATTERN,
  APP_SHELL,
  ASSETS_PATH,
  CACHE_ASSET,
  CACHE_FILE,
  CACHE_PAGE,
} from './web-headers';

export interface NginxConfigInput {
  /** Where nginx keeps its pid file, temp files and access log. */
  readonly stateDir: string;
  readonly listen: { readonly host: string; readonly port: number };
  /** The built web app. */
  readonly webRoot: string;
  readonly api: {
    /** Each API process's address, `host:port`. */
    readonly servers: readonly string[];
    /** Processes that are not ready (readiness-watch.ts): nginx sends them nothing. */
    readonly down?: readonly string[];
  };
  /** Sent with every response of the web app (securityHeaders of web-headers.ts). */
  readonly headers: Readonly<Record<string, string>>;
  /** The file that maps extensions to Content-Type (Debian: /etc/nginx/mime.types). */
  readonly mimeTypes: string;
  /** A regular expression matching every page of the app (app-routes.ts): others are 404. */
  readonly appRoutes: string;
  /** The signed-in pages' frames (prerender-frames.ts): the paths of each, and its file. */
  readonly frames: readonly FramePage[];
}

/** A regular expression for a location: quoted, refused if it could end the quote. */
function regex(source: string): string {
  if (/["\n\r;{}]/.test(source)) throw new Error(`cannot put ${JSON.stringify(source)} in nginx`);
  return `"${source}"`;
}

/** An nginx string: quoted, and refused if it could end the quote or name a variable. */
function quoted(value: string): string {
  if (/["\\$\n\r]/.test(value)) throw new Error(`cannot put ${JSON.stringify(value)} in nginx`);
  return `"${value}"`;
}

/** The web app's headers for one location (add_header is not inherited once one is set). */
function webHeaders(headers: NginxConfigInput['headers'], cacheControl: string): string[] {
  return [
    // `always`: a missing file's 404 gets the policy too, as from the web server.
    ...Object.entries(headers).map(
      ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
    ),
    // Without `always`, as the web server: no Cache-Control on an error.
    `add_header Cache-Control ${cacheControl};`,
  ];
}

const block = (head: string, lines: readonly string[], indent = '  '): string[] => [
  `${head} {`,
  ...lines.map((line) => `${indent}${line}`),
  '}',
];

function upstream(api: NginxConfigInput['api']): string[] {
  return block('upstream api', [
    // The process with the fewest requests in progress takes the next one.
    'least_conn;',
    // Passive health checks: two failures within 5 s take a process out for 5 s. Only a
    // process that cannot be reached or does not answer fails (proxy_next_upstream below).
    ...api.servers.map(
      (server) =>
        `server ${server} max_fails=2 fail_timeout=5s${api.down?.includes(server) ? ' down' : ''};`,
    ),
    'keepalive 32;',
    // Below Node's 5 s: nginx must never send on a connection the API is closing.
    'keepalive_timeout 4s;',
  ]);
}

/** `uri`: '/' strips the location's prefix (/api/x is the API's /x); '' keeps the path. */
const proxied = (uri: string) => [
  `proxy_pass http://api${uri};`,
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  // The API (TRUST_PROXY=1) takes the last entry, the one nginx appends.
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  // Another process gets the request when one is dead or hangs; nginx never repeats a
  // POST, PATCH or DELETE (non_idempotent is deliberately absent). A 503 is no failure:
  // it is the API saying the database is away, which every process shares. Counted, it
  // took every process out, and clients got nginx's bare 502 instead of the API's 503
  // with Retry-After and a sentence.
  'proxy_next_upstream error timeout;',
  'proxy_next_upstream_timeout 10s;',
  'proxy_connect_timeout 2s;',
  'proxy_read_timeout 30s;',
];

/**
 * nginx refuses a body over 1 MB by default, with its own bare 413 page. The API caps each
 * body itself, in its own words (100 KB, an image 2 MB, a catalogue import 5 MB): nginx
 * lets through the largest of them.
 */
export const API_MAX_BODY_BYTES = Math.max(MAX_IMAGE_BYTES, CATALOGUE_IMPORT_MAX_BODY_BYTES);

function apiLocation(): string[] {
  // ^~: /api/images/x.svg is the API's, not a file of the build.
  return block('location ^~ /api/', [
    `client_max_body_size ${API_MAX_BODY_BYTES};`,
    ...proxied('/'),
  ]);
}

/**
 * The pages the API draws itself, at their own path, with the API's headers (no
 * add_header: the web app's policy would refuse their inline style). Exact and regular
 * expression locations, listed before the build's: nginx takes the first that matches.
 */
function apiPageLocations(): string[] {
  return [
    ...API_FILES.flatMap((path) => block(`location = ${path}`, proxied(''))),
    ...block(`location ~ ${regex(API_PAGE_PATTERN)}`, proxied('')),
  ];
}

export function nginxConfig(input: NginxConfigInput): string {
  const { stateDir, listen, webRoot, headers, mimeTypes } = input;
  if (input.api.servers.length === 0) throw new Error('nginx needs at least one API process');
  const temp = (name: string) => `${name}_temp_path ${quoted(`${stateDir}/temp/${name}`)};`;
  const http = [
    `include ${quoted(mimeTypes)};`,
    'default_type application/octet-stream;',
    `access_log ${quoted(`${stateDir}/access.log`)};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    'charset utf-8;',
    'server_tokens off;',
    'sendfile on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 1024;',
    'gzip_types text/css text/plain application/javascript application/json image/svg+xml;',
    // Pages are revalidated, other files of public/ kept an hour (hashed assets: below).
    ...block('map $sent_http_content_type $web_cache_control', [
      `~^text/html ${quoted(CACHE_PAGE)};`,
      `default ${quoted(CACHE_FILE)};`,
    ]),
    ...upstream(input.api),
    ...block('server', [
      `listen ${listen.host}:${listen.port};`,
      `root ${quoted(webRoot)};`,
      ...apiLocation(),
      ...apiPageLocations(),
      ...block(`location ^~ ${ASSETS_PATH}`, [
        ...webHeaders(headers, quoted(CACHE_ASSET)),
        // The build's gzip copies, compressed at the highest level (vite.config.ts).
        'gzip_static on;',
        'try_files $uri =404;',
      ]),
      // A path with a file extension is a file, found or not, never an app route.
      ...block('location ~ \\.[^/]+$', [
        ...webHeaders(headers, '$web_cache_control'),
        'try_files $uri =404;',
      ]),
      // A signed-in page: its frame (a build without one: the app shell). Before the pages'
      // location, since nginx takes the first regular expression that matches.
      ...input.frames.flatMap(({ paths, file }) =>
        block(`location ~ ${regex(paths)}`, [
          ...webHeaders(headers, '$web_cache_control'),
          `try_files ${quoted(`/${file}`)} /${APP_SHELL};`,
        ]),
      ),
      // The pages of the app: prerendered HTML, else the empty app shell.
      ...block(`location ~ ${regex(input.appRoutes)}`, [
        ...webHeaders(headers, '$web_cache_control'),
        `try_files $uri $uri/index.html /${APP_SHELL};`,
      ]),
      // Any other path is no page: 404, with the app shell, whose router says so.
      ...block('location /', [
        ...webHeaders(headers, '$web_cache_control'),
        'try_files $uri =404;',
        `error_page 404 /${APP_SHELL};`,
      ]),
    ]),
  ];
  return [
    '# Generated by scripts/start-cluster.ts at every start: edits here are lost.',
    'daemon off;',
    'worker_processes auto;',
    `pid ${quoted(`${stateDir}/nginx.pid`)};`,
    // Its errors go to the launcher, which shows them if nginx stops.
    'error_log stderr warn;',
    ...block('events', ['worker_connections 1024;']),
    ...block('http', http),
    '',
  ].join('\n');
}
