// The one NGINX configuration of the platform, rendered for a place to run: the web container
// (deploy/nginx/nginx.conf, written by write-nginx-config.ts) or an end-to-end test (random port,
// temp dirs). Only the options below differ between them; every rule is shared, so the test
// exercises exactly what production serves.
import { isAbsolute } from 'node:path';

export interface NginxConfigOptions {
  /** Port the server listens on (all interfaces). */
  readonly listenPort: number;
  /** Absolute path of the built web app (`web/dist` contents). */
  readonly webRoot: string;
  /** `host:port` of the gateway, e.g. `gateway:3000` or `127.0.0.1:41234`. */
  readonly gatewayUpstream: string;
  /** Absolute, writable directory for the pid file, temp files and (with `logs: 'files'`) logs. */
  readonly prefixDir: string;
  /**
   * `host:port` of the page renderer (web-render), e.g. `web-render:3010`. Absent: pages are the static
   * index.html and the browser renders them (the SPA, as before server-side rendering).
   */
  readonly webRenderUpstream?: string;
  /**
   * `stdio` sends logs to the container's stdout/stderr; `files` writes them under prefixDir, where a
   * test can read them when it fails. Default `files`.
   */
  readonly logs?: 'stdio' | 'files';
}

/** Where the web image serves from; also used by the Dockerfile's `web` stage. */
export const PRODUCTION_NGINX: NginxConfigOptions = {
  listenPort: 8080,
  webRoot: '/usr/share/nginx/html',
  // The compose service and the k8s Service are both named `gateway`; no namePrefix may rename it.
  gatewayUpstream: 'gateway:3000',
  // Same rule: the compose service and the k8s Service are both named `web-render`.
  webRenderUpstream: 'web-render:3010',
  // Under /tmp so the container runs as the unprivileged `nginx` user with a read-only root fs
  // (k8s mounts an emptyDir here).
  prefixDir: '/tmp/nginx',
  logs: 'stdio',
};

export const CLIENT_MAX_BODY_SIZE = '1m';
// The club import takes a club export file (gateway/src/routes/user-club.routes.ts, up to 10 MB there):
// only its path gets more than CLIENT_MAX_BODY_SIZE.
export const CLUB_IMPORT_MAX_BODY_SIZE = '10m';
export const CLUB_IMPORT_PATH = '^/api/fut/user-club/[^/]+/import/?$';
export const PROXY_CONNECT_TIMEOUT_S = 2;
// The live streams (server-sent events, gateway/src/live/: the direct messages', a live fixture's and a
// solver job's):
// the read timeout counts between two reads, and the gateway writes a comment every 25 s, so this
// outlasts a few of them and still notices a gateway gone silent within two minutes.
export const LIVE_STREAM_PATH =
  '^/api/(direct-messages/stream|fut/live/fixtures/[0-9]+/stream|fut/sbc/solve/[0-9a-fA-F-]+/stream|squads/auto-build/[0-9a-fA-F-]+/stream)/?$';
export const LIVE_STREAM_READ_TIMEOUT_S = 120;
// Above the gateway's REQUEST_TIMEOUT_MS (5 s) so the gateway's own 504 body, which names the slow
// service, reaches the client instead of NGINX's generic one.
export const PROXY_READ_TIMEOUT_S = 15;
export const PROXY_SEND_TIMEOUT_S = 15;
// Below the gateway's keepAliveTimeout (65 s, gateway/src/create-gateway.ts): NGINX must drop an idle
// upstream connection before the gateway does, or a request can race the close and fail with 502.
export const UPSTREAM_KEEPALIVE_TIMEOUT_S = 60;
// The renderer is on the same network and answers a connection at once when it is up; a second of
// silence means it is not, and the page goes out as the static SPA instead.
export const RENDER_CONNECT_TIMEOUT_S = 1;
// Above the renderer's own render timeout (RENDER_TIMEOUT_MS, 3 s), after which it sends the bare
// shell itself; this one only catches a renderer that hangs.
export const RENDER_READ_TIMEOUT_S = 10;
export const RENDER_SEND_TIMEOUT_S = 10;
// Response buffers per request (count and size): a rendered page, a page of players, without temp files.
export const RENDER_PROXY_BUFFERS = '32 16k';
export const API_PROXY_BUFFERS = '16 8k';

const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$/;

