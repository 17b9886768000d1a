// The shared preset sits at the workspace root, outside every Nx project, which the boundary rule
// cannot express.
import { jestPreset } from '../jest.preset.js';

const preset = jestPreset('deploy', { rootDir: import.meta.dirname });

// swcrc: false keeps a root .swcrc (written for builds, it excludes *.spec.ts) from making swc refuse
// to compile our specs; the preset's inline options are the whole configuration.
const transform = Object.fromEntries(
  Object.entries(preset.transform).map(([pattern, [transformer, options]]) => [
    pattern,
    [transformer, { ...options, swcrc: false }],
  ]),
);

// The nginx suite starts real processes; 20 s leaves room on a busy shared machine.
export default { ...preset, transform, testTimeout: 20_000 };
