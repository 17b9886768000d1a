import { jestPreset } from '../jest.preset.js';

export default jestPreset('gateway', { rootDir: import.meta.dirname });
