// The root Dockerfile and .dockerignore, read as Docker reads them (continuations joined, comments
// dropped). Docker is not available here, so each stage is checked for what the platform relies on.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_NGINX } from '../nginx/render-nginx-config.js';
import { NODE_APPS, WEB_RENDER, commandOf } from '../platform-apps.js';

const repoPath = (relative: string): string => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}
interface Stage {
  readonly name: string;
  readonly from: string;
  readonly instructions: Instruction[];
}

const parseDockerfile = (text: string): { globalArgs: Instruction[]; stages: Stage[] } => {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const globalArgs: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') };
    if (instruction.keyword === 'FROM') {
      const [, from = '', name = ''] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args) ?? [];
      stages.push({ name, from, instructions: [] });
    } else if (stages.length === 0) {
      globalArgs.push(instruction);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
};

const { globalArgs, stages } = parseDockerfile(readFileSync(repoPath('Dockerfile'), 'utf8'));
const stage = (name: string): Stage => {
  const found = stages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Dockerfile has no stage ${name}`);
  return found;
};
const args = (name: string, keyword: string): string[] =>
  stage(name)
    .instructions.filter((instruction) => instruction.keyword === keyword)
    .map((instruction) => instruction.args);
const globalArg = (name: string): string | undefined =>
  globalArgs.map((arg) => /^(\w+)=(.*)$/.exec(arg.args)).find((match) => match?.[1] === name)?.[2];

describe('Dockerfile', () => {
  it('builds services/catalog unless APP says otherwise, on node:20-slim', () => {
    expect(globalArg('APP')).toBe('services/catalog');
    expect(globalArg('NODE_IMAGE')).toBe('node:20-slim');
  });

  it('ends with the Node runtime, so it is the default target', () => {
    expect(stages.at(-1)?.name).toBe('runtime');
    expect(stages.map((candidate) => candidate.name)).toEqual(
      expect.arrayContaining([
        'manifests',
        'deps',
        'build',
        'prod-deps',
        'prod-deps-web',
        'build-web',
        'web-render',
        'web',
        'runtime',
      ]),
    );
  });

  it('installs every dependency from the lockfile to build, and only production ones to run', () => {
    expect(args('deps', 'RUN').join(' ')).toMatch(/npm install(?! --omit)/);
    expect(args('prod-deps', 'RUN').join(' ')).toContain('npm install --omit=dev');
    expect(stage('build').from).toBe('deps');
  });

  it('builds the project at $APP with Nx (its libs come through dependsOn ^build)', () => {
    const run = args('build', 'RUN').join('\n');
    expect(run).toContain("require('./${APP}/project.json').name");
    expect(run).toContain('npx nx run "${project}:build"');
    expect(run).toContain('test -f "${APP}/dist/main.js"');
  });

  describe('runtime', () => {
    it('starts from node:20-slim and takes node_modules only from prod-deps', () => {
      expect(stage('runtime').from).toBe('${NODE_IMAGE}');
      const copies = args('runtime', 'COPY');
      expect(copies).toContain('--from=prod-deps /app/ ./');
      expect(
        copies.filter((copy) => /--from=(deps|build)\b/.test(copy) && copy.includes('node_modules')),
      ).toEqual([]);
      expect(copies).toContain('--from=build /out/ ./');
    });

    it('runs as the unprivileged node user', () => {
      expect(args('runtime', 'USER')).toEqual(['node']);
    });

    it('has a HEALTHCHECK with the shipped script', () => {
      const [healthcheck] = args('runtime', 'HEALTHCHECK');
      expect(healthcheck).toContain('CMD ["node", "/usr/local/lib/futgg/healthcheck.mjs"]');
      expect(args('runtime', 'COPY')).toContain(
        'deploy/docker/healthcheck.mjs /usr/local/lib/futgg/healthcheck.mjs',
      );
    });

    it('runs node $APP/dist/main.js', () => {
      expect(args('runtime', 'ENV').join(' ')).toContain('APP=${APP}');
      expect(args('runtime', 'CMD')).toEqual(['exec node "$APP/dist/main.js"']);
    });

    it.each(NODE_APPS.filter((app) => app.dockerTarget === 'runtime').map((app) => [app.name, app] as const))(
      'is where %s runs: <path>/dist/main.js, or another entry point of <path>/dist that compose and k8s name',
      (_name, app) => {
        // The build copies <APP>/dist whole; the CMD runs its main.js.
        expect(app.main?.startsWith(`${app.path}/dist/`)).toBe(true);
        expect(commandOf(app)).toEqual(
          app.main === `${app.path}/dist/main.js` ? undefined : ['node', app.main],
        );
      },
    );
  });

  describe('web-render', () => {
    const entryDir = (WEB_RENDER.main ?? '').replace(/\/[^/]+$/, '');

    it('builds the renderer with the client build and checks both came out', () => {
      const run = args('build-web', 'RUN').join('\n');
      expect(run).toContain('test -f web/dist/index.html');
      expect(run).toContain(`test -f ${WEB_RENDER.main}`);
    });

    it("installs only the web workspace's production dependencies", () => {
      expect(stage('prod-deps-web').from).toBe('${NODE_IMAGE}');
      expect(args('prod-deps-web', 'COPY')).toEqual(['--from=manifests /manifests/ ./']);
      expect(args('prod-deps-web', 'RUN').join(' ')).toContain(
        `npm install --omit=dev --workspace ${WEB_RENDER.path}`,
      );
    });

    it('is node:20-slim with those dependencies, the renderer bundle and the client build', () => {
      expect(stage('web-render').from).toBe('${NODE_IMAGE}');
      const copies = args('web-render', 'COPY');
      expect(copies).toContain('--from=prod-deps-web /app/ ./');
      expect(copies).toContain(`--from=build-web /repo/${entryDir}/ ./${entryDir}/`);
      // WEB_DIST's default: web/dist beside web/dist-server.
      expect(copies).toContain('--from=build-web /repo/web/dist/ ./web/dist/');
      expect(
        copies.filter(
          (copy) => /--from=(deps|build|build-web)\b/.test(copy) && copy.includes('node_modules'),
        ),
      ).toEqual([]);
      expect(args('web-render', 'WORKDIR')).toEqual(['/app']);
    });

    it(`runs node ${WEB_RENDER.main} as the node user on port ${WEB_RENDER.healthPort}`, () => {
      expect(args('web-render', 'USER')).toEqual(['node']);
      expect(args('web-render', 'CMD')).toEqual([`["node", "${WEB_RENDER.main}"]`]);
      expect(args('web-render', 'ENV').join(' ')).toMatch(new RegExp(`\\bPORT=${WEB_RENDER.healthPort}\\b`));
      expect(args('web-render', 'ENV').join(' ')).toContain('NODE_ENV=production');
      expect(args('web-render', 'EXPOSE')).toEqual([String(WEB_RENDER.healthPort)]);
    });

    it('has a HEALTHCHECK with the shipped script (it probes PORT)', () => {
      expect(args('web-render', 'HEALTHCHECK').join(' ')).toContain(
        'CMD ["node", "/usr/local/lib/futgg/healthcheck.mjs"]',
      );
      expect(args('web-render', 'COPY')).toContain(
        'deploy/docker/healthcheck.mjs /usr/local/lib/futgg/healthcheck.mjs',
      );
    });
  });

  describe('web', () => {
    it('is nginx:1.27-alpine with the rendered production config and the Vite build', () => {
      expect(stage('web').from).toBe('nginx:1.27-alpine');
      const copies = args('web', 'COPY');
      expect(copies).toContain('deploy/nginx/nginx.conf /etc/nginx/nginx.conf');
      expect(copies).toContain(`--from=build-web /repo/web/dist/ ${PRODUCTION_NGINX.webRoot}/`);
    });

    it('runs NGINX unprivileged with the config prefix it was rendered for', () => {
      expect(args('web', 'USER')).toEqual(['nginx']);
      expect(args('web', 'RUN').join(' ')).toContain(`chown nginx:nginx ${PRODUCTION_NGINX.prefixDir}`);
      expect(args('web', 'ENTRYPOINT')).toEqual(['["nginx"]']);
      expect(args('web', 'CMD')).toEqual([
        `["-p", "${PRODUCTION_NGINX.prefixDir}", "-c", "/etc/nginx/nginx.conf", "-g", "daemon off;"]`,
      ]);
      expect(args('web', 'EXPOSE')).toEqual([String(PRODUCTION_NGINX.listenPort)]);
      expect(args('web', 'HEALTHCHECK').join(' ')).toContain(
        `http://127.0.0.1:${PRODUCTION_NGINX.listenPort}/health`,
      );
    });
  });

  it('copies only files that exist in the repository', () => {
    const fromContext = stages
      .flatMap((candidate) => candidate.instructions)
      .filter((instruction) => instruction.keyword === 'COPY' && !instruction.args.startsWith('--from'))
      .map((instruction) => instruction.args.split(' ')[0] ?? '')
      .filter((source) => source !== '.');
    expect(fromContext.length).toBeGreaterThan(0);
    expect(fromContext.filter((source) => !existsSync(repoPath(source)))).toEqual([]);
  });
});

describe('.dockerignore', () => {
  const patterns = readFileSync(repoPath('.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it.each(['**/node_modules', '**/dist', '**/dist-server', '.git', '**/.env'])(
    'keeps %s out of the build context',
    (pattern) => {
      expect(patterns).toContain(pattern);
    },
  );
});