const assertOptions = (options: NginxConfigOptions): void => {
  const { listenPort, webRoot, gatewayUpstream, prefixDir, webRenderUpstream } = options;
  if (!Number.isInteger(listenPort) || listenPort < 1 || listenPort > 65535) {
    throw new Error(`listenPort must be a TCP port, got ${listenPort}`);
  }
  for (const [name, path] of [
    ['webRoot', webRoot],
    ['prefixDir', prefixDir],
  ] as const) {
    // A relative path would be resolved against nginx's -p prefix, which differs between runs.
    if (!isAbsolute(path)) throw new Error(`${name} must be an absolute path, got ${path}`);
    if (/[\s;{}'"]/.test(path)) throw new Error(`${name} must not contain spaces, quotes or ; { }: ${path}`);
  }
  if (!HOST_PORT.test(gatewayUpstream)) {
    throw new Error(`gatewayUpstream must be host:port, got ${gatewayUpstream}`);
  }
  if (webRenderUpstream !== undefined && !HOST_PORT.test(webRenderUpstream)) {
    throw new Error(`webRenderUpstream must be host:port, got ${webRenderUpstream}`);
  }
};

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

// add_header in a location replaces every add_header inherited from the server block, so each static
// location repeats these. /api/ gets none: the gateway sets its own (helmet), and two copies of a
// header such as X-Frame-Options make browsers ignore both.
// The CSP only holds rules that cannot break the app's resource loading (image CDNs, API calls).
const SECURITY_HEADER_VALUES = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Content-Security-Policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'"],
] as const;
const SECURITY_HEADERS = SECURITY_HEADER_VALUES.map(
  ([name, value]) => `add_header ${name} "${value}" always;`,
);
// Rendered pages get the same headers as static ones, but for the Content-Security-Policy: the
// renderer's own is stricter (script-src with the hashes of the page's inline scripts, which only it
// knows) and passes through. The renderer's copies of the others are hidden first, so the browser sees
// exactly one of each, whichever side changes its values.
const RENDER_SECURITY_HEADERS = SECURITY_HEADER_VALUES.filter(
  ([name]) => name !== 'Content-Security-Policy',
).flatMap(([name, value]) => [`proxy_hide_header ${name};`, `add_header ${name} "${value}" always;`]);

// What /api/ and the renderer both receive: HTTP/1.1 keep-alive to the upstream block, the client's
// request id (or a new one) and where the request really came from.
const PROXY_HEADERS = [
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  'proxy_set_header X-Request-Id $futgg_request_id;',
  'proxy_set_header X-Real-IP $remote_addr;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $futgg_forwarded_proto;',
  'proxy_set_header X-Forwarded-Host $host;',
  'proxy_set_header X-Forwarded-Port $server_port;',
];

const block = (lines: readonly string[], indent: string): string =>
  lines.map((line) => `${indent}${line}`).join('\n');

// A JSON error in the platform's shape ({ error: { code, message } }, libs/contracts) for the
// failures NGINX produces itself on /api/, so the web app and API clients parse one shape.
const apiError = (name: string, status: number, code: string, message: string): string => `
        location ${name} {
            default_type application/json;
            return ${status} '{"error":{"code":"${code}","message":"${message}"}}';
        }`;

// The gateway's location: every /api/ path, and the club import's own with its larger body limit
// (a nested location would not inherit proxy_pass, so each is whole).
const apiLocation = (
  match: string,
  tooLargePage: string,
  maxBodySize?: string,
): string => `        location ${match} {
            # No URI after the upstream name: the original path and query go to the gateway untouched
            # (no decoding of %2C in filter lists, no prefix stripping).
            proxy_pass http://futgg_gateway;
${block(PROXY_HEADERS, '            ')}
            proxy_connect_timeout ${PROXY_CONNECT_TIMEOUT_S}s;
            proxy_send_timeout ${PROXY_SEND_TIMEOUT_S}s;
            proxy_read_timeout ${PROXY_READ_TIMEOUT_S}s;
            # A page of 50 players is ≈ 35 kB: past the default 32 kB of buffers for a slow client.
            proxy_buffers ${API_PROXY_BUFFERS};
            # A failed request is not retried: POSTs are not all idempotent and there is one upstream.
            proxy_next_upstream off;${
              maxBodySize === undefined
                ? ''
                : `
            client_max_body_size ${maxBodySize};`
            }
            # The gateway's own 4xx/5xx bodies pass through unchanged (proxy_intercept_errors is off);
            # these pages only cover what NGINX answers itself.
            error_page 413 ${tooLargePage};
            error_page 502 503 @api_unavailable;
            error_page 504 @api_timeout;
        }`;

// The live stream's location: each event goes to the client as it comes (no buffering, no gzip, which
// would hold it back too), and the long read timeout above instead of the API's.
const liveStreamLocation = (): string => `        location ~ ${LIVE_STREAM_PATH} {
            proxy_pass http://futgg_gateway;
${block(PROXY_HEADERS, '            ')}
            proxy_connect_timeout ${PROXY_CONNECT_TIMEOUT_S}s;
            proxy_send_timeout ${PROXY_SEND_TIMEOUT_S}s;
            proxy_read_timeout ${LIVE_STREAM_READ_TIMEOUT_S}s;
            proxy_buffering off;
            gzip off;
            proxy_next_upstream off;
            error_page 502 503 @api_unavailable;
            error_page 504 @api_timeout;
        }`;

// With a renderer: its upstream block, and the Cache-Control a rendered page gets when the renderer
// set none (HTML must be revalidated: it names the current build's hashed assets).
const renderHttpBlock = (webRenderUpstream: string | undefined): string =>
  webRenderUpstream === undefined
    ? ''
    : `
    map $upstream_http_cache_control $futgg_render_cache_control {
        "" "no-cache";
        default "";
    }

    # The page renderer (web-render): React pages rendered to HTML with their first data.
    upstream futgg_web_render {
        server ${webRenderUpstream} max_fails=0;
        keepalive 16;
        keepalive_timeout ${UPSTREAM_KEEPALIVE_TIMEOUT_S}s;
    }
`;

// Pages: a file that exists (favicon, robots.txt) comes from disk, anything else is a page. Without a
// renderer every page is index.html and the browser renders it; with one, the renderer answers and
// index.html is only the fallback when it cannot.
const pageLocations = (
  webRenderUpstream: string | undefined,
  security: (indent: string) => string,
): string =>
  webRenderUpstream === undefined
    ? `
        # SPA fallback: client-side routes (/players/123) get index.html. /api/ never reaches here.
        location / {
            try_files $uri /index.html;
            add_header Cache-Control "public, max-age=3600" always;
${security('            ')}
        }`
    : `
        # Files on disk are served as they are; every other path is a page for the renderer.
        location / {
            try_files $uri @render;
            add_header Cache-Control "public, max-age=3600" always;
${security('            ')}
        }

        location @render {
            proxy_pass http://futgg_web_render;
${block(PROXY_HEADERS, '            ')}
            proxy_connect_timeout ${RENDER_CONNECT_TIMEOUT_S}s;
            proxy_send_timeout ${RENDER_SEND_TIMEOUT_S}s;
            proxy_read_timeout ${RENDER_READ_TIMEOUT_S}s;
            # A rendered page is ≈ 300 kB before gzip (the rows and their data): held in memory for a slow
            # client instead of spilling to a temp file per page (the default buffers hold 32 kB).
            proxy_buffer_size 16k;
            proxy_buffers ${RENDER_PROXY_BUFFERS};
            # A page is a GET, safe to repeat: once more when the connection itself failed (a kept-alive
            # one the renderer had just closed), never after a timeout, which would double the wait.
            proxy_next_upstream error;
            proxy_next_upstream_tries 2;
            # The renderer down (refused, timed out) or answering 502/503/504: the static index.html,
            # which the browser renders itself. Its own 200, 302 and 404 pages pass through untouched:
            # only the codes named by error_page are intercepted.
            proxy_intercept_errors on;
            error_page 502 503 504 = @spa;
            add_header Cache-Control $futgg_render_cache_control always;
${block(RENDER_SECURITY_HEADERS, '            ')}
        }

        # The client-rendered app, as without a renderer.
        location @spa {
            try_files /index.html =404;
            add_header Cache-Control "no-cache" always;
${security('            ')}
        }`;

export const renderNginxConfig = (options: NginxConfigOptions): string => {
  assertOptions(options);
  const prefix = withoutTrailingSlash(options.prefixDir);
  const webRoot = withoutTrailingSlash(options.webRoot);
  const isStdio = options.logs === 'stdio';
  const errorLog = isStdio ? '/dev/stderr' : `${prefix}/error.log`;
  const accessLog = isStdio ? '/dev/stdout' : `${prefix}/access.log`;
  const security = (indent: string): string => block(SECURITY_HEADERS, indent);

  return `# Rendered by deploy/nginx/render-nginx-config.ts; edit that file, not this one.
# Run unprivileged: nginx -p ${prefix} -c <this file> -g 'daemon off;'
# No "user" directive: the master already runs as an unprivileged user (nginx in the image).
worker_processes 2;  # not "auto": it counts the host's CPUs, not the container's CPU limit
pid ${prefix}/nginx.pid;
error_log ${errorLog} warn;

events {
    worker_connections 1024;
}

http {
    # Self-contained instead of "include mime.types", so the file works wherever nginx is installed.
    types {
        text/html                             html htm;
        text/css                              css;
        text/plain                            txt;
        text/xml                              xml;
        application/javascript                js mjs;
        application/json                      json map;
        application/manifest+json             webmanifest;
        image/svg+xml                         svg svgz;
        image/png                             png;
        image/jpeg                            jpeg jpg;
        image/gif                             gif;
        image/webp                            webp;
        image/avif                            avif;
        image/x-icon                          ico;
        font/woff                             woff;
        font/woff2                            woff2;
        application/wasm                      wasm;
    }
    default_type application/octet-stream;

    # Writable temp paths: the compiled-in defaults (/var/lib/nginx/...) need root.
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;

    # A request id the gateway and every service log: the client's when it sent one, else a new one.
    map $http_x_request_id $futgg_request_id {
        default $http_x_request_id;
        "" $request_id;
    }
    # Keep the scheme a TLS-terminating load balancer in front of us saw (cookies' Secure flag).
    map $http_x_forwarded_proto $futgg_forwarded_proto {
        default $http_x_forwarded_proto;
        "" $scheme;
    }

    log_format futgg '$remote_addr - [$time_iso8601] "$request" $status $body_bytes_sent '
                     '$request_time $upstream_response_time rid=$futgg_request_id';
    access_log ${accessLog} futgg;

    server_tokens off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    client_max_body_size ${CLIENT_MAX_BODY_SIZE};

    gzip on;
    gzip_vary on;
    gzip_comp_level 5;
    gzip_min_length 1024;
    # Also compress proxied API answers, even when a proxy in front added a Via header.
    gzip_proxied any;
    # text/html is always compressed once gzip is on; listing it again only makes nginx warn.
    gzip_types application/json application/javascript text/javascript text/css image/svg+xml
               application/manifest+json text/plain text/xml;

    upstream futgg_gateway {
        server ${options.gatewayUpstream} max_fails=0;
        keepalive 32;
        keepalive_timeout ${UPSTREAM_KEEPALIVE_TIMEOUT_S}s;
    }
${renderHttpBlock(options.webRenderUpstream)}
    server {
        listen ${options.listenPort};
        server_name _;
        root ${webRoot};
        index index.html;
        charset utf-8;
        # Relative Location headers: behind an ingress or load balancer our own host:port is wrong.
        absolute_redirect off;

${apiLocation('/api/', '@api_too_large')}
        # A club file's import: a regex location, so it wins over /api/ for this path alone.
${apiLocation(`~ ${CLUB_IMPORT_PATH}`, '@api_import_too_large', CLUB_IMPORT_MAX_BODY_SIZE)}
        # The live streams (direct messages, live fixtures): a regex location too, unbuffered.
${liveStreamLocation()}
${apiError('@api_too_large', 413, 'PAYLOAD_TOO_LARGE', `request body is larger than ${CLIENT_MAX_BODY_SIZE}`)}
${apiError('@api_import_too_large', 413, 'PAYLOAD_TOO_LARGE', `request body is larger than ${CLUB_IMPORT_MAX_BODY_SIZE}`)}
${apiError('@api_unavailable', 502, 'UNAVAILABLE', 'gateway is not reachable')}
${apiError('@api_timeout', 504, 'TIMEOUT', 'gateway did not answer in time')}

        # Probes of this container (compose healthcheck, k8s readiness/liveness). Answered by NGINX
        # itself: a gateway outage must not take the static site out of rotation.
        location = /health {
            access_log off;
            default_type application/json;
            return 200 '{"status":"ok"}';
        }
        location = /health/live {
            access_log off;
            default_type application/json;
            return 200 '{"status":"ok"}';
        }

        # Vite's content-hashed files: a new build gets new names, so they can be cached for ever.
        # A missing one is a 404, never index.html (HTML cached for a year under a .js name).
        location /assets/ {
            try_files $uri =404;
            add_header Cache-Control "public, max-age=31536000, immutable" always;
${security('            ')}
        }

        # Core data's images (flags, generated badges), written by web's build: a missing one is a 404,
        # never a page. Their names are ids, not content hashes, so a day's cache, not for ever.
        location /static/ {
            try_files $uri =404;
            add_header Cache-Control "public, max-age=86400" always;
${security('            ')}
        }

        # Widget entry points keep stable names (third-party pages link them), so a short cache;
        # module scripts loaded from other origins need CORS.
        location /widgets/ {
            try_files $uri =404;
            add_header Cache-Control "public, max-age=300" always;
            add_header Access-Control-Allow-Origin "*" always;
            add_header Cross-Origin-Resource-Policy "cross-origin" always;
            add_header X-Content-Type-Options "nosniff" always;
        }
        location /widgets/assets/ {
            try_files $uri =404;
            add_header Cache-Control "public, max-age=31536000, immutable" always;
            add_header Access-Control-Allow-Origin "*" always;
            add_header Cross-Origin-Resource-Policy "cross-origin" always;
            add_header X-Content-Type-Options "nosniff" always;
        }

        # Revalidated on every visit so a deploy shows up at once (it names the new hashed assets).
        location = /index.html {
            add_header Cache-Control "no-cache" always;
${security('            ')}
        }
${pageLocations(options.webRenderUpstream, security)}
    }
}
`;
};
